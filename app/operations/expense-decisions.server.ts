// Approving and rejecting expenses from HR's approvals list: one row's plain form, or a bulk
// decision in two steps (the list of what will happen, then the confirmation). Each row of a bulk
// decision is its own command, its command id derived from the batch's id, the intent and the
// expense, so a confirmation posted twice (Back + resubmit, a double click) decides nothing twice;
// the rows that could not be decided are listed with the reason.
import { parseForm } from "~/ui/forms/parse";
import { data, redirect } from "@remix-run/node";
import type { TFunction } from "i18next";
import { flashCookie } from "~/auth/flash.server";
import { safeRedirect } from "~/auth/form.server";
import type { CurrentUser } from "~/auth/user.server";
import { mayManageExpenses } from "~/domain/expense/decider";
import { bulkExpenseDecisionSchema, expenseDecisionSchema } from "~/domain/expense/schema";
import { ConcurrencyError, isDomainError } from "~/domain/shared/errors";
import { formatDate, formatMoney } from "~/domain/shared/format";
import { expensesByIds, type ExpenseRow } from "~/events/queries/expenses.server";
import { getT } from "~/i18n/i18next.server";
import { getSql } from "~/runtime.server";
import { errorText } from "~/ui/forms/messages";
import type { BulkIntent, BulkLine } from "~/ui/expense/bulk";
import type { RowDecisionError } from "~/ui/expense/approval-columns";
import { APPROVALS_PATH } from "~/ui/expense/paths";
import { commandMeta } from "./action.server";
import { deriveCommandId } from "./derived-command-id.server";
import { approveExpense } from "./approve-expense.server";
import { expenseActorOf } from "./expense-command.server";
import { rejectExpense } from "./reject-expense.server";
import { visibleCompanies, visibleExpense } from "./expense-scope.server";


/** The command id of one row of a bulk decision: derived from the batch, the intent and the expense. */
export const bulkCommandId = (batchId: string, intent: BulkIntent, expenseId: number): string => deriveCommandId(batchId, "expense-decision", intent, expenseId);

/** A refusal as the user reads it (a stale version as the list's conflict message). */
function messageOf(t: TFunction, err: unknown): string {
  if (err instanceof ConcurrencyError) return t("expense.approval.conflict");
  if (isDomainError(err)) return t(err.code, { ...err.params, defaultValue: t("errors.http", { status: err.status, statusText: err.code }) });
  throw err;
}

export type DecisionActionData =
  | { kind: "row"; error: RowDecisionError }
  | { kind: "confirm"; intent: BulkIntent; batchId: string; lines: BulkLine[]; error: string | null }
  | { kind: "result"; decided: number; conflicts: { id: number; label: string; reason: string }[] };

const lineLabel = (r: ExpenseRow) => [r.personName, formatDate(r.date), formatMoney(r.amount, r.currency), r.reason].filter(Boolean).join(" · ");

/** What would keep a decision from applying to a row, before it is tried (the rules decide again when it runs). */
function foreseenProblem(t: TFunction, user: CurrentUser, intent: BulkIntent, r: ExpenseRow): string | null {
  if (r.status !== "PENDING") return t("edit_allow_only_on_pending");
  if (r.personId === user.id) return t("expense.own_decision");
  if (intent === "approve-expense" && r.currency !== "CHF" && r.changedChf === null) return t("expense.changed_chf_required", { currency: r.currency });
  return null;
}

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
  try {
    if (v.intent === "approve-expense") await approveExpense(sql, user, { ...input, changedChf: v.changedChf, account: v.account ?? null }, commandMeta(user, form));
    else await rejectExpense(sql, user, input, commandMeta(user, form));
  } catch (err) {
    const status = isDomainError(err) ? err.status : 500;
    return data<DecisionActionData>({ kind: "row", error: { expenseId: expense.id, label: lineLabel(expense), message: messageOf(t, err), ...typed } }, { status });
  }
  throw redirect(returnTo, {
    status: 303,
    headers: {
      "Set-Cookie": await flashCookie(request, {
        kind: "success",
        key: v.intent === "approve-expense" ? "expense.approval.approved_successfully" : "expense.approval.rejected_successfully",
      }),
    },
  });
}

/** A bulk decision: the confirmation step, then one command per row. */
export async function decideBulk(request: Request, user: CurrentUser, form: FormData) {
  const t = await getT(request);
  const returnTo = safeRedirect(form.get("returnTo"), APPROVALS_PATH);
  const submission = parseForm(form, { schema: bulkExpenseDecisionSchema });
  if (submission.status !== "success") {
    const intent = form.get("intent") === "reject-expense" ? "reject-expense" : "approve-expense";
    const first = Object.values(submission.error ?? {}).flat()[0] ?? "errors.required";
    return data<DecisionActionData>({ kind: "confirm", intent, batchId: String(form.get("batchId") ?? ""), lines: [], error: t(first) }, { status: 400 });
  }
  const { intent, rows, batchId, confirmed } = submission.value;
  const companies = visibleCompanies(user);
  const found = (await expensesByIds(await getSql(), rows.map((r) => r.expenseId))).filter((r) => companies.includes(r.companyCode));
  const version = new Map(rows.map((r) => [r.expenseId, r.version]));

  if (!confirmed) {
    const lines: BulkLine[] = found.map((r) => ({
      id: r.id,
      version: version.get(r.id) ?? r.version,
      label: lineLabel(r),
      problem: !mayManageExpenses(expenseActorOf(user)) ? t("errors.forbidden") : foreseenProblem(t, user, intent, r),
    }));
    return data<DecisionActionData>({ kind: "confirm", intent, batchId, lines, error: lines.length ? null : t("expense.bulk_none_selected") });
  }

  const sql = await getSql();
  const conflicts: { id: number; label: string; reason: string }[] = [];
  let decided = 0;
  for (const r of found) {
    const meta = { ...commandMeta(user, form), commandId: bulkCommandId(batchId, intent, r.id) };
    const input = { expenseId: r.id, personId: r.personId, expectedVersion: version.get(r.id) ?? null };
    try {
      if (intent === "approve-expense") await approveExpense(sql, user, { ...input, changedChf: null, account: null }, meta);
      else await rejectExpense(sql, user, input, meta);
      decided++;
    } catch (err) {
      conflicts.push({ id: r.id, label: lineLabel(r), reason: messageOf(t, err) });
    }
  }
  if (conflicts.length === 0) {
    throw redirect(returnTo, {
      status: 303,
      headers: { "Set-Cookie": await flashCookie(request, { kind: "success", key: "expense.bulk.done", params: { n: decided } }) },
    });
  }
  return data<DecisionActionData>({ kind: "result", decided, conflicts }, { status: 409 });
}
