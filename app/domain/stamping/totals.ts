// How stamps count (ADR-0030): pairs in time order, the day of a pair is the Zurich date of its
// clock-in, at most four stamps of a day count (the first two and the last two), every other stamp
// is flagged and counts nothing; weeks and months add up their days. Pure and computed on read,
// so every screen and the monthly sheet count the same way. Durations are measured on the time
// line (epoch), so they are right across the daylight-saving changes.
import { Temporal } from "temporal-polyfill";
import { eachDate, isWeekend, parseZurichDateTime, TIME_ZONE } from "../shared/zurich-time";
import { COUNTED_PER_DAY, MAX_PAIR_MINUTES, type StampKind, type StampStatus } from "./types";

/** What the totals need of a stamp record; anything else the caller keeps rides along untouched. */
export interface StampInput {
  id: number;
  kind: StampKind;
  status: StampStatus;
  /** an instant with Z or an offset */
  stampedAt: string;
}

/** Why a stamp counts nothing: no partner, or beyond the four a day counts. */
export type StampFlag = "unpaired" | "beyond_four";

export interface CountedStamp<T extends StampInput = StampInput> {
  stamp: T;
  /** counts in the day's total */
  counted: boolean;
  flag: StampFlag | null;
  /** the person's current clock-in: no clock-out yet, less than 16 hours ago; not flagged */
  open: boolean;
  /** the partner's id when paired */
  partnerId: number | null;
}

export interface Pair {
  enterId: number;
  exitId: number;
  minutes: number;
  counted: boolean;
}

export interface DayTotal<T extends StampInput = StampInput> {
  /** YYYY-MM-DD in Zurich */
  date: string;
  weekend: boolean;
  /** the day's active stamps in time order */
  stamps: CountedStamp<T>[];
  pairs: Pair[];
  /** sum of exit minus enter over the counted pairs */
  workedMinutes: number;
  /** the gaps between consecutive counted pairs (time not worked between them), for the break shown beside */
  gapMinutes: number;
  /** a stamp of the day counts nothing (unpaired or beyond four) */
  flagged: boolean;
  /** the person is clocked in on this day right now */
  open: boolean;
}

export interface WeekTotal {
  /** ISO week number and its year */
  week: number;
  year: number;
  /** the week's dates inside the period, YYYY-MM-DD */
  from: string;
  to: string;
  minutes: number;
}

export interface PeriodSummary<T extends StampInput = StampInput> {
  days: DayTotal<T>[];
  weeks: WeekTotal[];
  totalMinutes: number;
  flaggedDays: number;
}

const MINUTE_MS = 60_000;

function epochMs(s: string): number {
  const z = parseZurichDateTime(s);
  if (!z) throw new RangeError(`not an instant: ${s}`);
  return z.epochMilliseconds;
}

/** The Zurich date of an instant. */
export function zurichDateOf(s: string): string {
  return Temporal.Instant.fromEpochMilliseconds(epochMs(s)).toZonedDateTimeISO(TIME_ZONE).toPlainDate().toString();
}

interface Placed<T extends StampInput> {
  stamp: T;
  ms: number;
  date: string;
  partner: number | null;
  open: boolean;
}

/** Pairs the active stamps in time order and gives each the day it belongs to. */
function place<T extends StampInput>(stamps: readonly T[], nowMs: number): Placed<T>[] {
  const active = stamps
    .filter((s) => s.status === "ACTIVE")
    .map((s) => ({ stamp: s, ms: epochMs(s.stampedAt) }))
    .sort((a, b) => a.ms - b.ms || a.stamp.id - b.stamp.id);
  const out: Placed<T>[] = [];
  const limit = MAX_PAIR_MINUTES * MINUTE_MS;
  for (let i = 0; i < active.length; i++) {
    const s = active[i];
    const date = zurichDateOf(s.stamp.stampedAt);
    if (s.stamp.kind === "ENTRATA") {
      const next = active[i + 1];
      if (next && next.stamp.kind === "USCITA" && next.ms > s.ms && next.ms - s.ms < limit) {
        out.push({ ...s, date, partner: next.stamp.id, open: false });
        out.push({ ...next, date, partner: s.stamp.id, open: false });
        i++;
        continue;
      }
      const open = !next && nowMs >= s.ms && nowMs - s.ms < limit;
      out.push({ ...s, date, partner: null, open });
      continue;
    }
    out.push({ ...s, date, partner: null, open: false });
  }
  return out;
}

function dayOf<T extends StampInput>(date: string, placed: Placed<T>[]): DayTotal<T> {
  const inOrder = [...placed].sort((a, b) => a.ms - b.ms || a.stamp.id - b.stamp.id);
  const n = inOrder.length;
  const countedIdx = (i: number) => n <= COUNTED_PER_DAY || i < 2 || i >= n - 2;
  const countedIds = new Set(inOrder.filter((_, i) => countedIdx(i)).map((p) => p.stamp.id));
  const byId = new Map(inOrder.map((p) => [p.stamp.id, p]));
  const pairs: Pair[] = [];
  for (const p of inOrder) {
    if (p.stamp.kind !== "ENTRATA" || p.partner === null) continue;
    const exit = byId.get(p.partner) as Placed<T>;
    pairs.push({
      enterId: p.stamp.id,
      exitId: exit.stamp.id,
      minutes: Math.round((exit.ms - p.ms) / MINUTE_MS),
      counted: countedIds.has(p.stamp.id) && countedIds.has(exit.stamp.id),
    });
  }
  const countedPairs = new Set(pairs.filter((x) => x.counted).flatMap((x) => [x.enterId, x.exitId]));
  const stamps: CountedStamp<T>[] = inOrder.map((p) => ({
    stamp: p.stamp,
    counted: countedPairs.has(p.stamp.id),
    flag: countedPairs.has(p.stamp.id) || p.open ? null : p.partner === null ? "unpaired" : "beyond_four",
    open: p.open,
    partnerId: p.partner,
  }));
  const counted = pairs.filter((x) => x.counted);
  let gapMinutes = 0;
  for (let k = 1; k < counted.length; k++) {
    const prevExit = byId.get(counted[k - 1].exitId) as Placed<T>;
    const enter = byId.get(counted[k].enterId) as Placed<T>;
    gapMinutes += Math.max(0, Math.round((enter.ms - prevExit.ms) / MINUTE_MS));
  }
  const d = Temporal.PlainDate.from(date);
  return {
    date,
    weekend: isWeekend(d),
    stamps,
    pairs,
    workedMinutes: counted.reduce((sum, x) => sum + x.minutes, 0),
    gapMinutes,
    flagged: stamps.some((s) => s.flag !== null),
    open: stamps.some((s) => s.open),
  };
}

/**
 * Every day that has stamps, counted: pairs, flags, worked time. Give the stamps of a window a day
 * wider than the days you show, so a night shift across the window's edge finds its partner.
 */
export function countDays<T extends StampInput>(stamps: readonly T[], now: string): Map<string, DayTotal<T>> {
  const byDate = new Map<string, Placed<T>[]>();
  for (const p of place(stamps, epochMs(now))) byDate.set(p.date, [...(byDate.get(p.date) ?? []), p]);
  const out = new Map<string, DayTotal<T>>();
  for (const [date, placed] of [...byDate].sort(([a], [b]) => a.localeCompare(b))) out.set(date, dayOf(date, placed));
  return out;
}

function emptyDay<T extends StampInput>(date: Temporal.PlainDate): DayTotal<T> {
  return { date: date.toString(), weekend: isWeekend(date), stamps: [], pairs: [], workedMinutes: 0, gapMinutes: 0, flagged: false, open: false };
}

/**
 * The days from `from` to `to` (YYYY-MM-DD, both included; every date, stamps or not), the ISO weeks
 * that touch them with their dates clipped to the period, and the period's total. The weeks add up
 * to the total.
 */
export function summarize<T extends StampInput>(stamps: readonly T[], from: string, to: string, now: string): PeriodSummary<T> {
  const counted = countDays(stamps, now);
  const days = eachDate(Temporal.PlainDate.from(from), Temporal.PlainDate.from(to)).map((d) => counted.get(d.toString()) ?? emptyDay<T>(d));
  const weeks: WeekTotal[] = [];
  for (const day of days) {
    const d = Temporal.PlainDate.from(day.date);
    const week = d.weekOfYear as number;
    const year = d.yearOfWeek as number;
    const last = weeks[weeks.length - 1];
    if (last && last.week === week && last.year === year) {
      last.to = day.date;
      last.minutes += day.workedMinutes;
    } else {
      weeks.push({ week, year, from: day.date, to: day.date, minutes: day.workedMinutes });
    }
  }
  return {
    days,
    weeks,
    totalMinutes: days.reduce((sum, d) => sum + d.workedMinutes, 0),
    flaggedDays: days.filter((d) => d.flagged).length,
  };
}

/** A month "YYYY-MM" as its first and last date; null when not a month. */
export function monthRange(month: string): { from: string; to: string } | null {
  const m = /^(\d{4})-(\d{2})$/.exec(month);
  if (!m) return null;
  const year = Number(m[1]);
  const mon = Number(m[2]);
  if (mon < 1 || mon > 12 || year < 2000 || year > 2100) return null;
  const first = new Temporal.PlainDate(year, mon, 1);
  return { from: first.toString(), to: first.add({ months: 1 }).subtract({ days: 1 }).toString() };
}

/** The month of a period, summarized (see summarize). */
export function summarizeMonth<T extends StampInput>(stamps: readonly T[], month: string, now: string): PeriodSummary<T> | null {
  const r = monthRange(month);
  return r ? summarize(stamps, r.from, r.to, now) : null;
}

/** Minutes as "h:mm" ("7:45"; "0:00"). */
export function hoursAndMinutes(minutes: number): string {
  const m = Math.max(0, Math.round(minutes));
  return `${Math.floor(m / 60)}:${String(m % 60).padStart(2, "0")}`;
}
