// The CSV downloads of HR's and the administrator's lists (issue 38): each reads the same query
// with the same filters as its list page (the filters come from the same URL parameters, the
// link carries them), all rows instead of one page, formatted as the page shows them and written
// by the one CSV helper (~/http/csv.server: UTF-8 with a byte-order mark, CRLF, formulas defused).
// see ADR-0128
import type { TFunction } from "i18next";
import type { CurrentUser } from "~/auth/user.server";
import { nowIso, zurichToday } from "~/clock.server";
import { peopleCompanies } from "~/domain/access/permissions";
import { checklistFilters } from "~/domain/checklist/schema";
import { COMPANY_NAMES } from "~/domain/company/companies";
import { mayManageLeave } from "~/domain/leave/decider";
import { yearsCovered } from "~/domain/leave/period";
import { leaveStatusKey } from "~/domain/leave/types";
import { expenseStatusKey } from "~/domain/expense/types";
import { formatDate } from "~/domain/shared/format";
import { parseListParams } from "~/domain/shared/list-params";
import { queryParams } from "~/domain/shared/query-params";
import { hoursAndMinutes } from "~/domain/stamping/totals";
import { personName } from "~/domain/person/name";
import { checklistPage } from "~/events/queries/checklists.server";
import { listExpenseRequests } from "~/events/queries/expenses.server";
import { festivitiesOfYear } from "~/events/queries/festivities.server";
import { festivityDatesByCompany, listLeaveRequests } from "~/events/queries/leave-requests.server";
import { listPeople, peopleNames } from "~/events/queries/people.server";
import { stampOverview } from "~/events/queries/stamps.server";
import { csvResponse } from "~/http/csv.server";
import { xlsxResponse } from "~/http/xlsx.server";
import { leaveRequestQueryOf, monthParam } from "~/http/list-requests.server";
import { getT } from "~/i18n/i18next.server";
import { getSql } from "~/runtime.server";
import { swissDay, teamScopeOf } from "~/areas/checklists/checklists.server";
import { expenseRowViews } from "~/areas/expense/row-views.server";
import { hrExpenseQueryOf } from "~/areas/expense/hr-expense-query.server";
import { leaveActorOf } from "~/areas/leave/leave-command.server";
import { peopleQueryOf } from "~/areas/people/people-list.server";
import { STAMP_OVERVIEW_LIST } from "~/areas/stamping/stamp-overview.server";
import { balancesOf, balanceText } from "~/areas/balance/person-balance.server";
import { payrollQueryOf, payrollRows, payrollTable } from "~/areas/balance/payroll.server";
import { leaveRequestRowView } from "~/ui/leave/request-view";
import { monthLabel } from "~/ui/stamping/view";

/** More rows than any list holds today; a download never grows without bound. */
const EXPORT_LIMIT = 10_000;
const ALL = { limit: EXPORT_LIMIT, offset: 0 };

const yesNo = (t: TFunction, v: boolean) => (v ? t("exports.yes") : t("exports.no"));

/** HR's leave requests with the list's filters (status, company, person, period) and order. */
export async function leaveRequestsCsv(request: Request, user: CurrentUser): Promise<Response> {
  const sql = await getSql();
  const q = leaveRequestQueryOf(request.url, user);
  const { rows } = await listLeaveRequests(sql, q, ALL);
  const years = yearsCovered(rows.map((r) => r.details));
  const [festivities, names, t] = await Promise.all([
    festivityDatesByCompany(sql, [...new Set(rows.map((r) => r.companyCode))], years),
    peopleNames(sql, rows.flatMap((r) => [r.decidedBy, r.firstApprovedBy].filter((id): id is number => id !== null))),
    getT(request),
  ]);
  const mayManage = mayManageLeave(leaveActorOf(user));
  return csvResponse(
    t("leave.hr.list.title"),
    [t("leave.hr.list.columns.id"), t("leave.hr.list.columns.person"), t("exports.company"), t("leave.list.columns.type"), t("leave.list.columns.from"), t("leave.list.columns.to"), t("leave.list.columns.duration"), t("leave.list.columns.status"), t("exports.decision"), t("leave.list.columns.requested")],
    rows.map((r) => {
      const v = leaveRequestRowView(t, r, { festivities: festivities.get(r.companyCode) ?? new Set(), names, userId: user.id, mayManage });
      return [v.id, v.person, v.company, v.type, v.from, v.to, v.duration, t(leaveStatusKey(v.status)), v.closed ?? "", v.requested];
    }),
  );
}

/** HR's expense requests with the list's filters (status, company, month, currency, search) and order. */
export async function expenseRequestsCsv(request: Request, user: CurrentUser): Promise<Response> {
  const sql = await getSql();
  const { query } = hrExpenseQueryOf(request.url, user);
  const { rows } = await listExpenseRequests(sql, query, ALL);
  const t = await getT(request);
  const views = await expenseRowViews(t, rows);
  return csvResponse(
    t("expense.approval.title"),
    [t("exports.number"), t("expense.list.columns.person"), t("expense.list.columns.date"), t("exports.reason"), t("exports.place"), t("expense.list.columns.amount"), t("exports.amount_chf"), t("exports.quantity"), t("exports.site"), t("expense.list.columns.status"), t("exports.account"), t("exports.submitted"), t("exports.decided_by")],
    views.map((v) => [v.id, v.person, v.date, v.reason, v.place, v.amount, v.changedChf, v.quantity, v.site, t(expenseStatusKey(v.status)), v.account, v.submitted, v.decidedBy]),
  );
}

/** HR's stamp overview of a month: each person's total, flagged days, proposals waiting and stamps off site, searched and filtered as the list. */
export async function staffStampsCsv(request: Request, user: CurrentUser): Promise<Response> {
  const sql = await getSql();
  const now = nowIso();
  const month = monthParam(request.url, zurichToday(now));
  const params = parseListParams(request.url, STAMP_OVERVIEW_LIST);
  const companies = peopleCompanies(user.principal, user.access);
  const { rows } = await stampOverview(sql, { companies, search: params.search, month, page: 1, size: EXPORT_LIMIT, now, offSiteOnly: params.filters.filter === "off-site" });
  const [t, balances] = await Promise.all([getT(request), balancesOf(sql, rows.map((r) => r.personId), month, zurichToday(now), now)]);
  const balance = (id: number, pick: (b: { period: { difference: number }; year: { closing: number } }) => number) => {
    const b = balances.get(id);
    return b ? balanceText(t, pick(b)) : "";
  };
  return csvResponse(
    t("stamping.hr.overview_title", { month: monthLabel(t, month) }),
    [t("stamping.hr.columns.person"), t("stamping.hr.columns.company"), t("stamping.columns.total"), t("balance.columns.month_balance"), t("balance.columns.running"), t("stamping.flagged_days"), t("stamping.hr.columns.pending"), t("stamping.hr.off_site_column")],
    rows.map((r) => [r.name, COMPANY_NAMES[r.companyCode], hoursAndMinutes(r.totalMinutes), balance(r.personId, (b) => b.period.difference), balance(r.personId, (b) => b.year.closing), r.flaggedDays, r.pendingProposals, r.offSiteStamps]),
  );
}

/** The people list (HR's or the administrator's) with its filters (company, role, status, search) and order. */
export async function usersCsv(request: Request, user: CurrentUser, opts: { onlyListedInHr: boolean }): Promise<Response> {
  const sql = await getSql();
  const { query } = peopleQueryOf(request, user, opts);
  const { rows } = await listPeople(sql, { ...query, page: 1, size: EXPORT_LIMIT });
  const t = await getT(request);
  return csvResponse(
    opts.onlyListedInHr ? t("hr.users.list.title") : t("menu.admin_users"),
    [t("exports.number"), t("hr.users.list.columns.name"), t("login.username"), t("profile.company"), t("profile.role"), t("hr.users.list.columns.status"), t("people.list.documents")],
    rows.map((r) => [
      r.id,
      personName(r),
      r.username ?? "",
      COMPANY_NAMES[r.companyCode],
      r.role ? t(`access_names.roles.${r.role}`) : "",
      r.active ? t("hr.person.active") : t("hr.person.inactive"),
      r.documentExpiring ? t("people.list.document_expiring") : "",
    ]),
  );
}

/** The festivities of the year the list shows. */
export async function festivitiesCsv(request: Request): Promise<Response> {
  const sql = await getSql();
  const asked = Number(queryParams(new URL(request.url)).get("year"));
  const year = Number.isInteger(asked) && asked >= 1900 && asked <= 2100 ? asked : zurichToday().year;
  const rows = await festivitiesOfYear(sql, year);
  const t = await getT(request);
  return csvResponse(
    `${t("festivities.title")}-${year}`,
    [t("exports.number"), t("festivities.columns.title"), t("exports.description"), t("festivities.columns.place"), t("festivities.columns.start"), t("festivities.columns.end"), t("festivities.columns.company"), t("festivities.columns.canton"), t("festivities.columns.half_day")],
    rows.map((r) => [r.id, r.title, r.description ?? "", r.place ?? "", formatDate(r.startDate), formatDate(r.endDate), r.companyCode ? COMPANY_NAMES[r.companyCode] : t("festivities.all_companies"), r.cantonCode ?? "", yesNo(t, r.halfDay)]),
  );
}

/**
 * The checklists (site, template and status filters) or the checklist requests (status, pending
 * when none is asked for, ALL for every one), within the user's team scope as the lists.
 */
export async function checklistsCsv(request: Request, user: CurrentUser, list: "checklists" | "requests"): Promise<Response> {
  const sql = await getSql();
  const params = queryParams(new URL(request.url));
  const f = checklistFilters(params);
  const teamOf = teamScopeOf(user);
  const filter =
    list === "checklists" ? { siteId: f.siteId, templateId: f.templateId, status: f.status, teamOf } : { status: params.get("status") === null ? ("PENDING" as const) : f.status, teamOf };
  const { rows } = await checklistPage(sql, filter, 1, EXPORT_LIMIT);
  const t = await getT(request);
  return csvResponse(
    list === "checklists" ? t("checklist.list.title") : t("checklist.requests.title"),
    [t("exports.number"), t("checklist.fields.title"), t("checklist.fields.site"), t("checklist.fields.template"), t("checklist.fields.date"), t("checklist.fields.ready_by"), t("checklist.fields.progress"), t("checklist.fields.status"), t("checklist.fields.signature")],
    rows.map((r) => [
      r.id,
      r.title,
      r.sites.length ? r.sites.map((x) => x.title).join(", ") : r.siteTitle,
      r.templateName ?? "",
      swissDay(r.date),
      swissDay(r.readyBy),
      `${r.answeredCount}/${r.itemCount}`,
      t(`checklist.status.${r.status}`),
      r.signed ? (r.signerName ?? t("exports.yes")) : "",
    ]),
  );
}

/** The payroll export of a month (issue 36) with the page's filters (month, company): its title and the page's table. */
async function payrollExport(request: Request, user: CurrentUser) {
  const now = nowIso();
  const today = zurichToday(now);
  const query = payrollQueryOf(request.url, today);
  const [rows, t] = await Promise.all([payrollRows(await getSql(), user, query, today, now), getT(request)]);
  return { title: t("payroll.title", { month: monthLabel(t, query.month) }), ...payrollTable(t, rows) };
}

/** The payroll export as CSV. */
export async function payrollCsv(request: Request, user: CurrentUser): Promise<Response> {
  const e = await payrollExport(request, user);
  return csvResponse(e.title, e.header, e.rows);
}

/** The payroll export as XLSX: the same header and rows, numbers as numbers (ADR-0136). */
export async function payrollXlsx(request: Request, user: CurrentUser): Promise<Response> {
  const e = await payrollExport(request, user);
  return xlsxResponse(e.title, e.header, e.rows);
}
