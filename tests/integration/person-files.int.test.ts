// @starts-on-the-demo-data: its databases are copies of the run's seeded template (own-database.ts)
// A person's files through the real store and the filesystem file store (issue 11, ADR-0020,
// ADR-0022, ADR-0033): avatars (JPEG, PNG, WebP by their bytes, a small square thumbnail) and legal
// documents (PDF, JPEG, PNG). An upload is stored before its command and gone again when the
// command is refused or was a repeat; a replaced avatar's and a removed document's files are
// deleted after the commit; links are signed; erasing the person deletes every file of theirs; and
// what a failing store leaves behind, the sweep deletes. A database of its own: it erases people.
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CurrentUser } from "../../app/auth/user.server";
import { personDecider, type PersonState } from "../../app/domain/person/decider";
import type { PersonEvent } from "../../app/domain/person/events";
import { isDomainError } from "../../app/domain/shared/errors";
import { readStream } from "../../app/events/store.server";
import { addLegalDocument } from "../../app/areas/people/add-legal-document.server";
import { changeAvatar } from "../../app/areas/people/change-avatar.server";
import { erasePerson } from "../../app/areas/people/erase-person.server";
import { removeAvatar } from "../../app/areas/people/remove-avatar.server";
import { removeLegalDocument } from "../../app/areas/people/remove-legal-document.server";
import { receiptPdf } from "../../app/seed/expenses.server";
import { createFsStore } from "../../app/storage/fs-store.server";
import { avatarThumbnailLink, personFileLinks } from "../../app/storage/person-links.server";
import { verifyLink } from "../../app/storage/signed-link.server";
import type { FileStore } from "../../app/storage/store.server";
import { LEGAL_DOCUMENTS_PREFIX, listAll, PROFILE_PICS_PREFIX, sweepOrphanedFiles } from "../../app/storage/sweep.server";
import { AVATAR_UPLOAD, checkUpload, LEGAL_DOCUMENT_UPLOAD, type CheckedUpload, type UploadPolicy } from "../../app/storage/upload.server";
import { useOwnDb } from "./helpers";
import { metaOf, newPerson, userOf } from "./people";

const get = useOwnDb(6);
let sql: ReturnType<typeof get>["sql"];
let hr: CurrentUser;
let hrMetalsky: CurrentUser;

const tmp = mkdtempSync(path.join(tmpdir(), "cantiere-person-files-"));
const LINK_SECRET = randomBytes(32);
const store = createFsStore({ root: path.join(tmp, "files"), linkSecret: async () => LINK_SECRET, now: () => Date.now() });
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

beforeAll(async () => {
  sql = get().sql;
  const [h] = await sql<{ id: number }[]>`SELECT id FROM person_list WHERE username = 'hr'`;
  hr = await userOf(sql, Number(h.id));
  hrMetalsky = await newPerson(sql, { role: "HR", companyCode: "metalsky", prefix: "hr-m" });
});

type Kind = "jpeg" | "png" | "webp" | "pdf" | "text";

/** A file of the kind, different each time; images are real pictures. */
async function bytesOf(kind: Kind, size = { width: 400, height: 300 }): Promise<Uint8Array> {
  if (kind === "pdf") return receiptPdf(["Permesso di dimora", randomUUID()]);
  if (kind === "text") return new TextEncoder().encode(`not a picture ${randomUUID()}`);
  const image = sharp({ create: { ...size, channels: 3, background: { r: 30, g: 90, b: randomBytes(1)[0] } } });
  return new Uint8Array(await (kind === "jpeg" ? image.jpeg() : kind === "png" ? image.png() : image.webp()).toBuffer());
}

/** A file checked by its bytes as its form checks it; the name and the claimed type say nothing. */
async function check(kind: Kind, policy: UploadPolicy, claimed = "image/jpeg") {
  const bytes = await bytesOf(kind);
  return checkUpload({ field: "file", fileName: "photo.jpg", claimedType: claimed, size: bytes.byteLength, bytes }, policy);
}

async function checked(kind: Kind, policy: UploadPolicy): Promise<CheckedUpload> {
  const r = await check(kind, policy);
  if (!r.ok) throw new Error(`refused: ${r.reason}`);
  return r.file;
}

const exists = async (key: string, on: FileStore = store) => (await on.head(key)) !== null;
const keysUnder = async (prefix: string) => (await listAll(store, prefix)).map((f) => f.key).sort();

async function stateOf(id: number): Promise<PersonState> {
  const events = await readStream(sql, `person-${id}`);
  return events.reduce((s, e) => personDecider.evolve(s, e as unknown as PersonEvent), personDecider.initialState());
}
const versionOf = async (id: number) => (await readStream(sql, `person-${id}`)).length;

async function codeOf(run: Promise<unknown>): Promise<string> {
  try {
    await run;
  } catch (e) {
    if (isDomainError(e)) return e.code;
    throw e;
  }
  throw new Error("the operation was not refused");
}

/** The store as it is, except that every delete fails (a store that is down right after the commit). */
function withFailingDeletes(on: FileStore): FileStore {
  return new Proxy(on, {
    get: (target, prop, receiver) =>
      prop === "delete"
        ? async (key: string) => {
            throw new Error(`store unavailable for ${key}`);
          }
        : Reflect.get(target, prop, receiver),
  });
}

const document = (title = "Permesso B") => ({ text: { title, number: "B-77" }, expiresAt: "2027-06-30", signed: false });

describe("checking a photo and a document by their bytes", () => {
  it("takes JPEG, PNG and WebP as a photo, with a 128-pixel square thumbnail; refuses a PDF or text named photo.jpg", async () => {
    for (const kind of ["jpeg", "png", "webp"] as const) {
      const file = await checked(kind, AVATAR_UPLOAD);
      expect(file.kind).toBe(kind);
      const thumb = await sharp(file.thumbnail as Uint8Array).metadata();
      expect({ format: thumb.format, width: thumb.width, height: thumb.height }).toEqual({ format: "jpeg", width: 128, height: 128 });
    }
    for (const kind of ["pdf", "text"] as const) expect(await check(kind, AVATAR_UPLOAD)).toMatchObject({ ok: false, reason: "wrong_type", params: { types: "JPG, PNG, WEBP" } });
    const junk = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...randomBytes(200)]);
    expect(await checkUpload({ field: "avatar", fileName: "a.png", claimedType: "image/png", size: junk.byteLength, bytes: junk }, AVATAR_UPLOAD)).toMatchObject({ ok: false, reason: "unreadable_image" });
  });

  it("takes PDF, JPEG and PNG as a legal document; refuses WebP and text", async () => {
    for (const kind of ["pdf", "jpeg", "png"] as const) expect((await checked(kind, LEGAL_DOCUMENT_UPLOAD)).kind).toBe(kind);
    for (const kind of ["webp", "text"] as const) expect(await check(kind, LEGAL_DOCUMENT_UPLOAD, "application/pdf")).toMatchObject({ ok: false, reason: "wrong_type" });
  });
});

describe("the avatar", () => {
  it("is stored under public/profile-pics/ with its thumbnail; a new one deletes the old files after the commit; removing it deletes the last", async () => {
    const me = await newPerson(sql, { role: "EMPLOYEE" });
    const first = await changeAvatar(sql, me, { personId: me.id, file: await checked("jpeg", AVATAR_UPLOAD), expectedVersion: 1 }, metaOf(me.id), { store });
    const one = (await stateOf(me.id)).avatar!;
    expect(one.key).toMatch(/^public\/profile-pics\/[0-9a-f]{32}\.jpg$/);
    expect(one.thumbnailKey).toMatch(/^public\/profile-pics\/thumbs\/[0-9a-f]{32}\.jpg$/);
    expect(first.removedFiles).toEqual({ deleted: [], failed: [] });
    expect(await exists(one.key)).toBe(true);
    expect(await exists(one.thumbnailKey!)).toBe(true);

    const second = await changeAvatar(sql, me, { personId: me.id, file: await checked("webp", AVATAR_UPLOAD), expectedVersion: 2 }, metaOf(me.id), { store });
    const two = (await stateOf(me.id)).avatar!;
    expect(two.key).toMatch(/\.webp$/);
    expect(second.removedFiles).toEqual({ deleted: [one.key, one.thumbnailKey], failed: [] });
    expect(await exists(one.key)).toBe(false);
    expect(await exists(one.thumbnailKey!)).toBe(false);
    expect(await exists(two.key)).toBe(true);

    const removed = await removeAvatar(sql, me, { personId: me.id, expectedVersion: 3 }, metaOf(me.id), { store });
    expect(removed.eventTypes).toEqual(["PersonAvatarChanged"]);
    expect(removed.removedFiles.deleted).toEqual([two.key, two.thumbnailKey]);
    expect((await stateOf(me.id)).avatar).toBeNull();
    expect(await exists(two.key)).toBe(false);
  });

  it("a refused change (a stale version) keeps nothing of its upload, nor does a repeated form", async () => {
    const me = await newPerson(sql, { role: "WORKER" });
    const before = await keysUnder(PROFILE_PICS_PREFIX);
    expect(await codeOf(changeAvatar(sql, me, { personId: me.id, file: await checked("png", AVATAR_UPLOAD), expectedVersion: 7 }, metaOf(me.id), { store }))).toBe("errors.conflict");
    expect(await keysUnder(PROFILE_PICS_PREFIX)).toEqual(before);

    const meta = metaOf(me.id);
    await changeAvatar(sql, me, { personId: me.id, file: await checked("png", AVATAR_UPLOAD), expectedVersion: 1 }, meta, { store });
    const kept = (await stateOf(me.id)).avatar!;
    const again = await changeAvatar(sql, me, { personId: me.id, file: await checked("png", AVATAR_UPLOAD), expectedVersion: 1 }, meta, { store });
    expect(again.replayed).toBe(true);
    expect(again.removedFiles).toEqual({ deleted: [], failed: [] });
    expect(await keysUnder(PROFILE_PICS_PREFIX)).toEqual([...before, kept.key, kept.thumbnailKey!].sort());
    expect(await versionOf(me.id)).toBe(2);
  });

  it("HR changes the photo of a person of its companies; HR of another company, or a file checked for another use, stores nothing", async () => {
    const worker = await newPerson(sql, { role: "WORKER" });
    const before = await keysUnder(PROFILE_PICS_PREFIX);
    expect(await codeOf(changeAvatar(sql, hrMetalsky, { personId: worker.id, file: await checked("png", AVATAR_UPLOAD), expectedVersion: 1 }, metaOf(hrMetalsky.id), { store }))).toBe("errors.not_found");
    expect(await codeOf(changeAvatar(sql, worker, { personId: worker.id, file: await checked("pdf", LEGAL_DOCUMENT_UPLOAD), expectedVersion: 1 }, metaOf(worker.id), { store }))).toBe("storage.reason.wrong_type");
    const colleague = await newPerson(sql, { role: "EMPLOYEE" });
    expect(await codeOf(changeAvatar(sql, colleague, { personId: worker.id, file: await checked("png", AVATAR_UPLOAD), expectedVersion: 1 }, metaOf(colleague.id), { store }))).toBe("errors.forbidden");
    expect(await keysUnder(PROFILE_PICS_PREFIX)).toEqual(before);
    await changeAvatar(sql, hr, { personId: worker.id, file: await checked("png", AVATAR_UPLOAD), expectedVersion: 1 }, metaOf(hr.id), { store });
    expect((await stateOf(worker.id)).avatar?.contentType).toBe("image/png");
  });

  it("is shown through signed links that expire, the thumbnail for lists", async () => {
    const me = await newPerson(sql, { role: "EMPLOYEE" });
    await changeAvatar(sql, me, { personId: me.id, file: await checked("jpeg", AVATAR_UPLOAD), expectedVersion: 1 }, metaOf(me.id), { store });
    const avatar = (await stateOf(me.id)).avatar!;
    const links = await personFileLinks(avatar, { store });
    expect(links.isPdf).toBe(false);
    const query = (url: string) => new URL(url, "http://localhost").searchParams;
    expect(verifyLink(LINK_SECRET, query(links.url), Date.now())).toMatchObject({ ok: true, key: avatar.key });
    expect(verifyLink(LINK_SECRET, query(links.thumbnailUrl!), Date.now())).toMatchObject({ ok: true, key: avatar.thumbnailKey });
    expect(verifyLink(LINK_SECRET, query(links.url), Date.now() + 301_000)).toEqual({ ok: false, reason: "expired" });
    expect(verifyLink(LINK_SECRET, query((await avatarThumbnailLink(avatar, store))!), Date.now())).toMatchObject({ ok: true, key: avatar.thumbnailKey });
    expect(await avatarThumbnailLink(null, store)).toBeNull();
  });
});

describe("legal documents", () => {
  it("HR adds one with its file under legal-documents/; removing it deletes the file after the commit", async () => {
    const person = await newPerson(sql, { role: "EMPLOYEE" });
    const added = await addLegalDocument(sql, hr, { personId: person.id, document: document(), file: await checked("pdf", LEGAL_DOCUMENT_UPLOAD), expectedVersion: 1 }, metaOf(hr.id), { store });
    expect(added.documentId).toMatch(/^[0-9a-f]{32}$/);
    const [, event] = await readStream(sql, `person-${person.id}`);
    expect(event).toMatchObject({ type: "LegalDocumentAdded", data: { documentId: added.documentId, expiresAt: "2027-06-30", signed: false, personal: { title: "Permesso B", number: "B-77" } } });
    const file = (event.data as { file: { key: string; thumbnailKey: string | null; contentType: string } }).file;
    expect(file).toMatchObject({ key: expect.stringMatching(/^legal-documents\/[0-9a-f]{32}\.pdf$/), thumbnailKey: null, contentType: "application/pdf" });
    expect(await exists(file.key)).toBe(true);
    const links = await personFileLinks({ ...file, size: 1, sha256: "" }, { store, downloadName: "permesso.pdf" });
    expect(links.isPdf).toBe(true);
    expect(new URL(links.url, "http://localhost").searchParams.get("dl")).toBe("permesso.pdf");

    const removed = await removeLegalDocument(sql, hr, { personId: person.id, documentId: added.documentId, expectedVersion: 2 }, metaOf(hr.id), { store });
    expect(removed.eventTypes).toEqual(["LegalDocumentRemoved"]);
    expect(removed.removedFiles).toEqual({ deleted: [file.key], failed: [] });
    expect(await exists(file.key)).toBe(false);
    expect(await codeOf(removeLegalDocument(sql, hr, { personId: person.id, documentId: added.documentId, expectedVersion: 3 }, metaOf(hr.id), { store }))).toBe("errors.not_found");
  });

  it("a refused document (no title, a stale version, no file, a WebP) leaves no file behind; the same form twice adds one", async () => {
    const person = await newPerson(sql, { role: "EMPLOYEE" });
    const before = await keysUnder(LEGAL_DOCUMENTS_PREFIX);
    const add = (over: { title?: string; file?: CheckedUpload | null; expectedVersion?: number | null }, meta = metaOf(hr.id)) =>
      addLegalDocument(sql, hr, { personId: person.id, document: document(over.title), file: over.file === undefined ? null : over.file, expectedVersion: over.expectedVersion ?? 1 }, meta, { store });
    expect(await codeOf(add({ title: "  ", file: await checked("png", LEGAL_DOCUMENT_UPLOAD) }))).toBe("errors.required");
    expect(await codeOf(add({ file: await checked("png", LEGAL_DOCUMENT_UPLOAD), expectedVersion: 0 }))).toBe("errors.conflict");
    expect(await codeOf(add({ file: null }))).toBe("person.document_file_required");
    expect(await codeOf(add({ file: await checked("webp", AVATAR_UPLOAD) }))).toBe("storage.reason.wrong_type");
    expect(await keysUnder(LEGAL_DOCUMENTS_PREFIX)).toEqual(before);

    const meta = metaOf(hr.id);
    const first = await add({ file: await checked("jpeg", LEGAL_DOCUMENT_UPLOAD) }, meta);
    const again = await add({ file: await checked("jpeg", LEGAL_DOCUMENT_UPLOAD) }, meta);
    expect(again).toMatchObject({ replayed: true, documentId: first.documentId });
    const docs = (await stateOf(person.id)).documents;
    expect(docs.map((d) => d.documentId)).toEqual([first.documentId]);
    // the image and its thumbnail, nothing of the repeat
    expect(await keysUnder(LEGAL_DOCUMENTS_PREFIX)).toEqual([...before, docs[0].file.key, docs[0].file.thumbnailKey!].sort());
  });

  it("HR of another company adds and removes nothing", async () => {
    const person = await newPerson(sql, { role: "EMPLOYEE" });
    const before = await keysUnder(LEGAL_DOCUMENTS_PREFIX);
    expect(await codeOf(addLegalDocument(sql, hrMetalsky, { personId: person.id, document: document(), file: await checked("pdf", LEGAL_DOCUMENT_UPLOAD), expectedVersion: 1 }, metaOf(hrMetalsky.id), { store }))).toBe(
      "errors.not_found",
    );
    expect(await keysUnder(LEGAL_DOCUMENTS_PREFIX)).toEqual(before);
  });
});

describe("erasing a person", () => {
  it("deletes their avatar and legal documents after the commit, and nobody else's", async () => {
    const erased = await newPerson(sql, { role: "EMPLOYEE" });
    const other = await newPerson(sql, { role: "EMPLOYEE" });
    let v = 1;
    const own = { personId: erased.id };
    await changeAvatar(sql, erased, { ...own, file: await checked("jpeg", AVATAR_UPLOAD), expectedVersion: v++ }, metaOf(erased.id), { store });
    // a replacement whose old files the store failed to delete: the erasure takes them too
    await changeAvatar(sql, erased, { ...own, file: await checked("png", AVATAR_UPLOAD), expectedVersion: v++ }, metaOf(erased.id), { store: withFailingDeletes(store), log: () => {} });
    await addLegalDocument(sql, hr, { ...own, document: document(), file: await checked("pdf", LEGAL_DOCUMENT_UPLOAD), expectedVersion: v++ }, metaOf(hr.id), { store });
    await addLegalDocument(sql, hr, { ...own, document: document("Contratto"), file: await checked("png", LEGAL_DOCUMENT_UPLOAD), expectedVersion: v++ }, metaOf(hr.id), { store });
    await changeAvatar(sql, other, { personId: other.id, file: await checked("png", AVATAR_UPLOAD), expectedVersion: 1 }, metaOf(other.id), { store });
    await addLegalDocument(sql, hr, { personId: other.id, document: document(), file: await checked("pdf", LEGAL_DOCUMENT_UPLOAD), expectedVersion: 2 }, metaOf(hr.id), { store });

    const keysOfPerson = async (id: number) => {
      const events = await readStream(sql, `person-${id}`);
      const text = JSON.stringify(events.map((e) => e.data));
      return [...new Set(text.match(/(public\/profile-pics|legal-documents)\/[^"]+/g) ?? [])].sort();
    };
    const theirs = await keysOfPerson(erased.id);
    // two photos and an image document, each with its thumbnail, and a PDF (no thumbnail): all still stored
    expect(theirs).toHaveLength(7);
    const others = await keysOfPerson(other.id);
    const present = async (keys: string[]) => (await Promise.all(keys.map((k) => exists(k)))).filter(Boolean).length;
    expect(await present(theirs)).toBe(7);
    const outcome = await erasePerson(sql, null, { personId: erased.id, expectedVersion: null }, metaOf(null), { store });
    expect(outcome.eventTypes).toEqual(["PersonErased"]);
    expect([...outcome.personFiles.deleted].sort()).toEqual(theirs);
    expect(outcome.personFiles.failed).toEqual([]);
    expect(await present(theirs)).toBe(0);
    expect(await present(others)).toBe(others.length);
  });
});

describe("the sweep", () => {
  it("deletes a replaced photo and a removed document's file that a failing store left, whatever their age; keeps the current ones", async () => {
    const me = await newPerson(sql, { role: "EMPLOYEE" });
    const failing = withFailingDeletes(store);
    const log: string[] = [];
    await changeAvatar(sql, me, { personId: me.id, file: await checked("jpeg", AVATAR_UPLOAD), expectedVersion: 1 }, metaOf(me.id), { store });
    const old = (await stateOf(me.id)).avatar!;
    const replaced = await changeAvatar(sql, me, { personId: me.id, file: await checked("png", AVATAR_UPLOAD), expectedVersion: 2 }, metaOf(me.id), { store: failing, log: (m) => log.push(m) });
    expect(replaced.removedFiles).toEqual({ deleted: [], failed: [old.key, old.thumbnailKey] });
    expect(log).toEqual([expect.stringContaining(`could not delete ${old.key} of a replaced avatar`), expect.stringContaining(`could not delete ${old.thumbnailKey} of a replaced avatar`)]);
    const current = (await stateOf(me.id)).avatar!;
    const doc = await addLegalDocument(sql, hr, { personId: me.id, document: document(), file: await checked("pdf", LEGAL_DOCUMENT_UPLOAD), expectedVersion: 3 }, metaOf(hr.id), { store });
    const docFile = (await stateOf(me.id)).documents[0].file;
    const kept = await addLegalDocument(sql, hr, { personId: me.id, document: document("Contratto"), file: await checked("pdf", LEGAL_DOCUMENT_UPLOAD), expectedVersion: 4 }, metaOf(hr.id), { store });
    expect((await removeLegalDocument(sql, hr, { personId: me.id, documentId: doc.documentId, expectedVersion: 5 }, metaOf(hr.id), { store: failing, log: () => {} })).removedFiles.failed).toEqual([docFile.key]);
    const keptFile = (await stateOf(me.id)).documents.find((d) => d.documentId === kept.documentId)!.file;

    // a day has not passed, and these go anyway: they are named, so no upload of theirs is in flight
    const pics = await sweepOrphanedFiles({ sql, store, prefix: PROFILE_PICS_PREFIX, now: Date.now(), remove: true });
    expect(pics.retired.map((f) => f.key).sort()).toEqual([old.key, old.thumbnailKey!].sort());
    const docs = await sweepOrphanedFiles({ sql, store, prefix: LEGAL_DOCUMENTS_PREFIX, now: Date.now(), remove: true });
    expect(docs.retired.map((f) => f.key)).toEqual([docFile.key]);
    expect(await exists(old.key)).toBe(false);
    expect(await exists(old.thumbnailKey!)).toBe(false);
    expect(await exists(docFile.key)).toBe(false);
    for (const key of [current.key, current.thumbnailKey!, keptFile.key]) expect(await exists(key), key).toBe(true);
  });
});
