import { describe, expect, it } from "vitest";
import type { LeaveDetails } from "./events";
import { PERSON_HOURS, rangeDetails, rangeInput } from "./fixtures";
import {
  checkLeaveInput,
  festivityDates,
  formatHoursMinutes,
  leaveDays,
  leaveDetailsOf,
  leaveDuration,
  leaveInputOf,
  localDateTime,
  needsWorkingHours,
  splitMinutes,
} from "./period";

const allDay = (startDate: string, endDate: string, over: Partial<LeaveDetails> = {}): LeaveDetails => {
  const r = leaveDetailsOf({ leaveType: 1, period: { shape: "allDay", startDate, endDate }, description: null }, PERSON_HOURS);
  if (!r.details) throw new Error(JSON.stringify(r.issues));
  return { ...r.details, ...over };
};
const range = (startAt: string, endAt: string, workingHours = PERSON_HOURS): LeaveDetails => {
  const r = leaveDetailsOf({ leaveType: 1, period: { shape: "range", startAt, endAt }, description: null }, workingHours);
  if (!r.details) throw new Error(JSON.stringify(r.issues));
  return r.details;
};
const hours = (date: string, h: number, m: number): LeaveDetails => {
  const r = leaveDetailsOf({ leaveType: 1, period: { shape: "hours", date, hours: h, minutes: m, startTime: null }, description: null }, PERSON_HOURS);
  if (!r.details) throw new Error(JSON.stringify(r.issues));
  return r.details;
};
const minutesByDate = (d: LeaveDetails, festivities: string[] = []) =>
  Object.fromEntries(leaveDays(d, new Set(festivities)).map((day) => [day.date, day.minutes]));

describe("leave input checks", () => {
  it("reports every problem at once, each on its field", () => {
    expect(
      checkLeaveInput({ leaveType: null, period: { shape: "hours", date: null, hours: 9, minutes: 10, startTime: null }, description: "x".repeat(2001) }),
    ).toEqual([
      { code: "errors.required", field: "type" },
      { code: "forms.errors.too_long_max", field: "description", params: { max: 2000 } },
      { code: "errors.required", field: "date" },
      { code: "leave.invalid_hours", field: "hours" },
      { code: "leave.invalid_minutes", field: "minutes" },
    ]);
    expect(checkLeaveInput({ leaveType: 3, period: { shape: "range", startAt: "", endAt: null }, description: null })).toEqual([
      { code: "errors.required", field: "startAt" },
      { code: "errors.required", field: "endAt" },
    ]);
    expect(checkLeaveInput(rangeInput)).toEqual([]);
  });

  it("needs working hours for all-day leaves and hours leaves without a start time", () => {
    expect(needsWorkingHours({ shape: "allDay", startDate: "2026-03-02", endDate: null })).toBe(true);
    expect(needsWorkingHours({ shape: "hours", date: "2026-03-02", hours: 1, minutes: 0, startTime: null })).toBe(true);
    expect(needsWorkingHours({ shape: "hours", date: "2026-03-02", hours: 1, minutes: 0, startTime: "09:00" })).toBe(false);
    expect(needsWorkingHours({ shape: "range", startAt: null, endAt: null })).toBe(false);
  });

  it("records an all-day leave without an end date as one day", () => {
    const r = leaveDetailsOf({ leaveType: 1, period: { shape: "allDay", startDate: "2026-03-02", endDate: "" }, description: null }, PERSON_HOURS);
    expect(r.details).toMatchObject({ startDate: "2026-03-02", endDate: "2026-03-02", startAt: "2026-03-02T07:30:00+01:00", endAt: "2026-03-02T16:30:00+01:00" });
  });

  it("gives recorded details back as form input (edit form), and they record the same again", () => {
    expect(leaveInputOf(rangeDetails, "x")).toEqual({ leaveType: 1, period: { shape: "range", startAt: "2026-03-02T08:00", endAt: "2026-03-04T12:00" }, description: "x" });
    for (const d of [rangeDetails, allDay("2026-03-27", "2026-03-30"), hours("2026-07-06", 2, 45)]) {
      expect(leaveDetailsOf(leaveInputOf(d, null), PERSON_HOURS).details).toEqual(d);
    }
    expect(localDateTime("2026-07-06T05:00:00Z")).toBe("2026-07-06T07:00");
  });
});

describe("the working time a leave covers each day", () => {
  it("an all-day leave counts 8 hours on each working day, none on weekends and festivities", () => {
    // Friday 27 March to Tuesday 31 March 2026, with a festivity on the Tuesday
    expect(minutesByDate(allDay("2026-03-27", "2026-03-31"), ["2026-03-31"])).toEqual({
      "2026-03-27": 480,
      "2026-03-28": 0,
      "2026-03-29": 0,
      "2026-03-30": 480,
      "2026-03-31": 0,
    });
    expect(leaveDays(allDay("2026-03-28", "2026-03-31"), new Set(["2026-03-31"])).map((d) => d.kind)).toEqual(["weekend", "weekend", "working", "festivity"]);
  });

  it("an all-day leave counts 8 hours whatever the working hours (9 h in winter, 10 h in summer here)", () => {
    expect(minutesByDate(allDay("2026-03-27", "2026-03-27"))).toEqual({ "2026-03-27": 480 });
    expect(minutesByDate(allDay("2026-03-30", "2026-03-30"))).toEqual({ "2026-03-30": 480 });
  });

  it("an hours leave counts its hours and minutes, on a working day", () => {
    expect(minutesByDate(hours("2026-03-02", 2, 45))).toEqual({ "2026-03-02": 165 });
    expect(minutesByDate(hours("2026-03-02", 8, 0))).toEqual({ "2026-03-02": 480 });
    expect(minutesByDate(hours("2026-03-07", 3, 0))).toEqual({ "2026-03-07": 0 });
    expect(minutesByDate(hours("2026-03-02", 3, 0), ["2026-03-02"])).toEqual({ "2026-03-02": 0 });
  });

  it("a from/to leave counts the part inside each day's working hours, at most 8 h a day", () => {
    // Monday 08:00 to Wednesday 12:00, winter hours 07:30–16:30
    expect(minutesByDate(rangeDetails)).toEqual({ "2026-03-02": 480, "2026-03-03": 480, "2026-03-04": 270 });
    // a morning
    expect(minutesByDate(range("2026-03-02T08:00", "2026-03-02T12:00"))).toEqual({ "2026-03-02": 240 });
    // before and after the working day counts nothing
    expect(minutesByDate(range("2026-03-02T18:00", "2026-03-02T22:00"))).toEqual({ "2026-03-02": 0 });
    expect(minutesByDate(range("2026-03-02T06:00", "2026-03-02T08:00"))).toEqual({ "2026-03-02": 30 });
  });

  it("a from/to leave uses summer hours on summer days", () => {
    // summer 07:00–17:00: 16:00 to 17:00 is inside, in winter it would be half outside
    expect(minutesByDate(range("2026-03-30T16:00", "2026-03-30T18:00"))).toEqual({ "2026-03-30": 60 });
    expect(minutesByDate(range("2026-03-27T16:00", "2026-03-27T18:00"))).toEqual({ "2026-03-27": 30 });
  });

  it("a from/to leave over a weekend and a festivity counts only the working days", () => {
    expect(minutesByDate(range("2026-03-27T12:00", "2026-03-31T12:00"), ["2026-03-30"])).toEqual({
      "2026-03-27": 270,
      "2026-03-28": 0,
      "2026-03-29": 0,
      "2026-03-30": 0,
      "2026-03-31": 300,
    });
  });

  it("without recorded working hours a from/to leave counts the calendar day, at most 8 h", () => {
    const d = { ...range("2026-03-02T20:00", "2026-03-03T03:00"), workingHours: null };
    expect(minutesByDate(d)).toEqual({ "2026-03-02": 240, "2026-03-03": 180 });
    expect(minutesByDate({ ...rangeDetails, workingHours: null })).toEqual({ "2026-03-02": 480, "2026-03-03": 480, "2026-03-04": 480 });
  });
});

describe("leave duration for display and the absence PDF", () => {
  it("all day: working days × 8 h", () => {
    expect(leaveDuration(allDay("2026-03-27", "2026-03-31"), new Set(["2026-03-31"]))).toEqual({
      totalMinutes: 960, hours: 16, minutes: 0, workingDays: 2, shape: "allDay",
    });
  });

  it("hours: its hours and minutes; from/to: the working time it covers", () => {
    expect(leaveDuration(hours("2026-03-02", 2, 45))).toEqual({ totalMinutes: 165, hours: 2, minutes: 45, workingDays: null, shape: "hours" });
    expect(leaveDuration(rangeDetails)).toMatchObject({ totalMinutes: 1230, hours: 20, minutes: 30, workingDays: null });
  });

  it("splits and writes minutes as hours and minutes", () => {
    expect(splitMinutes(150)).toEqual({ hours: 2, minutes: 30 });
    expect(splitMinutes(-5)).toEqual({ hours: 0, minutes: 0 });
    expect(formatHoursMinutes(150)).toBe("2:30");
    expect(formatHoursMinutes(1440)).toBe("24:00");
    expect(formatHoursMinutes(5)).toBe("0:05");
  });
});

describe("festivity dates", () => {
  it("takes dates and inclusive ranges, ignoring what is not a date", () => {
    expect([...festivityDates(["2026-08-01", "not a date", { startDate: "2026-12-24", endDate: "2026-12-26" }])].sort()).toEqual([
      "2026-08-01", "2026-12-24", "2026-12-25", "2026-12-26",
    ]);
  });
});

describe("dates a person would not mean (issue 10)", () => {
  const check = (period: Parameters<typeof checkLeaveInput>[0]["period"]) => checkLeaveInput({ leaveType: 1, period, description: null });

  it("refuses a range that starts or ends in the hour the spring change skips, never stores it as zero length", () => {
    expect(check({ shape: "range", startAt: "2026-03-29T02:00", endAt: "2026-03-29T03:00" })).toEqual([{ code: "forms.errors.spring_gap", field: "startAt" }]);
    expect(check({ shape: "range", startAt: "2026-03-29T01:00", endAt: "2026-03-29T02:30" })).toEqual([{ code: "forms.errors.spring_gap", field: "endAt" }]);
    expect(check({ shape: "range", startAt: "2026-03-29T01:00", endAt: "2026-03-29T03:00" })).toEqual([]);
    // an instant with its offset is never in a gap
    expect(check({ shape: "range", startAt: "2026-03-29T01:00:00+01:00", endAt: "2026-03-29T03:00:00+02:00" })).toEqual([]);
  });

  it("refuses years before 1900 and after 2100 with their own key", () => {
    expect(check({ shape: "allDay", startDate: "0001-01-01", endDate: null })).toEqual([{ code: "forms.errors.year_range", field: "startDate" }]);
    expect(check({ shape: "allDay", startDate: "2026-03-02", endDate: "9999-12-31" })).toEqual([{ code: "forms.errors.year_range", field: "endDate" }]);
    expect(check({ shape: "range", startAt: "0001-01-01T08:00", endAt: "2026-03-02T12:00" })).toEqual([{ code: "forms.errors.year_range", field: "startAt" }]);
    expect(check({ shape: "hours", date: "2101-01-04", hours: 2, minutes: 0, startTime: null })).toEqual([{ code: "forms.errors.year_range", field: "date" }]);
  });
});

describe("a half-day festivity (ADR-0062)", () => {
  const half = ["2026-12-24/pm"];

  it("counts 4 of an all-day leave's 8 hours", () => {
    expect(minutesByDate(allDay("2026-12-23", "2026-12-24"), half)).toEqual({ "2026-12-23": 480, "2026-12-24": 240 });
    expect(leaveDuration(allDay("2026-12-24", "2026-12-24"), new Set(half)).totalMinutes).toBe(240);
  });

  it("caps an hours leave at 4 hours and a from/to leave to the morning's first 4 working hours", () => {
    expect(minutesByDate(hours("2026-12-24", 6, 0), half)).toEqual({ "2026-12-24": 240 });
    expect(minutesByDate(hours("2026-12-24", 2, 30), half)).toEqual({ "2026-12-24": 150 });
    // winter hours 07:30–16:30: the morning ends at 11:30
    expect(minutesByDate(range("2026-12-24T10:00", "2026-12-24T16:00"), half)).toEqual({ "2026-12-24": 90 });
    expect(minutesByDate(range("2026-12-24T13:00", "2026-12-24T16:00"), half)).toEqual({ "2026-12-24": 0 });
  });

  it("is read from a range with halfDay, and a whole festivity on the same day wins", () => {
    expect(festivityDates([{ startDate: "2026-12-31", endDate: "2026-12-31", halfDay: true }, "2026-12-25"])).toEqual(new Set(["2026-12-31/pm", "2026-12-25"]));
    expect(minutesByDate(allDay("2026-12-31", "2026-12-31"), ["2026-12-31", "2026-12-31/pm"])).toEqual({ "2026-12-31": 0 });
  });
});
