// ScheduleCalendarEvent (ADR-0104: one command a file); what the area's commands share is in calendar-event-command.server.ts.
import type { Sql } from "~/db.server";
import { calendarEventDecider, type AllDay } from "~/domain/calendar/decider";
import type { CalendarEventDetails } from "~/domain/calendar/events";
import { handleCommand, type CommandMeta } from "~/events/handle-command.server";

/** Schedules a new event, numbered from calendar_event_id_seq; the actor owns it. `allDay`: its times come from these hours. */
export function scheduleCalendarEvent(sql: Sql, details: CalendarEventDetails, meta: CommandMeta, allDay?: AllDay) {
  return handleCommand(sql, calendarEventDecider, {
    command: (eventId) => ({ type: "ScheduleCalendarEvent" as const, eventId, details, ...(allDay ? { allDay } : {}) }),
    meta,
    target: { sequence: "calendar_event_id_seq" },
  });
}
