// What the expense forms start from: the sites an expense may name, a fresh command id, and for
// HR's form of one person (new or edit) that person.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { authorizeGet } from "~/auth/policy.server";
import type { CurrentUser } from "~/auth/user.server";
import type { Sql } from "~/db.server";
import { siteCompanies } from "~/domain/access/permissions";
import { expenseSites } from "~/events/queries/expenses.server";
import { newCommandId } from "~/http/command-ids.server";
import { scopedPerson } from "~/http/scope.server";
import { getSql } from "~/runtime.server";
import { siteLabel } from "~/ui/expense/view";
import { hrPersonExpensesPath } from "~/ui/expense/paths";
import { personName } from "~/domain/person/name";
import { getT } from "~/i18n/i18next.server";
import { HR_EXPENSE_FORM_HANDLE } from "./expense-handles";

/** The sites the user may name on an expense, as the form's choices. */
export async function expenseSiteChoices(sql: Sql, user: Pick<CurrentUser, "principal" | "access">) {
  const sites = await expenseSites(sql, siteCompanies(user.principal, user.access));
  return sites.map((x) => ({ value: String(x.id), label: siteLabel(x.quickcomId, x.title) }));
}

/** An empty expense form: its command id and the sites it may name. */
export async function expenseNewPage(sql: Sql, user: Pick<CurrentUser, "principal" | "access">) {
  return { commandId: newCommandId(), sites: await expenseSiteChoices(sql, user) };
}

/**
 * HR's expense form of one person, new or edit (update hr): the person of the URL within the user's
 * companies (else a 404), their name for the heading, the way back to their expenses.
 */
export async function hrPersonExpenseForm({ request, params }: Pick<LoaderFunctionArgs, "request" | "params">) {
  const user = await authorizeGet(request, HR_EXPENSE_FORM_HANDLE);
  const sql = await getSql();
  const person = await scopedPerson(sql, user, params.userId);
  return { user, sql, person, name: personName(person), back: hrPersonExpensesPath(person.id), t: await getT(request) };
}
