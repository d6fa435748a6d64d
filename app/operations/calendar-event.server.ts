// ScheduleCalendarEvent, RescheduleCalendarEvent, CancelCalendarEvent (ADR-0057). The route has
// checked who may (its policy, the site in scope, mayEditEvent); the decider checks the details.
import type { Sql } from "~/db.server";
import type { CalendarEventDetails } from "~/domain/calendar/events";
import { calendarEventDecider } from "~/domain/calendar/decider";
import { handleCommand, type CommandMeta } from "~/events/handle-command.server";

/** Schedules a new event, numbered from calendar_event_id_seq; the actor owns it. */
export function scheduleCalendarEvent(sql: Sql, details: CalendarEventDetails, meta: CommandMeta) {
  return handleCommand(sql, calendarEventDecider, {
    command: (eventId) => ({ type: "ScheduleCalendarEvent" as const, eventId, details }),
    meta,
    target: { sequence: "calendar_event_id_seq" },
  });
}

/** Changes the event's details, at the version the form was rendered at. */
export function rescheduleCalendarEvent(sql: Sql, eventId: number, details: CalendarEventDetails, expectedVersion: number | null, meta: CommandMeta) {
  return handleCommand(sql, calendarEventDecider, { command: { type: "RescheduleCalendarEvent", details }, meta, target: { id: eventId }, expectedVersion });
}

/** Cancels the event; a repeat records nothing. */
export function cancelCalendarEvent(sql: Sql, eventId: number, expectedVersion: number | null, meta: CommandMeta) {
  return handleCommand(sql, calendarEventDecider, { command: { type: "CancelCalendarEvent" }, meta, target: { id: eventId }, expectedVersion });
}
