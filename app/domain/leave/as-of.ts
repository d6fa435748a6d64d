// The rules as they were (issue 37, ADR-0133): festivities are events too, so the festivities in
// force at an instant are the festivity streams folded up to it, with the festivity decider's own
// evolve. A leave's figure in its history is counted with the festivities in force when each of
// its events was recorded: the figure a person was shown then. Where today's festivities give
// another figure, the history says so beside it. Pure.
import type { DomainEvent } from "../shared/decider";
import { festivityDecider, type FestivityState } from "../festivity/decider";
import { festivityEvents } from "../festivity/events";
import { eventUnionOf } from "../shared/event-schemas";
import type { HistoryField, HistoryPlug } from "../shared/history";
import type { LeaveState } from "./decider";
import type { LeaveEvent } from "./events";
import { leaveHistory, describeLeave } from "./history";
import { festivityDates, formatHoursMinutes, leaveDuration } from "./period";

const festivityEvent = eventUnionOf(festivityEvents);

/** A festivity event as read from the log: which festivity, when it was recorded, what happened. */
export interface RecordedFestivityEvent {
  streamId: string;
  recordedAt: string;
  event: DomainEvent;
}

export type FestivityRange = { startDate: string; endDate: string; halfDay: boolean };

/** The festivities of `companyCode` (and of every company) in force at `instant`: each festivity's events recorded by then, folded; removed ones left out. */
export function festivitiesAt(events: readonly RecordedFestivityEvent[], instant: string, companyCode: string): FestivityRange[] {
  const at = Date.parse(instant);
  const states = new Map<string, FestivityState>();
  for (const e of events) {
    if (Date.parse(e.recordedAt) > at) continue;
    const parsed = festivityEvent.safeParse(e.event);
    if (!parsed.success) continue;
    states.set(e.streamId, festivityDecider.evolve(states.get(e.streamId) ?? festivityDecider.initialState(), parsed.data));
  }
  return [...states.values()]
    .filter((s) => !s.removed && s.details !== null && (s.details.companyCode === null || s.details.companyCode === companyCode))
    .map((s) => ({ startDate: s.details!.startDate, endDate: s.details!.endDate, halfDay: s.details!.halfDay === true }));
}

/**
 * A leave's history plug counting each state's duration with the festivities in force when its
 * event was recorded; where today's festivities (`today`) count another figure, a field says so.
 */
export function leaveHistoryAsRecorded(festivityLog: readonly RecordedFestivityEvent[], companyCode: string, today: ReadonlySet<string>): HistoryPlug<LeaveState, LeaveEvent> {
  return {
    ...leaveHistory,
    describe: (s, at) => {
      const then = at ? festivityDates(festivitiesAt(festivityLog, at, companyCode)) : today;
      const fields: HistoryField[] = describeLeave(s, then);
      if (!s.details || !at) return fields;
      const before = leaveDuration(s.details, then).totalMinutes;
      const now = leaveDuration(s.details, today).totalMinutes;
      if (before === now) return fields;
      const i = fields.findIndex((f) => f.key === "duration");
      const note: HistoryField = { key: "durationToday", label: "history_at.field.duration_today", value: { key: "history_at.recomputed_today", params: { value: formatHoursMinutes(now) } } };
      return [...fields.slice(0, i + 1), note, ...fields.slice(i + 1)];
    },
  };
}

/** An event of a person's stream as read from the log (only its employee record is looked at here). */
export interface RecordedPersonEvent {
  recordedAt: string;
  event: DomainEvent;
}

/**
 * The holiday allowance (days a year) in force at `instant`: that of the last employee record
 * recorded by then (PersonRegistered, EmployeeRecordChanged); undefined when none was recorded yet.
 */
export function holidaysCountAt(events: readonly RecordedPersonEvent[], instant: string): number | null | undefined {
  const at = Date.parse(instant);
  let count: number | null | undefined;
  for (const e of events) {
    if (Date.parse(e.recordedAt) > at) continue;
    if (e.event.type !== "PersonRegistered" && e.event.type !== "EmployeeRecordChanged") continue;
    const employee = (e.event.data as { employee?: { holidaysCount?: unknown } } | null)?.employee;
    if (employee && (typeof employee.holidaysCount === "number" || employee.holidaysCount === null)) count = employee.holidaysCount;
  }
  return count;
}
