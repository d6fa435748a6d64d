// The tool manager's projections (ADR-0069), all inline: the lists, the tool's page, the approval
// list and a person's profile read them right after the redirect.
// - tool_list: one row per tool with its details, stock and current assignment (person, quantity,
//   start, end; all empty when free); availability and overdue are computed when read (overdue
//   depends on today). A deleted tool is a tombstone.
// - tool_category_list: one row per category; a deleted one is a tombstone.
// - tool_assignment: one row per assignment ("<toolId>:<assignmentNo>"), the tool's history.
// - tool_request: one row per request ("<toolId>:<requestId>") with its status.
// Version 2 of tool_list and tool_assignment (ADR-0079, migration 0051) add the handover receipt
// (how and when the current assignment was confirmed) and tool_list the low-stock threshold.
import { TOOL_CATEGORY_EVENT_TYPES, TOOL_EVENT_TYPES, type CategoryCode, type ToolDocument } from "~/domain/tool/events";
import { defineProjection, type Row } from "../projection.server";

export type ToolListRow = Row & {
  id: number;
  name: string;
  category_id: number;
  quantity: number;
  unit_cost_cents: number | null;
  currency: string | null;
  unit: string;
  warranty_date: string | Date | null;
  documents: ToolDocument[];
  person_id: number | null;
  assigned_qty: number;
  start_date: string | Date | null;
  end_date: string | Date | null;
  /** the current assignment's handover: "HOLDER" or "PAPER", null while not confirmed (or free) */
  receipt_kind: string | null;
  receipt_at: string | Date | null;
  low_stock_threshold: number | null;
  retired: boolean;
  registered_at: string | Date;
  stream_version: number;
};

const free = { person_id: null, assigned_qty: 0, start_date: null, end_date: null, receipt_kind: null, receipt_at: null };

export const toolList = defineProjection<ToolListRow, (typeof TOOL_EVENT_TYPES)[number]>({
  name: "tool_list",
  version: 2,
  mode: "inline",
  handles: [...TOOL_EVENT_TYPES],
  key: "id",
  keyType: "bigint",
  createdBy: ["ToolRegistered"],
  keyOf: (e) => e.data.toolId,
  evolve(row, e) {
    if (e.type === "ToolRegistered") {
      const d = e.data;
      return {
        id: d.toolId,
        name: d.name,
        category_id: d.categoryId,
        quantity: d.quantity,
        unit_cost_cents: d.unitCostCents,
        currency: d.currency,
        unit: d.unit,
        warranty_date: d.warrantyDate,
        documents: d.documents,
        ...free,
        low_stock_threshold: null,
        retired: false,
        registered_at: d.at,
        stream_version: e.version,
      };
    }
    if (!row) return null;
    const { last_position: _p, ...r } = row;
    const at = { stream_version: e.version };
    switch (e.type) {
      case "ToolDetailsChanged": {
        const d = e.data;
        return { ...r, ...at, name: d.name, category_id: d.categoryId, unit_cost_cents: d.unitCostCents, currency: d.currency, unit: d.unit, warranty_date: d.warrantyDate, documents: d.documents };
      }
      case "ToolAssigned":
        return { ...r, ...at, person_id: e.data.personId, assigned_qty: e.data.quantity, start_date: e.data.startDate, end_date: e.data.endDate, receipt_kind: null, receipt_at: null };
      case "ToolReturned":
        return { ...r, ...at, ...free };
      case "ToolStockAdjusted":
        return { ...r, ...at, quantity: e.data.quantity };
      case "ToolRetired":
        return { ...r, ...at, retired: true };
      case "ToolReceiptConfirmed":
        return { ...r, ...at, receipt_kind: e.data.kind, receipt_at: e.data.at };
      case "ToolLowStockThresholdSet":
        return { ...r, ...at, low_stock_threshold: e.data.threshold };
      case "ToolRequested":
      case "ToolRequestApproved":
      case "ToolRequestRejected":
        // the version moves on: a form rendered before a request expects the tool's current version
        return { ...r, ...at };
    }
  },
});

export type ToolCategoryRow = Row & { id: number; name: string; code: CategoryCode | null; deleted: boolean };

export const toolCategoryList = defineProjection<ToolCategoryRow, (typeof TOOL_CATEGORY_EVENT_TYPES)[number]>({
  name: "tool_category_list",
  version: 1,
  mode: "inline",
  handles: [...TOOL_CATEGORY_EVENT_TYPES],
  key: "id",
  keyType: "bigint",
  createdBy: ["ToolCategoryCreated"],
  keyOf: (e) => e.data.categoryId,
  evolve(row, e) {
    if (e.type === "ToolCategoryCreated") return { id: e.data.categoryId, name: e.data.name, code: e.data.code, deleted: false };
    if (!row) return null;
    const { last_position: _p, ...r } = row;
    // a renamed seeded category shows its new name, no longer the translated code
    return e.type === "ToolCategoryRenamed" ? { ...r, name: e.data.name, code: null } : { ...r, deleted: true };
  },
});

export type ToolAssignmentRow = Row & {
  id: string;
  tool_id: number;
  assignment_no: number;
  person_id: number;
  quantity: number;
  start_date: string | Date;
  end_date: string | Date;
  request_id: number | null;
  assigned_at: string | Date;
  assigned_by: number | null;
  returned_at: string | Date | null;
  returned_by: number | null;
  receipt_kind: string | null;
  receipt_at: string | Date | null;
  receipt_by: number | null;
};

const toolAssignmentKey = (toolId: number, no: number) => `${toolId}:${no}`;

export const toolAssignment = defineProjection<ToolAssignmentRow, "ToolAssigned" | "ToolReturned" | "ToolReceiptConfirmed">({
  name: "tool_assignment",
  version: 2,
  mode: "inline",
  handles: ["ToolAssigned", "ToolReturned", "ToolReceiptConfirmed"],
  key: "id",
  keyType: "text",
  createdBy: ["ToolAssigned"],
  keyOf: (e) => toolAssignmentKey(e.data.toolId, e.data.assignmentNo),
  evolve(row, e) {
    if (e.type === "ToolAssigned") {
      const d = e.data;
      return { id: toolAssignmentKey(d.toolId, d.assignmentNo), tool_id: d.toolId, assignment_no: d.assignmentNo, person_id: d.personId, quantity: d.quantity, start_date: d.startDate, end_date: d.endDate, request_id: d.requestId, assigned_at: d.at, assigned_by: d.by, returned_at: null, returned_by: null, receipt_kind: null, receipt_at: null, receipt_by: null };
    }
    if (!row) return null;
    const { last_position: _p, ...r } = row;
    if (e.type === "ToolReceiptConfirmed") return { ...r, receipt_kind: e.data.kind, receipt_at: e.data.at, receipt_by: e.data.by };
    return { ...r, returned_at: e.data.at, returned_by: e.data.by };
  },
});

export type ToolRequestRow = Row & {
  id: string;
  tool_id: number;
  request_id: number;
  person_id: number;
  quantity: number;
  start_date: string | Date;
  end_date: string | Date;
  status: "PENDING" | "APPROVED" | "REJECTED";
  requested_at: string | Date;
  decided_at: string | Date | null;
  decided_by: number | null;
};

const toolRequestKey = (toolId: number, requestId: number) => `${toolId}:${requestId}`;

export const toolRequest = defineProjection<ToolRequestRow, "ToolRequested" | "ToolRequestApproved" | "ToolRequestRejected">({
  name: "tool_request",
  version: 1,
  mode: "inline",
  handles: ["ToolRequested", "ToolRequestApproved", "ToolRequestRejected"],
  key: "id",
  keyType: "text",
  createdBy: ["ToolRequested"],
  keyOf: (e) => toolRequestKey(e.data.toolId, e.data.requestId),
  evolve(row, e) {
    if (e.type === "ToolRequested") {
      const d = e.data;
      return { id: toolRequestKey(d.toolId, d.requestId), tool_id: d.toolId, request_id: d.requestId, person_id: d.personId, quantity: d.quantity, start_date: d.startDate, end_date: d.endDate, status: "PENDING", requested_at: d.at, decided_at: null, decided_by: null };
    }
    if (!row) return null;
    const { last_position: _p, ...r } = row;
    return { ...r, status: e.type === "ToolRequestApproved" ? "APPROVED" : "REJECTED", decided_at: e.data.at, decided_by: e.data.by };
  },
});
