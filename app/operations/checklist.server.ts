// The checklists' commands (ADR-0072): templates (Create/Change/RemoveChecklistTemplate) and
// checklists (Prepare, Revise, AnswerChecklistQuestion, Sign, Approve, Reject, Remove). The route has
// checked who may do it (its policy and the site's team, ADR-0072); the deciders check the rules.
// Photos and signature images are stored under `checklist/` before the command and removed again
// when it is refused or repeats an earlier one (as the journal's photos). The JSON API's files
// arrive already stored (POST utility/uploadImage, ADR-0093) and are passed as `stored…`: never
// deleted here — a refused or repeated call leaves them to their upload row and the sweep.
import type { DelegatedAuthority } from "~/domain/delegation/approval";
import type { Sql } from "~/db.server";
import { checklistDecider, type QuestionInput } from "~/domain/checklist/decider";
import type { Answer, ChecklistAttachment, ChecklistHead, ChecklistImage, SignatureMethod, TemplateContent } from "~/domain/checklist/events";
import { checklistTemplateDecider } from "~/domain/checklist/template";
import { handleCommand, type CommandMeta, type CommandOutcome } from "~/events/handle-command.server";
import type { FileStore } from "~/storage/store.server";
import { DEFAULT_MAX_UPLOAD_BYTES, discardUpload, storeUpload, type CheckedUpload, type UploadPolicy } from "~/storage/upload.server";

/** A question's photo: JPEG, PNG or WebP up to 10 MB under `checklist/`, with a thumbnail. */
export const CHECKLIST_PHOTO_UPLOAD: UploadPolicy = { folder: "checklist", maxBytes: DEFAULT_MAX_UPLOAD_BYTES, kinds: ["jpeg", "png", "webp"], thumbnails: true, thumbnail: { size: 320, fit: "inside" } };
/** A file attached to a question (ADR-0080): a PDF, an image, a drawing or an office file up to 10 MB under `checklist/`, no thumbnail. */
export const CHECKLIST_ATTACHMENT_UPLOAD: UploadPolicy = {
  folder: "checklist",
  maxBytes: DEFAULT_MAX_UPLOAD_BYTES,
  kinds: ["pdf", "jpeg", "png", "webp", "dwg", "dxf", "xlsx", "docx", "pptx", "odt", "ods", "odp", "zip"],
  thumbnails: false,
};
/** A signature image (uploaded, or drawn and sent as a PNG): up to 2 MB under `checklist/`, no thumbnail. */
export const CHECKLIST_SIGNATURE_UPLOAD: UploadPolicy = { folder: "checklist", maxBytes: 2 * 1024 * 1024, kinds: ["png", "jpeg"], thumbnails: false };

type Log = (m: string) => void;

async function withFiles(store: FileStore, files: CheckedUpload[], policy: UploadPolicy, log: Log, run: (images: ChecklistImage[]) => Promise<CommandOutcome>): Promise<CommandOutcome> {
  const stored: ChecklistImage[] = [];
  try {
    for (const f of files) {
      const s = await storeUpload(store, f, policy);
      stored.push({ key: s.key, thumbnailKey: s.thumbnailKey });
    }
  } catch (e) {
    for (const i of stored) await discardUpload(store, i, log);
    throw e;
  }
  let outcome: CommandOutcome;
  try {
    outcome = await run(stored);
  } catch (err) {
    for (const i of stored) await discardUpload(store, i, log);
    throw err;
  }
  if (outcome.replayed) for (const i of stored) await discardUpload(store, i, log);
  return outcome;
}

/** A new template, numbered from checklist_template_id_seq. */
export function createChecklistTemplate(sql: Sql, content: TemplateContent, meta: CommandMeta): Promise<CommandOutcome> {
  return handleCommand(sql, checklistTemplateDecider, {
    command: (templateId) => ({ type: "CreateChecklistTemplate" as const, templateId, content }),
    meta,
    target: { sequence: "checklist_template_id_seq" },
  });
}

export function changeChecklistTemplate(sql: Sql, templateId: number, content: TemplateContent, expectedVersion: number | null, meta: CommandMeta) {
  return handleCommand(sql, checklistTemplateDecider, { command: { type: "ChangeChecklistTemplate", content }, meta, target: { id: templateId }, expectedVersion });
}

export function removeChecklistTemplate(sql: Sql, templateId: number, expectedVersion: number | null, meta: CommandMeta) {
  return handleCommand(sql, checklistTemplateDecider, { command: { type: "RemoveChecklistTemplate" }, meta, target: { id: templateId }, expectedVersion });
}

export interface NewChecklist {
  siteId: number;
  templateId: number;
  copiedFrom: number | null;
  head: ChecklistHead;
  questions: QuestionInput[];
}

/** Prepares a checklist for a site (from a template's or another checklist's questions), numbered from checklist_id_seq. */
export function prepareChecklist(sql: Sql, input: NewChecklist, meta: CommandMeta): Promise<CommandOutcome> {
  return handleCommand(sql, checklistDecider, {
    command: (checklistId) => ({ type: "PrepareChecklist" as const, checklistId, ...input }),
    meta,
    target: { sequence: "checklist_id_seq" },
  });
}

export function reviseChecklist(sql: Sql, checklistId: number, head: ChecklistHead, questions: QuestionInput[], expectedVersion: number | null, meta: CommandMeta) {
  return handleCommand(sql, checklistDecider, { command: { type: "ReviseChecklist", head, questions }, meta, target: { id: checklistId }, expectedVersion });
}

export interface QuestionAnswers {
  questionId: number;
  answers: { itemId: number; answer: Answer | null; observation: string; who: string; dueDate: string | null; done: boolean }[];
  photos: CheckedUpload[];
  /** files attached to the question, each with the name it was uploaded with (ADR-0080) */
  attachments?: { file: CheckedUpload; name: string }[];
  /** photos and attachments already stored (the API's uploads), ahead of the new ones */
  storedPhotos?: ChecklistImage[];
  storedAttachments?: ChecklistAttachment[];
}

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

export interface SignatureInput {
  method: SignatureMethod;
  /** the typed name, or the signer's name beside an image */
  name: string;
  /** the uploaded or drawn image (not for a typed signature) */
  image: CheckedUpload | null;
  /** or its key, already stored (the API's upload) */
  storedImageKey?: string | null;
}

/** Signs a filled checklist; an image signature is stored under checklist/ first. */
export function signChecklist(sql: Sql, store: FileStore, checklistId: number, input: SignatureInput, expectedVersion: number | null, meta: CommandMeta, log: Log = console.warn): Promise<CommandOutcome> {
  return withFiles(store, input.image ? [input.image] : [], CHECKLIST_SIGNATURE_UPLOAD, log, (images) =>
    handleCommand(sql, checklistDecider, {
      command: { type: "SignChecklist", method: input.method, name: input.name, imageKey: images[0]?.key ?? input.storedImageKey ?? null },
      meta,
      target: { id: checklistId },
      expectedVersion,
    }),
  );
}

/** Approves a signed checklist; `onBehalf`: through a delegation (ADR-0089), checked by the decider with the delegator's rights. */
export function approveChecklist(sql: Sql, checklistId: number, expectedVersion: number | null, meta: CommandMeta, onBehalf: DelegatedAuthority | null = null) {
  return handleCommand(sql, checklistDecider, { command: { type: "ApproveChecklist", onBehalf }, meta, target: { id: checklistId }, expectedVersion });
}

export function rejectChecklist(sql: Sql, checklistId: number, reason: string, expectedVersion: number | null, meta: CommandMeta, onBehalf: DelegatedAuthority | null = null) {
  return handleCommand(sql, checklistDecider, { command: { type: "RejectChecklist", reason, onBehalf }, meta, target: { id: checklistId }, expectedVersion });
}

/** Removes a pending or rejected checklist (ADR-0080): out of every list; its stream stays for the history. */
export function removeChecklist(sql: Sql, checklistId: number, expectedVersion: number | null, meta: CommandMeta) {
  return handleCommand(sql, checklistDecider, { command: { type: "RemoveChecklist" }, meta, target: { id: checklistId }, expectedVersion });
}
