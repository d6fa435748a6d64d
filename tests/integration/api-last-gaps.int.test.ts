// @starts-on-the-demo-data: its databases are copies of the run's seeded template (own-database.ts)
// The JSON API's last gaps of issue 19 (ADR-0093): journal posts with photos by upload id, the
// people's accounts list (user/users), people's legal documents and avatars — each over the
// operation its page runs, with the spec's payload and the right role, the forms' bad input as
// 400/422 storing nothing, a repeated Idempotency-Key storing one event, a stale If-Match 409.
import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import type { CurrentUser } from "../../app/auth/user.server";
import { apiDocument } from "../../app/api/openapi.server";
import { provideSql } from "../../app/db.server";
import { can } from "../../app/domain/access/permissions";
import { fileStore } from "../../app/storage/index.server";
import { JOURNAL_PREFIX, SWEPT_PREFIXES, sweepOrphanedFiles } from "../../app/storage/sweep.server";
import { readStream } from "../../app/events/store.server";
import { apiCall, eventCount, tokenFor, type Call } from "./api-client";
import { dbReady, useOwnDb } from "./helpers";
import { newPerson } from "./people";

// a database of this file's own: its tests grow a demo site's team and add records the shared
// database's checks of the demo data (site-team, sites-query) do not expect
const get = useOwnDb(4);
let sql: ReturnType<typeof get>["sql"];
let adminToken: string;
let siteId: number;
let png: Buffer;

const call = (method: string, path: string, c: Call = {}) => apiCall(sql, method, path, c);

const upload = (token: string, bytes: Uint8Array, extra: Record<string, string> = {}, name = "foto.png") => {
  const form = new FormData();
  form.set("image", new Blob([Buffer.from(bytes)], { type: "image/png" }), name);
  for (const [k, v] of Object.entries(extra)) form.set(k, v);
  return call("POST", "/utility/uploadImage", { token, body: form });
};
const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

beforeAll(async () => {
  sql = (await dbReady(get)).sql;
  // why: this file is the composition root here, as app/entry.server.tsx is for the app — the file
  // store's signed links are keyed by the application secret kept in this database
  provideSql(async () => sql);
  const [admin] = await sql<{ id: string }[]>`SELECT id FROM person_list WHERE username = 'admin'`;
  adminToken = await tokenFor(sql, Number(admin.id));
  const [site] = await sql<{ id: string }[]>`SELECT min(id) AS id FROM site_list WHERE company_code = 'cantiere'`;
  siteId = Number(site.id);
  png = await sharp({ create: { width: 48, height: 32, channels: 3, background: "#3060c0" } }).png().toBuffer();
});

describe("journal posts with photos: POST utility/uploadImage (purpose journal), then POST|PUT journal/journals", () => {
  let writer: CurrentUser;
  let writerToken: string;
  let teammateToken: string;
  let outsiderToken: string;

  beforeAll(async () => {
    writer = await newPerson(sql, { role: "EMPLOYEE", companyCode: "cantiere", prefix: "apijw" });
    writerToken = await tokenFor(sql, writer.id);
    const teammate = await newPerson(sql, { role: "EMPLOYEE", companyCode: "cantiere", prefix: "apijt" });
    teammateToken = await tokenFor(sql, teammate.id);
    outsiderToken = await tokenFor(sql, (await newPerson(sql, { role: "EMPLOYEE", companyCode: "cantiere", prefix: "apijo" })).id);
    for (const p of [writer, teammate]) {
      const r = await call("POST", "/sites/siteWorkTeams", { token: adminToken, body: { constructionId: siteId, personId: p.id, projectFunction: "WORKER" } });
      expect(r.status, JSON.stringify(r.json)).toBe(201);
    }
  });

  const photo = async (token: string) => {
    const r = await upload(token, png, { purpose: "journal" });
    expect(r.status, JSON.stringify(r.json)).toBe(201);
    return r.json.uploadedImageId as string;
  };
  const post = (media: string[], over: Record<string, unknown> = {}) => ({ siteId, title: "Getto solaio", description: "Armatura posata", media, isEditable: 1, isVisible: 1, ...over });

  it("a journal photo is checked with the post form's policy (no PDF) and stored under journal/, which the sweep covers", async () => {
    const refused = await upload(writerToken, PDF, { purpose: "journal" }, "foto.pdf");
    expect(refused.status).toBe(400);
    expect(refused.json.code).toBe("storage.refused");
    expect(refused.json.errors).toHaveProperty("image");
    expect(refused.json.detail).toContain("JPG, PNG, WEBP");
    const id = await photo(writerToken);
    const [row] = await sql<{ key: string; thumbnail_key: string | null }[]>`SELECT key, thumbnail_key FROM api_uploads WHERE id = ${id}`;
    expect(row.key).toMatch(/^journal\/[0-9a-f]{32}\.png$/);
    expect(row.thumbnail_key).toMatch(/^journal\/thumbs\//);
    expect(SWEPT_PREFIXES).toContain(JOURNAL_PREFIX);
  });

  it("POST journal/journals writes the post with its photos once per Idempotency-Key; the form's bad input is 400, a bad upload or day 422, someone off the team 403 — and nothing is stored", async () => {
    const written = await eventCount(sql, "JournalEntryWritten");
    const up = await photo(writerToken);

    const bad = await call("POST", "/journal/journals", { token: writerToken, body: post([up], { title: "", temperature: 99, weather: "sunny" }) });
    expect(bad.status, JSON.stringify(bad.json)).toBe(400);
    expect(Object.keys(bad.json.errors).sort()).toEqual(["temperature", "title"]);
    expect(bad.json.errors.title[0]).toBe("Required field");
    const unknownField = await call("POST", "/journal/journals", { token: writerToken, body: post([up], { colour: "red" }) });
    expect(unknownField.status).toBe(400);
    const unknown = await call("POST", "/journal/journals", { token: writerToken, body: post([randomUUID()]) });
    expect(unknown.status).toBe(422);
    expect(unknown.json.code).toBe("api.upload_unknown");
    expect(unknown.json.errors).toHaveProperty("media");
    const receipt = (await upload(writerToken, png)).json.uploadedImageId as string;
    expect((await call("POST", "/journal/journals", { token: writerToken, body: post([receipt]) })).json.code).toBe("api.upload_unknown");
    const tooMany = await call("POST", "/journal/journals", { token: writerToken, body: post(Array.from({ length: 21 }, () => randomUUID())) });
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.code).toBe("journal.errors.too_many_images");
    const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
    const oldDay = await call("POST", "/journal/journals", { token: writerToken, body: post([up], { createdAt: weekAgo }) });
    expect(oldDay.status).toBe(422);
    expect(oldDay.json.code).toBe("journal.errors.date_today_or_yesterday");
    expect(oldDay.json.errors).toHaveProperty("createdAt");
    const offTeam = await call("POST", "/journal/journals", { token: outsiderToken, body: post([]) });
    expect(offTeam.status).toBe(403);
    expect(offTeam.json.code).toBe("journal.errors.not_on_team");
    expect((await call("POST", "/journal/journals", { token: writerToken, body: post([up], { authorId: writer.id + 1 }) })).status).toBe(403);
    expect((await call("POST", "/journal/journals", { body: post([up]) })).status).toBe(401);
    expect(await eventCount(sql, "JournalEntryWritten")).toBe(written);

    const key = randomUUID();
    const made = await call("POST", "/journal/journals", { token: writerToken, body: post([up], { authorId: writer.id, weather: "sunny", temperature: 12 }), headers: { "Idempotency-Key": key } });
    expect(made.status, JSON.stringify(made.json)).toBe(201);
    expect(made.json).toMatchObject({ siteId, authorId: writer.id, title: "Getto solaio", description: "Armatura posata", isVisible: 1 });
    const [upRow] = await sql<{ key: string }[]>`SELECT key FROM api_uploads WHERE id = ${up}`;
    expect(made.json.media).toEqual([upRow.key]);
    expect(made.etag).toBe(`"${made.json.version}"`);
    const again = await call("POST", "/journal/journals", { token: writerToken, body: post([up], { authorId: writer.id, weather: "sunny", temperature: 12 }), headers: { "Idempotency-Key": key } });
    expect(again.status).toBe(200);
    expect(again.json.id).toBe(made.json.id);
    expect(await eventCount(sql, "JournalEntryWritten")).toBe(written + 1);
    // the photo is the post's now: another post may not take it
    const reused = await call("POST", "/journal/journals", { token: writerToken, body: post([up]) });
    expect(reused.status).toBe(422);
    expect(reused.json.code).toBe("api.upload_used");
    expect(await eventCount(sql, "JournalEntryWritten")).toBe(written + 1);
    // the feed reads it
    const feed = await call("GET", `/journal/journals?siteId=${siteId}&pageNumber=0&pageSize=6`, { token: teammateToken });
    expect(feed.json.data.map((e: { id: number }) => e.id)).toContain(made.json.id);
  });

  it("PUT journal/journals/{id} revises the post: photos kept by key and added by upload id, the daily log kept when not sent; If-Match stale 409; bad input 400; someone else's post 403", async () => {
    const first = await photo(writerToken);
    const made = await call("POST", "/journal/journals", { token: writerToken, body: post([first], { weather: "rain", temperature: 8, equipment: "Gru" }) });
    expect(made.status, JSON.stringify(made.json)).toBe(201);
    const id = made.json.id as number;
    const kept = made.json.media[0] as string;
    const revised = await eventCount(sql, "JournalEntryRevised");

    const added = await photo(writerToken);
    const stale = await call("PUT", `/journal/journals/${id}`, { token: writerToken, body: { title: "Getto solaio (2)", media: [kept, added] }, headers: { "If-Match": `"${made.json.version - 1}"` } });
    expect(stale.status).toBe(409);
    expect(stale.json.code).toBe("errors.conflict");
    const bad = await call("PUT", `/journal/journals/${id}`, { token: writerToken, body: { title: "", media: [kept, added] }, headers: { "If-Match": "*" } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.errors)).toEqual(["title"]);
    expect((await call("PUT", `/journal/journals/${id}`, { token: teammateToken, body: { title: "Mio" }, headers: { "If-Match": "*" } })).status).toBe(403);
    expect((await call("PUT", `/journal/journals/${id}`, { token: writerToken, body: { title: "X", media: [kept, "journal/altro.png"] }, headers: { "If-Match": "*" } })).json.code).toBe("api.upload_unknown");
    expect(await eventCount(sql, "JournalEntryRevised")).toBe(revised);

    const key = randomUUID();
    const body = { title: "Getto solaio (2)", description: "Armatura e getto", media: [kept, added] };
    const ok = await call("PUT", `/journal/journals/${id}`, { token: writerToken, body, headers: { "If-Match": made.etag as string, "Idempotency-Key": key } });
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    expect(ok.json).toMatchObject({ id, title: "Getto solaio (2)", description: "Armatura e getto", version: made.json.version + 1 });
    expect(ok.json.media).toHaveLength(2);
    expect(ok.json.media[0]).toBe(kept);
    const again = await call("PUT", `/journal/journals/${id}`, { token: writerToken, body, headers: { "If-Match": made.etag as string, "Idempotency-Key": key } });
    expect(again.status).toBe(200);
    expect(await eventCount(sql, "JournalEntryRevised")).toBe(revised + 1);
    // the log is the author's personal part (ADR-0134): read decoded, as every reader does
    const revision = (await readStream(sql, `journal-${id}`)).find((e) => e.type === "JournalEntryRevised");
    expect((revision?.data as { personal: { dailyLog: unknown } }).personal.dailyLog).toMatchObject({ weather: { condition: "rain" }, equipment: "Gru" });

    // dropping the first photo: the post keeps only the added one
    const dropped = await call("PUT", `/journal/journals/${id}`, { token: writerToken, body: { title: "Getto solaio (3)", media: [ok.json.media[1]] }, headers: { "If-Match": ok.etag as string } });
    expect(dropped.status, JSON.stringify(dropped.json)).toBe(200);
    expect(dropped.json.media).toEqual([ok.json.media[1]]);
    expect((await call("PUT", "/journal/journals/999999991", { token: writerToken, body: { title: "X" }, headers: { "If-Match": "*" } })).status).toBe(404);
  });

  it("the sweep keeps a post's photo and finds an upload no post used (a dry run: nothing deleted)", async () => {
    const used = await photo(writerToken);
    const unused = await photo(writerToken);
    const made = await call("POST", "/journal/journals", { token: writerToken, body: post([used]) });
    expect(made.status, JSON.stringify(made.json)).toBe(201);
    const keyOf = async (id: string) => (await sql<{ key: string; thumbnail_key: string }[]>`SELECT key, thumbnail_key FROM api_uploads WHERE id = ${id}`)[0];
    const [u, n] = [await keyOf(used), await keyOf(unused)];
    const report = await sweepOrphanedFiles({ sql, store: fileStore(), prefix: JOURNAL_PREFIX, now: Date.now() + 1000, minAgeMs: 0 });
    const orphans = report.orphans.map((f) => f.key);
    expect(orphans).toEqual(expect.arrayContaining([n.key, n.thumbnail_key]));
    expect(orphans).not.toContain(u.key);
    expect(orphans).not.toContain(u.thumbnail_key);
    expect(await fileStore().head(n.key)).not.toBeNull();
  });

  it("the OpenAPI document lists the post's writes with their media", () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the generated document, read by path
    const doc = apiDocument() as any;
    expect(doc.paths["/journal/journals"].post.requestBody.content["application/json"].schema.properties).toHaveProperty("media");
    expect(doc.paths["/journal/journals/{id}"].put.requestBody.content["application/json"].schema.properties).toHaveProperty("media");
  });
});

describe("GET user/users and user/users/{id}", () => {
  let hr: CurrentUser;
  let hrToken: string;
  let listed: CurrentUser;
  let unlisted: CurrentUser;
  let listedToken: string;
  // read hr without read admin (HR's role has both): HR's list, which leaves out those HR does not list (ADR-0006)
  let hrReaderToken: string;
  const tag = `Usr${randomUUID().slice(0, 6)}`;

  beforeAll(async () => {
    hr = await newPerson(sql, { role: "HR", companyCode: "cantiere", prefix: "apiuhr" });
    hrToken = await tokenFor(sql, hr.id);
    listed = await newPerson(sql, { role: "EMPLOYEE", companyCode: "cantiere", prefix: tag });
    await newPerson(sql, { role: "WORKER", companyCode: "cantiere", prefix: tag });
    await newPerson(sql, { role: "EMPLOYEE", companyCode: "cantiere", prefix: tag });
    // someone HR's list leaves out (ADR-0006: a client not listed in HR): only the administrator's list shows them
    unlisted = await newPerson(sql, { role: "CLIENT", companyCode: "cantiere", capabilities: [], prefix: tag });
    listedToken = await tokenFor(sql, listed.id);
    const reader = await newPerson(sql, { role: "EMPLOYEE", companyCode: "cantiere", capabilities: ["LIST_IN_HR_MODULE", "SHOW_HR_MODULE"], prefix: "apiurd" });
    expect(can(reader.access, "read", "hr") && !can(reader.access, "read", "admin")).toBe(true);
    hrReaderToken = await tokenFor(sql, reader.id);
  });

  it("lists the accounts as HR's and the administrator's lists do, with paging, sorting and search, {data, totalPages}; an employee gets 403", async () => {
    const all = await call("GET", `/user/users?search=${tag}&pageSize=1000`, { token: hrReaderToken });
    expect(all.status, JSON.stringify(all.json)).toBe(200);
    const ids = all.json.data.map((u: { id: number }) => u.id);
    expect(ids).toContain(listed.id);
    expect(ids).not.toContain(unlisted.id);
    expect(all.json.data).toHaveLength(3);
    expect(all.json.totalPages).toBe(1);
    expect(all.json.data.find((u: { id: number }) => u.id === listed.id)).toEqual({
      id: listed.id,
      firstName: listed.firstName,
      lastName: listed.lastName,
      username: listed.username,
      companyCode: "cantiere",
      companyName: expect.any(String),
      role: "EMPLOYEE",
      capabilities: ["LIST_IN_HR_MODULE"],
      isActive: true,
    });
    const page = await call("GET", `/user/users?search=${tag}&pageSize=2&pageNumber=1&orderBy=id&orderDirection=ASC`, { token: hrReaderToken });
    expect(page.json.totalPages).toBe(2);
    expect(page.json.data.map((u: { id: number }) => u.id)).toEqual([...ids].sort((a, b) => a - b).slice(2));
    const desc = await call("GET", `/user/users?search=${tag}&pageSize=1000&orderBy=id&orderDirection=desc`, { token: hrReaderToken });
    expect(desc.json.data.map((u: { id: number }) => u.id)).toEqual([...ids].sort((a, b) => b - a));
    const workers = await call("GET", `/user/users?search=${tag}&role=WORKER`, { token: hrReaderToken });
    expect(workers.json.data.map((u: { role: string }) => u.role)).toEqual(["WORKER"]);
    expect((await call("GET", "/user/users?orderBy=password", { token: hrToken })).status).toBe(400);
    expect((await call("GET", "/user/users?pageSize=0", { token: hrToken })).status).toBe(400);

    // the administrator's list (and HR's role, which reads admin too) shows everyone
    for (const token of [adminToken, hrToken]) {
      const everyone = await call("GET", `/user/users?search=${tag}&pageSize=1000`, { token });
      expect(everyone.json.data.map((u: { id: number }) => u.id)).toContain(unlisted.id);
    }
    expect((await call("GET", "/user/users", { token: listedToken })).status).toBe(403);
    expect((await call("GET", "/user/users")).status).toBe(401);
  });

  it("one person's whole record: HR within their companies, oneself with read profile; someone else's record is 404 for an employee; the quick salary id only with its right", async () => {
    const r = await call("GET", `/user/users/${listed.id}`, { token: hrToken });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    expect(r.json).toMatchObject({ id: listed.id, firstName: listed.firstName, lastName: listed.lastName, email: `${listed.username}@example.ch`, birthday: "1985-06-15", role: "EMPLOYEE", isActive: true, avatarUrl: null });
    expect(r.json.employee).toMatchObject({ workPercentage: 100, holidaysCount: 25, breakTime: 60 });
    expect(r.etag).toBe(`"${r.json.version}"`);
    expect("quickSalId" in r.json).toBe(can(hr.access, "read", "quickSalId"));
    const self = await call("GET", `/user/users/${listed.id}`, { token: listedToken });
    expect(self.status).toBe(200);
    expect(self.json.id).toBe(listed.id);
    expect((await call("GET", `/user/users/${hr.id}`, { token: listedToken })).status).toBe(404);
    expect((await call("GET", "/user/users/999999991", { token: hrToken })).status).toBe(404);
    expect((await call("GET", "/user/users/abc", { token: hrToken })).status).toBe(404);
    // another company's person: outside HR's companies unless HR reads every employee
    const other = await newPerson(sql, { role: "EMPLOYEE", companyCode: "edemar", prefix: tag });
    expect((await call("GET", `/user/users/${other.id}`, { token: hrToken })).status).toBe(can(hr.access, "read", "allEmployee") ? 200 : 404);
  });
});

describe("people's legal documents and photos: upload (purpose legalDocument, avatar), then user/persons/{id}/legalDocuments and /avatar", () => {
  let hrToken: string;
  let person: CurrentUser;
  let personToken: string;
  let otherToken: string;

  beforeAll(async () => {
    hrToken = await tokenFor(sql, (await newPerson(sql, { role: "HR", companyCode: "cantiere", prefix: "apifhr" })).id);
    person = await newPerson(sql, { role: "EMPLOYEE", companyCode: "cantiere", prefix: "apif" });
    personToken = await tokenFor(sql, person.id);
    otherToken = await tokenFor(sql, (await newPerson(sql, { role: "EMPLOYEE", companyCode: "cantiere", prefix: "apifo" })).id);
  });

  const pdfUpload = async (token: string) => {
    const r = await upload(token, PDF, { purpose: "legalDocument" }, "contratto.pdf");
    expect(r.status, JSON.stringify(r.json)).toBe(201);
    return r.json.uploadedImageId as string;
  };
  const doc = (fileImageId: string, over: Record<string, unknown> = {}) => ({ title: "Permesso B", number: "B-1234", expiresAt: "2030-06-30", signed: false, fileImageId, ...over });
  const version = async (id: number) => (await call("GET", `/user/users/${id}`, { token: hrToken })).json.version as number;

  it("HR adds a document with the form's fields (bad input 400, a bad upload 422, a stale If-Match 409, nothing stored), once per Idempotency-Key; it is listed with a signed link to HR and to the person, not to others; HR removes it", async () => {
    const added = await eventCount(sql, "LegalDocumentAdded");
    const up = await pdfUpload(hrToken);
    const [row] = await sql<{ key: string }[]>`SELECT key FROM api_uploads WHERE id = ${up}`;
    expect(row.key).toMatch(/^legal-documents\/[0-9a-f]{32}\.pdf$/);

    const bad = await call("POST", `/user/persons/${person.id}/legalDocuments`, { token: hrToken, body: doc(up, { title: "", expiresAt: "31.02.2030" }) });
    expect(bad.status, JSON.stringify(bad.json)).toBe(400);
    expect(Object.keys(bad.json.errors).sort()).toEqual(["expiresAt", "title"]);
    const unknown = await call("POST", `/user/persons/${person.id}/legalDocuments`, { token: hrToken, body: doc(randomUUID()) });
    expect(unknown.status).toBe(422);
    expect(unknown.json.errors).toHaveProperty("fileImageId");
    const photo = (await upload(hrToken, png, { purpose: "avatar" })).json.uploadedImageId as string;
    expect((await call("POST", `/user/persons/${person.id}/legalDocuments`, { token: hrToken, body: doc(photo) })).json.code).toBe("api.upload_unknown");
    const v0 = await version(person.id);
    const stale = await call("POST", `/user/persons/${person.id}/legalDocuments`, { token: hrToken, body: doc(up), headers: { "If-Match": `"${v0 - 1}"` } });
    expect(stale.status).toBe(409);
    expect((await call("POST", `/user/persons/${person.id}/legalDocuments`, { token: personToken, body: doc(up) })).status).toBe(403);
    expect((await call("POST", "/user/persons/999999991/legalDocuments", { token: hrToken, body: doc(up) })).status).toBe(404);
    expect(await eventCount(sql, "LegalDocumentAdded")).toBe(added);

    const key = `doc-${randomUUID()}`;
    const made = await call("POST", `/user/persons/${person.id}/legalDocuments`, { token: hrToken, body: doc(up, { signed: true }), headers: { "Idempotency-Key": key, "If-Match": `"${v0}"` } });
    expect(made.status, JSON.stringify(made.json)).toBe(201);
    expect(made.json).toMatchObject({ personId: person.id, title: "Permesso B", number: "B-1234", expiresAt: "2030-06-30", signed: true, contentType: "application/pdf", size: PDF.length });
    expect(made.json.documentId).toMatch(/^[0-9a-f]{32}$/);
    expect(typeof made.json.url).toBe("string");
    const again = await call("POST", `/user/persons/${person.id}/legalDocuments`, { token: hrToken, body: doc(up, { signed: true }), headers: { "Idempotency-Key": key } });
    expect(again.status).toBe(200);
    expect(again.json.documentId).toBe(made.json.documentId);
    expect(await eventCount(sql, "LegalDocumentAdded")).toBe(added + 1);
    const up2 = await pdfUpload(hrToken);
    expect((await call("POST", `/user/persons/${person.id}/legalDocuments`, { token: hrToken, body: doc(up) })).json.code).toBe("api.upload_used");

    const list = await call("GET", `/user/persons/${person.id}/legalDocuments`, { token: hrToken });
    expect(list.status).toBe(200);
    expect(list.json.data.map((d: { documentId: string }) => d.documentId)).toEqual([made.json.documentId]);
    expect(list.json.totalPages).toBe(1);
    const own = await call("GET", `/user/persons/${person.id}/legalDocuments`, { token: personToken });
    expect(own.json.data.map((d: { documentId: string }) => d.documentId)).toEqual([made.json.documentId]);
    expect((await call("GET", `/user/persons/${person.id}/legalDocuments`, { token: otherToken })).status).toBe(404);
    const one = await call("GET", `/user/persons/${person.id}/legalDocuments/${made.json.documentId}`, { token: personToken });
    expect(one.json).toMatchObject({ documentId: made.json.documentId, title: "Permesso B" });
    expect((await call("GET", `/user/persons/${person.id}/legalDocuments/${"0".repeat(32)}`, { token: hrToken })).status).toBe(404);

    const removed = await eventCount(sql, "LegalDocumentRemoved");
    expect((await call("DELETE", `/user/persons/${person.id}/legalDocuments/${made.json.documentId}`, { token: personToken, headers: { "If-Match": "*" } })).status).toBe(403);
    expect((await call("DELETE", `/user/persons/${person.id}/legalDocuments/${made.json.documentId}`, { token: hrToken, headers: { "If-Match": `"${v0}"` } })).status).toBe(409);
    expect(await eventCount(sql, "LegalDocumentRemoved")).toBe(removed);
    expect((await call("DELETE", `/user/persons/${person.id}/legalDocuments/${made.json.documentId}`, { token: hrToken, headers: { "If-Match": list.etag as string } })).status).toBe(204);
    expect(await eventCount(sql, "LegalDocumentRemoved")).toBe(removed + 1);
    expect((await call("GET", `/user/persons/${person.id}/legalDocuments`, { token: hrToken })).json.data).toEqual([]);
    // the unused second upload is left to the sweep; it was never attached
    const [unused] = await sql<{ used_by: string | null }[]>`SELECT used_by FROM api_uploads WHERE id = ${up2}`;
    expect(unused.used_by).toBeNull();
  });

  it("one's own photo is changed by upload id (once per Idempotency-Key; a stale If-Match 409; another use's upload 422), HR changes an employee's, an employee nobody else's; removal shows the initials again", async () => {
    const changed = await eventCount(sql, "PersonAvatarChanged");
    const up = (await upload(personToken, png, { purpose: "avatar" })).json.uploadedImageId as string;
    const [row] = await sql<{ key: string }[]>`SELECT key FROM api_uploads WHERE id = ${up}`;
    expect(row.key).toMatch(/^public\/profile-pics\//);
    const journalPhoto = (await upload(personToken, png, { purpose: "journal" })).json.uploadedImageId as string;
    expect((await call("PUT", `/user/persons/${person.id}/avatar`, { token: personToken, body: { avatarImageId: journalPhoto }, headers: { "If-Match": "*" } })).json.code).toBe("api.upload_unknown");
    const before = await call("GET", `/user/persons/${person.id}/avatar`, { token: personToken });
    expect(before.json).toMatchObject({ personId: person.id, url: null });
    expect((await call("PUT", `/user/persons/${person.id}/avatar`, { token: personToken, body: { avatarImageId: up }, headers: { "If-Match": `"${before.json.version - 1}"` } })).status).toBe(409);
    expect((await call("PUT", `/user/persons/${person.id}/avatar`, { token: personToken, body: {}, headers: { "If-Match": "*" } })).status).toBe(400);
    expect((await call("PUT", `/user/persons/${person.id}/avatar`, { token: otherToken, body: { avatarImageId: up }, headers: { "If-Match": "*" } })).status).toBe(403);
    expect(await eventCount(sql, "PersonAvatarChanged")).toBe(changed);

    const key = randomUUID();
    const ok = await call("PUT", `/user/persons/${person.id}/avatar`, { token: personToken, body: { avatarImageId: up }, headers: { "If-Match": before.etag as string, "Idempotency-Key": key } });
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    expect(typeof ok.json.url).toBe("string");
    expect(typeof ok.json.thumbnailUrl).toBe("string");
    expect(ok.json.version).toBe(before.json.version + 1);
    expect((await call("PUT", `/user/persons/${person.id}/avatar`, { token: personToken, body: { avatarImageId: up }, headers: { "If-Match": before.etag as string, "Idempotency-Key": key } })).status).toBe(200);
    expect(await eventCount(sql, "PersonAvatarChanged")).toBe(changed + 1);
    expect((await call("GET", `/user/users/${person.id}`, { token: hrToken })).json.avatarUrl).toEqual(expect.any(String));

    const byHr = (await upload(hrToken, png, { purpose: "avatar" })).json.uploadedImageId as string;
    const hrChange = await call("PUT", `/user/persons/${person.id}/avatar`, { token: hrToken, body: { avatarImageId: byHr }, headers: { "If-Match": "*" } });
    expect(hrChange.status, JSON.stringify(hrChange.json)).toBe(200);
    expect(await eventCount(sql, "PersonAvatarChanged")).toBe(changed + 2);

    expect((await call("DELETE", `/user/persons/${person.id}/avatar`, { token: personToken, headers: { "If-Match": ok.etag as string } })).status).toBe(409);
    expect((await call("DELETE", `/user/persons/${person.id}/avatar`, { token: personToken, headers: { "If-Match": "*" } })).status).toBe(204);
    expect((await call("GET", `/user/persons/${person.id}/avatar`, { token: personToken })).json.url).toBeNull();
    expect((await call("GET", `/user/persons/${person.id}/avatar`, { token: otherToken })).status).toBe(404);
  });

  it("the auditor and the client change no photo of their own (ADR-0006; issue 42): 403, nothing stored", async () => {
    const changed = await eventCount(sql, "PersonAvatarChanged");
    for (const role of ["AUDITOR", "CLIENT"] as const) {
      const who = await newPerson(sql, { role, companyCode: "cantiere", prefix: `apif${role.toLowerCase()}` });
      const token = await tokenFor(sql, who.id);
      const put = await call("PUT", `/user/persons/${who.id}/avatar`, { token, body: { avatarImageId: randomUUID() }, headers: { "If-Match": "*" } });
      expect(put.status, role).toBe(403);
      expect(put.json.code).toBe("errors.forbidden");
      expect((await call("DELETE", `/user/persons/${who.id}/avatar`, { token, headers: { "If-Match": "*" } })).status, role).toBe(403);
    }
    expect(await eventCount(sql, "PersonAvatarChanged")).toBe(changed);
  });

  it("the OpenAPI document lists the new calls", () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the generated document, read by path
    const doc = apiDocument() as any;
    for (const [path, method] of [
      ["/user/users", "get"],
      ["/user/users/{id}", "get"],
      ["/user/persons/{id}/legalDocuments", "get"],
      ["/user/persons/{id}/legalDocuments", "post"],
      ["/user/persons/{id}/legalDocuments/{documentId}", "delete"],
      ["/user/persons/{id}/avatar", "put"],
    ]) expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
  });
});

describe("checklists' writes: templates, preparing, answers with photos and files, the signature, the decision", () => {
  let foreman: CurrentUser;
  let foremanToken: string;
  let crewToken: string;
  let outsiderToken: string;
  let templateId: number;
  const pdfAs = async (token: string, purpose: string) => (await upload(token, PDF, { purpose }, "verbale.pdf")).json.uploadedImageId as string;
  const pngAs = async (token: string, purpose: string) => {
    const r = await upload(token, png, { purpose });
    expect(r.status, JSON.stringify(r.json)).toBe(201);
    return r.json.uploadedImageId as string;
  };
  const template = (over: Record<string, unknown> = {}) => ({
    isTemplate: 1,
    name: `Ponteggi ${randomUUID().slice(0, 6)}`,
    type: "safety",
    mandatory: false,
    questions: [{ title: "Ponteggio", items: [{ label: "Parapetti montati" }, { label: "Ancoraggi verificati" }] }],
    ...over,
  });
  const checklist = (over: Record<string, unknown> = {}) => ({ templateId, constructionSiteId: siteId, title: "Controllo ponteggio", date: "2026-11-27", readyBy: "2026-11-30", ...over });
  const responsesOf = async (id: number, token = adminToken) => {
    const r = await call("GET", `/journal/checklists/responses/${id}`, { token });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    return { ...r, responses: JSON.parse(r.json.response).responses as { questionId: number; items: { itemId: number; answer: string | null; observation: string }[]; photos: unknown[]; attachments: { name: string }[] }[] };
  };

  beforeAll(async () => {
    foreman = await newPerson(sql, { role: "EMPLOYEE", companyCode: "cantiere", prefix: "apiclf" });
    foremanToken = await tokenFor(sql, foreman.id);
    const crew = await newPerson(sql, { role: "EMPLOYEE", companyCode: "cantiere", prefix: "apiclw" });
    crewToken = await tokenFor(sql, crew.id);
    outsiderToken = await tokenFor(sql, (await newPerson(sql, { role: "EMPLOYEE", companyCode: "cantiere", prefix: "apiclo" })).id);
    for (const [p, fn] of [[foreman, "FOREMAN"], [crew, "WORKER"]] as const) {
      const r = await call("POST", "/sites/siteWorkTeams", { token: adminToken, body: { constructionId: siteId, personId: p.id, projectFunction: fn } });
      expect(r.status, JSON.stringify(r.json)).toBe(201);
    }
  });

  it("POST journal/checklists makes a template (isTemplate 1) and a checklist from it, once per Idempotency-Key; the forms' bad input 400/422 stores nothing; only update admin", async () => {
    const created = await eventCount(sql, "ChecklistTemplateCreated");
    const badTemplate = await call("POST", "/journal/checklists", { token: adminToken, body: template({ type: "fun" }) });
    expect(badTemplate.status, JSON.stringify(badTemplate.json)).toBe(400);
    expect(Object.keys(badTemplate.json.errors)).toEqual(["type"]);
    expect((await call("POST", "/journal/checklists", { token: adminToken, body: template({ colour: "red" }) })).status).toBe(400);
    expect((await call("POST", "/journal/checklists", { token: foremanToken, body: template() })).status).toBe(403);
    expect(await eventCount(sql, "ChecklistTemplateCreated")).toBe(created);
    const key = randomUUID();
    const body = template();
    const made = await call("POST", "/journal/checklists", { token: adminToken, body, headers: { "Idempotency-Key": key } });
    expect(made.status, JSON.stringify(made.json)).toBe(201);
    expect(made.json).toMatchObject({ name: body.name, type: "safety", questionCount: 1, itemCount: 2 });
    templateId = made.json.id;
    expect((await call("POST", "/journal/checklists", { token: adminToken, body, headers: { "Idempotency-Key": key } })).json.id).toBe(templateId);
    expect(await eventCount(sql, "ChecklistTemplateCreated")).toBe(created + 1);
    const listed = await call("GET", "/journal/checklists?isTemplate=1&pageNumber=0&pageSize=1000", { token: adminToken });
    expect(listed.json.data.map((t: { id: number }) => t.id)).toContain(templateId);

    const prepared = await eventCount(sql, "ChecklistPrepared");
    const bad = await call("POST", "/journal/checklists", { token: adminToken, body: checklist({ title: "", date: "31.11.2026" }) });
    expect(bad.status, JSON.stringify(bad.json)).toBe(400);
    expect(Object.keys(bad.json.errors).sort()).toEqual(["date", "title"]);
    const noTemplate = await call("POST", "/journal/checklists", { token: adminToken, body: checklist({ templateId: 999999991 }) });
    expect(noTemplate.status).toBe(422);
    expect(noTemplate.json.code).toBe("checklist.errors.template_unknown");
    const noSite = await call("POST", "/journal/checklists", { token: adminToken, body: checklist({ constructionSiteId: 999999991 }) });
    expect(noSite.json.errors).toHaveProperty("constructionSiteId");
    expect(await eventCount(sql, "ChecklistPrepared")).toBe(prepared);
    const ckey = randomUUID();
    const c = await call("POST", "/journal/checklists", { token: adminToken, body: checklist(), headers: { "Idempotency-Key": ckey } });
    expect(c.status, JSON.stringify(c.json)).toBe(201);
    expect(c.json).toMatchObject({ constructionSiteId: siteId, templateId, title: "Controllo ponteggio", status: "PENDING", itemCount: 2, answeredCount: 0 });
    expect((await call("POST", "/journal/checklists", { token: adminToken, body: checklist(), headers: { "Idempotency-Key": ckey } })).status).toBe(200);
    expect(await eventCount(sql, "ChecklistPrepared")).toBe(prepared + 1);
  });

  it("the team answers a question with photos and an attached file by upload id (once per key); bad answers 400; off the team 403; the foreman signs with an uploaded image (stale If-Match 409); the office approves with If-Match", async () => {
    const c = (await call("POST", "/journal/checklists", { token: adminToken, body: checklist() })).json;
    const before = await responsesOf(c.id, foremanToken);
    expect(before.json).toMatchObject({ checklistId: c.id, signId: null, signUrl: null, status: "PENDING" });
    const q = before.responses[0];
    const [first, second] = q.items.map((i) => i.itemId);

    const answered = await eventCount(sql, "ChecklistItemAnswered");
    const bad = await call("PUT", `/journal/checklists/responses/${c.id}`, { token: crewToken, body: { questionId: q.questionId, answers: [{ itemId: first, answer: "maybe" }, { itemId: second, answer: "ok", dueDate: "30.11.2026" }] } });
    expect(bad.status, JSON.stringify(bad.json)).toBe(400);
    expect(Object.keys(bad.json.errors).sort()).toEqual(["answers.0.answer", "answers.1.dueDate"]);
    // someone off the site's team does not see its checklists: the same 404 as an unknown one
    expect((await call("PUT", `/journal/checklists/responses/${c.id}`, { token: outsiderToken, body: { questionId: q.questionId, answers: [{ itemId: first, answer: "ok" }] } })).status).toBe(404);
    const wrongUse = await pngAs(crewToken, "journal");
    const refused = await call("PUT", `/journal/checklists/responses/${c.id}`, { token: crewToken, body: { questionId: q.questionId, answers: [{ itemId: first, answer: "ok" }], photoImageIds: [wrongUse] } });
    expect(refused.status).toBe(422);
    expect(refused.json.code).toBe("api.upload_unknown");
    expect(await eventCount(sql, "ChecklistItemAnswered")).toBe(answered);

    const photo = await pngAs(crewToken, "checklistPhoto");
    const file = await pdfAs(crewToken, "checklistAttachment");
    const key = randomUUID();
    const body = { questionId: q.questionId, answers: [{ itemId: first, answer: "ok" }, { itemId: second, answer: "not_ok", observation: "Manca un ancoraggio", who: "Rossi", dueDate: "2026-11-30", done: false }], photoImageIds: [photo], attachments: [{ fileImageId: file, name: "C:\\verbali\\verbale.pdf" }] };
    const saved = await call("PUT", `/journal/checklists/responses/${c.id}`, { token: crewToken, body, headers: { "Idempotency-Key": key } });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    const after = JSON.parse(saved.json.response).responses[0];
    expect(after.items.map((i: { answer: string }) => i.answer)).toEqual(["ok", "not_ok"]);
    expect(after.items[1]).toMatchObject({ observation: "Manca un ancoraggio", who: "Rossi", dueDate: "2026-11-30" });
    expect(after.photos).toHaveLength(1);
    expect(after.attachments).toEqual([expect.objectContaining({ name: "verbale.pdf" })]);
    expect((await call("PUT", `/journal/checklists/responses/${c.id}`, { token: crewToken, body, headers: { "Idempotency-Key": key } })).status).toBe(200);
    expect(await eventCount(sql, "ChecklistItemAnswered")).toBe(answered + 2);
    expect((await call("PUT", `/journal/checklists/responses/${c.id}`, { token: crewToken, body: { ...body, photoImageIds: [], attachments: [] } })).status).toBe(200);
    // the photo is the checklist's now: another question's save may not take it again
    expect((await call("PUT", `/journal/checklists/responses/${c.id}`, { token: crewToken, body: { questionId: q.questionId, answers: [], photoImageIds: [photo] } })).json.code).toBe("api.upload_used");

    // the signature: the foreman's, at the version read
    const signed = await eventCount(sql, "ChecklistSigned");
    const current = await call("GET", `/journal/checklists/${c.id}`, { token: adminToken });
    expect((await call("POST", `/journal/checklists/${c.id}/signature`, { token: crewToken, body: { method: "typed", signatureName: "Io" } })).json.code).toBe("checklist.errors.not_foreman");
    const noImage = await call("POST", `/journal/checklists/${c.id}/signature`, { token: foremanToken, body: { method: "image" } });
    expect(noImage.status).toBe(400);
    expect(noImage.json.code).toBe("checklist.errors.signature_image_required");
    expect((await call("POST", `/journal/checklists/${c.id}/signature`, { token: foremanToken, body: { method: "scribble" } })).status).toBe(400);
    const image = await pngAs(foremanToken, "checklistSignature");
    expect((await call("POST", `/journal/checklists/${c.id}/signature`, { token: foremanToken, body: { method: "image", signatureImageId: image }, headers: { "If-Match": `"${current.json.version - 1}"` } })).status).toBe(409);
    expect(await eventCount(sql, "ChecklistSigned")).toBe(signed);
    const sign = await call("POST", `/journal/checklists/${c.id}/signature`, { token: foremanToken, body: { method: "image", signatureImageId: image }, headers: { "If-Match": current.etag as string } });
    expect(sign.status, JSON.stringify(sign.json)).toBe(200);
    expect(sign.json).toMatchObject({ signId: foreman.id, signUrl: expect.any(String), signature: { method: "image" } });
    expect(await eventCount(sql, "ChecklistSigned")).toBe(signed + 1);

    // the decision: pending in the requests list, then approved by the office
    const pending = await call("GET", "/journal/checklists/requests", { token: adminToken });
    expect(pending.status).toBe(200);
    expect(pending.json.data.every((r: { status: string }) => r.status === "PENDING")).toBe(true);
    expect((await call("GET", `/journal/checklists/requests?status=ALL&pageNumber=0`, { token: adminToken })).json.totalPages).toBeGreaterThanOrEqual(1);
    const toDecide = await call("GET", `/journal/checklists/${c.id}`, { token: adminToken });
    expect((await call("PUT", `/journal/checklists/requests/${c.id}`, { token: foremanToken, body: { status: "APPROVED" }, headers: { "If-Match": "*" } })).status).toBe(403);
    expect((await call("PUT", `/journal/checklists/requests/${c.id}`, { token: adminToken, body: { status: "DONE" }, headers: { "If-Match": "*" } })).status).toBe(400);
    expect((await call("PUT", `/journal/checklists/requests/${c.id}`, { token: adminToken, body: { status: "APPROVED" }, headers: { "If-Match": `"${toDecide.json.version - 1}"` } })).status).toBe(409);
    const [admin] = await sql<{ id: string }[]>`SELECT id FROM person_list WHERE username = 'admin'`;
    const approved = await call("PUT", `/journal/checklists/requests/${c.id}`, { token: adminToken, body: { status: "APPROVED", whoApprovedId: Number(admin.id) }, headers: { "If-Match": toDecide.etag as string } });
    expect(approved.status, JSON.stringify(approved.json)).toBe(200);
    expect(approved.json).toMatchObject({ status: "APPROVED", whoApprovedId: Number(admin.id), approvedAt: expect.any(String) });
    const twice = await call("PUT", `/journal/checklists/requests/${c.id}`, { token: adminToken, body: { status: "REJECTED", reason: "No" }, headers: { "If-Match": "*" } });
    expect(twice.status).toBe(422);
    expect(twice.json.code).toBe("checklist.errors.already_decided");
  });

  it("PUT journal/checklists/{id} revises a checklist and a template (If-Match; the form's bad input 400); DELETE removes them", async () => {
    const c = (await call("POST", "/journal/checklists", { token: adminToken, body: checklist() })).json;
    const { responses } = await responsesOf(c.id);
    const questions = responses.map((q) => ({ questionId: q.questionId, title: "Ponteggio (rivisto)", items: q.items.map((i) => ({ itemId: i.itemId, label: "Voce" })) }));
    const revised = await eventCount(sql, "ChecklistRevised");
    expect((await call("PUT", `/journal/checklists/${c.id}`, { token: adminToken, body: { title: "X", date: "01.12.2026", questions }, headers: { "If-Match": "*" } })).status).toBe(400);
    expect((await call("PUT", `/journal/checklists/${c.id}`, { token: adminToken, body: { title: "Nuovo titolo", date: "2026-11-28", readyBy: "2026-12-01", questions }, headers: { "If-Match": `"${c.version - 1}"` } })).status).toBe(409);
    expect((await call("PUT", `/journal/checklists/${c.id}`, { token: foremanToken, body: { title: "Nuovo titolo", questions }, headers: { "If-Match": "*" } })).status).toBe(403);
    expect(await eventCount(sql, "ChecklistRevised")).toBe(revised);
    const ok = await call("PUT", `/journal/checklists/${c.id}`, { token: adminToken, body: { title: "Nuovo titolo", date: "2026-11-28", readyBy: "2026-12-01", questions: [...questions, { title: "Recinzione", items: [{ label: "Chiusa" }] }] }, headers: { "If-Match": `"${c.version}"` } });
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    expect(ok.json).toMatchObject({ title: "Nuovo titolo", date: "2026-11-28", readyBy: "2026-12-01", itemCount: 3, version: c.version + 1 });
    expect(await eventCount(sql, "ChecklistRevised")).toBe(revised + 1);

    const tpl = (await call("POST", "/journal/checklists", { token: adminToken, body: template() })).json;
    const changedTemplate = await call("PUT", `/journal/checklists/${tpl.id}`, { token: adminToken, body: template({ name: "Ponteggi (2)", mandatory: true, notifyEach: "weekly" }), headers: { "If-Match": `"${tpl.version}"` } });
    expect(changedTemplate.status, JSON.stringify(changedTemplate.json)).toBe(200);
    expect(changedTemplate.json).toMatchObject({ id: tpl.id, name: "Ponteggi (2)", mandatory: true, notifyEach: "weekly" });
    expect((await call("PUT", `/journal/checklists/${tpl.id}`, { token: adminToken, body: template(), headers: { "If-Match": `"${tpl.version}"` } })).status).toBe(409);

    expect((await call("DELETE", `/journal/checklists/${c.id}`, { token: adminToken, headers: { "If-Match": `"${c.version}"` } })).status).toBe(409);
    expect((await call("DELETE", `/journal/checklists/${c.id}`, { token: adminToken, headers: { "If-Match": ok.etag as string } })).status).toBe(204);
    expect((await call("GET", `/journal/checklists/${c.id}`, { token: adminToken })).status).toBe(404);
    expect((await call("DELETE", `/journal/checklists/${tpl.id}?isTemplate=1`, { token: adminToken, headers: { "If-Match": "*" } })).status).toBe(204);
    expect((await call("GET", "/journal/checklists?isTemplate=1&pageSize=1000", { token: adminToken })).json.data.map((t: { id: number }) => t.id)).not.toContain(tpl.id);
  });

  it("the OpenAPI document lists the checklists' writes", () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the generated document, read by path
    const doc = apiDocument() as any;
    for (const [path, method] of [
      ["/journal/checklists", "post"],
      ["/journal/checklists/{id}", "put"],
      ["/journal/checklists/{id}", "delete"],
      ["/journal/checklists/responses/{id}", "get"],
      ["/journal/checklists/responses/{id}", "put"],
      ["/journal/checklists/{id}/signature", "post"],
      ["/journal/checklists/requests", "get"],
      ["/journal/checklists/requests/{id}", "put"],
    ]) expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
  });
});
