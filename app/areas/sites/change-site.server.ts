// ChangeSite: the site edit form (ADR-0051). Up to three events, only what changed: the details,
// the figures, the status. The caller's money rights (siteVisibility) go with the command, so a
// figure the caller may not see is refused by the decider even when a forged form sends it.
import type { Actor } from "~/domain/access/actor";
import type { Sql } from "~/db.server";
import { siteDecider } from "~/domain/site/decider";
import type { SiteDetails } from "~/domain/site/events";
import { siteVisibility } from "~/domain/site/visibility";
import { handleCommand, type CommandMeta } from "~/events/handle-command.server";

/** Changes a site's details, figures and status as the form sent them; a figure the user may not see must not change. */
export function changeSite(sql: Sql, user: Actor, siteId: number, changes: Partial<SiteDetails>, expectedVersion: number | null, meta: CommandMeta) {
  const v = siteVisibility(user.principal, user.access);
  return handleCommand(sql, siteDecider, {
    command: { type: "ChangeSite", changes, may: { totals: v.totals, costs: v.costs } },
    meta,
    target: { id: siteId },
    expectedVersion,
  });
}
