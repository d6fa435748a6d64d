// The expense rows as the screens show them: formatted (view.ts) with signed links to each
// receipt and thumbnail made now, valid 300 seconds (ADR-0020). Only called by loaders that have
// already checked the user may see these expenses.
import type { TFunction } from "i18next";
import { receiptLinks } from "~/storage/receipt-links.server";
import { expenseRowView, type ExpenseRowView } from "~/ui/expense/view";
import type { ExpenseRow } from "~/events/queries/expenses.server";

export function expenseRowViews(t: TFunction, rows: readonly ExpenseRow[]): Promise<ExpenseRowView[]> {
  return Promise.all(rows.map(async (r) => expenseRowView(t, r, await receiptLinks(r.receipt))));
}

/** A month as a select shows it: "marzo 2026". */
export function monthLabel(t: TFunction, month: string): string {
  return `${t(`expense.months.${month.slice(5, 7)}`)} ${month.slice(0, 4)}`;
}

export function monthOptions(t: TFunction, months: readonly string[]): { value: string; label: string }[] {
  return months.map((m) => ({ value: m, label: monthLabel(t, m) }));
}
