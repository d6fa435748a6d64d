import type { LoaderFunctionArgs, MetaFunction, ActionFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { authorizeGet } from "~/auth/policy.server";
import { siteCompanies } from "~/domain/access/permissions";
import { personName } from "~/domain/person/name";
import { anyOf, type Policy } from "~/domain/access/policy";
import { expenseInputOf } from "~/domain/expense/input";
import { expenseFormDefaults } from "~/domain/expense/schema.server";
import { formatDate, formatMoney } from "~/domain/shared/format";
import { expenseSites } from "~/events/queries/expenses.server";
import { commandAction } from "~/http/command-action.server";
import { editExpenseIntent, EXPENSE_FORM_UPLOAD } from "~/areas/expense/expense-form.server";
import { scopedPerson, scopedRecord } from "~/http/scope.server";
import { getT } from "~/i18n/i18next.server";
import { newCommandId } from "~/http/command-ids.server";
import { getSql } from "~/runtime.server";
import { receiptLinks } from "~/storage/receipt-links.server";
import * as e from "~/ui/expense/expense.css";
import { ExpenseForm } from "~/ui/expense/expense-form";
import { ExpenseStatusBadge } from "~/ui/expense/status-badge";
import { siteLabel } from "~/ui/expense/view";
import * as s from "~/ui/shell.css";

export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "menu.expense_requests",
  policy: { get: anyOf(["update", "hr"]), post: anyOf(["update", "hr"]) },
};

/** One person's expense for HR to change while pending; another person's or company's is a 404. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const sql = await getSql();
  const person = await scopedPerson(sql, user, params.userId);
  const expense = await scopedRecord(sql, user, "expense", params.expenseId, { personId: person.id });
  const [sites, receipt, t] = await Promise.all([expenseSites(sql, siteCompanies(user.principal, user.access)), receiptLinks(expense.receipt), getT(request)]);
  return {
    heading: t("expense.form.edit_for", { name: personName(person) }),
    back: `/app/hr/users/${person.id}/expenses`,
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

/** HR changes the person's pending expense; a stale version is a conflict, a decided one `edit_allow_only_on_pending`. */
export const action = (args: ActionFunctionArgs) =>
  commandAction(args, {
  ...handle,
  scope: async ({ sql, user, params }) => {
    const person = await scopedPerson(sql, user, params.userId);
    return scopedRecord(sql, user, "expense", params.expenseId, { personId: person.id });
  },
  upload: EXPENSE_FORM_UPLOAD,
}).intents({
  "edit-expense": editExpenseIntent((expense) => `/app/hr/users/${expense.personId}/expenses`),
});

export default function HrEditExpense() {
  const d = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <section className={`${s.card} ${e.page}`} style={{ maxWidth: "48rem" }}>
      <p>
        <Link to={d.back}>← {t("expense.hr.back_to_person")}</Link>
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
          cancelTo={d.back}
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
