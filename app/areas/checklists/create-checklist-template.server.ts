// CreateChecklistTemplate (ADR-0104: one command a file); what the area's commands share is in checklist-command.server.ts.
import type { Sql } from "~/db.server";
import type { TemplateContent } from "~/domain/checklist/events";
import { checklistTemplateDecider } from "~/domain/checklist/template";
import { handleCommand, type CommandMeta, type CommandOutcome } from "~/events/handle-command.server";

/** A new template, numbered from checklist_template_id_seq. */
export function createChecklistTemplate(sql: Sql, content: TemplateContent, meta: CommandMeta): Promise<CommandOutcome> {
  return handleCommand(sql, checklistTemplateDecider, {
    command: (templateId) => ({ type: "CreateChecklistTemplate" as const, templateId, content }),
    meta,
    target: { sequence: "checklist_template_id_seq" },
  });
}
