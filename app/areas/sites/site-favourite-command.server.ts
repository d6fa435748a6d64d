// What the two favourite commands (stream `favouritesites-<personId>`, ADR-0051; one per file:
// favourite-site, unfavourite-site) share: the right to star (update favorites) and the site, which
// must be one the person may see (the scope module's 404 otherwise, before anything is stored).
import type { Actor } from "~/domain/access/actor";
import { can } from "~/domain/access/permissions";
import { forbidden } from "~/domain/shared/errors";
import type { Queryable } from "~/db.server";
import { scopedRecord } from "~/http/scope.server";

/** The site a person may star or unstar: update favorites, and a site they may see (else 403 / 404). */
export async function starrableSite(db: Queryable, user: Actor, siteId: number | string) {
  if (!can(user.access, "update", "favorites")) throw forbidden();
  return scopedRecord(db, user, "site", typeof siteId === "number" ? String(siteId) : siteId);
}
