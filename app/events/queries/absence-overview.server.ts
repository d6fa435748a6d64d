// The team absence overview (/app/hr/absences, issue 38): the people of the user's companies (or of
// one site's team), their pending and approved leave and their companies' festivities over a period.
// Reads person_list, site_team, leave_list and festivity_list only; user input reaches SQL only as
// parameters.
import type { Queryable } from "~/db.server";
import type { CompanyCode } from "~/domain/company/companies";
import type { LeaveTypeCode } from "~/domain/leave/types";
import { personNameOf } from "~/domain/person/name";

export interface OverviewPerson {
  id: number;
  name: string;
  companyCode: CompanyCode;
}

export interface OverviewLeave {
  id: number;
  personId: number;
  leaveType: LeaveTypeCode;
  status: "PENDING" | "APPROVED";
  shape: string;
  startDate: string;
  endDate: string;
}

export interface OverviewFestivity {
  title: string;
  companyCode: CompanyCode | null;
  startDate: string;
  endDate: string;
  halfDay: boolean;
}

/** The active people of the companies, by name; with a site, only that site's team. */
export async function overviewPeople(db: Queryable, companies: readonly CompanyCode[], siteId: number | null): Promise<OverviewPerson[]> {
  const rows = await db<{ id: number; first_name: string; last_name: string; company_code: CompanyCode }[]>`
    SELECT p.id, p.first_name, p.last_name, p.company_code FROM person_list p
    WHERE p.company_code = ANY(${companies as CompanyCode[]}::text[]) AND p.active AND NOT p.erased
      ${siteId !== null ? db`AND EXISTS (SELECT 1 FROM site_team t WHERE t.person_id = p.id AND t.site_id = ${siteId} AND NOT t.removed)` : db``}
    ORDER BY p.last_name, p.first_name, p.id
    LIMIT 500`;
  return rows.map((r) => ({ id: Number(r.id), name: personNameOf(r), companyCode: r.company_code }));
}

/** The pending and approved requests of these people that touch the period (Zurich dates, inclusive). */
export async function overviewLeaves(db: Queryable, personIds: readonly number[], from: string, to: string): Promise<OverviewLeave[]> {
  if (personIds.length === 0) return [];
  const rows = await db<{ id: number; person_id: number; leave_type: number; status: "PENDING" | "APPROVED"; shape: string; start_date: string; end_date: string }[]>`
    SELECT id, person_id, leave_type, status, shape, start_date::text AS start_date, end_date::text AS end_date FROM leave_list
    WHERE person_id = ANY(${personIds as number[]}::bigint[]) AND status IN ('PENDING', 'APPROVED')
      AND start_date <= ${to}::date AND end_date >= ${from}::date
    ORDER BY start_date, id`;
  return rows.map((r) => ({
    id: Number(r.id),
    personId: Number(r.person_id),
    leaveType: r.leave_type as LeaveTypeCode,
    status: r.status,
    shape: r.shape,
    startDate: r.start_date,
    endDate: r.end_date,
  }));
}

/** The festivities of these companies (and of every company) that touch the period. */
export async function overviewFestivities(db: Queryable, companies: readonly CompanyCode[], from: string, to: string): Promise<OverviewFestivity[]> {
  const rows = await db<{ title: string; company_code: CompanyCode | null; start_date: string; end_date: string; half_day: boolean }[]>`
    SELECT title, company_code, start_date::text AS start_date, end_date::text AS end_date, half_day FROM festivity_list
    WHERE NOT removed AND (company_code IS NULL OR company_code = ANY(${companies as CompanyCode[]}::text[]))
      AND start_date <= ${to}::date AND end_date >= ${from}::date
    ORDER BY start_date`;
  return rows.map((r) => ({ title: r.title, companyCode: r.company_code, startDate: r.start_date, endDate: r.end_date, halfDay: r.half_day }));
}

/** The sites of these companies that have a team, for the overview's site filter. */
export async function overviewSites(db: Queryable, companies: readonly CompanyCode[]): Promise<{ id: number; title: string }[]> {
  const rows = await db<{ id: number; title: string }[]>`
    SELECT s.id, s.title FROM site_list s
    WHERE s.company_code = ANY(${companies as CompanyCode[]}::text[])
      AND EXISTS (SELECT 1 FROM site_team t WHERE t.site_id = s.id AND NOT t.removed)
    ORDER BY s.title, s.id`;
  return rows.map((r) => ({ id: Number(r.id), title: r.title }));
}

/** A site's checklists (not removed) by status: open (PENDING), approved and rejected. */
export async function siteChecklistStatuses(db: Queryable, siteId: number): Promise<{ open: number; approved: number; rejected: number }> {
  const [r] = await db<{ open: number; approved: number; rejected: number }[]>`
    SELECT count(*) FILTER (WHERE status = 'PENDING')::int AS open,
           count(*) FILTER (WHERE status = 'APPROVED')::int AS approved,
           count(*) FILTER (WHERE status = 'REJECTED')::int AS rejected
    FROM checklist_list WHERE ${siteId}::bigint = ANY(site_ids) AND NOT removed`;
  return r;
}
