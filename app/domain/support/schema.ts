import { z } from "zod";
import { boundedText } from "../shared/input-schemas";
import { TEXT_LIMITS } from "../shared/text-limits";

const LIMITS = TEXT_LIMITS.support;

/** The footer's support request: title and message both required, each within its limit. */
export const supportRequestSchema = z.object({
  title: boundedText(LIMITS.title, { required: true }),
  message: boundedText(LIMITS.message, { required: true }),
  // the page the form was sent from, not typed: a longer one (a long search) is dropped, never refused
  page: z
    .string()
    .optional()
    .transform((p) => (p !== undefined && p.length <= LIMITS.page ? p : undefined)),
  commandId: z.string().optional(),
});

/** Deleting a support request: irreversible, so the acknowledgement is required (checked on the server). */
export const deleteSupportRequestSchema = z.object({
  intent: z.literal("delete"),
  id: z.coerce.number().int().positive(),
  acknowledged: z.literal("on", { errorMap: () => ({ message: "non_reversible_required" }) }),
  commandId: z.string().optional(),
});
