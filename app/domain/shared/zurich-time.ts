// Wall-clock arithmetic in Europe/Zurich for the rules (leave, working hours, later events and
// stamping): parse what forms send, place a local time on a date, tell summer from winter.
// Pure: temporal-polyfill only, no Node built-ins. Invalid input gives null, never a throw, so
// callers turn it into their own DomainError with the field at fault.
import { Temporal } from "temporal-polyfill";
import { TIME_ZONE } from "./format";
import { INPUT_ERRORS, YEAR_MAX, YEAR_MIN } from "./inputs";

export { TIME_ZONE };

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?$/;
const WITH_OFFSET = /(?:[zZ]|[+-]\d{2}(?::?\d{2})?)$/;

/** The date in Zurich at an instant (ISO 8601 with an offset, as the clock and the events give it). */
export function zurichDateOf(instant: string): Temporal.PlainDate {
  return Temporal.Instant.from(instant).toZonedDateTimeISO(TIME_ZONE).toPlainDate();
}

/** A calendar date "YYYY-MM-DD" (strict: 2026-02-30 is refused; so are years outside 1900–2100), or null. */
export function parseDate(s: string | null | undefined): Temporal.PlainDate | null {
  if (typeof s !== "string") return null;
  const m = DATE.exec(s.trim());
  if (!m) return null;
  const year = Number(m[1]);
  if (year < YEAR_MIN || year > YEAR_MAX) return null;
  try {
    // from its numbers: the constructor refuses a day the month lacks as `from` with "reject" does,
    // without parsing the string again (HR's leave list read 40 dates a page this way)
    return new Temporal.PlainDate(year, Number(m[2]), Number(m[3]));
  } catch {
    return null;
  }
}

/** A clock time "HH:mm" (00:00 … 23:59), or null. */
export function parseClockTime(s: string | null | undefined): Temporal.PlainTime | null {
  if (typeof s !== "string") return null;
  const m = CLOCK.exec(s.trim());
  return m ? new Temporal.PlainTime(Number(m[1]), Number(m[2])) : null;
}

/**
 * An instant ("…Z" or "…+01:00") or a Zurich wall-clock date-time ("YYYY-MM-DDTHH:mm[:ss]", T or a
 * space) as a Zurich date-time, or null. A wall-clock time that does not exist (the hour skipped on
 * the last Sunday of March) moves forward, as the clock did, unless `gap: "reject"` (what a person
 * just typed: see inputIssue); an hour that happens twice takes the earlier one (Temporal's "compatible").
 */
export function parseZurichDateTime(s: string | null | undefined, opts: { gap?: "forward" | "reject" } = {}): Temporal.ZonedDateTime | null {
  if (typeof s !== "string") return null;
  const text = s.trim().replace(" ", "T");
  try {
    if (WITH_OFFSET.test(text) && /^\d{4}-\d{2}-\d{2}T/.test(text)) {
      const z = Temporal.Instant.from(text).toZonedDateTimeISO(TIME_ZONE);
      return opts.gap === "reject" && (z.year < YEAR_MIN || z.year > YEAR_MAX) ? null : z;
    }
    if (!LOCAL_DATE_TIME.test(text)) return null;
    const local = Temporal.PlainDateTime.from(text, { overflow: "reject" });
    if (opts.gap === "reject") {
      // what a person typed: a year they would not mean is refused too (inputIssue says which)
      if (local.year < YEAR_MIN || local.year > YEAR_MAX) return null;
      return local.toZonedDateTime(TIME_ZONE, { disambiguation: "reject" });
    }
    return local.toZonedDateTime(TIME_ZONE, { disambiguation: "compatible" });
  } catch {
    return null;
  }
}

/**
 * Why a date ("YYYY-MM-DD") or date-time a person entered is refused although it reads as one: its
 * year is outside 1900–2100 (a typo: 0026, 20226), or it is a Zurich wall-clock time the spring
 * change skips (02:00–02:59 on the last Sunday of March), which would make a range shorter than it
 * reads. A translation key, or null when neither applies.
 */
export function inputIssue(s: string | null | undefined): string | null {
  if (typeof s !== "string") return null;
  const text = s.trim().replace(" ", "T");
  const year = /^(\d{4,6})-\d{2}-\d{2}/.exec(text)?.[1];
  if (year !== undefined && (Number(year) < YEAR_MIN || Number(year) > YEAR_MAX)) return INPUT_ERRORS.yearRange;
  if (LOCAL_DATE_TIME.test(text) && !WITH_OFFSET.test(text) && parseZurichDateTime(text) && !parseZurichDateTime(text, { gap: "reject" })) {
    return INPUT_ERRORS.springGap;
  }
  return null;
}

/** The Zurich date-time of a wall-clock time on a date. */
export function zurichAt(date: Temporal.PlainDate, time: Temporal.PlainTime): Temporal.ZonedDateTime {
  return date.toZonedDateTime({ timeZone: TIME_ZONE, plainTime: time });
}

/** The stored form of an instant: Zurich wall time with its offset, to the second ("2026-03-27T07:30:00+01:00"). */
export function toIsoOffset(z: Temporal.ZonedDateTime): string {
  return z.withTimeZone(TIME_ZONE).toString({ timeZoneName: "never", smallestUnit: "second" });
}

const CEST_OFFSET_NS = 2 * 3600 * 1e9;

/**
 * Summer is a day on which Zurich keeps Central European Summer Time (+02:00), judged at noon: the
 * Sunday the clocks go forward is a summer day, the Sunday they go back is a winter day.
 */
export function isSummerTime(date: Temporal.PlainDate): boolean {
  return zurichAt(date, new Temporal.PlainTime(12, 0)).offsetNanoseconds === CEST_OFFSET_NS;
}

/** Saturday or Sunday. */
export function isWeekend(date: Temporal.PlainDate): boolean {
  return date.dayOfWeek >= 6;
}

/** Every date from start to end, both included (none when start is after end). */
export function eachDate(start: Temporal.PlainDate, end: Temporal.PlainDate): Temporal.PlainDate[] {
  const key = `${start.toString()}|${end.toString()}`;
  let run = dateRuns.get(key);
  if (!run) {
    const out: Temporal.PlainDate[] = [];
    for (let d = start; Temporal.PlainDate.compare(d, end) <= 0; d = d.add({ days: 1 })) out.push(d);
    run = out;
    if (dateRuns.size >= DATE_RUNS_MAX) dateRuns.clear();
    dateRuns.set(key, run);
  }
  return run.slice();
}
// Runs of dates already walked: a balance walks the same year's days for every person of a list,
// and stepping a PlainDate a day at a time is the costly part. PlainDates are immutable, so the
// runs are shared (each caller gets its own array). Bounded: cleared when full.
const dateRuns = new Map<string, readonly Temporal.PlainDate[]>();
const DATE_RUNS_MAX = 64;

/** Minutes from a to b (negative when b is earlier), on the real time line. */
export function minutesBetween(a: Temporal.ZonedDateTime, b: Temporal.ZonedDateTime): number {
  return Math.round((b.epochMilliseconds - a.epochMilliseconds) / 60_000);
}

/** An instant as Zurich's wall-clock time, "YYYY-MM-DD HH:mm:ss" (the form fields' stored format). */
export function zurichDateTimeText(iso: string): string {
  return Temporal.Instant.from(iso).toZonedDateTimeISO(TIME_ZONE).toPlainDateTime().toString({ smallestUnit: "second" }).replace("T", " ");
}
