import { describe, expect, it } from "vitest";
import { CTX, ctx, given } from "../shared/testing";
import { availabilityOf, isLowStock, isOverdue, toolDecider, type ToolCommand } from "./decider";
import type { ToolDetails, ToolEvent } from "./events";

const at = CTX.now; // 2026-03-02T08:00Z: Monday 2 March in Zurich
const by = CTX.actorId as number;
const details: ToolDetails = { name: "Trapano Hilti", categoryId: 1, unitCostCents: 45_000, currency: "CHF", unit: "PIECES", warrantyDate: "2028-01-31", documents: [{ docId: "d1", key: "documents/a.pdf", type: "manual", name: "manual.pdf" }] };
const ref = { toolId: 7, at, by };
const registered = (quantity = 1): ToolEvent => ({ type: "ToolRegistered", data: { ...ref, ...details, quantity } });
const period = { startDate: "2026-03-02", endDate: "2026-03-06" };
const assigned = (quantity = 1, personId = 5): ToolEvent => ({ type: "ToolAssigned", data: { ...ref, assignmentNo: 1, personId, quantity, ...period, requestId: null } });
const returned: ToolEvent = { type: "ToolReturned", data: { ...ref, assignmentNo: 1, personId: 5 } };
const retired: ToolEvent = { type: "ToolRetired", data: ref };
const requested = (requestId = 1, personId = 5): ToolEvent => ({ type: "ToolRequested", data: { ...ref, by: personId, requestId, personId, quantity: 1, ...period } });
const register = (over: Partial<{ details: ToolDetails; quantity: number; categoryExists: boolean }> = {}): ToolCommand => ({ type: "RegisterTool", toolId: 7, details, quantity: 1, categoryExists: true, ...over });
const hr = ctx({ actorId: 2 });

describe("tool: when none exists", () => {
  it("registers it with its details and quantity", () => {
    given(toolDecider).when(register({ quantity: 3 })).thenEvents([registered(3)]);
  });
  it("requires a name and a category that exists", () => {
    given(toolDecider).when(register({ details: { ...details, name: "  " } })).thenThrows("errors.required", { field: "name" });
    given(toolDecider).when(register({ categoryExists: false })).thenThrows("tools.errors.category_unknown", { field: "categoryId" });
  });
  it("takes a whole quantity of at least 1", () => {
    given(toolDecider).when(register({ quantity: 0 })).thenThrows("tools.errors.quantity_invalid", { field: "quantity" });
    given(toolDecider).when(register({ quantity: 1.5 })).thenThrows("tools.errors.quantity_invalid", { field: "quantity" });
  });
  it("requires a currency once a unit cost is given, and keeps no currency without a cost", () => {
    given(toolDecider).when(register({ details: { ...details, currency: null } })).thenThrows("tools.errors.currency_required", { field: "currency" });
    given(toolDecider)
      .when(register({ details: { ...details, unitCostCents: null, currency: "EUR" } }))
      .thenEvents([{ type: "ToolRegistered", data: { ...ref, ...details, unitCostCents: null, currency: null, quantity: 1 } }]);
  });
  it("takes documents only under documents/", () => {
    given(toolDecider)
      .when(register({ details: { ...details, documents: [{ docId: "x", key: "expenses/a.pdf", type: "manual", name: "a.pdf" }] } }))
      .thenThrows("tools.errors.document_unknown", { field: "documents" });
  });
  it("answers every other command as not found", () => {
    given(toolDecider).when({ type: "RetireTool" }).thenThrows("errors.not_found", { kind: "not_found" });
    given(toolDecider).when({ type: "AssignTool", personId: 5, quantity: 1, period }).thenThrows("errors.not_found");
  });
});

describe("tool: when registered and free", () => {
  it("changes its details; the same details record nothing", () => {
    const changed = { ...details, name: "Trapano Bosch", documents: [] };
    given(toolDecider, [registered()]).when({ type: "ChangeToolDetails", details: changed, categoryExists: true }).thenEvents([{ type: "ToolDetailsChanged", data: { ...ref, ...changed } }]);
    given(toolDecider, [registered()]).when({ type: "ChangeToolDetails", details, categoryExists: true }).thenNothing();
  });
  it("is assigned to a person for a period, start not after end", () => {
    given(toolDecider, [registered()]).when({ type: "AssignTool", personId: 5, quantity: 1, period }).thenEvents([assigned()]);
    given(toolDecider, [registered()]).when({ type: "AssignTool", personId: 5, quantity: 1, period: { startDate: "2026-03-06", endDate: "2026-03-02" } }).thenThrows("errors.start_after_end", { field: "endDate" });
    given(toolDecider, [registered()]).when({ type: "AssignTool", personId: 0, quantity: 1, period }).thenThrows("tools.errors.assignment_incomplete", { field: "personId" });
  });
  it("is assigned at most its quantity", () => {
    given(toolDecider, [registered(3)]).when({ type: "AssignTool", personId: 5, quantity: 4, period }).thenThrows("tools.errors.assign_quantity", { field: "quantity", params: { max: 3 } });
    given(toolDecider, [registered(3)]).when({ type: "AssignTool", personId: 5, quantity: 2, period }).thenEvents([assigned(2)]);
  });
  it("adjusts its stock with a reason; the same quantity records nothing", () => {
    given(toolDecider, [registered(3)]).when({ type: "AdjustToolStock", quantity: 5, reason: " Acquisto " }).thenEvents([{ type: "ToolStockAdjusted", data: { ...ref, quantity: 5, previousQuantity: 3, reason: "Acquisto" } }]);
    given(toolDecider, [registered(3)]).when({ type: "AdjustToolStock", quantity: 5, reason: "" }).thenThrows("errors.required", { field: "reason" });
    given(toolDecider, [registered(3)]).when({ type: "AdjustToolStock", quantity: 0, reason: "x" }).thenThrows("tools.errors.quantity_invalid");
    given(toolDecider, [registered(3)]).when({ type: "AdjustToolStock", quantity: 3, reason: "x" }).thenNothing();
  });
  it("is deleted; deleting again records nothing and anything else is unknown", () => {
    given(toolDecider, [registered()]).when({ type: "RetireTool" }).thenEvents([retired]);
    given(toolDecider, [registered(), retired]).when({ type: "RetireTool" }).thenNothing();
    given(toolDecider, [registered(), retired]).when({ type: "AssignTool", personId: 5, quantity: 1, period }).thenThrows("errors.not_found");
  });
  it("returning a free tool records nothing", () => {
    given(toolDecider, [registered()]).when({ type: "ReturnTool", mayManage: true }).thenNothing();
  });
});

describe("tool: when assigned", () => {
  it("is not assigned again", () => {
    given(toolDecider, [registered(), assigned()]).when({ type: "AssignTool", personId: 6, quantity: 1, period }).thenThrows("tools.errors.already_assigned");
  });
  it("is not deleted (tool_not_deleted) until returned", () => {
    given(toolDecider, [registered(), assigned()]).when({ type: "RetireTool" }).thenThrows("tool_not_deleted", { kind: "rule" });
    given(toolDecider, [registered(), assigned()]).when({ type: "ReturnTool", mayManage: true }).thenEvents([returned]);
    const state = given(toolDecider, [registered(), assigned(), returned]).when({ type: "RetireTool" }).thenEvents([retired]);
    expect(state.assignment).toBeNull();
  });
  it("a return clears the person, start and end; the next assignment is numbered on", () => {
    const g = given(toolDecider, [registered(), assigned(), returned]);
    expect(g.state.assignment).toBeNull();
    g.when({ type: "AssignTool", personId: 6, quantity: 1, period }).thenEvents([{ type: "ToolAssigned", data: { ...ref, assignmentNo: 2, personId: 6, quantity: 1, ...period, requestId: null } }]);
  });
  it("keeps its stock at least the assigned quantity", () => {
    given(toolDecider, [registered(5), assigned(3)]).when({ type: "AdjustToolStock", quantity: 2, reason: "perso" }).thenThrows("tools.errors.below_assigned", { field: "quantity", params: { assigned: 3 } });
  });
});

describe("tool requests", () => {
  it("anyone asks for the tool for a period not over", () => {
    given(toolDecider, [registered()]).when({ type: "RequestTool", quantity: 1, period, mayRequest: true }, ctx({ actorId: 5 })).thenEvents([requested()]);
    given(toolDecider, [registered()]).when({ type: "RequestTool", quantity: 1, period: { startDate: "2026-02-01", endDate: "2026-02-10" }, mayRequest: true }, ctx({ actorId: 5 })).thenThrows("tools.errors.request_in_past", { field: "endDate" });
  });
  it("is not asked for by a client or an auditor", () => {
    given(toolDecider, [registered()]).when({ type: "RequestTool", quantity: 1, period, mayRequest: false }, ctx({ actorId: 5 })).thenThrows("tools.errors.may_not_request", { kind: "forbidden" });
  });
  it("an approval assigns the tool to the person for the period, in the same decision", () => {
    given(toolDecider, [registered(), requested()])
      .when({ type: "ApproveToolRequest", requestId: 1, mayManage: true }, hr)
      .thenEvents([
        { type: "ToolRequestApproved", data: { ...ref, by: 2, requestId: 1 } },
        { type: "ToolAssigned", data: { ...ref, by: 2, assignmentNo: 1, personId: 5, quantity: 1, ...period, requestId: 1 } },
      ]);
  });
  it("is rejected by a manager", () => {
    given(toolDecider, [registered(), requested()]).when({ type: "RejectToolRequest", requestId: 1, mayManage: true }, hr).thenEvents([{ type: "ToolRequestRejected", data: { ...ref, by: 2, requestId: 1 } }]);
  });
  it("is decided only by a manager who is not the person", () => {
    given(toolDecider, [registered(), requested()]).when({ type: "ApproveToolRequest", requestId: 1, mayManage: false }, hr).thenThrows("errors.forbidden", { kind: "forbidden" });
    given(toolDecider, [registered(), requested()]).when({ type: "ApproveToolRequest", requestId: 1, mayManage: true }, ctx({ actorId: 5 })).thenThrows("tools.errors.own_decision");
    given(toolDecider, [registered(), requested()]).when({ type: "ApproveToolRequest", requestId: 9, mayManage: true }, hr).thenThrows("errors.not_found");
  });
  it("is decided once: a second decision is refused, saying how it was closed", () => {
    const approved: ToolEvent[] = [{ type: "ToolRequestApproved", data: { ...ref, by: 2, requestId: 1 } }, { type: "ToolAssigned", data: { ...ref, by: 2, assignmentNo: 1, personId: 5, quantity: 1, ...period, requestId: 1 } }];
    given(toolDecider, [registered(), requested(), ...approved]).when({ type: "RejectToolRequest", requestId: 1, mayManage: true }, ctx({ actorId: 3 })).thenThrows("edit_allow_only_on_pending", { params: { status: "APPROVED", by: 2, at } });
  });
  it("is not approved while the tool is held by someone", () => {
    given(toolDecider, [registered(), assigned(1, 8), requested()]).when({ type: "ApproveToolRequest", requestId: 1, mayManage: true }, hr).thenThrows("tools.errors.already_assigned");
  });
});

describe("availability and overdue", () => {
  it("a tool with a person assigned is unavailable; of a quantity, the assigned part", () => {
    expect(availabilityOf(1, 0)).toEqual({ isAvailable: true, availableQty: 1, unavailableQty: 0 });
    expect(availabilityOf(1, 1)).toEqual({ isAvailable: false, availableQty: 0, unavailableQty: 1 });
    expect(availabilityOf(10, 3)).toEqual({ isAvailable: false, availableQty: 7, unavailableQty: 3 });
  });
  it("a tool whose end date is before today is overdue", () => {
    expect(isOverdue("2026-03-01", "2026-03-02")).toBe(true);
    expect(isOverdue("2026-03-02", "2026-03-02")).toBe(false);
    expect(isOverdue(null, "2026-03-02")).toBe(false);
  });
});

describe("tool: the handover receipt (ADR-0079)", () => {
  const holder = ctx({ actorId: 5 });
  const confirmed = (kind: "HOLDER" | "PAPER", actor = 5): ToolEvent => ({ type: "ToolReceiptConfirmed", data: { ...ref, by: actor, assignmentNo: 1, personId: 5, kind } });
  it("the holder confirms receipt of the current assignment", () => {
    const state = given(toolDecider, [registered(), assigned()]).when({ type: "ConfirmToolReceipt", kind: "HOLDER", mayManage: false }, holder).thenEvents([confirmed("HOLDER")]);
    expect(state.assignment?.receipt).toEqual({ kind: "HOLDER", at, by: 5 });
  });
  it("nobody else confirms for the holder, not even the tool manager", () => {
    given(toolDecider, [registered(), assigned()]).when({ type: "ConfirmToolReceipt", kind: "HOLDER", mayManage: true }, hr).thenThrows("tools.errors.not_holder", { kind: "forbidden" });
  });
  it("the tool manager records that a signed paper was received; the holder cannot", () => {
    given(toolDecider, [registered(), assigned()]).when({ type: "ConfirmToolReceipt", kind: "PAPER", mayManage: true }, hr).thenEvents([confirmed("PAPER", 2)]);
    given(toolDecider, [registered(), assigned()]).when({ type: "ConfirmToolReceipt", kind: "PAPER", mayManage: false }, holder).thenThrows("errors.forbidden", { kind: "forbidden" });
  });
  it("a receipt already confirmed records nothing more", () => {
    given(toolDecider, [registered(), assigned(), confirmed("HOLDER")]).when({ type: "ConfirmToolReceipt", kind: "PAPER", mayManage: true }, hr).thenNothing();
    given(toolDecider, [registered(), assigned(), confirmed("PAPER", 2)]).when({ type: "ConfirmToolReceipt", kind: "HOLDER", mayManage: false }, holder).thenNothing();
  });
  it("a free tool has nothing to confirm", () => {
    given(toolDecider, [registered()]).when({ type: "ConfirmToolReceipt", kind: "HOLDER", mayManage: false }, holder).thenThrows("tools.errors.not_assigned", { kind: "rule" });
    given(toolDecider, [registered(), assigned(), returned]).when({ type: "ConfirmToolReceipt", kind: "PAPER", mayManage: true }, hr).thenThrows("tools.errors.not_assigned");
  });
  it("the next assignment starts unconfirmed", () => {
    const g = given(toolDecider, [registered(), assigned(), confirmed("HOLDER"), returned, { type: "ToolAssigned", data: { ...ref, assignmentNo: 2, personId: 5, quantity: 1, ...period, requestId: null } }]);
    expect(g.state.assignment?.receipt).toBeNull();
  });
});

describe("tool: a return by the holder", () => {
  it("the holder records the return themselves (the QR label's page)", () => {
    given(toolDecider, [registered(), assigned()]).when({ type: "ReturnTool", mayManage: false }, ctx({ actorId: 5 })).thenEvents([{ type: "ToolReturned", data: { ...ref, by: 5, assignmentNo: 1, personId: 5 } }]);
  });
  it("someone else who is not the tool manager cannot", () => {
    given(toolDecider, [registered(), assigned()]).when({ type: "ReturnTool", mayManage: false }, ctx({ actorId: 6 })).thenThrows("tools.errors.not_holder", { kind: "forbidden" });
  });
});

describe("tool: the low-stock threshold (ADR-0079)", () => {
  it("is set to a whole number from 0, changed, or cleared; the same value records nothing", () => {
    const set = (threshold: number | null): ToolEvent => ({ type: "ToolLowStockThresholdSet", data: { ...ref, threshold } });
    const state = given(toolDecider, [registered(50)]).when({ type: "SetToolLowStockThreshold", threshold: 10 }).thenEvents([set(10)]);
    expect(state.lowStockThreshold).toBe(10);
    given(toolDecider, [registered(50), set(10)]).when({ type: "SetToolLowStockThreshold", threshold: 10 }).thenNothing();
    given(toolDecider, [registered(50), set(10)]).when({ type: "SetToolLowStockThreshold", threshold: null }).thenEvents([set(null)]);
    given(toolDecider, [registered(50)]).when({ type: "SetToolLowStockThreshold", threshold: null }).thenNothing();
    given(toolDecider, [registered(50)]).when({ type: "SetToolLowStockThreshold", threshold: -1 }).thenThrows("tools.errors.threshold_invalid", { field: "threshold" });
    given(toolDecider, [registered(50)]).when({ type: "SetToolLowStockThreshold", threshold: 2.5 }).thenThrows("tools.errors.threshold_invalid");
  });
  it("flags a tool whose available quantity is at or below it", () => {
    expect(isLowStock(10, 10)).toBe(true);
    expect(isLowStock(3, 10)).toBe(true);
    expect(isLowStock(11, 10)).toBe(false);
    expect(isLowStock(0, null)).toBe(false);
  });
});
