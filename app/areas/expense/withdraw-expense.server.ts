// WithdrawExpense: a pending expense withdrawn; final.
import type { Actor } from "~/domain/access/actor";
import type { Sql } from "~/db.server";
import { expenseDecider } from "~/domain/expense/decider";
import { handleCommand, type CommandMeta } from "~/events/handle-command.server";
import { expenseActorOf, piiOf, type OnExpense } from "./expense-command.server";

/** Withdraws a pending expense; final. */
export function withdrawExpense(sql: Sql, user: Actor, input: OnExpense, meta: CommandMeta) {
  return handleCommand(sql, expenseDecider, {
    command: { type: "WithdrawExpense", withdrawnBy: expenseActorOf(user) },
    meta,
    target: { id: input.expenseId },
    expectedVersion: input.expectedVersion,
    piiSubject: piiOf(input.personId),
  });
}
