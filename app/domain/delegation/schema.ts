// The forms of the delegations screens (ADR-0088): give a delegation (a colleague, a first and a
// last day, the kinds), end one early (confirmed), and a delegate's decision on a request through a
// delegation. One schema each for conform and the command action.
import { z } from "zod";
import { optionalMoney } from "../expense/schema";
import { ACCOUNT_MAX, isAccount } from "../expense/types";
import { CHECKLIST_LIMITS } from "../checklist/template";
import { boundedText, swissDate } from "../shared/input-schemas";
import { DELEGATION_KINDS } from "./types";

const ID = /^\s*\d{1,15}\s*$/;
const id = (missing = "errors.required") =>
  z.preprocess(
    (v) => (typeof v === "string" && ID.test(v) ? Number(v) : v === "" || v === undefined || v === null ? undefined : NaN),
    z.number({ required_error: missing, invalid_type_error: "errors.not_found" }).int("errors.not_found").positive("errors.not_found"),
  );

const hidden = {
  commandId: z.preprocess((v) => (v === "" || v === null ? undefined : v), z.string().max(64).optional()),
  expectedVersion: z.preprocess((v) => (typeof v === "string" && /^\s*\d{1,9}\s*$/.test(v) ? Number(v) : undefined), z.number().int().nonnegative().optional()),
};

/** Several checkboxes named `kinds`: none, one or many values; an unknown one is refused. */
const kinds = z.preprocess(
  (v) => (v === undefined || v === null || v === "" ? [] : Array.isArray(v) ? v : [v]),
  z.array(z.enum(DELEGATION_KINDS, { errorMap: () => ({ message: "forms.errors.invalid_choice" }) })).min(1, "delegation.kinds_required"),
);

export const delegateApprovalsSchema = z
  .object({
    intent: z.literal("delegate-approvals"),
    delegateId: id("delegation.delegate_required"),
    from: swissDate(),
    until: swissDate(),
    kinds,
    ...hidden,
  })
  .superRefine((f, ctx) => {
    if (f.until < f.from) ctx.addIssue({ code: z.ZodIssueCode.custom, message: "delegation.until_before_from", path: ["until"] });
  });

export const endDelegationSchema = z.object({
  intent: z.literal("end-delegation"),
  delegationId: id(),
  ...hidden,
});

/**
 * A delegate's approve or reject on one request of the delegator's lists: the record (a tool request
 * is the tool and its `requestId`); an expense's approval carries the CHF equivalent of a foreign
 * currency and the account, as HR's own approve form does (ADR-0089).
 */
export const onBehalfDecisionSchema = z.object({
  intent: z.enum(["approve-on-behalf", "reject-on-behalf"], { errorMap: () => ({ message: "errors.required" }) }),
  delegationId: id(),
  kind: z.enum(DELEGATION_KINDS, { errorMap: () => ({ message: "forms.errors.invalid_choice" }) }),
  recordId: id(),
  requestId: z.preprocess((v) => (v === "" || v === null ? undefined : v), id().optional()),
  changedChf: optionalMoney,
  account: boundedText(ACCOUNT_MAX).refine((a) => a === undefined || isAccount(a), "expense.invalid_account"),
  /** a checklist's rejection reason (optional, as on HR's own form) */
  reason: boundedText(CHECKLIST_LIMITS.reason),
  ...hidden,
});
