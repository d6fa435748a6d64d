// The leave balance of one person for one year (spec: taken, pending, holiday, remainingHolidays,
// remainingHolidaysAt), and the lines behind it, so an employee can see why the number is what it
// is. Pure: the caller passes the person's requests, the festivities of their company and the date.
import { parseDate } from "../shared/zurich-time";
import { foldLeave, type LeaveState } from "./decider";
import type { LeaveEvent } from "./events";
import { festivityDates, leaveDays, type LeaveDay } from "./period";
import { HOLIDAY, MINUTES_PER_HOLIDAY_DAY, type LeaveShape, type LeaveStatus, type LeaveTypeCode } from "./types";

export interface LeaveBalanceInput {
  year: number;
  /** the date the balance is computed for (YYYY-MM-DD), reported as remainingHolidaysAt */
  at: string;
  /** holiday days a year from the employee record; null counts as none */
  holidaysCount: number | null;
  /** the person's requests: folded states or their event lists */
  requests: ReadonlyArray<LeaveState | readonly LeaveEvent[]>;
  /** festivities of the person's company: dates, or inclusive date ranges; those of every year the requests touch, so each line also tells its request's whole duration */
  festivities: ReadonlyArray<string | { startDate: string; endDate: string; halfDay?: boolean }>;
}

/** What a line does to the balance. */
export type LeaveBalanceEffect = "taken" | "pending" | "nothing";
/** Why: a holiday that is approved or pending, or a reason it counts nothing. */
export type LeaveBalanceReason = "holiday" | "not_holiday" | "rejected" | "withdrawn";

/** One request behind the numbers: its days in the year and what they count. */
export interface LeaveBalanceLine {
  leaveId: number;
  leaveType: LeaveTypeCode;
  shape: LeaveShape;
  status: LeaveStatus;
  startAt: string;
  endAt: string;
  startDate: string;
  endDate: string;
  /** the working time the request covers in this year (whatever it counts): its share of this year's balance */
  minutes: number;
  /** the working time the whole request covers, in every year: the duration every other view shows */
  requestMinutes: number;
  hours: number;
  /** what it adds to taken or pending: `minutes`, or 0 when the effect is nothing */
  countedMinutes: number;
  effect: LeaveBalanceEffect;
  reason: LeaveBalanceReason;
  /** its days in this year: weekends and festivities count 0 */
  days: LeaveDay[];
}

export interface LeaveBalance {
  year: number;
  /** hours of approved holiday in the year */
  taken: number;
  /** hours of pending holiday in the year */
  pending: number;
  /** the allowance in hours: holiday days × 8 */
  holiday: number;
  /** allowance − taken, in hours (negative when overdrawn) */
  remainingHolidays: number;
  /** the date the balance is computed for */
  remainingHolidaysAt: string;
  /** the same four numbers in minutes, exact */
  minutes: { taken: number; pending: number; holiday: number; remainingHolidays: number };
  /** every request with a day in the year, by start */
  lines: LeaveBalanceLine[];
}

const hoursOf = (minutes: number) => minutes / 60;

function effectOf(state: LeaveState): { effect: LeaveBalanceEffect; reason: LeaveBalanceReason } {
  if (state.status === "WITHDRAWN") return { effect: "nothing", reason: "withdrawn" };
  if (state.status === "REJECTED") return { effect: "nothing", reason: "rejected" };
  if (state.details?.leaveType !== HOLIDAY) return { effect: "nothing", reason: "not_holiday" };
  return { effect: state.status === "APPROVED" ? "taken" : "pending", reason: "holiday" };
}

/**
 * The balance for a year: only holidays (type 1) use up the allowance; approved ones are taken,
 * pending ones pending, withdrawn and rejected ones nothing; a day counts only on working days
 * (see leaveDays); a leave across New Year counts in each year for its own days. Taken counts
 * every approved holiday of the year, also the days after `at`: what is approved is promised.
 */
export function leaveBalance(input: LeaveBalanceInput): LeaveBalance {
  if (!parseDate(input.at)) throw new RangeError(`not a date: ${input.at}`);
  const festivities = festivityDates(input.festivities);
  const prefix = `${String(input.year).padStart(4, "0")}-`;
  const lines: LeaveBalanceLine[] = [];
  for (const r of input.requests) {
    const state = Array.isArray(r) ? foldLeave(r as readonly LeaveEvent[]) : (r as LeaveState);
    if (state.status === null || state.details === null) continue;
    const d = state.details;
    // a cheap test first: the request touches the year at all
    if (d.endDate < `${prefix}01-01` || d.startDate > `${prefix}12-31`) continue;
    const all = leaveDays(d, festivities);
    const days = all.filter((day) => day.date.startsWith(prefix));
    if (days.length === 0) continue;
    const minutes = days.reduce((s, day) => s + day.minutes, 0);
    const { effect, reason } = effectOf(state);
    lines.push({
      leaveId: state.leaveId,
      leaveType: d.leaveType,
      shape: d.shape,
      status: state.status,
      startAt: d.startAt,
      endAt: d.endAt,
      startDate: d.startDate,
      endDate: d.endDate,
      minutes,
      requestMinutes: all.reduce((s, day) => s + day.minutes, 0),
      hours: hoursOf(minutes),
      countedMinutes: effect === "nothing" ? 0 : minutes,
      effect,
      reason,
      days,
    });
  }
  lines.sort((a, b) => (a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : a.leaveId - b.leaveId));
  const sum = (effect: LeaveBalanceEffect) => lines.filter((l) => l.effect === effect).reduce((s, l) => s + l.countedMinutes, 0);
  const taken = sum("taken");
  const pending = sum("pending");
  const holiday = Math.max(0, input.holidaysCount ?? 0) * MINUTES_PER_HOLIDAY_DAY;
  const remaining = holiday - taken;
  return {
    year: input.year,
    taken: hoursOf(taken),
    pending: hoursOf(pending),
    holiday: hoursOf(holiday),
    remainingHolidays: hoursOf(remaining),
    remainingHolidaysAt: input.at,
    minutes: { taken, pending, holiday, remainingHolidays: remaining },
    lines,
  };
}
