// LikeJournalEntry (ADR-0104: one command a file); what the area's commands share is in journal-command.server.ts.
import type { Sql } from "~/db.server";
import { journalDecider, type TeamRights } from "~/domain/journal/decider";
import { handleCommand, type CommandMeta } from "~/events/handle-command.server";

/** The actor likes the post (the site's team, update sites); liking again records nothing. */
export function likeJournalEntry(sql: Sql, journalId: number, rights: TeamRights, meta: CommandMeta) {
  return handleCommand(sql, journalDecider, { command: { type: "LikeJournalEntry", rights }, meta, target: { id: journalId } });
}
