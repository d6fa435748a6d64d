import type { LoaderFunctionArgs, MetaFunction, ActionFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { commandAction } from "~/http/command-action.server";
import { EXPENSE_FORM_UPLOAD, submitExpenseIntent } from "~/areas/expense/expense-form.server";
import { HR_EXPENSE_FORM_HANDLE } from "~/areas/expense/expense-handles";
import { expenseNewPage, hrPersonExpenseForm } from "~/areas/expense/expense-new-page.server";
import { scopedPerson } from "~/http/scope.server";
import { hrPersonExpensesPath } from "~/ui/expense/paths";
import { ExpenseNewPage } from "~/ui/expense/expense-new-page";

export const handle = HR_EXPENSE_FORM_HANDLE;

/** HR's expense form for one person they may see (another company's person is a 404). */
export async function loader(args: LoaderFunctionArgs) {
  const { user, sql, name, back, t } = await hrPersonExpenseForm(args);
  return { ...(await expenseNewPage(sql, user)), heading: t("expense.form.new_for", { name }), back };
}

/** HR submits an expense for the person; it starts PENDING like any other. */
export const action = (args: ActionFunctionArgs) =>
  commandAction(args, {
  ...handle,
  scope: ({ sql, user, params }) => scopedPerson(sql, user, params.userId),
  upload: EXPENSE_FORM_UPLOAD,
}).intents({
  "submit-expense": submitExpenseIntent(({ scope: person }) => ({ personId: person.id, redirectTo: hrPersonExpensesPath(person.id) })),
});

export default function HrNewExpenseForPerson() {
  const d = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return <ExpenseNewPage d={d} back={{ to: d.back, label: t("expense.hr.back_to_person") }} answer={useActionData<typeof action>()} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · Cantiere` : "Cantiere" }];
