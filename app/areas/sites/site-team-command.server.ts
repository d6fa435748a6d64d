// What the site team commands (stream `site-<id>`; add-team-member, remove-team-member) share: the
// person named must be one the user may see, by the same rule as the scope module's scopedPerson
// (their companies, not erased) — answered as a refusal beside the chooser's field, so the form
// keeps its input, instead of the page's 404.
import type { Actor } from "~/domain/access/actor";
import type { Queryable } from "~/db.server";
import { peopleCompanies } from "~/domain/access/permissions";
import { ruleBroken } from "~/domain/shared/errors";
import { personAccess, type PersonAccessRow } from "~/events/queries/people.server";

/** The person, when this user may see them (and, for `active`, they are active); a refusal on `personId` otherwise. */
export async function visiblePerson(db: Queryable, user: Actor, personId: number, opts: { active?: boolean; includeErased?: boolean } = {}): Promise<PersonAccessRow> {
  const person = Number.isSafeInteger(personId) && personId > 0 ? await personAccess(db, personId) : null;
  const visible = person && (!person.erased || opts.includeErased) && peopleCompanies(user.principal, user.access).includes(person.companyCode);
  if (!person || !visible) throw ruleBroken("sites.team.person_unknown", { field: "personId" });
  if (opts.active && !person.active) throw ruleBroken("sites.team.person_inactive", { field: "personId" });
  return person;
}
