// What HR's dashboard (/app/hr, issue 38) counts, for the people of the user's companies: requests
// waiting for a decision by kind, who is away today and this week, tools kept past their return date,
// legal documents expired or expiring, and the stamps of the month (worked hours against the target,
// ADR-0130). Reads the lists' projections only; every query is limited to the companies given.
import { Temporal } from "temporal-polyfill";
import type { Queryable } from "~/db.server";
import type { Capability, Role } from "~/domain/access/permissions";
import type { CompanyCode } from "~/domain/company/companies";
import { TIME_ZONE } from "~/domain/shared/format";
import type { StampInput } from "~/domain/stamping/totals";
import type { StampKind, StampStatus } from "~/domain/stamping/types";
import { personNameOf } from "~/domain/person/name";

export interface PendingCounts {
  leave: number;
  expense: number;
  stamp: number;
  tool: number;
}

/** Requests waiting for a decision, by kind, of people of these companies. */
export async function pendingCounts(db: Queryable, companies: readonly CompanyCode[]): Promise<PendingCounts> {
  const c = companies as CompanyCode[];
  const [r] = await db<PendingCounts[]>`
    SELECT
      (SELECT count(*)::int FROM leave_list l JOIN person_list p ON p.id = l.person_id WHERE l.status = 'PENDING' AND p.company_code = ANY(${c}::text[])) AS leave,
      (SELECT count(*)::int FROM expense_list e JOIN person_list p ON p.id = e.person_id WHERE e.status = 'PENDING' AND p.company_code = ANY(${c}::text[])) AS expense,
      (SELECT count(*)::int FROM stamp_list s JOIN person_list p ON p.id = s.person_id WHERE s.status = 'PROPOSED' AND p.company_code = ANY(${c}::text[])) AS stamp,
      (SELECT count(*)::int FROM tool_request r JOIN person_list p ON p.id = r.person_id WHERE r.status = 'PENDING' AND p.company_code = ANY(${c}::text[])) AS tool`;
  return r;
}

export interface AbsentPerson {
  personId: number;
  name: string;
  status: "PENDING" | "APPROVED";
}

/** The people with approved (and, apart, pending) leave touching `from`–`to`, by name; each person once per status. */
export async function absentPeople(db: Queryable, companies: readonly CompanyCode[], from: string, to: string): Promise<AbsentPerson[]> {
  const rows = await db<{ person_id: number; first_name: string; last_name: string; status: "PENDING" | "APPROVED" }[]>`
    SELECT DISTINCT l.person_id, p.first_name, p.last_name, l.status FROM leave_list l JOIN person_list p ON p.id = l.person_id
    WHERE p.company_code = ANY(${companies as CompanyCode[]}::text[]) AND NOT p.erased AND l.status IN ('PENDING', 'APPROVED')
      AND l.start_date <= ${to}::date AND l.end_date >= ${from}::date
    ORDER BY p.last_name, p.first_name, l.person_id`;
  return rows.map((r) => ({ personId: Number(r.person_id), name: personNameOf(r), status: r.status }));
}

/** Tools still held after their assignment's last day, of people of these companies. */
export async function overdueToolCount(db: Queryable, companies: readonly CompanyCode[], today: string): Promise<number> {
  const [r] = await db<{ n: number }[]>`
    SELECT count(*)::int AS n FROM tool_assignment a JOIN person_list p ON p.id = a.person_id
    WHERE a.returned_at IS NULL AND a.end_date < ${today}::date AND p.company_code = ANY(${companies as CompanyCode[]}::text[])`;
  return r.n;
}

/** Legal documents (not removed) expired or expiring by `until`, of people of these companies. */
export async function expiringDocuments(db: Queryable, companies: readonly CompanyCode[], today: string, until: string): Promise<{ expired: number; expiring: number }> {
  const [r] = await db<{ expired: number; expiring: number }[]>`
    SELECT count(*) FILTER (WHERE d.expires_at < ${today}::date)::int AS expired,
           count(*) FILTER (WHERE d.expires_at >= ${today}::date AND d.expires_at <= ${until}::date)::int AS expiring
    FROM legal_document_list d JOIN person_list p ON p.id = d.person_id
    WHERE d.removed_at IS NULL AND NOT d.erased AND NOT p.erased AND d.expires_at IS NOT NULL AND d.expires_at <= ${until}::date
      AND p.company_code = ANY(${companies as CompanyCode[]}::text[])`;
  return r;
}

export interface StaffMember {
  id: number;
  name: string;
  principal: { personId: number; role: Role | null; capabilities: Capability[]; companyCode: CompanyCode; active: boolean };
}

/** The active people of these companies, with what their rights are computed from. */
export async function activeStaff(db: Queryable, companies: readonly CompanyCode[]): Promise<StaffMember[]> {
  const rows = await db<{ id: number; first_name: string; last_name: string; role: Role | null; capabilities: Capability[] | null; company_code: CompanyCode }[]>`
    SELECT id, first_name, last_name, role, capabilities, company_code FROM person_list
    WHERE company_code = ANY(${companies as CompanyCode[]}::text[]) AND active AND NOT erased
    ORDER BY last_name, first_name, id`;
  return rows.map((r) => ({
    id: Number(r.id),
    name: personNameOf(r),
    principal: { personId: Number(r.id), role: r.role, capabilities: r.capabilities ?? [], companyCode: r.company_code, active: true },
  }));
}

/** Every stamp record of these people from a day before `from` to a day after `to` (the totals pair across midnight), by person. */
export async function stampsOfPeople(db: Queryable, personIds: readonly number[], from: string, to: string): Promise<Map<number, StampInput[]>> {
  const out = new Map<number, StampInput[]>();
  if (personIds.length === 0) return out;
  const midnight = (d: Temporal.PlainDate) => d.toZonedDateTime({ timeZone: TIME_ZONE }).toInstant().toString();
  const start = midnight(Temporal.PlainDate.from(from).subtract({ days: 1 }));
  const end = midnight(Temporal.PlainDate.from(to).add({ days: 2 }));
  const rows = await db<{ id: number; person_id: number; kind: StampKind; status: StampStatus; stamped_at: Date }[]>`
    SELECT id, person_id, kind, status, stamped_at FROM stamp_list
    WHERE person_id = ANY(${personIds as number[]}::bigint[]) AND stamped_at >= ${start}::timestamptz AND stamped_at < ${end}::timestamptz
    ORDER BY person_id, stamped_at, id`;
  for (const r of rows) {
    const id = Number(r.person_id);
    const list = out.get(id) ?? [];
    list.push({ id: Number(r.id), kind: r.kind, status: r.status, stampedAt: r.stamped_at.toISOString() });
    out.set(id, list);
  }
  return out;
}
