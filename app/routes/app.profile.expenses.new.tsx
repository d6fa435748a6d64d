import type { LoaderFunctionArgs, MetaFunction, ActionFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { authorizeGet } from "~/auth/policy.server";
import { siteCompanies } from "~/domain/access/permissions";
import { anyOf, type Policy } from "~/domain/access/policy";
import { expenseSites } from "~/events/queries/expenses.server";
import { commandAction } from "~/http/command-action.server";
import { EXPENSE_FORM_UPLOAD, submitExpenseIntent } from "~/areas/expense/expense-form.server";
import { getT } from "~/i18n/i18next.server";
import { newCommandId } from "~/http/command-ids.server";
import { getSql } from "~/runtime.server";
import * as e from "~/ui/expense/expense.css";
import { ExpenseForm } from "~/ui/expense/expense-form";
import { siteLabel } from "~/ui/expense/view";
import * as s from "~/ui/shell.css";
import { UnavailablePage, unavailableOf } from "~/ui/unavailable";

export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "menu.profile",
  policy: { get: anyOf(["read", "profile"]), post: anyOf(["read", "profile"]) },
};

const LIST = "/app/profile/expenses";

/** An empty expense form with a fresh command id and the sites the user may name. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const t = await getT(request);
  // a person who may not claim expenses is told why, not shown a form that refuses on save (ADR-0044)
  const unavailable = unavailableOf(user.access, "claimExpenses");
  if (unavailable) return { unavailable, heading: t("unavailable.claimExpenses.title"), commandId: "", sites: [] };
  const sites = await expenseSites(await getSql(), siteCompanies(user.principal, user.access));
  return {
    unavailable: null,
    heading: t("expense.form.new_title"),
    commandId: newCommandId(),
    sites: sites.map((x) => ({ value: String(x.id), label: siteLabel(x.quickcomId, x.title) })),
  };
}

/** The user submits an expense with its receipt (multipart); clients and auditors are refused by the rules (`expense.not_allowed`). */
export const action = (args: ActionFunctionArgs) =>
  commandAction(args, { ...handle, upload: EXPENSE_FORM_UPLOAD }).intents({
  "submit-expense": submitExpenseIntent(({ user }) => ({ personId: user.id, redirectTo: LIST })),
});

export default function NewExpense() {
  const { unavailable, heading, commandId, sites } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  if (unavailable) return <UnavailablePage view={unavailable} />;
  return (
    <section className={`${s.card} ${e.page}`} style={{ maxWidth: "48rem" }}>
      <h1 className={s.heading}>{heading}</h1>
      <ExpenseForm
        intent="submit-expense"
        defaults={{}}
        commandId={commandId}
        expectedVersion={0}
        lastResult={actionData?.result}
        fileSent={actionData?.fileSent === true}
        cancelTo={LIST}
        sites={sites}
      />
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · Cantiere` : "Cantiere" }];
