// A person's target working time per day (issue 38, ADR-0130): what the stamping chart and the HR
// dashboard hold the worked hours against. Pure: the caller passes the working hours that apply
// (app/domain/leave/working-hours.ts: a rule naming the person, a rule for all users, their record),
// their break, their work percentage, their company's festivities and their approved leave.
import { Temporal } from "temporal-polyfill";
import { HALF_DAY_MARK } from "../leave/period";
import { hoursOnDate, type WorkingHours } from "../leave/working-hours";
import { eachDate, isWeekend, parseDate } from "../shared/zurich-time";

export interface TargetInput {
  /** the hours that apply (workingHoursOf); null: no usable hours, so no target */
  hours: WorkingHours | null;
  /** the unpaid break of a working day, in minutes (person record); null: none */
  breakMinutes: number | null;
  /** 1–100 (person record); null: full time */
  workPercentage: number | null;
  /** the company's festivity dates, a half day's with HALF_DAY_MARK (festivityDaysBetween) */
  festivities: ReadonlySet<string>;
  /** approved leave as instants (LeaveDetails.startAt / endAt) */
  leave: ReadonlyArray<{ startAt: string; endAt: string }>;
}

/**
 * A working day's start and end as epoch milliseconds and its length: hoursOnDate's answer, kept per
 * times and date. Placing a date's times in Zurich's zone is the costly part of a target (three
 * zoned date-times), and a balance asks it for every day of a year for every person with the same
 * few rules' times, so the answers are remembered (a bounded cache: the answer depends on nothing
 * else, so it is the same function).
 */
const windows = new Map<string, { start: number; end: number; minutes: number }>();
const WINDOWS_MAX = 20_000;
function dayWindow(hours: WorkingHours, date: Temporal.PlainDate, iso: string): { start: number; end: number; minutes: number } {
  const key = `${hours.winterStart}|${hours.winterEnd}|${hours.summerStart}|${hours.summerEnd}|${iso}`;
  let w = windows.get(key);
  if (!w) {
    const day = hoursOnDate(hours, date);
    w = { start: Date.parse(day.startAt), end: Date.parse(day.endAt), minutes: day.minutes };
    if (windows.size >= WINDOWS_MAX) windows.clear();
    windows.set(key, w);
  }
  return w;
}

/**
 * The target of one date, in minutes: the working day's length (end − start of the day's winter or
 * summer hours) less the break, times the work percentage; nothing on a weekend or a festivity, half
 * on a half-day festivity, and less the share of the working day an approved leave covers.
 */
export function dayTarget(input: TargetInput, date: Temporal.PlainDate): number {
  if (!input.hours || isWeekend(date)) return 0;
  const iso = date.toString();
  if (input.festivities.has(iso)) return 0;
  const day = dayWindow(input.hours, date, iso);
  if (day.minutes <= 0) return 0;
  const { start, end } = day;
  const onLeave = input.leave.reduce((sum, l) => {
    const a = Math.max(start, Date.parse(l.startAt));
    const b = Math.min(end, Date.parse(l.endAt));
    return sum + (b > a ? (b - a) / 60_000 : 0);
  }, 0);
  const free = Math.max(0, 1 - onLeave / day.minutes) * (input.festivities.has(`${iso}${HALF_DAY_MARK}`) ? 0.5 : 1);
  const pct = input.workPercentage === null ? 100 : Math.min(100, Math.max(0, input.workPercentage));
  const net = Math.max(0, day.minutes - (input.breakMinutes ?? 0));
  return Math.round((net * pct * free) / 100);
}

/** The target of every date from `from` to `to` (YYYY-MM-DD, both included), by date. */
function targetsBetween(input: TargetInput, from: string, to: string): Map<string, number> {
  const a = parseDate(from);
  const b = parseDate(to);
  const out = new Map<string, number>();
  if (!a || !b) return out;
  for (const d of eachDate(a, b)) out.set(d.toString(), dayTarget(input, d));
  return out;
}

/** The sum of the targets of the dates from `from` to `to`, both included. */
export function targetBetween(input: TargetInput, from: string, to: string): number {
  let sum = 0;
  for (const m of targetsBetween(input, from, to).values()) sum += m;
  return sum;
}

/** How far worked hours may stray from the target before HR's dashboard names the person: one working day (ADR-0130). */
export const TARGET_THRESHOLD_MINUTES = 8 * 60;

/** Over or under the target by more than the threshold; null within it or without a target. */
export function offTarget(workedMinutes: number, targetMinutes: number, threshold = TARGET_THRESHOLD_MINUTES): "over" | "under" | null {
  if (targetMinutes <= 0) return null;
  if (workedMinutes - targetMinutes > threshold) return "over";
  if (targetMinutes - workedMinutes > threshold) return "under";
  return null;
}
