// FavouriteSite: a person stars a site they may see (ADR-0051). Explicit, not a toggle: a repeat stores nothing.
import type { Actor } from "~/domain/access/actor";
import type { Sql } from "~/db.server";
import { favouriteSitesDecider } from "~/domain/site/favourites";
import { handleCommand, type CommandMeta } from "~/events/handle-command.server";
import { starrableSite } from "./site-favourite-command.server";

/** Adds the site to the person's favourites (update favorites; a site they may not see is a 404). */
export async function favouriteSite(sql: Sql, user: Actor, siteId: number | string, meta: CommandMeta) {
  const site = await starrableSite(sql, user, siteId);
  return handleCommand(sql, favouriteSitesDecider, {
    command: { type: "FavouriteSite", personId: user.id, siteId: site.id },
    meta,
    target: { id: user.id },
  });
}
