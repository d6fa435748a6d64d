// Seeds the demo people (demo-data.ts) and their records (demo-records.ts): registrations with
// their accounts, then a few avatars, legal documents with their files, and the sites of a WORKER.
// The files are generated, checked like uploads and stored under fixed ids derived from the entry's
// key (a repeat overwrites the same file); the events go through the person decider's commands
// (ChangeAvatar, AddLegalDocument, AssignSites) with command ids derived from the same keys, so
// seeding again appends nothing.
import { createHash } from "node:crypto";
import { loadSharp } from "~/storage/sharp.server";
import { zurichToday } from "~/clock.server";
import type { Sql } from "~/db.server";
import { personDecider, type PersonCommand } from "~/domain/person/decider";
import type { PersonFile } from "~/domain/person/events";
import { handleCommand, type CommandOutcome } from "~/events/handle-command.server";
import { registerPerson } from "~/areas/people/register-person.server";
import { fileStore } from "~/storage/index.server";
import type { FileStore } from "~/storage/store.server";
import { AVATAR_UPLOAD, checkUpload, LEGAL_DOCUMENT_UPLOAD, storeUpload, type UploadPolicy } from "~/storage/upload.server";
import { demoPeople } from "./demo-data";
import { DEMO_SITE_ASSIGNMENT, demoAvatars, demoDocuments, type DemoAvatar, type DemoDocument } from "./demo-records";
import { receiptPdf } from "./expenses.server";

type Meta = (key: string) => { actorId: number | null; now: string; commandId: string };
type Count = (o: CommandOutcome) => void;

// why here: the upload rules of avatars and legal documents belong to their operations (app/storage),
// written beside this seed; these are the rules ADR-0033 gives them (folders of the spec, checked by content)

/** The first outcome of a command id, when it has been handled (a repeated seed). */
async function handledBefore(sql: Sql, commandId: string): Promise<CommandOutcome | null> {
  const [row] = await sql<{ outcome: Omit<CommandOutcome, "replayed"> }[]>`SELECT outcome FROM commands WHERE command_id = ${commandId}`;
  return row ? { ...row.outcome, replayed: true } : null;
}

/** Registers the demo people with their accounts; returns how many there are. */
export async function seedDemoPeople(sql: Sql, meta: Meta, passwordHash: string, count: Count): Promise<number> {
  const people = demoPeople();
  for (const p of people) {
    const m = meta(`person:${p.personal.username}`);
    // why look first: the registration refuses a taken username before its command id is ever compared
    count((await handledBefore(sql, m.commandId)) ?? (await registerPerson(sql, { ...p, passwordHash }, m)));
  }
  return people.length;
}

export interface PersonRecordsReport {
  avatars: number;
  documents: number;
  assignedSites: number;
}

/**
 * The avatars, legal documents and assigned sites of the demo people (after the people and sites).
 * A demo person who is no longer there (erased since) is passed over.
 */
export async function seedDemoPersonRecords(sql: Sql, meta: Meta, count: Count, log: (m: string) => void = () => {}): Promise<PersonRecordsReport> {
  const store = fileStore();
  const ids = await idsByUsername(sql);
  const run = (personId: number, key: string, actorId: number, command: PersonCommand, pii = false) =>
    handleCommand(sql, personDecider, {
      command,
      meta: { ...meta(key), actorId },
      target: { id: personId },
      // a document's title and number are encrypted for the person (ADR-0007)
      piiSubject: pii ? (streamId) => streamId : undefined,
    });

  const report: PersonRecordsReport = { avatars: 0, documents: 0, assignedSites: 0 };
  for (const a of demoAvatars()) {
    const personId = ids.get(a.username);
    if (personId === undefined) continue;
    const avatar = await storeFile(store, AVATAR_UPLOAD, `avatar:${a.username}`, `${a.username}.jpg`, await avatarJpeg(a));
    // the person's own profile form changes the avatar
    count(await run(personId, `avatar:${a.username}`, personId, { type: "ChangeAvatar", avatar }));
    report.avatars++;
  }

  // HR adds the documents and assigns the sites
  const hr = ids.get("hr");
  if (hr === undefined) return report;
  const today = zurichToday().toString();
  for (const d of demoDocuments(today)) {
    const personId = ids.get(d.username);
    if (personId === undefined) continue;
    const file = await storeFile(store, LEGAL_DOCUMENT_UPLOAD, `document:${d.key}`, `${d.key}.pdf`, documentPdf(d));
    const command: PersonCommand = { type: "AddLegalDocument", documentId: documentIdOf(d.key), text: { title: d.title, number: d.number }, expiresAt: d.expiresAt, signed: d.signed, file };
    count(await run(personId, `document:${d.key}`, hr, command, true));
    report.documents++;
  }

  const worker = ids.get(DEMO_SITE_ASSIGNMENT.username);
  if (worker !== undefined) {
    const sites = await sql<{ id: number }[]>`
      SELECT s.id FROM site_list s JOIN person_list p ON p.company_code = s.company_code
      WHERE p.id = ${worker} AND s.status = 'OPEN' ORDER BY s.id LIMIT ${DEMO_SITE_ASSIGNMENT.sites}`;
    const siteIds = sites.map((s) => Number(s.id));
    count(await run(worker, `sites:${DEMO_SITE_ASSIGNMENT.username}`, hr, { type: "AssignSites", siteIds }));
    report.assignedSites = siteIds.length;
  }
  log(`avatars: ${report.avatars}, legal documents: ${report.documents}, sites assigned to ${DEMO_SITE_ASSIGNMENT.username}: ${report.assignedSites}`);
  return report;
}

async function idsByUsername(sql: Sql): Promise<Map<string, number>> {
  const rows = await sql<{ id: number; username: string }[]>`SELECT id, username FROM person_list WHERE username IS NOT NULL AND NOT erased`;
  return new Map(rows.map((r) => [r.username, Number(r.id)]));
}

/** A fixed id per entry, so a repeated seed overwrites its own file. */
const fileIdOf = (key: string) => createHash("sha256").update(`cantiere-seed-file:${key}`).digest("hex").slice(0, 32);

/** A fixed document id per entry (a UUID's shape, like the ids the screens make). */
function documentIdOf(key: string): string {
  const h = createHash("sha256").update(`cantiere-seed-document:${key}`).digest("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** Checks the bytes as an upload of the use and stores them (and the image's thumbnail). */
async function storeFile(store: FileStore, policy: UploadPolicy, key: string, fileName: string, bytes: Uint8Array): Promise<PersonFile> {
  const checked = await checkUpload({ field: "file", fileName, claimedType: "", size: bytes.byteLength, bytes }, policy);
  if (!checked.ok) throw new Error(`demo file ${key} refused: ${checked.reason}`);
  const s = await storeUpload(store, checked.file, policy, fileIdOf(key));
  return { key: s.key, thumbnailKey: s.thumbnailKey, contentType: s.contentType, size: s.size, sha256: s.sha256 };
}

/** A portrait's stand-in: a head and shoulders on a coloured ground (no text, so no font is needed). */
async function avatarJpeg(a: DemoAvatar): Promise<Uint8Array> {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480"><rect width="480" height="480" fill="${a.background}"/>` +
    `<circle cx="240" cy="190" r="92" fill="${a.figure}"/><ellipse cx="240" cy="460" rx="170" ry="140" fill="${a.figure}"/></svg>`;
  const sharp = await loadSharp();
  return new Uint8Array(await sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer());
}

/** A one-page PDF naming the document: a scan's stand-in. */
function documentPdf(d: DemoDocument): Uint8Array {
  const expiry = d.expiresAt ? `Scadenza: ${d.expiresAt.split("-").reverse().join(".")}` : "Senza scadenza";
  return receiptPdf([d.title, ...(d.number ? [`N. ${d.number}`] : []), expiry, d.signed ? "Firmato dalla persona" : "Copia del documento"]);
}
