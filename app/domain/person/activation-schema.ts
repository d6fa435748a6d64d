// The confirmation forms of HR's person view that deactivate or reactivate a person (issue 11).
// Deactivation ends the person's sessions at once and is acknowledged on the form with the
// irreversible-operation box, checked here on the server too, never only in the browser;
// reactivation is a plain confirmation. The command fields (command id, expected version) are read
// by the command action (app/http/command-action.server.ts), not here.
import { z } from "zod";

export const ACTIVATION_INTENTS = ["deactivate-person", "reactivate-person"] as const;
export type ActivationIntent = (typeof ACTIVATION_INTENTS)[number];

/** A deactivation must carry the ticked acknowledgement ("on"). */
export const deactivationSchema = z.object({
  acknowledged: z.literal("on", { errorMap: () => ({ message: "non_reversible_required" }) }),
});

/** A reactivation needs nothing but the confirmation itself. */
export const reactivationSchema = z.object({});

export const ACTIVATION_SCHEMAS = { "deactivate-person": deactivationSchema, "reactivate-person": reactivationSchema } satisfies Record<ActivationIntent, z.ZodTypeAny>;
