// The expense forms' schemas: one per form, used by conform in the browser and by parseWithZod in
// the action. Messages are translation keys. The expense form reads each typed value the Swiss way
// (1'234.50, 22.11.2026) and then runs the decider's own checks (checkExpenseInput), so the browser,
// the action and the rules refuse the same things the same way. The receipt is not in these
// schemas: it is a file, checked where it arrives (app/storage/upload.server.ts), and the page adds
// its error beside the file field.
import { z } from "zod";
import { bulkDecisionSchema } from "../shared/bulk-decision-schema";
import { moneyInputValue, parseMoney, parseQuantity, parseSwissDate, quantityInputValue } from "../shared/inputs";
import { boundedText } from "../shared/input-schemas";
import { messageWithParams } from "../shared/text-limits";
import { EXPENSE_DECISIONS } from "./commands";
import { checkExpenseInput, type ExpenseField, type ExpenseInput, type ExpenseIssue } from "./input";
import { ACCOUNT_MAX, isAccount, isCurrency, isUnit, type Currency, type EquipmentFlag, type Unit } from "./types";

/** "" and missing are the same: nothing entered. */
const emptyToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);
const text = z.preprocess(emptyToUndefined, z.string().trim().optional());

const versionField = z.preprocess(
  (v) => {
    const e = emptyToUndefined(v);
    return typeof e === "string" ? Number(e.trim()) : e;
  },
  z.number().int().nonnegative().optional(),
);

/** The hidden fields every command form carries (STYLE: idempotency and expected version). */
const commandFields = {
  /** the command id, generated when the form was rendered: a repeat appends nothing */
  commandId: text,
  /** the version the user saw: a different current version is a conflict */
  expectedVersion: versionField,
};

const expenseFields = {
  reason: text,
  place: text,
  amount: text,
  currency: text,
  changedChf: text,
  quantity: text,
  unit: text,
  siteId: text,
  date: text,
  isEquipment: text,
};

type RawExpense = { [K in keyof typeof expenseFields]?: string };

const ID = /^\d{1,15}$/;

/** The form's text read into an ExpenseInput, with the first problem of each field. */
function readExpenseForm(f: RawExpense): { input: ExpenseInput; issues: ExpenseIssue[] } {
  const issues: ExpenseIssue[] = [];
  const fail = (field: ExpenseField, code: string) => {
    issues.push({ field, code });
    return null;
  };
  const money = (field: ExpenseField, s: string | undefined) => {
    if (s === undefined) return null;
    const r = parseMoney(s);
    return r.ok ? r.value : fail(field, r.error);
  };
  const currency: Currency | null = f.currency === undefined ? null : isCurrency(f.currency) ? f.currency : fail("currency", "expense.invalid_currency");
  const quantityResult = f.quantity === undefined ? null : parseQuantity(f.quantity);
  const input: ExpenseInput = {
    reason: f.reason ?? null,
    place: f.place ?? null,
    amount: money("amount", f.amount),
    currency,
    // a CHF expense has no CHF equivalent: whatever the (hidden) field holds is ignored
    changedChf: currency === "CHF" ? null : money("changedChf", f.changedChf),
    quantity: quantityResult === null ? null : quantityResult.ok ? quantityResult.value : fail("quantity", quantityResult.error),
    unit: f.unit === undefined ? null : isUnit(f.unit) ? (f.unit as Unit) : fail("unit", "expense.invalid_unit"),
    siteId: f.siteId === undefined ? null : ID.test(f.siteId) ? Number(f.siteId) : fail("siteId", "expense.unknown_site"),
    date: f.date === undefined ? null : parseSwissDate(f.date) ?? fail("date", "errors.invalid_date"),
    isEquipment: f.isEquipment === undefined ? null : f.isEquipment === "0" || f.isEquipment === "1" ? (Number(f.isEquipment) as EquipmentFlag) : fail("isEquipment", "expense.invalid_equipment"),
  };
  const parsed = new Set(issues.map((i) => i.field));
  for (const issue of checkExpenseInput(input)) if (!parsed.has(issue.field)) issues.push(issue);
  return { input, issues };
}

/** What the expense form parses to: the input for SubmitExpense / EditExpense and the hidden fields. */
export interface ExpenseFormValue {
  expense: ExpenseInput;
  commandId: string | undefined;
  expectedVersion: number | undefined;
}

function expenseSchema<T extends z.ZodRawShape>(extra: T) {
  return z.object({ ...expenseFields, ...extra, ...commandFields }).transform((f, ctx) => {
    const { input, issues } = readExpenseForm(f as RawExpense);
    for (const issue of issues) ctx.addIssue({ code: z.ZodIssueCode.custom, message: issue.params ? messageWithParams(issue.code, issue.params) : issue.code, path: [issue.field] });
    if (issues.length > 0) return z.NEVER;
    return { expense: input, commandId: f.commandId as string | undefined, expectedVersion: f.expectedVersion as number | undefined, extra: f };
  });
}

/**
 * The expense form (submit and edit, own or by HR for a person): reason, place, amount (2 decimals),
 * currency (CHF, EUR, USD), changedChf (optional, foreign currencies only), quantity (3 decimals),
 * unit, siteId, date (DD.MM.YYYY), isEquipment (0 or 1), commandId, expectedVersion; plus the
 * receipt file, checked outside this schema.
 */
export const expenseFormSchema = expenseSchema({}).transform((v): ExpenseFormValue => ({ expense: v.expense, commandId: v.commandId, expectedVersion: v.expectedVersion }));

const personId = z.preprocess(
  (v) => (typeof v === "string" && ID.test(v.trim()) ? Number(v) : emptyToUndefined(v)),
  z.number({ required_error: "errors.required", invalid_type_error: "expense.unknown_person" }).int("expense.unknown_person").positive("expense.unknown_person"),
);

/** HR's entry for any person they may see: the expense form plus the person. */
export const hrExpenseFormSchema = expenseSchema({ personId }).transform((v): ExpenseFormValue & { personId: number } => ({
  expense: v.expense,
  commandId: v.commandId,
  expectedVersion: v.expectedVersion,
  personId: (v.extra as { personId: number }).personId,
}));

/** A recorded expense as the expense form's default values (the edit form). */
export function expenseFormDefaults(input: ExpenseInput): Record<string, string> {
  return {
    reason: input.reason ?? "",
    place: input.place ?? "",
    amount: moneyInputValue(input.amount),
    currency: input.currency ?? "CHF",
    changedChf: moneyInputValue(input.changedChf),
    quantity: quantityInputValue(input.quantity),
    unit: input.unit ?? "",
    siteId: input.siteId === null ? "" : String(input.siteId),
    date: input.date ?? "",
    isEquipment: input.isEquipment === null ? "0" : String(input.isEquipment),
  };
}

const expenseId = z.preprocess(
  (v) => (typeof v === "string" && ID.test(v.trim()) ? Number(v) : emptyToUndefined(v) === undefined ? undefined : NaN),
  z.number({ required_error: "errors.required", invalid_type_error: "errors.not_found" }).int("errors.not_found").positive("errors.not_found"),
);

/** An optional amount typed the Swiss way, as cents (the approval form's CHF equivalent). */
/** An optional amount in CHF (cents): empty is none. */
export const optionalMoney = text.transform((s, ctx) => {
  if (s === undefined) return null;
  const r = parseMoney(s);
  if (r.ok) return r.value;
  ctx.addIssue({ code: z.ZodIssueCode.custom, message: r.error });
  return z.NEVER;
});

/**
 * One approve or reject form on a pending row (plain forms; the intent mirrors the command). An
 * approval may carry the CHF equivalent (foreign currencies) and the accounting account.
 */
export const expenseDecisionSchema = z.object({
  intent: z.enum(EXPENSE_DECISIONS.intents, { errorMap: () => ({ message: "errors.required" }) }),
  expenseId,
  changedChf: optionalMoney,
  account: boundedText(ACCOUNT_MAX).refine((a) => a === undefined || isAccount(a), "expense.invalid_account"),
  ...commandFields,
});

/** The withdraw button of a pending expense. */
export const withdrawExpenseSchema = z.object({
  intent: z.literal("withdraw-expense"),
  expenseId,
  ...commandFields,
});

/** Bulk decisions on the ticked expenses, confirmed on a page listing each and whether it will be decided. */
export const bulkExpenseDecisionSchema = bulkDecisionSchema("expenseIds", EXPENSE_DECISIONS.intents, "expense.bulk_none_selected");

/** The month of a report or a list filter, YYYY-MM (2000-01 to 2099-12). */
export const monthSchema = z.string().regex(/^20\d{2}-(0[1-9]|1[0-2])$/);
