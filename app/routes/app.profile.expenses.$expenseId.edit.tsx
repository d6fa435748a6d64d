import type { LoaderFunctionArgs, MetaFunction, ActionFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { authorizeGet } from "~/auth/policy.server";
import { siteCompanies } from "~/domain/access/permissions";
import { anyOf, type Policy } from "~/domain/access/policy";
import { expenseInputOf } from "~/domain/expense/input";
import { expenseFormDefaults } from "~/domain/expense/schema.server";
import { expenseSites } from "~/events/queries/expenses.server";
import { commandAction } from "~/http/command-action.server";
import { editExpenseIntent, EXPENSE_FORM_UPLOAD } from "~/areas/expense/expense-form.server";
import { scopedRecord } from "~/http/scope.server";
import { getT } from "~/i18n/i18next.server";
import { newCommandId } from "~/http/command-ids.server";
import { getSql } from "~/runtime.server";
import { receiptLinks } from "~/storage/receipt-links.server";
import * as e from "~/ui/expense/expense.css";
import { ExpenseForm } from "~/ui/expense/expense-form";
import { ExpenseStatusBadge } from "~/ui/expense/status-badge";
import { siteLabel } from "~/ui/expense/view";
import * as s from "~/ui/shell.css";
import { formatDate, formatMoney } from "~/domain/shared/format";

export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "menu.profile",
  policy: { get: anyOf(["read", "profile"]), post: anyOf(["read", "profile"]) },
};

const LIST = "/app/profile/expenses";

/** The expense in the form's terms; one no longer pending shows why it cannot be edited. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const sql = await getSql();
  // one of the user's own expenses; someone else's, a malformed or an unknown id is a 404
  const expense = await scopedRecord(sql, user, "expense", params.expenseId, { personId: user.id });
  const [sites, receipt, t] = await Promise.all([expenseSites(sql, siteCompanies(user.principal, user.access)), receiptLinks(expense.receipt), getT(request)]);
  return {
    heading: t("expense.form.edit_title"),
    id: expense.id,
    status: expense.status,
    summary: `${formatDate(expense.date)} · ${expense.reason} · ${formatMoney(expense.amount, expense.currency)}`,
    editable: expense.status === "PENDING",
    defaults: expenseFormDefaults(expenseInputOf({ ...expense }, { reason: expense.reason, place: expense.place }, expense.changedChf?.amount ?? null)),
    receipt,
    version: expense.version,
    commandId: newCommandId(),
    sites: sites.map((x) => ({ value: String(x.id), label: siteLabel(x.quickcomId, x.title) })),
  };
}

/** Changes the user's own pending expense; a stale version is a conflict, a decided one `edit_allow_only_on_pending`. */
export const action = (args: ActionFunctionArgs) =>
  commandAction(args, {
  ...handle,
  scope: ({ sql, user, params }) => scopedRecord(sql, user, "expense", params.expenseId, { personId: user.id }),
  upload: EXPENSE_FORM_UPLOAD,
}).intents({
  "edit-expense": editExpenseIntent(() => LIST),
});

export default function EditExpense() {
  const d = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <section className={`${s.card} ${e.page}`} style={{ maxWidth: "48rem" }}>
      <p>
        <Link to={LIST}>← {t("expense.list.title")}</Link>
      </p>
      <h1 className={s.heading}>{d.heading}</h1>
      <p>
        {d.summary} · <ExpenseStatusBadge status={d.status} />
      </p>
      {d.editable ? (
        <ExpenseForm
          intent="edit-expense"
          defaults={d.defaults}
          commandId={d.commandId}
          expectedVersion={d.version}
          lastResult={actionData?.result}
          fileSent={actionData?.fileSent === true}
          cancelTo={LIST}
          sites={d.sites}
          currentReceipt={d.receipt}
        />
      ) : (
        <p className={s.formError} role="alert">
          {t("edit_allow_only_on_pending")}
        </p>
      )}
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · Cantiere` : "Cantiere" }];
