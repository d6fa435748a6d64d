// Reads of the person_list projection.
import type { Queryable } from "~/db.server";
import type { Capability, Role } from "~/domain/access/permissions";
import type { CompanyCode } from "~/domain/company/companies";

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

export async function personById(db: Queryable, id: number): Promise<PersonSummary | null> {
  const [row] = await db<Row[]>`
    SELECT id, first_name, last_name, username, company_code, role, capabilities, active, erased
    FROM person_list WHERE id = ${id}`;
  return row ? toSummary(row) : null;
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

export interface PeoplePage {
  rows: PersonSummary[];
  total: number;
}

const PEOPLE_SORT: Record<string, string> = {
  id: "id",
  name: "last_name, first_name",
  company: "company_code",
  role: "role",
};

/** People of the given companies, searched by name, username, email or badge. */
export async function listPeople(
  db: Queryable,
  q: { companies: string[]; search?: string; role?: string | null; page: number; size: number; sort: string; dir: "asc" | "desc"; onlyListedInHr?: boolean },
): Promise<PeoplePage> {
  const order = PEOPLE_SORT[q.sort] ?? "id";
  const dir = q.dir === "asc" ? "ASC" : "DESC";
  const search = q.search?.trim().toLowerCase() ?? "";
  const where = db`
    company_code = ANY(${q.companies}::text[]) AND NOT erased
    ${search ? db`AND search LIKE ${"%" + search.replace(/[%_\\]/g, (m) => "\\" + m) + "%"}` : db``}
    ${q.role ? db`AND role = ${q.role}` : db``}
    ${q.onlyListedInHr ? db`AND ('LIST_IN_HR_MODULE' = ANY(capabilities) OR role NOT IN ('CLIENT', 'AUDITOR'))` : db``}`;
  const [rows, [{ n }]] = await Promise.all([
    db<Row[]>`
      SELECT id, first_name, last_name, username, company_code, role, capabilities, active, erased
      FROM person_list WHERE ${where}
      ORDER BY ${db.unsafe(order)} ${db.unsafe(dir)}, id ${db.unsafe(dir)}
      LIMIT ${q.size} OFFSET ${(q.page - 1) * q.size}`,
    db<{ n: number }[]>`SELECT count(*)::int AS n FROM person_list WHERE ${where}`,
  ]);
  return { rows: rows.map(toSummary), total: n };
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
