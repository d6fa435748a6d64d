// RetireTool (ADR-0104: one command a file); what the area's commands share is in tool-command.server.ts.
import type { Sql } from "~/db.server";
import { toolDecider } from "~/domain/tool/decider";
import { handleCommand, type CommandMeta } from "~/events/handle-command.server";

/** Deletes a tool (refused while assigned: tool_not_deleted). Its documents stay stored: the history still names them. */
export function retireTool(sql: Sql, toolId: number, meta: CommandMeta, expectedVersion: number | null = null) {
  return handleCommand(sql, toolDecider, { command: { type: "RetireTool" }, meta, target: { id: toolId }, expectedVersion });
}
