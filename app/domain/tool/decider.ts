// A tool's rules (ADR-0069; spec part 2 §3–§5): registered with a name, a category that exists, a
// whole quantity of at least 1 (fixed afterwards: a stock adjustment with a reason changes it), a
// unit cost whose currency is required once a cost is given, a unit, a warranty date and documents
// under documents/. One assignment at a time (person, start and end, all three), of some or all of
// the quantity; a return clears it. A tool still assigned is not deleted (tool_not_deleted).
// Requests: anyone asks for the tool for a period; a manager approves (which assigns the tool in
// the same decision, so two approvers at once cannot both win) or rejects a pending request.
// Handover (ADR-0079): the holder confirms receipt of the current assignment, or the tool manager
// records a signed paper; a return is recorded by the tool manager or by the holder. A low-stock
// threshold flags the tool when its available quantity is at or below it.
import { can, type Right } from "../access/permissions";
import { delegatedDecisionProblem, type DelegatedAuthority } from "../delegation/approval";
import { onBehalfOf } from "../delegation/on-behalf";
import type { Decider } from "../shared/decider";
import { forbidden, notFound, ruleBroken } from "../shared/errors";
import { pendingProblem, type RequestStatus } from "../shared/approvable";
import { zurichDateOf } from "../shared/zurich-time";
import type { ToolDetails, ToolEvent } from "./events";
import { RECEIPT_KINDS, TOOL_CURRENCIES, TOOL_DOCUMENT_TYPES, TOOL_UNITS, type ReceiptKind } from "./lists";

export const TOOL_LIMITS = { name: 200, quantity: 1_000_000, unitCostCents: 100_000_000_00, documents: 10, documentName: 200, reason: 500 } as const;

export interface Assignment {
  assignmentNo: number;
  personId: number;
  quantity: number;
  startDate: string;
  endDate: string;
  /** the handover confirmed (ADR-0079), or null while not yet */
  receipt: { kind: ReceiptKind; at: string; by: number | null } | null;
}

export interface ToolRequestState {
  personId: number;
  quantity: number;
  startDate: string;
  endDate: string;
  status: Exclude<RequestStatus, "WITHDRAWN">;
  decidedAt: string | null;
  decidedBy: number | null;
  /** decided through a delegation: the approver it was decided for (ADR-0089) */
  decidedFor: number | null;
}

export interface ToolState {
  toolId: number;
  details: ToolDetails | null;
  quantity: number;
  assignment: Assignment | null;
  lastAssignmentNo: number;
  retired: boolean;
  requests: Record<number, ToolRequestState>;
  lastRequestId: number;
  lowStockThreshold: number | null;
}

/** The period of an assignment or a request: both days, start not after end. */
export interface Period {
  startDate: string;
  endDate: string;
}

export type ToolCommand =
  | { type: "RegisterTool"; toolId: number; details: ToolDetails; quantity: number; categoryExists: boolean }
  | { type: "ChangeToolDetails"; details: ToolDetails; categoryExists: boolean }
  | { type: "AssignTool"; personId: number; quantity: number; period: Period }
  | { type: "ReturnTool"; /** the tool manager; otherwise only the holder returns it */ mayManage: boolean }
  | { type: "AdjustToolStock"; quantity: number; reason: string }
  | { type: "RetireTool" }
  | { type: "RequestTool"; quantity: number; period: Period; /** staff: not a client or an auditor */ mayRequest: boolean }
  | { type: "ApproveToolRequest"; requestId: number; mayManage: boolean; /** decided through a delegation (ADR-0089): checked here, with the delegator's rights */ onBehalf?: DelegatedAuthority | null }
  | { type: "RejectToolRequest"; requestId: number; mayManage: boolean; onBehalf?: DelegatedAuthority | null }
  | { type: "ConfirmToolReceipt"; kind: ReceiptKind; mayManage: boolean }
  | { type: "SetToolLowStockThreshold"; threshold: number | null };

/** Who decides tool requests: the tool manager (update tool-manager). */
export function mayDecideToolRequests(rights: readonly Right[]): boolean {
  return can({ rights: new Set(rights) }, "update", "tool-manager");
}

/** How much of a tool is free: a tool with a person assigned is unavailable; of a quantity, the assigned part is unavailable and the rest available. */
export function availabilityOf(quantity: number, assignedQuantity: number): { isAvailable: boolean; availableQty: number; unavailableQty: number } {
  const unavailableQty = Math.min(quantity, Math.max(0, assignedQuantity));
  return { isAvailable: unavailableQty === 0, availableQty: quantity - unavailableQty, unavailableQty };
}

/** A tool whose end date is before today is overdue (both YYYY-MM-DD, today in Zurich). */
export function isOverdue(endDate: string | null, today: string): boolean {
  return endDate !== null && endDate < today;
}

/** A tool is low on stock when a threshold is set and its available quantity is at or below it (ADR-0079). */
export function isLowStock(availableQty: number, threshold: number | null): boolean {
  return threshold !== null && availableQty <= threshold;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The details trimmed and within the rules; throws the first rule broken, on its field. */
export function checkDetails(d: ToolDetails, categoryExists: boolean): ToolDetails {
  const name = d.name.trim();
  if (!name) throw ruleBroken("errors.required", { field: "name" });
  if (name.length > TOOL_LIMITS.name) throw ruleBroken("forms.errors.too_long_max", { field: "name", params: { max: TOOL_LIMITS.name } });
  if (!categoryExists) throw ruleBroken("tools.errors.category_unknown", { field: "categoryId" });
  if (!TOOL_UNITS.includes(d.unit)) throw ruleBroken("forms.errors.invalid_choice", { field: "unit" });
  if (d.unitCostCents !== null && (!Number.isInteger(d.unitCostCents) || d.unitCostCents < 0 || d.unitCostCents > TOOL_LIMITS.unitCostCents)) {
    throw ruleBroken("tools.errors.unit_cost_invalid", { field: "unitCost" });
  }
  if (d.unitCostCents !== null && d.currency === null) throw ruleBroken("tools.errors.currency_required", { field: "currency" });
  if (d.currency !== null && !TOOL_CURRENCIES.includes(d.currency)) throw ruleBroken("forms.errors.invalid_choice", { field: "currency" });
  if (d.warrantyDate !== null && !DAY.test(d.warrantyDate)) throw ruleBroken("errors.invalid_date", { field: "warrantyDate" });
  if (d.documents.length > TOOL_LIMITS.documents) throw ruleBroken("tools.errors.too_many_documents", { field: "documents", params: { max: TOOL_LIMITS.documents } });
  for (const doc of d.documents) {
    if (!doc.key.startsWith("documents/") || !TOOL_DOCUMENT_TYPES.includes(doc.type)) throw ruleBroken("tools.errors.document_unknown", { field: "documents" });
  }
  // a currency without a cost says nothing: it is not kept
  return { ...d, name, currency: d.unitCostCents === null ? null : d.currency };
}

function checkQuantity(q: number, field: string): void {
  if (!Number.isInteger(q) || q < 1 || q > TOOL_LIMITS.quantity) throw ruleBroken("tools.errors.quantity_invalid", { field, params: { max: TOOL_LIMITS.quantity } });
}

function checkPeriod(p: Period): void {
  if (!DAY.test(p.startDate)) throw ruleBroken("errors.invalid_date", { field: "startDate" });
  if (!DAY.test(p.endDate)) throw ruleBroken("errors.invalid_date", { field: "endDate" });
  if (p.startDate > p.endDate) throw ruleBroken("errors.start_after_end", { field: "endDate" });
}

const sameDetails = (a: ToolDetails, b: ToolDetails) => JSON.stringify(a) === JSON.stringify(b);

/** A tool of the inventory: its details, stock, assignment and requests. */
export const toolDecider: Decider<ToolState, ToolCommand, ToolEvent> = {
  streamType: "tool",
  initialState: () => ({ toolId: 0, details: null, quantity: 0, assignment: null, lastAssignmentNo: 0, retired: false, requests: {}, lastRequestId: 0, lowStockThreshold: null }),
  evolve(state, event) {
    switch (event.type) {
      case "ToolRegistered": {
        const { toolId, at: _a, by: _b, quantity, ...details } = event.data;
        return { ...state, toolId, details, quantity };
      }
      case "ToolDetailsChanged": {
        const { toolId: _t, at: _a, by: _b, ...details } = event.data;
        return { ...state, details };
      }
      case "ToolAssigned": {
        const d = event.data;
        return { ...state, assignment: { assignmentNo: d.assignmentNo, personId: d.personId, quantity: d.quantity, startDate: d.startDate, endDate: d.endDate, receipt: null }, lastAssignmentNo: Math.max(state.lastAssignmentNo, d.assignmentNo) };
      }
      case "ToolReturned":
        return { ...state, assignment: null };
      case "ToolStockAdjusted":
        return { ...state, quantity: event.data.quantity };
      case "ToolRetired":
        return { ...state, retired: true };
      case "ToolRequested": {
        const d = event.data;
        const request: ToolRequestState = { personId: d.personId, quantity: d.quantity, startDate: d.startDate, endDate: d.endDate, status: "PENDING", decidedAt: null, decidedBy: null, decidedFor: null };
        return { ...state, requests: { ...state.requests, [d.requestId]: request }, lastRequestId: Math.max(state.lastRequestId, d.requestId) };
      }
      case "ToolRequestApproved":
      case "ToolRequestRejected": {
        const r = state.requests[event.data.requestId];
        if (!r) return state;
        const status = event.type === "ToolRequestApproved" ? "APPROVED" : "REJECTED";
        return { ...state, requests: { ...state.requests, [event.data.requestId]: { ...r, status, decidedAt: event.data.at, decidedBy: event.data.by, decidedFor: event.data.onBehalfOf ?? null } } };
      }
      case "ToolReceiptConfirmed": {
        const a = state.assignment;
        if (!a || a.assignmentNo !== event.data.assignmentNo) return state;
        return { ...state, assignment: { ...a, receipt: { kind: event.data.kind, at: event.data.at, by: event.data.by } } };
      }
      case "ToolLowStockThresholdSet":
        return { ...state, lowStockThreshold: event.data.threshold };
    }
  },
  decide(command, state, ctx) {
    const ref = { toolId: state.toolId, at: ctx.now, by: ctx.actorId };
    if (command.type === "RegisterTool") {
      if (state.details) throw ruleBroken("errors.already_exists");
      const details = checkDetails(command.details, command.categoryExists);
      checkQuantity(command.quantity, "quantity");
      return [{ type: "ToolRegistered", data: { toolId: command.toolId, ...details, quantity: command.quantity, at: ctx.now, by: ctx.actorId } }];
    }
    if (!state.details) throw notFound();
    if (state.retired) {
      // deleting again records nothing; anything else on a deleted tool is unknown
      if (command.type === "RetireTool") return [];
      throw notFound();
    }
    switch (command.type) {
      case "ChangeToolDetails": {
        const details = checkDetails(command.details, command.categoryExists);
        return sameDetails(details, state.details) ? [] : [{ type: "ToolDetailsChanged", data: { ...ref, ...details } }];
      }
      case "AssignTool": {
        if (state.assignment) throw ruleBroken("tools.errors.already_assigned", { field: "personId" });
        if (!Number.isInteger(command.personId) || command.personId <= 0) throw ruleBroken("tools.errors.assignment_incomplete", { field: "personId" });
        checkPeriod(command.period);
        if (!Number.isInteger(command.quantity) || command.quantity < 1 || command.quantity > state.quantity) {
          throw ruleBroken("tools.errors.assign_quantity", { field: "quantity", params: { max: state.quantity } });
        }
        return [{ type: "ToolAssigned", data: { ...ref, assignmentNo: state.lastAssignmentNo + 1, personId: command.personId, quantity: command.quantity, ...command.period, requestId: null } }];
      }
      case "ReturnTool": {
        const a = state.assignment;
        if (!a) return [];
        if (!command.mayManage && (ctx.actorId === null || ctx.actorId !== a.personId)) throw forbidden("tools.errors.not_holder");
        return [{ type: "ToolReturned", data: { ...ref, assignmentNo: a.assignmentNo, personId: a.personId } }];
      }
      case "ConfirmToolReceipt": {
        const a = state.assignment;
        if (!a) throw ruleBroken("tools.errors.not_assigned");
        if (!RECEIPT_KINDS.includes(command.kind)) throw ruleBroken("forms.errors.invalid_choice", { field: "kind" });
        // the holder confirms for themselves; a signed paper is recorded by the tool manager
        if (command.kind === "HOLDER" && (ctx.actorId === null || ctx.actorId !== a.personId)) throw forbidden("tools.errors.not_holder");
        if (command.kind === "PAPER" && !command.mayManage) throw forbidden();
        if (a.receipt) return [];
        return [{ type: "ToolReceiptConfirmed", data: { ...ref, assignmentNo: a.assignmentNo, personId: a.personId, kind: command.kind } }];
      }
      case "SetToolLowStockThreshold": {
        const t = command.threshold;
        if (t !== null && (!Number.isInteger(t) || t < 0 || t > TOOL_LIMITS.quantity)) throw ruleBroken("tools.errors.threshold_invalid", { field: "threshold", params: { max: TOOL_LIMITS.quantity } });
        return t === state.lowStockThreshold ? [] : [{ type: "ToolLowStockThresholdSet", data: { ...ref, threshold: t } }];
      }
      case "AdjustToolStock": {
        checkQuantity(command.quantity, "quantity");
        const reason = command.reason.trim();
        if (!reason) throw ruleBroken("errors.required", { field: "reason" });
        if (reason.length > TOOL_LIMITS.reason) throw ruleBroken("forms.errors.too_long_max", { field: "reason", params: { max: TOOL_LIMITS.reason } });
        if (state.assignment && command.quantity < state.assignment.quantity) throw ruleBroken("tools.errors.below_assigned", { field: "quantity", params: { assigned: state.assignment.quantity } });
        if (command.quantity === state.quantity) return [];
        return [{ type: "ToolStockAdjusted", data: { ...ref, quantity: command.quantity, previousQuantity: state.quantity, reason } }];
      }
      case "RetireTool":
        if (state.assignment) throw ruleBroken("tool_not_deleted");
        return [{ type: "ToolRetired", data: ref }];
      case "RequestTool": {
        if (ctx.actorId === null || !command.mayRequest) throw forbidden("tools.errors.may_not_request");
        checkPeriod(command.period);
        if (command.period.endDate < zurichDateOf(ctx.now).toString()) throw ruleBroken("tools.errors.request_in_past", { field: "endDate" });
        if (!Number.isInteger(command.quantity) || command.quantity < 1 || command.quantity > state.quantity) {
          throw ruleBroken("tools.errors.assign_quantity", { field: "quantity", params: { max: state.quantity } });
        }
        return [{ type: "ToolRequested", data: { ...ref, requestId: state.lastRequestId + 1, personId: ctx.actorId, quantity: command.quantity, ...command.period } }];
      }
      case "ApproveToolRequest":
      case "RejectToolRequest": {
        const r = state.requests[command.requestId];
        if (!r) throw notFound();
        // through a delegation: its own rule first (the delegate's, the kind, the period, nobody
        // about themselves), then the delegator's right, not the delegate's (ADR-0089)
        const onBehalf = command.onBehalf ?? null;
        if (onBehalf) {
          const problem = delegatedDecisionProblem(onBehalf, "tool", ctx.actorId ?? 0, r.personId, ctx.now);
          if (problem) throw problem;
        }
        if (!(onBehalf ? mayDecideToolRequests(onBehalf.delegatorRights) : command.mayManage)) throw forbidden();
        if (ctx.actorId !== null && ctx.actorId === r.personId) throw forbidden("tools.errors.own_decision");
        const closed = pendingProblem({ status: r.status, decidedAt: r.decidedAt, decidedBy: r.decidedBy, withdrawnAt: null, withdrawnBy: null });
        if (closed) throw closed;
        if (command.type === "RejectToolRequest") return [{ type: "ToolRequestRejected", data: { ...ref, requestId: command.requestId, ...onBehalfOf(onBehalf) } }];
        if (state.assignment) throw ruleBroken("tools.errors.already_assigned");
        if (r.quantity > state.quantity) throw ruleBroken("tools.errors.assign_quantity", { params: { max: state.quantity } });
        return [
          { type: "ToolRequestApproved", data: { ...ref, requestId: command.requestId, ...onBehalfOf(onBehalf) } },
          { type: "ToolAssigned", data: { ...ref, assignmentNo: state.lastAssignmentNo + 1, personId: r.personId, quantity: r.quantity, startDate: r.startDate, endDate: r.endDate, requestId: command.requestId } },
        ];
      }
    }
  },
};
