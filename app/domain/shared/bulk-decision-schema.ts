// The bulk decision's form (leave and expense requests; ADR-0010): the ticked requests, the
// decision's intent, the batch id the list issued and, from the confirmation page, `confirmed`.
// Each request becomes its own command (its command id derived from `batchId`, the decision and
// the request). Messages are translation keys.
import { z } from "zod";

/** At most this many requests in one bulk decision (the rest of a longer list is left out). */
const MAX_BULK = 50;

/** "" and missing are the same: nothing entered. */
const emptyToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);

const recordId = z.preprocess(
  (v) => (typeof v === "string" && v.trim() !== "" ? Number(v) : emptyToUndefined(v)),
  z.number({ required_error: "errors.required", invalid_type_error: "errors.not_found" }).int("errors.not_found").positive("errors.not_found"),
);

const ticked = (noneSelected: string) =>
  z.preprocess((v) => (v === undefined || v === null || v === "" ? [] : Array.isArray(v) ? v : [v]), z.array(recordId).min(1, noneSelected));

/** The schema of one area's bulk form: `idField` names the ticked requests (`leaveIds`), `intents` the two decisions. */
export function bulkDecisionSchema<F extends string, A extends string, R extends string>(idField: F, intents: readonly [A, R], noneSelected: string) {
  const ids = ticked(noneSelected);
  return z
    .object({
      intent: z.enum([intents[0], intents[1]]),
      batchId: z.preprocess(emptyToUndefined, z.string().trim().optional()),
      confirmed: z.preprocess(emptyToUndefined, z.literal("on").optional()),
    })
    .extend({ [idField]: ids } as { [K in F]: typeof ids });
}

/** The ticked ids, each once, at most MAX_BULK. */
export const uniqueBulkIds = (ids: readonly number[]) => [...new Set(ids)].slice(0, MAX_BULK);
