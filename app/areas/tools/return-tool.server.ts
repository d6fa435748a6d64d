// ReturnTool (ADR-0104: one command a file); what the area's commands share is in tool-command.server.ts.
import type { Sql } from "~/db.server";
import { toolDecider } from "~/domain/tool/decider";
import { handleCommand, type CommandMeta } from "~/events/handle-command.server";

/** Records a tool's return: by the tool manager (`mayManage`) or by its holder. */
export function returnTool(sql: Sql, toolId: number, expectedVersion: number | null, meta: CommandMeta, mayManage = true) {
  return handleCommand(sql, toolDecider, { command: { type: "ReturnTool", mayManage }, meta, target: { id: toolId }, expectedVersion });
}
