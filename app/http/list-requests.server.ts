// The lists' parameters as their URLs give them (page, size, sort, direction, search, the filters,
// the year or the month), the months and years their pickers offer, and where a saved request's
// list opens: URL work, kept out of the queries (app/events/queries reads rows and nothing else;
// it takes the typed parameters parsed here). A bad or tampered value never fails a page: it falls
// back to its default. "Today" is the application clock's unless the caller passes one.
import { Temporal } from "temporal-polyfill";
import { listYearOf, type LeaveInput } from "~/domain/leave/period";
import { LEAVE_STATUSES } from "~/domain/leave/types";
import type { Actor } from "~/domain/access/actor";
import type { CompanyCode } from "~/domain/company/companies";
import { CURRENCIES, EXPENSE_STATUSES, type ExpenseStatus } from "~/domain/expense/types";
import type { SiteVisibility } from "~/domain/site/visibility";
import { monthRange } from "~/domain/stamping/totals";
import { parseDate } from "~/domain/shared/zurich-time";
import { EXPENSE_PAGE_SIZE, HR_EXPENSE_SORTS, OWN_EXPENSE_SORTS, type HrExpenseSort, type OwnExpenseSort } from "~/events/queries/expenses.server";
import { hrCompaniesOf } from "~/events/queries/hr-people.server";
import { LEAVE_REQUEST_SORTS, type LeaveRequestFilter, type LeaveRequestQuery, type LeaveRequestSort } from "~/events/queries/leave-requests.server";
import { LEAVE_SORTS, type LeaveSort } from "~/events/queries/leaves.server";
import { SITE_SORTS, type SiteListQuery, type SiteSort } from "~/events/queries/sites.server";
import { zurichToday } from "~/clock.server";
import { parseListParams, type ListParams } from "~/domain/shared/list-params";
import { queryParams } from "~/domain/shared/query-params";

// every value through the one input rule for query text (ADR-0099)
const searchParamsOf = (url: URL | string) => queryParams(url);

// --- months -------------------------------------------------------------------------------

/** The month a URL asks for (`?month=YYYY-MM`), else the current one; never fails. */
export function monthParam(url: URL | string, today = zurichToday()): string {
  const v = searchParamsOf(url).get("month") ?? "";
  return monthRange(v) ? v : today.toPlainYearMonth().toString();
}

/** The months a stamping picker offers: the current one and the twelve before it, newest first. */
export function recentMonths(today = zurichToday()): string[] {
  const ym = today.toPlainYearMonth();
  return Array.from({ length: 13 }, (_, i) => ym.subtract({ months: i }).toString());
}

/** The months an expense list or report offers: from three years back to the current one, newest first. */
export function expenseMonths(today: Temporal.PlainDate = zurichToday()): string[] {
  const out: string[] = [];
  let m = Temporal.PlainYearMonth.from({ year: today.year, month: today.month });
  for (let i = 0; i < 37; i++) {
    out.push(m.toString());
    m = m.subtract({ months: 1 });
  }
  return out;
}

/** The current month in Zurich, YYYY-MM. */
export function currentMonth(today: Temporal.PlainDate = zurichToday()): string {
  return today.toString().slice(0, 7);
}

// --- leave --------------------------------------------------------------------------------

export type LeaveListParams = ListParams<LeaveSort, "year">;

/** The years the person's list offers: two back, the current one and the next, and `shown` when it is another (a request saved for a later year). */
export function leaveYears(today = zurichToday(), shown: number | null = null): number[] {
  const years = [today.year + 1, today.year, today.year - 1, today.year - 2];
  if (shown !== null && !years.includes(shown)) years.push(shown);
  return years.sort((a, b) => b - a);
}

/** A year the list may show: any from 50 years back to 10 ahead (a request may be saved for any of them), else null. */
function listYear(v: string | null, today: Temporal.PlainDate): number | null {
  if (!v || !/^\d{4}$/.test(v)) return null;
  const y = Number(v);
  return y >= today.year - 50 && y <= today.year + 10 ? y : null;
}

/** Rows a leave, expense or checklist list opens on (spec part 2 §9). */
export const LIST_PAGE_SIZE = 20;

/** The list's parameters from its URL; the year defaults to the current one. */
export function leaveListRequest(url: URL | string, today = zurichToday()): { params: LeaveListParams; year: number } {
  const asked = listYear(searchParamsOf(url).get("year"), today);
  const params = parseListParams(url, {
    sorts: LEAVE_SORTS,
    defaultSort: "startDate",
    defaultDir: "desc",
    // the spec's leave, expense and checklist lists open on 20 rows (part 2 §9)
    defaultSize: LIST_PAGE_SIZE,
    filters: { year: leaveYears(today, asked).map(String) },
  });
  return { params, year: params.filters.year ? Number(params.filters.year) : today.year };
}

/**
 * Where to go after a request was saved: its list opened on the year it starts in, so a request
 * for next year is there to see (the list opens on the current year otherwise).
 */
export function leaveListAfterSave(list: string, leave: LeaveInput): string {
  const year = listYearOf(leave);
  return year === null ? list : `${list}?year=${year}`;
}

/** A date filter from the URL: a real calendar date in a sane range, else nothing. */
function dateParam(v: string | null): string | null {
  const d = parseDate(v);
  return d && d.year >= 1900 && d.year <= 2999 ? d.toString() : null;
}

/** HR's list of leave requests: its parameters from its URL, within the user's companies; every bad value falls back to its default (never an error). */
export function leaveRequestQueryOf(url: URL | string, user: Pick<Actor, "principal" | "access">): LeaveRequestQuery {
  const scope = hrCompaniesOf(user);
  const params = parseListParams<LeaveRequestSort, LeaveRequestFilter>(url, {
    sorts: [...LEAVE_REQUEST_SORTS],
    defaultSort: "id",
    defaultDir: "desc",
    defaultSize: LIST_PAGE_SIZE,
    filters: { status: [...LEAVE_STATUSES], company: [...scope] },
  });
  const sp = searchParamsOf(url);
  const person = sp.get("person");
  let from = dateParam(sp.get("from"));
  let to = dateParam(sp.get("to"));
  if (from && to && from > to) [from, to] = [to, from];
  return {
    params,
    companies: params.filters.company ? [params.filters.company as CompanyCode] : scope,
    personId: person && /^\d{1,15}$/.test(person) && Number(person) > 0 ? Number(person) : null,
    from,
    to,
  };
}

// --- expense ------------------------------------------------------------------------------

export type OwnExpenseParams = ListParams<OwnExpenseSort, "month">;

/** The own list's parameters from its URL: all months unless one is chosen. */
export function ownExpenseListRequest(url: URL | string, today = zurichToday()): OwnExpenseParams {
  return parseListParams(url, {
    sorts: OWN_EXPENSE_SORTS,
    defaultSort: "date",
    defaultDir: "desc",
    defaultSize: EXPENSE_PAGE_SIZE,
    filters: { month: expenseMonths(today) },
  });
}

export type HrExpenseParams = ListParams<HrExpenseSort, "status" | "month" | "currency" | "company">;

/** The approvals list's parameters: status PENDING unless another (or ALL) is chosen. */
export function hrExpenseListRequest(url: URL | string, companies: readonly CompanyCode[], today = zurichToday()): { params: HrExpenseParams; status: ExpenseStatus | null } {
  const params = parseListParams(url, {
    sorts: HR_EXPENSE_SORTS,
    defaultSort: "date",
    defaultDir: "desc",
    defaultSize: EXPENSE_PAGE_SIZE,
    filters: { status: [...EXPENSE_STATUSES, "ALL"], month: expenseMonths(today), currency: [...CURRENCIES], company: [...companies] },
  });
  const s = params.filters.status;
  return { params, status: s === "ALL" ? null : ((s as ExpenseStatus | undefined) ?? "PENDING") };
}

// --- sites --------------------------------------------------------------------------------

export type SiteListParams = ListParams<SiteSort, "companyName">;

/** The sites lists' column variants (`?columns=`): the offer (default) or the status instead (spec: "a variant shows a status column instead of the total"). */
export const SITE_COLUMN_CHOICES = ["offer", "status"] as const;
export type SiteColumnChoice = (typeof SITE_COLUMN_CHOICES)[number];

/** The column variant a URL asks for; anything else is the default, the offer. */
function siteColumnsParam(url: URL | string): SiteColumnChoice {
  const v = searchParamsOf(url).get("columns");
  return v === "status" ? "status" : "offer";
}

/**
 * The columns this person may sort by in this variant: never by an amount they may not see (the
 * order would tell it), and only by a column the variant shows.
 */
function siteSortsFor(v: Pick<SiteVisibility, "totals">, columns: SiteColumnChoice = "offer"): [SiteSort, ...SiteSort[]] {
  return SITE_SORTS.filter((s) => (s === "offer" ? v.totals && columns === "offer" : s === "status" ? columns === "status" : true)) as [SiteSort, ...SiteSort[]];
}

/**
 * The sites list's parameters from its URL (bad values fall back to defaults) and the query they ask
 * for. Every row says whether this person starred it; `favourites`: only this person's favourites
 * (the favourites table), as a favourites-only person (a client) always gets.
 */
export function siteListRequest(
  url: URL | string,
  v: SiteVisibility,
  personId: number,
  opts: { favourites?: boolean } = {},
): { params: SiteListParams; query: SiteListQuery; columns: SiteColumnChoice } {
  const columns = siteColumnsParam(url);
  const params = parseListParams(url, {
    sorts: siteSortsFor(v, columns),
    defaultSort: "id",
    defaultDir: "desc",
    filters: { companyName: v.companies },
  });
  return {
    params,
    columns,
    query: {
      companies: v.companies,
      company: (params.filters.companyName as CompanyCode | undefined) ?? null,
      search: params.search,
      onlyFavouritesOf: v.onlyFavourites || opts.favourites ? personId : null,
      starredBy: personId,
      sort: params.sort,
      dir: params.dir,
    },
  };
}
