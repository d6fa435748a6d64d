// RescheduleCalendarEvent (ADR-0104: one command a file); what the area's commands share is in calendar-event-command.server.ts.
import type { Sql } from "~/db.server";
import { calendarEventDecider, type AllDay } from "~/domain/calendar/decider";
import type { CalendarEventDetails } from "~/domain/calendar/events";
import { handleCommand, type CommandMeta } from "~/events/handle-command.server";

/** Changes the event's details, at the version the form was rendered at. */
export function rescheduleCalendarEvent(sql: Sql, eventId: number, details: CalendarEventDetails, expectedVersion: number | null, meta: CommandMeta, allDay?: AllDay) {
  return handleCommand(sql, calendarEventDecider, { command: { type: "RescheduleCalendarEvent", details, ...(allDay ? { allDay } : {}) }, meta, target: { id: eventId }, expectedVersion });
}
