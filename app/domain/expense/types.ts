// The expense vocabulary (spec: Expense; ADR-0021): currencies, units, statuses and limits. Codes
// are stored in events, so a code never changes meaning.
import type { Grantor } from "../access/grants";
import { ROLES, type Role } from "../access/permissions";
import { mayClaimOwnExpenses } from "../access/self-service";
import { REQUEST_STATUSES, type RequestStatus } from "../shared/approvable";
import { TEXT_LIMITS } from "../shared/text-limits";

/** CHF is the default; EUR and USD need their CHF equivalent (changedChf) before approval. */
export const CURRENCIES = ["CHF", "EUR", "USD"] as const;
export type Currency = (typeof CURRENCIES)[number];

export const UNITS = ["METERS", "PIECES", "KG", "LITERS"] as const;
export type Unit = (typeof UNITS)[number];

/** The shared request lifecycle's statuses: WITHDRAWN is final like APPROVED and REJECTED (as for leave, ADR-0010). */
export const EXPENSE_STATUSES = REQUEST_STATUSES;
export type ExpenseStatus = RequestStatus;

/** isEquipment is 0 or 1 (spec), default 0. */
export type EquipmentFlag = 0 | 1;

/** Longest texts kept (declared with every other field's limit in TEXT_LIMITS). */
export const REASON_MAX = TEXT_LIMITS.expense.reason;
export const PLACE_MAX = TEXT_LIMITS.expense.place;
export const ACCOUNT_MAX = TEXT_LIMITS.expense.account;
/** The largest amount (cents) and quantity (thousandths) one expense may carry: 1'000'000.00 and 1'000'000.000. */
export const AMOUNT_MAX_CENTS = 100_000_000;
export const QUANTITY_MAX = 1_000_000_000;

/** Who acts on an expense and the rights they hold (as for access grants). */
export type ExpenseActor = Grantor;

/** Roles whose members claim expenses for themselves: staff, not clients or auditors (selfServicesOf decides). */
export const CLAIMING_ROLES: readonly Role[] = ROLES.filter((r) => mayClaimOwnExpenses(r));

export function isCurrency(v: unknown): v is Currency {
  return typeof v === "string" && (CURRENCIES as readonly string[]).includes(v);
}
export function isUnit(v: unknown): v is Unit {
  return typeof v === "string" && (UNITS as readonly string[]).includes(v);
}

/** The translation key of a status (`expense.status.PENDING`, …). */
export function expenseStatusKey(status: ExpenseStatus): string {
  return `expense.status.${status}`;
}

/** The translation key of a unit (`expense.unit.METERS`, …). */
export function unitKey(unit: Unit): string {
  return `expense.unit.${unit}`;
}

/** An accounting account (CONTO CONTABILE): digits, letters, spaces, dots, dashes and slashes, at most 40. */
export function isAccount(v: string): boolean {
  return v.length > 0 && v.length <= ACCOUNT_MAX && /^[\p{L}\p{N}][\p{L}\p{N} .\-/]*$/u.test(v);
}
