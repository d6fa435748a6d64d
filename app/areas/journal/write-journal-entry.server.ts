// WriteJournalEntry (ADR-0104: one command a file); what the area's commands share is in journal-command.server.ts.
import { type Log, withPhotos, type NewJournalEntry } from "./journal-command.server";
import type { Sql } from "~/db.server";
import { journalDecider } from "~/domain/journal/decider";
import { handleCommand, type CommandMeta, type CommandOutcome } from "~/events/handle-command.server";
import type { FileStore } from "~/storage/store.server";

/** Writes a post, numbered from journal_id_seq, with its photos. */
export function writeJournalEntry(sql: Sql, store: FileStore, input: NewJournalEntry, meta: CommandMeta, log: Log = console.warn): Promise<CommandOutcome> {
  return withPhotos(store, input.files, input.stored ?? [], log, (images) =>
    handleCommand(sql, journalDecider, {
      command: (journalId) => ({
        type: "WriteJournalEntry" as const,
        journalId,
        siteId: input.siteId,
        date: input.date,
        content: { title: input.title, description: input.description, images, dailyLog: input.dailyLog ?? null },
        rights: input.rights,
      }),
      meta,
      target: { sequence: "journal_id_seq" },
    }),
  );
}
