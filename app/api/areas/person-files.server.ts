// People's files through the JSON API (spec part 2 §7 "Users": the person's legalDocument; part 1
// §7 "File storage": the legal-documents and public/profile-pics folders, signed links valid 300
// seconds), ADR-0093. The spec names no path of its own for them, so they sit below the person:
// user/persons/{id}/legalDocuments and user/persons/{id}/avatar. Each runs the page's operation:
// HR's documents page (read hr to list, within the caller's companies; oneself with read profile,
// as the profile's dashboard lists one's own; update hr to add and remove: addLegalDocument's rule,
// managedPerson), and the avatar's (one's own, or HR's for a person of their companies:
// avatarTarget). A file is uploaded first (POST utility/uploadImage, purpose legalDocument or
// avatar: the form's policy) and named by its uploadedImageId, as an expense's receipt (ADR-0090).
// Downloads are signed links, never the store's keys.
import { z } from "zod";
import type { CurrentUser } from "~/auth/user.server";
import type { Queryable } from "~/db.server";
import { can } from "~/domain/access/permissions";
import type { CompanyCode } from "~/domain/company/companies";
import { legalDocumentSchema } from "~/domain/person/schema";
import { DomainError } from "~/domain/shared/errors";
import { hrCompaniesOf } from "~/events/queries/hr-people.server";
import { legalDocumentsOf, type LegalDocumentView } from "~/events/queries/legal-documents.server";
import { personProfileOf } from "~/events/queries/person-profile.server";
import { scopedPerson } from "~/http/scope.server";
import { addStoredLegalDocument } from "~/areas/people/add-legal-document.server";
import { changeAvatarToStored } from "~/areas/people/change-avatar.server";
import { removeAvatar } from "~/areas/people/remove-avatar.server";
import { removeLegalDocument } from "~/areas/people/remove-legal-document.server";
import { avatarTarget } from "~/areas/people/person-command.server";
import { personFileLinks } from "~/storage/person-links.server";
import { endpoint, parseOrThrow, type Endpoint } from "../endpoint.server";
import { pageOf, paged } from "../lists.server";
import { markUploadUsed, uploadFor } from "../uploads.server";
import { readablePerson } from "./users.server";
import { jsonAsForm } from "./people-writes.server";

const notFound = () => new DomainError("not_found", "errors.not_found");

const apiDocument = z.object({
  documentId: z.string().describe("32 hex digits"),
  personId: z.number().int(),
  title: z.string(),
  number: z.string().nullable(),
  expiresAt: z.string().nullable().describe("YYYY-MM-DD; null: it does not expire"),
  signed: z.boolean(),
  contentType: z.string(),
  size: z.number().int(),
  url: z.string().describe("a signed download link, valid 300 seconds"),
  thumbnailUrl: z.string().nullable(),
  addedAt: z.string(),
});

const KIND_EXT: Record<string, string> = { "application/pdf": ".pdf", "image/jpeg": ".jpg", "image/png": ".png" };

async function documentOf(d: LegalDocumentView) {
  // the download's name as HR's documents page gives it: the title, then the file's extension
  const links = await personFileLinks(d.file, { downloadName: `${d.title.replace(/[^\p{L}\p{N} ._-]+/gu, "_").slice(0, 80) || "documento"}${KIND_EXT[d.file.contentType] ?? ""}` });
  return {
    documentId: d.documentId,
    personId: d.personId,
    title: d.title,
    number: d.number,
    expiresAt: d.expiresAt,
    signed: d.signed,
    contentType: d.file.contentType,
    size: d.file.size,
    url: links.url,
    thumbnailUrl: links.thumbnailUrl,
    addedAt: d.addedAt,
  };
}

/** The person whose documents the caller reads (oneself with read profile; within the caller's companies with read hr) and their stream version. */
async function documentsOwner(sql: Queryable, user: CurrentUser, param: string): Promise<{ id: number; version: number; companies: readonly CompanyCode[] | undefined }> {
  if (param === String(user.id) && can(user.access, "read", "profile")) {
    const own = await personProfileOf(sql, user.id);
    if (!own) throw notFound();
    return { id: own.id, version: own.version, companies: undefined };
  }
  if (!can(user.access, "read", "hr")) throw notFound();
  const scoped = await scopedPerson(sql, user, param);
  const p = await personProfileOf(sql, scoped.id, { companies: hrCompaniesOf(user) });
  if (!p) throw notFound();
  return { id: p.id, version: p.version, companies: hrCompaniesOf(user) };
}

const documentsOfOwner = (sql: Queryable, owner: { id: number; companies: readonly CompanyCode[] | undefined }) => legalDocumentsOf(sql, owner.id, owner.companies ? { companies: owner.companies } : {});

// the documents form's own fields (title, number, expiresAt as YYYY-MM-DD or DD.MM.YYYY, signed) and the uploaded file
const newDocumentBody = z
  .object({
    title: z.string().optional(),
    number: z.string().optional(),
    expiresAt: z.string().optional().describe("YYYY-MM-DD or DD.MM.YYYY; none: it does not expire"),
    signed: z.boolean().optional(),
    fileImageId: z.string().describe("an uploadedImageId of POST utility/uploadImage with purpose legalDocument (PDF, JPEG or PNG)"),
  })
  .strict();

const avatarBody = z.object({ avatarImageId: z.string().describe("an uploadedImageId of POST utility/uploadImage with purpose avatar (JPEG, PNG or WebP)") }).strict();
const apiAvatar = z.object({ personId: z.number().int(), url: z.string().nullable().describe("a signed link, valid 300 seconds; null: no photo"), thumbnailUrl: z.string().nullable(), version: z.number().int() });

async function avatarOf(sql: Queryable, user: CurrentUser, param: string) {
  const p = await readablePerson(sql, user, param);
  const links = p.avatar ? await personFileLinks(p.avatar) : null;
  return { body: { personId: p.id, url: links?.url ?? null, thumbnailUrl: links?.thumbnailUrl ?? null, version: p.version }, version: p.version };
}

export const personFileEndpoints: Endpoint[] = [
  endpoint({
    method: "GET",
    path: "/user/persons/{id}/legalDocuments",
    tag: "People",
    summary: "A person's legal documents with signed download links, soonest expiry first (read hr within the caller's companies; one's own with read profile); ETag: the person's version",
    rights: [["read", "hr"], ["read", "profile"]],
    response: pageOf(apiDocument),
    run: async ({ sql, user, params }) => {
      const owner = await documentsOwner(sql, user, params.id);
      const rows = await documentsOfOwner(sql, owner);
      return { body: paged(await Promise.all(rows.map(documentOf)), rows.length, Math.max(1, rows.length)), version: owner.version };
    },
  }),
  endpoint({
    method: "GET",
    path: "/user/persons/{id}/legalDocuments/{documentId}",
    tag: "People",
    summary: "One legal document with its signed download link",
    rights: [["read", "hr"], ["read", "profile"]],
    response: apiDocument,
    run: async ({ sql, user, params }) => {
      const owner = await documentsOwner(sql, user, params.id);
      const d = (await documentsOfOwner(sql, owner)).find((x) => x.documentId === params.documentId);
      if (!d) throw notFound();
      return { body: await documentOf(d), version: owner.version };
    },
  }),
  endpoint({
    method: "POST",
    path: "/user/persons/{id}/legalDocuments",
    tag: "People",
    summary: "Add a legal document (update hr, a person of the caller's companies): the form's fields and fileImageId from POST utility/uploadImage (purpose legalDocument); If-Match: the person's version",
    rights: [["update", "hr"]],
    body: newDocumentBody,
    write: true,
    ifMatch: true,
    response: apiDocument,
    run: async ({ sql, user, params, body, meta, expectedVersion }) => {
      const person = await scopedPerson(sql, user, params.id);
      const { fileImageId, ...fields } = body;
      const value = parseOrThrow(legalDocumentSchema, jsonAsForm(fields));
      const commandId = meta.commandId ?? crypto.randomUUID();
      const file = await uploadFor(sql, { personId: user.id, purpose: "legalDocument", id: fileImageId, commandId, now: new Date(meta.now), field: "fileImageId" });
      const outcome = await addStoredLegalDocument(sql, user, { personId: person.id, document: value.document, file, expectedVersion }, { ...meta, commandId });
      await markUploadUsed(sql, fileImageId, commandId, new Date(meta.now));
      const d = (await legalDocumentsOf(sql, person.id, { companies: hrCompaniesOf(user) })).find((x) => x.documentId === outcome.documentId);
      if (!d) throw notFound();
      return { status: outcome.replayed ? 200 : 201, body: await documentOf(d), version: outcome.version };
    },
  }),
  endpoint({
    method: "DELETE",
    path: "/user/persons/{id}/legalDocuments/{documentId}",
    tag: "People",
    summary: "Remove a legal document (update hr); its file is deleted; If-Match: the person's version",
    rights: [["update", "hr"]],
    write: true,
    ifMatch: true,
    response: z.null(),
    run: async ({ sql, user, params, meta, expectedVersion }) => {
      const person = await scopedPerson(sql, user, params.id);
      await removeLegalDocument(sql, user, { personId: person.id, documentId: params.documentId, expectedVersion }, meta);
      return { status: 204, body: null };
    },
  }),
  endpoint({
    method: "GET",
    path: "/user/persons/{id}/avatar",
    tag: "People",
    summary: "A person's photo as signed links (oneself with read profile; read hr or read admin within the caller's companies)",
    rights: [["read", "hr"], ["read", "admin"], ["read", "profile"]],
    response: apiAvatar,
    run: ({ sql, user, params }) => avatarOf(sql, user, params.id),
  }),
  endpoint({
    method: "PUT",
    path: "/user/persons/{id}/avatar",
    tag: "People",
    summary: "Change a photo (one's own, or update hr for a person of the caller's companies): avatarImageId from POST utility/uploadImage (purpose avatar); If-Match: the person's version",
    rights: [["read", "profile"], ["update", "hr"]],
    body: avatarBody,
    write: true,
    ifMatch: true,
    response: apiAvatar,
    run: async ({ sql, user, params, body, meta, expectedVersion }) => {
      const personId = params.id === String(user.id) ? user.id : (await scopedPerson(sql, user, params.id)).id;
      // who may change it, before the upload is looked at (a refusal says so, not that the upload is unknown)
      await avatarTarget(sql, user, personId);
      const commandId = meta.commandId ?? crypto.randomUUID();
      const avatar = await uploadFor(sql, { personId: user.id, purpose: "avatar", id: body.avatarImageId, commandId, now: new Date(meta.now), field: "avatarImageId" });
      await changeAvatarToStored(sql, user, { personId, avatar, expectedVersion }, { ...meta, commandId });
      await markUploadUsed(sql, body.avatarImageId, commandId, new Date(meta.now));
      return avatarOf(sql, user, String(personId));
    },
  }),
  endpoint({
    method: "DELETE",
    path: "/user/persons/{id}/avatar",
    tag: "People",
    summary: "Remove a photo (the initials show again); If-Match: the person's version",
    rights: [["read", "profile"], ["update", "hr"]],
    write: true,
    ifMatch: true,
    response: z.null(),
    run: async ({ sql, user, params, meta, expectedVersion }) => {
      const personId = params.id === String(user.id) ? user.id : (await scopedPerson(sql, user, params.id)).id;
      await removeAvatar(sql, user, { personId, expectedVersion }, meta);
      return { status: 204, body: null };
    },
  }),
];
