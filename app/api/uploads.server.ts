// Files sent to the JSON API ahead of the call that uses them (ADR-0090): the spec's clients upload
// first (POST utility/uploadImage answers uploadedImageId) and then send the id in the record's
// payload (an expense's receiptImageId). The upload is checked by its bytes and stored exactly as
// the form's file is (app/storage/upload.server.ts); a row here names its owner, its use and, once
// a command has used it, that command — so an id is good for its owner, its use and one command
// (a repeat of that command, same Idempotency-Key, is fine), and only for UPLOAD_TTL_MS: the
// storage sweep removes a file no event names after a day.
import { randomUUID } from "node:crypto";
import type { Queryable } from "~/db.server";
import { DomainError } from "~/domain/shared/errors";
import type { StoredUpload, UploadPolicy } from "~/storage/upload.server";
import { AVATAR_UPLOAD, LEGAL_DOCUMENT_UPLOAD, RECEIPT_UPLOAD } from "~/storage/upload.server";
import { JOURNAL_UPLOAD } from "~/areas/journal/journal-command.server";
import { CHECKLIST_ATTACHMENT_UPLOAD, CHECKLIST_PHOTO_UPLOAD, CHECKLIST_SIGNATURE_UPLOAD } from "~/areas/checklists/checklist-command.server";

/** What an upload is for, and the form policy its file is checked against: an expense's receipt, a journal post's photo, a person's legal document or photo, a checklist's photo, attached file or signature (ADR-0093). */
export const UPLOAD_PURPOSES = {
  receipt: RECEIPT_UPLOAD,
  journal: JOURNAL_UPLOAD,
  legalDocument: LEGAL_DOCUMENT_UPLOAD,
  avatar: AVATAR_UPLOAD,
  checklistPhoto: CHECKLIST_PHOTO_UPLOAD,
  checklistAttachment: CHECKLIST_ATTACHMENT_UPLOAD,
  checklistSignature: CHECKLIST_SIGNATURE_UPLOAD,
} as const satisfies Record<string, UploadPolicy>;
export type UploadPurpose = keyof typeof UPLOAD_PURPOSES;

/** How long an upload may wait for the call that uses it (the sweep keeps an unnamed file a day). */
const UPLOAD_TTL_MS = 12 * 60 * 60_000;

/** The stored file of an upload, as the events name a file. */
export interface UploadedFile {
  key: string;
  thumbnailKey: string | null;
  contentType: string;
  size: number;
  sha256: string;
}

/**
 * Records a stored upload of the person's under `id` (the call's command id: its Idempotency-Key,
 * or a fresh id); its id is what the client sends on. A twin of the same call that recorded it
 * first keeps its row, and its id is answered.
 */
export async function recordUpload(db: Queryable, personId: number, purpose: UploadPurpose, stored: StoredUpload, now: Date, id: string = randomUUID()): Promise<string> {
  await db`
    INSERT INTO api_uploads (id, person_id, purpose, key, thumbnail_key, content_type, size, sha256, created_at)
    VALUES (${id}, ${personId}, ${purpose}, ${stored.key}, ${stored.thumbnailKey}, ${stored.contentType}, ${stored.size}, ${stored.sha256}, ${now})
    ON CONFLICT (id) DO NOTHING`;
  return id;
}

/** The upload a call recorded under its command id before (the same call sent again with its Idempotency-Key), as the call answered it; null when none. */
export async function recordedUpload(db: Queryable, id: string, personId: number): Promise<{ id: string; contentType: string; size: number } | null> {
  const [r] = await db<{ person_id: string; content_type: string; size: string }[]>`SELECT person_id, content_type, size FROM api_uploads WHERE id = ${id}`;
  return r && Number(r.person_id) === personId ? { id, contentType: r.content_type, size: Number(r.size) } : null;
}

/**
 * The file an upload id names for this person, use and command; refused beside `field` (422) when
 * it is unknown, another person's, for another use, too old, or used by another command.
 */
export async function uploadFor(db: Queryable, input: { personId: number; purpose: UploadPurpose; id: string; commandId: string; now: Date; field: string }): Promise<UploadedFile> {
  const refuse = (code: string) => new DomainError("rule", code, { field: input.field });
  const [r] = /^[0-9a-f-]{36}$/i.test(input.id)
    ? await db<{ person_id: string; purpose: string; key: string; thumbnail_key: string | null; content_type: string; size: string; sha256: string; created_at: Date; used_by: string | null }[]>`
        SELECT person_id, purpose, key, thumbnail_key, content_type, size, sha256, created_at, used_by FROM api_uploads WHERE id = ${input.id}`
    : [];
  if (!r || Number(r.person_id) !== input.personId || r.purpose !== input.purpose) throw refuse("api.upload_unknown");
  if (r.used_by !== null && r.used_by !== input.commandId) throw refuse("api.upload_used");
  if (r.used_by === null && input.now.getTime() - r.created_at.getTime() > UPLOAD_TTL_MS) throw refuse("api.upload_expired");
  return { key: r.key, thumbnailKey: r.thumbnail_key, contentType: r.content_type, size: Number(r.size), sha256: r.sha256 };
}

/** Marks the upload used by the command that stored it (after the command succeeded). */
export async function markUploadUsed(db: Queryable, id: string, commandId: string, now: Date): Promise<void> {
  await db`UPDATE api_uploads SET used_by = ${commandId}, used_at = ${now} WHERE id = ${id} AND used_by IS NULL`;
}
