// RemoveLegalDocument (ADR-0033): the document's file is deleted after the commit, never before
// (ADR-0022).
import type { Actor } from "~/domain/access/actor";
import type { Sql } from "~/db.server";
import { personDecider } from "~/domain/person/decider";
import type { PersonFile } from "~/domain/person/events";
import { notFound } from "~/domain/shared/errors";
import { handleCommand, type CommandMeta, type CommandOutcome } from "~/events/handle-command.server";
import { fileStore } from "~/storage/index.server";
import { deleteFiles } from "~/storage/person-files.server";
import { keysOf, managedPerson, NOTHING, ownSubject, type RetiredFiles, type UploadOptions } from "./person-command.server";

/** HR removes a legal document of a person of their companies; its file is deleted after the commit. */
export async function removeLegalDocument(
  sql: Sql,
  user: Actor,
  input: { personId: number; documentId: string; expectedVersion: number | null },
  meta: CommandMeta,
  opts: UploadOptions = {},
): Promise<CommandOutcome & RetiredFiles> {
  await managedPerson(sql, user, input.personId);
  if (!/^[0-9a-f]{32}$/.test(input.documentId)) throw notFound();
  let file: PersonFile | null = null;
  const outcome = await handleCommand(sql, personDecider, {
    command: { type: "RemoveLegalDocument", documentId: input.documentId },
    meta,
    target: { id: input.personId },
    expectedVersion: input.expectedVersion,
    piiSubject: ownSubject,
    afterAppend: async (tx, _events, id) => {
      const [row] = await tx<{ file: PersonFile }[]>`
        SELECT data->'file' AS file FROM events
        WHERE stream_id = ${`person-${id}`} AND event_type = 'LegalDocumentAdded' AND data->>'documentId' = ${input.documentId}
        LIMIT 1`;
      file = row?.file ?? null;
    },
  });
  const retired = outcome.replayed ? [] : keysOf(file);
  const removedFiles = retired.length === 0 ? NOTHING : await deleteFiles(opts.store ?? fileStore(), retired, opts.log, "of a removed legal document");
  return { ...outcome, removedFiles };
}
