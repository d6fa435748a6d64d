// SetToolLowStockThreshold (ADR-0104: one command a file); what the area's commands share is in tool-command.server.ts.
import type { Sql } from "~/db.server";
import { toolDecider } from "~/domain/tool/decider";
import { handleCommand, type CommandMeta } from "~/events/handle-command.server";

/** Sets (or clears, null) the available quantity at or below which the tool is flagged as low on stock (ADR-0079). */
export function setToolLowStockThreshold(sql: Sql, toolId: number, threshold: number | null, expectedVersion: number | null, meta: CommandMeta) {
  return handleCommand(sql, toolDecider, { command: { type: "SetToolLowStockThreshold", threshold }, meta, target: { id: toolId }, expectedVersion });
}
