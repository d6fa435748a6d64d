import type { LoaderFunctionArgs, MetaFunction, ActionFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { authorizeGet } from "~/auth/policy.server";
import { peopleCompanies, siteCompanies } from "~/domain/access/permissions";
import { anyOf, type Policy } from "~/domain/access/policy";
import { expensePeople, expenseSites } from "~/events/queries/expenses.server";
import { commandAction } from "~/http/command-action.server";
import { EXPENSE_FORM_UPLOAD, submitExpenseForAnyoneIntent } from "~/areas/expense/expense-form.server";
import { getT } from "~/i18n/i18next.server";
import { newCommandId } from "~/http/command-ids.server";
import { APPROVALS_PATH } from "~/ui/expense/paths";
import { getSql } from "~/runtime.server";
import * as e from "~/ui/expense/expense.css";
import { ExpenseForm } from "~/ui/expense/expense-form";
import { siteLabel } from "~/ui/expense/view";
import * as s from "~/ui/shell.css";
import { personChoices } from "~/ui/people/person-choices";

export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "menu.expense_requests",
  policy: { get: anyOf(["update", "hr"]), post: anyOf(["update", "hr"]) },
};

/** HR records an expense for any person they may see: the people, the sites, a fresh command id. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const sql = await getSql();
  const [people, sites, t] = await Promise.all([expensePeople(sql, peopleCompanies(user.principal, user.access)), expenseSites(sql, siteCompanies(user.principal, user.access)), getT(request)]);
  return {
    heading: t("expense.form.hr_new_title"),
    commandId: newCommandId(),
    people: personChoices(people, { company: "always" }).map((p) => ({ value: String(p.id), label: p.label })),
    sites: sites.map((x) => ({ value: String(x.id), label: siteLabel(x.quickcomId, x.title) })),
  };
}

/** The expense for the chosen person starts PENDING like any other; the person must be one HR may see. */
export const action = (args: ActionFunctionArgs) =>
  commandAction(args, { ...handle, upload: EXPENSE_FORM_UPLOAD }).intents({
  "submit-expense": submitExpenseForAnyoneIntent(APPROVALS_PATH),
});

export default function HrNewExpense() {
  const d = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <section className={`${s.card} ${e.page}`} style={{ maxWidth: "48rem" }}>
      <p>
        <Link to={APPROVALS_PATH}>← {t("expense.approval.title")}</Link>
      </p>
      <h1 className={s.heading}>{d.heading}</h1>
      <ExpenseForm
        intent="submit-expense"
        defaults={{}}
        commandId={d.commandId}
        expectedVersion={0}
        lastResult={actionData?.result}
        fileSent={actionData?.fileSent === true}
        cancelTo={APPROVALS_PATH}
        sites={d.sites}
        people={d.people}
      />
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · Cantiere` : "Cantiere" }];
