// ReviseJournalEntry (ADR-0104: one command a file); what the area's commands share is in journal-command.server.ts.
import { type Log, discardAll, withPhotos, type JournalRevision } from "./journal-command.server";
import type { Sql } from "~/db.server";
import { journalDecider, type JournalContent } from "~/domain/journal/decider";
import { handleCommand, type CommandMeta, type CommandOutcome } from "~/events/handle-command.server";
import type { FileStore } from "~/storage/store.server";

/** Revises a post: the photos kept, then the new ones; the photos left out are deleted after the commit. */
export async function reviseJournalEntry(sql: Sql, store: FileStore, journalId: number, input: JournalRevision, expectedVersion: number | null, meta: CommandMeta, log: Log = console.warn): Promise<CommandOutcome> {
  const keep = new Set(input.keep);
  const kept = input.current.filter((i) => keep.has(i.key));
  const dropped = input.current.filter((i) => !keep.has(i.key));
  const outcome = await withPhotos(store, input.files, input.stored ?? [], log, (images) => {
    const content: JournalContent = { title: input.title, description: input.description, images: [...kept, ...images], dailyLog: input.dailyLog };
    return handleCommand(sql, journalDecider, { command: { type: "ReviseJournalEntry", content, mayUpdateSites: input.mayUpdateSites }, meta, target: { id: journalId }, expectedVersion });
  });
  if (!outcome.replayed && dropped.length > 0) await discardAll(store, dropped, log);
  return outcome;
}
