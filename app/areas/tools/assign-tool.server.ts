// AssignTool (ADR-0104: one command a file); what the area's commands share is in tool-command.server.ts.
import type { Sql } from "~/db.server";
import { toolDecider, type Period } from "~/domain/tool/decider";
import { handleCommand, type CommandMeta } from "~/events/handle-command.server";

export function assignTool(sql: Sql, toolId: number, a: { personId: number; quantity: number; period: Period }, expectedVersion: number | null, meta: CommandMeta) {
  return handleCommand(sql, toolDecider, { command: { type: "AssignTool", ...a }, meta, target: { id: toolId }, expectedVersion });
}
