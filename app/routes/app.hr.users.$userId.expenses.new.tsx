import type { LoaderFunctionArgs, MetaFunction, ActionFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { authorizeGet } from "~/auth/policy.server";
import { siteCompanies } from "~/domain/access/permissions";
import { personName } from "~/domain/person/name";
import { anyOf, type Policy } from "~/domain/access/policy";
import { expenseSites } from "~/events/queries/expenses.server";
import { commandAction } from "~/http/command-action.server";
import { EXPENSE_FORM_UPLOAD, submitExpenseIntent } from "~/areas/expense/expense-form.server";
import { scopedPerson } from "~/http/scope.server";
import { getT } from "~/i18n/i18next.server";
import { newCommandId } from "~/http/command-ids.server";
import { getSql } from "~/runtime.server";
import * as e from "~/ui/expense/expense.css";
import { ExpenseForm } from "~/ui/expense/expense-form";
import { siteLabel } from "~/ui/expense/view";
import * as s from "~/ui/shell.css";

export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "menu.expense_requests",
  policy: { get: anyOf(["update", "hr"]), post: anyOf(["update", "hr"]) },
};

/** HR's expense form for one person they may see (another company's person is a 404). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const sql = await getSql();
  const person = await scopedPerson(sql, user, params.userId);
  const [sites, t] = await Promise.all([expenseSites(sql, siteCompanies(user.principal, user.access)), getT(request)]);
  return {
    heading: t("expense.form.new_for", { name: personName(person) }),
    back: `/app/hr/users/${person.id}/expenses`,
    commandId: newCommandId(),
    sites: sites.map((x) => ({ value: String(x.id), label: siteLabel(x.quickcomId, x.title) })),
  };
}

/** HR submits an expense for the person; it starts PENDING like any other. */
export const action = (args: ActionFunctionArgs) =>
  commandAction(args, {
  ...handle,
  scope: ({ sql, user, params }) => scopedPerson(sql, user, params.userId),
  upload: EXPENSE_FORM_UPLOAD,
}).intents({
  "submit-expense": submitExpenseIntent(({ scope: person }) => ({ personId: person.id, redirectTo: `/app/hr/users/${person.id}/expenses` })),
});

export default function HrNewExpenseForPerson() {
  const d = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <section className={`${s.card} ${e.page}`} style={{ maxWidth: "48rem" }}>
      <p>
        <Link to={d.back}>← {t("expense.hr.back_to_person")}</Link>
      </p>
      <h1 className={s.heading}>{d.heading}</h1>
      <ExpenseForm
        intent="submit-expense"
        defaults={{}}
        commandId={d.commandId}
        expectedVersion={0}
        lastResult={actionData?.result}
        fileSent={actionData?.fileSent === true}
        cancelTo={d.back}
        sites={d.sites}
      />
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · Cantiere` : "Cantiere" }];
