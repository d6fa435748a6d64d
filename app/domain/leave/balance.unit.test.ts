import { describe, expect, it } from "vitest";
import { leaveBalance, type LeaveBalanceInput } from "./balance";
import { foldLeave } from "./decider";
import type { LeaveDetails, LeaveEvent } from "./events";
import { approved, PERSON_HOURS, rejected, requested, withdrawn } from "./fixtures";
import { leaveDetailsOf, leaveDuration, type LeavePeriodInput } from "./period";

let nextId = 100;
function details(leaveType: number, period: LeavePeriodInput): LeaveDetails {
  const r = leaveDetailsOf({ leaveType, period, description: null }, PERSON_HOURS);
  if (!r.details) throw new Error(JSON.stringify(r.issues));
  return r.details;
}
const allDay = (startDate: string, endDate: string, type = 1) => details(type, { shape: "allDay", startDate, endDate });
const hoursOn = (date: string, hours: number, minutes: number, type = 1) => details(type, { shape: "hours", date, hours, minutes, startTime: null });
const range = (startAt: string, endAt: string, type = 1) => details(type, { shape: "range", startAt, endAt });

/** A request's events: requested, then (optionally) how it was closed. */
function leave(d: LeaveDetails, then?: "approved" | "rejected" | "withdrawn", leaveId = nextId++): LeaveEvent[] {
  const events = [requested(d, { leaveId })];
  if (then === "approved") events.push(approved({ leaveId }));
  if (then === "rejected") events.push(rejected({ leaveId }));
  if (then === "withdrawn") events.push(withdrawn({ leaveId }));
  return events;
}

const base: LeaveBalanceInput = { year: 2026, at: "2026-03-02", holidaysCount: 20, requests: [], festivities: [] };

describe("leave balance", () => {
  it("without requests: the allowance is holiday days × 8 hours, all of it remaining", () => {
    expect(leaveBalance(base)).toEqual({
      year: 2026,
      taken: 0,
      pending: 0,
      holiday: 160,
      remainingHolidays: 160,
      remainingHolidaysAt: "2026-03-02",
      minutes: { taken: 0, pending: 0, holiday: 9600, remainingHolidays: 9600 },
      lines: [],
    });
  });

  it("approved holiday is taken, pending holiday is pending, withdrawn and rejected count nothing", () => {
    const b = leaveBalance({
      ...base,
      requests: [
        leave(allDay("2026-03-02", "2026-03-06"), "approved", 1), // 5 days
        leave(allDay("2026-04-13", "2026-04-14"), undefined, 2), // 2 days pending
        leave(allDay("2026-05-04", "2026-05-08"), "withdrawn", 3),
        leave(allDay("2026-06-01", "2026-06-05"), "rejected", 4),
      ],
    });
    expect(b).toMatchObject({ taken: 40, pending: 16, holiday: 160, remainingHolidays: 120 });
    expect(b.lines.map((l) => [l.leaveId, l.status, l.effect, l.reason, l.hours, l.countedMinutes])).toEqual([
      [1, "APPROVED", "taken", "holiday", 40, 2400],
      [2, "PENDING", "pending", "holiday", 16, 960],
      [3, "WITHDRAWN", "nothing", "withdrawn", 40, 0],
      [4, "REJECTED", "nothing", "rejected", 40, 0],
    ]);
  });

  it("only holidays (type 1) use up the allowance; other types are listed as counting nothing", () => {
    const b = leaveBalance({
      ...base,
      requests: [leave(allDay("2026-03-02", "2026-03-03", 3), "approved", 1), leave(allDay("2026-03-09", "2026-03-09", 11), undefined, 2)],
    });
    expect(b).toMatchObject({ taken: 0, pending: 0, remainingHolidays: 160 });
    expect(b.lines.map((l) => [l.leaveType, l.effect, l.reason, l.hours])).toEqual([
      [3, "nothing", "not_holiday", 16],
      [11, "nothing", "not_holiday", 8],
    ]);
  });

  it("weekends and festivities are not counted", () => {
    // Thursday 30 July to Tuesday 4 August 2026; 1 August (a Saturday) and 3 August as festivities
    const b = leaveBalance({
      ...base,
      festivities: ["2026-08-01", { startDate: "2026-08-03", endDate: "2026-08-03" }],
      requests: [leave(allDay("2026-07-30", "2026-08-04"), "approved", 1)],
    });
    expect(b.taken).toBe(24);
    expect(b.lines[0].days).toEqual([
      { date: "2026-07-30", kind: "working", minutes: 480 },
      { date: "2026-07-31", kind: "working", minutes: 480 },
      { date: "2026-08-01", kind: "weekend", minutes: 0 },
      { date: "2026-08-02", kind: "weekend", minutes: 0 },
      { date: "2026-08-03", kind: "festivity", minutes: 0 },
      { date: "2026-08-04", kind: "working", minutes: 480 },
    ]);
  });

  it("a half-day festivity counts 4 hours: 24 December afternoon (ADR-0062)", () => {
    // Monday 21 to Thursday 24 December 2026, the 24th a half day
    const b = leaveBalance({
      ...base,
      festivities: [{ startDate: "2026-12-24", endDate: "2026-12-24", halfDay: true }],
      requests: [leave(allDay("2026-12-21", "2026-12-24"), "approved", 1)],
    });
    expect(b.taken).toBe(28);
    expect(b.lines[0].days.at(-1)).toEqual({ date: "2026-12-24", kind: "working", minutes: 240 });
  });

  describe("a leave across New Year counts in each year for its own days", () => {
    const newYear = leave(allDay("2026-12-28", "2027-01-05"), "approved", 1);

    it("2026: Monday 28 to Thursday 31 December", () => {
      const b = leaveBalance({ ...base, year: 2026, requests: [newYear] });
      expect(b.taken).toBe(32);
      expect(b.lines).toHaveLength(1);
      expect(b.lines[0]).toMatchObject({ startDate: "2026-12-28", endDate: "2027-01-05", minutes: 1920 });
      expect(b.lines[0].days.map((d) => d.date)).toEqual(["2026-12-28", "2026-12-29", "2026-12-30", "2026-12-31"]);
    });

    it("2027: Friday 1, Monday 4 and Tuesday 5 January — or two days when New Year is a festivity", () => {
      expect(leaveBalance({ ...base, year: 2027, at: "2027-01-10", requests: [newYear] }).taken).toBe(24);
      const b = leaveBalance({ ...base, year: 2027, at: "2027-01-10", requests: [newYear], festivities: ["2027-01-01"] });
      expect(b.taken).toBe(16);
      expect(b.remainingHolidays).toBe(144);
      expect(b.lines[0].days.map((d) => [d.date, d.kind])).toEqual([
        ["2027-01-01", "festivity"],
        ["2027-01-02", "weekend"],
        ["2027-01-03", "weekend"],
        ["2027-01-04", "working"],
        ["2027-01-05", "working"],
      ]);
    });

    // Issue 23: the request showed 56:00 h in one view and 48:00 h in another, because only the
    // shown year's festivities were subtracted. Its duration is one figure from all its days.
    it("every line tells the whole request's duration, the same in both years: 48:00 h with New Year a festivity", () => {
      const festivities = ["2026-12-25", "2026-12-26", "2027-01-01", "2027-01-06"];
      const y2026 = leaveBalance({ ...base, year: 2026, requests: [newYear], festivities });
      const y2027 = leaveBalance({ ...base, year: 2027, at: "2027-01-10", requests: [newYear], festivities });
      expect(y2026.lines[0]).toMatchObject({ minutes: 4 * 480, requestMinutes: 6 * 480 });
      expect(y2027.lines[0]).toMatchObject({ minutes: 2 * 480, requestMinutes: 6 * 480 });
      // the per-year split adds up to the request's duration, which is what every other view shows
      expect(y2026.lines[0].minutes + y2027.lines[0].minutes).toBe(y2026.lines[0].requestMinutes);
      const d = newYear[0].type === "LeaveRequested" ? newYear[0].data.details : null;
      expect(d && leaveDuration(d, new Set(festivities)).totalMinutes).toBe(48 * 60);
    });

    it("a from/to leave across New Year too", () => {
      const r = leave(range("2026-12-31T12:00", "2027-01-04T12:00"), "approved", 2);
      expect(leaveBalance({ ...base, requests: [r] }).minutes.taken).toBe(270);
      expect(leaveBalance({ ...base, year: 2027, requests: [r] }).minutes.taken).toBe(480 + 270);
    });
  });

  it("an hours leave counts its hours and minutes", () => {
    const b = leaveBalance({
      ...base,
      requests: [leave(hoursOn("2026-03-02", 2, 30), "approved", 1), leave(hoursOn("2026-03-03", 1, 15), undefined, 2), leave(hoursOn("2026-03-04", 8, 45), "approved", 3)],
    });
    expect(b.minutes).toEqual({ taken: 150 + 525, pending: 75, holiday: 9600, remainingHolidays: 9600 - 675 });
    expect(b.taken).toBe(11.25);
    expect(b.pending).toBe(1.25);
  });

  it("a from/to leave counts the working time it covers, at most 8 h a day", () => {
    const b = leaveBalance({ ...base, requests: [leave(range("2026-03-02T08:00", "2026-03-04T12:00"), "approved", 1)] });
    expect(b.minutes.taken).toBe(480 + 480 + 270);
    expect(b.taken).toBe(20.5);
  });

  it("counts approved holidays after the `at` date as taken; leaves in other years are not listed", () => {
    const b = leaveBalance({
      ...base,
      at: "2026-01-15",
      requests: [leave(allDay("2026-11-02", "2026-11-03"), "approved", 1), leave(allDay("2025-12-01", "2025-12-05"), "approved", 2), leave(allDay("2027-02-01", "2027-02-01"), undefined, 3)],
    });
    expect(b).toMatchObject({ taken: 16, pending: 0, remainingHolidaysAt: "2026-01-15" });
    expect(b.lines.map((l) => l.leaveId)).toEqual([1]);
  });

  it("takes folded states as well as event lists, and lists lines by start date", () => {
    const b = leaveBalance({
      ...base,
      requests: [foldLeave(leave(allDay("2026-05-04", "2026-05-04"), "approved", 7)), leave(allDay("2026-02-02", "2026-02-02"), "approved", 9), foldLeave([])],
    });
    expect(b.taken).toBe(16);
    expect(b.lines.map((l) => l.leaveId)).toEqual([9, 7]);
  });

  it("remaining can go below zero; no allowance recorded counts as none", () => {
    const b = leaveBalance({ ...base, holidaysCount: null, requests: [leave(allDay("2026-03-02", "2026-03-02"), "approved", 1)] });
    expect(b).toMatchObject({ holiday: 0, taken: 8, remainingHolidays: -8 });
    expect(leaveBalance({ ...base, holidaysCount: 25 }).holiday).toBe(200);
  });

  it("the line tells the dates and times of the request as recorded", () => {
    const d = allDay("2026-03-27", "2026-03-30");
    const [line] = leaveBalance({ ...base, requests: [leave(d, undefined, 5)] }).lines;
    expect(line).toMatchObject({
      leaveId: 5,
      leaveType: 1,
      shape: "allDay",
      status: "PENDING",
      startAt: "2026-03-27T07:30:00+01:00",
      endAt: "2026-03-30T17:00:00+02:00",
      startDate: "2026-03-27",
      endDate: "2026-03-30",
      minutes: 960,
      hours: 16,
      countedMinutes: 960,
      effect: "pending",
      reason: "holiday",
    });
  });

  it("refuses an `at` that is not a date", () => {
    expect(() => leaveBalance({ ...base, at: "today" })).toThrow(RangeError);
  });
});
