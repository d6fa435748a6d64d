// RemoveChecklist (ADR-0104: one command a file); what the area's commands share is in checklist-command.server.ts.
import type { Sql } from "~/db.server";
import { checklistDecider } from "~/domain/checklist/decider";
import { handleCommand, type CommandMeta } from "~/events/handle-command.server";

/** Removes a pending or rejected checklist (ADR-0080): out of every list; its stream stays for the history. */
export function removeChecklist(sql: Sql, checklistId: number, expectedVersion: number | null, meta: CommandMeta) {
  return handleCommand(sql, checklistDecider, { command: { type: "RemoveChecklist" }, meta, target: { id: checklistId }, expectedVersion });
}
