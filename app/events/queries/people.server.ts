// Reads of the person_list projection.
import type { Queryable } from "~/db.server";
import type { Capability, Role } from "~/domain/access/permissions";
import type { CompanyCode } from "~/domain/company/companies";
import { personNameOf } from "~/domain/person/name";
import { EXPIRING_WITHIN_DAYS } from "./legal-documents.server";
import { searchPatterns } from "./sites.server";

export interface PersonSummary {
  id: number;
  firstName: string;
  lastName: string;
  username: string | null;
  companyCode: CompanyCode;
  role: Role | null;
  capabilities: Capability[];
  active: boolean;
  erased: boolean;
}

interface Row {
  id: number;
  first_name: string;
  last_name: string;
  username: string | null;
  company_code: CompanyCode;
  role: Role | null;
  capabilities: Capability[];
  active: boolean;
  erased: boolean;
}

const toSummary = (r: Row): PersonSummary => ({
  id: Number(r.id),
  firstName: r.first_name,
  lastName: r.last_name,
  username: r.username,
  companyCode: r.company_code,
  role: r.role,
  capabilities: r.capabilities ?? [],
  active: r.active,
  erased: r.erased,
});

/** One person, with their avatar's thumbnail key: the session reads this row on every request, so the menu card's photo costs no query of its own. */
export async function personById(db: Queryable, id: number): Promise<(PersonSummary & { avatarThumbnailKey: string | null }) | null> {
  const [row] = await db<(Row & { avatar_thumbnail_key: string | null })[]>`
    SELECT id, first_name, last_name, username, company_code, role, capabilities, active, erased, avatar_thumbnail_key
    FROM person_list WHERE id = ${id}`;
  return row ? { ...toSummary(row), avatarThumbnailKey: row.avatar_thumbnail_key } : null;
}

export interface PersonAccessRow extends PersonSummary {
  version: number;
  email: string | null;
}

/** One person with the stream version a form must carry as its expected version. */
export async function personAccess(db: Queryable, id: number): Promise<PersonAccessRow | null> {
  const [row] = await db<(Row & { stream_version: number; email: string | null })[]>`
    SELECT id, first_name, last_name, username, company_code, role, capabilities, active, erased, stream_version, email
    FROM person_list WHERE id = ${id}`;
  return row ? { ...toSummary(row), version: row.stream_version, email: row.email } : null;
}

/** A row of the people lists (HR's, the administrator's, the permission list). */
export interface PersonListEntry extends PersonSummary {
  email: string | null;
  badgeId: number | null;
  /** YYYY-MM-DD */
  hiredAt: string | null;
  /** the avatar's small image; null: none (the list shows initials) */
  avatarThumbnailKey: string | null;
  /** the soonest expiry among the person's live legal documents (YYYY-MM-DD) */
  soonestDocumentExpiry: string | null;
  /** a document expires within the query's days (or has expired): the list marks the person */
  documentExpiring: boolean;
}

export interface PeoplePage {
  rows: PersonListEntry[];
  total: number;
}

/** The columns of each sort, each in the chosen direction, then the id. */
const PEOPLE_SORT: Record<string, string[]> = {
  id: [],
  name: ["last_name", "first_name"],
  company: ["company_code"],
  role: ["role"],
};

export interface PeopleQuery {
  companies: string[];
  search?: string;
  role?: string | null;
  /** true: active people only; false: deactivated ones only; null or absent: both */
  active?: boolean | null;
  page: number;
  size: number;
  /** id, name, company or role (anything else sorts by id) */
  sort: string;
  dir: "asc" | "desc";
  onlyListedInHr?: boolean;
  /** the day the "expiring" mark is counted from (YYYY-MM-DD): the caller's today in Zurich */
  today: string;
  /** default EXPIRING_WITHIN_DAYS */
  expiringWithinDays?: number;
}

interface ListRow extends Row {
  email: string | null;
  badge_id: number | null;
  hired_at: string | null;
  avatar_thumbnail_key: string | null;
  soonest_document_expiry: string | null;
  document_expiring: boolean;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;


/** People of the given companies, searched by name, username, email or badge, optionally active or deactivated only. */
export async function listPeople(db: Queryable, q: PeopleQuery): Promise<PeoplePage> {
  const dir = q.dir === "asc" ? "ASC" : "DESC";
  // why each column: "last_name, first_name DESC" sorted the last names ascending whatever was asked
  const order = [...(PEOPLE_SORT[q.sort] ?? []), "id"].map((c) => `${c} ${dir}`).join(", ");
  // every word, in any order: "Rossi Mario", "Mario Rossi" and "Rossi, Mario" find the same person
  const patterns = searchPatterns(q.search);
  if (!DATE.test(q.today)) throw new Error(`not a date: ${q.today}`);
  const within = Math.max(0, Math.trunc(q.expiringWithinDays ?? EXPIRING_WITHIN_DAYS));
  const where = db`
    company_code = ANY(${q.companies}::text[]) AND NOT erased
    ${patterns.length ? db`AND search LIKE ALL(${db.array(patterns, 25)})` : db``}
    ${q.role ? db`AND role = ${q.role}` : db``}
    ${typeof q.active === "boolean" ? db`AND active = ${q.active}` : db``}
    ${q.onlyListedInHr ? db`AND ('LIST_IN_HR_MODULE' = ANY(capabilities) OR role NOT IN ('CLIENT', 'AUDITOR'))` : db``}`;
  const [rows, [{ n }]] = await Promise.all([
    db<ListRow[]>`
      SELECT id, first_name, last_name, username, company_code, role, capabilities, active, erased,
             email, badge_id, hired_at::text AS hired_at, avatar_thumbnail_key,
             soonest_document_expiry::text AS soonest_document_expiry,
             coalesce(soonest_document_expiry <= ${q.today}::date + ${within}::int, false) AS document_expiring
      FROM person_list WHERE ${where}
      ORDER BY ${db.unsafe(order)}
      LIMIT ${q.size} OFFSET ${(q.page - 1) * q.size}`,
    db<{ n: number }[]>`SELECT count(*)::int AS n FROM person_list WHERE ${where}`,
  ]);
  return {
    rows: rows.map((r) => ({
      ...toSummary(r),
      email: r.email,
      badgeId: r.badge_id,
      hiredAt: r.hired_at,
      avatarThumbnailKey: r.avatar_thumbnail_key,
      soonestDocumentExpiry: r.soonest_document_expiry,
      documentExpiring: r.document_expiring,
    })),
    total: n,
  };
}

/** The stored password hash of a person's local account (null: none, e.g. signs in only through SSO). */
export async function passwordHashOf(db: Queryable, personId: number): Promise<string | null> {
  const [row] = await db<{ password_hash: string | null }[]>`SELECT password_hash FROM accounts WHERE person_id = ${personId}`;
  return row?.password_hash ?? null;
}

/** How many active administrators there are besides `personId`: the fact the last-administrator rule needs. */
export async function activeAdminsOtherThan(db: Queryable, personId: number): Promise<number> {
  const [row] = await db<{ n: number }[]>`
    SELECT count(*)::int AS n FROM person_list WHERE role = 'ADMIN' AND active AND NOT erased AND id <> ${personId}`;
  return row.n;
}

/** People's names by id, as every screen names them; null for an erased or unknown person (the page shows the id). */
export type PeopleNames = Record<string, string | null>;

/**
 * The one lookup of people's names by id (personName: "Last, First"): who recorded, corrected or
 * decided, whom a rule or a history names. Null for an erased or unknown person.
 */
export async function peopleNames(db: Queryable, ids: readonly number[]): Promise<PeopleNames> {
  const wanted = [...new Set(ids.filter((id) => Number.isSafeInteger(id) && id > 0))];
  const out: PeopleNames = Object.fromEntries(wanted.map((id) => [String(id), null]));
  if (wanted.length === 0) return out;
  const rows = await db<{ id: number; first_name: string; last_name: string; erased: boolean }[]>`
    SELECT id, first_name, last_name, erased FROM person_list WHERE id = ANY(${wanted}::bigint[])`;
  for (const r of rows) out[String(r.id)] = r.erased ? null : personNameOf(r) || null;
  return out;
}

export interface PersonOption {
  id: number;
  /** personName */
  name: string;
  username: string | null;
  companyCode: CompanyCode;
}

/**
 * The one query behind every chooser of people (HR recording a request, a list's person filter,
 * the people a working-hours rule names): active people of the given companies, by name
 * (case-insensitive), optionally only those HR lists (LIST_IN_HR_MODULE or a staff role, ADR-0006)
 * or those of some roles, optionally grouped by company first.
 */
export async function personOptions(
  db: Queryable,
  q: { companies: readonly CompanyCode[]; listedInHr?: boolean; roles?: readonly Role[]; byCompany?: boolean },
): Promise<PersonOption[]> {
  if (q.companies.length === 0) return [];
  const rows = await db<{ id: number; first_name: string; last_name: string; username: string | null; company_code: CompanyCode }[]>`
    SELECT id, first_name, last_name, username, company_code FROM person_list
    WHERE company_code = ANY(${[...q.companies]}::text[]) AND active AND NOT erased
      ${q.listedInHr ? db`AND ('LIST_IN_HR_MODULE' = ANY(capabilities) OR role NOT IN ('CLIENT', 'AUDITOR'))` : db``}
      ${q.roles ? db`AND role = ANY(${[...q.roles]}::text[])` : db``}
    ORDER BY ${q.byCompany ? db`company_code,` : db``} lower(last_name), lower(first_name), id`;
  return rows.map((r) => ({ id: Number(r.id), name: personNameOf(r), username: r.username, companyCode: r.company_code }));
}
