// Whose working hours apply on a day. An all-day leave takes its times from them, an hours leave
// without a start time starts at the day's start, and a from/to leave counts the working time it
// covers. Winter or summer hours by the day: summer is Central European Summer Time in Zurich.
import type { Temporal } from "temporal-polyfill";
import { isSummerTime, parseClockTime, parseDate, toIsoOffset, zurichAt } from "../shared/zurich-time";

/**
 * A working-hours rule (hr/working-hours, app/domain/working-hours, ADR-0031), in the shape the
 * leave commands pass the rules of the person's company. Times are "HH:mm".
 */
export interface WorkingHoursRule {
  id: number;
  allUsers: boolean;
  userIds: readonly number[];
  winterStart: string;
  winterEnd: string;
  summerStart: string;
  summerEnd: string;
}

/** The person's own hours from the employee record ("HH:mm"; null or blank when not set). */
export interface WorkingHoursPerson {
  personId: number;
  winterStart: string | null;
  winterEnd: string | null;
  summerStart: string | null;
  summerEnd: string | null;
}

/** Where the hours came from: a rule naming the person, a rule for all users, or the person's record. */
export type WorkingHoursSource = "personRule" | "allUsersRule" | "person";

/** The four times that apply to a person, and their source. Stored in the leave events. */
export interface WorkingHours {
  winterStart: string;
  winterEnd: string;
  summerStart: string;
  summerEnd: string;
  source: WorkingHoursSource;
  /** the rule's id; null when the person's own fields apply */
  ruleId: number | null;
}

/** The hours of one day. */
export interface DayWorkingHours {
  date: string;
  season: "winter" | "summer";
  /** "HH:mm" */
  start: string;
  end: string;
  /** the same as instants with the Zurich offset of that day */
  startAt: string;
  endAt: string;
  minutes: number;
  source: WorkingHoursSource;
  ruleId: number | null;
}

type Times = Pick<WorkingHours, "winterStart" | "winterEnd" | "summerStart" | "summerEnd">;

/** Usable hours: four valid times, each start before its end. */
function usable(t: { winterStart: string | null; winterEnd: string | null; summerStart: string | null; summerEnd: string | null }): t is Times {
  const ws = parseClockTime(t.winterStart);
  const we = parseClockTime(t.winterEnd);
  const ss = parseClockTime(t.summerStart);
  const se = parseClockTime(t.summerEnd);
  if (!ws || !we || !ss || !se) return false;
  return ws.toString() < we.toString() && ss.toString() < se.toString();
}

const pick = (t: Times): Times => ({ winterStart: t.winterStart, winterEnd: t.winterEnd, summerStart: t.summerStart, summerEnd: t.summerEnd });

/** Of several rules at the same level the newest (highest id) applies. */
function newest(rules: readonly WorkingHoursRule[]): WorkingHoursRule | undefined {
  return [...rules].filter(usable).sort((a, b) => b.id - a.id)[0];
}

/**
 * The hours that apply to the person: a rule naming the person beats a rule for all users, which
 * beats the person's own fields. A candidate with a missing or inverted time is skipped. Null when
 * nothing usable is left.
 */
export function workingHoursOf(person: WorkingHoursPerson, rules: readonly WorkingHoursRule[]): WorkingHours | null {
  const named = newest(rules.filter((r) => r.userIds.includes(person.personId)));
  if (named) return { ...pick(named), source: "personRule", ruleId: named.id };
  const all = newest(rules.filter((r) => r.allUsers));
  if (all) return { ...pick(all), source: "allUsersRule", ruleId: all.id };
  if (usable(person)) return { ...pick(person), source: "person", ruleId: null };
  return null;
}

/** The hours of one date under the given hours: summer times on CEST days, winter times otherwise. */
export function hoursOnDate(hours: WorkingHours, date: Temporal.PlainDate): DayWorkingHours {
  const summer = isSummerTime(date);
  const start = summer ? hours.summerStart : hours.winterStart;
  const end = summer ? hours.summerEnd : hours.winterEnd;
  const startZ = zurichAt(date, clock(start));
  const endZ = zurichAt(date, clock(end));
  return {
    date: date.toString(),
    season: summer ? "summer" : "winter",
    start,
    end,
    startAt: toIsoOffset(startZ),
    endAt: toIsoOffset(endZ),
    minutes: Math.round((endZ.epochMilliseconds - startZ.epochMilliseconds) / 60_000),
    source: hours.source,
    ruleId: hours.ruleId,
  };
}

// workingHoursOf checked the times when the hours were chosen; a bad one here is a programming error
function clock(s: string): Temporal.PlainTime {
  const t = parseClockTime(s);
  if (!t) throw new RangeError(`not a clock time: ${s}`);
  return t;
}

/**
 * The person's working hours on a date ("YYYY-MM-DD" or a PlainDate): winter or summer times of the
 * rule or record that applies (see workingHoursOf). Null when no usable hours exist or the date is invalid.
 */
export function resolveWorkingHours(
  person: WorkingHoursPerson,
  rules: readonly WorkingHoursRule[],
  date: string | Temporal.PlainDate,
): DayWorkingHours | null {
  const d = typeof date === "string" ? parseDate(date) : date;
  const hours = workingHoursOf(person, rules);
  return d && hours ? hoursOnDate(hours, d) : null;
}
