import type {
  ActionFunctionArgs,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import {
  Link,
  useActionData,
  useLoaderData,
  useLocation,
} from "@remix-run/react";
import type { TFunction } from "i18next";
import { useMemo } from "react";
import { useTranslation } from "~/i18n/react";
import { localPath } from "~/domain/shared/local-path";
import { authorizeGet } from "~/auth/policy.server";
import { can } from "~/domain/access/permissions";
import { anyOf, type Policy } from "~/domain/access/policy";
import { COMPANY_NAMES } from "~/domain/company/companies";
import { EXPENSE_DECISIONS } from "~/domain/expense/commands";
import { expenseDecisionSchema } from "~/domain/expense/schema.server";
import { hrExpenseQueryOf } from "~/areas/expense/hr-expense-query.server";
import {
  CURRENCIES,
  EXPENSE_STATUSES,
} from "~/domain/expense/types";
import type { Decision } from "~/domain/shared/approvable";
import { formatDate, formatMoney } from "~/domain/shared/format";
import { moneyInputValue } from "~/domain/shared/inputs";
import { expenseRowViews, monthOptions } from "~/areas/expense/row-views.server";
import {
  expenseById,
  listExpenseRequests,
  type ExpenseRow,
} from "~/events/queries/expenses.server";
import {
  expenseMonths,
} from "~/http/list-requests.server";
import { zurichToday } from "~/clock.server";
import {
  commandAction,
  type IntentSpec,
  type Refused,
} from "~/http/command-action.server";
import { scopedRecord } from "~/http/scope.server";
import { getT } from "~/i18n/i18next.server";
import { commandIdsFor, newCommandId } from "~/http/command-ids.server";
import { gaveFirstApproval } from "~/areas/approvals/request-decisions.server";
import { decideExpense } from "~/areas/expense/expense-decisions.server";
import { APPROVALS_PATH } from "~/ui/expense/paths";
import { getSql } from "~/runtime.server";
import {
  approvalColumns,
  type RowDecisionError,
} from "~/ui/expense/approval-columns";
import { BulkDecisionForm } from "~/ui/bulk-decision";
import { BULK_FORM_ID } from "~/ui/expense/approval-columns";
import * as e from "~/ui/expense/expense.css";
import { errorText, formError, refusedText } from "~/ui/forms/messages";
import { FilterSelect, PeriodPicker } from "~/ui/forms/period-picker";
import {
  clampPage,
  MAX_SEARCH_LENGTH,
  pageWindow,
} from "~/domain/shared/list-params";
import * as s from "~/ui/shell.css";
import { PhoneFold } from "~/ui/phone-fold";
import { DataTable } from "~/ui/table/data-table";
import { useCsvHref } from "~/ui/csv-link";

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
  // the expenses of the companies whose people the user sees (ADR-0006)
  const { companies, params, query } = hrExpenseQueryOf(request.url, user, today);
  let list = await listExpenseRequests(
    sql,
    query,
    pageWindow(params.page, params.size)
  );
  const page = clampPage(params.page, list.total, params.size);
  if (page !== params.page)
    list = await listExpenseRequests(sql, query, pageWindow(page, params.size));
  const t = await getT(request);
  const views = await expenseRowViews(t, list.rows);
  const url = new URL(request.url);
  return {
    heading: t("expense.approval.title"),
    rows: views.map((v, i) => ({
      ...v,
      changedChfInput: moneyInputValue(list.rows[i].changedChf?.amount ?? null),
      commandIds: commandIdsFor("approve", "reject"),
    })),
    total: list.total,
    page,
    size: params.size,
    sort: params.sort,
    dir: params.dir,
    filters: {
      status: params.filters.status ?? "PENDING",
      company: params.filters.company ?? "",
      month: params.filters.month ?? "",
      currency: params.filters.currency ?? "",
      search: params.search,
    },
    companies: companies.map((c) => ({ value: c, label: COMPANY_NAMES[c] })),
    months: monthOptions(t, expenseMonths(today)),
    mayDecide: can(user.access, "update", "hr"),
    batchId: newCommandId(),
    returnTo: `${url.pathname}${url.search}`,
  };
}

/** What a refused row is, for the notice above the list when the row has left it ("Rossi Luca · 02.03.2026 · CHF 85.40 · Gasolio"). */
function lineLabel(r: ExpenseRow): string {
  return [
    r.personName,
    formatDate(r.date),
    formatMoney(r.amount, r.currency),
    r.reason,
  ]
    .filter(Boolean)
    .join(" · ");
}

/**
 * One row's approve or reject (ticked rows go to the bulk decision's confirmation page). An expense
 * of a company the user may not see is a 404; a refusal comes back to its row with what was typed
 * (the CHF equivalent, the account) and above the list with what the row is; back to the list as
 * it was filtered (`returnTo`) after a decision.
 */
function decisionIntent(
  decision: Decision
): IntentSpec<typeof expenseDecisionSchema, undefined> {
  return {
    schema: expenseDecisionSchema,
    conflictKey: "expense.approval.conflict",
    run: async ({ sql, user, form, value, meta, expectedVersion }) => {
      // an erased person's expense is still listed, and still decided (the list's own scope)
      const expense = await scopedRecord(
        sql,
        user,
        "expense",
        value.expenseId,
        { includeErased: true }
      );
      const input = {
        expenseId: expense.id,
        personId: expense.personId,
        expectedVersion,
        changedChf: value.changedChf,
        account: value.account ?? null,
      };
      const outcome = await decideExpense(sql, user, decision, input, meta);
      // under a second-approval rule the first approval leaves it pending, "1 of 2" (ADR-0139)
      const flash = gaveFirstApproval(outcome)
        ? "approval_rule.first_approved.expense"
        : decision === "approve"
          ? "expense.approval.approved_successfully"
          : "expense.approval.rejected_successfully";
      return { to: localPath(form.get("returnTo"), APPROVALS_PATH), flash };
    },
    failure: async ({ form, value }) => {
      const id = value ? value.expenseId : Number(form.get("expenseId"));
      // a refusal comes after the scope let the expense through: its row is read for the label
      const expense = value
        ? await expenseById(await getSql(), value.expenseId)
        : null;
      return {
        expenseId: Number.isSafeInteger(id) ? id : 0,
        label: expense ? lineLabel(expense) : "",
        changedChf: String(form.get("changedChf") ?? ""),
        account: String(form.get("account") ?? ""),
        parsed: value !== null,
      };
    },
  };
}

export const action = (args: ActionFunctionArgs) =>
  commandAction(args, handle).intents({
    "approve-expense": decisionIntent("approve"),
    "reject-expense": decisionIntent("reject"),
  } satisfies Record<(typeof EXPENSE_DECISIONS.intents)[number], unknown>);

/** The refused row as its forms show it again: an invalid form says its first field's error, a refusal its reason (already in words). */
function rowErrorOf(t: TFunction, a: Refused): RowDecisionError {
  const text = (v: unknown) => (typeof v === "string" ? v : "");
  const message =
    a.parsed === false
      ? refusedText(t, a.result) ?? errorText(t, "errors.required")
      : formError(a.result) ?? "";
  return {
    expenseId: typeof a.expenseId === "number" ? a.expenseId : 0,
    label: text(a.label),
    message,
    changedChf: text(a.changedChf),
    account: text(a.account),
  };
}

export default function ExpenseRequests() {
  const d = useLoaderData<typeof loader>();
  const a = useActionData<typeof action>();
  const { t } = useTranslation();
  const location = useLocation();
  const csvHref = useCsvHref(`${APPROVALS_PATH}/csv`);
  const rowError = useMemo(() => (a ? rowErrorOf(t, a) : null), [t, a]);
  const columns = useMemo(
    () =>
      approvalColumns(t, {
        returnTo: d.returnTo,
        mayDecide: d.mayDecide,
        error: rowError,
        action: d.returnTo,
      }),
    [t, d.returnTo, d.mayDecide, rowError]
  );

  return (
    <div className={e.page}>
      <h1 className={e.title}>{d.heading}</h1>
      <PhoneFold
        open={
          d.filters.search !== "" ||
          d.filters.company !== "" ||
          d.filters.month !== "" ||
          d.filters.currency !== ""
        }
      >
        {d.mayDecide ? (
          <Link to={`${APPROVALS_PATH}/new`} className={s.button}>
            {t("expense.approval.new")}
          </Link>
        ) : null}

        {/* plain GET form: every filter lives in the URL */}
        <PeriodPicker
          action={location.pathname}
          fold={false}
          label={t("expense.filters.title")}
          before={
            <>
              <div className={s.field}>
                <label className={s.label} htmlFor="f-status">
                  {t("expense.filters.status")}
                </label>
                <select
                  id="f-status"
                  name="status"
                  className={s.input}
                  defaultValue={d.filters.status}
                  key={`s${d.filters.status}`}
                >
                  {EXPENSE_STATUSES.map((st) => (
                    <option key={st} value={st}>
                      {t(`expense.status.${st}`)}
                    </option>
                  ))}
                  <option value="ALL">{t("expense.filters.all_statuses")}</option>
                </select>
              </div>
              <FilterSelect
                id="f-company"
                name="company"
                label={t("expense.filters.company")}
                value={d.filters.company}
                options={d.companies}
                all={t("expense.filters.all_companies")}
              />
            </>
          }
          period={{
            id: "f-month",
            label: t("expense.filters.month"),
            value: d.filters.month,
            options: d.months,
            all: t("expense.list.all_months"),
          }}
          after={
            <>
              <FilterSelect
                id="f-currency"
                name="currency"
                label={t("expense.filters.currency")}
                value={d.filters.currency}
                options={CURRENCIES.map((c) => ({ value: c, label: c }))}
                all={t("expense.filters.all_currencies")}
              />
              <div className={s.field}>
                <label className={s.label} htmlFor="f-search">
                  {t("expense.filters.search")}
                </label>
                <input
                  id="f-search"
                  name="search"
                  type="search"
                  className={s.input}
                  defaultValue={d.filters.search}
                  key={`q${d.filters.search}`}
                  maxLength={MAX_SEARCH_LENGTH}
                />
              </div>
            </>
          }
          submit={t("expense.filters.apply")}
        />

        {d.mayDecide ? (
          <BulkDecisionForm
            noun="expense"
            formId={BULK_FORM_ID}
            action={`${APPROVALS_PATH}/bulk`}
            batchId={d.batchId}
            intents={EXPENSE_DECISIONS.intents}
            className={e.inlineForm}
          />
        ) : null}
      </PhoneFold>

      {rowError ? (
        <p
          className={s.formError}
          role="alert"
          data-decision-error={rowError.expenseId}
        >
          {rowError.label
            ? `${rowError.label}: ${rowError.message}`
            : rowError.message}
        </p>
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
        csvHref={csvHref}
      />
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.heading} · Cantiere` : "Cantiere" },
];
