// A tool in a history (issue 18, ADR-0011): the stream folded with toolDecider.evolve, the state shown field by
// field (describeState). Pure; the audit's record page reads the stream.
import { eventUnionOf } from "../shared/event-schemas";
import { stateHistoryPlug } from "../shared/history";
import { toolDecider, type ToolState } from "./decider";
import { toolEvents, type ToolEvent } from "./events";

/** A tool's plug into the audit's history: its own decider, its stored shapes, its state's fields. */
export const toolHistory = stateHistoryPlug<ToolState, ToolEvent>(toolDecider, eventUnionOf(toolEvents), "audit.field.tool", ["toolId", "lastAssignmentNo", "lastRequestId"], { "details.unit": "tools.units" }, {
  keyed: { "requests.n.status": "tools.requests.status", "assignment.receipt.kind": "audit.receipt_kind" },
});
