// What a person enters for an expense, and the checks of the spec (part 1 §5, part 2 §5): reason,
// amount (2 decimals), currency, quantity (3 decimals), unit, site, place, date and isEquipment
// are required; the receipt too (checked where the file arrives: the command carries its stored
// key). The form's schema and the decider run the same checks (checkExpenseInput), so the browser,
// the action and the rules refuse the same things with the same keys. Pure.
import { parseSwissDate } from "../shared/inputs";
import { isTooLong, TOO_LONG, type MessageParams } from "../shared/text-limits";
import type { ExpenseDetails, ExpensePersonal } from "./events";
import { AMOUNT_MAX_CENTS, isCurrency, isUnit, PLACE_MAX, QUANTITY_MAX, REASON_MAX, type Currency, type EquipmentFlag, type Unit } from "./types";

/** The form's values, parsed: amounts in cents, quantity in thousandths, the date as YYYY-MM-DD; null when not entered. */
export interface ExpenseInput {
  reason: string | null;
  place: string | null;
  amount: number | null;
  currency: Currency | null;
  /** the CHF actually charged for a EUR or USD expense, when the person knows it; ignored for CHF */
  changedChf: number | null;
  quantity: number | null;
  unit: Unit | null;
  siteId: number | null;
  date: string | null;
  isEquipment: EquipmentFlag | null;
}

export type ExpenseField = "reason" | "place" | "amount" | "currency" | "changedChf" | "quantity" | "unit" | "siteId" | "date" | "isEquipment" | "receipt";

export interface ExpenseIssue {
  code: string;
  field: ExpenseField;
  /** the message's parameters (a text's limit) */
  params?: MessageParams;
}

const REQUIRED = "errors.required";

/** A real calendar date written YYYY-MM-DD (no temporal-polyfill here: the form's schema runs in the browser too). */
function isIsoDate(s: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(s) && parseSwissDate(s) === s;
}

function positiveUpTo(value: number | null, max: number, field: ExpenseField, codes: { positive: string; tooLarge: string }, out: ExpenseIssue[]) {
  if (value === null) out.push({ code: REQUIRED, field });
  else if (!Number.isSafeInteger(value) || value <= 0) out.push({ code: codes.positive, field });
  else if (value > max) out.push({ code: codes.tooLarge, field });
}

/** Every rule the input breaks, field by field (empty when it is complete and valid). */
export function checkExpenseInput(input: ExpenseInput): ExpenseIssue[] {
  const out: ExpenseIssue[] = [];
  const reason = input.reason?.trim() ?? "";
  if (reason === "") out.push({ code: REQUIRED, field: "reason" });
  else if (isTooLong(reason, REASON_MAX)) out.push({ code: TOO_LONG, field: "reason", params: { max: REASON_MAX } });
  const place = input.place?.trim() ?? "";
  if (place === "") out.push({ code: REQUIRED, field: "place" });
  else if (isTooLong(place, PLACE_MAX)) out.push({ code: TOO_LONG, field: "place", params: { max: PLACE_MAX } });
  positiveUpTo(input.amount, AMOUNT_MAX_CENTS, "amount", { positive: "expense.amount_positive", tooLarge: "expense.amount_too_large" }, out);
  if (input.currency === null) out.push({ code: REQUIRED, field: "currency" });
  else if (!isCurrency(input.currency)) out.push({ code: "expense.invalid_currency", field: "currency" });
  if (input.currency !== "CHF" && input.changedChf !== null) {
    positiveUpTo(input.changedChf, AMOUNT_MAX_CENTS, "changedChf", { positive: "expense.amount_positive", tooLarge: "expense.amount_too_large" }, out);
  }
  positiveUpTo(input.quantity, QUANTITY_MAX, "quantity", { positive: "expense.quantity_positive", tooLarge: "expense.quantity_too_large" }, out);
  if (input.unit === null) out.push({ code: REQUIRED, field: "unit" });
  else if (!isUnit(input.unit)) out.push({ code: "expense.invalid_unit", field: "unit" });
  if (input.siteId === null) out.push({ code: REQUIRED, field: "siteId" });
  else if (!Number.isSafeInteger(input.siteId) || input.siteId <= 0) out.push({ code: "expense.unknown_site", field: "siteId" });
  if (input.date === null) out.push({ code: REQUIRED, field: "date" });
  else if (!isIsoDate(input.date)) out.push({ code: "errors.invalid_date", field: "date" });
  if (input.isEquipment === null) out.push({ code: REQUIRED, field: "isEquipment" });
  else if (input.isEquipment !== 0 && input.isEquipment !== 1) out.push({ code: "expense.invalid_equipment", field: "isEquipment" });
  return out;
}

/** The recorded details of a valid input (call after checkExpenseInput found nothing). */
export function expenseDetailsOf(input: ExpenseInput): { details: ExpenseDetails; personal: ExpensePersonal } {
  return {
    details: {
      amount: input.amount as number,
      currency: input.currency as Currency,
      quantity: input.quantity as number,
      unit: input.unit as Unit,
      siteId: input.siteId as number,
      date: input.date as string,
      isEquipment: input.isEquipment as EquipmentFlag,
    },
    personal: { reason: (input.reason ?? "").trim(), place: (input.place ?? "").trim() },
  };
}

/** A recorded expense back as the form's input (the edit form); changedChf as the person gave it, else null. */
export function expenseInputOf(details: ExpenseDetails, personal: ExpensePersonal | null, changedChf: number | null): ExpenseInput {
  return {
    reason: personal?.reason ?? null,
    place: personal?.place ?? null,
    amount: details.amount,
    currency: details.currency,
    changedChf,
    quantity: details.quantity,
    unit: details.unit,
    siteId: details.siteId,
    date: details.date,
    isEquipment: details.isEquipment,
  };
}

