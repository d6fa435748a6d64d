// What the expense screens show, formatted on the server (Swiss formats, ADR-0009): an expense as a
// list row. Pure: the loader passes the translations and the receipt's signed links.
import type { TFunction } from "i18next";
import { unitKey, type Currency, type ExpenseStatus } from "~/domain/expense/types";
import { formatDate, formatDateTime, formatMoney, formatQuantity } from "~/domain/shared/format";
import type { ExpenseRow } from "~/events/queries/expenses.server";
import type { ReceiptView } from "./receipt-link";

export interface ExpenseRowView {
  id: number;
  personId: number;
  person: string;
  /** DD.MM.YYYY */
  date: string;
  reason: string;
  place: string;
  /** "EUR 120.00" */
  amount: string;
  currency: Currency;
  /** "CHF 116.40", "" for CHF or not given yet */
  changedChf: string;
  /** a foreign amount still without its CHF equivalent: the approval form asks for it */
  needsChangedChf: boolean;
  /** "42.500 Litri" */
  quantity: string;
  site: string;
  equipment: string;
  status: ExpenseStatus;
  /** pending with the first of two approvals (ADR-0139) */
  oneOfTwo: boolean;
  account: string;
  /** DD.MM.YYYY HH:mm */
  submitted: string;
  decidedBy: string;
  receipt: ReceiptView;
  version: number;
}

/** What a row view is made of: an expense as the query reads it (the first approval may be left out). */
export type ExpenseRowSource = Pick<
  ExpenseRow,
  | "id"
  | "personId"
  | "personName"
  | "date"
  | "reason"
  | "place"
  | "amount"
  | "currency"
  | "changedChf"
  | "quantity"
  | "unit"
  | "siteTitle"
  | "siteQuickcomId"
  | "isEquipment"
  | "status"
  | "account"
  | "submittedAt"
  | "decidedByName"
  | "receipt"
  | "version"
> &
  Partial<Pick<ExpenseRow, "firstApprovedBy">>;

/** The site as lists show it: "Q26017 · Capannone Paradiso B". */
export function siteLabel(quickcomId: string, title: string): string {
  return [quickcomId, title].filter(Boolean).join(" · ");
}

export function expenseRowView(t: TFunction, r: ExpenseRowSource, receipt: ReceiptView): ExpenseRowView {
  return {
    id: r.id,
    personId: r.personId,
    person: r.personName,
    date: formatDate(r.date),
    reason: r.reason,
    place: r.place,
    amount: formatMoney(r.amount, r.currency),
    currency: r.currency,
    changedChf: r.currency !== "CHF" && r.changedChf ? formatMoney(r.changedChf.amount, "CHF") : "",
    needsChangedChf: r.currency !== "CHF" && r.changedChf === null,
    quantity: `${formatQuantity(r.quantity / 1000)} ${t(unitKey(r.unit))}`,
    site: siteLabel(r.siteQuickcomId, r.siteTitle),
    equipment: r.isEquipment === 1 ? t("expense.yes") : t("expense.no"),
    status: r.status,
    oneOfTwo: r.status === "PENDING" && r.firstApprovedBy != null,
    account: r.account ?? "",
    submitted: formatDateTime(r.submittedAt),
    decidedBy: r.decidedByName ?? "",
    receipt,
    version: r.version,
  };
}
