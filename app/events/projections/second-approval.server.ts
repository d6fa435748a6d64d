// second_approval_rule and first_approval — inline (ADR-0139). second_approval_rule: one row per
// rule (stream `approval-rule-<id>`), read by HR's rules page and by every leave and expense
// approval (the live rules of the person's company), right after the redirect. first_approval: one
// row per request waiting for its second approval ("1 of 2" in the lists); the final decision, a
// withdrawal or an edit deletes it. Both built only from their events, rules with the decider's evolve.
import { approvalRuleDecider, type ApprovalRuleState } from "~/domain/approval-rule/decider";
import { APPROVAL_RULE_EVENT_TYPES, type ApprovalRuleKind, type SecondRight } from "~/domain/approval-rule/events";
import type { CompanyCode } from "~/domain/company/companies";
import type { LeaveTypeCode } from "~/domain/leave/types";
import { defineProjection, type Row } from "../projection.server";

export interface SecondApprovalRuleRow extends Row {
  id: number;
  kind: ApprovalRuleKind;
  company_code: CompanyCode;
  leave_type: number | null;
  min_working_days: number | null;
  min_chf: number | string | null;
  second_right: SecondRight;
  removed: boolean;
  set_at: string | Date;
  set_by: number;
  removed_at: string | Date | null;
  removed_by: number | null;
  stream_version: number;
}

const iso = (v: string | Date | null): string | null => (v === null ? null : v instanceof Date ? v.toISOString() : v);
const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

function ruleStateOfRow(r: SecondApprovalRuleRow): ApprovalRuleState {
  return {
    ruleId: Number(r.id),
    definition: {
      kind: r.kind,
      companyCode: r.company_code,
      leaveType: num(r.leave_type) as LeaveTypeCode | null,
      minWorkingDays: num(r.min_working_days),
      minChf: num(r.min_chf),
      secondRight: r.second_right,
    },
    removed: r.removed,
    setAt: iso(r.set_at),
    setBy: Number(r.set_by),
    removedAt: iso(r.removed_at),
    removedBy: num(r.removed_by),
  };
}

function ruleRowOf(s: ApprovalRuleState, version: number): Omit<SecondApprovalRuleRow, "last_position"> | null {
  const d = s.definition;
  if (!d || s.setAt === null || s.setBy === null) return null;
  return {
    id: s.ruleId,
    kind: d.kind,
    company_code: d.companyCode,
    leave_type: d.leaveType,
    min_working_days: d.minWorkingDays,
    min_chf: d.minChf,
    second_right: d.secondRight,
    removed: s.removed,
    set_at: s.setAt,
    set_by: s.setBy,
    removed_at: s.removedAt,
    removed_by: s.removedBy,
    stream_version: version,
  };
}

export const secondApprovalRule = defineProjection<SecondApprovalRuleRow, (typeof APPROVAL_RULE_EVENT_TYPES)[number]>({
  name: "second_approval_rule",
  version: 1,
  mode: "inline",
  handles: APPROVAL_RULE_EVENT_TYPES,
  key: "id",
  keyType: "bigint",
  createdBy: ["SecondApprovalRuleSet"],
  keyOf: (e) => e.data.ruleId,
  evolve(row, e) {
    if (!row && e.type !== "SecondApprovalRuleSet") return null;
    const before = row ? ruleStateOfRow(row) : approvalRuleDecider.initialState();
    return ruleRowOf(approvalRuleDecider.evolve(before, e), e.version);
  },
});

export interface FirstApprovalRow extends Row {
  id: string;
  kind: ApprovalRuleKind;
  request_id: number;
  approved_by: number;
  approved_at: string | Date;
  on_behalf_of: number | null;
  rule_id: number;
  second_right: SecondRight;
}

const OPENS = ["LeaveFirstApproved", "ExpenseFirstApproved"] as const;
const CLOSES = ["LeaveRequestEdited", "LeaveRequestWithdrawn", "LeaveApproved", "LeaveRejected", "ExpenseEdited", "ExpenseWithdrawn", "ExpenseApproved", "ExpenseRejected"] as const;
type FirstApprovalEventType = (typeof OPENS)[number] | (typeof CLOSES)[number];

export const firstApproval = defineProjection<FirstApprovalRow, FirstApprovalEventType>({
  name: "first_approval",
  version: 1,
  mode: "inline",
  handles: [...OPENS, ...CLOSES],
  key: "id",
  keyType: "text",
  createdBy: OPENS,
  keyOf: (e) => ("leaveId" in e.data ? `leave-${e.data.leaveId}` : `expense-${e.data.expenseId}`),
  evolve(_row, e) {
    switch (e.type) {
      case "LeaveFirstApproved":
      case "ExpenseFirstApproved": {
        const d = e.data;
        const leave = e.type === "LeaveFirstApproved";
        return {
          id: leave ? `leave-${e.data.leaveId}` : `expense-${e.data.expenseId}`,
          kind: leave ? "leave" : "expense",
          request_id: leave ? e.data.leaveId : e.data.expenseId,
          approved_by: d.by,
          approved_at: d.at,
          on_behalf_of: d.onBehalfOf ?? null,
          rule_id: d.ruleId,
          second_right: d.secondRight,
        };
      }
      default:
        // the request no longer waits: an edit starts its approvals again, the rest end them
        return null;
    }
  },
});
