// ApproveExpense: a pending expense approved, with the CHF equivalent and the account when given;
// under a second-approval rule of the person's company, in two steps (ADR-0139).
import { EXPENSE_DECISIONS } from "~/domain/expense/commands";
import type { Actor } from "~/domain/access/actor";
import type { Sql } from "~/db.server";
import type { DelegatedAuthority } from "~/domain/delegation/approval";
import { expenseDecider } from "~/domain/expense/decider";
import { lockedMonthsOf } from "~/events/queries/month-close.server";
import { approvalRulesForPerson } from "~/events/queries/second-approval.server";
import { handleCommand, type CommandMeta } from "~/events/handle-command.server";
import { expenseActorOf, piiOf, type OnExpense } from "./expense-command.server";

/** Approves a pending expense (update hr; never one's own), with the CHF equivalent and the account when given. */
export async function approveExpense(sql: Sql, user: Pick<Actor, "id" | "access">, input: OnExpense & { changedChf: number | null; account: string | null }, meta: CommandMeta, onBehalf: DelegatedAuthority | null = null) {
  const [lockedMonths, rules] = await Promise.all([lockedMonthsOf(sql, input.personId), approvalRulesForPerson(sql, input.personId, "expense")]);
  return handleCommand(sql, expenseDecider, {
    command: {
      type: EXPENSE_DECISIONS.approve.commandType,
      decidedBy: expenseActorOf(user),
      onBehalf,
      changedChf: input.changedChf,
      account: input.account,
      lockedMonths,
      // the expense rules of the person's company: the decider picks the one the CHF amount reaches (ADR-0139)
      secondApproval: { rules },
    },
    meta,
    target: { id: input.expenseId },
    expectedVersion: input.expectedVersion,
    piiSubject: piiOf(input.personId),
  });
}
