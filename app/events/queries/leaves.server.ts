// Reads of the leave_list projection for the person's own leave screens: their requests of a
// year (paged and sorted), one request with its version, and the balance of a year (computed by
// the domain's leaveBalance from the same rows). The person's own
// fields (working hours, holiday days, capabilities) and the festivities come from person_list and
// festivity_list. User input reaches SQL only as parameters, ORDER BY only through a whitelist.
import type { Temporal } from "temporal-polyfill";
import type { Queryable } from "~/db.server";
import type { Capability, Role } from "~/domain/access/permissions";
import type { CompanyCode } from "~/domain/company/companies";
import { leaveBalance, type LeaveBalance } from "~/domain/leave/balance";
import type { LeaveState } from "~/domain/leave/decider";
import type { LeaveDetails } from "~/domain/leave/events";
import type { OtherLeave } from "~/domain/leave/overlap";
import { HALF_DAY_MARK, yearsCovered } from "~/domain/leave/period";
import type { LeaveStatus, LeaveTypeCode } from "~/domain/leave/types";
import type { WorkingHoursPerson } from "~/domain/leave/working-hours";
import { parseDate } from "~/domain/shared/zurich-time";

/** The columns the person's list may be sorted by (the ids of its table columns). */
export const LEAVE_SORTS = ["startDate", "endDate", "type", "status", "requestedAt"] as const;
export type LeaveSort = (typeof LEAVE_SORTS)[number];

export interface LeaveRow {
  id: number;
  personId: number;
  leaveType: LeaveTypeCode;
  status: LeaveStatus;
  details: LeaveDetails;
  description: string;
  requestedAt: Date;
  requestedBy: number;
  editedAt: Date | null;
  decidedAt: Date | null;
  decidedBy: number | null;
  withdrawnAt: Date | null;
  /** the first of two approvals while the request waits for the second ("1 of 2", ADR-0139); null otherwise */
  firstApprovedBy: number | null;
  firstApprovedAt: Date | null;
  /** the stream's version: the expected version of a form acting on it */
  version: number;
}

interface DbRow {
  id: number;
  person_id: number;
  leave_type: number;
  status: LeaveStatus;
  details: LeaveDetails;
  description: string;
  requested_at: Date;
  requested_by: number;
  edited_at: Date | null;
  decided_at: Date | null;
  decided_by: number | null;
  withdrawn_at: Date | null;
  first_approved_by: number | null;
  first_approved_at: Date | null;
  stream_version: number;
}

// a request waiting for its second approval has a first_approval row (ADR-0139)
const COLUMNS = `id, person_id, leave_type, status, details, description, requested_at, requested_by, edited_at, decided_at, decided_by, withdrawn_at, stream_version,
  (SELECT fa.approved_by FROM first_approval fa WHERE fa.kind = 'leave' AND fa.request_id = leave_list.id) AS first_approved_by,
  (SELECT fa.approved_at FROM first_approval fa WHERE fa.kind = 'leave' AND fa.request_id = leave_list.id) AS first_approved_at`;

const toRow = (r: DbRow): LeaveRow => ({
  id: Number(r.id),
  personId: Number(r.person_id),
  leaveType: r.leave_type as LeaveTypeCode,
  status: r.status,
  details: r.details,
  description: r.description,
  requestedAt: r.requested_at,
  requestedBy: Number(r.requested_by),
  editedAt: r.edited_at,
  decidedAt: r.decided_at,
  decidedBy: r.decided_by === null ? null : Number(r.decided_by),
  withdrawnAt: r.withdrawn_at,
  firstApprovedBy: r.first_approved_by === null ? null : Number(r.first_approved_by),
  firstApprovedAt: r.first_approved_at,
  version: Number(r.stream_version),
});

function orderBy(db: Queryable, sort: LeaveSort, dir: "asc" | "desc") {
  const d = dir === "asc" ? db`ASC` : db`DESC`;
  // the id breaks ties, so pages never repeat or skip a row
  switch (sort) {
    case "endDate":
      return db`end_at ${d}, id ${d}`;
    case "type":
      return db`leave_type ${d}, start_at ${d}, id ${d}`;
    case "status":
      return db`status ${d}, start_at ${d}, id ${d}`;
    case "requestedAt":
      return db`requested_at ${d}, id ${d}`;
    case "startDate":
    default:
      return db`start_at ${d}, id ${d}`;
  }
}

const yearWhere = (db: Queryable, personId: number, year: number) =>
  db`person_id = ${personId} AND start_date <= ${`${year}-12-31`}::date AND end_date >= ${`${year}-01-01`}::date`;

/** The person's requests that touch the year, a page of them in the asked order, and how many there are. */
export async function listLeavesOfPerson(
  db: Queryable,
  q: { personId: number; year: number; sort: LeaveSort; dir: "asc" | "desc" },
  page: { limit: number; offset: number },
): Promise<{ rows: LeaveRow[]; total: number }> {
  const [rows, [{ n }]] = await Promise.all([
    db<DbRow[]>`
      SELECT ${db.unsafe(COLUMNS)} FROM leave_list WHERE ${yearWhere(db, q.personId, q.year)}
      ORDER BY ${orderBy(db, q.sort, q.dir)}
      LIMIT ${Math.max(0, Math.trunc(page.limit))} OFFSET ${Math.max(0, Math.trunc(page.offset))}`,
    db<{ n: number }[]>`SELECT count(*)::int AS n FROM leave_list WHERE ${yearWhere(db, q.personId, q.year)}`,
  ]);
  return { rows: rows.map(toRow), total: n };
}

/** One request with its version; null for an unknown or malformed id. */
export async function leaveById(db: Queryable, id: number): Promise<LeaveRow | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const [r] = await db<DbRow[]>`SELECT ${db.unsafe(COLUMNS)} FROM leave_list WHERE id = ${id}`;
  return r ? toRow(r) : null;
}

/** What the leave rules need to know about the person the leave is about. */
export interface LeavePerson {
  personId: number;
  companyCode: CompanyCode;
  role: Role | null;
  capabilities: Capability[];
  holidaysCount: number | null;
  /** the person's own winter and summer hours (the working-hours rules do not exist yet) */
  workingHours: WorkingHoursPerson;
}

export async function leavePersonOf(db: Queryable, personId: number): Promise<LeavePerson | null> {
  const [r] = await db<
    { id: number; company_code: CompanyCode; role: Role | null; capabilities: Capability[] | null; holidays_count: number | null; winter_start: string | null; winter_end: string | null; summer_start: string | null; summer_end: string | null }[]
  >`SELECT id, company_code, role, capabilities, holidays_count, winter_start, winter_end, summer_start, summer_end FROM person_list WHERE id = ${personId}`;
  if (!r) return null;
  return {
    personId: Number(r.id),
    companyCode: r.company_code,
    role: r.role,
    capabilities: r.capabilities ?? [],
    holidaysCount: r.holidays_count,
    workingHours: { personId: Number(r.id), winterStart: r.winter_start, winterEnd: r.winter_end, summerStart: r.summer_start, summerEnd: r.summer_end },
  };
}

/** The festivities of a company in a year (company_code null: every company's), as date ranges. */
export async function festivitiesOf(db: Queryable, companyCode: string, year: number): Promise<{ startDate: string; endDate: string; halfDay: boolean }[]> {
  const rows = await db<{ start_date: string; end_date: string; half_day: boolean }[]>`
    SELECT start_date::text AS start_date, end_date::text AS end_date, half_day FROM festivity_list
    WHERE NOT removed AND (company_code IS NULL OR company_code = ${companyCode})
      AND start_date <= ${`${year}-12-31`}::date AND end_date >= ${`${year}-01-01`}::date
    ORDER BY start_date`;
  return rows.map((r) => ({ startDate: r.start_date, endDate: r.end_date, halfDay: r.half_day }));
}

/** The festivity dates of a company (and of every company) from `from` to `to`, inclusive, YYYY-MM-DD (a half day's with HALF_DAY_MARK, ADR-0062). */
export async function festivityDaysBetween(db: Queryable, companyCode: string, from: string, to: string): Promise<string[]> {
  if (!parseDate(from) || !parseDate(to) || from > to) return [];
  // why the days from SQL: walking each festivity day by day with Temporal costs more than the query
  const rows = await db<{ day: string }[]>`
    SELECT DISTINCT d::date::text || CASE WHEN f.half_day THEN ${HALF_DAY_MARK} ELSE '' END AS day
    FROM festivity_list f,
         generate_series(greatest(f.start_date, ${from}::date), least(f.end_date, ${to}::date), interval '1 day') AS d
    WHERE NOT f.removed AND (f.company_code IS NULL OR f.company_code = ${companyCode})
      AND f.start_date <= ${to}::date AND f.end_date >= ${from}::date
    ORDER BY day`;
  return rows.map((r) => r.day);
}

/**
 * The festivity dates a company's requests need to count their duration: every day of every year
 * they touch (a request across New Year needs both years', see yearsCovered), as a set.
 */
export async function festivityDaysFor(db: Queryable, companyCode: string, periods: ReadonlyArray<Pick<LeaveDetails, "startDate" | "endDate">>): Promise<Set<string>> {
  const years = yearsCovered(periods);
  if (years.length === 0) return new Set();
  return new Set(await festivityDaysBetween(db, companyCode, `${years[0]}-01-01`, `${years[years.length - 1]}-12-31`));
}

/** The person's requests that still count (pending or approved), other than `except`: what a new period must not overlap. */
export async function otherLeavesOf(db: Queryable, personId: number, except: number | null = null): Promise<OtherLeave[]> {
  const rows = await db<{ id: number; status: "PENDING" | "APPROVED"; details: LeaveDetails }[]>`
    SELECT id, status, details FROM leave_list
    WHERE person_id = ${personId} AND status IN ('PENDING', 'APPROVED') AND id <> ${except ?? 0}
    ORDER BY start_at, id`;
  return rows.map((r) => ({
    leaveId: Number(r.id),
    status: r.status,
    period: { shape: r.details.shape, startAt: r.details.startAt, endAt: r.details.endAt, startDate: r.details.startDate, endDate: r.details.endDate },
  }));
}

/** A row as the minimal state leaveBalance folds (status, details and who decided). */
function balanceStateOf(r: LeaveRow): LeaveState {
  return {
    leaveId: r.id,
    personId: r.personId,
    status: r.status,
    details: r.details,
    personal: null,
    requestedAt: r.requestedAt.toISOString(),
    requestedBy: r.requestedBy,
    editedAt: r.editedAt?.toISOString() ?? null,
    editedBy: null,
    decidedAt: r.decidedAt?.toISOString() ?? null,
    decidedBy: r.decidedBy,
    // not a column: who a decision was taken for is read from delegated_decision (ADR-0088)
    decidedFor: null,
    // not a column: a first approval waiting for its second is read from first_approval (ADR-0139)
    firstApproval: null,
    withdrawnAt: r.withdrawnAt?.toISOString() ?? null,
    withdrawnBy: null,
  };
}

/**
 * The person's balance for the year of `at` (the caller's today in Zurich, or a day of the year
 * asked for): their requests touching that year, their holiday days and their company's
 * festivities, counted by the domain.
 */
export async function leaveBalanceOf(db: Queryable, personId: number, at: Temporal.PlainDate): Promise<LeaveBalance | null> {
  const person = await leavePersonOf(db, personId);
  if (!person) return null;
  const year = at.year;
  const rows = await db<DbRow[]>`SELECT ${db.unsafe(COLUMNS)} FROM leave_list WHERE ${yearWhere(db, personId, year)} ORDER BY start_at, id`;
  // the festivities of every year the requests touch: a line tells its whole request's duration too
  const festivities = await festivityDaysFor(db, person.companyCode, [{ startDate: `${year}-01-01`, endDate: `${year}-12-31` }, ...rows.map((r) => r.details)]);
  return leaveBalance({
    year,
    at: at.toString(),
    holidaysCount: person.holidaysCount,
    requests: rows.map((r) => balanceStateOf(toRow(r))),
    festivities: [...festivities],
  });
}

/**
 * The leave balances of many people at one date, in three queries whatever their number (the payroll
 * export's holiday columns): their person rows, their requests touching the year, and the
 * festivities of each company once. Each equals `leaveBalanceOf` of the person (a test holds it).
 */
export async function leaveBalancesOf(db: Queryable, personIds: readonly number[], at: Temporal.PlainDate): Promise<Map<number, LeaveBalance>> {
  const out = new Map<number, LeaveBalance>();
  const ids = [...new Set(personIds)];
  if (ids.length === 0) return out;
  const year = at.year;
  const [people, rows] = await Promise.all([
    db<{ id: number; company_code: CompanyCode; holidays_count: number | null }[]>`SELECT id, company_code, holidays_count FROM person_list WHERE id = ANY(${ids}::int[])`,
    db<DbRow[]>`
      SELECT ${db.unsafe(COLUMNS)} FROM leave_list
      WHERE person_id = ANY(${ids}::int[]) AND start_date <= ${`${year}-12-31`}::date AND end_date >= ${`${year}-01-01`}::date
      ORDER BY start_at, id`,
  ]);
  const byPerson = new Map<number, DbRow[]>();
  for (const r of rows) {
    const list = byPerson.get(Number(r.person_id)) ?? [];
    list.push(r);
    byPerson.set(Number(r.person_id), list);
  }
  const companies = [...new Set(people.map((p) => p.company_code))];
  const festivities = new Map(
    await Promise.all(
      companies.map(async (c) => {
        const periods = [{ startDate: `${year}-01-01`, endDate: `${year}-12-31` }, ...people.filter((p) => p.company_code === c).flatMap((p) => (byPerson.get(Number(p.id)) ?? []).map((r) => r.details))];
        return [c, [...(await festivityDaysFor(db, c, periods))]] as const;
      }),
    ),
  );
  for (const p of people) {
    const own = byPerson.get(Number(p.id)) ?? [];
    out.set(
      Number(p.id),
      leaveBalance({ year, at: at.toString(), holidaysCount: p.holidays_count, requests: own.map((r) => balanceStateOf(toRow(r))), festivities: festivities.get(p.company_code) ?? [] }),
    );
  }
  return out;
}
