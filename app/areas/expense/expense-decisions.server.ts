// Approving and rejecting expenses as HR's approvals list runs them: one row's decision (the list's
// route, on the command action), or a bulk decision on the shared pages (bulk-decision.server.ts,
// the area's page in app/areas/expense/expense-bulk.server.ts) where every expense is its own command. The
// rules are the decider's (`expenseDecisionProblem`).
import type { CurrentUser } from "~/auth/user.server";
import type { Sql } from "~/db.server";
import { expenseDecider, expenseDecisionProblem, type ExpenseState } from "~/domain/expense/decider";
import type { ExpenseEvent } from "~/domain/expense/events";
import type { Decision } from "~/domain/shared/approvable";
import type { CommandMeta } from "~/events/handle-command.server";
import { approveExpense } from "./approve-expense.server";
import { expenseActorOf } from "./expense-command.server";
import { rejectExpense } from "./reject-expense.server";
import type { DecisionArea } from "~/areas/approvals/request-decisions.server";

interface ExpenseDecisionInput {
  expenseId: number;
  personId: number;
  expectedVersion: number | null;
  /** an approval's CHF equivalent (cents) and account; a bulk approval gives neither */
  changedChf?: number | null;
  account?: string | null;
}

/** One decision on one expense. */
export function decideExpense(sql: Sql, user: CurrentUser, decision: Decision, input: ExpenseDecisionInput, meta: CommandMeta) {
  const on = { expenseId: input.expenseId, personId: input.personId, expectedVersion: input.expectedVersion };
  return decision === "approve" ? approveExpense(sql, user, { ...on, changedChf: input.changedChf ?? null, account: input.account ?? null }, meta) : rejectExpense(sql, user, on, meta);
}

/** Expenses as the shared decision pages run them. */
export const expenseDecisions: DecisionArea<ExpenseState, ExpenseEvent> = {
  noun: "expense",
  decider: expenseDecider,
  decide: (sql, user, decision, item, meta) => decideExpense(sql, user, decision, { expenseId: item.id, personId: item.personId, expectedVersion: item.expectedVersion }, meta),
  problem: async (_sql, user, decision, state) =>
    expenseDecisionProblem(state, expenseActorOf(user), decision === "approve" ? { decision, changedChf: null, account: null } : { decision }),
};
