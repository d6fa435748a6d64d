// AddJournalComment (ADR-0104: one command a file); what the area's commands share is in journal-command.server.ts.
import type { Sql } from "~/db.server";
import { journalDecider, type TeamRights } from "~/domain/journal/decider";
import { handleCommand, type CommandMeta } from "~/events/handle-command.server";

/** Adds the actor's comment to a post (the site's team, update sites). */
export function addJournalComment(sql: Sql, journalId: number, text: string, rights: TeamRights, meta: CommandMeta) {
  return handleCommand(sql, journalDecider, { command: { type: "AddJournalComment", text, rights }, meta, target: { id: journalId } });
}
