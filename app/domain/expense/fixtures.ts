// Test support for the expense rules (as app/domain/leave/fixtures.ts): the people, rights, inputs
// and recorded events the unit tests share. Pure data; no test runner.
import type { SiteRef, SubmitExpense } from "./commands";
import type { ChangedChf, ExpenseDetails, ExpenseEvent, ReceiptRef } from "./events";
import type { ExpenseInput } from "./input";
import type { ExpenseActor } from "./types";

export const PERSON = 42;
export const EXPENSE = 4711;

/** The employee the expenses are about: no right to decide. */
export const employee: ExpenseActor = { personId: PERSON, rights: ["read:sites", "read:profile", "update:profile"] };
/** HR with update hr. */
export const hr: ExpenseActor = { personId: 7, rights: ["read:hr", "update:hr", "read:leave", "update:leave"] };
/** Only update leave: may decide leave, not expenses. */
export const leaveManager: ExpenseActor = { personId: 9, rights: ["update:leave", "read:hr"] };
/** Reads hr, updates nothing (an auditor). */
export const hrReader: ExpenseActor = { personId: 11, rights: ["read:hr", "read:audit"] };
/** Another employee. */
export const colleague: ExpenseActor = { personId: 43, rights: ["read:sites", "read:profile", "update:profile"] };

export const SITE: SiteRef = { siteId: 12, companyCode: "cantiere" };

/** Diesel for the van, 85.40 CHF, 42.5 litres, on Monday 2 March 2026. */
export const chfInput: ExpenseInput = {
  reason: "Gasolio furgone",
  place: "Lugano",
  amount: 8540,
  currency: "CHF",
  changedChf: null,
  quantity: 42_500,
  unit: "LITERS",
  siteId: SITE.siteId,
  date: "2026-03-02",
  isEquipment: 0,
};

/** A hotel night in Como, 120.00 EUR, the CHF charged not yet known. */
export const eurInput: ExpenseInput = { ...chfInput, reason: "Albergo", place: "Como", amount: 12_000, currency: "EUR", quantity: 1000, unit: "PIECES" };

export const chfDetails: ExpenseDetails = { amount: 8540, currency: "CHF", quantity: 42_500, unit: "LITERS", siteId: SITE.siteId, date: "2026-03-02", isEquipment: 0 };
export const eurDetails: ExpenseDetails = { ...chfDetails, amount: 12_000, currency: "EUR", quantity: 1000, unit: "PIECES" };

export const receipt: ReceiptRef = {
  key: "expenses/0123456789abcdef0123456789abcdef.jpg",
  thumbnailKey: "expenses/thumbs/0123456789abcdef0123456789abcdef.jpg",
  contentType: "image/jpeg",
  size: 48_213,
  sha256: "a".repeat(64),
};
export const otherReceipt: ReceiptRef = { key: "expenses/fedcba9876543210fedcba9876543210.pdf", thumbnailKey: null, contentType: "application/pdf", size: 9_120, sha256: "b".repeat(64) };

export const submitExpense = (overrides: Partial<SubmitExpense> = {}): SubmitExpense => ({
  type: "SubmitExpense",
  expenseId: EXPENSE,
  personId: PERSON,
  personRole: "EMPLOYEE",
  submittedBy: employee,
  expense: chfInput,
  receipt,
  site: SITE,
  ...overrides,
});

export const SUBMITTED_AT = "2026-03-02T17:00:00.000Z";
export const DECIDED_AT = "2026-03-04T10:00:00.000Z";

type Stamp = { expenseId?: number; personId?: number; at?: string; by?: number };
const stamp = (s: Stamp, at: string, by: number) => ({ expenseId: s.expenseId ?? EXPENSE, personId: s.personId ?? PERSON, at: s.at ?? at, by: s.by ?? by });

export const submitted = (
  details: ExpenseDetails = chfDetails,
  s: Stamp & { changedChf?: ChangedChf | null; personal?: { reason: string; place: string } | null; receipt?: ReceiptRef } = {},
): ExpenseEvent => ({
  type: "ExpenseSubmitted",
  data: {
    ...stamp(s, SUBMITTED_AT, PERSON),
    details,
    receipt: s.receipt ?? receipt,
    changedChf: s.changedChf ?? null,
    personal: s.personal === undefined ? { reason: details.currency === "CHF" ? "Gasolio furgone" : "Albergo", place: details.currency === "CHF" ? "Lugano" : "Como" } : s.personal,
  },
});
export const approved = (s: Stamp & { changedChf?: ChangedChf | null; account?: string | null } = {}): ExpenseEvent => ({
  type: "ExpenseApproved",
  data: { ...stamp(s, DECIDED_AT, hr.personId), changedChf: s.changedChf ?? null, account: s.account ?? null },
});
export const rejected = (s: Stamp = {}): ExpenseEvent => ({ type: "ExpenseRejected", data: stamp(s, DECIDED_AT, hr.personId) });
export const withdrawn = (s: Stamp = {}): ExpenseEvent => ({ type: "ExpenseWithdrawn", data: stamp(s, DECIDED_AT, PERSON) });
