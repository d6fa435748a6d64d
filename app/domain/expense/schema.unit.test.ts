import { describe, expect, it } from "vitest";
import { chfInput } from "./fixtures";
import { bulkExpenseDecisionSchema, expenseDecisionSchema, expenseFormDefaults, expenseFormSchema, hrExpenseFormSchema, monthSchema } from "./schema";

const form = (values: Record<string, string>) => {
  const f = new URLSearchParams();
  for (const [k, v] of Object.entries(values)) f.append(k, v);
  return f;
};
/** What a filled-in expense form sends, as text. */
const filled = {
  reason: "Gasolio furgone",
  place: "Lugano",
  amount: "85.40",
  currency: "CHF",
  changedChf: "",
  quantity: "42.5",
  unit: "LITERS",
  siteId: "12",
  date: "02.03.2026",
  isEquipment: "0",
  commandId: "7b0f1c9e-3d2a-4f6b-9c1d-2e3f4a5b6c7d",
  expectedVersion: "0",
};
const parse = (values: Record<string, string>) => expenseFormSchema.safeParse(Object.fromEntries(form(values)));
const errorsOf = (r: ReturnType<typeof parse>) => (r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join("."), i.message])));

describe("the expense form", () => {
  it("reads Swiss amounts, quantities and dates into cents, thousandths and ISO dates", () => {
    const r = parse({ ...filled, amount: "1'234,5", quantity: "1'000", date: "2.3.2026" });
    expect(r.success && r.data).toEqual({
      expense: { ...chfInput, amount: 123_450, quantity: 1_000_000 },
      commandId: filled.commandId,
      expectedVersion: 0,
    });
  });

  it("refuses every missing required field with errors.required, beside the field", () => {
    const r = parse({ commandId: filled.commandId });
    expect(errorsOf(r)).toEqual({
      reason: "errors.required",
      place: "errors.required",
      amount: "errors.required",
      currency: "errors.required",
      quantity: "errors.required",
      unit: "errors.required",
      siteId: "errors.required",
      date: "errors.required",
      isEquipment: "errors.required",
    });
  });

  it("refuses bad numbers once per field, with the reason", () => {
    expect(errorsOf(parse({ ...filled, amount: "-", quantity: "1.2345", date: "31.02.2026", unit: "TONS", currency: "GBP", isEquipment: "yes", siteId: "x" }))).toEqual({
      amount: "forms.errors.invalid_money",
      quantity: "forms.errors.invalid_quantity",
      date: "errors.invalid_date",
      unit: "expense.invalid_unit",
      currency: "expense.invalid_currency",
      isEquipment: "expense.invalid_equipment",
      siteId: "expense.unknown_site",
    });
    expect(errorsOf(parse({ ...filled, amount: "85.405" }))).toEqual({ amount: "forms.errors.invalid_money" });
    expect(errorsOf(parse({ ...filled, amount: "-12" }))).toEqual({ amount: "expense.amount_positive" });
    expect(errorsOf(parse({ ...filled, amount: "99999999999" }))).toEqual({ amount: "expense.amount_too_large" });
  });

  it("refuses a reason over 500 or a place over 200 characters beside its field, with the limit", () => {
    expect(errorsOf(parse({ ...filled, reason: "x".repeat(501), place: "y".repeat(201) }))).toEqual({
      reason: 'forms.errors.too_long_max|{"max":500}',
      place: 'forms.errors.too_long_max|{"max":200}',
    });
    expect(parse({ ...filled, reason: "x".repeat(500), place: "y".repeat(200) }).success).toBe(true);
  });

  it("reads the CHF equivalent only for EUR and USD", () => {
    const eur = parse({ ...filled, currency: "EUR", changedChf: "116.40" });
    expect(eur.success && eur.data.expense.changedChf).toBe(11_640);
    const chf = parse({ ...filled, currency: "CHF", changedChf: "nonsense" });
    expect(chf.success && chf.data.expense.changedChf).toBeNull();
    expect(errorsOf(parse({ ...filled, currency: "USD", changedChf: "abc" }))).toEqual({ changedChf: "forms.errors.invalid_money" });
  });

  it("gives a recorded expense back as the form's values", () => {
    expect(expenseFormDefaults({ ...chfInput, amount: 123_450 })).toEqual({
      reason: "Gasolio furgone",
      place: "Lugano",
      amount: "1'234.50",
      currency: "CHF",
      changedChf: "",
      quantity: "42.500",
      unit: "LITERS",
      siteId: "12",
      date: "2026-03-02",
      isEquipment: "0",
    });
  });

  it("for HR also names the person", () => {
    const r = hrExpenseFormSchema.safeParse({ ...filled, personId: "31" });
    expect(r.success && r.data.personId).toBe(31);
    const missing = hrExpenseFormSchema.safeParse({ ...filled });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["personId", "errors.required"]]);
  });
});

describe("the decision forms", () => {
  it("approve with a CHF equivalent and an account, or reject", () => {
    const r = expenseDecisionSchema.safeParse({ intent: "approve-expense", expenseId: "17", changedChf: "116.40", account: "6200", commandId: "x", expectedVersion: "1" });
    expect(r.success && r.data).toMatchObject({ intent: "approve-expense", expenseId: 17, changedChf: 11_640, account: "6200", expectedVersion: 1 });
    const n = expenseDecisionSchema.safeParse({ intent: "reject-expense", expenseId: "17" });
    expect(n.success && n.data).toMatchObject({ intent: "reject-expense", changedChf: null });
    expect(n.success && n.data.account).toBeUndefined();
  });

  it("refuse a malformed id, amount or account", () => {
    expect(expenseDecisionSchema.safeParse({ intent: "approve-expense", expenseId: "1e3" }).success).toBe(false);
    expect(expenseDecisionSchema.safeParse({ intent: "approve-expense", expenseId: "17", changedChf: "12,345" }).success).toBe(false);
    expect(expenseDecisionSchema.safeParse({ intent: "approve-expense", expenseId: "17", account: "<b>" }).success).toBe(false);
    expect(expenseDecisionSchema.safeParse({ intent: "delete-everything", expenseId: "17" }).success).toBe(false);
  });

  it("refuse an account over 40 characters with the limit first", () => {
    const r = expenseDecisionSchema.safeParse({ intent: "approve-expense", expenseId: "17", account: "6".repeat(41) });
    expect(r.success ? [] : r.error.issues.map((i) => i.message)[0]).toBe('forms.errors.too_long_max|{"max":40}');
    expect(expenseDecisionSchema.safeParse({ intent: "approve-expense", expenseId: "17", account: "6".repeat(40) }).success).toBe(true);
  });

  it("in bulk read the ticked expenses, the intent and the batch; none ticked is an error", () => {
    const r = bulkExpenseDecisionSchema.safeParse({ intent: "approve-expense", expenseIds: ["17", "18"], batchId: "7b0f1c9e-3d2a-4f6b-9c1d-2e3f4a5b6c7d", confirmed: "on" });
    expect(r.success && r.data).toEqual({ intent: "approve-expense", expenseIds: [17, 18], batchId: "7b0f1c9e-3d2a-4f6b-9c1d-2e3f4a5b6c7d", confirmed: "on" });
    expect(bulkExpenseDecisionSchema.parse({ intent: "reject-expense", expenseIds: "17" }).expenseIds).toEqual([17]);
    const none = bulkExpenseDecisionSchema.safeParse({ intent: "approve-expense", batchId: "7b0f1c9e-3d2a-4f6b-9c1d-2e3f4a5b6c7d" });
    expect(none.error?.issues[0].message).toBe("expense.bulk_none_selected");
    expect(bulkExpenseDecisionSchema.safeParse({ intent: "approve-expense", expenseIds: "17:1" }).success).toBe(false);
    expect(bulkExpenseDecisionSchema.safeParse({ intent: "withdraw-expense", expenseIds: "17" }).success).toBe(false);
  });

  it("name a month as YYYY-MM", () => {
    expect(monthSchema.safeParse("2026-03").success).toBe(true);
    for (const m of ["2026-13", "2026-3", "1999-01", "march", "2026-03-01"]) expect(monthSchema.safeParse(m).success, m).toBe(false);
  });
});
