// What the HR screens read about people (person_list): whether a person is within the user's
// companies (company scoping: another company's person reads as not found), one person's record
// for the person view, and the people a chooser offers.
import type { Actor } from "~/domain/access/actor";
import type { Queryable } from "~/db.server";
import { peopleCompanies, type Capability, type Role } from "~/domain/access/permissions";
import type { CompanyCode } from "~/domain/company/companies";
import { personNameOf } from "~/domain/person/name";
import type { PersonListFields } from "../projections/person-list.server";
import { personOptions, type PersonOption } from "./people.server";

/** The companies whose people (and their requests) this user may see in HR. */
export function hrCompaniesOf(user: Pick<Actor, "principal" | "access">): CompanyCode[] {
  return peopleCompanies(user.principal, user.access);
}

export interface HrPerson {
  id: number;
  firstName: string;
  lastName: string;
  /** "Last First" */
  name: string;
  username: string | null;
  email: string | null;
  companyCode: CompanyCode;
  role: Role | null;
  capabilities: Capability[];
  active: boolean;
  badgeId: number | null;
  hiredAt: string | null;
  terminatedAt: string | null;
  workPercentage: number | null;
  holidaysCount: number | null;
  breakTime: number | null;
  winterStart: string | null;
  winterEnd: string | null;
  summerStart: string | null;
  summerEnd: string | null;
}

/** The columns read: the projection's, with the dates as text. */
type Row = Pick<
  PersonListFields,
  | "id"
  | "first_name"
  | "last_name"
  | "username"
  | "email"
  | "company_code"
  | "role"
  | "active"
  | "badge_id"
  | "work_percentage"
  | "holidays_count"
  | "break_time"
  | "winter_start"
  | "winter_end"
  | "summer_start"
  | "summer_end"
> & { capabilities: Capability[] | null; hired_at: string | null; terminated_at: string | null };

/**
 * One person as HR sees them, when they are within the user's companies and not erased; null
 * otherwise (the page answers 404, the same as for an unknown id).
 */
export async function hrPersonOf(db: Queryable, user: Pick<Actor, "principal" | "access">, personId: number): Promise<HrPerson | null> {
  if (!Number.isSafeInteger(personId) || personId <= 0) return null;
  const [r] = await db<Row[]>`
    SELECT id, first_name, last_name, username, email, company_code, role, capabilities, active, badge_id,
           hired_at::text AS hired_at, terminated_at::text AS terminated_at, work_percentage, holidays_count, break_time,
           winter_start, winter_end, summer_start, summer_end
    FROM person_list WHERE id = ${personId} AND NOT erased AND company_code = ANY(${hrCompaniesOf(user)}::text[])`;
  if (!r) return null;
  return {
    id: Number(r.id),
    firstName: r.first_name,
    lastName: r.last_name,
    name: personNameOf(r),
    username: r.username,
    email: r.email,
    companyCode: r.company_code,
    role: r.role,
    capabilities: r.capabilities ?? [],
    active: r.active,
    badgeId: r.badge_id,
    hiredAt: r.hired_at,
    terminatedAt: r.terminated_at,
    workPercentage: r.work_percentage,
    holidaysCount: r.holidays_count,
    breakTime: r.break_time,
    winterStart: r.winter_start,
    winterEnd: r.winter_end,
    summerStart: r.summer_start,
    summerEnd: r.summer_end,
  };
}

/** Is this person within the user's companies (and not erased, unless a history asks: an erased person's records stay auditable)? */
export async function isInHrScope(
  db: Queryable,
  user: Pick<Actor, "principal" | "access">,
  personId: number,
  opts: { includeErased?: boolean } = {},
): Promise<boolean> {
  if (!Number.isSafeInteger(personId) || personId <= 0) return false;
  const [r] = await db<{ ok: boolean }[]>`
    SELECT EXISTS (
      SELECT 1 FROM person_list WHERE id = ${personId} AND company_code = ANY(${hrCompaniesOf(user)}::text[])
        ${opts.includeErased ? db`` : db`AND NOT erased`}) AS ok`;
  return r.ok;
}

/**
 * The people a chooser offers (HR recording a request, the list's person filter): active, listed
 * in HR (LIST_IN_HR_MODULE, or a staff role: ADR-0006), within the user's companies, by name.
 */
export async function hrPeopleOptions(db: Queryable, user: Pick<Actor, "principal" | "access">, opts: { companyCode?: CompanyCode | null } = {}): Promise<PersonOption[]> {
  const companies = hrCompaniesOf(user).filter((c) => !opts.companyCode || c === opts.companyCode);
  return personOptions(db, { companies, listedInHr: true });
}
