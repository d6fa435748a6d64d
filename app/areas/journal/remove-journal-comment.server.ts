// RemoveJournalComment (ADR-0104: one command a file); what the area's commands share is in journal-command.server.ts.
import type { Sql } from "~/db.server";
import { journalDecider } from "~/domain/journal/decider";
import { handleCommand, type CommandMeta } from "~/events/handle-command.server";

/** Removes a comment (its author, or update sites); a repeat records nothing. */
export function removeJournalComment(sql: Sql, journalId: number, commentId: number, mayUpdateSites: boolean, meta: CommandMeta) {
  return handleCommand(sql, journalDecider, { command: { type: "RemoveJournalComment", commentId, mayUpdateSites }, meta, target: { id: journalId } });
}
