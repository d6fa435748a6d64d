// The person record's read side (issue 11, ADR-0033) through the real store: person_list (version
// 2), person_profile and legal_document_list follow every person event; their queries answer what
// the lists, the profile and HR's person view show, scoped by company in SQL; applying every event a
// second time changes nothing; a rebuild gives the live rows; a store whose person_list is still
// version 1 is rebuilt into version 2 at the next start. Erasure: person-erasure.int.test.ts.
// A database of its own.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { Grantor } from "../../app/domain/access/grants";
import { accessOf } from "../../app/domain/access/permissions";
import { personDecider, type PersonCommand } from "../../app/domain/person/decider";
import { settingsFromToggles, type ContactDetails, type EmployeeRecord, type PersonDetails, type PersonFile } from "../../app/domain/person/events";
import { handleCommand } from "../../app/events/handle-command.server";
import { applyRowProjection, baseTable } from "../../app/events/projection.server";
import { allProjections } from "../../app/events/projections/index.server";
import { expiringDocuments, legalDocumentsOf } from "../../app/events/queries/legal-documents.server";
import { listPeople, personAccess } from "../../app/events/queries/people.server";
import { personProfileOf } from "../../app/events/queries/person-profile.server";
import { readAfter, START } from "../../app/events/reader.server";
import { rebuildProjection, verifyProjections } from "../../app/events/rebuild.server";
import { defineView, ensureRegistry } from "../../app/events/registry.server";
import { readStream } from "../../app/events/store.server";
import { registerPerson } from "../../app/areas/people/register-person.server";
import { useOwnDb } from "./helpers";

const NOW = "2026-11-20T08:00:00.000Z";
const TODAY = "2026-11-20";
const NAMES = ["person_list", "person_profile", "legal_document_list"] as const;
const projection = (name: string) => allProjections.find((p) => p.name === name)!;

const get = useOwnDb(6);
let sql: ReturnType<typeof get>["sql"];
const meta = (actorId: number | null = null) => ({ actorId, now: NOW, commandId: randomUUID() });
// an administrator of no particular record: rights are all the decider looks at
const admin: Grantor = { personId: 999_999, role: "ADMIN", rights: [...accessOf({ personId: 999_999, role: "ADMIN", capabilities: [], companyCode: "cantiere", active: true }).rights] };

const employee: EmployeeRecord = { badgeId: 4711, hiredAt: "2019-03-01", terminatedAt: null, workPercentage: 100, holidaysCount: 25, breakTime: 60, winterStart: "07:30", winterEnd: "16:30", summerStart: "07:00", summerEnd: "17:00" };
const details: PersonDetails = { firstName: "Ottavia", lastName: "Proiezione", birthday: "1988-02-14", gender: "female", civilStatus: "single", childrenNumber: 0, motherLanguage: "italian" };
const contact: ContactDetails = { address: "Via Nassa 5", zip: "6900", city: "Lugano", countryId: 1, personalMail: null, officeMail: null, phones: [{ number: "+41 79 555 01 02", type: "mobile" }] };
const file = (name: string, image = false): PersonFile => ({
  key: `${image ? "public/profile-pics" : "legal-documents"}/${name}.${image ? "jpg" : "pdf"}`,
  thumbnailKey: image ? `public/profile-pics/thumbs/${name}.jpg` : null,
  contentType: image ? "image/jpeg" : "application/pdf",
  size: 1234,
  sha256: "ab".repeat(32),
});

async function register(username: string, over: { companyCode?: "cantiere" | "metalsky"; role?: "EMPLOYEE" | "WORKER" } = {}): Promise<number> {
  const { id } = await registerPerson(
    sql,
    { companyCode: over.companyCode ?? "cantiere", role: over.role ?? "EMPLOYEE", capabilities: ["LIST_IN_HR_MODULE"], employee, quickSalId: "QS-1", personal: { ...details, ...contact, username, email: `${username}@example.ch` }, passwordHash: null },
    meta(),
  );
  return id;
}

const run = (personId: number, command: PersonCommand, actorId: number | null = 1) =>
  handleCommand(sql, personDecider, { command, meta: meta(actorId), target: { id: personId }, piiSubject: (s) => s, fansOut: command.type === "ErasePerson" });

/** Every row of the three tables, as JSON text. */
async function rowsOf(): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const name of NAMES) out[name] = (await sql.unsafe<{ j: string }[]>(`SELECT row_to_json(t)::text AS j FROM "${name}" t ORDER BY 1`)).map((r) => r.j);
  return out;
}

let ottavia: number;
let docs: { soon: string; later: string; never: string; removed: string };

beforeAll(async () => {
  sql = get().sql;
  const username = `ottavia-${randomUUID().slice(0, 6)}`;
  ottavia = await register(username);
  docs = { soon: randomUUID(), later: randomUUID(), never: randomUUID(), removed: randomUUID() };
  const input = {
    details: { ...details, lastName: "Rinominata" },
    contact,
    email: `${username}@example.ch`,
    username: null,
    companyCode: "metalsky" as const,
    role: "EMPLOYEE" as const,
    capabilities: [],
    employee: { ...employee, badgeId: 4712, hiredAt: "2020-05-01", workPercentage: 80 },
    quickSalId: "QS-2",
  };
  const steps: PersonCommand[] = [
    { type: "EditPerson", input, grantor: admin, otherActiveAdmins: 1 },
    { type: "ChangeContactDetails", contact: { ...contact, city: "Paradiso", phones: [...contact.phones, { number: "+41 91 600 10 00", type: "workoffice" }] } },
    { type: "ChangeAvatar", avatar: file("ottavia-1", true) },
    { type: "ChangeAvatar", avatar: file("ottavia-2", true) },
    { type: "AddLegalDocument", documentId: docs.removed, text: { title: "Vecchio permesso", number: "OLD-1" }, expiresAt: "2026-11-25", signed: false, file: file("old") },
    { type: "AddLegalDocument", documentId: docs.later, text: { title: "Passaporto", number: "X123" }, expiresAt: "2027-06-30", signed: false, file: file("passport") },
    { type: "AddLegalDocument", documentId: docs.soon, text: { title: "Permesso B", number: "B-77" }, expiresAt: "2026-12-10", signed: false, file: file("permit") },
    { type: "AddLegalDocument", documentId: docs.never, text: { title: "Contratto", number: null }, expiresAt: null, signed: true, file: file("contract") },
    { type: "RemoveLegalDocument", documentId: docs.removed },
    { type: "ChangeNotificationSettings", settings: settingsFromToggles({ sites: false, files: true, stampingHours: false }) },
    { type: "SetPassword", grantor: null },
    { type: "AssignRole", role: "WORKER" },
    { type: "AssignSites", siteIds: [12, 7] },
    { type: "DeactivatePerson", grantor: null, otherActiveAdmins: 1 },
    { type: "ActivatePerson", grantor: null },
  ];
  for (const step of steps) await run(ottavia, step);
});

describe("the person projections", () => {
  it("follow every event of the person: names, company, employee record, avatar, documents, sites, settings, version", async () => {
    const version = (await readStream(sql, `person-${ottavia}`)).length;
    const [list] = await sql`
      SELECT first_name, last_name, company_code, role, badge_id, hired_at::text AS hired_at, work_percentage, active, avatar_thumbnail_key,
             soonest_document_expiry::text AS soonest, document_expiries, search, stream_version
      FROM person_list WHERE id = ${ottavia}`;
    expect(list).toMatchObject({
      first_name: "Ottavia",
      last_name: "Rinominata",
      company_code: "metalsky",
      role: "WORKER",
      badge_id: 4712,
      hired_at: "2020-05-01",
      work_percentage: 80,
      active: true,
      avatar_thumbnail_key: "public/profile-pics/thumbs/ottavia-2.jpg",
      // the removed document's expiry (2026-11-25) no longer counts
      soonest: "2026-12-10",
      document_expiries: { [docs.soon]: "2026-12-10", [docs.later]: "2027-06-30", [docs.never]: null },
      stream_version: version,
    });
    expect(list.search).toContain("rinominata");
    expect(list.search).toContain("4712");

    const profile = await personProfileOf(sql, ottavia);
    expect(profile).toMatchObject({
      id: ottavia,
      version,
      companyCode: "metalsky",
      role: "WORKER",
      active: true,
      details: { ...details, lastName: "Rinominata" },
      contact: { ...contact, city: "Paradiso", phones: [...contact.phones, { number: "+41 91 600 10 00", type: "workoffice" }] },
      employee: { ...employee, badgeId: 4712, hiredAt: "2020-05-01", workPercentage: 80 },
      quickSalId: "QS-2",
      avatar: file("ottavia-2", true),
      settings: { sites: false, files: true, stampingHours: false },
      siteIds: [7, 12],
      updatedAt: NOW,
    });
    // the permission screen's form carries the same version
    expect((await personAccess(sql, ottavia))?.version).toBe(version);

    const documents = await legalDocumentsOf(sql, ottavia);
    expect(documents.map((d) => [d.title, d.number, d.expiresAt, d.signed])).toEqual([
      ["Permesso B", "B-77", "2026-12-10", false],
      ["Passaporto", "X123", "2027-06-30", false],
      ["Contratto", null, null, true],
    ]);
    expect(documents[0]).toMatchObject({ documentId: docs.soon, personId: ottavia, file: file("permit"), addedAt: NOW, addedBy: 1 });
    // the removed one is a tombstone without its text
    const [removed] = await sql`SELECT title, number, removed_at IS NOT NULL AS removed FROM legal_document_list WHERE document_id = ${docs.removed}`;
    expect(removed).toEqual({ title: "", number: null, removed: true });
  });

  it("clear the sites when the role changes, and keep the notification defaults until they change", async () => {
    await run(ottavia, { type: "AssignRole", role: "EMPLOYEE" });
    expect((await personProfileOf(sql, ottavia))?.siteIds).toEqual([]);
    const fresh = await register(`fresh-${randomUUID().slice(0, 6)}`);
    expect(await personProfileOf(sql, fresh)).toMatchObject({ settings: { sites: true, files: true, stampingHours: true }, avatar: null, siteIds: [], quickSalId: "QS-1" });
    const [row] = await sql`SELECT avatar_thumbnail_key, soonest_document_expiry FROM person_list WHERE id = ${fresh}`;
    expect(row).toEqual({ avatar_thumbnail_key: null, soonest_document_expiry: null });
  });

  it("answer only within the companies asked for", async () => {
    expect(await personProfileOf(sql, ottavia, { companies: ["cantiere"] })).toBeNull();
    expect((await personProfileOf(sql, ottavia, { companies: ["metalsky"] }))?.id).toBe(ottavia);
    expect(await legalDocumentsOf(sql, ottavia, { companies: ["cantiere"] })).toEqual([]);
    expect(await legalDocumentsOf(sql, ottavia, { companies: ["metalsky"] })).toHaveLength(3);
    expect(await expiringDocuments(sql, { companies: ["cantiere"], today: TODAY, personId: ottavia })).toEqual([]);
    for (const id of [0, -1, 1.5, Number.MAX_SAFE_INTEGER]) expect(await personProfileOf(sql, id)).toBeNull();
  });

  it("list the documents expiring within the days asked for, the expired ones too, soonest first", async () => {
    const soon = await expiringDocuments(sql, { companies: ["metalsky"], today: TODAY, withinDays: 30, personId: ottavia });
    expect(soon.map((d) => [d.documentId, d.daysLeft, d.expired, d.lastName, d.companyCode])).toEqual([[docs.soon, 20, false, "Rinominata", "metalsky"]]);
    expect((await expiringDocuments(sql, { companies: ["metalsky"], today: TODAY, withinDays: 19, personId: ottavia })).length).toBe(0);
    const later = await expiringDocuments(sql, { companies: ["metalsky"], today: "2027-07-01", personId: ottavia });
    expect(later.map((d) => [d.documentId, d.daysLeft, d.expired])).toEqual([
      [docs.soon, -203, true],
      [docs.later, -1, true],
    ]);
  });

  it("list people with the active filter, the expiring mark, the avatar's thumbnail, sorted by id", async () => {
    const base = { companies: ["metalsky"], search: "rinominata", page: 1, size: 20, sort: "id", dir: "desc" as const, today: TODAY };
    const [row] = (await listPeople(sql, base)).rows;
    expect(row).toMatchObject({ id: ottavia, lastName: "Rinominata", badgeId: 4712, hiredAt: "2020-05-01", avatarThumbnailKey: "public/profile-pics/thumbs/ottavia-2.jpg", soonestDocumentExpiry: "2026-12-10", documentExpiring: true });
    expect((await listPeople(sql, { ...base, today: "2026-10-01" })).rows[0].documentExpiring).toBe(false);
    expect((await listPeople(sql, { ...base, active: true })).total).toBe(1);
    expect((await listPeople(sql, { ...base, active: false })).total).toBe(0);
    expect((await listPeople(sql, { ...base, companies: ["cantiere"] })).total).toBe(0);

    const a = await register(`sortable-a-${randomUUID().slice(0, 6)}`, { companyCode: "metalsky" });
    const b = await register(`sortable-b-${randomUUID().slice(0, 6)}`, { companyCode: "metalsky" });
    await run(b, { type: "DeactivatePerson", grantor: null, otherActiveAdmins: 1 });
    const everyone = { ...base, search: "" };
    const desc = (await listPeople(sql, { ...everyone, size: 3 })).rows.map((r) => r.id);
    expect(desc).toEqual([b, a, ottavia]);
    const asc = (await listPeople(sql, { ...everyone, dir: "asc", size: 100 })).rows.map((r) => r.id);
    expect(asc).toEqual([...asc].sort((x, y) => x - y));
    expect((await listPeople(sql, { ...everyone, active: false })).rows.map((r) => r.id)).toEqual([b]);
    expect((await listPeople(sql, { ...everyone, active: true })).rows.map((r) => r.id)).toContain(a);
  });

  it("sort names by last and first name in the direction asked for", async () => {
    const [x, y] = [`Zed${randomUUID().slice(0, 4)}`, `Abe${randomUUID().slice(0, 4)}`];
    for (const [first, last] of [[x, "Ordinata"], [y, "Ordinata"], [x, "Ordinatb"]]) {
      const username = `ord-${randomUUID().slice(0, 8)}`;
      await registerPerson(sql, { companyCode: "cantiere", role: "EMPLOYEE", capabilities: [], employee, personal: { ...details, firstName: first, lastName: last, ...contact, username, email: `${username}@example.ch` }, passwordHash: null }, meta());
    }
    const q = { companies: ["cantiere"], search: "ordinat", page: 1, size: 10, sort: "name", today: TODAY };
    const names = async (dir: "asc" | "desc") => (await listPeople(sql, { ...q, dir })).rows.map((r) => `${r.lastName} ${r.firstName}`);
    expect(await names("asc")).toEqual([`Ordinata ${y}`, `Ordinata ${x}`, `Ordinatb ${x}`]);
    expect(await names("desc")).toEqual([`Ordinatb ${x}`, `Ordinata ${x}`, `Ordinata ${y}`]);
  });

  it("change nothing when every event is applied a second time", async () => {
    const before = await rowsOf();
    for (const name of NAMES) {
      const p = projection(name);
      const [{ active_table: table }] = await sql<{ active_table: string }[]>`SELECT active_table FROM projection_registry WHERE name = ${name}`;
      for (let round = 0; round < 2; round++) {
        let cp = START;
        for (;;) {
          const { events, next } = await readAfter(sql, cp, { types: p.handles, limit: 7, gated: false });
          if (!events.length) break;
          await applyRowProjection(sql, p, table, events);
          cp = next;
        }
      }
    }
    expect(await rowsOf()).toEqual(before);
  });

  it("give the live rows again when rebuilt, and verify clean", async () => {
    const before = await rowsOf();
    for (const name of NAMES) await rebuildProjection(sql, projection(name));
    expect(await rowsOf()).toEqual(before);
    const verified = await verifyProjections(sql, [...NAMES]);
    expect(verified.map((v) => [v.name, v.differences])).toEqual(NAMES.map((n) => [n, 0]));
  });

  it("rebuild a store's person_list of version 1 into version 2 at the next start", async () => {
    const before = await rowsOf();
    // as a store migrated before version 2 has it: the registry on version 1's table, its columns only
    const v1 = baseTable({ name: "person_list", version: 1 });
    await sql.unsafe(`TRUNCATE "${v1}"`);
    const columns = (await sql<{ c: string }[]>`SELECT column_name AS c FROM information_schema.columns WHERE table_name = ${v1} ORDER BY ordinal_position`).map((r) => `"${r.c}"`).join(", ");
    await sql.unsafe(`INSERT INTO "${v1}" (${columns}) SELECT ${columns} FROM person_list`);
    await sql.begin(async (tx) => {
      await tx`UPDATE projection_registry SET version = 1, active_table = ${v1} WHERE name = 'person_list'`;
      await defineView(tx, "person_list", v1);
    });
    expect(await ensureRegistry(sql, (p) => rebuildProjection(sql, p))).toEqual(["person_list"]);
    const [reg] = await sql<{ version: number; active_table: string }[]>`SELECT version, active_table FROM projection_registry WHERE name = 'person_list'`;
    expect(reg.version).toBe(2);
    expect(reg.active_table.startsWith("person_list_v2")).toBe(true);
    expect(await rowsOf()).toEqual(before);
  });
});
