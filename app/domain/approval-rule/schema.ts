// The second-approval rule form's schema (ADR-0139), used by conform in the browser and by the
// action: kind, company, leave type (or any), working days or CHF amount, the second right. It runs
// the decider's own checks (checkApprovalRule); the duplicate check needs the live rules and is the
// decider's. Numbers are typed the Swiss way ("1'000.50"); a field left empty is null.
import { z } from "zod";
import { COMPANY_CODES } from "../company/companies";
import { INPUT_ERRORS, parseMoney, parseNumber } from "../shared/inputs";
import { checkApprovalRule, type SecondApprovalRuleInput } from "./decider";
import { APPROVAL_RULE_KINDS } from "./events";

const emptyToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);
const version = z.preprocess((v) => (typeof v === "string" && v.trim() !== "" ? Number(v) : undefined), z.number().int().nonnegative().optional());
const commandId = z.preprocess(emptyToUndefined, z.string().max(64).optional());

/** An optional number field: empty is null, text a field error. */
function optionalNumber(parse: (s: string) => { ok: true; value: number } | { ok: false; error: string }) {
  return z.preprocess((v) => (typeof v === "string" ? v.trim() : undefined), z.string().optional()).transform((s, ctx): number | null => {
    if (!s) return null;
    const r = parse(s);
    if (r.ok) return r.value;
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: r.error });
    return z.NEVER;
  });
}

export interface ApprovalRuleFormValue {
  input: SecondApprovalRuleInput;
  commandId: string | undefined;
}

/** The add-rule form: kind (leave | expense), companyCode, leaveType ("" = any), minWorkingDays, minChf (CHF), secondRight. */
export const approvalRuleFormSchema = z
  .object({
    kind: z.preprocess(emptyToUndefined, z.enum(APPROVAL_RULE_KINDS, { errorMap: () => ({ message: INPUT_ERRORS.required }) })),
    companyCode: z.preprocess(emptyToUndefined, z.enum(COMPANY_CODES, { errorMap: () => ({ message: INPUT_ERRORS.required }) })),
    leaveType: optionalNumber((s) => parseNumber(s, { integer: true })),
    minWorkingDays: optionalNumber((s) => parseNumber(s, { integer: true })),
    minChf: optionalNumber((s) => parseMoney(s)),
    secondRight: z.preprocess((v) => (typeof v === "string" ? v : ""), z.string().max(32)),
    commandId,
  })
  .superRefine((f, ctx) => {
    for (const issue of checkApprovalRule(f)) ctx.addIssue({ code: z.ZodIssueCode.custom, message: issue.code, path: [issue.field] });
  })
  .transform(
    (f): ApprovalRuleFormValue => ({
      input: { kind: f.kind, companyCode: f.companyCode, leaveType: f.leaveType, minWorkingDays: f.minWorkingDays, minChf: f.minChf, secondRight: f.secondRight },
      commandId: f.commandId,
    }),
  );

/** A rule's remove button: which rule, and the version the list showed. */
export const removeApprovalRuleSchema = z.object({
  ruleId: z.preprocess((v) => (typeof v === "string" && /^\d{1,15}$/.test(v) ? Number(v) : v), z.number({ invalid_type_error: "errors.not_found" }).int().positive()),
  commandId,
  expectedVersion: version,
});
