import type { LoaderFunctionArgs, MetaFunction, ActionFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { authorizeGet } from "~/auth/policy.server";
import { personName } from "~/domain/person/name";
import { anyOf, type Policy } from "~/domain/access/policy";
import { commandAction } from "~/http/command-action.server";
import { editExpenseIntent, EXPENSE_FORM_UPLOAD } from "~/areas/expense/expense-form.server";
import { expenseEditPage } from "~/areas/expense/expense-edit-page.server";
import { scopedPerson, scopedRecord } from "~/http/scope.server";
import { getT } from "~/i18n/i18next.server";
import { getSql } from "~/runtime.server";
import { ExpenseEditPage } from "~/ui/expense/expense-edit-page";

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
  const [page, t] = await Promise.all([expenseEditPage(sql, user, expense), getT(request)]);
  return {
    ...page,
    heading: t("expense.form.edit_for", { name: personName(person) }),
    back: `/app/hr/users/${person.id}/expenses`,
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
  return <ExpenseEditPage d={d} back={d.back} backLabel={t("expense.hr.back_to_person")} lastResult={actionData?.result} fileSent={actionData?.fileSent === true} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · Cantiere` : "Cantiere" }];
