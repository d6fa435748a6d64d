// RejectChecklist (ADR-0104: one command a file); what the area's commands share is in checklist-command.server.ts.
import type { Sql } from "~/db.server";
import { checklistDecider } from "~/domain/checklist/decider";
import type { DelegatedAuthority } from "~/domain/delegation/approval";
import { handleCommand, type CommandMeta } from "~/events/handle-command.server";

export function rejectChecklist(sql: Sql, checklistId: number, reason: string, expectedVersion: number | null, meta: CommandMeta, onBehalf: DelegatedAuthority | null = null) {
  return handleCommand(sql, checklistDecider, { command: { type: "RejectChecklist", reason, onBehalf }, meta, target: { id: checklistId }, expectedVersion });
}
