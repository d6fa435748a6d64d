// Approving and rejecting expenses from HR's approvals list: one row's plain form here, and the
// bulk decision on the shared pages (bulk-decision.server.ts: a confirmation listing each ticked
// expense and whether the rules will let the decision apply, then one command per expense). The
// rules are the decider's (`expenseDecisionProblem`).
import { parseForm } from "~/ui/forms/parse";
import { data, redirect } from "@remix-run/node";
import type { TFunction } from "i18next";
import { flashCookie } from "~/auth/flash.server";
import { safeRedirect } from "~/auth/form.server";
import type { CurrentUser } from "~/auth/user.server";
import type { Sql } from "~/db.server";
import { EXPENSE_DECISIONS } from "~/domain/expense/commands";
import { expenseDecider, expenseDecisionProblem, type ExpenseState } from "~/domain/expense/decider";
import type { ExpenseEvent } from "~/domain/expense/events";
import { expenseDecisionSchema } from "~/domain/expense/schema";
import type { Decision } from "~/domain/shared/approvable";
import { ConcurrencyError, isDomainError } from "~/domain/shared/errors";
import { formatDate, formatMoney } from "~/domain/shared/format";
import type { CommandMeta } from "~/events/handle-command.server";
import { expensesByIds, type ExpenseRow } from "~/events/queries/expenses.server";
import { getT } from "~/i18n/i18next.server";
import { getSql } from "~/runtime.server";
import { errorText } from "~/ui/forms/messages";
import type { RowDecisionError } from "~/ui/expense/approval-columns";
import { APPROVALS_PATH } from "~/ui/expense/paths";
import { commandMeta } from "./action.server";
import type { BulkArea } from "./bulk-decision.server";
import { approveExpense } from "./approve-expense.server";
import { expenseActorOf } from "./expense-command.server";
import { rejectExpense } from "./reject-expense.server";
import { visibleCompanies, visibleExpense } from "./expense-scope.server";
import type { DecisionArea } from "./request-decisions.server";

/** A refusal as the user reads it (a stale version as the list's conflict message). */
function messageOf(t: TFunction, err: unknown): string {
  if (err instanceof ConcurrencyError) return t("expense.approval.conflict");
  if (isDomainError(err)) return t(err.code, { ...err.params, defaultValue: t("errors.http", { status: err.status, statusText: err.code }) });
  throw err;
}

export type DecisionActionData = { kind: "row"; error: RowDecisionError };

const lineLabel = (r: ExpenseRow) => [r.personName, formatDate(r.date), formatMoney(r.amount, r.currency), r.reason].filter(Boolean).join(" · ");

/** One row's approve or reject form. */
export async function decideOne(request: Request, user: CurrentUser, form: FormData) {
  const t = await getT(request);
  const returnTo = safeRedirect(form.get("returnTo"), APPROVALS_PATH);
  const typed = { changedChf: String(form.get("changedChf") ?? ""), account: String(form.get("account") ?? "") };
  const submission = parseForm(form, { schema: expenseDecisionSchema });
  const rowId = Number(form.get("expenseId"));
  if (submission.status !== "success") {
    const first = Object.values(submission.error ?? {}).flat()[0] ?? "errors.required";
    const error: RowDecisionError = { expenseId: Number.isSafeInteger(rowId) ? rowId : 0, label: "", message: errorText(t, first), ...typed };
    return data<DecisionActionData>({ kind: "row", error }, { status: 400 });
  }
  const v = submission.value;
  const expense = await visibleExpense(user, String(v.expenseId));
  const sql = await getSql();
  const input = { expenseId: expense.id, personId: expense.personId, expectedVersion: v.expectedVersion ?? null };
  const decision = EXPENSE_DECISIONS.ofIntent(v.intent);
  try {
    await decideExpense(sql, user, decision, { ...input, changedChf: v.changedChf, account: v.account ?? null }, commandMeta(user, form));
  } catch (err) {
    const status = isDomainError(err) ? err.status : 500;
    return data<DecisionActionData>({ kind: "row", error: { expenseId: expense.id, label: lineLabel(expense), message: messageOf(t, err), ...typed } }, { status });
  }
  throw redirect(returnTo, {
    status: 303,
    headers: {
      "Set-Cookie": await flashCookie(request, {
        kind: "success",
        key: decision === "approve" ? "expense.approval.approved_successfully" : "expense.approval.rejected_successfully",
      }),
    },
  });
}

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

/** Expenses on the shared bulk decision pages: each with its person, date, amount and reason. */
export const expenseBulk: BulkArea<ExpenseState, ExpenseEvent> = {
  ...expenseDecisions,
  listPath: APPROVALS_PATH,
  listTitleKey: "expense.approval.title",
  cancelKey: "expense.list.cancel",
  idField: "expenseIds",
  rowAttribute: "data-expense-id",
  // the schema took only these two intents
  ofIntent: (intent) => EXPENSE_DECISIONS.ofIntent(intent as (typeof EXPENSE_DECISIONS.intents)[number]),
  headers: (t) => [t("expense.list.columns.person"), t("expense.list.columns.date"), t("expense.list.columns.amount"), t("expense.list.columns.reason")],
  async rows(sql, user, _t, ids) {
    const companies = visibleCompanies(user);
    const found = (await expensesByIds(sql, ids)).filter((r) => companies.includes(r.companyCode));
    return new Map(found.map((r) => [r.id, { id: r.id, personId: r.personId, version: r.version, cells: [r.personName, formatDate(r.date), formatMoney(r.amount, r.currency), r.reason] }]));
  },
  effects: async (_sql, t, decision, rows) => new Map(rows.map((r) => [r.id, [t(decision === "approve" ? "expense.hr.bulk.will_approve" : "expense.hr.bulk.will_reject")]])),
};
