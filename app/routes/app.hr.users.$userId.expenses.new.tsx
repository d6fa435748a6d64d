import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { authorizeGet, authorizePost } from "~/auth/policy.server";
import { siteCompanies } from "~/domain/access/permissions";
import { anyOf, type Policy } from "~/domain/access/policy";
import { expenseSites } from "~/events/queries/expenses.server";
import { getT } from "~/i18n/i18next.server";
import { newCommandId } from "~/operations/action.server";
import { runExpenseForm } from "~/operations/expense-form.server";
import { visiblePerson } from "~/operations/expense-scope.server";
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
  const person = await visiblePerson(user, params.userId);
  const [sites, t] = await Promise.all([expenseSites(await getSql(), siteCompanies(user.principal, user.access)), getT(request)]);
  return {
    heading: t("expense.form.new_for", { name: person.name }),
    back: `/app/hr/users/${person.personId}/expenses`,
    commandId: newCommandId(),
    sites: sites.map((x) => ({ value: String(x.id), label: siteLabel(x.quickcomId, x.title) })),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await authorizePost(request, handle);
  const person = await visiblePerson(user, params.userId);
  return runExpenseForm(request, user, { mode: "submit", personId: person.personId, redirectTo: `/app/hr/users/${person.personId}/expenses` });
}

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
        fileSent={actionData?.fileSent ?? false}
        cancelTo={d.back}
        sites={d.sites}
      />
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · Cantiere` : "Cantiere" }];
