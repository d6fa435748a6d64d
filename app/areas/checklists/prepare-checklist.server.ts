// PrepareChecklist (ADR-0104: one command a file); what the area's commands share is in checklist-command.server.ts.
import type { NewChecklist } from "./checklist-command.server";
import type { Sql } from "~/db.server";
import { checklistDecider } from "~/domain/checklist/decider";
import { handleCommand, type CommandMeta, type CommandOutcome } from "~/events/handle-command.server";

/** Prepares a checklist for a site (from a template's or another checklist's questions), numbered from checklist_id_seq. */
export function prepareChecklist(sql: Sql, input: NewChecklist, meta: CommandMeta): Promise<CommandOutcome> {
  return handleCommand(sql, checklistDecider, {
    command: (checklistId) => ({ type: "PrepareChecklist" as const, checklistId, ...input }),
    meta,
    target: { sequence: "checklist_id_seq" },
  });
}
