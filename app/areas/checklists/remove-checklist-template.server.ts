// RemoveChecklistTemplate (ADR-0104: one command a file); what the area's commands share is in checklist-command.server.ts.
import type { Sql } from "~/db.server";
import { checklistTemplateDecider } from "~/domain/checklist/template";
import { handleCommand, type CommandMeta } from "~/events/handle-command.server";

export function removeChecklistTemplate(sql: Sql, templateId: number, expectedVersion: number | null, meta: CommandMeta) {
  return handleCommand(sql, checklistTemplateDecider, { command: { type: "RemoveChecklistTemplate" }, meta, target: { id: templateId }, expectedVersion });
}
