// ApproveChecklist (ADR-0104: one command a file); what the area's commands share is in checklist-command.server.ts.
import type { Sql } from "~/db.server";
import { checklistDecider } from "~/domain/checklist/decider";
import type { DelegatedAuthority } from "~/domain/delegation/approval";
import { handleCommand, type CommandMeta } from "~/events/handle-command.server";

/** Approves a signed checklist; `onBehalf`: through a delegation (ADR-0089), checked by the decider with the delegator's rights. */
export function approveChecklist(sql: Sql, checklistId: number, expectedVersion: number | null, meta: CommandMeta, onBehalf: DelegatedAuthority | null = null) {
  return handleCommand(sql, checklistDecider, { command: { type: "ApproveChecklist", onBehalf }, meta, target: { id: checklistId }, expectedVersion });
}
