import { describe, expect, it } from "vitest";
import { escapeText, foldLine, writeIcs } from "./ics";

const now = "2026-11-26T10:15:30.000Z";

describe("iCalendar text", () => {
  it("escapes backslashes, semicolons, commas and line breaks", () => {
    expect(escapeText("a\\b;c,d\ne\r\nf")).toBe("a\\\\b\\;c\\,d\\ne\\nf");
  });

  it("folds a long line at 75 octets with CRLF and a space, never inside a UTF-8 character", () => {
    const line = `SUMMARY:${"è".repeat(60)}`;
    const folded = foldLine(line);
    const pieces = folded.split("\r\n");
    expect(pieces.length).toBeGreaterThan(1);
    for (const p of pieces) expect(new TextEncoder().encode(p).length).toBeLessThanOrEqual(75);
    expect(pieces.slice(1).every((p) => p.startsWith(" "))).toBe(true);
    expect(pieces.map((p, i) => (i === 0 ? p : p.slice(1))).join("")).toBe(line);
    expect(folded).not.toContain("\uFFFD");
    expect(foldLine("SHORT:x")).toBe("SHORT:x");
  });
});

describe("writeIcs", () => {
  const text = writeIcs({
    name: "Cantiere · Anna",
    now,
    items: [
      { uid: "festivity-1@cantiere", summary: "Natale", allDay: true, start: "2026-12-25", end: "2026-12-26" },
      { uid: "leave-2@cantiere", summary: "Vacanze; mare, sole", description: "riga 1\nriga 2", allDay: false, start: "2026-07-01T06:00:00.000Z", end: "2026-07-01T15:30:00.000Z" },
      { uid: "event-3@cantiere", summary: "Riunione", location: "Lugano", allDay: false, start: "2026-01-15T08:00:00.000Z", end: "2026-01-15T09:00:00.000Z" },
    ],
  });
  const lines = text.split("\r\n");

  it("ends every line with CRLF and has no bare LF", () => {
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines).toContain("VERSION:2.0");
    expect(lines.at(-2)).toBe("END:VCALENDAR");
  });

  it("carries the Zurich VTIMEZONE with its summer and winter rules", () => {
    expect(lines).toEqual(expect.arrayContaining(["BEGIN:VTIMEZONE", "TZID:Europe/Zurich", "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU", "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU", "END:VTIMEZONE"]));
  });

  it("writes an all-day item as VALUE=DATE with the day after the last as its end", () => {
    expect(lines).toEqual(expect.arrayContaining(["UID:festivity-1@cantiere", "DTSTART;VALUE=DATE:20261225", "DTEND;VALUE=DATE:20261227"]));
  });

  it("writes timed items in Zurich wall time (summer +2, winter +1), each with UID and DTSTAMP", () => {
    expect(lines).toEqual(expect.arrayContaining(["DTSTART;TZID=Europe/Zurich:20260701T080000", "DTEND;TZID=Europe/Zurich:20260701T173000"]));
    expect(lines).toEqual(expect.arrayContaining(["DTSTART;TZID=Europe/Zurich:20260115T090000", "LOCATION:Lugano"]));
    expect(lines.filter((l) => l === "DTSTAMP:20261126T101530Z")).toHaveLength(3);
    expect(lines.filter((l) => l.startsWith("UID:"))).toHaveLength(3);
  });

  it("escapes the texts", () => {
    expect(lines).toContain("SUMMARY:Vacanze\\; mare\\, sole");
    expect(lines).toContain("DESCRIPTION:riga 1\\nriga 2");
  });
});
