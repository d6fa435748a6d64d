// The rules of one second-approval rule (stream `approval-rule-<id>`, ADR-0139): set and removed by
// someone with update hr, for a company they manage. A leave rule names a leave type (or any) and a
// number of working days; an expense rule a CHF amount; both name the right the second approver
// must hold. One live rule per company, kind and leave type: a second one would only compete.
import type { Grantor } from "../access/grants";
import { can } from "../access/permissions";
import type { CompanyCode } from "../company/companies";
import { AMOUNT_MAX_CENTS } from "../expense/types";
import { MAX_LEAVE_DAYS } from "../leave/period";
import { isLeaveTypeCode } from "../leave/types";
import type { Decider } from "../shared/decider";
import { DomainError, forbidden, notFound, ruleBroken } from "../shared/errors";
import { SECOND_RIGHTS, type ApprovalRuleEvent, type ApprovalRuleKind, type SecondApprovalRuleDefinition, type SecondRight } from "./events";

/** What the form gave, already parsed: numbers or null where left empty. */
export interface SecondApprovalRuleInput {
  kind: ApprovalRuleKind;
  companyCode: CompanyCode;
  leaveType: number | null;
  minWorkingDays: number | null;
  /** cents */
  minChf: number | null;
  secondRight: string;
}

/** A live rule as the lists and the approvals read it. */
export interface StoredApprovalRule {
  id: number;
  definition: SecondApprovalRuleDefinition;
}

export type ApprovalRuleCommand =
  | {
      type: "SetSecondApprovalRule";
      ruleId: number;
      by: Grantor;
      /** the companies whose people `by` may manage */
      companies: readonly CompanyCode[];
      input: SecondApprovalRuleInput;
      /** the live rules of the input's company, to refuse a duplicate */
      existing: readonly StoredApprovalRule[];
    }
  | { type: "RemoveSecondApprovalRule"; by: Grantor; companies: readonly CompanyCode[] };

export interface ApprovalRuleState {
  ruleId: number;
  definition: SecondApprovalRuleDefinition | null;
  removed: boolean;
  setAt: string | null;
  setBy: number | null;
  removedAt: string | null;
  removedBy: number | null;
}

const initialApprovalRuleState = (): ApprovalRuleState => ({
  ruleId: 0,
  definition: null,
  removed: false,
  setAt: null,
  setBy: null,
  removedAt: null,
  removedBy: null,
});

const isSecondRight = (v: string): v is SecondRight => (SECOND_RIGHTS as readonly string[]).includes(v);

/** Every problem of an input, each with its field: the form shows them all at once. */
export function checkApprovalRule(input: SecondApprovalRuleInput): { code: string; field: string }[] {
  const issues: { code: string; field: string }[] = [];
  if (!isSecondRight(input.secondRight)) issues.push({ code: "errors.required", field: "secondRight" });
  if (input.kind === "leave") {
    if (input.leaveType !== null && !isLeaveTypeCode(input.leaveType)) issues.push({ code: "leave.invalid_type", field: "leaveType" });
    const days = input.minWorkingDays;
    if (days === null) issues.push({ code: "errors.required", field: "minWorkingDays" });
    else if (!Number.isSafeInteger(days) || days < 1 || days > MAX_LEAVE_DAYS) issues.push({ code: "approval_rule.days_range", field: "minWorkingDays" });
  } else {
    const chf = input.minChf;
    if (chf === null) issues.push({ code: "errors.required", field: "minChf" });
    else if (!Number.isSafeInteger(chf) || chf <= 0 || chf > AMOUNT_MAX_CENTS) issues.push({ code: "approval_rule.chf_range", field: "minChf" });
  }
  return issues;
}

function definitionOf(c: Extract<ApprovalRuleCommand, { type: "SetSecondApprovalRule" }>): SecondApprovalRuleDefinition {
  if (!can({ rights: new Set(c.by.rights) }, "update", "hr")) throw forbidden();
  if (!c.companies.includes(c.input.companyCode)) throw new DomainError("forbidden", "errors.forbidden", { field: "companyCode" });
  const [first] = checkApprovalRule(c.input);
  if (first) throw ruleBroken(first.code, { field: first.field });
  const i = c.input;
  const leave = i.kind === "leave";
  return {
    kind: i.kind,
    companyCode: i.companyCode,
    leaveType: leave && i.leaveType !== null && isLeaveTypeCode(i.leaveType) ? i.leaveType : null,
    minWorkingDays: leave ? i.minWorkingDays : null,
    minChf: leave ? null : i.minChf,
    secondRight: i.secondRight as SecondRight,
  };
}

/** Two rules for the same requests: the same company and kind, and for leave the same type (or both any). */
export function sameScope(a: SecondApprovalRuleDefinition, b: SecondApprovalRuleDefinition): boolean {
  return a.kind === b.kind && a.companyCode === b.companyCode && a.leaveType === b.leaveType;
}

/** Second-approval rules: update hr, own companies only; a valid size and right; one live rule per scope. */
export const approvalRuleDecider: Decider<ApprovalRuleState, ApprovalRuleCommand, ApprovalRuleEvent> = {
  streamType: "approval-rule",
  initialState: initialApprovalRuleState,
  evolve(state, event) {
    const d = event.data;
    switch (event.type) {
      case "SecondApprovalRuleSet":
        return { ...initialApprovalRuleState(), ruleId: d.ruleId, definition: event.data.definition, setAt: d.at, setBy: d.by };
      case "SecondApprovalRuleRemoved":
        return { ...state, removed: true, removedAt: d.at, removedBy: d.by };
    }
  },
  decide(command, state, ctx) {
    const at = ctx.now;
    switch (command.type) {
      case "SetSecondApprovalRule": {
        if (state.definition !== null) throw ruleBroken("errors.already_exists");
        const definition = definitionOf(command);
        if (command.existing.some((r) => r.id !== command.ruleId && sameScope(r.definition, definition))) throw ruleBroken("approval_rule.duplicate");
        return [{ type: "SecondApprovalRuleSet", data: { ruleId: command.ruleId, definition, at, by: command.by.personId } }];
      }
      case "RemoveSecondApprovalRule": {
        if (state.definition === null) throw notFound();
        // someone who may not manage the rule's company does not see it at all
        if (!command.companies.includes(state.definition.companyCode)) throw notFound();
        if (!can({ rights: new Set(command.by.rights) }, "update", "hr")) throw forbidden();
        if (state.removed) return [];
        return [{ type: "SecondApprovalRuleRemoved", data: { ruleId: state.ruleId, at, by: command.by.personId } }];
      }
    }
  },
};
