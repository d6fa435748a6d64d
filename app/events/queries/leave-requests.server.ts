// HR's list of leave requests (/app/hr/leave-requests): the leave_list projection joined with
// person_list for the person's name and company, limited to the companies the user may see, with
// the list's filters (status, company, person, period; parsed from the URL by
// app/http/list-requests.server.ts). User input reaches SQL only as parameters, ORDER BY only
// through a whitelist.
import type { Actor } from "~/domain/access/actor";
import type { Queryable } from "~/db.server";
import type { CompanyCode } from "~/domain/company/companies";
import type { LeaveDetails } from "~/domain/leave/events";
import { HALF_DAY_MARK } from "~/domain/leave/period";
import type { LeaveStatus, LeaveTypeCode } from "~/domain/leave/types";
import type { ListParams } from "~/domain/shared/list-params";
import { hrCompaniesOf } from "./hr-people.server";
import { personNameOf } from "~/domain/person/name";

export const LEAVE_REQUEST_SORTS = ["id", "person", "startDate", "status", "requestedAt"] as const;
export type LeaveRequestSort = (typeof LEAVE_REQUEST_SORTS)[number];
export type LeaveRequestFilter = "status" | "company";

/** The list's parameters, from its URL (leaveRequestQueryOf in app/http/list-requests.server.ts). */
export interface LeaveRequestQuery {
  params: ListParams<LeaveRequestSort, LeaveRequestFilter>;
  companies: CompanyCode[];
  personId: number | null;
  /** Zurich dates, inclusive: requests that touch the period */
  from: string | null;
  to: string | null;
}

export interface LeaveRequestRow {
  id: number;
  personId: number;
  personName: string;
  companyCode: CompanyCode;
  leaveType: LeaveTypeCode;
  status: LeaveStatus;
  details: LeaveDetails;
  requestedAt: Date;
  requestedBy: number;
  decidedAt: Date | null;
  decidedBy: number | null;
  withdrawnAt: Date | null;
  /** the first of two approvals while the request waits for the second ("1 of 2", ADR-0139); null otherwise */
  firstApprovedBy: number | null;
  firstApprovedAt: Date | null;
  version: number;
}

interface DbRow {
  id: number;
  person_id: number;
  first_name: string;
  last_name: string;
  erased: boolean;
  company_code: CompanyCode;
  leave_type: number;
  status: LeaveStatus;
  details: LeaveDetails;
  requested_at: Date;
  requested_by: number;
  decided_at: Date | null;
  decided_by: number | null;
  withdrawn_at: Date | null;
  first_approved_by: number | null;
  first_approved_at: Date | null;
  stream_version: number;
}

const toRow = (r: DbRow): LeaveRequestRow => ({
  id: Number(r.id),
  personId: Number(r.person_id),
  personName: r.erased ? "" : personNameOf(r),
  companyCode: r.company_code,
  leaveType: r.leave_type as LeaveTypeCode,
  status: r.status,
  details: r.details,
  requestedAt: r.requested_at,
  requestedBy: Number(r.requested_by),
  decidedAt: r.decided_at,
  decidedBy: r.decided_by === null ? null : Number(r.decided_by),
  withdrawnAt: r.withdrawn_at,
  firstApprovedBy: r.first_approved_by === null ? null : Number(r.first_approved_by),
  firstApprovedAt: r.first_approved_at,
  version: Number(r.stream_version),
});

const COLUMNS = `l.id, l.person_id, p.first_name, p.last_name, p.erased, p.company_code, l.leave_type, l.status, l.details,
  l.requested_at, l.requested_by, l.decided_at, l.decided_by, l.withdrawn_at, l.stream_version,
  fa.approved_by AS first_approved_by, fa.approved_at AS first_approved_at`;
// a request waiting for its second approval has a first_approval row (ADR-0139)
const FIRST = "LEFT JOIN first_approval fa ON fa.kind = 'leave' AND fa.request_id = l.id";

function orderBy(db: Queryable, sort: LeaveRequestSort, dir: "asc" | "desc") {
  const d = dir === "asc" ? db`ASC` : db`DESC`;
  // the id breaks ties, so pages never repeat or skip a row
  switch (sort) {
    case "person":
      return db`p.last_name ${d}, p.first_name ${d}, l.id ${d}`;
    case "startDate":
      return db`l.start_at ${d}, l.id ${d}`;
    case "status":
      return db`l.status ${d}, l.start_at ${d}, l.id ${d}`;
    case "requestedAt":
      return db`l.requested_at ${d}, l.id ${d}`;
    case "id":
    default:
      return db`l.id ${d}`;
  }
}

function where(db: Queryable, q: LeaveRequestQuery) {
  return db`
    p.company_code = ANY(${q.companies}::text[])
    ${q.params.filters.status ? db`AND l.status = ${q.params.filters.status}` : db``}
    ${q.personId !== null ? db`AND l.person_id = ${q.personId}` : db``}
    ${q.from ? db`AND l.end_date >= ${q.from}::date` : db``}
    ${q.to ? db`AND l.start_date <= ${q.to}::date` : db``}`;
}

/** A page of the requests the user may see, in the asked order, and how many match. */
export async function listLeaveRequests(db: Queryable, q: LeaveRequestQuery, page: { limit: number; offset: number }): Promise<{ rows: LeaveRequestRow[]; total: number }> {
  const [rows, [{ n }]] = await Promise.all([
    db<DbRow[]>`
      SELECT ${db.unsafe(COLUMNS)} FROM leave_list l JOIN person_list p ON p.id = l.person_id ${db.unsafe(FIRST)}
      WHERE ${where(db, q)}
      ORDER BY ${orderBy(db, q.params.sort, q.params.dir)}
      LIMIT ${Math.max(0, Math.trunc(page.limit))} OFFSET ${Math.max(0, Math.trunc(page.offset))}`,
    db<{ n: number }[]>`SELECT count(*)::int AS n FROM leave_list l JOIN person_list p ON p.id = l.person_id WHERE ${where(db, q)}`,
  ]);
  return { rows: rows.map(toRow), total: n };
}

/** Some requests by id, each with its person, limited to the user's companies (the others are left out). */
export async function leaveRequestsByIds(db: Queryable, user: Pick<Actor, "principal" | "access">, ids: readonly number[]): Promise<LeaveRequestRow[]> {
  const wanted = [...new Set(ids.filter((id) => Number.isSafeInteger(id) && id > 0))];
  if (wanted.length === 0) return [];
  const rows = await db<DbRow[]>`
    SELECT ${db.unsafe(COLUMNS)} FROM leave_list l JOIN person_list p ON p.id = l.person_id ${db.unsafe(FIRST)}
    WHERE l.id = ANY(${wanted}::bigint[]) AND p.company_code = ANY(${hrCompaniesOf(user)}::text[])`;
  return rows.map(toRow);
}

/**
 * The festivity dates of some companies over some years, by company (a festivity without a
 * company applies to all), so a page of requests from several companies counts each one's days.
 */
export async function festivityDatesByCompany(db: Queryable, companies: readonly CompanyCode[], years: readonly number[]): Promise<Map<CompanyCode, Set<string>>> {
  const out = new Map<CompanyCode, Set<string>>(companies.map((c) => [c, new Set<string>()]));
  if (companies.length === 0 || years.length === 0) return out;
  const from = `${Math.min(...years)}-01-01`;
  const to = `${Math.max(...years)}-12-31`;
  // why the days from SQL: walking each festivity day by day with Temporal cost ~2 ms a page
  const rows = await db<{ company_code: CompanyCode | null; day: string }[]>`
    SELECT f.company_code, d::date::text || CASE WHEN f.half_day THEN ${HALF_DAY_MARK} ELSE '' END AS day
    FROM festivity_list f,
         generate_series(greatest(f.start_date, ${from}::date), least(f.end_date, ${to}::date), interval '1 day') AS d
    WHERE NOT f.removed AND (f.company_code IS NULL OR f.company_code = ANY(${[...companies]}::text[]))
      AND f.start_date <= ${to}::date AND f.end_date >= ${from}::date`;
  for (const r of rows) {
    for (const c of r.company_code === null ? companies : [r.company_code]) out.get(c)?.add(r.day);
  }
  return out;
}
