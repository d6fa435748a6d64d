// AddLegalDocument (ADR-0033): HR adds a document with its file to a person of their companies; the
// upload is stored before the command (person-command.server.ts, ADR-0022).
import type { Actor } from "~/domain/access/actor";
import type { Sql } from "~/db.server";
import { personDecider } from "~/domain/person/decider";
import type { LegalDocumentText, PersonFile } from "~/domain/person/events";
import { ruleBroken } from "~/domain/shared/errors";
import { isUuid } from "~/domain/shared/ids";
import { handleCommand, type CommandMeta, type CommandOutcome } from "~/events/handle-command.server";
import { fileStore } from "~/storage/index.server";
import { LEGAL_DOCUMENT_UPLOAD, newFileId, type CheckedUpload } from "~/storage/upload.server";
import { deriveCommandId } from "~/http/derived-command-id.server";
import { managedPerson, ownSubject, requireKind, withStoredUpload, type UploadOptions } from "./person-command.server";

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
  return withStoredUpload(opts.store ?? fileStore(), input.file, LEGAL_DOCUMENT_UPLOAD, opts.log, (file) => appendLegalDocument(sql, { ...input, file }, meta));
}

/**
 * The same, with a file already checked against LEGAL_DOCUMENT_UPLOAD and stored (the JSON API's
 * upload, ADR-0093): a refused or repeated command leaves the file to its upload and the sweep.
 */
export async function addStoredLegalDocument(
  sql: Sql,
  user: Actor,
  input: { personId: number; document: LegalDocumentInput; file: PersonFile; expectedVersion: number | null },
  meta: CommandMeta,
): Promise<CommandOutcome & { documentId: string }> {
  await managedPerson(sql, user, input.personId);
  return appendLegalDocument(sql, input, meta);
}

async function appendLegalDocument(
  sql: Sql,
  input: { personId: number; document: LegalDocumentInput; file: PersonFile; expectedVersion: number | null },
  meta: CommandMeta,
): Promise<CommandOutcome & { documentId: string }> {
  // the same form sent again names the same document, so a repeat is one document (ADR-0001)
  const documentId = meta.commandId && isUuid(meta.commandId) ? deriveCommandId(meta.commandId, "legal-document").replace(/-/g, "") : newFileId();
  const outcome = await handleCommand(sql, personDecider, {
    command: { type: "AddLegalDocument", documentId, text: input.document.text, expiresAt: input.document.expiresAt, signed: input.document.signed, file: input.file },
    meta,
    target: { id: input.personId },
    expectedVersion: input.expectedVersion,
    piiSubject: ownSubject,
  });
  return { ...outcome, documentId };
}
