import { describe, expect, it } from "vitest";
import { Temporal } from "temporal-polyfill";
import {
  eachDate,
  inputIssue,
  isSummerTime,
  isWeekend,
  minutesBetween,
  parseClockTime,
  parseDate,
  parseZurichDateTime,
  toIsoOffset,
  zurichAt,
} from "./zurich-time";

const date = (s: string) => Temporal.PlainDate.from(s);

describe("zurich time", () => {
  it("parses strict dates and refuses impossible ones", () => {
    expect(parseDate("2026-03-27")?.toString()).toBe("2026-03-27");
    expect(parseDate(" 2026-03-27 ")?.toString()).toBe("2026-03-27");
    for (const bad of ["2026-02-30", "2026-13-01", "27.03.2026", "2026-3-27", "", null, undefined]) expect(parseDate(bad)).toBeNull();
  });

  it("parses HH:mm clock times only", () => {
    expect(parseClockTime("07:30")?.toString()).toBe("07:30:00");
    expect(parseClockTime("23:59")?.toString()).toBe("23:59:00");
    for (const bad of ["7:30", "24:00", "07:60", "0730", "", null]) expect(parseClockTime(bad)).toBeNull();
  });

  it("reads an instant with an offset or Z in Zurich", () => {
    expect(toIsoOffset(parseZurichDateTime("2026-03-27T06:30:00Z")!)).toBe("2026-03-27T07:30:00+01:00");
    expect(toIsoOffset(parseZurichDateTime("2026-07-01T07:00:00+02:00")!)).toBe("2026-07-01T07:00:00+02:00");
    expect(toIsoOffset(parseZurichDateTime("2026-07-01T05:00:00.000Z")!)).toBe("2026-07-01T07:00:00+02:00");
  });

  it("reads a local date-time as Zurich wall time, with T or a space, with or without seconds", () => {
    expect(toIsoOffset(parseZurichDateTime("2026-03-27T08:00")!)).toBe("2026-03-27T08:00:00+01:00");
    expect(toIsoOffset(parseZurichDateTime("2026-03-30 08:00")!)).toBe("2026-03-30T08:00:00+02:00");
    expect(toIsoOffset(parseZurichDateTime("2026-03-30T08:00:15")!)).toBe("2026-03-30T08:00:15+02:00");
  });

  it("moves a wall time in the skipped hour forward, as the clocks did", () => {
    expect(toIsoOffset(parseZurichDateTime("2026-03-29T02:30")!)).toBe("2026-03-29T03:30:00+02:00");
  });

  it("refuses what is not a date-time", () => {
    for (const bad of ["2026-03-27", "2026-02-30T08:00", "2026-03-27T25:00", "tomorrow", "", null, undefined]) {
      expect(parseZurichDateTime(bad)).toBeNull();
    }
  });

  it("summer is a CEST day in Zurich; the switch Sundays count by noon", () => {
    expect(isSummerTime(date("2026-03-27"))).toBe(false);
    expect(isSummerTime(date("2026-03-28"))).toBe(false);
    expect(isSummerTime(date("2026-03-29"))).toBe(true);
    expect(isSummerTime(date("2026-03-30"))).toBe(true);
    expect(isSummerTime(date("2026-10-24"))).toBe(true);
    expect(isSummerTime(date("2026-10-25"))).toBe(false);
    expect(isSummerTime(date("2026-12-28"))).toBe(false);
  });

  it("knows weekends, lists dates inclusively and measures real minutes across a clock change", () => {
    expect(isWeekend(date("2026-03-28"))).toBe(true);
    expect(isWeekend(date("2026-03-29"))).toBe(true);
    expect(isWeekend(date("2026-03-30"))).toBe(false);
    expect(eachDate(date("2026-12-30"), date("2027-01-02")).map(String)).toEqual(["2026-12-30", "2026-12-31", "2027-01-01", "2027-01-02"]);
    expect(eachDate(date("2026-01-02"), date("2026-01-01"))).toEqual([]);
    const before = zurichAt(date("2026-03-29"), new Temporal.PlainTime(0, 0));
    const after = zurichAt(date("2026-03-30"), new Temporal.PlainTime(0, 0));
    expect(minutesBetween(before, after)).toBe(23 * 60);
  });
});

describe("what a person typed (issue 10)", () => {
  it("refuses the hour the spring change skips when asked, and says why", () => {
    expect(parseZurichDateTime("2026-03-29T02:30")?.toString()).toContain("03:30");
    expect(parseZurichDateTime("2026-03-29T02:30", { gap: "reject" })).toBeNull();
    expect(parseZurichDateTime("2026-03-29T03:00", { gap: "reject" })?.hour).toBe(3);
    expect(inputIssue("2026-03-29T02:30")).toBe("forms.errors.spring_gap");
    expect(inputIssue("2026-03-29 02:00")).toBe("forms.errors.spring_gap");
    expect(inputIssue("2026-03-29T03:00")).toBeNull();
    expect(inputIssue("2026-03-29T02:30:00+02:00")).toBeNull();
  });

  it("refuses years before 1900 and after 2100, and says why", () => {
    expect(parseDate("0001-01-01")).toBeNull();
    expect(parseDate("2101-01-01")).toBeNull();
    expect(parseDate("1900-01-01")?.year).toBe(1900);
    expect(parseZurichDateTime("0001-01-01T08:00Z", { gap: "reject" })).toBeNull();
    expect(inputIssue("0001-01-01")).toBe("forms.errors.year_range");
    expect(inputIssue("9999-12-31T08:00")).toBe("forms.errors.year_range");
    expect(inputIssue("2026-02-30")).toBeNull();
  });
});
