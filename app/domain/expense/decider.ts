// The rules of one expense (stream `expense-<id>`; ADR-0021): submitted with its receipt (by the
// person or by HR for them), edited or withdrawn while pending, approved or rejected once by
// someone else with update hr. A foreign-currency expense is approved only with its CHF equivalent.
// A double decision racing itself is settled by the store's expected version; a decision on an
// expense already decided is refused here with who decided it and when.
import { can } from "../access/permissions";
import { mayClaimOwnExpenses } from "../access/self-service";
import { fold, type Decider } from "../shared/decider";
import { DomainError, forbidden, notFound, ruleBroken } from "../shared/errors";
import { zurichDateOf } from "../shared/zurich-time";
import { assertWithinLimit } from "../shared/text-limits";
import type { ExpenseCommand, SiteRef } from "./commands";
import type { ChangedChf, ExpenseDetails, ExpenseEvent, ExpensePersonal, ReceiptRef } from "./events";
import { checkExpenseInput, expenseDetailsOf, type ExpenseInput } from "./input";
import { ACCOUNT_MAX, AMOUNT_MAX_CENTS, isAccount, type ExpenseActor, type ExpenseStatus } from "./types";

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
  withdrawnAt: string | null;
  withdrawnBy: number | null;
}

export const initialExpenseState = (): ExpenseState => ({
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
  withdrawnAt: null,
  withdrawnBy: null,
});

/** Deciding, and acting on someone else's expense, needs update hr. */
export function mayManageExpenses(actor: ExpenseActor): boolean {
  return can({ rights: new Set(actor.rights) }, "update", "hr");
}

/** Only a pending expense changes; otherwise `edit_allow_only_on_pending`, saying who closed it and when. */
function requirePending(state: ExpenseState): void {
  if (state.status === "PENDING") return;
  const closed = state.status === "WITHDRAWN" ? { by: state.withdrawnBy, at: state.withdrawnAt } : { by: state.decidedBy, at: state.decidedAt };
  const params: Record<string, string | number> = { status: state.status ?? "" };
  if (closed.by !== null) params.by = closed.by;
  if (closed.at !== null) params.at = closed.at;
  throw ruleBroken("edit_allow_only_on_pending", { params });
}

function requireExists(state: ExpenseState): void {
  if (state.status === null) throw notFound();
}

/** The person themselves, or someone with update hr. */
function requireOwnOrManager(actor: ExpenseActor, personId: number): void {
  if (actor.personId !== personId && !mayManageExpenses(actor)) throw forbidden();
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

/** Structural equality of plain JSON values (key order ignored: JSONB does not keep it). */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== "object" || typeof b !== "object") return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a as object);
  const kb = Object.keys(b as object);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
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
        };
      case "ExpenseWithdrawn":
        return { ...state, status: "WITHDRAWN", withdrawnAt: d.at, withdrawnBy: d.by };
      case "ExpenseApproved":
        return { ...state, status: "APPROVED", changedChf: event.data.changedChf, account: event.data.account, decidedAt: d.at, decidedBy: d.by };
      case "ExpenseRejected":
        return { ...state, status: "REJECTED", decidedAt: d.at, decidedBy: d.by };
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
        requireExists(state);
        requireOwnOrManager(command.editedBy, state.personId);
        requirePending(state);
        const by = command.editedBy.personId;
        const { details, personal } = recordOf(command.expense, command.site, at);
        const receipt = command.receipt ?? (state.receipt as ReceiptRef);
        const changedChf = changedChfOf(details, command.expense.changedChf, state.changedChf, by, at);
        if (sameJson(details, state.details) && sameJson(personal, state.personal) && sameJson(receipt, state.receipt) && sameJson(changedChf, state.changedChf)) return [];
        return [{ type: "ExpenseEdited", data: { expenseId: state.expenseId, personId: state.personId, details, receipt, changedChf, personal, at, by } }];
      }
      case "WithdrawExpense":
        requireExists(state);
        requireOwnOrManager(command.withdrawnBy, state.personId);
        requirePending(state);
        return [{ type: "ExpenseWithdrawn", data: { expenseId: state.expenseId, personId: state.personId, at, by: command.withdrawnBy.personId } }];
      case "ApproveExpense":
      case "RejectExpense": {
        requireExists(state);
        if (!mayManageExpenses(command.decidedBy)) throw forbidden();
        if (command.decidedBy.personId === state.personId) throw new DomainError("forbidden", "expense.own_decision");
        requirePending(state);
        const by = command.decidedBy.personId;
        const stamp = { expenseId: state.expenseId, personId: state.personId, at, by };
        if (command.type === "RejectExpense") return [{ type: "ExpenseRejected", data: stamp }];
        const details = state.details as ExpenseDetails;
        const given = command.changedChf;
        if (details.currency !== "CHF" && given !== null && (!Number.isSafeInteger(given) || given <= 0 || given > AMOUNT_MAX_CENTS)) {
          throw ruleBroken(given > AMOUNT_MAX_CENTS ? "expense.amount_too_large" : "expense.amount_positive", { field: "changedChf" });
        }
        const changedChf = given === null ? state.changedChf : changedChfOf(details, given, state.changedChf, by, at);
        if (details.currency !== "CHF" && changedChf === null) {
          throw ruleBroken("expense.changed_chf_required", { field: "changedChf", params: { currency: details.currency } });
        }
        const account = command.account?.trim() || null;
        if (account !== null) assertWithinLimit(account, ACCOUNT_MAX, "account");
        if (account !== null && !isAccount(account)) throw ruleBroken("expense.invalid_account", { field: "account" });
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
