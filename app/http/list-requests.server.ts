// The leave and expense lists' parameters as their URLs give them (page, size, sort, direction,
// the year or the month), and where a saved request's list opens: URL work, kept out of the queries
// (app/events/queries reads rows and nothing else).
import type { Temporal } from "temporal-polyfill";
import { listYearOf, type LeaveInput } from "~/domain/leave/period";
import { EXPENSE_PAGE_SIZE, expenseMonths, OWN_EXPENSE_SORTS, type OwnExpenseSort } from "~/events/queries/expenses.server";
import { LEAVE_SORTS, type LeaveSort } from "~/events/queries/leaves.server";
import { zurichToday } from "~/clock.server";
import { parseListParams, type ListParams } from "~/domain/shared/list-params";

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

/** The list's parameters from its URL; the year defaults to the current one. */
export function leaveListRequest(url: URL | string, today = zurichToday()): { params: LeaveListParams; year: number } {
  const asked = listYear((typeof url === "string" ? new URL(url, "http://x") : url).searchParams.get("year"), today);
  const params = parseListParams(url, {
    sorts: LEAVE_SORTS,
    defaultSort: "startDate",
    defaultDir: "desc",
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
