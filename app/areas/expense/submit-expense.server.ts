// SubmitExpense: a new expense for a person with its stored receipt, by the person or by HR for them (stream `expense-<id>`, numbered here).
import type { Actor } from "~/domain/access/actor";
import type { Sql } from "~/db.server";
import type { SubmitExpense } from "~/domain/expense/commands";
import { expenseDecider } from "~/domain/expense/decider";
import type { ReceiptRef } from "~/domain/expense/events";
import type { ExpenseInput } from "~/domain/expense/input";
import { notFound } from "~/domain/shared/errors";
import { lockedMonthsOf } from "~/events/queries/month-close.server";
import { handleCommand, type CommandMeta } from "~/events/handle-command.server";
import { expensePersonOf } from "~/events/queries/expenses.server";
import { expenseActorOf, piiOf, siteFor } from "./expense-command.server";

/** Records a new expense for `personId` (by the person or by HR for them) with its stored receipt; numbers the expense. */
export async function submitExpense(
  sql: Sql,
  user: Actor,
  input: { personId: number; expense: ExpenseInput; receipt: ReceiptRef | null },
  meta: CommandMeta,
) {
  const [person, site, lockedMonths] = await Promise.all([expensePersonOf(sql, input.personId), siteFor(sql, user, input.expense), lockedMonthsOf(sql, input.personId)]);
  if (!person) throw notFound();
  return handleCommand(sql, expenseDecider, {
    command: (expenseId): SubmitExpense => ({
      type: "SubmitExpense",
      expenseId,
      personId: person.personId,
      personRole: person.role,
      submittedBy: expenseActorOf(user),
      expense: input.expense,
      receipt: input.receipt,
      site,
      lockedMonths,
    }),
    meta,
    target: { sequence: "expense_id_seq" },
    piiSubject: piiOf(person.personId),
  });
}
