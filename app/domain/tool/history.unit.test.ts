import { describe, expect, it } from "vitest";
import { replayHistory, type HistoryEventInput } from "../shared/history";
import type { ToolDetails, ToolEvent } from "./events";
import { toolHistory } from "./history";

const at = "2026-03-02T08:00:00.000Z";
const details: ToolDetails = { name: "Trapano Hilti", categoryId: 1, unitCostCents: 45_000, currency: "CHF", unit: "PIECES", warrantyDate: "2028-01-31", documents: [] };
const ref = { toolId: 7, at, by: 2 };
const events: ToolEvent[] = [
  { type: "ToolRegistered", data: { ...ref, ...details, quantity: 3 } },
  { type: "ToolAssigned", data: { ...ref, assignmentNo: 1, personId: 5, quantity: 2, startDate: "2026-03-02", endDate: "2026-03-06", requestId: null } },
  { type: "ToolReturned", data: { ...ref, assignmentNo: 1, personId: 5 } },
];
const inputs: HistoryEventInput[] = events.map((event, i) => ({ version: i + 1, position: 10 + i, recordedAt: at, actorId: 2, commandType: null, event }));
const field = (state: { key: string; value: unknown }[], key: string) => state.find((f) => f.key === key)?.value;

describe("a tool's history", () => {
  it("replays the stream with the tool's own evolve: who held it after the assignment, nobody after the return", () => {
    const afterAssign = replayHistory(toolHistory, inputs, 2);
    expect(field(afterAssign.state, "assignment.personId")).toEqual({ person: 5 });
    expect(field(afterAssign.state, "assignment.startDate")).toEqual({ text: "02.03.2026" });
    expect(field(afterAssign.state, "details.unitCostCents")).toEqual({ text: "450.00" });
    expect(field(afterAssign.state, "retired")).toEqual({ key: "history.no" });
    const now = replayHistory(toolHistory, inputs);
    expect(field(now.state, "assignment.personId")).toBeUndefined();
    expect(now.steps[2].changes.map((c) => c.key)).toContain("assignment.personId");
  });

  it("leaves the bookkeeping out, labels the fields by path, and lists an unknown shape without folding it", () => {
    const h = replayHistory(toolHistory, [...inputs, { ...inputs[0], version: 4, event: { type: "ToolPolished", data: {} } as never }]);
    expect(h.state.map((f) => f.key)).not.toContain("toolId");
    expect(h.state.find((f) => f.key === "details.name")).toMatchObject({ label: "audit.field.tool.details.name", labelDefault: "details › name", value: { text: "Trapano Hilti" } });
    expect(h.steps[3]).toMatchObject({ readable: false, changes: [] });
  });
});
