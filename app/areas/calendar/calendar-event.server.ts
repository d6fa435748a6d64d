// ScheduleCalendarEvent, RescheduleCalendarEvent, CancelCalendarEvent (ADR-0057). The route has
// checked who may (its policy, the site in scope, mayEditEvent); the decider checks the details.
import type { Sql } from "~/db.server";
import type { CalendarEventDetails } from "~/domain/calendar/events";
import { calendarEventDecider, type AllDay } from "~/domain/calendar/decider";
import { workingHoursOf } from "~/domain/leave/working-hours";
import { handleCommand, type CommandMeta } from "~/events/handle-command.server";
import { leavePersonOf } from "~/events/queries/leaves.server";
import { workingHoursRulesFor } from "~/events/queries/working-hours.server";

/** An all-day event's hours: the person's (a rule naming them, one for all users of their company, their own fields), as an all-day leave takes them. */
export async function allDayOf(sql: Sql, personId: number): Promise<AllDay> {
  const person = await leavePersonOf(sql, personId);
  if (!person) return { hours: null };
  return { hours: workingHoursOf(person.workingHours, await workingHoursRulesFor(sql, person.companyCode)) };
}

/** Schedules a new event, numbered from calendar_event_id_seq; the actor owns it. `allDay`: its times come from these hours. */
export function scheduleCalendarEvent(sql: Sql, details: CalendarEventDetails, meta: CommandMeta, allDay?: AllDay) {
  return handleCommand(sql, calendarEventDecider, {
    command: (eventId) => ({ type: "ScheduleCalendarEvent" as const, eventId, details, ...(allDay ? { allDay } : {}) }),
    meta,
    target: { sequence: "calendar_event_id_seq" },
  });
}

/** Changes the event's details, at the version the form was rendered at. */
export function rescheduleCalendarEvent(sql: Sql, eventId: number, details: CalendarEventDetails, expectedVersion: number | null, meta: CommandMeta, allDay?: AllDay) {
  return handleCommand(sql, calendarEventDecider, { command: { type: "RescheduleCalendarEvent", details, ...(allDay ? { allDay } : {}) }, meta, target: { id: eventId }, expectedVersion });
}

/** Cancels the event; a repeat records nothing. */
export function cancelCalendarEvent(sql: Sql, eventId: number, expectedVersion: number | null, meta: CommandMeta) {
  return handleCommand(sql, calendarEventDecider, { command: { type: "CancelCalendarEvent" }, meta, target: { id: eventId }, expectedVersion });
}
