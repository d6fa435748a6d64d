// UnfavouriteSite: a person takes a site off their favourites (ADR-0051). A repeat stores nothing.
import type { Actor } from "~/domain/access/actor";
import type { Sql } from "~/db.server";
import { favouriteSitesDecider } from "~/domain/site/favourites";
import { handleCommand, type CommandMeta } from "~/events/handle-command.server";
import { starrableSite } from "./site-favourite-command.server";

/** Removes the site from the person's favourites (update favorites; a site they may not see is a 404). */
export async function unfavouriteSite(sql: Sql, user: Actor, siteId: number | string, meta: CommandMeta) {
  const site = await starrableSite(sql, user, siteId);
  return handleCommand(sql, favouriteSitesDecider, {
    command: { type: "UnfavouriteSite", personId: user.id, siteId: site.id },
    meta,
    target: { id: user.id },
  });
}
