// The confirmation form of HR's person view that deactivates or reactivates a person (issue 11).
// Deactivation ends the person's sessions at once and is acknowledged on the form with the
// irreversible-operation box, checked here on the server too, never only in the browser;
// reactivation is a plain confirmation.
import { z } from "zod";

export const ACTIVATION_INTENTS = ["deactivate-person", "reactivate-person"] as const;
export type ActivationIntent = (typeof ACTIVATION_INTENTS)[number];

export interface ActivationFormValue {
  intent: ActivationIntent;
  commandId: string | undefined;
  expectedVersion: number | undefined;
}

/** A deactivation must carry the ticked acknowledgement ("on"); a reactivation needs none. */
export const activationSchema = z
  .object({
    intent: z.enum(ACTIVATION_INTENTS, { errorMap: () => ({ message: "forms.errors.invalid_choice" }) }),
    acknowledged: z.string().optional(),
    commandId: z.string().optional(),
    expectedVersion: z.string().optional(),
  })
  .transform((f, ctx): ActivationFormValue => {
    if (f.intent === "deactivate-person" && f.acknowledged !== "on") {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: "non_reversible_required", path: ["acknowledged"] });
      return z.NEVER;
    }
    const v = f.expectedVersion?.trim();
    return { intent: f.intent, commandId: f.commandId, expectedVersion: v && /^\d{1,9}$/.test(v) ? Number(v) : undefined };
  });
