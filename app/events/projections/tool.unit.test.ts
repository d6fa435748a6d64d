// The tool manager's projections folded without a database (app/events/projection-spec.ts): the
// tool's row with its assignment and stock, the categories, the assignment history and the
// requests; every fold applied twice changes nothing.
import { describe, it } from "vitest";
import type { ToolCategoryEvent, ToolEvent } from "~/domain/tool/events";
import { givenProjection, inStream } from "../projection-spec";
import { toolAssignment, toolCategoryList, toolList, toolRequest } from "./tool.server";

const at = "2026-03-02T08:00:00.000Z";
const ref = { toolId: 7, at, by: 1 };
const details = { name: "Trapano", categoryId: 1, unitCostCents: 45_000, currency: "CHF" as const, unit: "PIECES" as const, warrantyDate: "2028-01-31", documents: [{ docId: "d1", key: "documents/a.pdf", type: "manual" as const, name: "m.pdf" }] };
const events: ToolEvent[] = [
  { type: "ToolRegistered", data: { ...ref, ...details, quantity: 3 } },
  { type: "ToolAssigned", data: { ...ref, assignmentNo: 1, personId: 5, quantity: 2, startDate: "2026-03-02", endDate: "2026-03-06", requestId: null } },
  { type: "ToolReturned", data: { ...ref, assignmentNo: 1, personId: 5 } },
  { type: "ToolStockAdjusted", data: { ...ref, quantity: 4, previousQuantity: 3, reason: "acquisto" } },
  { type: "ToolRequested", data: { ...ref, by: 6, requestId: 1, personId: 6, quantity: 1, startDate: "2026-03-09", endDate: "2026-03-13" } },
  { type: "ToolRequested", data: { ...ref, by: 8, requestId: 2, personId: 8, quantity: 1, startDate: "2026-03-09", endDate: "2026-03-13" } },
  { type: "ToolRequestRejected", data: { ...ref, by: 2, requestId: 2 } },
  { type: "ToolRequestApproved", data: { ...ref, by: 2, requestId: 1 } },
  { type: "ToolAssigned", data: { ...ref, by: 2, assignmentNo: 2, personId: 6, quantity: 1, startDate: "2026-03-09", endDate: "2026-03-13", requestId: 1 } },
  { type: "ToolDetailsChanged", data: { ...ref, ...details, name: "Trapano Hilti", documents: [] } },
  { type: "ToolReceiptConfirmed", data: { ...ref, by: 6, assignmentNo: 2, personId: 6, kind: "HOLDER" } },
  { type: "ToolLowStockThresholdSet", data: { ...ref, threshold: 2 } },
];
const stream = inStream("tool-7", events);

describe("tool_list", () => {
  it("keeps the details, the stock, the current assignment with its receipt and the low-stock threshold; a deletion keeps a tombstone", () => {
    const row = {
      id: 7,
      name: "Trapano Hilti",
      category_id: 1,
      quantity: 4,
      unit_cost_cents: 45_000,
      currency: "CHF",
      unit: "PIECES",
      warranty_date: "2028-01-31",
      documents: [],
      person_id: 6,
      assigned_qty: 1,
      start_date: "2026-03-09",
      end_date: "2026-03-13",
      receipt_kind: "HOLDER",
      receipt_at: at,
      low_stock_threshold: 2,
      retired: false,
      registered_at: at,
      stream_version: 12,
    };
    givenProjection(toolList)
      .when(stream)
      .thenRows([row])
      .when(inStream("tool-7", [{ type: "ToolReturned", data: { ...ref, assignmentNo: 2, personId: 6 } }, { type: "ToolRetired", data: ref }], { fromVersion: 13 }))
      .thenRows([{ ...row, person_id: null, assigned_qty: 0, start_date: null, end_date: null, receipt_kind: null, receipt_at: null, retired: true, stream_version: 14 }]);
  });
});

describe("tool_assignment", () => {
  it("has a row per assignment, returned or still held, with its handover receipt", () => {
    givenProjection(toolAssignment)
      .when(stream)
      .thenRows([
        { id: "7:1", tool_id: 7, assignment_no: 1, person_id: 5, quantity: 2, start_date: "2026-03-02", end_date: "2026-03-06", request_id: null, assigned_at: at, assigned_by: 1, returned_at: at, returned_by: 1, receipt_kind: null, receipt_at: null, receipt_by: null },
        { id: "7:2", tool_id: 7, assignment_no: 2, person_id: 6, quantity: 1, start_date: "2026-03-09", end_date: "2026-03-13", request_id: 1, assigned_at: at, assigned_by: 2, returned_at: null, returned_by: null, receipt_kind: "HOLDER", receipt_at: at, receipt_by: 6 },
      ]);
  });
});

describe("tool_request", () => {
  it("has a row per request with its decision", () => {
    const base = { tool_id: 7, quantity: 1, start_date: "2026-03-09", end_date: "2026-03-13", requested_at: at };
    givenProjection(toolRequest)
      .when(stream)
      .thenRows([
        { ...base, id: "7:1", request_id: 1, person_id: 6, status: "APPROVED", decided_at: at, decided_by: 2 },
        { ...base, id: "7:2", request_id: 2, person_id: 8, status: "REJECTED", decided_at: at, decided_by: 2 },
      ]);
  });
});

describe("tool_category_list", () => {
  it("has a row per category; a rename drops the seeded code, a deletion keeps a tombstone", () => {
    const c = { categoryId: 2, at, by: 1 };
    const cats: ToolCategoryEvent[] = [
      { type: "ToolCategoryCreated", data: { ...c, name: "vehicle", code: "vehicle" } },
    ];
    givenProjection(toolCategoryList)
      .when(inStream("tool-category-2", cats))
      .thenRows([{ id: 2, name: "vehicle", code: "vehicle", deleted: false }])
      .when(inStream("tool-category-2", [{ type: "ToolCategoryRenamed", data: { ...c, name: "Furgoni" } }, { type: "ToolCategoryDeleted", data: c }], { fromVersion: 2 }))
      .thenRows([{ id: 2, name: "Furgoni", code: null, deleted: true }]);
  });
});
