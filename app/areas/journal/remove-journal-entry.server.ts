// RemoveJournalEntry (ADR-0104: one command a file); what the area's commands share is in journal-command.server.ts.
import { type Log, discardAll } from "./journal-command.server";
import type { Sql } from "~/db.server";
import { journalDecider } from "~/domain/journal/decider";
import type { JournalImage } from "~/domain/journal/events";
import { handleCommand, type CommandMeta } from "~/events/handle-command.server";
import type { FileStore } from "~/storage/store.server";

/** Removes a post; its photos are deleted after the commit. */
export async function removeJournalEntry(sql: Sql, store: FileStore, journalId: number, images: JournalImage[], mayUpdateSites: boolean, expectedVersion: number | null, meta: CommandMeta, log: Log = console.warn) {
  const outcome = await handleCommand(sql, journalDecider, { command: { type: "RemoveJournalEntry", mayUpdateSites }, meta, target: { id: journalId }, expectedVersion });
  if (!outcome.replayed && outcome.version > 0) await discardAll(store, images, log);
  return outcome;
}
