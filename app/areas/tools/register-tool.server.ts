// RegisterTool (ADR-0104: one command a file); what the area's commands share is in tool-command.server.ts.
import { type NewDocument, type Log, withDocuments, type ToolInput, categoryStillExists } from "./tool-command.server";
import type { Sql } from "~/db.server";
import { toolDecider } from "~/domain/tool/decider";
import { handleCommand, type CommandMeta, type CommandOutcome } from "~/events/handle-command.server";
import { categoryExists } from "~/events/queries/tools.server";
import type { FileStore } from "~/storage/store.server";

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
