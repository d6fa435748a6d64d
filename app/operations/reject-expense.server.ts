// RejectExpense: a pending expense rejected.
import type { CurrentUser } from "~/auth/user.server";
import type { Sql } from "~/db.server";
import { expenseDecider } from "~/domain/expense/decider";
import { handleCommand, type CommandMeta } from "~/events/handle-command.server";
import { expenseActorOf, piiOf, type OnExpense } from "./expense-command.server";

/** Rejects a pending expense (update hr; never one's own). */
export function rejectExpense(sql: Sql, user: Pick<CurrentUser, "id" | "access">, input: OnExpense, meta: CommandMeta) {
  return handleCommand(sql, expenseDecider, {
    command: { type: "RejectExpense", decidedBy: expenseActorOf(user) },
    commandType: "RejectExpense",
    meta,
    target: { id: input.expenseId },
    expectedVersion: input.expectedVersion,
    piiSubject: piiOf(input.personId),
  });
}
