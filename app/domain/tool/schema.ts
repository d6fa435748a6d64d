// The tool manager's forms (ADR-0069): one schema per form for conform in the browser and the
// command action on the server; every refusal is a translation key on its field. Documents are
// checked on their bytes by the action, not here.
import { z } from "zod";
import { INPUT_ERRORS } from "../shared/inputs";
import { boundedText, money, numberField, swissDate } from "../shared/input-schemas";
import { CATEGORY_NAME_MAX } from "./category";
import { TOOL_LIMITS } from "./decider";
import { TOOL_CURRENCIES, TOOL_DOCUMENT_TYPES, TOOL_UNITS } from "./events";
export { AVAILABILITY_FILTERS, type AvailabilityFilter } from "./lists";

const emptyToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);
const id = z.preprocess((v) => (typeof v === "string" && /^\s*\d{1,9}\s*$/.test(v) ? Number(v) : undefined), z.number({ required_error: INPUT_ERRORS.required }).int().positive());
const hidden = {
  commandId: z.preprocess(emptyToUndefined, z.string().max(64).optional()),
  expectedVersion: z.preprocess((v) => (typeof v === "string" && /^\s*\d{1,9}\s*$/.test(v) ? Number(v) : undefined), z.number().int().nonnegative().optional()),
};
const choice = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { errorMap: (issue) => ({ message: issue.code === "invalid_type" ? INPUT_ERRORS.required : INPUT_ERRORS.choice }) });
const count = () => numberField({ integer: true, min: 1, max: TOOL_LIMITS.quantity });

export const categoryFormSchema = z.object({
  intent: z.enum(["create-tool-category", "rename-tool-category"]),
  name: boundedText(CATEGORY_NAME_MAX, { required: true }),
  ...hidden,
});
export const deleteCategorySchema = z.object({ intent: z.literal("delete-tool-category"), categoryId: id, ...hidden });

/** The tool form: the quantity only when registering (read-only afterwards); a currency once a cost is given. */
export const toolFormSchema = z
  .object({
    intent: z.enum(["register-tool", "change-tool-details"]),
    name: boundedText(TOOL_LIMITS.name, { required: true }),
    categoryId: id,
    quantity: count().optional(),
    unitCost: money({ min: 0, max: TOOL_LIMITS.unitCostCents }).optional(),
    currency: z.preprocess(emptyToUndefined, choice(TOOL_CURRENCIES).optional()),
    unit: choice(TOOL_UNITS),
    warrantyDate: swissDate().optional(),
    documentType: z.preprocess(emptyToUndefined, choice(TOOL_DOCUMENT_TYPES).optional()),
    // the files are checked on their bytes by the action; named here so the form has the field
    documents: z.unknown().optional(),
    keep: z.preprocess((v) => (v === undefined || v === null ? [] : Array.isArray(v) ? v : [v]), z.array(z.string().max(64)).max(TOOL_LIMITS.documents)),
    ...hidden,
  })
  .superRefine((f, ctx) => {
    if (f.intent === "register-tool" && f.quantity === undefined) ctx.addIssue({ code: z.ZodIssueCode.custom, message: INPUT_ERRORS.required, path: ["quantity"] });
    if (f.unitCost !== undefined && f.currency === undefined) ctx.addIssue({ code: z.ZodIssueCode.custom, message: "tools.errors.currency_required", path: ["currency"] });
  });

/** Start, end and person: all three or none (none: the form asks for them). */
export const assignSchema = z
  .object({
    intent: z.literal("assign-tool"),
    personId: z.preprocess((v) => (typeof v === "string" && /^\s*\d{1,9}\s*$/.test(v) ? Number(v) : v === "" ? undefined : NaN), z.number({ invalid_type_error: INPUT_ERRORS.choice }).int().positive(INPUT_ERRORS.choice).optional()),
    startDate: swissDate().optional(),
    endDate: swissDate().optional(),
    quantity: count().optional(),
    ...hidden,
  })
  .superRefine((f, ctx) => {
    for (const k of ["personId", "startDate", "endDate"] as const) {
      if (f[k] === undefined) ctx.addIssue({ code: z.ZodIssueCode.custom, message: "tools.errors.assignment_incomplete", path: [k] });
    }
    if (f.startDate && f.endDate && f.startDate > f.endDate) ctx.addIssue({ code: z.ZodIssueCode.custom, message: "errors.start_after_end", path: ["endDate"] });
  });

export const returnSchema = z.object({ intent: z.literal("return-tool"), ...hidden });
/** The holder returns a tool from their own list (the tool named). */
export const returnHeldSchema = z.object({ intent: z.literal("return-tool"), toolId: id, ...hidden });
/** The handover receipt (ADR-0079): on the tool's page the tool manager records a signed paper; on the own list the holder confirms (the tool named). */
export const confirmReceiptSchema = z.object({ intent: z.literal("confirm-tool-receipt"), ...hidden });
export const confirmHeldReceiptSchema = z.object({ intent: z.literal("confirm-tool-receipt"), toolId: id, ...hidden });
/** The low-stock threshold: a whole number from 0; empty clears it. */
export const lowStockSchema = z.object({
  intent: z.literal("set-tool-low-stock-threshold"),
  threshold: numberField({ integer: true, min: 0, max: TOOL_LIMITS.quantity }).optional(),
  ...hidden,
});
export const retireSchema = z.object({ intent: z.literal("retire-tool"), ...hidden });
export const adjustStockSchema = z.object({ intent: z.literal("adjust-tool-stock"), quantity: count(), reason: boundedText(TOOL_LIMITS.reason, { required: true }), ...hidden });

const requestFields = { intent: z.literal("request-tool"), startDate: swissDate(), endDate: swissDate(), quantity: count().optional(), ...hidden };
const periodInOrder = (f: { startDate: string; endDate: string }, ctx: z.RefinementCtx) => {
  if (f.startDate > f.endDate) ctx.addIssue({ code: z.ZodIssueCode.custom, message: "errors.start_after_end", path: ["endDate"] });
};
/** A request from the tool's page. */
export const requestToolSchema = z.object(requestFields).superRefine(periodInOrder);
/** A request from the own list: the tool chosen too. */
export const requestFromListSchema = z.object({ ...requestFields, toolId: id }).superRefine(periodInOrder);

export const TOOL_REQUEST_INTENTS = ["approve-tool-request", "reject-tool-request"] as const;
export const decideToolRequestSchema = z.object({ intent: z.enum(TOOL_REQUEST_INTENTS), toolId: id, requestId: id, ...hidden });

