// UnlikeJournalEntry (ADR-0104: one command a file); what the area's commands share is in journal-command.server.ts.
import type { Sql } from "~/db.server";
import { journalDecider } from "~/domain/journal/decider";
import { handleCommand, type CommandMeta } from "~/events/handle-command.server";

/** The actor no longer likes the post; unliking what was not liked records nothing. */
export function unlikeJournalEntry(sql: Sql, journalId: number, meta: CommandMeta) {
  return handleCommand(sql, journalDecider, { command: { type: "UnlikeJournalEntry" }, meta, target: { id: journalId } });
}
