// Commands on one expense (stream `expense-<id>`). Each names the person acting with the rights
// they hold, so the rules check who may act here and not only in the route; `now` comes from the
// command context. Intents on forms mirror them: submit-expense, edit-expense, withdraw-expense,
// approve-expense, reject-expense.
import type { Role } from "../access/permissions";
import type { SecondApprovalRules } from "../approval-rule/second-step";
import type { DelegatedAuthority } from "../delegation/approval";
import { decisionsOn } from "../shared/approvable";
import type { CompanyCode } from "../company/companies";
import type { ReceiptRef } from "./events";
import type { ExpenseInput } from "./input";
import type { ExpenseActor } from "./types";
import type { LockedMonths } from "../month-close/month";

/** The person's locked months (countersigned, ADR-0138), read by the command: an expense dated in one is refused; absent: none. */
export interface UnderPeriodLock {
  lockedMonths?: LockedMonths;
}

/** The site the input names, as the acting user may see it; null when it is unknown or not visible to them. */
export interface SiteRef {
  siteId: number;
  companyCode: CompanyCode;
}

/**
 * Submit an expense for `personId`: by the person (staff roles only), or by someone with update hr
 * for them. Starts PENDING either way. The receipt is stored first; the command carries its key
 * (null: none was attached, which is refused).
 */
export interface SubmitExpense extends UnderPeriodLock {
  type: "SubmitExpense";
  expenseId: number;
  personId: number;
  /** the role of the person the expense is about */
  personRole: Role | null;
  submittedBy: ExpenseActor;
  expense: ExpenseInput;
  receipt: ReceiptRef | null;
  site: SiteRef | null;
}

/** Change a pending expense: by the person, or by someone with update hr. `receipt` null keeps the current one. */
export interface EditExpense extends UnderPeriodLock {
  type: "EditExpense";
  editedBy: ExpenseActor;
  expense: ExpenseInput;
  receipt: ReceiptRef | null;
  site: SiteRef | null;
}

/** Withdraw a pending expense: by the person, or by someone with update hr. */
export interface WithdrawExpense {
  type: "WithdrawExpense";
  withdrawnBy: ExpenseActor;
}

/** The decisions on an expense: `ApproveExpense` / `approve-expense`, `RejectExpense` / `reject-expense`. */
export const EXPENSE_DECISIONS = decisionsOn("Expense");

/**
 * Approve a pending expense: needs update hr, and not one's own. For EUR and USD the CHF equivalent
 * must be known: given by the person, or here (`changedChf`, cents; it replaces the person's when
 * different). `account` is the accounting account (CONTO CONTABILE), optional.
 */
export interface ApproveExpense extends UnderPeriodLock {
  type: typeof EXPENSE_DECISIONS.approve.commandType;
  decidedBy: ExpenseActor;
  changedChf: number | null;
  account: string | null;
  /** the live expense rules of the person's company: which one, if any, asks for two approvals (ADR-0139) */
  secondApproval: SecondApprovalRules;
  /** decided through a delegation (ADR-0088): its terms and the delegator's rights now */
  onBehalf?: DelegatedAuthority | null;
}

/** Reject a pending expense: needs update hr, and not one's own. */
export interface RejectExpense {
  type: typeof EXPENSE_DECISIONS.reject.commandType;
  decidedBy: ExpenseActor;
  onBehalf?: DelegatedAuthority | null;
}

export type ExpenseCommand = SubmitExpense | EditExpense | WithdrawExpense | ApproveExpense | RejectExpense;
