// PlanSchedule: a site manager (update sites) plans a phase of a site's works (ADR-0052), numbered
// from site_schedule_id_seq. A responsible person, when named, must be one the user may see.
import type { Sql } from "~/db.server";
import type { Actor } from "~/domain/access/actor";
import { isDomainError, ruleBroken } from "~/domain/shared/errors";
import type { ScheduleDetails } from "~/domain/site/events";
import { scheduleDecider } from "~/domain/site/schedule";
import { handleCommand, type CommandMeta } from "~/events/handle-command.server";
import { visiblePerson } from "./site-team-command.server";

/** Plans the phase on the site; the decider checks the title and the days. */
export async function planSchedule(sql: Sql, user: Actor, siteId: number, input: Omit<ScheduleDetails, "siteId">, meta: CommandMeta) {
  if (input.responsibleId !== null) {
    try {
      await visiblePerson(sql, user, input.responsibleId);
    } catch (err) {
      // the refusal belongs beside the responsible select, not the chooser's field
      throw isDomainError(err) ? ruleBroken("sites.team.person_unknown", { field: "responsibleId" }) : err;
    }
  }
  return handleCommand(sql, scheduleDecider, {
    command: (scheduleId) => ({ type: "PlanSchedule" as const, scheduleId, details: { ...input, siteId } }),
    meta,
    target: { sequence: "site_schedule_id_seq" },
  });
}
