// ChangeChecklistTemplate (ADR-0104: one command a file); what the area's commands share is in checklist-command.server.ts.
import type { Sql } from "~/db.server";
import type { TemplateContent } from "~/domain/checklist/events";
import { checklistTemplateDecider } from "~/domain/checklist/template";
import { handleCommand, type CommandMeta } from "~/events/handle-command.server";

export function changeChecklistTemplate(sql: Sql, templateId: number, content: TemplateContent, expectedVersion: number | null, meta: CommandMeta) {
  return handleCommand(sql, checklistTemplateDecider, { command: { type: "ChangeChecklistTemplate", content }, meta, target: { id: templateId }, expectedVersion });
}
