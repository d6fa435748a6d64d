// The tool manager's commands (ADR-0069): tools (RegisterTool, ChangeToolDetails, AssignTool,
// ReturnTool, AdjustToolStock, RetireTool, RequestTool, ApproveToolRequest, RejectToolRequest) and
// categories (CreateToolCategory, RenameToolCategory, DeleteToolCategory). The route has checked
// the rights (read tool-manager to see; update tool-manager to change); the deciders check the
// rules. A category's existence and how many tools use one are read from the projections and
// passed in as facts. New documents are stored under documents/ before the command and removed
// again when it is refused or repeats an earlier one; documents a change leaves out are deleted
// only after the commit.
import type { DelegatedAuthority } from "~/domain/delegation/approval";
import type { Sql, Tx } from "~/db.server";
import { ruleBroken } from "~/domain/shared/errors";
import { toolCategoryDecider } from "~/domain/tool/category";
import { toolDecider, type Period } from "~/domain/tool/decider";
import type { CategoryCode, ReceiptKind, ToolDetails, ToolDocument, ToolDocumentType } from "~/domain/tool/events";
import { handleCommand, type CommandMeta, type CommandOutcome } from "~/events/handle-command.server";
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

type Log = (m: string) => void;

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
async function withDocuments(store: FileStore, docs: NewDocument[], log: Log, run: (stored: ToolDocument[]) => Promise<CommandOutcome>): Promise<CommandOutcome> {
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

const CATEGORY_LOCK = 7251; // advisory lock namespace: a category's use and its deletion, one at a time (ADR-0079)

/**
 * The category facts once more, inside the command's transaction and under the category's lock,
 * against what is committed now (READ COMMITTED reads each statement afresh) and the command's own
 * rows: a tool registered into a category being deleted at the same moment is refused like the
 * rules refuse it (ADR-0079, closing the window ADR-0069 left open).
 */
async function categoryStillExists(tx: Tx, categoryId: number): Promise<void> {
  await tx`SELECT pg_advisory_xact_lock(${CATEGORY_LOCK}, ${categoryId}::int)`;
  if (!(await categoryExists(tx, categoryId))) throw ruleBroken("tools.errors.category_unknown", { field: "categoryId" });
}

async function categoryStillUnused(tx: Tx, categoryId: number): Promise<void> {
  await tx`SELECT pg_advisory_xact_lock(${CATEGORY_LOCK}, ${categoryId}::int)`;
  const toolsUsing = await toolsUsingCategory(tx, categoryId);
  if (toolsUsing > 0) throw ruleBroken("category_not_deleted", { params: { count: toolsUsing } });
}

/** Registers a tool with its documents; returns the outcome (its id). */
export async function registerTool(sql: Sql, store: FileStore, input: { details: ToolInput; quantity: number; documents: NewDocument[] }, meta: CommandMeta, log: Log = console.warn): Promise<CommandOutcome> {
  const exists = await categoryExists(sql, input.details.categoryId);
  return withDocuments(store, input.documents, log, (documents) =>
    handleCommand(sql, toolDecider, {
      command: (toolId) => ({ type: "RegisterTool" as const, toolId, details: { ...input.details, documents }, quantity: input.quantity, categoryExists: exists }),
      meta,
      target: { sequence: "tool_id_seq" },
      afterAppend: (tx) => categoryStillExists(tx, input.details.categoryId),
    }),
  );
}

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

export function assignTool(sql: Sql, toolId: number, a: { personId: number; quantity: number; period: Period }, expectedVersion: number | null, meta: CommandMeta) {
  return handleCommand(sql, toolDecider, { command: { type: "AssignTool", ...a }, meta, target: { id: toolId }, expectedVersion });
}

/** Records a tool's return: by the tool manager (`mayManage`) or by its holder. */
export function returnTool(sql: Sql, toolId: number, expectedVersion: number | null, meta: CommandMeta, mayManage = true) {
  return handleCommand(sql, toolDecider, { command: { type: "ReturnTool", mayManage }, meta, target: { id: toolId }, expectedVersion });
}

/** Confirms the handover of the current assignment: the holder themselves, or a signed paper recorded by the tool manager (ADR-0079). */
export function confirmToolReceipt(sql: Sql, toolId: number, r: { kind: ReceiptKind; mayManage: boolean }, expectedVersion: number | null, meta: CommandMeta) {
  return handleCommand(sql, toolDecider, { command: { type: "ConfirmToolReceipt", ...r }, meta, target: { id: toolId }, expectedVersion });
}

/** Sets (or clears, null) the available quantity at or below which the tool is flagged as low on stock (ADR-0079). */
export function setToolLowStockThreshold(sql: Sql, toolId: number, threshold: number | null, expectedVersion: number | null, meta: CommandMeta) {
  return handleCommand(sql, toolDecider, { command: { type: "SetToolLowStockThreshold", threshold }, meta, target: { id: toolId }, expectedVersion });
}

export function adjustToolStock(sql: Sql, toolId: number, a: { quantity: number; reason: string }, expectedVersion: number | null, meta: CommandMeta) {
  return handleCommand(sql, toolDecider, { command: { type: "AdjustToolStock", ...a }, meta, target: { id: toolId }, expectedVersion });
}

/** Deletes a tool (refused while assigned: tool_not_deleted). Its documents stay stored: the history still names them. */
export function retireTool(sql: Sql, toolId: number, meta: CommandMeta, expectedVersion: number | null = null) {
  return handleCommand(sql, toolDecider, { command: { type: "RetireTool" }, meta, target: { id: toolId }, expectedVersion });
}

export function requestTool(sql: Sql, toolId: number, r: { quantity: number; period: Period; mayRequest: boolean }, meta: CommandMeta) {
  return handleCommand(sql, toolDecider, { command: { type: "RequestTool", ...r }, meta, target: { id: toolId } });
}

/** Approves (and so assigns) or rejects a pending request; the version the list showed is expected, so of two deciding at once one wins. */
export function decideToolRequest(
  sql: Sql,
  toolId: number,
  requestId: number,
  decision: "approve" | "reject",
  mayManage: boolean,
  expectedVersion: number | null,
  meta: CommandMeta,
  /** through a delegation (ADR-0089): the decider checks it and the delegator's right instead of `mayManage` */
  onBehalf: DelegatedAuthority | null = null,
) {
  return handleCommand(sql, toolDecider, {
    command: { type: decision === "approve" ? ("ApproveToolRequest" as const) : ("RejectToolRequest" as const), requestId, mayManage, onBehalf },
    meta,
    target: { id: toolId },
    expectedVersion,
  });
}

export function createToolCategory(sql: Sql, name: string, meta: CommandMeta, code: CategoryCode | null = null) {
  return handleCommand(sql, toolCategoryDecider, { command: (categoryId) => ({ type: "CreateToolCategory" as const, categoryId, name, code }), meta, target: { sequence: "tool_category_id_seq" } });
}

export function renameToolCategory(sql: Sql, categoryId: number, name: string, meta: CommandMeta) {
  return handleCommand(sql, toolCategoryDecider, { command: { type: "RenameToolCategory", name }, meta, target: { id: categoryId } });
}

/** Deletes a category no tool uses (category_not_deleted otherwise, checked again under the category's lock). */
export async function deleteToolCategory(sql: Sql, categoryId: number, meta: CommandMeta) {
  const toolsUsing = await toolsUsingCategory(sql, categoryId);
  return handleCommand(sql, toolCategoryDecider, {
    command: { type: "DeleteToolCategory", toolsUsing },
    meta,
    target: { id: categoryId },
    afterAppend: (tx, events) => (events.length > 0 ? categoryStillUnused(tx, categoryId) : Promise.resolve()),
  });
}
