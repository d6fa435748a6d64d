// RequestTool (ADR-0104: one command a file); what the area's commands share is in tool-command.server.ts.
import type { Sql } from "~/db.server";
import { toolDecider, type Period } from "~/domain/tool/decider";
import { handleCommand, type CommandMeta } from "~/events/handle-command.server";

export function requestTool(sql: Sql, toolId: number, r: { quantity: number; period: Period; mayRequest: boolean }, meta: CommandMeta) {
  return handleCommand(sql, toolDecider, { command: { type: "RequestTool", ...r }, meta, target: { id: toolId } });
}
