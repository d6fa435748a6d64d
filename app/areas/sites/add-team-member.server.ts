// AddTeamMember: a site manager or HR (mayManageTeam) puts a person on a site's team with their project
// function (priority 1, spec §9). The person must be one the user may see, active, not erased.
import type { Sql } from "~/db.server";
import type { Actor } from "~/domain/access/actor";
import { siteDecider } from "~/domain/site/decider";
import type { ProjectFunction } from "~/domain/site/events";
import { handleCommand, type CommandMeta } from "~/events/handle-command.server";
import { visiblePerson } from "./site-team-command.server";

/** Adds the person to the site's team; someone already on it is refused (`sites.team.already_member`). */
export async function addTeamMember(sql: Sql, user: Actor, siteId: number, input: { personId: number; projectFunction: ProjectFunction }, meta: CommandMeta) {
  await visiblePerson(sql, user, input.personId, { active: true });
  return handleCommand(sql, siteDecider, {
    command: { type: "AddTeamMember", personId: input.personId, projectFunction: input.projectFunction },
    meta,
    target: { id: siteId },
  });
}
