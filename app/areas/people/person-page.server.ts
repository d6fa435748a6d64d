// What every HR page about one person loads first: the person (within the user's companies, else
// a 404 like an unknown id), their header and the tabs this user may open.
import type { Actor } from "~/domain/access/actor";
import { can } from "~/domain/access/permissions";
import type { Queryable } from "~/db.server";
import { COMPANY_NAMES } from "~/domain/company/companies";
import { notFound, scopedPerson } from "~/http/scope.server";
import type { PersonHeaderView } from "~/ui/people/person-header";
import { PERSON_PATHS, type PersonArea } from "~/ui/people/person-paths";
import { personTabsFor } from "~/ui/people/person-tabs";
import { hrPersonOf, type HrPerson } from "~/events/queries/hr-people.server";

export interface PersonPage {
  person: HrPerson;
  header: PersonHeaderView;
  tabs: { to: string; label: string; end: boolean }[];
  /** the list the header leads back to (HR's or the administrator's) */
  back: { to: string; label: string };
}

/** The person of `/app/hr/users/{id}/…` (or `/app/admin/users/{id}/…`) for this user: the access scope's (scopedPerson), a 404 for another company's, an erased or an unknown person. */
export async function personPageOf(db: Queryable, user: Actor, param: number | string | undefined, area: PersonArea = "hr"): Promise<PersonPage> {
  const scoped = await scopedPerson(db, user, typeof param === "number" ? String(param) : param);
  const person = await hrPersonOf(db, user, scoped.id);
  if (!person) throw notFound();
  return {
    person,
    header: { id: person.id, name: person.name, company: COMPANY_NAMES[person.companyCode], role: person.role, active: person.active },
    tabs: personTabsFor(user.access, person.id, area),
    back: backOf(user, area),
  };
}

/** The list a person's pages lead back to: HR's people, or for a leave reader (read leave without read hr, ADR-0117) the leave requests they came from. */
function backOf(user: Actor, area: PersonArea): PersonPage["back"] {
  if (area === "hr" && !can(user.access, "read", "hr")) return { to: "/app/hr/leave-requests", label: "menu.leave_requests" };
  return { to: PERSON_PATHS[area].list, label: PERSON_PATHS[area].listLabel };
}
