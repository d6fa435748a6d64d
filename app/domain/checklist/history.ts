// A checklist in a history (issue 18, ADR-0011): the stream folded with checklistDecider.evolve, the state shown field by
// field (describeState). Pure; the audit's record page reads the stream.
import { eventUnionOf } from "../shared/event-schemas";
import { stateHistoryPlug } from "../shared/history";
import { checklistDecider, type ChecklistState } from "./decider";
import { checklistEvents, type ChecklistEvent } from "./events";

/** A checklist's plug into the audit's history: its own decider, its stored shapes, its state's fields. */
export const checklistHistory = stateHistoryPlug<ChecklistState, ChecklistEvent>(checklistDecider, eventUnionOf(checklistEvents), "audit.field.checklist", ["checklistId", "lastQuestionId", "lastItemId"], { status: "checklist.status" });
