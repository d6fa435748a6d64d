// ScheduleCalendarEvent, RescheduleCalendarEvent, CancelCalendarEvent (ADR-0057). The route has
// checked who may (its policy, the site in scope, mayEditEvent); the decider checks the details.
import type { Sql } from "~/db.server";
import type { AllDay } from "~/domain/calendar/decider";
import { workingHoursOf } from "~/domain/leave/working-hours";
import { leavePersonOf } from "~/events/queries/leaves.server";
import { workingHoursRulesFor } from "~/events/queries/working-hours.server";

/** An all-day event's hours: the person's (a rule naming them, one for all users of their company, their own fields), as an all-day leave takes them. */
export async function allDayOf(sql: Sql, personId: number): Promise<AllDay> {
  const person = await leavePersonOf(sql, personId);
  if (!person) return { hours: null };
  return { hours: workingHoursOf(person.workingHours, await workingHoursRulesFor(sql, person.companyCode)) };
}
