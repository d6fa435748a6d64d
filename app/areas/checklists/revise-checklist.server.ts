// ReviseChecklist (ADR-0104: one command a file); what the area's commands share is in checklist-command.server.ts.
import type { Sql } from "~/db.server";
import { checklistDecider, type QuestionInput } from "~/domain/checklist/decider";
import type { ChecklistHead } from "~/domain/checklist/events";
import { handleCommand, type CommandMeta } from "~/events/handle-command.server";

export function reviseChecklist(sql: Sql, checklistId: number, head: ChecklistHead, questions: QuestionInput[], expectedVersion: number | null, meta: CommandMeta) {
  return handleCommand(sql, checklistDecider, { command: { type: "ReviseChecklist", head, questions }, meta, target: { id: checklistId }, expectedVersion });
}
