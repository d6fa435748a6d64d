import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { readForm } from "~/auth/form.server";
import { authorizeGet, authorizePost } from "~/auth/policy.server";
import { can } from "~/domain/access/permissions";
import { anyOf, type Policy } from "~/domain/access/policy";
import { COMPANY_NAMES, type CompanyCode } from "~/domain/company/companies";
import { EXPENSE_DECISIONS } from "~/domain/expense/commands";
import { CURRENCIES, EXPENSE_STATUSES, type Currency } from "~/domain/expense/types";
import { moneyInputValue } from "~/domain/shared/inputs";
import { expenseRowViews, monthOptions } from "~/ui/expense/row-views.server";
import { listExpenseRequests } from "~/events/queries/expenses.server";
import { expenseMonths, hrExpenseListRequest } from "~/http/list-requests.server";
import { zurichToday } from "~/clock.server";
import { getT } from "~/i18n/i18next.server";
import { commandIdsFor, newCommandId } from "~/operations/action.server";
import { decideOne, type DecisionActionData } from "~/operations/expense-decisions.server";
import { APPROVALS_PATH } from "~/ui/expense/paths";
import { visibleCompanies } from "~/operations/expense-scope.server";
import { getSql } from "~/runtime.server";
import { approvalColumns } from "~/ui/expense/approval-columns";
import { BulkDecisionForm } from "~/ui/bulk-decision";
import { BULK_FORM_ID } from "~/ui/expense/approval-columns";
import * as e from "~/ui/expense/expense.css";
import { clampPage, MAX_SEARCH_LENGTH, pageWindow } from "~/domain/shared/list-params";
import * as s from "~/ui/shell.css";
import { DataTable } from "~/ui/table/data-table";

export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "menu.expense_requests",
  policy: { get: anyOf(["read", "hr"]), post: anyOf(["update", "hr"]) },
};

/** The expenses of the people the user may see, filtered from the URL (pending unless told), 20 a page. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const sql = await getSql();
  const today = zurichToday();
  const companies = visibleCompanies(user);
  const { params, status } = hrExpenseListRequest(request.url, companies, today);
  const query = {
    companies,
    company: (params.filters.company as CompanyCode | undefined) ?? null,
    status,
    month: params.filters.month ?? null,
    currency: (params.filters.currency as Currency | undefined) ?? null,
    search: params.search,
    sort: params.sort,
    dir: params.dir,
  };
  let list = await listExpenseRequests(sql, query, pageWindow(params.page, params.size));
  const page = clampPage(params.page, list.total, params.size);
  if (page !== params.page) list = await listExpenseRequests(sql, query, pageWindow(page, params.size));
  const t = await getT(request);
  const views = await expenseRowViews(t, list.rows);
  const url = new URL(request.url);
  return {
    heading: t("expense.approval.title"),
    rows: views.map((v, i) => ({ ...v, changedChfInput: moneyInputValue(list.rows[i].changedChf?.amount ?? null), commandIds: commandIdsFor("approve", "reject") })),
    total: list.total,
    page,
    size: params.size,
    sort: params.sort,
    dir: params.dir,
    filters: { status: params.filters.status ?? "PENDING", company: params.filters.company ?? "", month: params.filters.month ?? "", currency: params.filters.currency ?? "", search: params.search },
    companies: companies.map((c) => ({ value: c, label: COMPANY_NAMES[c] })),
    months: monthOptions(t, expenseMonths(today)),
    mayDecide: can(user.access, "update", "hr"),
    batchId: newCommandId(),
    returnTo: `${url.pathname}${url.search}`,
  };
}

/** Approve or reject one row (ticked rows go to the bulk decision's confirmation page). */
export async function action({ request }: ActionFunctionArgs) {
  const user = await authorizePost(request, handle);
  const form = await readForm(request);
  return decideOne(request, user, form);
}

export default function ExpenseRequests() {
  const d = useLoaderData<typeof loader>();
  const a = useActionData<typeof action>() as DecisionActionData | undefined;
  const { t } = useTranslation();
  const location = useLocation();
  const rowError = a?.kind === "row" ? a.error : null;
  const columns = useMemo(
    () => approvalColumns(t, { returnTo: d.returnTo, mayDecide: d.mayDecide, error: rowError, action: d.returnTo }),
    [t, d.returnTo, d.mayDecide, rowError],
  );

  return (
    <div className={e.page}>
      <div className={e.header}>
        <h1 className={e.title}>{d.heading}</h1>
        {d.mayDecide ? (
          <Link to={`${APPROVALS_PATH}/new`} className={s.button}>
            {t("expense.approval.new")}
          </Link>
        ) : null}
      </div>

      {/* plain GET form: every filter lives in the URL */}
      <Form method="get" action={location.pathname} className={e.inlineForm} aria-label={t("expense.filters.title")}>
        <div className={s.field}>
          <label className={s.label} htmlFor="f-status">
            {t("expense.filters.status")}
          </label>
          <select id="f-status" name="status" className={s.input} defaultValue={d.filters.status} key={`s${d.filters.status}`}>
            {EXPENSE_STATUSES.map((st) => (
              <option key={st} value={st}>
                {t(`expense.status.${st}`)}
              </option>
            ))}
            <option value="ALL">{t("expense.filters.all_statuses")}</option>
          </select>
        </div>
        <div className={s.field}>
          <label className={s.label} htmlFor="f-company">
            {t("expense.filters.company")}
          </label>
          <select id="f-company" name="company" className={s.input} defaultValue={d.filters.company} key={`c${d.filters.company}`}>
            <option value="">{t("expense.filters.all_companies")}</option>
            {d.companies.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        </div>
        <div className={s.field}>
          <label className={s.label} htmlFor="f-month">
            {t("expense.filters.month")}
          </label>
          <select id="f-month" name="month" className={s.input} defaultValue={d.filters.month} key={`m${d.filters.month}`}>
            <option value="">{t("expense.list.all_months")}</option>
            {d.months.map((m) => (
              <option key={m.value} value={m.value}>
                {m.label}
              </option>
            ))}
          </select>
        </div>
        <div className={s.field}>
          <label className={s.label} htmlFor="f-currency">
            {t("expense.filters.currency")}
          </label>
          <select id="f-currency" name="currency" className={s.input} defaultValue={d.filters.currency} key={`u${d.filters.currency}`}>
            <option value="">{t("expense.filters.all_currencies")}</option>
            {CURRENCIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
        <div className={s.field}>
          <label className={s.label} htmlFor="f-search">
            {t("expense.filters.search")}
          </label>
          <input id="f-search" name="search" type="search" className={s.input} defaultValue={d.filters.search} key={`q${d.filters.search}`} maxLength={MAX_SEARCH_LENGTH} />
        </div>
        <div className={s.field}>
          <button type="submit" className={s.buttonSecondary}>
            {t("expense.filters.apply")}
          </button>
        </div>
      </Form>

      {rowError ? (
        <p className={s.formError} role="alert" data-decision-error={rowError.expenseId}>
          {rowError.label ? `${rowError.label}: ${rowError.message}` : rowError.message}
        </p>
      ) : null}

      {d.mayDecide ? (
        <BulkDecisionForm noun="expense" formId={BULK_FORM_ID} action={`${APPROVALS_PATH}/bulk`} batchId={d.batchId} intents={EXPENSE_DECISIONS.intents} className={e.inlineForm} />
      ) : null}

      <DataTable
        caption={d.heading}
        data={d.rows}
        columns={columns}
        getRowId={(r) => String(r.id)}
        rowHref={(r) => `${APPROVALS_PATH}/${r.id}/history`}
        total={d.total}
        page={d.page}
        size={d.size}
        sort={d.sort}
        dir={d.dir}
        emptyKey="expense.approval.empty"
      />
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · Cantiere` : "Cantiere" }];
