// The rules of one expense (stream `expense-<id>`; ADR-0021): submitted with its receipt (by the
// person or by HR for them), edited or withdrawn while pending, approved or rejected once by
// someone else with update hr. A foreign-currency expense is approved only with its CHF equivalent.
// A double decision racing itself is settled by the store's expected version; a decision on an
// expense already decided is refused here with who decided it and when.
import { can } from "../access/permissions";
import { approverOf } from "../delegation/approval";
import { onBehalfOf } from "../delegation/on-behalf";
import { mayClaimOwnExpenses } from "../access/self-service";
import { fold, type Decider } from "../shared/decider";
import { expenseRuleFor, firstApprovalOf, secondApprovalProblem, type FirstApproval } from "../approval-rule/second-step";
import { approvableLifecycle, closedBy, sameJson, type DecisionIntent } from "../shared/approvable";
import { DomainError, forbidden, ruleBroken } from "../shared/errors";
import { zurichDateOf } from "../shared/zurich-time";
import { isTooLong, TOO_LONG } from "../shared/text-limits";
import type { ExpenseCommand, SiteRef } from "./commands";
import type { ChangedChf, ExpenseDetails, ExpenseEvent, ExpensePersonal, ReceiptRef } from "./events";
import { checkExpenseInput, expenseDetailsOf, type ExpenseInput } from "./input";
import { ACCOUNT_MAX, AMOUNT_MAX_CENTS, isAccount, type ExpenseActor, type ExpenseStatus } from "./types";
import { refuseInLockedMonth } from "../month-close/month";

export interface ExpenseState {
  expenseId: number;
  personId: number;
  /** null: nothing submitted yet */
  status: ExpenseStatus | null;
  details: ExpenseDetails | null;
  /** reason and place; null when nothing was submitted or the person has been erased */
  personal: ExpensePersonal | null;
  receipt: ReceiptRef | null;
  changedChf: ChangedChf | null;
  /** the accounting account (CONTO CONTABILE) the approver set */
  account: string | null;
  submittedAt: string | null;
  /** who submitted it: the person, or HR for them */
  submittedBy: number | null;
  editedAt: string | null;
  editedBy: number | null;
  /** who approved or rejected it (whoApproveId), and when */
  decidedAt: string | null;
  decidedBy: number | null;
  /** the approver `decidedBy` decided for, through a delegation (ADR-0088); null: their own decision */
  decidedFor: number | null;
  /** the first of two approvals a rule asked for (ADR-0139): kept once decided (the history shows both); an edit clears it. PENDING with one: "1 of 2" */
  firstApproval: FirstApproval | null;
  withdrawnAt: string | null;
  withdrawnBy: number | null;
}

const initialExpenseState = (): ExpenseState => ({
  expenseId: 0,
  personId: 0,
  status: null,
  details: null,
  personal: null,
  receipt: null,
  changedChf: null,
  account: null,
  submittedAt: null,
  submittedBy: null,
  editedAt: null,
  editedBy: null,
  decidedAt: null,
  decidedBy: null,
  decidedFor: null,
  firstApproval: null,
  withdrawnAt: null,
  withdrawnBy: null,
});

/** Deciding, and acting on someone else's expense, needs update hr. */
export function mayManageExpenses(actor: ExpenseActor): boolean {
  return can({ rights: new Set(actor.rights) }, "update", "hr");
}

/** What an approval carries: the CHF equivalent the approver gives (cents; null: none given) and the accounting account. */
export interface ExpenseApproval {
  changedChf: number | null;
  account: string | null;
}

/**
 * The shared request lifecycle with the expense's rules: update hr manages; nobody decides their
 * own expense; a EUR or USD expense is approved only with its CHF equivalent (the person's, or a
 * valid one given now); the account, when given, is one.
 */
const expenseLifecycle = approvableLifecycle<ExpenseState, ExpenseApproval>({
  mayManage: mayManageExpenses,
  ownDecisionCode: "expense.own_decision",
  approvalProblem(state, intent) {
    const { details } = state;
    const given = intent.changedChf;
    if (details.currency !== "CHF" && given !== null && (!Number.isSafeInteger(given) || given <= 0 || given > AMOUNT_MAX_CENTS)) {
      return ruleBroken(given > AMOUNT_MAX_CENTS ? "expense.amount_too_large" : "expense.amount_positive", { field: "changedChf" });
    }
    if (details.currency !== "CHF" && given === null && state.changedChf === null) {
      return ruleBroken("expense.changed_chf_required", { field: "changedChf", params: { currency: details.currency } });
    }
    const account = intent.account?.trim() || null;
    if (account !== null && isTooLong(account, ACCOUNT_MAX)) return ruleBroken(TOO_LONG, { field: "account", params: { max: ACCOUNT_MAX } });
    if (account !== null && !isAccount(account)) return ruleBroken("expense.invalid_account", { field: "account" });
    return null;
  },
});

/** Why `actor` may not approve or reject this expense (the first broken rule), or null: the rules the decider throws with, for a preview. */
export function expenseDecisionProblem(state: ExpenseState, actor: ExpenseActor, intent: DecisionIntent<ExpenseApproval>): DomainError | null {
  const problem = expenseLifecycle.decisionProblem(state, actor, intent);
  if (problem || intent.decision !== "approve" || state.firstApproval === null) return problem;
  return secondApprovalProblem(state.firstApproval, actor.personId, null, actor);
}

/** The input's checks, the site the actor may see, and no date after today; the first broken rule is thrown. */
function recordOf(input: ExpenseInput, site: SiteRef | null, now: string): { details: ExpenseDetails; personal: ExpensePersonal } {
  const [first] = checkExpenseInput(input);
  if (first) throw ruleBroken(first.code, { field: first.field, params: first.params });
  if (!site || site.siteId !== input.siteId) throw ruleBroken("expense.unknown_site", { field: "siteId" });
  if ((input.date as string) > zurichDateOf(now).toString()) throw ruleBroken("expense.date_in_future", { field: "date" });
  return expenseDetailsOf(input);
}

/**
 * The CHF equivalent to record: none for CHF; for EUR and USD the amount given, kept with its
 * earlier author when unchanged, else attributed to `by` now.
 */
function changedChfOf(details: ExpenseDetails, given: number | null, before: ChangedChf | null, by: number, at: string): ChangedChf | null {
  if (details.currency === "CHF" || given === null) return null;
  if (before && before.amount === given) return before;
  return { amount: given, by, at };
}

/**
 * Expenses: staff submit their own with a receipt; HR (update hr) may record one for anyone; only
 * a pending expense is edited, withdrawn, approved or rejected; nobody decides their own; a EUR or
 * USD expense is approved only with its CHF equivalent; the approver may set the account.
 */
export const expenseDecider: Decider<ExpenseState, ExpenseCommand, ExpenseEvent> = {
  streamType: "expense",
  initialState: initialExpenseState,
  evolve(state, event) {
    const d = event.data;
    switch (event.type) {
      case "ExpenseSubmitted":
        return {
          ...initialExpenseState(),
          expenseId: d.expenseId,
          personId: d.personId,
          status: "PENDING",
          details: event.data.details,
          personal: event.data.personal,
          receipt: event.data.receipt,
          changedChf: event.data.changedChf,
          submittedAt: d.at,
          submittedBy: d.by,
        };
      case "ExpenseEdited":
        return {
          ...state,
          details: event.data.details,
          personal: event.data.personal,
          receipt: event.data.receipt,
          changedChf: event.data.changedChf,
          editedAt: d.at,
          editedBy: d.by,
          // what the first approver approved has changed: the expense starts its approvals again (ADR-0139)
          firstApproval: null,
        };
      case "ExpenseWithdrawn":
        return closedBy(state, "WITHDRAWN", d.by, d.at);
      case "ExpenseFirstApproved": {
        const e = event.data;
        return {
          ...state,
          changedChf: e.changedChf,
          account: e.account,
          firstApproval: { by: e.by, at: e.at, onBehalfOf: e.onBehalfOf ?? null, ruleId: e.ruleId, secondRight: e.secondRight },
        };
      }
      case "ExpenseApproved":
        return {
          ...closedBy(state, "APPROVED", d.by, d.at),
          decidedFor: event.data.onBehalfOf ?? null,
          changedChf: event.data.changedChf,
          account: event.data.account,
        };
      case "ExpenseRejected":
        return { ...closedBy(state, "REJECTED", d.by, d.at), decidedFor: event.data.onBehalfOf ?? null };
    }
  },
  decide(command, state, ctx) {
    const at = ctx.now;
    switch (command.type) {
      case "SubmitExpense": {
        if (state.status !== null) throw ruleBroken("errors.already_exists");
        const by = command.submittedBy.personId;
        if (by !== command.personId && !mayManageExpenses(command.submittedBy)) throw forbidden();
        if (!mayClaimOwnExpenses(command.personRole)) throw new DomainError("forbidden", "expense.not_allowed");
        const { details, personal } = recordOf(command.expense, command.site, at);
        refuseInLockedMonth(command.lockedMonths, [details.date], "date");
        if (!command.receipt) throw ruleBroken("expense.receipt_required", { field: "receipt" });
        const changedChf = changedChfOf(details, command.expense.changedChf, null, by, at);
        return [
          {
            type: "ExpenseSubmitted",
            data: { expenseId: command.expenseId, personId: command.personId, details, receipt: command.receipt, changedChf, personal, at, by },
          },
        ];
      }
      case "EditExpense": {
        expenseLifecycle.requireChangeable(state, command.editedBy);
        const by = command.editedBy.personId;
        const { details, personal } = recordOf(command.expense, command.site, at);
        // neither the month it was dated in nor the one it moves to may be locked (ADR-0138)
        refuseInLockedMonth(command.lockedMonths, [state.details?.date, details.date], "date");
        const receipt = command.receipt ?? (state.receipt as ReceiptRef);
        const changedChf = changedChfOf(details, command.expense.changedChf, state.changedChf, by, at);
        if (sameJson(details, state.details) && sameJson(personal, state.personal) && sameJson(receipt, state.receipt) && sameJson(changedChf, state.changedChf)) return [];
        return [{ type: "ExpenseEdited", data: { expenseId: state.expenseId, personId: state.personId, details, receipt, changedChf, personal, at, by } }];
      }
      case "WithdrawExpense":
        expenseLifecycle.requireChangeable(state, command.withdrawnBy);
        return [{ type: "ExpenseWithdrawn", data: { expenseId: state.expenseId, personId: state.personId, at, by: command.withdrawnBy.personId } }];
      case "ApproveExpense":
      case "RejectExpense": {
        const intent: DecisionIntent<ExpenseApproval> =
          command.type === "ApproveExpense" ? { decision: "approve", changedChf: command.changedChf, account: command.account } : { decision: "reject" };
        const approver = approverOf(command.decidedBy, command.onBehalf, "expense", state.status === null ? null : state.personId, at);
        const problem = approver.problem ?? expenseLifecycle.decisionProblem(state, approver.actor, intent);
        if (problem) throw problem;
        const by = command.decidedBy.personId;
        const stamp = { expenseId: state.expenseId, personId: state.personId, at, by, ...onBehalfOf(command.onBehalf) };
        if (command.type === "RejectExpense") return [{ type: "ExpenseRejected", data: stamp }];
        // an approval adds the expense to its month's signed report: not in a locked month (ADR-0138)
        refuseInLockedMonth(command.lockedMonths, [state.details?.date]);
        const given = command.changedChf;
        const details = state.details as ExpenseDetails;
        const changedChf = given === null ? state.changedChf : changedChfOf(details, given, state.changedChf, by, at);
        // the second approver may leave the account the first one set (ADR-0139); before any first approval it is null
        const account = command.account?.trim() || state.account;
        // a second-approval rule (ADR-0139): the second step by another person with the rule's right
        const first = state.firstApproval;
        if (first) {
          const second = secondApprovalProblem(first, by, command.onBehalf?.delegatorId, approver.actor);
          if (second) throw second;
          const firstApproval = { by: first.by, at: first.at, ...(first.onBehalfOf === null ? {} : { onBehalfOf: first.onBehalfOf }) };
          return [{ type: "ExpenseApproved", data: { ...stamp, changedChf, account, firstApproval } }];
        }
        const rule = expenseRuleFor(command.secondApproval.rules, details.currency === "CHF" ? details.amount : (changedChf?.amount ?? null));
        if (rule) return [{ type: "ExpenseFirstApproved", data: { ...stamp, changedChf, account, ...firstApprovalOf(rule) } }];
        return [{ type: "ExpenseApproved", data: { ...stamp, changedChf, account } }];
      }
    }
  },
};

/** An expense's state from its events (as a history page folds them). */
export function foldExpense(events: readonly ExpenseEvent[]): ExpenseState {
  return fold(expenseDecider, [...events]);
}

/** The state after the first `count` events: the expense exactly as it was then ("state at"). */
export function expenseStateAt(events: readonly ExpenseEvent[], count: number): ExpenseState {
  return foldExpense(events.slice(0, Math.max(0, count)));
}
