// People through the JSON API (spec part 1 §7 "Users and stamping", part 2 §7 "Users"), read only:
// the people list as HR's and the administrator's list read it (listPeople over person_list,
// within the caller's companies; HR's list only the people HR lists), its `filter=forName` lookup
// (id, firstName, lastName, companyName), and one person.
import type { CurrentUser } from "~/auth/user.server";
import type { Sql } from "~/db.server";
import { z } from "zod";
import { zurichToday } from "~/clock.server";
import { can, ROLES } from "~/domain/access/permissions";
import { COMPANY_NAMES } from "~/domain/company/companies";
import { listPeople, type PersonSummary } from "~/events/queries/people.server";
import { scopedPerson } from "~/http/scope.server";
import { hrScopeOf } from "~/areas/people/person-command.server";
import { endpoint, type Endpoint } from "../endpoint.server";
import { listQuery, MAX_API_PAGE_SIZE, pageOf, paged } from "../lists.server";

const apiPerson = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  username: z.string().nullable(),
  companyName: z.string(),
  role: z.string().nullable(),
  isActive: z.boolean(),
});
const forName = z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string(), companyName: z.string() });

const personOf = (p: PersonSummary) => ({
  id: p.id,
  firstName: p.firstName,
  lastName: p.lastName,
  username: p.username,
  companyName: COMPANY_NAMES[p.companyCode],
  role: p.role,
  isActive: p.active,
});

const SORTS = { id: "id", lastName: "name", companyName: "company", role: "role" } as const;

const personQuery = listQuery(["id", "lastName", "companyName", "role"], {
  filter: z.enum(["forName"]).optional(),
  role: z.enum(ROLES).optional(),
  isActive: z.enum(["true", "false"]).optional(),
});

/** What a people list call asks: the page, its order and search, the role and status filters. */
type PeopleQuery = Pick<z.output<typeof personQuery>, "search" | "role" | "isActive" | "pageNumber" | "pageSize" | "orderBy" | "orderDirection">;

/** One page of the people within the caller's companies, as HR's and the administrator's lists read them (user/persons, user/users). */
export function peopleInScope(sql: Sql, user: CurrentUser, query: PeopleQuery) {
  return listPeople(sql, {
    companies: hrScopeOf(user),
    search: query.search,
    role: query.role ?? null,
    active: query.isActive === undefined ? null : query.isActive === "true",
    page: query.pageNumber + 1,
    size: query.pageSize,
    sort: SORTS[query.orderBy ?? "id"],
    dir: query.orderDirection ?? "desc",
    // the administrator's list shows everyone; HR's only those HR lists (ADR-0006)
    onlyListedInHr: !can(user.access, "read", "admin"),
    today: zurichToday().toString(),
  });
}

/** A page of the people list as the API answers it (the list, or the forName lookup). */
async function personPage(sql: Sql, user: CurrentUser, query: z.output<typeof personQuery>) {
  const { rows, total } = await peopleInScope(sql, user, query);
  const data =
    query.filter === "forName"
      ? rows.map((p) => ({ id: p.id, firstName: p.firstName, lastName: p.lastName, companyName: COMPANY_NAMES[p.companyCode] }))
      : rows.map(personOf);
  return paged<unknown>(data, total, query.pageSize);
}

export const peopleEndpoints: Endpoint[] = [
  endpoint({
    method: "GET",
    path: "/user/persons",
    tag: "People",
    summary: "The people within the caller's companies (filter=forName: id, firstName, lastName, companyName)",
    rights: [["read", "hr"], ["read", "admin"]],
    query: personQuery,
    response: z.union([pageOf(apiPerson), pageOf(forName)]),
    run: async ({ sql, user, query }) => ({ body: await personPage(sql, user, query) }),
  }),
  endpoint({
    method: "GET",
    path: "/user/persons/all",
    tag: "People",
    summary: `Every person within the caller's companies in one answer (at most ${MAX_API_PAGE_SIZE}; totalPages > 1 when there are more; filter=forName as the list)`,
    rights: [["read", "hr"], ["read", "admin"]],
    query: personQuery,
    response: z.union([pageOf(apiPerson), pageOf(forName)]),
    run: async ({ sql, user, query }) => ({ body: await personPage(sql, user, { ...query, pageNumber: 0, pageSize: MAX_API_PAGE_SIZE }) }),
  }),
  endpoint({
    method: "GET",
    path: "/user/persons/{id}",
    tag: "People",
    summary: "One person within the caller's companies (oneself with read profile)",
    rights: [["read", "hr"], ["read", "admin"], ["read", "profile"]],
    response: apiPerson.extend({ email: z.string().nullable(), version: z.number().int() }),
    run: async ({ sql, user, params }) => {
      const mine = params.id === String(user.id);
      const mayOthers = can(user.access, "read", "hr") || can(user.access, "read", "admin");
      // someone else without HR's or the administrator's right: the same 404 as outside the companies
      const p = await scopedPerson(sql, user, mine || mayOthers ? params.id : "0");
      return { body: { ...personOf(p), email: p.email, version: p.version }, version: p.version };
    },
  }),
];
