import { describe, expect, it } from "vitest";
import { firstOverlap, periodsOverlap, type LeavePeriod, type OtherLeave } from "./overlap";
import { leaveInputDates, listYearOf, yearsCovered } from "./period";

const p = (startAt: string, endAt: string): LeavePeriod => ({ shape: "range", startAt, endAt, startDate: startAt.slice(0, 10), endDate: endAt.slice(0, 10) });
const other = (leaveId: number, status: OtherLeave["status"], period: LeavePeriod): OtherLeave => ({ leaveId, status, period });

describe("two periods overlap when they share an instant", () => {
  it("given a morning, when the same morning or part of it: overlap", () => {
    const morning = p("2026-03-02T08:00:00+01:00", "2026-03-02T12:00:00+01:00");
    expect(periodsOverlap(morning, morning)).toBe(true);
    expect(periodsOverlap(morning, p("2026-03-02T11:00:00+01:00", "2026-03-02T13:00:00+01:00"))).toBe(true);
    expect(periodsOverlap(p("2026-03-02T11:00:00+01:00", "2026-03-02T13:00:00+01:00"), morning)).toBe(true);
    // the same instant in another spelling
    expect(periodsOverlap(morning, p("2026-03-02T10:00:00Z", "2026-03-02T10:30:00Z"))).toBe(true);
  });

  it("given a morning, when the afternoon starting as it ends, or another day: no overlap", () => {
    const morning = p("2026-03-02T08:00:00+01:00", "2026-03-02T12:00:00+01:00");
    expect(periodsOverlap(morning, p("2026-03-02T12:00:00+01:00", "2026-03-02T16:00:00+01:00"))).toBe(false);
    expect(periodsOverlap(morning, p("2026-03-03T08:00:00+01:00", "2026-03-03T12:00:00+01:00"))).toBe(false);
  });

  it("a period of no length still takes its instant", () => {
    expect(periodsOverlap(p("2026-03-02T09:00:00+01:00", "2026-03-02T09:00:00+01:00"), p("2026-03-02T08:00:00+01:00", "2026-03-02T12:00:00+01:00"))).toBe(true);
  });

  it("firstOverlap: the earliest clashing request other than itself; withdrawn or rejected ones are never passed in, approvedOnly skips the pending", () => {
    const a = other(1, "PENDING", p("2026-03-03T08:00:00+01:00", "2026-03-03T12:00:00+01:00"));
    const b = other(2, "APPROVED", p("2026-03-02T08:00:00+01:00", "2026-03-03T09:00:00+01:00"));
    const week = p("2026-03-02T07:30:00+01:00", "2026-03-06T16:30:00+01:00");
    expect(firstOverlap(week, [a, b])?.leaveId).toBe(2);
    expect(firstOverlap(week, [a, b], { self: 2 })?.leaveId).toBe(1);
    expect(firstOverlap(week, [a], { approvedOnly: true })).toBeNull();
  });
});

describe("what a request's duration needs", () => {
  it("the dates an input covers, or null when it is wrong", () => {
    expect(leaveInputDates({ leaveType: 1, period: { shape: "allDay", startDate: "2026-12-28", endDate: "2027-01-05" }, description: null })).toEqual({ startDate: "2026-12-28", endDate: "2027-01-05" });
    expect(leaveInputDates({ leaveType: 1, period: { shape: "allDay", startDate: "2026-12-28", endDate: null }, description: null })).toEqual({ startDate: "2026-12-28", endDate: "2026-12-28" });
    expect(leaveInputDates({ leaveType: 1, period: { shape: "hours", date: "2026-03-02", hours: 2, minutes: 0, startTime: null }, description: null })).toEqual({ startDate: "2026-03-02", endDate: "2026-03-02" });
    expect(leaveInputDates({ leaveType: 1, period: { shape: "range", startAt: "2026-03-02T08:00", endAt: "2026-03-04T12:00" }, description: null })).toEqual({ startDate: "2026-03-02", endDate: "2026-03-04" });
    expect(leaveInputDates({ leaveType: 1, period: { shape: "allDay", startDate: "2026-13-01", endDate: null }, description: null })).toBeNull();
  });

  it("the years a set of requests touches: a request across New Year needs both years' festivities", () => {
    expect(yearsCovered([{ startDate: "2026-12-28", endDate: "2027-01-05" }])).toEqual([2026, 2027]);
    expect(yearsCovered([{ startDate: "2026-03-02", endDate: "2026-03-04" }, { startDate: "2025-12-31", endDate: "2026-01-02" }])).toEqual([2025, 2026]);
    expect(yearsCovered([])).toEqual([]);
  });
});

// Issue 23: a request for next year disappeared after saving, the list opening on the current year
describe("after saving, the list opens on the request's year", () => {
  it("the year the request starts in; none for a wrong input", () => {
    expect(listYearOf({ leaveType: 1, period: { shape: "allDay", startDate: "2027-03-01", endDate: "2027-03-02" }, description: null })).toBe(2027);
    expect(listYearOf({ leaveType: 1, period: { shape: "allDay", startDate: "2026-12-28", endDate: "2027-01-05" }, description: null })).toBe(2026);
    expect(listYearOf({ leaveType: 1, period: { shape: "hours", date: "2028-02-01", hours: 1, minutes: 0, startTime: null }, description: null })).toBe(2028);
    expect(listYearOf({ leaveType: 1, period: { shape: "range", startAt: null, endAt: null }, description: null })).toBeNull();
  });
});
