// The views of a site's team for its pages (contacts, the dashboard's first two, the chooser): the
// rows the queries read, with their avatar links, company names and whether the user may open the
// person's record (update hr, and the person within the user's companies).
import type { CurrentUser } from "~/auth/user.server";
import { can, peopleCompanies } from "~/domain/access/permissions";
import { COMPANY_NAMES } from "~/domain/company/companies";
import { personName } from "~/domain/person/name";
import type { Queryable } from "~/db.server";
import { personById } from "~/events/queries/people.server";
import type { TeamCandidate, TeamMemberRow } from "~/events/queries/site-team.server";
import { fileStore } from "~/storage/index.server";
import type { TeamMemberView } from "~/ui/sites/team-table";

/** The team's rows as the table and the dashboard show them. */
export async function teamViews(user: CurrentUser, members: TeamMemberRow[]): Promise<TeamMemberView[]> {
  const store = fileStore();
  const mayEditPeople = can(user.access, "update", "hr");
  const companies = new Set(peopleCompanies(user.principal, user.access));
  return Promise.all(
    members.map(async (m) => ({
      personId: m.personId,
      name: personName(m),
      company: COMPANY_NAMES[m.companyCode] ?? m.companyCode,
      projectFunction: m.projectFunction,
      email: m.email ?? "",
      phone: m.phone ?? "",
      avatarUrl: m.avatarThumbnailKey ? await store.signedUrl(m.avatarThumbnailKey) : null,
      editHref: mayEditPeople && companies.has(m.companyCode) ? `/app/hr/users/${m.personId}/edit` : null,
      // the remove command's rule (visiblePerson): a person of the user's companies, erased ones included
      removable: companies.has(m.companyCode),
    })),
  );
}

/** The chooser's options: "Last, First — Company". */
export function candidateOptions(people: TeamCandidate[]): { value: string; label: string }[] {
  return people.map((p) => ({ value: String(p.id), label: `${personName(p)} — ${COMPANY_NAMES[p.companyCode] ?? p.companyCode}` }));
}

/**
 * The person a refused add had chosen, as the chooser's option, so the form keeps it even when the
 * list no longer offers them (already on the team meanwhile); null for anyone the user may not see.
 */
export async function chosenOption(db: Queryable, user: CurrentUser, raw: FormDataEntryValue | null): Promise<{ value: string; label: string } | null> {
  const id = typeof raw === "string" && /^\d{1,15}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const p = await personById(db, id);
  if (!p || p.erased || !peopleCompanies(user.principal, user.access).includes(p.companyCode)) return null;
  return candidateOptions([p])[0];
}
