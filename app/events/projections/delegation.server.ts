// delegation_list and delegated_decision — inline (ADR-0088): the delegations an approver gave and
// a delegate holds, read by /app/profile/delegations, /app/profile/delegated-approvals and by every
// decision taken through one; and the leave and expense decisions taken through a delegation (who
// decided, for whom), read by the PDFs. A decision without `onBehalfOf` touches no row.
import type { DelegationKind } from "~/domain/delegation/types";
import { defineProjection, type Row } from "../projection.server";

export type DelegationListRow = Row & {
  id: number;
  delegator_id: number;
  delegate_id: number;
  from_date: string | Date;
  until_date: string | Date;
  kinds: DelegationKind[];
  created_at: string | Date;
  ended_at: string | Date | null;
  ended_by: number | null;
  stream_version: number;
};

export const delegationList = defineProjection<DelegationListRow, "ApprovalsDelegated" | "DelegationEnded">({
  name: "delegation_list",
  version: 1,
  mode: "inline",
  handles: ["ApprovalsDelegated", "DelegationEnded"],
  key: "id",
  keyType: "bigint",
  createdBy: ["ApprovalsDelegated"],
  keyOf: (e) => e.data.delegationId,
  evolve(row, e) {
    switch (e.type) {
      case "ApprovalsDelegated": {
        const d = e.data;
        return { id: d.delegationId, delegator_id: d.delegatorId, delegate_id: d.delegateId, from_date: d.from, until_date: d.until, kinds: d.kinds, created_at: d.at, ended_at: null, ended_by: null, stream_version: e.version };
      }
      case "DelegationEnded": {
        if (!row) return null;
        const { last_position: _p, ...fields } = row;
        return { ...fields, ended_at: e.data.at, ended_by: e.data.by, stream_version: e.version };
      }
    }
  },
});

export type DelegatedDecisionRow = Row & {
  id: string;
  stream_type: "leave" | "expense";
  record_id: number;
  decision: "APPROVED" | "REJECTED";
  decided_by: number;
  on_behalf_of: number;
  delegation_id: number;
  decided_at: string | Date;
};

type DecisionType = "LeaveApproved" | "LeaveRejected" | "ExpenseApproved" | "ExpenseRejected";

export const delegatedDecision = defineProjection<DelegatedDecisionRow, DecisionType>({
  name: "delegated_decision",
  version: 1,
  mode: "inline",
  handles: ["LeaveApproved", "LeaveRejected", "ExpenseApproved", "ExpenseRejected"],
  key: "id",
  keyType: "text",
  createdBy: ["LeaveApproved", "LeaveRejected", "ExpenseApproved", "ExpenseRejected"],
  keyOf: (e) => (e.data.onBehalfOf === undefined ? null : `${e.streamType}-${"leaveId" in e.data ? e.data.leaveId : e.data.expenseId}`),
  evolve(_row, e) {
    const d = e.data;
    if (d.onBehalfOf === undefined || d.delegationId === undefined) return null;
    const leave = e.type === "LeaveApproved" || e.type === "LeaveRejected";
    const recordId = "leaveId" in d ? d.leaveId : d.expenseId;
    return {
      id: `${leave ? "leave" : "expense"}-${recordId}`,
      stream_type: leave ? "leave" : "expense",
      record_id: recordId,
      decision: e.type.endsWith("Approved") ? "APPROVED" : "REJECTED",
      decided_by: d.by,
      on_behalf_of: d.onBehalfOf,
      delegation_id: d.delegationId,
      decided_at: d.at,
    };
  },
});
