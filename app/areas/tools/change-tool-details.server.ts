// ChangeToolDetails (ADR-0104: one command a file); what the area's commands share is in tool-command.server.ts.
import { type NewDocument, type Log, withDocuments, type ToolInput, categoryStillExists } from "./tool-command.server";
import type { Sql } from "~/db.server";
import { toolDecider } from "~/domain/tool/decider";
import type { ToolDocument } from "~/domain/tool/events";
import { handleCommand, type CommandMeta, type CommandOutcome } from "~/events/handle-command.server";
import { categoryExists } from "~/events/queries/tools.server";
import type { FileStore } from "~/storage/store.server";
import { discardUpload } from "~/storage/upload.server";

/** Changes a tool's details: the documents kept (by docId) and new ones; those left out are deleted after the commit. */
export async function changeToolDetails(
  sql: Sql,
  store: FileStore,
  toolId: number,
  input: { details: ToolInput; current: ToolDocument[]; keep: string[]; documents: NewDocument[] },
  expectedVersion: number | null,
  meta: CommandMeta,
  log: Log = console.warn,
): Promise<CommandOutcome> {
  const exists = await categoryExists(sql, input.details.categoryId);
  const kept = input.current.filter((d) => input.keep.includes(d.docId));
  const outcome = await withDocuments(store, input.documents, log, (added) =>
    handleCommand(sql, toolDecider, {
      command: { type: "ChangeToolDetails", details: { ...input.details, documents: [...kept, ...added] }, categoryExists: exists },
      meta,
      target: { id: toolId },
      expectedVersion,
      afterAppend: (tx, events) => (events.length > 0 ? categoryStillExists(tx, input.details.categoryId) : Promise.resolve()),
    }),
  );
  if (!outcome.replayed && outcome.positions.length > 0) {
    for (const d of input.current.filter((c) => !kept.includes(c))) await discardUpload(store, { key: d.key, thumbnailKey: null }, log);
  }
  return outcome;
}
