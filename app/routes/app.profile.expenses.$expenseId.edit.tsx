import type { LoaderFunctionArgs, MetaFunction, ActionFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { authorizeGet } from "~/auth/policy.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { commandAction } from "~/http/command-action.server";
import { editExpenseIntent, EXPENSE_FORM_UPLOAD } from "~/areas/expense/expense-form.server";
import { expenseEditPage } from "~/areas/expense/expense-edit-page.server";
import { scopedRecord } from "~/http/scope.server";
import { getT } from "~/i18n/i18next.server";
import { getSql } from "~/runtime.server";
import { ExpenseEditPage } from "~/ui/expense/expense-edit-page";

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
  const [page, t] = await Promise.all([expenseEditPage(sql, user, expense), getT(request)]);
  return { ...page, heading: t("expense.form.edit_title"), id: expense.id };
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
  return <ExpenseEditPage d={d} back={LIST} backLabel={t("expense.list.title")} lastResult={actionData?.result} fileSent={actionData?.fileSent === true} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · Cantiere` : "Cantiere" }];
