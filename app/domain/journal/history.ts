// A journal entry in a history (issue 18, ADR-0011): the stream folded with journalDecider.evolve, the state shown field by
// field (describeState). Pure; the audit's record page reads the stream.
import { eventUnionOf } from "../shared/event-schemas";
import { stateHistoryPlug } from "../shared/history";
import { journalDecider, type JournalState } from "./decider";
import { journalEvents, type JournalEvent } from "./events";

/** A journal entry's plug into the audit's history: its own decider, its stored shapes, its state's fields. */
export const journalHistory = stateHistoryPlug<JournalState, JournalEvent>(journalDecider, eventUnionOf(journalEvents), "audit.field.journal", ["journalId", "lastCommentId"]);
