// The person commands that store a file (ADR-0033): the avatar (the person's own, or HR's for a
// person of their companies) and legal documents (HR). The upload arrives already checked by its
// bytes against its use's policy (AVATAR_UPLOAD, LEGAL_DOCUMENT_UPLOAD); it is stored before the
// command and removed again when the command is refused, fails, or was a repeat that appended
// nothing (ADR-0022). A file the person's events retire — the avatar a new one replaced or removed,
// a removed document's file — is deleted once the command has committed, never before: a delete
// cannot be rolled back. What a crash or a failing store leaves, `npm run storage:sweep` deletes.
import type { Actor } from "~/domain/access/actor";
import type { Sql } from "~/db.server";
import { can } from "~/domain/access/permissions";
import { personDecider } from "~/domain/person/decider";
import type { LegalDocumentText, PersonAvatarChanged, PersonFile } from "~/domain/person/events";
import { forbidden, notFound, ruleBroken } from "~/domain/shared/errors";
import { handleCommand, type CommandMeta, type CommandOutcome } from "~/events/handle-command.server";
import { KIND_INFO } from "~/storage/file-types";
import { fileStore } from "~/storage/index.server";
import { deleteFiles, type FileDeletions } from "~/storage/person-files.server";
import type { FileStore } from "~/storage/store.server";
import { AVATAR_UPLOAD, discardUpload, LEGAL_DOCUMENT_UPLOAD, newFileId, storeUpload, type CheckedUpload, type StoredUpload, type UploadPolicy } from "~/storage/upload.server";
import { isUuid } from "~/domain/shared/ids";
import { deriveCommandId } from "./derived-command-id.server";
import { managedPerson } from "./person.server";

export interface UploadOptions {
  /** the file store (this process's unless given) */
  store?: FileStore;
  /** where a failed delete is reported (console.warn unless given); keys are random ids, no personal data */
  log?: (message: string) => void;
}

/** What a command that retires files did with them after its commit. */
export interface RetiredFiles {
  /** the files the person's events no longer use, deleted after the commit (a failure is left for the sweep) */
  removedFiles: FileDeletions;
}

const NOTHING: FileDeletions = { deleted: [], failed: [] };
const ownSubject = (streamId: string) => streamId;
const keysOf = (f: Pick<PersonFile, "key" | "thumbnailKey"> | null): string[] => (f ? [f.key, ...(f.thumbnailKey ? [f.thumbnailKey] : [])] : []);
const fileOf = (s: StoredUpload): PersonFile => ({ key: s.key, thumbnailKey: s.thumbnailKey, contentType: s.contentType, size: s.size, sha256: s.sha256 });

/** An upload checked for another use (a receipt's PDF as an avatar) is refused like a wrong type. */
function requireKind(file: CheckedUpload, policy: UploadPolicy, field: string): void {
  if (!policy.kinds.includes(file.kind)) throw ruleBroken("storage.reason.wrong_type", { field, params: { types: policy.kinds.map((k) => KIND_INFO[k].ext.toUpperCase()).join(", ") } });
}

/** The person's own avatar, or HR's change of it for a person of their companies (update hr). */
async function avatarTarget(sql: Sql, user: Actor, personId: number): Promise<void> {
  if (personId === user.id) {
    if (!can(user.access, "read", "profile")) throw forbidden();
    return;
  }
  await managedPerson(sql, user, personId);
}

/**
 * Stores the upload, runs the command with its file, and removes the upload again unless an event
 * of this very run names it (refused, failed, or a repeated command id that appended nothing).
 */
async function withStoredUpload<T extends CommandOutcome>(
  store: FileStore,
  upload: CheckedUpload,
  policy: UploadPolicy,
  log: ((m: string) => void) | undefined,
  run: (file: PersonFile) => Promise<T>,
): Promise<T> {
  const stored = await storeUpload(store, upload, policy);
  let outcome: T;
  try {
    outcome = await run(fileOf(stored));
  } catch (err) {
    await discardUpload(store, stored, log);
    throw err;
  }
  if (outcome.replayed) await discardUpload(store, stored, log);
  return outcome;
}

/** Runs ChangeAvatar and, once committed, deletes the files of the avatar it replaced. */
async function runChangeAvatar(sql: Sql, input: { personId: number; avatar: PersonFile | null; expectedVersion: number | null }, meta: CommandMeta, store: FileStore, log?: (m: string) => void) {
  let previous: PersonFile | null = null;
  const outcome = await handleCommand(sql, personDecider, {
    command: { type: "ChangeAvatar", avatar: input.avatar },
    commandType: "ChangeAvatar",
    meta,
    target: { id: input.personId },
    expectedVersion: input.expectedVersion,
    piiSubject: ownSubject,
    afterAppend: async (_tx, events) => {
      const changed = events.find((e) => e.type === "PersonAvatarChanged") as { data: PersonAvatarChanged["data"] } | undefined;
      previous = changed?.data.previous ?? null;
    },
  });
  // only now: a file deleted for a change that then rolled back could never come back
  const retired = outcome.replayed ? [] : keysOf(previous);
  const removedFiles = retired.length === 0 ? NOTHING : await deleteFiles(store, retired, log, "of a replaced avatar");
  return { ...outcome, removedFiles };
}

/**
 * A new photo for a person (JPEG, PNG or WebP, checked by its bytes with AVATAR_UPLOAD, with its
 * square thumbnail): stored under `public/profile-pics/`, named by PersonAvatarChanged; the
 * previous photo's files are deleted after the commit.
 */
export async function changeAvatar(
  sql: Sql,
  user: Actor,
  input: { personId: number; file: CheckedUpload; expectedVersion: number | null },
  meta: CommandMeta,
  opts: UploadOptions = {},
): Promise<CommandOutcome & RetiredFiles> {
  requireKind(input.file, AVATAR_UPLOAD, "avatar");
  await avatarTarget(sql, user, input.personId);
  const store = opts.store ?? fileStore();
  return withStoredUpload(store, input.file, AVATAR_UPLOAD, opts.log, (avatar) => runChangeAvatar(sql, { ...input, avatar }, meta, store, opts.log));
}

/** Removes a person's photo (the initials show again); its files are deleted after the commit. */
export async function removeAvatar(
  sql: Sql,
  user: Actor,
  input: { personId: number; expectedVersion: number | null },
  meta: CommandMeta,
  opts: UploadOptions = {},
): Promise<CommandOutcome & RetiredFiles> {
  await avatarTarget(sql, user, input.personId);
  return runChangeAvatar(sql, { ...input, avatar: null }, meta, opts.store ?? fileStore(), opts.log);
}

/** What the legal-document form gives besides its file. */
export interface LegalDocumentInput {
  text: LegalDocumentText;
  /** YYYY-MM-DD, or null when the document does not expire */
  expiresAt: string | null;
  signed: boolean;
}

/**
 * HR adds a legal document to a person of their companies (update hr): title, number, expiry, the
 * signed flag and its file (required; PDF, JPEG or PNG checked by its bytes with
 * LEGAL_DOCUMENT_UPLOAD), stored under `legal-documents/`. The title and number are encrypted with
 * the person's key. Returns the new document's id.
 */
export async function addLegalDocument(
  sql: Sql,
  user: Actor,
  input: { personId: number; document: LegalDocumentInput; file: CheckedUpload | null; expectedVersion: number | null },
  meta: CommandMeta,
  opts: UploadOptions = {},
): Promise<CommandOutcome & { documentId: string }> {
  await managedPerson(sql, user, input.personId);
  if (!input.file) throw ruleBroken("person.document_file_required", { field: "file" });
  requireKind(input.file, LEGAL_DOCUMENT_UPLOAD, "file");
  // the same form sent again names the same document, so a repeat is one document (ADR-0001)
  const documentId = meta.commandId && isUuid(meta.commandId) ? deriveCommandId(meta.commandId, "legal-document").replace(/-/g, "") : newFileId();
  const outcome = await withStoredUpload(opts.store ?? fileStore(), input.file, LEGAL_DOCUMENT_UPLOAD, opts.log, (file) =>
    handleCommand(sql, personDecider, {
      command: { type: "AddLegalDocument", documentId, text: input.document.text, expiresAt: input.document.expiresAt, signed: input.document.signed, file },
      commandType: "AddLegalDocument",
      meta,
      target: { id: input.personId },
      expectedVersion: input.expectedVersion,
      piiSubject: ownSubject,
    }),
  );
  return { ...outcome, documentId };
}

/** HR removes a legal document of a person of their companies; its file is deleted after the commit. */
export async function removeLegalDocument(
  sql: Sql,
  user: Actor,
  input: { personId: number; documentId: string; expectedVersion: number | null },
  meta: CommandMeta,
  opts: UploadOptions = {},
): Promise<CommandOutcome & RetiredFiles> {
  await managedPerson(sql, user, input.personId);
  if (!/^[0-9a-f]{32}$/.test(input.documentId)) throw notFound();
  let file: PersonFile | null = null;
  const outcome = await handleCommand(sql, personDecider, {
    command: { type: "RemoveLegalDocument", documentId: input.documentId },
    commandType: "RemoveLegalDocument",
    meta,
    target: { id: input.personId },
    expectedVersion: input.expectedVersion,
    piiSubject: ownSubject,
    afterAppend: async (tx, _events, id) => {
      const [row] = await tx<{ file: PersonFile }[]>`
        SELECT data->'file' AS file FROM events
        WHERE stream_id = ${`person-${id}`} AND event_type = 'LegalDocumentAdded' AND data->>'documentId' = ${input.documentId}
        LIMIT 1`;
      file = row?.file ?? null;
    },
  });
  const retired = outcome.replayed ? [] : keysOf(file);
  const removedFiles = retired.length === 0 ? NOTHING : await deleteFiles(opts.store ?? fileStore(), retired, opts.log, "of a removed legal document");
  return { ...outcome, removedFiles };
}
