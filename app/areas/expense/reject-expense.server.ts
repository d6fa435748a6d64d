// RejectExpense: a pending expense rejected.
import { EXPENSE_DECISIONS } from "~/domain/expense/commands";
import type { Actor } from "~/domain/access/actor";
import type { Sql } from "~/db.server";
import type { DelegatedAuthority } from "~/domain/delegation/approval";
import { expenseDecider } from "~/domain/expense/decider";
import { handleCommand, type CommandMeta } from "~/events/handle-command.server";
import { expenseActorOf, piiOf, type OnExpense } from "./expense-command.server";

/** Rejects a pending expense (update hr; never one's own). */
export function rejectExpense(sql: Sql, user: Pick<Actor, "id" | "access">, input: OnExpense, meta: CommandMeta, onBehalf: DelegatedAuthority | null = null) {
  return handleCommand(sql, expenseDecider, {
    command: { type: EXPENSE_DECISIONS.reject.commandType, decidedBy: expenseActorOf(user), onBehalf },
    meta,
    target: { id: input.expenseId },
    expectedVersion: input.expectedVersion,
    piiSubject: piiOf(input.personId),
  });
}
