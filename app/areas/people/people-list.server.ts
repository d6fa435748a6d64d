// The people list as HR (/app/hr/users/list) and the administrator (/app/admin/users) read it: one
// loader for both, each route giving its own base path and whether it lists only the people HR
// lists (ADR-0006). Company scoping is the user's (peopleCompanies: no limit for allEmployee).
import { can, ROLES } from "~/domain/access/permissions";
import type { CurrentUser } from "~/auth/user.server";
import { COMPANY_NAMES } from "~/domain/company/companies";
import { personName } from "~/domain/person/name";
import { listPeople } from "~/events/queries/people.server";
import { zurichToday } from "~/clock.server";
import { hrScopeOf } from "~/areas/people/person-command.server";
import { getSql } from "~/runtime.server";
import { fileStore } from "~/storage/index.server";
import { clampPage, parseListParams } from "~/domain/shared/list-params";
import type { HrUserRowView } from "~/ui/people/hr-user-columns";

const SORTS = ["id", "name", "company", "role"] as const;
/** The status filter: both when absent. */
const STATUS_FILTERS = ["active", "inactive"] as const;

/** The people list's parameters from its URL and the query they make (the page and its CSV download read the same). */
export function peopleQueryOf(request: Request, user: CurrentUser, opts: { onlyListedInHr: boolean }) {
  const scope = hrScopeOf(user);
  const params = parseListParams(request.url, {
    sorts: [...SORTS],
    defaultSort: "id",
    defaultDir: "desc",
    filters: { company: [...scope], role: [...ROLES], status: [...STATUS_FILTERS] },
  });
  const status = params.filters.status;
  const query = {
    companies: params.filters.company ? [params.filters.company] : scope,
    search: params.search,
    role: params.filters.role ?? null,
    active: status === "active" ? true : status === "inactive" ? false : null,
    sort: params.sort,
    dir: params.dir,
    onlyListedInHr: opts.onlyListedInHr,
    // the day the expiring-document mark counts from
    today: zurichToday().toString(),
  };
  return { scope, params, query };
}

/** One page of people with their avatar links and expiring-document marks; `canEdit` says whether the edit column and the new-user button show. */
export async function peopleListOf(request: Request, user: CurrentUser, opts: { onlyListedInHr: boolean }) {
  const { scope, params, query } = peopleQueryOf(request, user, opts);
  const sql = await getSql();
  const first = await listPeople(sql, { ...query, page: params.page, size: params.size });
  const page = clampPage(params.page, first.total, params.size);
  const result = page === params.page ? first : await listPeople(sql, { ...query, page, size: params.size });
  const store = fileStore();
  const rows = await Promise.all(
    result.rows.map(
      async (r): Promise<HrUserRowView> => ({
        id: r.id,
        name: personName(r),
        username: r.username ?? "",
        company: COMPANY_NAMES[r.companyCode],
        role: r.role ?? "—",
        active: r.active,
        avatarUrl: r.avatarThumbnailKey ? await store.signedUrl(r.avatarThumbnailKey) : null,
        documentExpiring: r.documentExpiring,
      }),
    ),
  );
  return {
    params: { ...params, page },
    companies: scope.length > 1 ? scope.map((c) => ({ code: c, name: COMPANY_NAMES[c] })) : [],
    canEdit: can(user.access, "update", "hr"),
    total: result.total,
    rows,
  };
}
