// What the expense form's edit page shows of one pending (or no longer pending) expense: the same for
// the person's own page and HR's page of that person (each adds its heading and way back).
import type { CurrentUser } from "~/auth/user.server";
import type { Sql } from "~/db.server";
import { expenseInputOf } from "~/domain/expense/input";
import { expenseFormDefaults } from "~/domain/expense/schema.server";
import { formatDate, formatMoney } from "~/domain/shared/format";
import type { ExpenseRow } from "~/events/queries/expenses.server";
import { newCommandId } from "~/http/command-ids.server";
import { receiptLinks } from "~/storage/receipt-links.server";
import { expenseSiteChoices } from "./expense-new-page.server";

/** The expense in the form's terms; one no longer pending shows why it cannot be edited. */
export async function expenseEditPage(sql: Sql, user: Pick<CurrentUser, "principal" | "access">, expense: ExpenseRow) {
  const [sites, receipt] = await Promise.all([expenseSiteChoices(sql, user), receiptLinks(expense.receipt)]);
  return {
    status: expense.status,
    summary: `${formatDate(expense.date)} · ${expense.reason} · ${formatMoney(expense.amount, expense.currency)}`,
    editable: expense.status === "PENDING",
    defaults: expenseFormDefaults(expenseInputOf({ ...expense }, { reason: expense.reason, place: expense.place }, expense.changedChf?.amount ?? null)),
    receipt,
    version: expense.version,
    commandId: newCommandId(),
    sites,
  };
}
