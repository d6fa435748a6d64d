// @starts-on-the-demo-data: its databases are copies of the run's seeded template (own-database.ts)
// A command id and an Idempotency-Key are bound to what was asked (issue 42 M1 and L2, ADR-0098).
// M1: for every family of the JSON API's writes, the same request under the same key is answered as
// the first and stores nothing more; another request under that key (another body, path or caller)
// is refused with 422 problem details, translated, and stores nothing; that other request under a
// key of its own is fine. L2: a form's command id sent again with other values (the clock-in's id
// posted as a clock-out) is refused and stores nothing; the same form again is answered as the first.
import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import type { CurrentUser } from "../../app/auth/user.server";
import { recordStamp } from "../../app/areas/stamping/record-stamp.server";
import { submitSupportRequest } from "../../app/areas/support/submit-support-request.server";
import { writeJournalEntry } from "../../app/areas/journal/write-journal-entry.server";
import { provideSql } from "../../app/db.server";
import { isDomainError } from "../../app/domain/shared/errors";
import { CommandIdReused } from "../../app/events/handle-command.server";
import { intentHashOf } from "../../app/http/command-action.server";
import { fileStore } from "../../app/storage/index.server";
import { apiCall, tokenFor, type Answer, type Call } from "./api-client";
import { dbReady, useDb } from "./helpers";
import { metaOf, newPerson, NOW } from "./people";

const get = useDb(4);
let sql: ReturnType<typeof get>["sql"];
let adminToken: string;
let adminId: number;
let hrToken: string;
let siteId: number;
let png: Buffer;

const call = (method: string, path: string, c: Call = {}) => apiCall(sql, method, path, c);

/** What the store holds: every event and every API upload (a refused call adds to neither). */
async function stored(): Promise<number> {
  const [r] = await sql<{ n: number }[]>`SELECT (SELECT count(*) FROM events)::int + (SELECT count(*) FROM api_uploads)::int AS n`;
  return r.n;
}

async function employee(prefix = "rb") {
  const person = await newPerson(sql, { role: "EMPLOYEE", companyCode: "cantiere", prefix });
  return { person, token: await tokenFor(sql, person.id) };
}

function uploadForm(bytes: Uint8Array, extra: Record<string, string> = {}, name = "foto.png") {
  const form = new FormData();
  form.set("image", new Blob([Buffer.from(bytes)], { type: "image/png" }), name);
  for (const [k, v] of Object.entries(extra)) form.set(k, v);
  return form;
}

async function uploaded(token: string, purpose: string, bytes = png): Promise<string> {
  const r = await call("POST", "/utility/uploadImage", { token, body: uploadForm(bytes, { purpose }) });
  expect(r.status, JSON.stringify(r.json)).toBe(201);
  return r.json.uploadedImageId;
}

beforeAll(async () => {
  sql = (await dbReady(get)).sql;
  // the signed links of a stored photo are keyed by the application secret, kept in this database
  provideSql(async () => sql);
  const [admin] = await sql<{ id: string }[]>`SELECT id FROM person_list WHERE username = 'admin'`;
  adminId = Number(admin.id);
  adminToken = await tokenFor(sql, adminId);
  const hr = await newPerson(sql, { role: "HR", companyCode: "cantiere", prefix: "rbhr" });
  hrToken = await tokenFor(sql, hr.id);
  const [site] = await sql<{ id: string }[]>`SELECT min(id) AS id FROM site_list WHERE company_code = 'cantiere'`;
  siteId = Number(site.id);
  png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#30a060" } }).png().toBuffer();
});

/** One write of a family: who sends it, where, and two different requests (`first`, `other`) each valid on its own. */
interface Family {
  name: string;
  setup: () => Promise<{ token: string; method: string; path: string; first: Call["body"]; other: Call["body"]; headers?: Record<string, string>; otherPath?: string }>;
}

const families: Family[] = [
  {
    name: "leaves (POST sites/leaves, the probe's call)",
    setup: async () => {
      const { token } = await employee();
      const leave = (startDate: string, endDate: string) => ({ type: 1, shape: "allDay", startDate, endDate, description: "Ferie" });
      return { token, method: "POST", path: "/sites/leaves", first: leave("2027-02-01", "2027-02-02"), other: leave("2027-02-08", "2027-02-09") };
    },
  },
  {
    name: "expenses (POST sites/expenses)",
    setup: async () => {
      const { token } = await employee();
      // each request its own receipt: an upload is good for one command only
      const [one, two] = [await uploaded(token, "receipt"), await uploaded(token, "receipt")];
      const expense = (amount: number, receiptImageId: string) => ({ reason: "Pranzo", place: "Lugano", amount, currency: "CHF", quantity: 1, unit: "PIECES", constructionSiteId: siteId, date: "2026-11-20", isEquipment: 0, receiptImageId });
      return { token, method: "POST", path: "/sites/expenses", first: expense(42.5, one), other: expense(99, two) };
    },
  },
  {
    name: "stamps (POST user/stampingsLogs)",
    setup: async () => {
      const { token } = await employee();
      // the clock-in's key sent with a clock-out (the clock records in turn: the clock-out is valid after it)
      return { token, method: "POST", path: "/user/stampingsLogs", first: { type: "ENTRATA" }, other: { type: "USCITA" } };
    },
  },
  {
    name: "daily hours (POST sites/dailyHours)",
    setup: async () => {
      const { person } = await employee();
      const hours = (day: string, description: string) => ({ personId: person.id, constructionSiteId: siteId, startAt: `${day} 07:00`, endAt: `${day} 11:30`, description });
      return { token: hrToken, method: "POST", path: "/sites/dailyHours", first: hours("2026-11-03", "Getto soletta"), other: hours("2026-11-04", "Casseri") };
    },
  },
  {
    name: "sites (PUT sites/sites/{id})",
    setup: async () => {
      // a site no other test file reads field by field (they share the database)
      const [edited] = await sql<{ id: string }[]>`SELECT min(id) AS id FROM site_list WHERE company_code <> 'cantiere'`;
      const tag = randomUUID().slice(0, 6);
      return { token: adminToken, method: "PUT", path: `/sites/sites/${edited.id}`, first: { city: `Bellinzona ${tag}` }, other: { city: `Locarno ${tag}` }, headers: { "If-Match": "*" } };
    },
  },
  {
    name: "favourites (POST sites/sites/fav)",
    setup: async () => {
      const { person, token } = await employee();
      const sites = await sql<{ id: string }[]>`SELECT id FROM site_list WHERE company_code = 'cantiere' ORDER BY id LIMIT 2`;
      return { token, method: "POST", path: "/sites/sites/fav", first: { constructionSiteId: Number(sites[0].id), personId: person.id }, other: { constructionSiteId: Number(sites[1].id), personId: person.id } };
    },
  },
  {
    name: "a site's team (POST sites/siteWorkTeams)",
    setup: async () => {
      const a = (await employee()).person;
      const b = (await employee()).person;
      return { token: hrToken, method: "POST", path: "/sites/siteWorkTeams", first: { constructionId: siteId, personId: a.id, projectFunction: "WORKER" }, other: { constructionId: siteId, personId: b.id, projectFunction: "WORKER" } };
    },
  },
  {
    name: "the journal (POST journal/journals/comments)",
    setup: async () => {
      const post = await writeJournalEntry(sql, fileStore(), { siteId, date: null, title: "Binding", description: "", files: [], rights: { onTeam: false, foreman: false, mayUpdateSites: true } }, metaOf(adminId));
      return { token: adminToken, method: "POST", path: "/journal/journals/comments", first: { journalId: post.id, comment: "Primo" }, other: { journalId: post.id, comment: "Secondo" } };
    },
  },
  {
    name: "calendar events (POST journal/events)",
    setup: async () => {
      const { token } = await employee();
      const event = (title: string) => ({ title, description: "", place: "Lugano", startDate: "2027-05-12 09:00", hours: 1, minutes: 30 });
      return { token, method: "POST", path: "/journal/events", first: event("Riunione"), other: event("Sopralluogo") };
    },
  },
  {
    name: "festivities (POST journal/festivities)",
    setup: async () => {
      const festivity = (title: string) => ({ title, startDate: "2027-09-02", endDate: "2027-09-02", companyCode: "cantiere", halfDay: false });
      return { token: hrToken, method: "POST", path: "/journal/festivities", first: festivity(`Sagra ${randomUUID().slice(0, 6)}`), other: festivity(`Fiera ${randomUUID().slice(0, 6)}`) };
    },
  },
  {
    name: "checklists (POST journal/checklists, a template)",
    setup: async () => {
      const template = (name: string) => ({ isTemplate: 1, name, type: "safety", mandatory: false, questions: [{ title: "Ponteggio", items: [{ label: "Parapetti montati" }] }] });
      return { token: adminToken, method: "POST", path: "/journal/checklists", first: template(`Ponteggi ${randomUUID().slice(0, 6)}`), other: template(`Scavi ${randomUUID().slice(0, 6)}`) };
    },
  },
  {
    name: "tools (POST user/adminTools/categories)",
    setup: async () => ({
      token: adminToken,
      method: "POST",
      path: "/user/adminTools/categories",
      first: { categoryName: `Ponteggi ${randomUUID().slice(0, 6)}` },
      other: { categoryName: `Scale ${randomUUID().slice(0, 6)}` },
    }),
  },
  {
    name: "working hours (PUT user/workingHours)",
    setup: async () => {
      // one rule per person (ADR-0043): the other request names someone else
      const [a, b] = [(await employee()).person, (await employee()).person];
      const rule = (winterStart: string, personId: number) => ({ companyCode: "cantiere", winterStart, winterEnd: "16:30", summerStart: "07:00", summerEnd: "17:00", allUsers: false, userIds: [personId] });
      return { token: hrToken, method: "PUT", path: "/user/workingHours", first: rule("07:30", a.id), other: rule("08:00", b.id) };
    },
  },
  {
    name: "people (POST user/persons)",
    setup: async () => {
      const person = (username: string) => ({
        firstName: "Anna", lastName: "Binding", username, email: `${username}@example.ch`, companyCode: "cantiere", role: "EMPLOYEE", countryId: 1, gender: "female", birthday: "15.06.1985",
        employee: { badgeId: 9000 + Math.floor(Math.random() * 900), hiredAt: "01.02.2020", workPercentage: 100, holidaysCount: 25, breakTime: 60 },
        password: "Cantiere2026sicura!", confirmPassword: "Cantiere2026sicura!",
      });
      return { token: hrToken, method: "POST", path: "/user/persons", first: person(`rbp-${randomUUID().slice(0, 8)}`), other: person(`rbq-${randomUUID().slice(0, 8)}`) };
    },
  },
  {
    name: "people's files (PUT user/persons/{id}/avatar)",
    setup: async () => {
      const { person, token } = await employee();
      const one = await uploaded(token, "avatar");
      const two = await uploaded(token, "avatar", await sharp({ create: { width: 20, height: 20, channels: 3, background: "#102030" } }).png().toBuffer());
      return { token, method: "PUT", path: `/user/persons/${person.id}/avatar`, first: { avatarImageId: one }, other: { avatarImageId: two }, headers: { "If-Match": "*" } };
    },
  },
  {
    name: "support (POST user/contacts)",
    setup: async () => {
      const { token } = await employee();
      return { token, method: "POST", path: "/user/contacts", first: { title: "Accesso", message: "Non vedo il cantiere" }, other: { title: "Accesso", message: "Non vedo il diario" } };
    },
  },
];

/** The id an answer names, whatever the call calls it. */
const idOf = (a: Answer) => a.json?.id ?? a.json?.user?.id ?? a.json?.uploadedImageId ?? null;

describe("an Idempotency-Key is bound to the request it first served (M1)", () => {
  for (const f of families) {
    it(`${f.name}: the same request again is answered as the first; another body under the key is 422 and stores nothing`, async () => {
      const s = await f.setup();
      const key = `bind-${randomUUID()}`;
      const send = (body: Call["body"], k = key, path = s.path) => call(s.method, path, { token: s.token, body, headers: { ...s.headers, "Idempotency-Key": k } });
      const before = await stored();
      const first = await send(s.first);
      expect(first.status, JSON.stringify(first.json)).toBeLessThan(300);
      const afterFirst = await stored();
      expect(afterFirst).toBeGreaterThan(before);

      const again = await send(s.first);
      expect(again.status, JSON.stringify(again.json)).toBeLessThan(300);
      expect(idOf(again)).toBe(idOf(first));
      expect(await stored()).toBe(afterFirst);

      const other = await send(s.other);
      expect(other.status, JSON.stringify(other.json)).toBe(422);
      expect(other.type).toBe("application/problem+json");
      expect(other.json.code).toBe("api.idempotency_key_reused");
      expect(other.json.detail).toMatch(/Idempotency-Key was already used for another request/);
      expect(await stored()).toBe(afterFirst);

      // the other request is fine under a key of its own: the refusal was the key's
      const own = await send(s.other, `bind-${randomUUID()}`);
      expect(own.status, JSON.stringify(own.json)).toBeLessThan(300);
    });
  }

  it("uploads (POST utility/uploadImage, multipart): the same file under the same key is the same upload; other bytes, or another use, under it are 422", async () => {
    const { person, token } = await employee();
    const key = randomUUID();
    const send = (form: FormData) => call("POST", "/utility/uploadImage", { token, body: form, headers: { "Idempotency-Key": key } });
    const uploads = async () => (await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM api_uploads WHERE person_id = ${person.id}`)[0].n;
    const first = await send(uploadForm(png, { purpose: "receipt" }));
    expect(first.status, JSON.stringify(first.json)).toBe(201);
    const again = await send(uploadForm(png, { purpose: "receipt" }));
    expect(again.status).toBe(201);
    expect(again.json.uploadedImageId).toBe(first.json.uploadedImageId);
    expect(await uploads()).toBe(1);
    const otherBytes = Buffer.from(png);
    otherBytes[otherBytes.length - 20] ^= 0xff;
    for (const form of [uploadForm(otherBytes, { purpose: "receipt" }), uploadForm(png, { purpose: "journal" }), uploadForm(png, { purpose: "receipt" }, "altro.png")]) {
      const r = await send(form);
      expect(r.status, JSON.stringify(r.json)).toBe(422);
      expect(r.json.code).toBe("api.idempotency_key_reused");
    }
    expect(await uploads()).toBe(1);
  });

  it("the key is its caller's: another person (a UUID key is the command id itself), or the same person on another path, under it is 422", async () => {
    const a = await employee();
    const b = await employee();
    const key = randomUUID();
    const leave = { type: 1, shape: "allDay", startDate: "2027-03-01", endDate: "2027-03-01", description: "Ferie" };
    const first = await call("POST", "/sites/leaves", { token: a.token, body: leave, headers: { "Idempotency-Key": key } });
    expect(first.status, JSON.stringify(first.json)).toBe(201);
    const before = await stored();
    const theirs = await call("POST", "/sites/leaves", { token: b.token, body: leave, headers: { "Idempotency-Key": key } });
    expect(theirs.status).toBe(422);
    expect(theirs.json.code).toBe("api.idempotency_key_reused");
    const elsewhere = await call("POST", "/user/contacts", { token: a.token, body: { title: "Altro", message: "Altro" }, headers: { "Idempotency-Key": key } });
    expect(elsewhere.status).toBe(422);
    // a body that means the same (its keys in another order, other spacing) is the same request
    const reordered = await call("POST", "/sites/leaves", { token: a.token, body: `{ "description": "Ferie", "endDate": "2027-03-01", "startDate": "2027-03-01", "shape": "allDay", "type": 1 }`, headers: { "Idempotency-Key": key } });
    expect(reordered.status, JSON.stringify(reordered.json)).toBe(201);
    expect(reordered.json.id).toBe(first.json.id);
    expect(await stored()).toBe(before);
    // the answers are in the caller's language
    const it = await call("POST", "/sites/leaves", { token: b.token, body: leave, headers: { "Idempotency-Key": key, "Accept-Language": "it" } });
    expect(it.json.detail).toMatch(/Idempotency-Key è già stata usata/);
  });

  it("two different requests racing under one new key: one is stored, the other refused", async () => {
    const { token } = await employee();
    const key = randomUUID();
    const leave = (day: string) => ({ type: 1, shape: "allDay", startDate: day, endDate: day, description: "Ferie" });
    const before = await stored();
    const answers = await Promise.all(["2027-04-05", "2027-04-12", "2027-04-19"].map((d) => call("POST", "/sites/leaves", { token, body: leave(d), headers: { "Idempotency-Key": key } })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422, 422]);
    expect(await stored()).toBe(before + 1);
  });
});

describe("a command id is bound to what its form asked (L2)", () => {
  /** The clock form as the command action reads it: its page, intent and parsed values (the device's clock is volatile). */
  const clockIntent = (commandId: string, kind: "ENTRATA" | "USCITA", deviceAt: string) =>
    intentHashOf(new Request("http://localhost/app/profile/stamping", { method: "POST" }), "record-stamp", { intent: "record-stamp", kind, deviceAt, commandId }, [], commandId, ["deviceAt"]);
  const stampsOf = async (personId: number) => (await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM events WHERE event_type = 'StampRecorded' AND (data->>'personId')::bigint = ${personId}`)[0].n;

  async function worker(): Promise<CurrentUser> {
    return newPerson(sql, { role: "WORKER", companyCode: "cantiere", prefix: "rbw" });
  }

  it("the clock-in form's id posted as a clock-out is refused (no 'clocked out', nothing stored); the clock-in again, a moment later, is answered with the first stamp", async () => {
    const w = await worker();
    const id = randomUUID();
    const inn = await recordStamp(sql, w, { kind: "ENTRATA", deviceAt: "2026-11-25T08:59:58.000Z", place: {} }, { ...metaOf(w.id, id), intentHash: clockIntent(id, "ENTRATA", "2026-11-25T08:59:58.000Z") });
    expect(inn.replayed).toBe(false);
    expect(await stampsOf(w.id)).toBe(1);
    const out = await recordStamp(sql, w, { kind: "USCITA", deviceAt: null, place: {} }, { ...metaOf(w.id, id), now: "2026-11-25T12:00:00.000Z", intentHash: clockIntent(id, "USCITA", "2026-11-25T11:59:59.000Z") }).catch((e: unknown) => e);
    expect(out).toBeInstanceOf(CommandIdReused);
    expect(isDomainError(out) && out.code).toBe("errors.form_already_sent_otherwise");
    expect(isDomainError(out) && out.status).toBe(409);
    expect(await stampsOf(w.id)).toBe(1);
    // a double click: the device's clock moved, nothing else did
    const twice = await recordStamp(sql, w, { kind: "ENTRATA", deviceAt: "2026-11-25T09:00:01.000Z", place: {} }, { ...metaOf(w.id, id), now: "2026-11-25T09:00:02.000Z", intentHash: clockIntent(id, "ENTRATA", "2026-11-25T09:00:01.000Z") });
    // the notice tells the stamp's own time, not the repeat's
    expect(twice).toMatchObject({ replayed: true, id: inn.id, stampedAt: NOW });
    expect(await stampsOf(w.id)).toBe(1);
  });

  it("any form's id sent again with other values is refused; the same values again replay; another command under it is still 'another action'", async () => {
    const user = await newPerson(sql, { role: "EMPLOYEE", companyCode: "cantiere", prefix: "rbs" });
    const id = randomUUID();
    const form = (message: string) => ({ ...metaOf(user.id, id), intentHash: intentHashOf(new Request("http://localhost/app/support", { method: "POST" }), "submit-support-request", { title: "Aiuto", message, page: "/app" }, [], id) });
    const first = await submitSupportRequest(sql, user, { title: "Aiuto", message: "Uno", page: "/app" }, form("Uno"));
    const before = await stored();
    const changed = await submitSupportRequest(sql, user, { title: "Aiuto", message: "Due", page: "/app" }, form("Due")).catch((e: unknown) => e);
    expect(isDomainError(changed) && changed.code).toBe("errors.form_already_sent_otherwise");
    expect(await stored()).toBe(before);
    const same = await submitSupportRequest(sql, user, { title: "Aiuto", message: "Uno", page: "/app" }, form("Uno"));
    expect(same).toMatchObject({ replayed: true, id: first.id });
    // the clock under the support form's id: another command, refused as before (ADR-0001)
    const clock = await recordStamp(sql, user, { kind: "ENTRATA", deviceAt: null, place: {} }, { ...metaOf(user.id, id), now: NOW }).catch((e: unknown) => e);
    expect(isDomainError(clock) && clock.code).toBe("errors.form_already_used");
    expect(await stored()).toBe(before);
  });

  it("a command id stored before intents were recorded is matched as before (type, record, actor)", async () => {
    const user = await newPerson(sql, { role: "EMPLOYEE", companyCode: "cantiere", prefix: "rbo" });
    const id = randomUUID();
    const first = await submitSupportRequest(sql, user, { title: "Aiuto", message: "Vecchio", page: "/app" }, metaOf(user.id, id));
    const [row] = await sql<{ intent_hash: string | null }[]>`SELECT intent_hash FROM commands WHERE command_id = ${id}`;
    expect(row.intent_hash).toBeNull();
    const again = await submitSupportRequest(sql, user, { title: "Aiuto", message: "Vecchio", page: "/app" }, { ...metaOf(user.id, id), intentHash: "anything" });
    expect(again).toMatchObject({ replayed: true, id: first.id });
  });
});
