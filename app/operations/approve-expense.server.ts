// ApproveExpense: a pending expense approved, with the CHF equivalent and the account when given.
import type { CurrentUser } from "~/auth/user.server";
import type { Sql } from "~/db.server";
import { expenseDecider } from "~/domain/expense/decider";
import { handleCommand, type CommandMeta } from "~/events/handle-command.server";
import { expenseActorOf, piiOf, type OnExpense } from "./expense-command.server";

/** Approves a pending expense (update hr; never one's own), with the CHF equivalent and the account when given. */
export function approveExpense(sql: Sql, user: Pick<CurrentUser, "id" | "access">, input: OnExpense & { changedChf: number | null; account: string | null }, meta: CommandMeta) {
  return handleCommand(sql, expenseDecider, {
    command: { type: "ApproveExpense", decidedBy: expenseActorOf(user), changedChf: input.changedChf, account: input.account },
    commandType: "ApproveExpense",
    meta,
    target: { id: input.expenseId },
    expectedVersion: input.expectedVersion,
    piiSubject: piiOf(input.personId),
  });
}
