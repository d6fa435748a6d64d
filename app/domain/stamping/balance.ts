// The working-time balance (issue 36, ADR-0136): per day the worked time (counted stamp pairs and
// daily hours) plus the hours of approved absences, less the day's target (ADR-0130); summed per
// week, month and year and carried from month to month inside a balance year. A balance year opens
// on 1 January, or on the day of employment when the person was hired later that year, with the
// carry-over HR recorded for that day (WorkingTimeCarryOverSet), or with zero. Pure: the caller
// passes the stamps, the daily hours, the target input, the work percentages as they changed, the
// leave with its type and the recorded carry-overs. Every screen and the payroll export compute
// the balance here, so their figures are the same.
import { Temporal } from "temporal-polyfill";
import { HALF_DAY_MARK } from "../leave/period";
import { eachDate, isWeekend, parseDate, parseZurichDateTime } from "../shared/zurich-time";
import { dayTarget, type TargetInput } from "./target";
import { countDays, type StampInput } from "./totals";

/** A work percentage in force from a date on (the person's record as it changed). */
export interface PercentageFrom {
  /** YYYY-MM-DD: the first day it applies */
  from: string;
  percentage: number | null;
}

/** An approved absence: its instants and its type (the leave type's code). */
export interface AbsenceInput {
  startAt: string;
  endAt: string;
  type: string;
}

/** Hours recorded by HR for a person on a site (daily hours). */
export interface HoursInput {
  startAt: string;
  endAt: string;
}

/** What HR recorded as carried over into a balance year (signed minutes). */
export interface CarryOverInput {
  /** YYYY-MM-DD: 1 January or the day of employment */
  date: string;
  minutes: number;
}

export interface BalanceInput {
  /** working hours, break and festivities; its `workPercentage` applies when `percentages` is empty; its `leave` is ignored (see `absences`) */
  target: TargetInput;
  percentages: readonly PercentageFrom[];
  absences: readonly AbsenceInput[];
  stamps: readonly StampInput[];
  hours: readonly HoursInput[];
  carryOvers: readonly CarryOverInput[];
  /** YYYY-MM-DD or null: no target before the day of employment nor after its end */
  hiredAt: string | null;
  terminatedAt: string | null;
  /**
   * The first day the person's working time was recorded (their first stamp or daily hours, ever);
   * no day before it has a target (ADR-0136: the account opens with the recording). Null: nothing
   * recorded yet, so nothing is counted. Absent: every day counts.
   */
  recordingFrom?: string | null;
}

export interface BalanceDay {
  date: string;
  /** the target after festivities and the work percentage, before absences */
  target: number;
  /** minutes of counted stamp pairs */
  stamped: number;
  /** minutes of daily hours not already covered by a counted stamp pair */
  hours: number;
  /** minutes of approved absences, credited as worked, by leave type */
  absence: number;
  absenceByType: Record<string, number>;
  /** stamped + hours + absence − target */
  difference: number;
  /** the balance at the end of the day, the opening included */
  running: number;
  weekend: boolean;
  festivity: "full" | "half" | null;
  percentage: number;
  /** a clock-in without its clock-out (counts nothing until corrected, ADR-0136) */
  missingExit: boolean;
  /** a stamp of the day counts nothing (unpaired or beyond four) */
  flagged: boolean;
  /** outside the employment: no target */
  employed: boolean;
}

export interface BalanceTotals {
  target: number;
  stamped: number;
  hours: number;
  absence: number;
  absenceByType: Record<string, number>;
  /** stamped + hours */
  worked: number;
  difference: number;
}

export interface BalancePeriod extends BalanceTotals {
  from: string;
  to: string;
  /** the balance before the period's first day */
  opening: number;
  /** the balance after its last counted day */
  closing: number;
}

export interface BalanceWeek extends BalancePeriod {
  week: number;
  year: number;
}

export interface Balance {
  /** where the balance year opens, with what */
  opening: { date: string; minutes: number; recorded: boolean };
  /** the last day counted (`until`, or the period's end when earlier) */
  until: string;
  /** every day from the opening to the last counted day */
  days: BalanceDay[];
}

const MINUTE_MS = 60_000;

/** The work percentage in force on a date: the latest change on or before it, else the first known. */
function percentageOn(input: Pick<BalanceInput, "percentages" | "target">, date: string): number {
  const sorted = [...input.percentages].sort((a, b) => a.from.localeCompare(b.from));
  const found = [...sorted].reverse().find((p) => p.from <= date) ?? sorted[0];
  const pct = found ? found.percentage : input.target.workPercentage;
  return pct === null ? 100 : Math.min(100, Math.max(0, pct));
}

/** Where a balance year that holds `date` opens: 1 January, or the day of employment when later that year (ADR-0136). */
export function balanceYearStart(date: string, hiredAt: string | null): string {
  const jan1 = `${date.slice(0, 4)}-01-01`;
  return hiredAt && hiredAt > jan1 && hiredAt <= date ? hiredAt : jan1;
}

const ms = (s: string) => parseZurichDateTime(s)?.epochMilliseconds ?? Number.NaN;

function overlap(a: [number, number], intervals: readonly [number, number][]): number {
  let covered = 0;
  for (const [s, e] of intervals) covered += Math.max(0, Math.min(a[1], e) - Math.max(a[0], s));
  return covered;
}

/**
 * The balance from the opening of the balance year that holds `to` up to `to` or `until`
 * (whichever is earlier; days after `until` are still being worked and count nothing).
 */
export function balanceOf(input: BalanceInput, to: string, until: string, now: string): Balance {
  const last = until < to ? until : to;
  const start = balanceYearStart(to, input.hiredAt);
  const recorded = input.carryOvers.find((c) => c.date === start);
  const opening = { date: start, minutes: recorded?.minutes ?? 0, recorded: !!recorded };
  if (input.recordingFrom === null) return { opening, until: last, days: [] };
  const a = parseDate(input.recordingFrom && input.recordingFrom > start ? input.recordingFrom : start);
  const b = parseDate(last);
  if (!a || !b || Temporal.PlainDate.compare(a, b) > 0) return { opening, until: last, days: [] };

  const counted = countDays(input.stamps, now);
  const pairsByDate = new Map<string, [number, number][]>();
  const stampById = new Map(input.stamps.map((s) => [s.id, s]));
  for (const [date, day] of counted) {
    pairsByDate.set(
      date,
      day.pairs.filter((p) => p.counted).map((p) => [ms(stampById.get(p.enterId)?.stampedAt ?? ""), ms(stampById.get(p.exitId)?.stampedAt ?? "")]),
    );
  }
  const hoursByDate = new Map<string, number>();
  for (const h of input.hours) {
    const s = parseZurichDateTime(h.startAt);
    const e = ms(h.endAt);
    if (!s || !(e > s.epochMilliseconds)) continue;
    const date = s.toPlainDate().toString();
    const span: [number, number] = [s.epochMilliseconds, e];
    const own = span[1] - span[0] - overlap(span, pairsByDate.get(date) ?? []);
    hoursByDate.set(date, (hoursByDate.get(date) ?? 0) + Math.round(Math.max(0, own) / MINUTE_MS));
  }
  const types = [...new Set(input.absences.map((x) => x.type))];

  let running = opening.minutes;
  const days: BalanceDay[] = [];
  for (const d of eachDate(a, b)) {
    const date = d.toString();
    const employed = (!input.hiredAt || date >= input.hiredAt) && (!input.terminatedAt || date <= input.terminatedAt);
    const percentage = percentageOn(input, date);
    const dayInput: TargetInput = { ...input.target, workPercentage: percentage, leave: [] };
    const target = employed ? dayTarget(dayInput, d) : 0;
    const afterLeave = employed ? dayTarget({ ...dayInput, leave: input.absences }, d) : 0;
    const absence = target - afterLeave;
    const absenceByType: Record<string, number> = {};
    if (absence > 0) {
      // each type's share of the credit; overlapping absences of two types share the day (ADR-0136)
      const raw = types.map((t) => [t, target - dayTarget({ ...dayInput, leave: input.absences.filter((x) => x.type === t) }, d)] as const).filter(([, m]) => m > 0);
      const sum = raw.reduce((s, [, m]) => s + m, 0);
      let given = 0;
      raw.forEach(([t, m], i) => {
        const share = i === raw.length - 1 ? absence - given : Math.round((m * absence) / sum);
        absenceByType[t] = share;
        given += share;
      });
    }
    const day = counted.get(date);
    const stamped = day?.workedMinutes ?? 0;
    const hours = hoursByDate.get(date) ?? 0;
    const difference = stamped + hours + absence - target;
    running += difference;
    days.push({
      date,
      target,
      stamped,
      hours,
      absence,
      absenceByType,
      difference,
      running,
      weekend: isWeekend(d),
      festivity: input.target.festivities.has(date) ? "full" : input.target.festivities.has(`${date}${HALF_DAY_MARK}`) ? "half" : null,
      percentage,
      missingExit: !!day && day.stamps.some((s) => s.flag === "unpaired" && s.stamp.kind === "ENTRATA"),
      flagged: day?.flagged ?? false,
      employed,
    });
  }
  return { opening, until: last, days };
}

function totalsOf(days: readonly BalanceDay[]): BalanceTotals {
  const absenceByType: Record<string, number> = {};
  for (const d of days) for (const [t, m] of Object.entries(d.absenceByType)) absenceByType[t] = (absenceByType[t] ?? 0) + m;
  const sum = (f: (d: BalanceDay) => number) => days.reduce((s, d) => s + f(d), 0);
  const stamped = sum((d) => d.stamped);
  const hours = sum((d) => d.hours);
  return { target: sum((d) => d.target), stamped, hours, absence: sum((d) => d.absence), absenceByType, worked: stamped + hours, difference: sum((d) => d.difference) };
}

/** The balance's days from `from` to `to` added up, with the balance before and after them. */
export function periodOf(balance: Balance, from: string, to: string): BalancePeriod {
  const inside = balance.days.filter((d) => d.date >= from && d.date <= to);
  const before = balance.days.filter((d) => d.date < from);
  const opening = before.length ? before[before.length - 1].running : balance.opening.minutes;
  const totals = totalsOf(inside);
  return { from, to, ...totals, opening, closing: opening + totals.difference };
}

/** The ISO weeks that touch `from`–`to`, their dates clipped to it; they add up to the period. */
export function weeksOf(balance: Balance, from: string, to: string): BalanceWeek[] {
  const a = parseDate(from);
  const b = parseDate(to);
  if (!a || !b) return [];
  const weeks: BalanceWeek[] = [];
  let cur: { week: number; year: number; from: string; to: string } | null = null;
  const flush = () => cur && weeks.push({ ...periodOf(balance, cur.from, cur.to), week: cur.week, year: cur.year });
  for (const d of eachDate(a, b)) {
    const week = d.weekOfYear as number;
    const year = d.yearOfWeek as number;
    if (cur && cur.week === week && cur.year === year) cur.to = d.toString();
    else {
      flush();
      cur = { week, year, from: d.toString(), to: d.toString() };
    }
  }
  flush();
  return weeks;
}

/** Signed minutes as "+6:15" / "−1:30" / "0:00" (a true minus sign). */
export function signedHours(minutes: number): string {
  const m = Math.round(minutes);
  const abs = Math.abs(m);
  const text = `${Math.floor(abs / 60)}:${String(abs % 60).padStart(2, "0")}`;
  return m > 0 ? `+${text}` : m < 0 ? `−${text}` : text;
}

/** The greatest carry-over HR may record, either way: a year's overtime is capped far below it (ADR-0136). */
export const MAX_CARRY_OVER_MINUTES = 500 * 60;
