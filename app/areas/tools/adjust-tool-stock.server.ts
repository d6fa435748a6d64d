// AdjustToolStock (ADR-0104: one command a file); what the area's commands share is in tool-command.server.ts.
import type { Sql } from "~/db.server";
import { toolDecider } from "~/domain/tool/decider";
import { handleCommand, type CommandMeta } from "~/events/handle-command.server";

export function adjustToolStock(sql: Sql, toolId: number, a: { quantity: number; reason: string }, expectedVersion: number | null, meta: CommandMeta) {
  return handleCommand(sql, toolDecider, { command: { type: "AdjustToolStock", ...a }, meta, target: { id: toolId }, expectedVersion });
}
