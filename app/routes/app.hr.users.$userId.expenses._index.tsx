import { parseForm } from "~/ui/forms/parse";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { flashCookie } from "~/auth/flash.server";
import { readForm } from "~/auth/form.server";
import { authorizeGet, authorizePost } from "~/auth/policy.server";
import { can } from "~/domain/access/permissions";
import { anyOf, type Policy } from "~/domain/access/policy";
import { withdrawExpenseSchema } from "~/domain/expense/schema";
import { expenseRowViews, monthOptions } from "~/ui/expense/row-views.server";
import { currentMonth, expenseMonths, listExpensesOfPerson, ownExpenseListRequest } from "~/events/queries/expenses.server";
import { zurichToday } from "~/clock.server";
import { personPageOf } from "~/ui/people/person-page.server";
import { getT } from "~/i18n/i18next.server";
import { commandMeta, expectedVersionFrom, newCommandId, refusal } from "~/operations/action.server";
import { withdrawExpense } from "~/operations/expense.server";
import { visibleExpense, visiblePerson } from "~/operations/expense-scope.server";
import { getSql } from "~/runtime.server";
import * as c from "~/ui/confirm.css";
import * as e from "~/ui/expense/expense.css";
import { expenseColumns } from "~/ui/expense/own-columns";
import { ExpenseReportForm } from "~/ui/expense/report-form";
import { ConfirmWithdrawExpenseForm } from "~/ui/expense/withdraw-button";
import { clampPage, pageWindow } from "~/domain/shared/list-params";
import * as s from "~/ui/shell.css";
import { PersonHeader } from "~/ui/people/person-header";
import { DataTable } from "~/ui/table/data-table";

export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "menu.expense_requests",
  policy: { get: anyOf(["read", "hr"]), post: anyOf(["update", "hr"]) },
};

/** One person's expenses for HR (a person of another company is a 404), and their monthly report. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const person = await visiblePerson(user, params.userId);
  const sql = await getSql();
  const { header, tabs } = await personPageOf(sql, user, person.personId);
  const today = zurichToday();
  const p = ownExpenseListRequest(request.url, today);
  const month = p.filters.month ?? null;
  const query = { personId: person.personId, month, sort: p.sort, dir: p.dir };
  let list = await listExpensesOfPerson(sql, query, pageWindow(p.page, p.size));
  const page = clampPage(p.page, list.total, p.size);
  if (page !== p.page) list = await listExpensesOfPerson(sql, query, pageWindow(page, p.size));
  const t = await getT(request);
  const rows = await expenseRowViews(t, list.rows);
  const confirm = Number(new URL(request.url).searchParams.get("withdraw"));
  const confirming = rows.find((r) => r.id === confirm && r.status === "PENDING") ?? null;
  const mayChange = can(user.access, "update", "hr");
  return {
    heading: t("expense.hr.person_title", { name: person.name }),
    header,
    tabs,
    base: `/app/hr/users/${person.personId}/expenses`,
    mayChange,
    rows: rows.map((r) => ({ ...r, commandId: r.status === "PENDING" ? newCommandId() : null })),
    total: list.total,
    page,
    size: p.size,
    sort: p.sort,
    dir: p.dir,
    months: monthOptions(t, expenseMonths(today)),
    reportMonth: month ?? currentMonth(today),
    confirming: confirming && mayChange ? { id: confirming.id, version: confirming.version, commandId: newCommandId() } : null,
  };
}

/** HR withdraws one of the person's pending expenses (update hr). */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await authorizePost(request, handle);
  const person = await visiblePerson(user, params.userId);
  const form = await readForm(request);
  const submission = parseForm(form, { schema: withdrawExpenseSchema });
  if (submission.status !== "success") return data({ expenseId: null, version: null, error: null, commandId: null }, { status: 400 });
  const expense = await visibleExpense(user, String(submission.value.expenseId), person.personId);
  const back = `/app/hr/users/${person.personId}/expenses`;
  try {
    await withdrawExpense(await getSql(), user, { expenseId: expense.id, personId: expense.personId, expectedVersion: expectedVersionFrom(form) }, commandMeta(user, form));
  } catch (err) {
    const r = await refusal(request, submission, err, { conflictKey: "expense.list.conflict" });
    const error = (r.result.error?.[""] ?? Object.values(r.result.error ?? {})[0] ?? [""])[0] ?? "";
    // the confirmation shown again gets a form id of its own
    return data({ expenseId: expense.id, version: expense.version, error, commandId: newCommandId() }, { status: r.status });
  }
  throw redirect(back, { status: 303, headers: { "Set-Cookie": await flashCookie(request, { kind: "success", key: "expense.list.withdrawn_successfully" }) } });
}

export default function HrPersonExpenses() {
  const d = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const { t } = useTranslation();
  const columns = useMemo(() => {
    const all = expenseColumns(t, { basePath: d.base, historyPath: (id) => `/app/hr/expense-requests/${id}/history` });
    // a reader (read hr, not update) sees the list without the edit and withdraw actions
    return d.mayChange ? all : all.filter((col) => col.id !== "actions");
  }, [t, d.base, d.mayChange]);
  const confirming = failed?.expenseId ? { id: failed.expenseId, version: failed.version ?? 0, commandId: failed.commandId ?? "" } : d.confirming;

  return (
    <div className={e.page}>
      <PersonHeader person={d.header} tabs={d.tabs} />
      <div className={e.header}>
        <h2 className={e.title}>{d.heading}</h2>
        {d.mayChange ? (
          <Link to={`${d.base}/new`} className={s.button}>
            {t("expense.hr.new_for_person")}
          </Link>
        ) : null}
      </div>

      <ExpenseReportForm action={`${d.base}/report`} months={d.months} month={d.reportMonth} heading={t("expense.report.export_person")} />

      {confirming ? (
        <div className={c.inline} role="alertdialog" aria-labelledby="withdraw-title">
          <ConfirmWithdrawExpenseForm expenseId={confirming.id} version={confirming.version} commandId={confirming.commandId} cancelTo={d.base} error={failed?.error || null} titleId="withdraw-title" />
        </div>
      ) : null}

      <DataTable
        caption={d.heading}
        data={d.rows}
        columns={columns}
        getRowId={(r) => String(r.id)}
        rowHref={(r) => (d.mayChange && r.status === "PENDING" ? `${d.base}/${r.id}/edit` : `/app/hr/expense-requests/${r.id}/history`)}
        total={d.total}
        page={d.page}
        size={d.size}
        sort={d.sort}
        dir={d.dir}
        emptyKey="expense.list.empty"
      />
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · Cantiere` : "Cantiere" }];
