// People's accounts through the JSON API (spec part 2 §7 "Users": GET user/users, GET user/users/{id};
// "profile reload returns users and employees"), ADR-0093. The list is the people list HR's and the
// administrator's pages read (listPeople over person_list, within the caller's companies; HR's only
// those HR lists, ADR-0006) with the account's fields; one person is their whole record as HR's
// person page shows it (person_profile): for read hr or read admin within the caller's companies
// (scopedPerson, the same 404 outside them), and oneself with read profile, as the profile page.
// The quick salary id only with read quickSalId, as the page (ADR-0007: what each role may see);
// the photo as signed links (300 seconds), never the store's key.
import { z } from "zod";
import type { CurrentUser } from "~/auth/user.server";
import type { Queryable } from "~/db.server";
import { can, CAPABILITIES, ROLES } from "~/domain/access/permissions";
import { COMPANY_NAMES } from "~/domain/company/companies";
import { DomainError } from "~/domain/shared/errors";
import { hrCompaniesOf } from "~/events/queries/hr-people.server";
import type { PersonSummary } from "~/events/queries/people.server";
import { personProfileOf, type PersonProfile } from "~/events/queries/person-profile.server";
import { scopedPerson } from "~/http/scope.server";
import { personFileLinks } from "~/storage/person-links.server";
import { endpoint, type Endpoint } from "../endpoint.server";
import { peopleInScope } from "./people.server";
import { listQuery, pageOf, paged } from "../lists.server";

const apiUser = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  username: z.string().nullable(),
  companyCode: z.string(),
  companyName: z.string(),
  role: z.enum(ROLES).nullable(),
  capabilities: z.array(z.enum(CAPABILITIES)),
  isActive: z.boolean(),
});

const userOf = (p: PersonSummary) => ({
  id: p.id,
  firstName: p.firstName,
  lastName: p.lastName,
  username: p.username,
  companyCode: p.companyCode,
  companyName: COMPANY_NAMES[p.companyCode],
  role: p.role,
  capabilities: p.capabilities,
  isActive: p.active,
});

const apiEmployee = z.object({
  badgeId: z.number().int().nullable(),
  hiredAt: z.string().nullable().describe("YYYY-MM-DD"),
  terminatedAt: z.string().nullable(),
  workPercentage: z.number().nullable(),
  holidaysCount: z.number().nullable(),
  breakTime: z.number().nullable().describe("minutes"),
  winterStart: z.string(),
  winterEnd: z.string(),
  summerStart: z.string(),
  summerEnd: z.string(),
});

const apiUserRecord = apiUser.extend({
  email: z.string().nullable(),
  birthday: z.string().nullable().describe("YYYY-MM-DD"),
  gender: z.string().nullable(),
  civilStatus: z.string().nullable(),
  childrenNumber: z.number().int().nullable(),
  motherLanguage: z.string().nullable(),
  address: z.string().nullable(),
  zip: z.string().nullable(),
  city: z.string().nullable(),
  countryId: z.number().int().nullable(),
  personalMail: z.string().nullable(),
  officeMail: z.string().nullable(),
  phones: z.array(z.object({ type: z.string(), number: z.string() })),
  quickSalId: z.string().nullable().optional().describe("only for those who read quickSalId"),
  siteIds: z.array(z.number().int()).describe("a WORKER's or INTERIM's assigned sites"),
  avatarUrl: z.string().nullable().describe("a signed link, valid 300 seconds"),
  avatarThumbnailUrl: z.string().nullable(),
  employee: apiEmployee,
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});

async function recordOf(p: PersonProfile, user: CurrentUser) {
  const photo = p.avatar ? await personFileLinks(p.avatar) : null;
  return {
    id: p.id,
    firstName: p.details.firstName,
    lastName: p.details.lastName,
    username: p.username,
    companyCode: p.companyCode,
    companyName: COMPANY_NAMES[p.companyCode],
    role: p.role,
    capabilities: p.capabilities,
    isActive: p.active,
    email: p.email,
    birthday: p.details.birthday,
    gender: p.details.gender,
    civilStatus: p.details.civilStatus,
    childrenNumber: p.details.childrenNumber,
    motherLanguage: p.details.motherLanguage,
    address: p.contact.address,
    zip: p.contact.zip,
    city: p.contact.city,
    countryId: p.contact.countryId,
    personalMail: p.contact.personalMail,
    officeMail: p.contact.officeMail,
    phones: p.contact.phones.map((ph) => ({ type: ph.type, number: ph.number })),
    ...(can(user.access, "read", "quickSalId") ? { quickSalId: p.quickSalId } : {}),
    siteIds: p.siteIds,
    avatarUrl: photo?.url ?? null,
    avatarThumbnailUrl: photo?.thumbnailUrl ?? null,
    employee: { ...p.employee, breakTime: p.employee.breakTime === null ? null : Number(p.employee.breakTime) },
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
    version: p.version,
  };
}

/** The person whose record the caller may read: oneself (read profile), or within the caller's companies with read hr or read admin; the same 404 otherwise. */
export async function readablePerson(sql: Queryable, user: CurrentUser, param: string): Promise<PersonProfile> {
  const notFound = () => new DomainError("not_found", "errors.not_found");
  if (param === String(user.id)) {
    if (!can(user.access, "read", "profile")) throw notFound();
    const own = await personProfileOf(sql, user.id);
    if (!own) throw notFound();
    return own;
  }
  if (!(can(user.access, "read", "hr") || can(user.access, "read", "admin"))) throw notFound();
  const scoped = await scopedPerson(sql, user, param);
  const p = await personProfileOf(sql, scoped.id, { companies: hrCompaniesOf(user) });
  if (!p) throw notFound();
  return p;
}

export const userEndpoints: Endpoint[] = [
  endpoint({
    method: "GET",
    path: "/user/users",
    tag: "People",
    summary: "The people's accounts within the caller's companies (HR's list: the people HR lists; the administrator's: everyone)",
    rights: [["read", "hr"], ["read", "admin"]],
    query: listQuery(["id", "lastName", "companyName", "role"], {
      role: z.enum(ROLES).optional(),
      isActive: z.enum(["true", "false"]).optional(),
    }),
    response: pageOf(apiUser),
    run: async ({ sql, user, query }) => {
      const { rows, total } = await peopleInScope(sql, user, query);
      return { body: paged(rows.map(userOf), total, query.pageSize) };
    },
  }),
  endpoint({
    method: "GET",
    path: "/user/users/{id}",
    tag: "People",
    summary: "A person's whole record with their employment (read hr or read admin within the caller's companies; oneself with read profile), with its version as ETag",
    rights: [["read", "hr"], ["read", "admin"], ["read", "profile"]],
    response: apiUserRecord,
    run: async ({ sql, user, params }) => {
      const p = await readablePerson(sql, user, params.id);
      return { body: await recordOf(p, user), version: p.version };
    },
  }),
];
