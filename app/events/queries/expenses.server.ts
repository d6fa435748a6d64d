// Reads of the expense_list projection: the person's own list (by month, paged and sorted), HR's
// approvals list (company-scoped, filtered), one expense with its version, and the approved
// expenses of a month for the report. The lists' parameters are parsed from the URL in
// app/http/list-requests.server.ts. The person's name and company come from person_list, the
// site's title from site_list. User input reaches SQL only as parameters, ORDER BY only through a
// whitelist.
import { Temporal } from "temporal-polyfill";
import type { Queryable, Sql } from "~/db.server";
import type { Role } from "~/domain/access/permissions";
import type { CompanyCode } from "~/domain/company/companies";
import type { ChangedChf, ReceiptRef } from "~/domain/expense/events";
import { personNameOf } from "~/domain/person/name";
import { personOptions, type PersonOption } from "./people.server";
import { CLAIMING_ROLES, type Currency, type EquipmentFlag, type ExpenseStatus, type Unit } from "~/domain/expense/types";
import { dateText, type ExpenseListRow } from "../projections/expense-list.server";
import { searchPatterns } from "./sites.server";

/** The page size of expense lists (spec: 20 for leave, expense and checklist lists). */
export const EXPENSE_PAGE_SIZE = 20;

export const OWN_EXPENSE_SORTS = ["date", "amount", "status", "submittedAt", "site"] as const;
export type OwnExpenseSort = (typeof OWN_EXPENSE_SORTS)[number];
export const HR_EXPENSE_SORTS = ["date", "amount", "status", "submittedAt", "person"] as const;
export type HrExpenseSort = (typeof HR_EXPENSE_SORTS)[number];

export interface ExpenseRow {
  id: number;
  personId: number;
  personName: string;
  companyCode: CompanyCode;
  status: ExpenseStatus;
  reason: string;
  place: string;
  /** cents of `currency` */
  amount: number;
  currency: Currency;
  changedChf: ChangedChf | null;
  /** thousandths of `unit` */
  quantity: number;
  unit: Unit;
  siteId: number;
  siteTitle: string;
  siteQuickcomId: string;
  /** the site's company (null: the site is unknown to the list) */
  siteCompanyCode: CompanyCode | null;
  /** YYYY-MM-DD */
  date: string;
  isEquipment: EquipmentFlag;
  receipt: ReceiptRef;
  account: string | null;
  submittedAt: Date;
  submittedBy: number;
  editedAt: Date | null;
  decidedAt: Date | null;
  decidedBy: number | null;
  decidedByName: string | null;
  withdrawnAt: Date | null;
  /** waiting for its second approval ("1 of 2", ADR-0139): who gave the first; null otherwise */
  firstApprovedBy: number | null;
  /** the stream's version: the expected version of a form acting on it */
  version: number;
  /** the position of the last event the row reflects */
  lastPosition: number;
}

/** The columns read: the projection's row (instants as Dates), the person's and the decider's names, the site, the first approval. */
type DbRow = Pick<
  ExpenseListRow,
  "id" | "person_id" | "status" | "reason" | "place" | "amount" | "currency" | "changed_chf" | "changed_chf_by" | "quantity" | "unit" | "site_id" | "receipt" | "account" | "submitted_by" | "decided_by" | "stream_version" | "last_position"
> & {
  person_first_name: string | null;
  person_last_name: string | null;
  company_code: CompanyCode | null;
  changed_chf_at: Date | null;
  site_title: string | null;
  site_quickcom_id: string | null;
  site_company_code?: CompanyCode | null;
  expense_date: Date | string;
  is_equipment: number;
  submitted_at: Date;
  edited_at: Date | null;
  decided_at: Date | null;
  decided_first_name: string | null;
  decided_last_name: string | null;
  withdrawn_at: Date | null;
  first_approved_by: number | null;
};

const toRow = (r: DbRow): ExpenseRow => ({
  id: Number(r.id),
  personId: Number(r.person_id),
  personName: personNameOf({ first_name: r.person_first_name, last_name: r.person_last_name }),
  // no person row: no company, so no company scope ever matches it
  companyCode: (r.company_code ?? "") as CompanyCode,
  status: r.status,
  reason: r.reason,
  place: r.place,
  amount: Number(r.amount),
  currency: r.currency,
  changedChf: r.changed_chf === null || r.changed_chf_by === null || r.changed_chf_at === null ? null : { amount: Number(r.changed_chf), by: Number(r.changed_chf_by), at: r.changed_chf_at.toISOString() },
  quantity: Number(r.quantity),
  unit: r.unit,
  siteId: Number(r.site_id),
  siteTitle: r.site_title ?? "",
  siteQuickcomId: r.site_quickcom_id ?? "",
  siteCompanyCode: r.site_company_code ?? null,
  date: dateText(r.expense_date),
  isEquipment: Number(r.is_equipment) === 1 ? 1 : 0,
  receipt: r.receipt,
  account: r.account,
  submittedAt: r.submitted_at,
  submittedBy: Number(r.submitted_by),
  editedAt: r.edited_at,
  decidedAt: r.decided_at,
  decidedBy: r.decided_by === null ? null : Number(r.decided_by),
  decidedByName: personNameOf({ first_name: r.decided_first_name, last_name: r.decided_last_name }) || null,
  withdrawnAt: r.withdrawn_at,
  firstApprovedBy: r.first_approved_by == null ? null : Number(r.first_approved_by),
  version: Number(r.stream_version),
  lastPosition: Number(r.last_position),
});

/** The row with the person, the site and the decider joined. */
const SELECT = (db: Queryable) => db`
  SELECT e.*, p.first_name AS person_first_name, p.last_name AS person_last_name, p.company_code,
         s.title AS site_title, s.quickcom_id AS site_quickcom_id, s.company_code AS site_company_code,
         d.first_name AS decided_first_name, d.last_name AS decided_last_name,
         fa.approved_by AS first_approved_by
  FROM expense_list e
  LEFT JOIN person_list p ON p.id = e.person_id
  LEFT JOIN site_list s ON s.id = e.site_id
  LEFT JOIN person_list d ON d.id = e.decided_by
  LEFT JOIN first_approval fa ON fa.kind = 'expense' AND fa.request_id = e.id`;

const monthRange = (month: string) => {
  const start = Temporal.PlainDate.from(`${month}-01`);
  return { from: start.toString(), to: start.add({ months: 1 }).toString() };
};

function orderBy(db: Queryable, sort: OwnExpenseSort | HrExpenseSort, dir: "asc" | "desc") {
  const d = dir === "asc" ? db`ASC` : db`DESC`;
  // the id breaks ties, so pages never repeat or skip a row
  switch (sort) {
    case "amount":
      return db`e.amount ${d}, e.id ${d}`;
    case "status":
      return db`e.status ${d}, e.expense_date ${d}, e.id ${d}`;
    case "submittedAt":
      return db`e.submitted_at ${d}, e.id ${d}`;
    case "site":
      return db`lower(s.title) ${d}, e.id ${d}`;
    case "person":
      return db`lower(p.last_name) ${d}, lower(p.first_name) ${d}, e.expense_date DESC, e.id ${d}`;
    case "date":
    default:
      return db`e.expense_date ${d}, e.id ${d}`;
  }
}

const window = (page: { limit: number; offset: number }) => ({ limit: Math.min(Math.max(0, Math.trunc(page.limit)), 1000), offset: Math.max(0, Math.trunc(page.offset)) });

/** The person's expenses (of one month, or all), a page of them in the asked order, and how many there are. */
export async function listExpensesOfPerson(
  db: Queryable,
  q: { personId: number; month: string | null; sort: OwnExpenseSort; dir: "asc" | "desc" },
  page: { limit: number; offset: number },
): Promise<{ rows: ExpenseRow[]; total: number }> {
  const range = q.month ? monthRange(q.month) : null;
  const where = db`e.person_id = ${q.personId} ${range ? db`AND e.expense_date >= ${range.from}::date AND e.expense_date < ${range.to}::date` : db``}`;
  const w = window(page);
  const [rows, [{ n }]] = await Promise.all([
    db<DbRow[]>`${SELECT(db)} WHERE ${where} ORDER BY ${orderBy(db, q.sort, q.dir)} LIMIT ${w.limit} OFFSET ${w.offset}`,
    db<{ n: number }[]>`SELECT count(*)::int AS n FROM expense_list e WHERE ${where}`,
  ]);
  return { rows: rows.map(toRow), total: n };
}

export interface HrExpenseQuery {
  /** the companies whose people the user may see (peopleCompanies); none: no rows */
  companies: readonly CompanyCode[];
  company: CompanyCode | null;
  status: ExpenseStatus | null;
  month: string | null;
  currency: Currency | null;
  /** words that must all occur in the person's name or the reason */
  search: string;
  sort: HrExpenseSort;
  dir: "asc" | "desc";
}

function hrWhere(db: Queryable, q: HrExpenseQuery) {
  const companies = q.company ? q.companies.filter((c) => c === q.company) : [...q.companies];
  const range = q.month ? monthRange(q.month) : null;
  const patterns = searchPatterns(q.search);
  return db`
    p.company_code = ANY(${db.array(companies as string[], 25)})
    ${q.status ? db`AND e.status = ${q.status}` : db``}
    ${range ? db`AND e.expense_date >= ${range.from}::date AND e.expense_date < ${range.to}::date` : db``}
    ${q.currency ? db`AND e.currency = ${q.currency}` : db``}
    ${patterns.length ? db`AND lower(p.first_name || ' ' || p.last_name || ' ' || e.reason) LIKE ALL(${db.array(patterns, 25)})` : db``}`;
}

/** HR's approvals list: the expenses of the people the user may see, filtered, a page of them, and how many match. */
export async function listExpenseRequests(db: Queryable, q: HrExpenseQuery, page: { limit: number; offset: number }): Promise<{ rows: ExpenseRow[]; total: number }> {
  const w = window(page);
  const [rows, [{ n }]] = await Promise.all([
    db<DbRow[]>`${SELECT(db)} WHERE ${hrWhere(db, q)} ORDER BY ${orderBy(db, q.sort, q.dir)} LIMIT ${w.limit} OFFSET ${w.offset}`,
    db<{ n: number }[]>`SELECT count(*)::int AS n FROM expense_list e LEFT JOIN person_list p ON p.id = e.person_id WHERE ${hrWhere(db, q)}`,
  ]);
  return { rows: rows.map(toRow), total: n };
}

/** One expense with its version; null for an unknown or malformed id. */
export async function expenseById(db: Queryable, id: number): Promise<ExpenseRow | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const [r] = await db<DbRow[]>`${SELECT(db)} WHERE e.id = ${id}`;
  return r ? toRow(r) : null;
}

/** Several expenses by id (a bulk decision's rows). */
export async function expensesByIds(db: Queryable, ids: readonly number[]): Promise<ExpenseRow[]> {
  const safe = ids.filter((id) => Number.isSafeInteger(id) && id > 0);
  if (safe.length === 0) return [];
  const rows = await db<DbRow[]>`${SELECT(db)} WHERE e.id = ANY(${db.array(safe, 20)}) ORDER BY e.expense_date, e.id`;
  return rows.map(toRow);
}

/** What the expense rules and screens need to know about the person an expense is about. */
export interface ExpensePerson {
  personId: number;
  name: string;
  companyCode: CompanyCode;
  role: Role | null;
  active: boolean;
}

export async function expensePersonOf(db: Queryable, personId: number): Promise<ExpensePerson | null> {
  if (!Number.isSafeInteger(personId) || personId <= 0) return null;
  const [r] = await db<{ id: number; first_name: string; last_name: string; company_code: CompanyCode; role: Role | null; active: boolean; erased: boolean }[]>`
    SELECT id, first_name, last_name, company_code, role, active, erased FROM person_list WHERE id = ${personId}`;
  if (!r || r.erased) return null;
  return { personId: Number(r.id), name: personNameOf(r), companyCode: r.company_code, role: r.role, active: r.active };
}

/** The people HR may record an expense for: active people of the given companies whose role claims expenses, by name. */
export async function expensePeople(db: Queryable, companies: readonly CompanyCode[]): Promise<PersonOption[]> {
  return personOptions(db, { companies, roles: CLAIMING_ROLES });
}

/** The sites an expense may name: those of the companies the user may see, by quickcom id. */
export async function expenseSites(db: Queryable, companies: readonly CompanyCode[]): Promise<{ id: number; title: string; quickcomId: string }[]> {
  const rows = await db<{ id: number; title: string; quickcom_id: string }[]>`
    SELECT id, title, quickcom_id FROM site_list WHERE company_code = ANY(${db.array(companies as string[], 25)}) ORDER BY quickcom_id, id`;
  return rows.map((r) => ({ id: Number(r.id), title: r.title, quickcomId: r.quickcom_id }));
}

/** One site, when it belongs to one of the companies; null otherwise (unknown and not visible read alike). */
export async function expenseSiteRef(db: Queryable, siteId: number | null, companies: readonly CompanyCode[]): Promise<{ siteId: number; companyCode: CompanyCode } | null> {
  if (siteId === null || !Number.isSafeInteger(siteId) || siteId <= 0) return null;
  const [r] = await db<{ id: number; company_code: CompanyCode }[]>`
    SELECT id, company_code FROM site_list WHERE id = ${siteId} AND company_code = ANY(${db.array(companies as string[], 25)})`;
  return r ? { siteId: Number(r.id), companyCode: r.company_code } : null;
}

export interface MonthlyReport {
  person: ExpensePerson;
  month: string;
  rows: ExpenseRow[];
  /** the last event of the expenses the report includes (the PDF's footer, ADR-0132); 0 for an empty month */
  position: number;
}

/**
 * The approved expenses of one person dated in one month, in date order, read in one snapshot
 * together with the last event of those expenses, so the PDF names exactly the state it shows and
 * not the store's latest event (which moves with unrelated activity).
 */
export async function monthlyReportOf(sql: Sql, personId: number, month: string): Promise<MonthlyReport | null> {
  const range = monthRange(month);
  return sql.begin("ISOLATION LEVEL REPEATABLE READ READ ONLY", async (tx) => {
    const person = await expensePersonOf(tx, personId);
    if (!person) return null;
    const rows = (
      await tx<DbRow[]>`${SELECT(tx)} WHERE e.person_id = ${personId} AND e.status = 'APPROVED'
        AND e.expense_date >= ${range.from}::date AND e.expense_date < ${range.to}::date
        ORDER BY e.expense_date, e.id`
    ).map(toRow);
    return { person, month, rows, position: rows.reduce((m, r) => Math.max(m, r.lastPosition), 0) };
  });
}
