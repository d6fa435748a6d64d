// From what a form (or HR) entered to the details a leave event records, and from recorded details
// to the working time a leave covers each day. One set of checks for the decider and the form
// schema, so the browser, the action and the rules refuse the same input with the same keys.
import { Temporal } from "temporal-polyfill";
import { INPUT_ERRORS } from "../shared/inputs";
import { isTooLong, TOO_LONG, type MessageParams } from "../shared/text-limits";
import { eachDate, inputIssue, isWeekend, minutesBetween, parseClockTime, parseDate, parseZurichDateTime, toIsoOffset, zurichAt } from "../shared/zurich-time";
import type { LeaveDetails } from "./events";
import {
  DESCRIPTION_MAX,
  isLeaveTypeCode,
  LEAVE_HOUR_CHOICES,
  LEAVE_MINUTE_CHOICES,
  MINUTES_PER_HOLIDAY_DAY,
  type LeaveShape,
} from "./types";
import { hoursOnDate, type WorkingHours } from "./working-hours";

/** The translated refusal of a time off the quarter hour (the date-time inputs' step). */
const QUARTER_HOUR = INPUT_ERRORS.quarterHour;

/** The period as entered. Times: ISO with an offset, or Zurich wall time "YYYY-MM-DDTHH:mm"; dates YYYY-MM-DD; startTime "HH:mm". */
export type LeavePeriodInput =
  | { shape: "range"; startAt: string | null; endAt: string | null }
  /** endDate null: one day */
  | { shape: "allDay"; startDate: string | null; endDate: string | null }
  /** startTime null: from the start of that day's working hours */
  | { shape: "hours"; date: string | null; hours: number | null; minutes: number | null; startTime: string | null };

/** A request as entered; leaveType is checked at run time (it comes from a form). */
export interface LeaveInput {
  leaveType: number | null;
  period: LeavePeriodInput;
  description: string | null;
}

/** The form fields an issue can point at (the same names in the schema). */
export type LeaveField = "type" | "startAt" | "endAt" | "startDate" | "endDate" | "date" | "hours" | "minutes" | "startTime" | "description";

/** One thing wrong with the input: a translation key and the field at fault (null: the whole form). */
export interface LeaveIssue {
  code: string;
  field: LeaveField | null;
  /** the message's parameters (a text's limit) */
  params?: MessageParams;
}

/** A leave covers at most this many days, both ends included (longer is a typo in the year). */
export const MAX_LEAVE_DAYS = 366;

const MINUTE_CHOICES: readonly number[] = LEAVE_MINUTE_CHOICES;
const HOUR_CHOICES: readonly number[] = LEAVE_HOUR_CHOICES;

const issue = (code: string, field: LeaveField | null): LeaveIssue => ({ code, field });

const blank = (s: string | null | undefined) => s === null || s === undefined || s.trim() === "";

type Parsed =
  | { shape: "range"; start: Temporal.ZonedDateTime; end: Temporal.ZonedDateTime }
  | { shape: "allDay"; first: Temporal.PlainDate; last: Temporal.PlainDate }
  | { shape: "hours"; date: Temporal.PlainDate; hours: number; minutes: number; startTime: Temporal.PlainTime | null };

function parse(input: LeaveInput): { parsed: Parsed | null; issues: LeaveIssue[] } {
  const issues: LeaveIssue[] = [];
  const add = (code: string, field: LeaveField | null) => issues.push(issue(code, field));

  if (input.leaveType === null || input.leaveType === undefined) add("errors.required", "type");
  else if (!isLeaveTypeCode(input.leaveType)) add("leave.invalid_type", "type");

  // counted as the field counts it (a line break once), after trimming, as it is stored
  if (input.description !== null && input.description !== undefined && isTooLong(input.description.trim(), DESCRIPTION_MAX)) {
    issues.push({ code: TOO_LONG, field: "description", params: { max: DESCRIPTION_MAX } });
  }

  const p = input.period;
  let parsed: Parsed | null = null;
  switch (p.shape) {
    case "range": {
      // a time the spring change skips is refused, not moved: 02:00–03:00 would be no time at all
      const start = parseZurichDateTime(p.startAt, { gap: "reject" });
      const end = parseZurichDateTime(p.endAt, { gap: "reject" });
      if (blank(p.startAt)) add("errors.required", "startAt");
      else if (!start) add(inputIssue(p.startAt) ?? "errors.invalid_date", "startAt");
      if (blank(p.endAt)) add("errors.required", "endAt");
      else if (!end) add(inputIssue(p.endAt) ?? "errors.invalid_date", "endAt");
      // date-time inputs step by 15 minutes (spec §5, §9): 09:07 is refused beside its field
      const offQuarter = (t: Temporal.ZonedDateTime | null) => t !== null && (t.minute % 15 !== 0 || t.second !== 0);
      if (offQuarter(start)) add(QUARTER_HOUR, "startAt");
      if (offQuarter(end)) add(QUARTER_HOUR, "endAt");
      if (start && end && !offQuarter(start) && !offQuarter(end)) {
        if (Temporal.ZonedDateTime.compare(start, end) > 0) add("errors.start_after_end", "endAt");
        else if (start.toPlainDate().until(end.toPlainDate()).days >= MAX_LEAVE_DAYS) add("leave.too_long", "endAt");
        else parsed = { shape: "range", start, end };
      }
      break;
    }
    case "allDay": {
      const first = parseDate(p.startDate);
      const last = blank(p.endDate) ? first : parseDate(p.endDate);
      if (blank(p.startDate)) add("errors.required", "startDate");
      else if (!first) add(inputIssue(p.startDate) ?? "errors.invalid_date", "startDate");
      if (!blank(p.endDate) && !last) add(inputIssue(p.endDate) ?? "errors.invalid_date", "endDate");
      if (first && last) {
        if (Temporal.PlainDate.compare(first, last) > 0) add("errors.start_after_end", "endDate");
        else if (first.until(last).days >= MAX_LEAVE_DAYS) add("leave.too_long", "endDate");
        else parsed = { shape: "allDay", first, last };
      }
      break;
    }
    case "hours": {
      const date = parseDate(p.date);
      if (blank(p.date)) add("errors.required", "date");
      else if (!date) add(inputIssue(p.date) ?? "errors.invalid_date", "date");
      const hours = p.hours;
      const minutes = p.minutes ?? 0;
      let ok = true;
      if (hours === null || hours === undefined) {
        add("errors.required", "hours");
        ok = false;
      } else if (!HOUR_CHOICES.includes(hours)) {
        add("leave.invalid_hours", "hours");
        ok = false;
      }
      if (!MINUTE_CHOICES.includes(minutes)) {
        add("leave.invalid_minutes", "minutes");
        ok = false;
      }
      const startTime = blank(p.startTime) ? null : parseClockTime(p.startTime);
      if (!blank(p.startTime) && !startTime) {
        add("errors.invalid_time", "startTime");
        ok = false;
      } else if (startTime && (startTime.minute % 15 !== 0 || startTime.second !== 0)) {
        add(QUARTER_HOUR, "startTime");
        ok = false;
      }
      if (date && ok && hours !== null) {
        if (startTime && !sameDay(zurichAt(date, startTime), (hours * 60 + minutes))) add("leave.hours_one_day", "startTime");
        else parsed = { shape: "hours", date, hours, minutes, startTime };
      }
      break;
    }
  }
  return { parsed: issues.length === 0 ? parsed : null, issues };
}

function sameDay(start: Temporal.ZonedDateTime, minutes: number): boolean {
  const end = start.add({ minutes });
  return Temporal.PlainDate.compare(start.toPlainDate(), end.toPlainDate()) === 0 || (end.hour === 0 && end.minute === 0 && end.toPlainDate().equals(start.toPlainDate().add({ days: 1 })));
}

/** Everything wrong with the input on its own (no working hours needed): what the form schema reports. */
export function checkLeaveInput(input: LeaveInput): LeaveIssue[] {
  return parse(input).issues;
}

/**
 * The first and last date the input covers (an hours leave: its day), or null when the input is
 * wrong: the days whose festivities the rules need to count the request.
 */
export function leaveInputDates(input: LeaveInput): { startDate: string; endDate: string } | null {
  const { parsed } = parse(input);
  if (!parsed) return null;
  switch (parsed.shape) {
    case "range":
      return { startDate: parsed.start.toPlainDate().toString(), endDate: parsed.end.toPlainDate().toString() };
    case "allDay":
      return { startDate: parsed.first.toString(), endDate: parsed.last.toString() };
    case "hours":
      return { startDate: parsed.date.toString(), endDate: parsed.date.toString() };
  }
}

/** The year a saved request is shown under after saving: the year it starts in; null for a wrong input. */
export function listYearOf(input: LeaveInput): number | null {
  const dates = leaveInputDates(input);
  return dates ? Number(dates.startDate.slice(0, 4)) : null;
}

/** Whether the shape takes its times from the working hours. */
export function needsWorkingHours(period: LeavePeriodInput): boolean {
  return period.shape === "allDay" || (period.shape === "hours" && blank(period.startTime));
}

/**
 * The details to record: the input checked, times placed in Zurich, an all-day leave from the
 * first day's start to the last day's end of the working hours (winter or summer by each day), an
 * hours leave from the given start or the day's working start. Returns the issues instead when
 * the input is wrong, or when the shape needs working hours and none are usable
 * (`leave.no_working_hours`).
 */
export function leaveDetailsOf(
  input: LeaveInput,
  workingHours: WorkingHours | null,
): { details: LeaveDetails; issues: [] } | { details: null; issues: LeaveIssue[] } {
  const { parsed, issues } = parse(input);
  if (!parsed || issues.length > 0 || !isLeaveTypeCode(input.leaveType)) return { details: null, issues };
  if (needsWorkingHours(input.period) && !workingHours) return { details: null, issues: [issue("leave.no_working_hours", null)] };
  const base = { leaveType: input.leaveType, workingHours, hours: null, minutes: null };
  switch (parsed.shape) {
    case "range":
      return {
        details: {
          ...base,
          shape: "range",
          startAt: toIsoOffset(parsed.start),
          endAt: toIsoOffset(parsed.end),
          startDate: parsed.start.toPlainDate().toString(),
          endDate: parsed.end.toPlainDate().toString(),
        },
        issues: [],
      };
    case "allDay": {
      // needsWorkingHours checked above
      const wh = workingHours as WorkingHours;
      return {
        details: {
          ...base,
          shape: "allDay",
          startAt: hoursOnDate(wh, parsed.first).startAt,
          endAt: hoursOnDate(wh, parsed.last).endAt,
          startDate: parsed.first.toString(),
          endDate: parsed.last.toString(),
        },
        issues: [],
      };
    }
    case "hours": {
      const start = parsed.startTime
        ? zurichAt(parsed.date, parsed.startTime)
        : zurichAt(parsed.date, Temporal.PlainTime.from(hoursOnDate(workingHours as WorkingHours, parsed.date).start));
      const end = start.add({ minutes: parsed.hours * 60 + parsed.minutes });
      return {
        details: {
          ...base,
          shape: "hours",
          hours: parsed.hours,
          minutes: parsed.minutes,
          startAt: toIsoOffset(start),
          endAt: toIsoOffset(end),
          startDate: parsed.date.toString(),
          endDate: parsed.date.toString(),
        },
        issues: [],
      };
    }
  }
}

/** A request's details back in the form's terms (to fill the edit form). */
export function leaveInputOf(details: LeaveDetails, description: string | null): LeaveInput {
  const period: LeavePeriodInput =
    details.shape === "range"
      ? { shape: "range", startAt: localDateTime(details.startAt), endAt: localDateTime(details.endAt) }
      : details.shape === "allDay"
        ? { shape: "allDay", startDate: details.startDate, endDate: details.endDate }
        : {
            shape: "hours",
            date: details.startDate,
            hours: details.hours,
            minutes: details.minutes,
            // the recorded start is kept as given, so an edit that changes nothing records nothing
            startTime: localDateTime(details.startAt)?.slice(11, 16) ?? null,
          };
  return { leaveType: details.leaveType, period, description };
}

/** A stored instant as Zurich wall time "YYYY-MM-DDTHH:mm" (what a datetime-local input shows). */
export function localDateTime(iso: string): string | null {
  const z = parseZurichDateTime(iso);
  return z ? z.toPlainDateTime().toString({ smallestUnit: "minute" }) : null;
}

/** What a day of a leave is for counting. */
export type LeaveDayKind = "working" | "weekend" | "festivity";

/** One day of a leave and the working time it covers that day. */
export interface LeaveDay {
  date: string;
  kind: LeaveDayKind;
  minutes: number;
}

/** What a half-day festivity's date is marked with in a set of festivity dates ("2026-12-24/pm"). */
export const HALF_DAY_MARK = "/pm";

/** The entry of a half-day festivity (only the afternoon free) in a set of festivity dates. */
function halfDayEntry(date: string): string {
  return `${date}${HALF_DAY_MARK}`;
}

/** Festivities given as dates or as inclusive ranges (a half day: `halfDay`), as a set of dates; a half day's date carries HALF_DAY_MARK (ADR-0062). */
export function festivityDates(festivities: ReadonlyArray<string | { startDate: string; endDate: string; halfDay?: boolean }>): Set<string> {
  const out = new Set<string>();
  for (const f of festivities) {
    if (typeof f === "string") {
      if (parseDate(f.endsWith(HALF_DAY_MARK) ? f.slice(0, -HALF_DAY_MARK.length) : f)) out.add(f);
      continue;
    }
    const a = parseDate(f.startDate);
    const b = parseDate(f.endDate);
    if (a && b) for (const d of eachDate(a, b)) out.add(f.halfDay ? halfDayEntry(d.toString()) : d.toString());
  }
  return out;
}

function kindOf(date: Temporal.PlainDate, festivities: ReadonlySet<string>): LeaveDayKind {
  if (isWeekend(date)) return "weekend";
  if (festivities.has(date.toString())) return "festivity";
  return "working";
}

/**
 * The working time a leave covers on each of its days. Only working days (Monday to Friday, not a
 * festivity of the person's company) count; on them:
 * - an all-day leave counts 8 hours a day, whatever the working hours (the allowance is 8 h a day);
 * - an hours leave counts its hours and minutes;
 * - a from/to leave counts, each day, the part of it inside that day's working hours (winter or
 *   summer), at most 8 hours; a leave from 08:00 to 12:00 counts 4 h, one from Monday 07:30 to
 *   Wednesday 12:00 counts 8 + 8 + the morning. Without recorded working hours the whole calendar
 *   day is the window (still at most 8 hours).
 * On a half-day festivity (24 and 31 December afternoons, ADR-0062) only the morning is working
 * time: at most 4 hours count, and a from/to leave only inside the first 4 hours of the window.
 */
export function leaveDays(details: LeaveDetails, festivities: ReadonlySet<string> = new Set()): LeaveDay[] {
  const first = parseDate(details.startDate);
  const last = parseDate(details.endDate);
  if (!first || !last) return [];
  // only a from/to leave reads its instants (parsing a zoned time costs more than the rest of a day's count)
  const fromTo = details.shape !== "allDay" && details.shape !== "hours";
  const start = fromTo ? parseZurichDateTime(details.startAt) : null;
  const end = fromTo ? parseZurichDateTime(details.endAt) : null;
  return eachDate(first, last).map((date) => {
    const kind = kindOf(date, festivities);
    if (kind !== "working") return { date: date.toString(), kind, minutes: 0 };
    const half = festivities.has(halfDayEntry(date.toString()));
    const most = half ? MINUTES_PER_HOLIDAY_DAY / 2 : MINUTES_PER_HOLIDAY_DAY;
    let minutes = 0;
    if (details.shape === "allDay") minutes = most;
    else if (details.shape === "hours") {
      const asked = (details.hours ?? 0) * 60 + (details.minutes ?? 0);
      minutes = half ? Math.min(asked, most) : asked;
    }
    else if (start && end) {
      const window = details.workingHours ? hoursOnDate(details.workingHours, date) : null;
      const winStart = window ? parseZurichDateTime(window.startAt) : zurichAt(date, new Temporal.PlainTime(0, 0));
      const fullEnd = window ? parseZurichDateTime(window.endAt) : zurichAt(date.add({ days: 1 }), new Temporal.PlainTime(0, 0));
      const morningEnd = half && winStart ? winStart.add({ minutes: most }) : null;
      const winEnd = morningEnd && fullEnd && Temporal.ZonedDateTime.compare(morningEnd, fullEnd) < 0 ? morningEnd : fullEnd;
      if (winStart && winEnd) {
        const from = Temporal.ZonedDateTime.compare(start, winStart) > 0 ? start : winStart;
        const to = Temporal.ZonedDateTime.compare(end, winEnd) < 0 ? end : winEnd;
        minutes = Math.min(Math.max(minutesBetween(from, to), 0), most);
      }
    }
    return { date: date.toString(), kind, minutes };
  });
}

/**
 * Why a request counts no working time, or null when it does: `leave.no_working_day` when every
 * day it covers is a weekend day or a festivity, `leave.no_working_time` when it has working days
 * but lies outside their working hours (a Monday evening). Such a request would count 0:00 h.
 */
export function noWorkingTimeIssue(details: LeaveDetails, festivities: ReadonlySet<string>): string | null {
  const days = leaveDays(details, festivities);
  if (!days.some((d) => d.kind === "working")) return "leave.no_working_day";
  if (days.every((d) => d.minutes === 0)) return "leave.no_working_time";
  return null;
}

/** A leave's length for display and for the absence PDF. */
export interface LeaveDuration {
  /** the working time it covers (see leaveDays) */
  totalMinutes: number;
  hours: number;
  minutes: number;
  /** an all-day leave's working days; null for the other shapes */
  workingDays: number | null;
  shape: LeaveShape;
}

/**
 * How long a leave is, counted as the balance counts it (working days and hours only). One figure
 * for every view: `festivities` must hold those of every day the leave covers, in every year it
 * touches (a leave across New Year needs both years'; see yearsCovered).
 */
export function leaveDuration(details: LeaveDetails, festivities: ReadonlySet<string> = new Set()): LeaveDuration {
  const days = leaveDays(details, festivities);
  const totalMinutes = days.reduce((sum, d) => sum + d.minutes, 0);
  return {
    totalMinutes,
    ...splitMinutes(totalMinutes),
    workingDays: details.shape === "allDay" ? days.filter((d) => d.kind === "working").length : null,
    shape: details.shape,
  };
}

/** The years a set of leaves touches, in order: the festivities their durations need. */
export function yearsCovered(periods: ReadonlyArray<Pick<LeaveDetails, "startDate" | "endDate">>): number[] {
  const years = new Set<number>();
  for (const p of periods) {
    const a = Number(p.startDate.slice(0, 4));
    const b = Number(p.endDate.slice(0, 4));
    if (!Number.isInteger(a) || !Number.isInteger(b)) continue;
    for (let y = a; y <= b && y - a <= 2; y++) years.add(y);
  }
  return [...years].sort((x, y) => x - y);
}

/** 150 → { hours: 2, minutes: 30 }. */
export function splitMinutes(total: number): { hours: number; minutes: number } {
  const t = Math.max(0, Math.round(total));
  return { hours: Math.floor(t / 60), minutes: t % 60 };
}

/** 150 → "2:30", 1440 → "24:00": hours and minutes, the same in every language. */
export function formatHoursMinutes(total: number): string {
  const { hours, minutes } = splitMinutes(total);
  return `${hours}:${String(minutes).padStart(2, "0")}`;
}
