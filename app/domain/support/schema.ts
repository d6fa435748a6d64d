import { z } from "zod";

/** The footer's support request: title and message both required. */
export const supportRequestSchema = z.object({
  title: z.string({ required_error: "errors.required" }).trim().min(1, "errors.required").max(200, "support.too_long"),
  message: z.string({ required_error: "errors.required" }).trim().min(1, "errors.required").max(5000, "support.too_long"),
  page: z.string().max(500).optional(),
  commandId: z.string().optional(),
});

/** Deleting a support request: irreversible, so the acknowledgement is required (checked on the server). */
export const deleteSupportRequestSchema = z.object({
  intent: z.literal("delete"),
  id: z.coerce.number().int().positive(),
  acknowledged: z.literal("on", { errorMap: () => ({ message: "non_reversible_required" }) }),
  commandId: z.string().optional(),
});
