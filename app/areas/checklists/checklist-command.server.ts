// The checklists' commands (ADR-0072): templates (Create/Change/RemoveChecklistTemplate) and
// checklists (Prepare, Revise, AnswerChecklistQuestion, Sign, Approve, Reject, Remove). The route has
// checked who may do it (its policy and the site's team, ADR-0072); the deciders check the rules.
// Photos and signature images are stored under `checklist/` before the command and removed again
// when it is refused or repeats an earlier one (as the journal's photos). The JSON API's files
// arrive already stored (POST utility/uploadImage, ADR-0093) and are passed as `stored…`: never
// deleted here — a refused or repeated call leaves them to their upload row and the sweep.
import type { QuestionInput } from "~/domain/checklist/decider";
import type { Answer, ChecklistAttachment, ChecklistHead, ChecklistImage, SignatureMethod } from "~/domain/checklist/events";
import type { CommandOutcome } from "~/events/handle-command.server";
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

export type Log = (m: string) => void;

export async function withFiles(store: FileStore, files: CheckedUpload[], policy: UploadPolicy, log: Log, run: (images: ChecklistImage[]) => Promise<CommandOutcome>): Promise<CommandOutcome> {
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

export interface NewChecklist {
  siteId: number;
  /** every assigned site, siteId first (ADR-0117) */
  siteIds?: number[];
  templateId: number;
  copiedFrom: number | null;
  head: ChecklistHead;
  questions: QuestionInput[];
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

export interface SignatureInput {
  method: SignatureMethod;
  /** the typed name, or the signer's name beside an image */
  name: string;
  /** the uploaded or drawn image (not for a typed signature) */
  image: CheckedUpload | null;
  /** or its key, already stored (the API's upload) */
  storedImageKey?: string | null;
}
