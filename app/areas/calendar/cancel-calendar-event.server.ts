// CancelCalendarEvent (ADR-0104: one command a file); what the area's commands share is in calendar-event-command.server.ts.
import type { Sql } from "~/db.server";
import { calendarEventDecider } from "~/domain/calendar/decider";
import { handleCommand, type CommandMeta } from "~/events/handle-command.server";

/** Cancels the event; a repeat records nothing. */
export function cancelCalendarEvent(sql: Sql, eventId: number, expectedVersion: number | null, meta: CommandMeta) {
  return handleCommand(sql, calendarEventDecider, { command: { type: "CancelCalendarEvent" }, meta, target: { id: eventId }, expectedVersion });
}
