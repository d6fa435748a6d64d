// STORED EVENT SHAPES ARE PERMANENT. Never edit a shape that has been recorded: add a schema
// version and an upcaster in app/events/upcasters/ instead.
//
// The tool manager (ADR-0069): a tool (stream `tool-<id>`) holds its details, its stock, its one
// assignment at a time and the requests people make for it, so that approving a request and
// assigning the tool are one decision on one stream (two approvers at once: one wins). A category
// is its own stream (`tool-category-<id>`).
import type { OnBehalf } from "../delegation/on-behalf";
import { onBehalfFields } from "../delegation/on-behalf-schema";
import { z } from "zod/v4";
import type { DomainEvent } from "../shared/decider";
import { eventSchemas } from "../shared/event-schemas";
import { TOOL_UNITS, TOOL_CURRENCIES, TOOL_DOCUMENT_TYPES, RECEIPT_KINDS, type ToolUnit, type ToolCurrency, type ToolDocumentType, type ReceiptKind } from "./lists";
export { TOOL_UNITS, TOOL_CURRENCIES, TOOL_DOCUMENT_TYPES, RECEIPT_KINDS, type ToolUnit, type ToolCurrency, type ToolDocumentType, type ReceiptKind } from "./lists";

/** The name codes of the seeded categories (spec part 2 §3), shown translated. */
export const CATEGORY_CODES = ["tools", "vehicle", "health", "safety_equipment", "clothing"] as const;
export type CategoryCode = (typeof CATEGORY_CODES)[number];

/** A document of a tool: a file stored under documents/ (its key), its type and its name as uploaded. */
export interface ToolDocument {
  docId: string;
  key: string;
  type: ToolDocumentType;
  name: string;
}

/** What the tool form edits (the quantity is not among them: it changes by a stock adjustment). */
export interface ToolDetails {
  name: string;
  categoryId: number;
  /** integer cents, or null when no cost is given */
  unitCostCents: number | null;
  /** required when a cost is given, null otherwise */
  currency: ToolCurrency | null;
  unit: ToolUnit;
  /** YYYY-MM-DD or null */
  warrantyDate: string | null;
  documents: ToolDocument[];
}

interface Ref {
  toolId: number;
  at: string;
  by: number | null;
}

export type ToolRegistered = DomainEvent<"ToolRegistered", Ref & ToolDetails & { quantity: number }>;
/** Carries the whole new details (a document left out was removed). */
export type ToolDetailsChanged = DomainEvent<"ToolDetailsChanged", Ref & ToolDetails>;
/** Held by `personId` from `startDate` to `endDate` (YYYY-MM-DD, inclusive); `requestId` when a request's approval assigned it. */
export type ToolAssigned = DomainEvent<"ToolAssigned", Ref & { assignmentNo: number; personId: number; quantity: number; startDate: string; endDate: string; requestId: number | null }>;
/** The assignment ended: the tool is back (person, start and end empty). */
export type ToolReturned = DomainEvent<"ToolReturned", Ref & { assignmentNo: number; personId: number }>;
/** The stock changed from `previousQuantity` to `quantity`, for a reason. */
export type ToolStockAdjusted = DomainEvent<"ToolStockAdjusted", Ref & { quantity: number; previousQuantity: number; reason: string }>;
/** Deleted from the inventory: final. */
export type ToolRetired = DomainEvent<"ToolRetired", Ref>;
/** `personId` asks for the tool for a period; numbered within the tool (1, 2, …). */
export type ToolRequested = DomainEvent<"ToolRequested", Ref & { requestId: number; personId: number; quantity: number; startDate: string; endDate: string }>;
/** Approved: always followed in the same decision by the ToolAssigned it caused. */
/** A request decided by `by`; through a delegation also `onBehalfOf` the approver and `delegationId` (ADR-0089; absent on earlier events). */
export type ToolRequestApproved = DomainEvent<"ToolRequestApproved", Ref & { requestId: number } & OnBehalf>;
export type ToolRequestRejected = DomainEvent<"ToolRequestRejected", Ref & { requestId: number } & OnBehalf>;
/** The holder of assignment `assignmentNo` has received the tool (ADR-0079). */
export type ToolReceiptConfirmed = DomainEvent<"ToolReceiptConfirmed", Ref & { assignmentNo: number; personId: number; kind: ReceiptKind }>;
/** At or below this many available the tool is flagged as low on stock; null: no threshold (ADR-0079). */
export type ToolLowStockThresholdSet = DomainEvent<"ToolLowStockThresholdSet", Ref & { threshold: number | null }>;

export type ToolEvent =
  | ToolRegistered
  | ToolDetailsChanged
  | ToolAssigned
  | ToolReturned
  | ToolStockAdjusted
  | ToolRetired
  | ToolRequested
  | ToolRequestApproved
  | ToolRequestRejected
  | ToolReceiptConfirmed
  | ToolLowStockThresholdSet;

export const TOOL_EVENT_TYPES = [
  "ToolRegistered",
  "ToolDetailsChanged",
  "ToolAssigned",
  "ToolReturned",
  "ToolStockAdjusted",
  "ToolRetired",
  "ToolRequested",
  "ToolRequestApproved",
  "ToolRequestRejected",
  "ToolReceiptConfirmed",
  "ToolLowStockThresholdSet",
] as const;

interface CategoryRef {
  categoryId: number;
  at: string;
  by: number | null;
}
/** `code`: one of the seeded name codes (shown translated), else null and `name` is shown. */
export type ToolCategoryCreated = DomainEvent<"ToolCategoryCreated", CategoryRef & { name: string; code: CategoryCode | null }>;
export type ToolCategoryRenamed = DomainEvent<"ToolCategoryRenamed", CategoryRef & { name: string }>;
export type ToolCategoryDeleted = DomainEvent<"ToolCategoryDeleted", CategoryRef>;
export type ToolCategoryEvent = ToolCategoryCreated | ToolCategoryRenamed | ToolCategoryDeleted;
export const TOOL_CATEGORY_EVENT_TYPES = ["ToolCategoryCreated", "ToolCategoryRenamed", "ToolCategoryDeleted"] as const;

const ymd = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const ref = { toolId: z.number().int(), at: z.string().min(1), by: z.number().int().nullable() };
const document = z.object({ docId: z.string().min(1), key: z.string().min(1), type: z.enum(TOOL_DOCUMENT_TYPES), name: z.string() });
const details = {
  name: z.string(),
  categoryId: z.number().int(),
  unitCostCents: z.number().int().nullable(),
  currency: z.enum(TOOL_CURRENCIES).nullable(),
  unit: z.enum(TOOL_UNITS),
  warrantyDate: ymd.nullable(),
  documents: z.array(document),
};

/** Every tool event's data, for reading rows back (ADR-0050). */
export const toolEvents = eventSchemas<ToolEvent>("tool", {
  ToolRegistered: z.object({ ...ref, ...details, quantity: z.number().int() }),
  ToolDetailsChanged: z.object({ ...ref, ...details }),
  ToolAssigned: z.object({ ...ref, assignmentNo: z.number().int(), personId: z.number().int(), quantity: z.number().int(), startDate: ymd, endDate: ymd, requestId: z.number().int().nullable() }),
  ToolReturned: z.object({ ...ref, assignmentNo: z.number().int(), personId: z.number().int() }),
  ToolStockAdjusted: z.object({ ...ref, quantity: z.number().int(), previousQuantity: z.number().int(), reason: z.string() }),
  ToolRetired: z.object(ref),
  ToolRequested: z.object({ ...ref, requestId: z.number().int(), personId: z.number().int(), quantity: z.number().int(), startDate: ymd, endDate: ymd }),
  ToolRequestApproved: z.object({ ...ref, requestId: z.number().int(), ...onBehalfFields }),
  ToolRequestRejected: z.object({ ...ref, requestId: z.number().int(), ...onBehalfFields }),
  ToolReceiptConfirmed: z.object({ ...ref, assignmentNo: z.number().int(), personId: z.number().int(), kind: z.enum(RECEIPT_KINDS) }),
  ToolLowStockThresholdSet: z.object({ ...ref, threshold: z.number().int().nullable() }),
});

const categoryRef = { categoryId: z.number().int(), at: z.string().min(1), by: z.number().int().nullable() };
export const toolCategoryEvents = eventSchemas<ToolCategoryEvent>("tool-category", {
  ToolCategoryCreated: z.object({ ...categoryRef, name: z.string(), code: z.enum(CATEGORY_CODES).nullable() }),
  ToolCategoryRenamed: z.object({ ...categoryRef, name: z.string() }),
  ToolCategoryDeleted: z.object(categoryRef),
});
