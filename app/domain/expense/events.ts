// STORED EVENT SHAPES ARE PERMANENT. Never edit a shape that has been recorded: add a schema
// version and an upcaster in app/events/upcasters/ instead.
//
// One expense is the stream `expense-<id>`. `personal` holds the free text (reason and place),
// which is personal data: the store encrypts it with the key of the person the expense is about
// (piiSubject `person-<personId>`), and erasing that person reads it back as null (ADR-0007).
// Everything outside `personal` is not personal data; the receipt is named by its storage key only
// (the file itself lives in the file store, ADR-0020). Every event carries the expense and person
// ids, who acted (`by`) and when (`at`).
import { z } from "zod/v4";
import { SECOND_RIGHTS, type SecondRight } from "../approval-rule/events";
import { firstApproverSchema, type FirstApprover } from "../leave/events";
import type { DomainEvent } from "../shared/decider";
import type { OnBehalf } from "../delegation/on-behalf";
import { onBehalfFields } from "../delegation/on-behalf-schema";
import { eventSchemas, eventUnionOf } from "../shared/event-schemas";
import { CURRENCIES, UNITS, type Currency, type EquipmentFlag, type Unit } from "./types";

/** What was spent; the same in ExpenseSubmitted and ExpenseEdited, so a history can diff them. */
export interface ExpenseDetails {
  /** cents of `currency` */
  amount: number;
  currency: Currency;
  /** thousandths of `unit` */
  quantity: number;
  unit: Unit;
  siteId: number;
  /** the day of the expense, YYYY-MM-DD (the monthly report counts by it) */
  date: string;
  isEquipment: EquipmentFlag;
}

/** The stored receipt: its key in the file store, its thumbnail (images only) and what it is. */
export interface ReceiptRef {
  key: string;
  thumbnailKey: string | null;
  contentType: string;
  size: number;
  /** hex SHA-256 of the bytes: proves later which file was attached */
  sha256: string;
}

/** The CHF equivalent of a EUR or USD expense (cents), and who gave it when (the person, or the approver). */
export interface ChangedChf {
  amount: number;
  by: number;
  at: string;
}

/** The encrypted part; null when the person has been erased. */
export interface ExpensePersonal {
  reason: string;
  place: string;
}

interface Stamp {
  expenseId: number;
  personId: number;
  at: string;
  by: number;
}

interface Recorded {
  details: ExpenseDetails;
  receipt: ReceiptRef;
  /** null for CHF, and for a foreign currency until someone gives it */
  changedChf: ChangedChf | null;
  personal: ExpensePersonal | null;
}

/** An expense was submitted, by the person or by HR for them (`by` ≠ `personId`); it starts PENDING. */
export type ExpenseSubmitted = DomainEvent<"ExpenseSubmitted", Stamp & Recorded>;
/** A pending expense was changed; carries the whole new record (the receipt kept or replaced). */
export type ExpenseEdited = DomainEvent<"ExpenseEdited", Stamp & Recorded>;
/** Withdrawn while pending; final. */
export type ExpenseWithdrawn = DomainEvent<"ExpenseWithdrawn", Stamp>;
/**
 * Approved by `by` (whoApproveId) at `at`, with the CHF equivalent that applies and the accounting
 * account; final. After a first approval under a rule (ADR-0139) it is the second and names the first approver.
 */
export type ExpenseApproved = DomainEvent<"ExpenseApproved", Stamp & OnBehalf & { changedChf: ChangedChf | null; account: string | null; firstApproval?: FirstApprover }>;
/**
 * The first of two approvals a second-approval rule asks for (ADR-0139), with the CHF equivalent and
 * the account given so far: the expense stays PENDING ("1 of 2"); the second must come from another
 * person holding `secondRight`.
 */
export type ExpenseFirstApproved = DomainEvent<
  "ExpenseFirstApproved",
  Stamp & OnBehalf & { changedChf: ChangedChf | null; account: string | null; ruleId: number; secondRight: SecondRight }
>;
/** Rejected by `by` at `at`; final. */
export type ExpenseRejected = DomainEvent<"ExpenseRejected", Stamp & OnBehalf>;

export type ExpenseEvent = ExpenseSubmitted | ExpenseEdited | ExpenseWithdrawn | ExpenseFirstApproved | ExpenseApproved | ExpenseRejected;
export type ExpenseEventType = ExpenseEvent["type"];

export const EXPENSE_EVENT_TYPES = [
  "ExpenseSubmitted",
  "ExpenseEdited",
  "ExpenseWithdrawn",
  "ExpenseFirstApproved",
  "ExpenseApproved",
  "ExpenseRejected",
] as const satisfies readonly ExpenseEventType[];

// Schemas for reading rows back (after decryption and upcasting): what a projection or a history
// page may rely on. They accept exactly the current shapes above.
const expenseDetailsSchema: z.ZodType<ExpenseDetails> = z.object({
  amount: z.number().int(),
  currency: z.enum(CURRENCIES),
  quantity: z.number().int(),
  unit: z.enum(UNITS),
  siteId: z.number().int(),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  isEquipment: z.union([z.literal(0), z.literal(1)]),
});

const receiptRefSchema: z.ZodType<ReceiptRef> = z.object({
  key: z.string().min(1),
  thumbnailKey: z.string().min(1).nullable(),
  contentType: z.string().min(1),
  size: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

const changedChfSchema = z.object({ amount: z.number().int(), by: z.number().int(), at: z.string().min(1) }).nullable();
const personalSchema = z.object({ reason: z.string(), place: z.string() }).nullable();

const stamp = {
  expenseId: z.number().int(),
  personId: z.number().int(),
  at: z.string().min(1),
  by: z.number().int(),
};
const recorded = { details: expenseDetailsSchema, receipt: receiptRefSchema, changedChf: changedChfSchema, personal: personalSchema };

/** Every expense event's data, for reading rows back (ADR-0001: deciders and projections see only these). */
export const expenseEvents = eventSchemas<ExpenseEvent>("expense", {
  ExpenseSubmitted: z.object({ ...stamp, ...recorded }),
  ExpenseEdited: z.object({ ...stamp, ...recorded }),
  ExpenseWithdrawn: z.object(stamp),
  ExpenseFirstApproved: z.object({
    ...stamp,
    ...onBehalfFields,
    changedChf: changedChfSchema,
    account: z.string().nullable(),
    ruleId: z.number().int(),
    secondRight: z.enum(SECOND_RIGHTS),
  }),
  ExpenseApproved: z.object({ ...stamp, ...onBehalfFields, changedChf: changedChfSchema, account: z.string().nullable(), firstApproval: firstApproverSchema.optional() }),
  ExpenseRejected: z.object({ ...stamp, ...onBehalfFields }),
});

export const expenseEventSchema = eventUnionOf(expenseEvents);
