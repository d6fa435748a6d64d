// RemoveTeamMember: a site manager or HR (mayManageTeam) takes a person off a site's team. Removing
// someone no longer on it records nothing (a repeated click).
import type { Sql } from "~/db.server";
import type { Actor } from "~/domain/access/actor";
import { siteDecider } from "~/domain/site/decider";
import { handleCommand, type CommandMeta } from "~/events/handle-command.server";
import { visiblePerson } from "./site-team-command.server";

/** Takes the person off the site's team; the person must be one the user may see (an erased one too: their membership can still be ended). */
export async function removeTeamMember(sql: Sql, user: Actor, siteId: number, personId: number, meta: CommandMeta) {
  await visiblePerson(sql, user, personId, { includeErased: true });
  return handleCommand(sql, siteDecider, {
    command: { type: "RemoveTeamMember", personId },
    meta,
    target: { id: siteId },
  });
}
