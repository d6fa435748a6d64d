// STORED EVENT SHAPES ARE PERMANENT. Never edit a shape that has been recorded: add a schema
// version and an upcaster in app/events/upcasters/ instead.
//
// One stream per second-approval rule (`approval-rule-<id>`, ADR-0139): for one company and one kind
// of request (a leave type or any; expenses), a request at or above the rule's size needs a second
// approval by another person holding `secondRight`. No personal data: ids, codes and figures only.
import { z } from "zod/v4";
import { COMPANY_CODES, type CompanyCode } from "../company/companies";
import { isLeaveTypeCode, type LeaveTypeCode } from "../leave/types";
import type { DomainEvent } from "../shared/decider";
import { eventSchemas } from "../shared/event-schemas";

export const APPROVAL_RULE_KINDS = ["leave", "expense"] as const;
export type ApprovalRuleKind = (typeof APPROVAL_RULE_KINDS)[number];

/** The rights that already decide requests (ADR-0139: no new role). */
export const SECOND_RIGHTS = ["update:hr", "update:leave"] as const;
export type SecondRight = (typeof SECOND_RIGHTS)[number];

/** What a rule says. A leave rule has `minWorkingDays` (and a leave type, or null for any); an expense rule `minChf` (cents). */
export interface SecondApprovalRuleDefinition {
  kind: ApprovalRuleKind;
  companyCode: CompanyCode;
  /** leave rules only: the type it covers; null: every type */
  leaveType: LeaveTypeCode | null;
  /** leave rules: the request covers at least this many working days */
  minWorkingDays: number | null;
  /** expense rules: the CHF amount (cents) is at least this */
  minChf: number | null;
  secondRight: SecondRight;
}

interface Ref {
  ruleId: number;
  at: string;
  by: number;
}

/** A rule was set by someone with update hr, for a company they manage. */
export type SecondApprovalRuleSet = DomainEvent<"SecondApprovalRuleSet", Ref & { definition: SecondApprovalRuleDefinition }>;
/** A rule was removed; final. A request already approved once under it still needs its second approval. */
export type SecondApprovalRuleRemoved = DomainEvent<"SecondApprovalRuleRemoved", Ref>;

export type ApprovalRuleEvent = SecondApprovalRuleSet | SecondApprovalRuleRemoved;
export type ApprovalRuleEventType = ApprovalRuleEvent["type"];

export const APPROVAL_RULE_EVENT_TYPES = ["SecondApprovalRuleSet", "SecondApprovalRuleRemoved"] as const satisfies readonly ApprovalRuleEventType[];

const secondApprovalRuleDefinitionSchema: z.ZodType<SecondApprovalRuleDefinition> = z.object({
  kind: z.enum(APPROVAL_RULE_KINDS),
  companyCode: z.enum(COMPANY_CODES),
  leaveType: z.custom<LeaveTypeCode>((v) => isLeaveTypeCode(v)).nullable(),
  minWorkingDays: z.number().int().nullable(),
  minChf: z.number().int().nullable(),
  secondRight: z.enum(SECOND_RIGHTS),
});
const ref = { ruleId: z.number().int(), at: z.string().min(1), by: z.number().int() };

/** Every rule event's data, for reading rows back (ADR-0001: deciders and projections see only these). */
export const approvalRuleEvents = eventSchemas<ApprovalRuleEvent>("approval-rule", {
  SecondApprovalRuleSet: z.object({ ...ref, definition: secondApprovalRuleDefinitionSchema }),
  SecondApprovalRuleRemoved: z.object(ref),
});
