import type { LoaderFunctionArgs, MetaFunction, ActionFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useMemo } from "react";
import { useTranslation } from "~/i18n/react";
import { authorizeGet } from "~/auth/policy.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { withdrawExpenseSchema } from "~/domain/expense/schema.server";
import { expenseById } from "~/events/queries/expenses.server";
import { commandAction } from "~/http/command-action.server";
import { scopedRecord } from "~/http/scope.server";
import { getT } from "~/i18n/i18next.server";
import { newCommandId } from "~/http/command-ids.server";
import { withdrawExpense } from "~/areas/expense/withdraw-expense.server";
import { personExpensesPageOf } from "~/areas/expense/person-expenses.server";
import { getSql } from "~/runtime.server";
import * as c from "~/ui/confirm.css";
import * as e from "~/ui/expense/expense.css";
import { expenseColumns } from "~/ui/expense/own-columns";
import { ExpenseReportForm } from "~/ui/expense/report-form";
import { ConfirmWithdrawExpenseForm } from "~/ui/expense/withdraw-button";
import { formError } from "~/ui/forms/messages";
import { PeriodPicker } from "~/ui/forms/period-picker";
import * as s from "~/ui/shell.css";
import { DataTable } from "~/ui/table/data-table";
import { UnavailableNote, UnavailablePage, unavailableOf } from "~/ui/unavailable";
import { hasOwnRecords } from "~/events/queries/self-service.server";
import { Fab } from "~/ui/tabs";

export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "menu.profile",
  policy: { get: anyOf(["read", "profile"]), post: anyOf(["read", "profile"]) },
};

const PATH = "/app/profile/expenses";

/** The user's own expenses (one month or all), and the form that exports a month's report. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const sql = await getSql();
  // a person who may not claim expenses is told why; what they claimed before is still listed (ADR-0044)
  const unavailable = unavailableOf(user.access, "claimExpenses");
  if (unavailable && !(await hasOwnRecords(sql, user.id, "expense"))) return { unavailable, only: true as const, heading: (await getT(request))("unavailable.claimExpenses.title") };
  const t = await getT(request);
  const { list, month, confirming } = await personExpensesPageOf(sql, t, request, user.id);
  return {
    unavailable,
    only: false as const,
    heading: t("expense.list.title"),
    mayClaim: unavailable === null,
    ...list,
    month: month ?? "",
    confirming: confirming ? { id: confirming.id, version: confirming.version, commandId: newCommandId() } : null,
  };
}

/** Withdrawing one of the user's own pending expenses (the only form on this page). */
export const action = (args: ActionFunctionArgs) =>
  commandAction(args, handle).intents({
  "withdraw-expense": {
    schema: withdrawExpenseSchema,
    conflictKey: "expense.list.conflict",
    run: async ({ sql, user, value, meta, expectedVersion }) => {
      // someone else's expense reads exactly like an unknown one
      const expense = await scopedRecord(sql, user, "expense", value.expenseId, { personId: user.id });
      await withdrawExpense(sql, user, { expenseId: expense.id, personId: expense.personId, expectedVersion }, meta);
      return { to: PATH, flash: "expense.list.withdrawn_successfully" };
    },
    // the confirmation shown again, at the expense's current version, gets a form id of its own
    failure: async ({ value }) => {
      const expense = value ? await expenseById(await getSql(), value.expenseId) : null;
      return expense ? { expenseId: expense.id, version: expense.version, commandId: newCommandId() } : { expenseId: null, version: null, commandId: null };
    },
  },
});

export default function ProfileExpenses() {
  const loaded = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const { t } = useTranslation();
  const location = useLocation();
  const columns = useMemo(() => expenseColumns(t, { basePath: PATH, historyPath: (id) => `${PATH}/${id}/history` }), [t]);
  if (loaded.only) return <UnavailablePage view={loaded.unavailable} />;
  const d = loaded;
  const confirming = failed?.expenseId ? { id: Number(failed.expenseId), version: Number(failed.version ?? 0), commandId: String(failed.commandId ?? "") } : d.confirming;

  return (
    <div className={e.page}>
      <div className={e.header}>
        <h1 className={e.title}>{d.heading}</h1>
        {d.mayClaim ? (
          <Link to={`${PATH}/new`} className={s.button}>
            {t("expense.list.new")}
          </Link>
        ) : null}
      </div>

      {d.unavailable ? <UnavailableNote view={d.unavailable} /> : null}

      <ExpenseReportForm action={`${PATH}/report`} months={d.months} month={d.reportMonth} heading={t("expense.report.export_mine")} />

      {confirming ? (
        <div className={c.inline} role="alertdialog" aria-labelledby="withdraw-title">
          <ConfirmWithdrawExpenseForm
            expenseId={confirming.id}
            version={confirming.version}
            commandId={confirming.commandId}
            cancelTo={PATH}
            error={failed?.expenseId ? formError(failed.result) : null}
            titleId="withdraw-title"
          />
        </div>
      ) : null}

      <section aria-labelledby="expenses-title" className={e.page}>
        <div className={e.header}>
          <h2 id="expenses-title" className={e.title}>
            {t("expense.list.mine")}
          </h2>
          <PeriodPicker
            action={location.pathname}
            period={{ id: "expense-month", label: t("expense.list.month"), value: d.month, options: d.months, all: t("expense.list.all_months") }}
            submit={t("expense.list.show")}
          />
        </div>
        <DataTable
          caption={t("expense.list.mine")}
          data={d.rows}
          columns={columns}
          getRowId={(r) => String(r.id)}
          rowHref={(r) => (r.status === "PENDING" ? `${PATH}/${r.id}/edit` : `${PATH}/${r.id}/history`)}
          total={d.total}
          page={d.page}
          size={d.size}
          sort={d.sort}
          dir={d.dir}
          emptyKey="expense.list.empty"
        />
      </section>
      {d.mayClaim ? <Fab to={`${PATH}/new`} label="expense.list.new" /> : null}
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · Cantiere` : "Cantiere" }];
