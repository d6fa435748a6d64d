import type { LoaderFunctionArgs, MetaFunction, ActionFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { commandAction } from "~/http/command-action.server";
import { editExpenseIntent, EXPENSE_FORM_UPLOAD } from "~/areas/expense/expense-form.server";
import { expenseEditPage } from "~/areas/expense/expense-edit-page.server";
import { HR_EXPENSE_FORM_HANDLE } from "~/areas/expense/expense-handles";
import { hrPersonExpenseForm } from "~/areas/expense/expense-new-page.server";
import { scopedPerson, scopedRecord } from "~/http/scope.server";
import { hrPersonExpensesPath } from "~/ui/expense/paths";
import { ExpenseEditPage } from "~/ui/expense/expense-edit-page";

export const handle = HR_EXPENSE_FORM_HANDLE;

/** One person's expense for HR to change while pending; another person's or company's is a 404. */
export async function loader(args: LoaderFunctionArgs) {
  const { user, sql, person, name, back, t } = await hrPersonExpenseForm(args);
  const expense = await scopedRecord(sql, user, "expense", args.params.expenseId, { personId: person.id });
  return { ...(await expenseEditPage(sql, user, expense)), heading: t("expense.form.edit_for", { name }), back };
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
  "edit-expense": editExpenseIntent((expense) => hrPersonExpensesPath(expense.personId)),
});

export default function HrEditExpense() {
  const d = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  return <ExpenseEditPage d={d} back={d.back} backLabel={t("expense.hr.back_to_person")} lastResult={actionData?.result} fileSent={actionData?.fileSent === true} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · Cantiere` : "Cantiere" }];
