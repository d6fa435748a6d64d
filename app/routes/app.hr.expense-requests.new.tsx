import type { LoaderFunctionArgs, MetaFunction, ActionFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { authorizeGet } from "~/auth/policy.server";
import { peopleCompanies } from "~/domain/access/permissions";
import { expensePeople } from "~/events/queries/expenses.server";
import { commandAction } from "~/http/command-action.server";
import { EXPENSE_FORM_UPLOAD, submitExpenseForAnyoneIntent } from "~/areas/expense/expense-form.server";
import { HR_EXPENSE_FORM_HANDLE } from "~/areas/expense/expense-handles";
import { expenseNewPage } from "~/areas/expense/expense-new-page.server";
import { getT } from "~/i18n/i18next.server";
import { APPROVALS_PATH } from "~/ui/expense/paths";
import { getSql } from "~/runtime.server";
import { ExpenseNewPage } from "~/ui/expense/expense-new-page";
import { personChoices } from "~/ui/people/person-choices";

export const handle = HR_EXPENSE_FORM_HANDLE;

/** HR records an expense for any person they may see: the people, the sites, a fresh command id. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const sql = await getSql();
  const [people, page, t] = await Promise.all([expensePeople(sql, peopleCompanies(user.principal, user.access)), expenseNewPage(sql, user), getT(request)]);
  return {
    ...page,
    heading: t("expense.form.hr_new_title"),
    people: personChoices(people, { company: "always" }).map((p) => ({ value: String(p.id), label: p.label })),
  };
}

/** The expense for the chosen person starts PENDING like any other; the person must be one HR may see. */
export const action = (args: ActionFunctionArgs) =>
  commandAction(args, { ...handle, upload: EXPENSE_FORM_UPLOAD }).intents({
  "submit-expense": submitExpenseForAnyoneIntent(APPROVALS_PATH),
});

export default function HrNewExpense() {
  const { t } = useTranslation();
  return <ExpenseNewPage d={useLoaderData<typeof loader>()} back={{ to: APPROVALS_PATH, label: t("expense.approval.title") }} answer={useActionData<typeof action>()} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · Cantiere` : "Cantiere" }];
