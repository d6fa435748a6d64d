// The tool manager's commands (ADR-0069): tools (RegisterTool, ChangeToolDetails, AssignTool,
// ReturnTool, AdjustToolStock, RetireTool, RequestTool, ApproveToolRequest, RejectToolRequest) and
// categories (CreateToolCategory, RenameToolCategory, DeleteToolCategory). The route has checked
// the rights (read tool-manager to see; update tool-manager to change); the deciders check the
// rules. A category's existence and how many tools use one are read from the projections and
// passed in as facts. New documents are stored under documents/ before the command and removed
// again when it is refused or repeats an earlier one; documents a change leaves out are deleted
// only after the commit.
import type { Tx } from "~/db.server";
import { ruleBroken } from "~/domain/shared/errors";
import type { ToolDetails, ToolDocument, ToolDocumentType } from "~/domain/tool/events";
import type { CommandOutcome } from "~/events/handle-command.server";
import { categoryExists, toolsUsingCategory } from "~/events/queries/tools.server";
import type { FileStore } from "~/storage/store.server";
import { DEFAULT_MAX_UPLOAD_BYTES, discardUpload, newFileId, storeUpload, type CheckedUpload, type UploadPolicy } from "~/storage/upload.server";

/** A tool's document: PDF, JPEG or PNG up to 10 MB under `documents/`. */
export const TOOL_DOCUMENT_UPLOAD: UploadPolicy = { folder: "documents", maxBytes: DEFAULT_MAX_UPLOAD_BYTES, kinds: ["pdf", "jpeg", "png"], thumbnails: false };

/** A new document: the checked file, its type and the name it was uploaded with. */
export interface NewDocument {
  file: CheckedUpload;
  type: ToolDocumentType;
  name: string;
}

export type Log = (m: string) => void;

async function storeDocuments(store: FileStore, docs: NewDocument[]): Promise<ToolDocument[]> {
  const stored: ToolDocument[] = [];
  try {
    for (const d of docs) {
      const docId = newFileId();
      const s = await storeUpload(store, d.file, TOOL_DOCUMENT_UPLOAD, docId);
      stored.push({ docId, key: s.key, type: d.type, name: d.name.slice(0, 200) });
    }
  } catch (e) {
    for (const d of stored) await discardUpload(store, { key: d.key, thumbnailKey: null });
    throw e;
  }
  return stored;
}

/** Runs a command with new documents stored first: removed again when it fails or repeats an earlier one. */
export async function withDocuments(store: FileStore, docs: NewDocument[], log: Log, run: (stored: ToolDocument[]) => Promise<CommandOutcome>): Promise<CommandOutcome> {
  const stored = await storeDocuments(store, docs);
  let outcome: CommandOutcome;
  try {
    outcome = await run(stored);
  } catch (err) {
    for (const d of stored) await discardUpload(store, { key: d.key, thumbnailKey: null }, log);
    throw err;
  }
  if (outcome.replayed) for (const d of stored) await discardUpload(store, { key: d.key, thumbnailKey: null }, log);
  return outcome;
}

export type ToolInput = Omit<ToolDetails, "documents">;

const CATEGORY_LOCK = 7251;

 // advisory lock namespace: a category's use and its deletion, one at a time (ADR-0079)

/**
 * The category facts once more, inside the command's transaction and under the category's lock,
 * against what is committed now (READ COMMITTED reads each statement afresh) and the command's own
 * rows: a tool registered into a category being deleted at the same moment is refused like the
 * rules refuse it (ADR-0079, closing the window ADR-0069 left open).
 */
export async function categoryStillExists(tx: Tx, categoryId: number): Promise<void> {
  await tx`SELECT pg_advisory_xact_lock(${CATEGORY_LOCK}, ${categoryId}::int)`;
  if (!(await categoryExists(tx, categoryId))) throw ruleBroken("tools.errors.category_unknown", { field: "categoryId" });
}

export async function categoryStillUnused(tx: Tx, categoryId: number): Promise<void> {
  await tx`SELECT pg_advisory_xact_lock(${CATEGORY_LOCK}, ${categoryId}::int)`;
  const toolsUsing = await toolsUsingCategory(tx, categoryId);
  if (toolsUsing > 0) throw ruleBroken("category_not_deleted", { params: { count: toolsUsing } });
}
