// EditExpense: a pending expense changed; a new receipt replaces the old one.
import type { Actor } from "~/domain/access/actor";
import type { Sql } from "~/db.server";
import { expenseDecider } from "~/domain/expense/decider";
import type { ReceiptRef } from "~/domain/expense/events";
import type { ExpenseInput } from "~/domain/expense/input";
import { lockedMonthsOf } from "~/events/queries/month-close.server";
import { handleCommand, type CommandMeta } from "~/events/handle-command.server";
import { expenseActorOf, piiOf, siteFor, type OnExpense } from "./expense-command.server";

/** Changes a pending expense; `receipt` null keeps the current one. */
export async function editExpense(sql: Sql, user: Actor, input: OnExpense & { expense: ExpenseInput; receipt: ReceiptRef | null }, meta: CommandMeta) {
  const [site, lockedMonths] = await Promise.all([siteFor(sql, user, input.expense), lockedMonthsOf(sql, input.personId)]);
  return handleCommand(sql, expenseDecider, {
    command: { type: "EditExpense", editedBy: expenseActorOf(user), expense: input.expense, receipt: input.receipt, site, lockedMonths },
    meta,
    target: { id: input.expenseId },
    expectedVersion: input.expectedVersion,
    piiSubject: piiOf(input.personId),
  });
}
