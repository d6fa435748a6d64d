// AnswerChecklistQuestion (ADR-0104: one command a file); what the area's commands share is in checklist-command.server.ts.
import { CHECKLIST_PHOTO_UPLOAD, CHECKLIST_ATTACHMENT_UPLOAD, type Log, withFiles, type QuestionAnswers } from "./checklist-command.server";
import type { Sql } from "~/db.server";
import { checklistDecider } from "~/domain/checklist/decider";
import type { ChecklistAttachment } from "~/domain/checklist/events";
import { handleCommand, type CommandMeta, type CommandOutcome } from "~/events/handle-command.server";
import type { FileStore } from "~/storage/store.server";

/** Saves one question's answers, new photos and attached files (the fill form saves question by question). */
export function answerChecklistQuestion(sql: Sql, store: FileStore, checklistId: number, input: QuestionAnswers, meta: CommandMeta, log: Log = console.warn): Promise<CommandOutcome> {
  const attached = input.attachments ?? [];
  return withFiles(store, input.photos, CHECKLIST_PHOTO_UPLOAD, log, (images) =>
    withFiles(
      store,
      attached.map((a) => a.file),
      CHECKLIST_ATTACHMENT_UPLOAD,
      log,
      (stored) => {
        const attachments: ChecklistAttachment[] = [
          ...(input.storedAttachments ?? []),
          ...stored.map((f, i) => ({ key: f.key, name: attached[i].name, contentType: attached[i].file.contentType, size: attached[i].file.size })),
        ];
        return handleCommand(sql, checklistDecider, {
          command: { type: "AnswerChecklistQuestion", questionId: input.questionId, answers: input.answers, images: [...(input.storedPhotos ?? []), ...images], attachments },
          meta,
          target: { id: checklistId },
        });
      },
    ),
  );
}
