// @starts-on-the-demo-data: its databases are copies of the run's seeded template (own-database.ts)
// Erasing a person (ADR-0007) through the real store: a worker with contacts, an avatar and a legal
// document (ADR-0033), leave, expenses with receipts, stamps with places and reasons, daily hours and
// a support request is erased. Right after the
// erasure no projection row holds their personal text or places, while another person's stay;
// `verify` (what `npm run projections:verify` runs) finds no difference between the live tables
// and a replay; a second replay and a rebuild change nothing; the receipts are gone from the file
// store. An erasure racing with decisions on the person's records leaves no text behind either,
// and a store whose version-1 tables kept an erased person's text is cleaned by the rebuild the
// version bump starts. A database of its own: erasures and hand-made version-1 tables stay here.
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CurrentUser } from "../../app/auth/user.server";
import { accessOf, type Principal } from "../../app/domain/access/permissions";
import type { ReceiptRef } from "../../app/domain/expense/events";
import type { ExpenseInput } from "../../app/domain/expense/input";
import { personDecider, type PersonCommand } from "../../app/domain/person/decider";
import type { PersonFile } from "../../app/domain/person/events";
import { supportDecider } from "../../app/domain/support/decider";
import { handleCommand } from "../../app/events/handle-command.server";
import { applyRowProjection, baseTable, type Row } from "../../app/events/projection.server";
import { catchUpAll } from "../../app/events/projector.server";
import { allProjections } from "../../app/events/projections/index.server";
import { legalDocumentsOf } from "../../app/events/queries/legal-documents.server";
import { personById } from "../../app/events/queries/people.server";
import { personProfileOf } from "../../app/events/queries/person-profile.server";
import { readAfter, START } from "../../app/events/reader.server";
import { rebuildProjection, verifyProjections } from "../../app/events/rebuild.server";
import { defineView, ensureRegistry } from "../../app/events/registry.server";
import { erasePerson } from "../../app/areas/people/erase-person.server";
import { recordDailyHours } from "../../app/areas/stamping/record-daily-hours.server";
import { approveExpense } from "../../app/areas/expense/approve-expense.server";
import { editExpense } from "../../app/areas/expense/edit-expense.server";
import { submitExpense } from "../../app/areas/expense/submit-expense.server";
import { approveLeave } from "../../app/areas/leave/approve-leave.server";
import { editLeave } from "../../app/areas/leave/edit-leave.server";
import { requestLeave } from "../../app/areas/leave/request-leave.server";
import { registerPerson } from "../../app/areas/people/register-person.server";
import { addStamp } from "../../app/areas/stamping/add-stamp.server";
import { correctStamp } from "../../app/areas/stamping/correct-stamp.server";
import { deleteStamp } from "../../app/areas/stamping/delete-stamp.server";
import { proposeMissingStamp } from "../../app/areas/stamping/propose-missing-stamp.server";
import { recordStamp } from "../../app/areas/stamping/record-stamp.server";
import { refuseMissingStamp } from "../../app/areas/stamping/refuse-missing-stamp.server";
import { receiptPdf } from "../../app/seed/expenses.server";
import { createFsStore } from "../../app/storage/fs-store.server";
import { checkUpload, DEFAULT_MAX_UPLOAD_BYTES, RECEIPT_UPLOAD, storeUpload, type StoredUpload, type UploadPolicy } from "../../app/storage/upload.server";
import { useOwnDb } from "./helpers";

const NOW = "2026-03-20T09:00:00.000Z";
const get = useOwnDb(12);
let sql: ReturnType<typeof get>["sql"];
let hr: CurrentUser;
let siteId: number;

const tmp = mkdtempSync(path.join(tmpdir(), "cantiere-erasure-"));
const store = createFsStore({ root: path.join(tmp, "files"), linkSecret: async () => Buffer.alloc(32), now: () => Date.now() });
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const meta = (actorId: number | null, now = NOW) => ({ actorId, now, commandId: randomUUID() });

async function userOf(id: number): Promise<CurrentUser> {
  const p = await personById(sql, id);
  if (!p) throw new Error("no such person");
  const principal: Principal = { personId: p.id, role: p.role, capabilities: p.capabilities, companyCode: p.companyCode, active: p.active };
  return { ...p, principal, access: accessOf(principal), sessionIdHash: "" };
}

/** A worker whose every free text carries `mark`, so any copy of it can be searched for. */
async function newWorker(mark: string): Promise<CurrentUser> {
  const username = `${mark.toLowerCase()}-${randomUUID().slice(0, 6)}`;
  const { id } = await registerPerson(
    sql,
    {
      companyCode: "cantiere",
      role: "WORKER",
      capabilities: [],
      employee: { badgeId: null, hiredAt: "2020-01-01", terminatedAt: null, workPercentage: 100, holidaysCount: 25, breakTime: 60, winterStart: "07:30", winterEnd: "16:30", summerStart: "07:00", summerEnd: "17:00" },
      personal: { firstName: mark, lastName: `${mark}son`, username, email: `${username}@example.ch`, birthday: "1990-05-04", gender: null, address: `Via ${mark} 1`, zip: "6900", city: "Lugano", countryId: 1, personalMail: null, officeMail: null, phones: [], civilStatus: null, childrenNumber: null, motherLanguage: null },
      passwordHash: null,
    },
    meta(null),
  );
  return userOf(id);
}

async function storeReceipt(kind: "png" | "pdf"): Promise<ReceiptRef> {
  const bytes =
    kind === "png"
      ? new Uint8Array(await sharp({ create: { width: 300, height: 180, channels: 3, background: { r: 10, g: 200, b: randomBytes(1)[0] } } }).png().toBuffer())
      : receiptPdf(["Ricevuta", randomUUID()]);
  const checked = await checkUpload({ field: "receipt", fileName: `receipt.${kind}`, claimedType: "", size: bytes.byteLength, bytes }, RECEIPT_UPLOAD);
  if (!checked.ok) throw new Error(`test receipt refused: ${checked.reason}`);
  const s: StoredUpload = await storeUpload(store, checked.file, RECEIPT_UPLOAD);
  return { key: s.key, thumbnailKey: s.thumbnailKey, contentType: s.contentType, size: s.size, sha256: s.sha256 };
}

/** An avatar or a legal document's file, checked and stored as an upload of its folder. */
async function storePersonFile(kind: "avatar" | "document", mark: string): Promise<PersonFile> {
  const policy: UploadPolicy =
    kind === "avatar"
      ? { folder: "public/profile-pics", maxBytes: DEFAULT_MAX_UPLOAD_BYTES, kinds: ["jpeg", "png"], thumbnails: true }
      : { folder: "legal-documents", maxBytes: DEFAULT_MAX_UPLOAD_BYTES, kinds: ["pdf"], thumbnails: true };
  const bytes =
    kind === "avatar"
      ? new Uint8Array(await sharp({ create: { width: 200, height: 200, channels: 3, background: { r: 200, g: 120, b: randomBytes(1)[0] } } }).png().toBuffer())
      : receiptPdf([`Permesso di ${mark}`, `N. ${mark}-42`]);
  const checked = await checkUpload({ field: "file", fileName: `${kind}.${kind === "avatar" ? "png" : "pdf"}`, claimedType: "", size: bytes.byteLength, bytes }, policy);
  if (!checked.ok) throw new Error(`test ${kind} refused: ${checked.reason}`);
  const s = await storeUpload(store, checked.file, policy);
  return { key: s.key, thumbnailKey: s.thumbnailKey, contentType: s.contentType, size: s.size, sha256: s.sha256 };
}

/** A command on the person's record as HR's and the profile's forms send them (ADR-0033). */
const onPerson = (personId: number, command: PersonCommand, actorId: number) =>
  handleCommand(sql, personDecider, { command, meta: meta(actorId), target: { id: personId }, piiSubject: (s) => s });

const expense = (mark: string, over: Partial<ExpenseInput> = {}): ExpenseInput => ({
  reason: `Pranzo di ${mark} con il cliente`,
  place: `Osteria ${mark}, Lugano`,
  amount: 4250,
  currency: "CHF",
  changedChf: null,
  quantity: 1000,
  unit: "PIECES",
  siteId,
  date: "2026-03-10",
  isEquipment: 0,
  ...over,
});
const allDay = (mark: string, day: string) => ({ leaveType: 1, period: { shape: "allDay" as const, startDate: day, endDate: day }, description: `Matrimonio di ${mark}` });
/** Zurich wall time in March 2026 (CET) as the server's clock would give it. */
const utc = (day: number, hhmm: string) => new Date(`2026-03-${String(day).padStart(2, "0")}T${hhmm}:00+01:00`).toISOString();

/**
 * The coordinates a person's clock stamps carry: unique per person and with six decimals ending in
 * 3 or 7, so no other stored coordinate has them as its beginning and a copy can be found as text.
 */
const placeOf = (n: number) => {
  const nn = String(n).padStart(2, "0");
  return { latitude: Number(`47.1${nn}123`), longitude: Number(`8.9${nn}457`) };
};

interface Records {
  user: CurrentUser;
  mark: string;
  place: { latitude: number; longitude: number };
  receipts: string[];
  pendingExpenses: number[];
  pendingLeaves: number[];
}

/**
 * Gives a worker one of everything that carries personal text: contacts, an avatar and a legal
 * document, leave, expenses with receipts, stamps, hours, a support request.
 */
async function recordsOf(mark: string, n: number): Promise<Records> {
  const user = await newWorker(mark);
  const self = user.id;

  // the person record: contacts naming them, a photo, a legal document whose title and number do
  const phones = [{ number: "+41 79 555 00 11", type: "mobile" as const }, { number: `+41 91 600 ${String(10 + n).padStart(2, "0")} 00`, type: "workoffice" as const }];
  await onPerson(self, { type: "ChangeContactDetails", contact: { address: `Via ${mark} 1`, zip: "6900", city: "Lugano", countryId: 1, personalMail: `${mark}@example.org`, officeMail: null, phones } }, self);
  await onPerson(self, { type: "ChangeAvatar", avatar: await storePersonFile("avatar", mark) }, self);
  const document = { title: `Permesso di ${mark}`, number: `${mark}-42` };
  await onPerson(self, { type: "AddLegalDocument", documentId: randomUUID(), text: document, expiresAt: "2026-04-01", signed: false, file: await storePersonFile("document", mark) }, hr.id);
  const receipts: ReceiptRef[] = [];
  const receipt = async (kind: "png" | "pdf") => {
    const r = await storeReceipt(kind);
    receipts.push(r);
    return r;
  };

  // leave: approved, edited, pending
  const approved = await requestLeave(sql, user, { personId: self, leave: allDay(mark, "2026-04-07") }, meta(self));
  await approveLeave(sql, hr, { leaveId: approved.id, personId: self, expectedVersion: 1 }, meta(hr.id));
  const edited = await requestLeave(sql, user, { personId: self, leave: allDay(mark, "2026-04-08") }, meta(self));
  await editLeave(sql, user, { leaveId: edited.id, personId: self, leave: { ...allDay(mark, "2026-04-09"), description: `Trasloco di ${mark}` }, expectedVersion: 1 }, meta(self));
  const pendingLeave = await requestLeave(sql, user, { personId: self, leave: allDay(mark, "2026-04-14") }, meta(self));

  // expenses: approved, edited with its receipt replaced, pending
  const paid = await submitExpense(sql, user, { personId: self, expense: expense(mark), receipt: await receipt("png") }, meta(self));
  await approveExpense(sql, hr, { expenseId: paid.id, personId: self, expectedVersion: 1, changedChf: null, account: "6200" }, meta(hr.id));
  const changed = await submitExpense(sql, user, { personId: self, expense: expense(mark, { date: "2026-03-11" }), receipt: await receipt("pdf") }, meta(self));
  await editExpense(sql, user, { expenseId: changed.id, personId: self, expense: expense(mark, { date: "2026-03-11", reason: `Cena di ${mark}` }), receipt: await receipt("png"), expectedVersion: 1 }, meta(self));
  const pending = await submitExpense(sql, user, { personId: self, expense: expense(mark, { date: "2026-03-12" }), receipt: await receipt("pdf") }, meta(self));

  // stamps: clocked with the device's place, corrected, deleted, a refused proposal, HR's entry
  const place = placeOf(n);
  const clock = async (day: number, hhmm: string, kind: "ENTRATA" | "USCITA") =>
    (await recordStamp(sql, user, { kind, deviceAt: utc(day, hhmm), place }, meta(self, utc(day, hhmm)))).id;
  const late = await clock(9, "08:20", "ENTRATA");
  await correctStamp(sql, hr, { stampId: late, personId: self, expectedVersion: 1, kind: "ENTRATA", stampedAt: "2026-03-09 07:45:00", reason: `${mark} era in cantiere` }, meta(hr.id, utc(10, "09:00")));
  await clock(9, "16:45", "USCITA");
  // the clock refuses a second clock-out (ADR-0042): the double is HR's entry
  const double = (await addStamp(sql, hr, { personId: self, kind: "USCITA", stampedAt: "2026-03-09 16:51:00", reason: `Uscita di ${mark} segnalata` }, meta(hr.id, utc(10, "09:02")))).id;
  await deleteStamp(sql, hr, { stampId: double, personId: self, expectedVersion: 1, reason: `Doppia di ${mark}` }, meta(hr.id, utc(10, "09:05")));
  const open = await clock(10, "07:30", "ENTRATA");
  const refused = await proposeMissingStamp(sql, user, { partnerId: open, time: "19:00" }, meta(self, utc(11, "08:00")));
  await refuseMissingStamp(sql, hr, { stampId: refused.id, personId: self, expectedVersion: 1, reason: `${mark} era già a casa` }, meta(hr.id, utc(11, "09:00")));
  await addStamp(sql, hr, { personId: self, kind: "USCITA", stampedAt: "2026-03-10 17:00:00", reason: `Uscita di ${mark} confermata` }, meta(hr.id, utc(11, "09:10")));

  // daily hours and a support request
  await recordDailyHours(sql, hr, { personId: self, siteId, startAt: "2026-03-02 07:00:00", endAt: "2026-03-02 12:00:00", description: `${mark} posa lamiere` }, meta(hr.id));
  await handleCommand(sql, supportDecider, {
    command: (requestId) => ({ type: "SubmitSupportRequest" as const, requestId, personId: self, title: `${mark} non entra`, message: `Sono ${mark}, ho perso la password`, page: "/app" }),
    meta: meta(self),
    target: { sequence: "support_request_id_seq" },
    piiSubject: () => `person-${self}`,
  });

  return {
    user,
    mark,
    place,
    receipts: receipts.flatMap((r) => [r.key, ...(r.thumbnailKey ? [r.thumbnailKey] : [])]).sort(),
    pendingExpenses: [pending.id, changed.id],
    pendingLeaves: [pendingLeave.id, edited.id],
  };
}

/** Every row of every projection, as JSON text per table. */
async function everyRow(): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const p of allProjections) {
    const rows = await sql.unsafe<{ j: string }[]>(`SELECT row_to_json(t)::text AS j FROM "${p.name}" t ORDER BY 1`);
    out[p.name] = rows.map((r) => r.j);
  }
  return out;
}

/** The projections' rows that still name the person's text or place (none after an erasure). */
async function rowsHolding(r: Records): Promise<string[]> {
  const all = await everyRow();
  // lower case too: a search column or a mail address keeps the text lower-cased
  const traces = [r.mark, String(r.place.latitude), String(r.place.longitude)].map((t) => t.toLowerCase());
  return Object.entries(all).flatMap(([name, rows]) => rows.filter((j) => traces.some((t) => j.toLowerCase().includes(t))).map((j) => `${name}: ${j}`));
}

async function differences(): Promise<Record<string, number>> {
  const results = await verifyProjections(sql);
  return Object.fromEntries(results.map((v) => [v.name, v.differences]));
}
const clean = () => Object.fromEntries(allProjections.map((p) => [p.name, 0]));

/** Applies every event a projection handles a second time, to its live table (gated as the catch-up is: the same events it applied) */
async function replayAgain(): Promise<void> {
  await catchUpAll(sql);
  for (const p of allProjections) {
    const [{ active_table: table }] = await sql<{ active_table: string }[]>`SELECT active_table FROM projection_registry WHERE name = ${p.name}`;
    let cp = START;
    for (;;) {
      const { events, next } = await readAfter(sql, cp, { types: p.handles, limit: 500 });
      if (!events.length) break;
      await applyRowProjection(sql, p, table, events);
      cp = next;
    }
  }
}

const exists = async (key: string) => (await store.head(key)) !== null;
const erase = (personId: number) => erasePerson(sql, null, { personId, expectedVersion: null }, meta(null), { store, allowPending: true });

beforeAll(async () => {
  sql = get().sql;
  const [h] = await sql<{ id: number }[]>`SELECT id FROM person_list WHERE username = 'hr'`;
  hr = await userOf(Number(h.id));
  const [s] = await sql<{ id: number }[]>`SELECT min(id) AS id FROM site_list WHERE company_code = 'cantiere'`;
  siteId = Number(s.id);
});

/** The projections that copy a person's text: each holds some of it before the erasure, none after. */
const WITH_TEXT = ["person_list", "person_profile", "legal_document_list", "leave_list", "expense_list", "stamp_list", "daily_hours_list", "support_request_list"];

describe("erasing a person", () => {
  let erased: Records;
  let kept: Records;

  beforeAll(async () => {
    erased = await recordsOf(`Erasmo${randomBytes(3).toString("hex")}`, 1);
    kept = await recordsOf(`Quirino${randomBytes(3).toString("hex")}`, 2);
  });

  it("leaves every projection row of theirs without their personal text, right after the erasure", async () => {
    // before: their text is in every kind of row, and the tables verify clean
    const before = await rowsHolding(erased);
    for (const name of WITH_TEXT) expect(before.some((row) => row.startsWith(`${name}: `)), name).toBe(true);
    expect(await differences()).toEqual(clean());

    const outcome = await erase(erased.user.id);
    expect(outcome.eventTypes).toEqual(["PersonErased"]);

    expect(await rowsHolding(erased)).toEqual([]);
    const id = erased.user.id;
    const [expenses, leaves, stamps, hours, requests] = await Promise.all([
      sql`SELECT DISTINCT reason, place FROM expense_list WHERE person_id = ${id}`,
      sql`SELECT DISTINCT description FROM leave_list WHERE person_id = ${id}`,
      sql`SELECT DISTINCT latitude, longitude, place_label, reason FROM stamp_list WHERE person_id = ${id}`,
      sql`SELECT DISTINCT description FROM daily_hours_list WHERE person_id = ${id}`,
      sql`SELECT DISTINCT title, message, erased FROM support_request_list WHERE person_id = ${id}`,
    ]);
    expect(expenses).toEqual([{ reason: "", place: "" }]);
    expect(leaves).toEqual([{ description: "" }]);
    expect(stamps).toEqual([{ latitude: null, longitude: null, place_label: null, reason: "" }]);
    expect(hours).toEqual([{ description: "" }]);
    expect(requests).toEqual([{ title: "", message: "", erased: true }]);
    // the person record: no identity, contacts or photo; the document ends with its text gone
    const [[list], [profile], documents] = await Promise.all([
      sql`SELECT first_name, last_name, username, email, search, avatar_thumbnail_key, soonest_document_expiry, active, erased FROM person_list WHERE id = ${id}`,
      sql`SELECT first_name, last_name, username, email, birthday, address, city, personal_mail, phones, avatar, erased,
                 badge_id, hired_at::text AS hired_at, work_percentage FROM person_profile WHERE id = ${id}`,
      sql`SELECT title, number, expires_at::text AS expires_at, signed, removed_at IS NOT NULL AS removed, erased FROM legal_document_list WHERE person_id = ${id}`,
    ]);
    expect(list).toEqual({ first_name: "", last_name: "", username: null, email: null, search: "", avatar_thumbnail_key: null, soonest_document_expiry: null, active: false, erased: true });
    // the working terms are not personal data and stay
    expect(profile).toEqual({
      first_name: "", last_name: "", username: null, email: null, birthday: null, address: null, city: null, personal_mail: null, phones: [], avatar: null, erased: true,
      badge_id: null, hired_at: "2020-01-01", work_percentage: 100,
    });
    expect(documents).toEqual([{ title: "", number: null, expires_at: "2026-04-01", signed: false, removed: true, erased: true }]);
    expect(await legalDocumentsOf(sql, id)).toEqual([]);
    expect(await personProfileOf(sql, id)).toBeNull();
    // what is not personal stays: statuses, amounts, the times and sources of the stamps
    const [counts] = await sql<{ expenses: number; approved: number; stamps: number; device: number }[]>`
      SELECT (SELECT count(*)::int FROM expense_list WHERE person_id = ${id}) AS expenses,
             (SELECT count(*)::int FROM expense_list WHERE person_id = ${id} AND status = 'APPROVED' AND amount = 4250) AS approved,
             (SELECT count(*)::int FROM stamp_list WHERE person_id = ${id}) AS stamps,
             (SELECT count(*)::int FROM stamp_list WHERE person_id = ${id} AND place_source = 'device') AS device`;
    expect(counts).toEqual({ expenses: 3, approved: 1, stamps: 6, device: 3 });

    // the other person's rows keep their text
    const others = await rowsHolding(kept);
    for (const name of WITH_TEXT) expect(others.some((row) => row.startsWith(`${name}: `)), name).toBe(true);
  });

  it("verifies clean: the live rows are what a replay after the key is gone gives", async () => {
    expect(await differences()).toEqual(clean());
  });

  it("changes nothing when every event is applied a second time", async () => {
    const before = await everyRow();
    await replayAgain();
    expect(await everyRow()).toEqual(before);
    await replayAgain();
    expect(await everyRow()).toEqual(before);
  });

  it("gives the same rows after a rebuild of every projection", async () => {
    const before = await everyRow();
    for (const p of allProjections) await rebuildProjection(sql, p);
    expect(await everyRow()).toEqual(before);
    expect(await differences()).toEqual(clean());
  });

  it("deletes their receipt files (replaced ones and thumbnails too), and only theirs", async () => {
    expect(erased.receipts.length).toBe(6); // two images with thumbnails, two PDFs
    for (const key of erased.receipts) expect(await exists(key), key).toBe(false);
    for (const key of kept.receipts) expect(await exists(key), key).toBe(true);
  });

  it("leaves no text behind when decisions on their records race with the erasure", async () => {
    for (let round = 0; round < 3; round++) {
      const target = await recordsOf(`Rosalba${round}${randomBytes(3).toString("hex")}`, 10 + round);
      const decisions = [
        ...target.pendingExpenses.map((expenseId) => () => approveExpense(sql, hr, { expenseId, personId: target.user.id, expectedVersion: null, changedChf: null, account: null }, meta(hr.id))),
        ...target.pendingLeaves.map((leaveId) => () => approveLeave(sql, hr, { leaveId, personId: target.user.id, expectedVersion: null }, meta(hr.id))),
      ];
      // the decisions start a moment before and after the erasure, so some read rows the erasure is about to blank
      const settled = await Promise.allSettled([
        ...decisions.map((d, i) => new Promise((r) => setTimeout(r, i)).then(d)),
        new Promise((r) => setTimeout(r, 2)).then(() => erase(target.user.id)),
        ...decisions.map((d, i) => new Promise((r) => setTimeout(r, 3 + i)).then(d)),
      ]);
      const refused = settled.filter((s) => s.status === "rejected").map((s) => String((s as PromiseRejectedResult).reason));
      // a second approval of the same record may be refused; the erasure never is
      expect(settled[decisions.length].status, refused.join("; ")).toBe("fulfilled");
      expect(await rowsHolding(target)).toEqual([]);
      expect(await differences()).toEqual(clean());
    }
  });
});

describe("a store whose version-1 tables kept erased persons' text", () => {
  // stamp_list left this list at its version 3 (the site, ADR-0122): its version-1 table has fewer
  // columns than the code writes, so verify cannot rebuild beside it (the version bump rebuilds it
  // from the events, after which "gives the same rows after a rebuild" above holds for it)
  const upgraded = ["support_request_list", "leave_list", "daily_hours_list", "expense_list"];

  it("is found out by verify, and cleaned by the rebuild the version bump starts", async () => {
    const victim = await recordsOf(`Vittorio${randomBytes(3).toString("hex")}`, 20);
    const textOf = await everyRow();
    await erase(victim.user.id);
    // as version 1 left things: the erasure appended and shredded, and the rows kept their text
    for (const name of upgraded) {
      const p = allProjections.find((x) => x.name === name)!;
      const v1 = baseTable({ name, version: 1 });
      await sql.unsafe(`TRUNCATE "${v1}"`);
      await sql.unsafe(`INSERT INTO "${v1}" SELECT * FROM "${name}" WHERE person_id <> $1`, [victim.user.id]);
      for (const j of textOf[name].filter((row) => Number((JSON.parse(row) as Row).person_id) === victim.user.id)) {
        await sql.unsafe(`INSERT INTO "${v1}" SELECT * FROM json_populate_record(NULL::"${v1}", $1::text::json)`, [j]);
      }
      await sql.begin(async (tx) => {
        await tx`UPDATE projection_registry SET version = 1, active_table = ${v1} WHERE name = ${name}`;
        await defineView(tx, p.name, v1);
      });
    }
    expect((await rowsHolding(victim)).length).toBeGreaterThan(0);
    const before = await differences();
    for (const name of upgraded) expect(before[name], name).toBeGreaterThan(0);

    const rebuilt = await ensureRegistry(sql, (p) => rebuildProjection(sql, p));
    expect([...rebuilt].sort()).toEqual([...upgraded].sort());
    expect(await rowsHolding(victim)).toEqual([]);
    expect(await differences()).toEqual(clean());
    // the version-1 tables are gone; each projection reads a version-2 table
    const regs = await sql<{ name: string; version: number; active_table: string }[]>`
      SELECT name, version, active_table FROM projection_registry WHERE name = ANY(${upgraded})`;
    for (const r of regs) expect([r.version, r.active_table.startsWith(`${r.name}_v2`)], r.name).toEqual([2, true]);
    const [{ left }] = await sql<{ left: string[] }[]>`
      SELECT coalesce(array_agg(relname::text), '{}') AS left FROM pg_class WHERE relname = ANY(${upgraded.map((n) => `${n}_v1`)}) AND relkind = 'r'`;
    expect(left).toEqual([]);
  });
});
