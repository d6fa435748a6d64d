// The totals: days with 1 to 5 stamps, night shifts, the daylight-saving changes, open shifts,
// records that count nothing, and weeks that add up to the month.
import { describe, expect, it } from "vitest";
import { countDays, hoursAndMinutes, monthRange, summarize, summarizeMonth, zurichDateOf, type StampInput } from "./totals";
import type { StampKind, StampStatus } from "./types";

let nextId = 1;
const s = (kind: StampKind, stampedAt: string, status: StampStatus = "ACTIVE"): StampInput => ({ id: nextId++, kind, status, stampedAt });
const E = (t: string, status?: StampStatus) => s("ENTRATA", t, status);
const U = (t: string, status?: StampStatus) => s("USCITA", t, status);
/** A Tuesday in winter (CET, +01:00). */
const at = (hhmm: string, date = "2026-03-10") => `${date}T${hhmm}:00+01:00`;
const LATER = "2026-04-15T12:00:00Z";

function day(stamps: StampInput[], date = "2026-03-10", now = LATER) {
  const d = countDays(stamps, now).get(date);
  if (!d) throw new Error(`no day ${date}`);
  return d;
}

describe("a day's worked time", () => {
  it("1 stamp: a clock-in without clock-out is flagged and counts nothing", () => {
    const d = day([E(at("08:00"))]);
    expect(d.workedMinutes).toBe(0);
    expect(d.flagged).toBe(true);
    expect(d.stamps.map((x) => x.flag)).toEqual(["unpaired"]);
  });

  it("2 stamps: exit minus enter", () => {
    const d = day([E(at("07:30")), U(at("12:00"))]);
    expect(d.workedMinutes).toBe(270);
    expect(d.flagged).toBe(false);
    expect(d.stamps.every((x) => x.counted)).toBe(true);
    expect(d.gapMinutes).toBe(0);
  });

  it("3 stamps: the first pair counts, the forgotten clock-out is flagged", () => {
    const d = day([E(at("07:30")), U(at("12:00")), E(at("13:00"))]);
    expect(d.workedMinutes).toBe(270);
    expect(d.flagged).toBe(true);
    expect(d.stamps.map((x) => [x.counted, x.flag])).toEqual([[true, null], [true, null], [false, "unpaired"]]);
  });

  it("3 stamps: a clock-out without clock-in is flagged; the pair after it counts", () => {
    const d = day([U(at("07:00")), E(at("07:30")), U(at("12:00"))]);
    expect(d.workedMinutes).toBe(270);
    expect(d.stamps[0]).toMatchObject({ counted: false, flag: "unpaired" });
  });

  it("4 stamps: both pairs count, the break between them is shown, not deducted", () => {
    const d = day([E(at("07:30")), U(at("12:00")), E(at("13:00")), U(at("17:15"))]);
    expect(d.workedMinutes).toBe(270 + 255);
    expect(d.gapMinutes).toBe(60);
    expect(d.flagged).toBe(false);
  });

  it("5 stamps: the first two and the last two count; the middle one is flagged", () => {
    const d = day([E(at("07:30")), U(at("10:00")), E(at("10:15")), E(at("13:00")), U(at("17:00"))]);
    expect(d.workedMinutes).toBe(150 + 240);
    expect(d.stamps.map((x) => x.flag)).toEqual([null, null, "unpaired", null, null]);
  });

  it("6 stamps: the pair in the middle is beyond four and counts nothing", () => {
    const d = day([E(at("07:00")), U(at("09:00")), E(at("09:30")), U(at("11:00")), E(at("13:00")), U(at("17:00"))]);
    expect(d.workedMinutes).toBe(120 + 240);
    expect(d.stamps.map((x) => x.flag)).toEqual([null, null, "beyond_four", "beyond_four", null, null]);
    expect(d.pairs.map((p) => p.counted)).toEqual([true, false, true]);
  });

  it("two clock-ins in a row: the first is unpaired", () => {
    const d = day([E(at("07:30")), E(at("07:31")), U(at("12:00"))]);
    expect(d.workedMinutes).toBe(269);
    expect(d.stamps[0].flag).toBe("unpaired");
  });

  it("pairs by time, not by the order they were recorded in", () => {
    const d = day([U(at("16:00")), E(at("08:00"))]);
    expect(d.workedMinutes).toBe(480);
  });

  it("only active stamps count: proposals, refused and deleted records do not", () => {
    const d = day([E(at("08:00")), U(at("12:00"), "DELETED"), U(at("16:00"), "PROPOSED"), U(at("17:00"), "REFUSED")]);
    expect(d.workedMinutes).toBe(0);
    expect(d.stamps).toHaveLength(1);
    expect(d.flagged).toBe(true);
  });
});

describe("night shifts", () => {
  it("a night shift belongs to the day it started", () => {
    const days = countDays([E(at("22:00")), U(at("06:00", "2026-03-11"))], LATER);
    expect(days.get("2026-03-10")?.workedMinutes).toBe(480);
    expect(days.has("2026-03-11")).toBe(false);
  });

  it("across the spring change (29 March 2026) a night from 22:00 to 06:00 is 7 hours", () => {
    const days = countDays([E("2026-03-28T22:00:00+01:00"), U("2026-03-29T06:00:00+02:00")], LATER);
    expect(days.get("2026-03-28")?.workedMinutes).toBe(7 * 60);
  });

  it("across the autumn change (25 October 2026) a night from 22:00 to 06:00 is 9 hours", () => {
    const days = countDays([E("2026-10-24T22:00:00+02:00"), U("2026-10-25T06:00:00+01:00")], "2026-11-01T00:00:00Z");
    expect(days.get("2026-10-24")?.workedMinutes).toBe(9 * 60);
  });

  it("a day on the change itself: 01:30 to 03:30 on 25 October is 3 hours (the hour 02–03 happens twice)", () => {
    const days = countDays([E("2026-10-25T01:30:00+02:00"), U("2026-10-25T03:30:00+01:00")], "2026-11-01T00:00:00Z");
    expect(days.get("2026-10-25")?.workedMinutes).toBe(180);
  });

  it("a clock-out 16 hours or more after the clock-in is no pair: both are flagged", () => {
    const days = countDays([E(at("07:00")), U(at("23:00", "2026-03-10")), E(at("07:00", "2026-03-12")), U(at("22:59", "2026-03-12"))], LATER);
    expect(days.get("2026-03-10")?.workedMinutes).toBe(0);
    expect(days.get("2026-03-10")?.stamps.map((x) => x.flag)).toEqual(["unpaired", "unpaired"]);
    expect(days.get("2026-03-12")?.workedMinutes).toBe(16 * 60 - 1);
  });
});

describe("an open shift", () => {
  it("the last clock-in less than 16 hours ago is open, not flagged", () => {
    const d = day([E(at("07:30")), U(at("12:00")), E(at("13:00"))], "2026-03-10", "2026-03-10T15:00:00Z");
    expect(d.open).toBe(true);
    expect(d.flagged).toBe(false);
    expect(d.stamps[2]).toMatchObject({ open: true, flag: null, counted: false });
    expect(d.workedMinutes).toBe(270);
  });

  it("the next morning it is a forgotten clock-out", () => {
    const d = day([E(at("07:30"))], "2026-03-10", "2026-03-11T06:00:00Z");
    expect(d.open).toBe(false);
    expect(d.flagged).toBe(true);
  });
});

describe("weeks and months", () => {
  // March 2026: Sunday 1 (week 9), Monday 2 … Sunday 8 (week 10), …, Monday 30 – Tuesday 31 (week 14)
  const stamps = [
    E(at("08:00", "2026-03-01")), U(at("12:00", "2026-03-01")),
    E(at("07:30", "2026-03-02")), U(at("12:00", "2026-03-02")), E(at("13:00", "2026-03-02")), U(at("17:00", "2026-03-02")),
    E(at("07:30", "2026-03-10")), U(at("16:30", "2026-03-10")),
    E("2026-03-31T22:00:00+02:00"), U("2026-04-01T06:00:00+02:00"),
    E("2026-02-28T23:00:00+01:00"), U("2026-03-01T05:00:00+01:00"),
  ];
  const month = summarizeMonth(stamps, "2026-03", LATER);

  it("lists every day of the month, weekends labelled", () => {
    expect(month?.days).toHaveLength(31);
    expect(month?.days[0]).toMatchObject({ date: "2026-03-01", weekend: true, workedMinutes: 240 });
    expect(month?.days[1]).toMatchObject({ date: "2026-03-02", weekend: false, workedMinutes: 510 });
  });

  it("the weekly table: ISO weeks clipped to the month, adding up to the month total", () => {
    expect(month?.weeks.map((w) => [w.week, w.from, w.to, w.minutes])).toEqual([
      [9, "2026-03-01", "2026-03-01", 240],
      [10, "2026-03-02", "2026-03-08", 510],
      [11, "2026-03-09", "2026-03-15", 540],
      [12, "2026-03-16", "2026-03-22", 0],
      [13, "2026-03-23", "2026-03-29", 0],
      [14, "2026-03-30", "2026-03-31", 480],
    ]);
    expect(month?.totalMinutes).toBe(240 + 510 + 540 + 480);
    expect(month?.weeks.reduce((a, w) => a + w.minutes, 0)).toBe(month?.totalMinutes);
  });

  it("a night shift started in February counts in February, one started on 31 March in March", () => {
    expect(summarize(stamps, "2026-02-28", "2026-02-28", LATER).totalMinutes).toBe(360);
    expect(summarize(stamps, "2026-04-01", "2026-04-01", LATER).totalMinutes).toBe(0);
  });

  it("the week of the spring change adds its real hours", () => {
    const dst = summarize([E("2026-03-28T22:00:00+01:00"), U("2026-03-29T06:00:00+02:00"), E("2026-03-30T07:00:00+02:00"), U("2026-03-30T16:00:00+02:00")], "2026-03-23", "2026-04-05", LATER);
    expect(dst.weeks.map((w) => [w.week, w.minutes])).toEqual([[13, 7 * 60], [14, 9 * 60]]);
  });

  it("counts flagged days", () => {
    expect(summarizeMonth([E(at("08:00")), E(at("08:00", "2026-03-11")), U(at("12:00", "2026-03-11"))], "2026-03", LATER)?.flaggedDays).toBe(1);
  });
});

describe("helpers", () => {
  it("monthRange refuses what is not a month", () => {
    expect(monthRange("2026-02")).toEqual({ from: "2026-02-01", to: "2026-02-28" });
    expect(monthRange("2028-02")?.to).toBe("2028-02-29");
    for (const bad of ["2026-13", "2026-1", "abc", "1999-12", ""]) expect(monthRange(bad)).toBeNull();
  });

  it("formats minutes as h:mm and dates in Zurich", () => {
    expect(hoursAndMinutes(525)).toBe("8:45");
    expect(hoursAndMinutes(0)).toBe("0:00");
    expect(zurichDateOf("2026-03-10T23:30:00Z")).toBe("2026-03-11");
  });
});
