// @starts-on-the-demo-data: its databases are copies of the run's seeded template (own-database.ts)
// The JSON API's writes beyond leaves (issue 19, ADR-0077/0081): the site edit, a site's team, HR's
// stamp corrections — each over the operation its page runs, with the right role and 401/403
// without, the form's bad inputs as 400/422 storing nothing, If-Match and Idempotency-Key.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { provideSql } from "../../app/db.server";
import type { CurrentUser } from "../../app/auth/user.server";
import { addStamp } from "../../app/areas/stamping/add-stamp.server";
import { writeJournalEntry } from "../../app/areas/journal/write-journal-entry.server";
import { fileStore } from "../../app/storage/index.server";
import { apiCall, eventCount, tokenFor, type Call } from "./api-client";
import { dbReady, useDb } from "./helpers";
import { metaOf, newPerson } from "./people";

const get = useDb(4);
let sql: ReturnType<typeof get>["sql"];
let adminToken: string;
let hr: CurrentUser;
let hrToken: string;
let siteId: number;
let editedSiteId: number;

const call = (method: string, path: string, c: Call = {}) => apiCall(sql, method, path, c);

async function employee() {
  const person = await newPerson(sql, { role: "EMPLOYEE", companyCode: "cantiere", prefix: "apiw" });
  return { person, token: await tokenFor(sql, person.id) };
}

beforeAll(async () => {
  sql = (await dbReady(get)).sql;
  // why: this file is the composition root here, as app/entry.server.tsx is for the app — the answers'
  // signed links (photos, avatars) are keyed by the application secret kept in this database
  provideSql(async () => sql);
  const [admin] = await sql<{ id: string }[]>`SELECT id FROM person_list WHERE username = 'admin'`;
  adminToken = await tokenFor(sql, Number(admin.id));
  hr = await newPerson(sql, { role: "HR", companyCode: "cantiere", prefix: "apiwhr" });
  hrToken = await tokenFor(sql, hr.id);
  const [site] = await sql<{ id: string }[]>`SELECT min(id) AS id FROM site_list WHERE company_code = 'cantiere'`;
  siteId = Number(site.id);
  // the site whose fields the PUT changes: one no other test file reads field by field (they share the database and run at once)
  const [edited] = await sql<{ id: string }[]>`SELECT max(id) AS id FROM site_list WHERE company_code = 'edemar'`;
  editedSiteId = Number(edited.id);
});

describe("PUT sites/sites/{id}", () => {
  it("the administrator changes a site's fields (those left out keep their values); without If-Match 428, the form's bad input 400, both storing nothing; a stale If-Match is 409", async () => {
    const before = await call("GET", `/sites/sites/${editedSiteId}`, { token: adminToken });
    expect(before.status).toBe(200);
    const changes = await eventCount(sql, "SiteDetailsChanged");
    // a valid change without If-Match: 428, nothing stored (issue 42)
    const unconditional = await call("PUT", `/sites/sites/${editedSiteId}`, { token: adminToken, body: { city: "Bellinzona" } });
    expect(unconditional.status).toBe(428);
    expect(unconditional.type).toBe("application/problem+json");
    expect(unconditional.json.code).toBe("api.if_match_required");
    expect(await eventCount(sql, "SiteDetailsChanged")).toBe(changes);
    const bad = await call("PUT", `/sites/sites/${editedSiteId}`, { token: adminToken, body: { title: "", latitude: 123 }, headers: { "If-Match": before.etag! } });
    expect(bad.status, JSON.stringify(bad.json)).toBe(400);
    expect(Object.keys(bad.json.errors).sort()).toEqual(["latitude", "title"]);
    expect(await eventCount(sql, "SiteDetailsChanged")).toBe(changes);
    const stale = await call("PUT", `/sites/sites/${editedSiteId}`, { token: adminToken, body: { city: "Bellinzona" }, headers: { "If-Match": `"${before.json.version - 1}"` } });
    expect(stale.status).toBe(409);
    expect(stale.json.code).toBe("errors.conflict");
    const key = randomUUID();
    const ok = await call("PUT", `/sites/sites/${editedSiteId}`, { token: adminToken, body: { city: "Bellinzona", offer: 12345.5 }, headers: { "If-Match": before.etag!, "Idempotency-Key": key } });
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    expect(ok.json).toMatchObject({ city: "Bellinzona", offer: 12345.5, title: before.json.title, address: before.json.address });
    expect(ok.json.version).toBeGreaterThan(before.json.version);
    const again = await call("PUT", `/sites/sites/${editedSiteId}`, { token: adminToken, body: { city: "Bellinzona", offer: 12345.5 }, headers: { "If-Match": before.etag!, "Idempotency-Key": key } });
    expect(again.status).toBe(200);
    expect(again.json.version).toBe(ok.json.version);
    expect(await eventCount(sql, "SiteDetailsChanged")).toBe(changes + 1);
  });

  it("an unknown field is 400; HR and employees (no update sites) get 403; no token 401", async () => {
    expect((await call("PUT", `/sites/sites/${editedSiteId}`, { token: adminToken, body: { cty: "x" }, headers: { "If-Match": "*" } })).status).toBe(400);
    expect((await call("PUT", `/sites/sites/${editedSiteId}`, { token: hrToken, body: { city: "x" }, headers: { "If-Match": "*" } })).status).toBe(403);
    const { token } = await employee();
    expect((await call("PUT", `/sites/sites/${editedSiteId}`, { token, body: { city: "x" }, headers: { "If-Match": "*" } })).status).toBe(403);
    expect((await call("PUT", `/sites/sites/${editedSiteId}`, { body: { city: "x" }, headers: { "If-Match": "*" } })).status).toBe(401);
  });
});

describe("POST / DELETE sites/siteWorkTeams", () => {
  it("HR puts a person on a site's team and takes them off; twice is the page's refusal; a bad function is 400", async () => {
    const { person, token } = await employee();
    const bad = await call("POST", "/sites/siteWorkTeams", { token: hrToken, body: { constructionId: siteId, personId: person.id, projectFunction: "KING" } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.errors)).toEqual(["projectFunction"]);
    const body = { constructionId: siteId, personId: person.id, projectFunction: "WORKER", priorityContact: 1 };
    const added = await call("POST", "/sites/siteWorkTeams", { token: hrToken, body });
    expect(added.status, JSON.stringify(added.json)).toBe(201);
    expect(added.json.id).toBe(`${siteId}-${person.id}`);
    const twice = await call("POST", "/sites/siteWorkTeams", { token: hrToken, body });
    expect(twice.status).toBe(422);
    expect(twice.json.code).toBe("sites.team.already_member");
    const team = await call("GET", `/sites/siteWorkTeams?constructionId=${siteId}`, { token: hrToken });
    expect(team.json.data.find((m: { personId: number }) => m.personId === person.id)).toMatchObject({ id: `${siteId}-${person.id}`, projectFunction: "WORKER" });
    expect((await call("DELETE", `/sites/siteWorkTeams/${siteId}-${person.id}`, { token })).status).toBe(403);
    expect((await call("DELETE", `/sites/siteWorkTeams/${siteId}-${person.id}`, { token: hrToken })).status).toBe(204);
    const after = await call("GET", `/sites/siteWorkTeams?constructionId=${siteId}`, { token: hrToken });
    expect(after.json.data.map((m: { personId: number }) => m.personId)).not.toContain(person.id);
    expect((await call("DELETE", `/sites/siteWorkTeams/nonsense`, { token: hrToken })).status).toBe(404);
  });
});

describe("POST user/stampingsLogs for someone (HR)", () => {
  it("HR records a stamp for an employee at the time sent, with the reason; a time off the quarter hour or no reason is 400; an employee gets 403 for another person", async () => {
    const { person, token } = await employee();
    const other = await employee();
    const before = await eventCount(sql, "StampRecorded");
    const offQuarter = await call("POST", "/user/stampingsLogs", { token: hrToken, body: { personId: person.id, type: "ENTRATA", timestamp: "2026-11-03 09:07", description: "Dimenticato" } });
    expect(offQuarter.status, JSON.stringify(offQuarter.json)).toBe(400);
    expect(Object.keys(offQuarter.json.errors)).toEqual(["stampedAt"]);
    const noReason = await call("POST", "/user/stampingsLogs", { token: hrToken, body: { personId: person.id, type: "ENTRATA", timestamp: "2026-11-03 09:00" } });
    expect(noReason.status).toBe(400);
    expect(Object.keys(noReason.json.errors)).toEqual(["reason"]);
    const forbidden = await call("POST", "/user/stampingsLogs", { token, body: { personId: other.person.id, type: "ENTRATA", timestamp: "2026-11-03 09:00", description: "x" } });
    expect(forbidden.status).toBe(403);
    expect(await eventCount(sql, "StampRecorded")).toBe(before);
    const made = await call("POST", "/user/stampingsLogs", { token: hrToken, body: { personId: person.id, type: "ENTRATA", timestamp: "2026-11-03T08:15:00.000Z", description: "Dimenticato" } });
    expect(made.status, JSON.stringify(made.json)).toBe(201);
    // 08:15 UTC is 09:15 in Zurich in November; the stamp is the employee's, not HR's, at that time
    expect(made.json).toMatchObject({ personId: person.id, type: "ENTRATA", timestamp: "2026-11-03T08:15:00.000Z", description: "Dimenticato" });
    const list = await call("GET", `/user/stampingsLogs?personId=${person.id}&startDate=2026-11-01&endDate=2026-11-30`, { token: hrToken });
    expect(list.json.data.map((s: { id: number }) => s.id)).toContain(made.json.id);
    // the employee's own clock-in is still a clock-in now, their personId or none
    const own = await call("POST", "/user/stampingsLogs", { token, body: { personId: person.id, type: "ENTRATA" } });
    expect(own.status, JSON.stringify(own.json)).toBe(201);
    expect(own.json.personId).toBe(person.id);
  });
});

describe("PUT / DELETE user/stampingsLogs/{id}", () => {
  it("HR corrects an employee's stamp with the full log and deletes one with a reason; the employee gets 403; a missing reason is 400", async () => {
    const { person, token } = await employee();
    const made = await addStamp(sql, hr, { personId: person.id, kind: "ENTRATA", stampedAt: "2026-11-02 07:00:00", reason: "Dimenticato" }, metaOf(hr.id));
    const id = made.id;
    const noReason = await call("PUT", `/user/stampingsLogs/${id}`, { token: hrToken, body: { id, type: "ENTRATA", timestamp: "2026-11-02 07:15" }, headers: { "If-Match": "*" } });
    expect(noReason.status).toBe(400);
    expect(Object.keys(noReason.json.errors)).toEqual(["reason"]);
    expect((await call("PUT", `/user/stampingsLogs/${id}`, { token, body: { id, type: "ENTRATA", timestamp: "2026-11-02 07:15", description: "x" }, headers: { "If-Match": "*" } })).status).toBe(403);
    const ok = await call("PUT", `/user/stampingsLogs/${id}`, { token: hrToken, body: { id, type: "USCITA", timestamp: "2026-11-02T06:15:00.000Z", description: "Orario corretto" }, headers: { "If-Match": '"1"' } });
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    expect(ok.json).toMatchObject({ id, type: "USCITA", timestamp: "2026-11-02T06:15:00.000Z", version: 2 });
    const stale = await call("DELETE", `/user/stampingsLogs/${id}?reason=Doppio`, { token: hrToken, headers: { "If-Match": '"1"' } });
    expect(stale.status).toBe(409);
    expect((await call("DELETE", `/user/stampingsLogs/${id}`, { token: hrToken, headers: { "If-Match": "*" } })).status).toBe(400);
    expect((await call("DELETE", `/user/stampingsLogs/${id}?reason=Doppio`, { token: hrToken, headers: { "If-Match": '"2"' } })).status).toBe(204);
    const list = await call("GET", `/user/stampingsLogs?personId=${person.id}&startDate=2026-11-01&endDate=2026-11-30`, { token: hrToken });
    expect(list.json.data.find((s: { id: number }) => s.id === id)?.status ?? "gone").not.toBe("ACTIVE");
  });
});

describe("user/workingHours", () => {
  it("HR creates a rule for named people, reads it in the list, changes it (If-Match) and removes it; the form's checks are 400; an employee gets 403", async () => {
    const { person, token } = await employee();
    const rule = { companyCode: "cantiere", winterStart: "07:30", winterEnd: "16:30", summerStart: "07:00", summerEnd: "17:00", allUsers: false, userIds: [person.id] };
    expect((await call("GET", "/user/workingHours", { token })).status).toBe(403);
    expect((await call("PUT", "/user/workingHours", { token, body: rule })).status).toBe(403);
    const created = await eventCount(sql, "WorkingHoursRuleCreated");
    const bad = await call("PUT", "/user/workingHours", { token: hrToken, body: { ...rule, winterEnd: "06:00" } });
    expect(bad.status, JSON.stringify(bad.json)).toBe(400);
    expect(Object.keys(bad.json.errors)).toContain("winterEnd");
    expect(await eventCount(sql, "WorkingHoursRuleCreated")).toBe(created);
    const made = await call("PUT", "/user/workingHours/", { token: hrToken, body: rule });
    expect(made.status, JSON.stringify(made.json)).toBe(201);
    expect(made.json).toMatchObject({ companyCode: "cantiere", winterStart: "07:30", allUsers: false, userIds: [person.id], version: 1 });
    const list = await call("GET", "/user/workingHours?orderBy=id&orderDirection=desc&pageSize=1", { token: hrToken });
    expect(list.status).toBe(200);
    expect(list.json.data[0].id).toBe(made.json.id);
    expect(list.json.totalPages).toBeGreaterThanOrEqual(1);
    const stale = await call("PUT", `/user/workingHours/${made.json.id}`, { token: hrToken, body: { ...rule, summerEnd: "17:30" }, headers: { "If-Match": '"0"' } });
    expect(stale.status).toBe(409);
    const changed = await call("PUT", `/user/workingHours/${made.json.id}`, { token: hrToken, body: { ...rule, summerEnd: "17:30" }, headers: { "If-Match": made.etag! } });
    expect(changed.status, JSON.stringify(changed.json)).toBe(200);
    expect(changed.json).toMatchObject({ summerEnd: "17:30", version: 2 });
    expect((await call("GET", `/user/workingHours/${made.json.id}`, { token: hrToken })).json.summerEnd).toBe("17:30");
    expect((await call("DELETE", `/user/workingHours/${made.json.id}`, { token: hrToken, headers: { "If-Match": '"2"' } })).status).toBe(204);
    expect((await call("GET", `/user/workingHours/${made.json.id}`, { token: hrToken })).status).toBe(404);
  });
});

describe("sites/dailyHours", () => {
  it("HR records a person's hours on a site once (a repeated Idempotency-Key stores one entry); the month list and the calendar show them; off the quarter hour is 400", async () => {
    const { person, token } = await employee();
    const body = { personId: person.id, constructionSiteId: siteId, startAt: "2026-11-03 07:00", endAt: "2026-11-03 11:30", description: "Getto soletta" };
    const refused = await call("POST", "/sites/dailyHours", { token, body });
    expect(refused.status, JSON.stringify(refused.json)).toBe(403);
    const bad = await call("POST", "/sites/dailyHours", { token: hrToken, body: { ...body, startAt: "2026-11-03 07:07" } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.errors)).toEqual(["startAt"]);
    const before = await eventCount(sql, "DailyHoursRecorded");
    const key = `daily-${randomUUID()}`;
    const made = await call("POST", "/sites/dailyHours", { token: hrToken, body, headers: { "Idempotency-Key": key } });
    expect(made.status, JSON.stringify(made.json)).toBe(201);
    expect(made.json).toMatchObject({ personId: person.id, constructionSiteId: siteId, minutes: 270, description: "Getto soletta" });
    const again = await call("POST", "/sites/dailyHours", { token: hrToken, body, headers: { "Idempotency-Key": key } });
    expect(again.status).toBe(201);
    expect(again.json.id).toBe(made.json.id);
    expect(await eventCount(sql, "DailyHoursRecorded")).toBe(before + 1);
    const list = await call("GET", `/sites/dailyHours?personId=${person.id}&month=2026-11`, { token: hrToken });
    expect(list.json).toMatchObject({ totalPages: 1, data: [{ id: made.json.id }] });
    const cal = await call("GET", `/sites/dailyHours/calendar?id=${person.id}&startDate=2026-10-26&endDate=2026-12-06`, { token: hrToken });
    expect(cal.status, JSON.stringify(cal.json)).toBe(200);
    expect(cal.json).toEqual([expect.objectContaining({ date: "2026-11-03", minutes: 270 })]);
  });
});

describe("journal posts and comments", () => {
  it("a post's comments are listed and removed by their id; someone else's comment or post is refused; the post is removed by its author's side (update sites)", async () => {
    const [admin] = await sql<{ id: string }[]>`SELECT id FROM person_list WHERE username = 'admin'`;
    const post = await writeJournalEntry(sql, fileStore(), { siteId, date: null, title: "Via API", description: "", files: [], rights: { onTeam: false, foreman: false, mayUpdateSites: true } }, metaOf(Number(admin.id)));
    const commented = await call("POST", "/journal/journals/comments", { token: adminToken, body: { journalId: post.id, comment: "Da togliere" } });
    expect(commented.status, JSON.stringify(commented.json)).toBe(201);
    const list = await call("GET", `/journal/journals/comments?journalId=${post.id}`, { token: adminToken });
    expect(list.status).toBe(200);
    expect(list.json.data).toEqual([expect.objectContaining({ journalId: post.id, comment: "Da togliere", authorId: Number(admin.id) })]);
    const id = list.json.data[0].id;
    const { token } = await employee();
    expect((await call("DELETE", `/journal/journals/comments/${id}`, { token })).status).toBe(403);
    expect((await call("DELETE", `/journal/journals/${post.id}`, { token, headers: { "If-Match": "*" } })).status).toBe(403);
    expect((await call("DELETE", `/journal/journals/comments/${id}`, { token: adminToken })).status).toBe(204);
    expect((await call("GET", `/journal/journals/comments?journalId=${post.id}`, { token: adminToken })).json.data).toEqual([]);
    expect((await call("DELETE", `/journal/journals/${post.id}`, { token: adminToken, headers: { "If-Match": '"0"' } })).status).toBe(409);
    expect((await call("DELETE", `/journal/journals/${post.id}`, { token: adminToken, headers: { "If-Match": "*" } })).status).toBe(204);
    expect((await call("GET", `/journal/journals/${post.id}`, { token: adminToken })).status).toBe(404);
  });
});

describe("GET journal/hrPersonCalendar", () => {
  it("HR reads an employee's calendar (their stamps included); the employee gets 403; someone outside HR's companies is 404", async () => {
    const { person, token } = await employee();
    await addStamp(sql, hr, { personId: person.id, kind: "ENTRATA", stampedAt: "2026-11-04 07:00:00", reason: "Dimenticato" }, metaOf(hr.id));
    const r = await call("GET", `/journal/hrPersonCalendar?id=${person.id}&startDate=2026-10-26&endDate=2026-12-06`, { token: hrToken });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    expect(r.json.stampingLogs.length).toBeGreaterThan(0);
    expect(r.json.colors).toBeTypeOf("object");
    expect((await call("GET", `/journal/hrPersonCalendar?id=${person.id}&startDate=2026-10-26&endDate=2026-12-06`, { token })).status).toBe(403);
    const outsider = await newPerson(sql, { role: "EMPLOYEE", companyCode: "metalsky", prefix: "apiwm" });
    expect((await call("GET", `/journal/hrPersonCalendar?id=${outsider.id}&startDate=2026-10-26&endDate=2026-12-06`, { token: hrToken })).status).toBe(404);
  });
});

describe("user/adminTools", () => {
  it("the inventory keeper registers, changes and retires a tool in a category of their own; the form's checks are 400; a used category is not deleted; an employee gets 403", async () => {
    const { token } = await employee();
    expect((await call("GET", "/user/adminTools", { token })).status).toBe(403);
    expect((await call("POST", "/user/adminTools/categories", { token, body: { categoryName: "x" } })).status).toBe(403);
    expect((await call("POST", "/user/adminTools/categories", { token: adminToken, body: { categoryName: "  " } })).status).toBe(400);
    const cat = await call("POST", "/user/adminTools/categories", { token: adminToken, body: { categoryName: `Ponteggi ${randomUUID().slice(0, 6)}` } });
    expect(cat.status, JSON.stringify(cat.json)).toBe(201);
    const renamed = await call("PUT", `/user/adminTools/categories/${cat.json.id}`, { token: adminToken, body: { categoryName: `Ponteggi e scale ${randomUUID().slice(0, 6)}` } });
    expect(renamed.json.categoryName).toMatch(/^Ponteggi e scale/);
    const cats = await call("GET", "/user/adminTools/categories", { token: adminToken });
    expect(cats.json.data.map((c: { id: number }) => c.id)).toContain(cat.json.id);
    const tool = { name: "Scala 3 m", categoryId: cat.json.id, quantity: 4, unit: "PIECES", unitCost: 129.9, warrantyDate: "2028-03-31" };
    const bad = await call("POST", "/user/adminTools", { token: adminToken, body: tool });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.errors)).toEqual(["currency"]);
    const made = await call("POST", "/user/adminTools", { token: adminToken, body: { ...tool, currency: "CHF" } });
    expect(made.status, JSON.stringify(made.json)).toBe(201);
    expect(made.json).toMatchObject({ name: "Scala 3 m", quantity: 4, unitCost: 129.9, currency: "CHF", warrantyDate: "2028-03-31", availableQty: 4 });
    const list = await call("GET", `/user/adminTools?categoryId=${cat.json.id}`, { token: adminToken });
    expect(list.json).toMatchObject({ totalPages: 1, data: [{ id: made.json.id }] });
    const quantities = await call("GET", "/user/adminTools/quantities", { token: adminToken });
    expect(quantities.json.data.find((q: { id: number }) => q.id === made.json.id)).toMatchObject({ quantity: 4, availableQty: 4 });
    expect((await call("PUT", `/user/adminTools/${made.json.id}`, { token: adminToken, body: { ...tool, currency: "CHF", name: "Scala" }, headers: { "If-Match": '"0"' } })).status).toBe(409);
    const changed = await call("PUT", `/user/adminTools/${made.json.id}`, { token: adminToken, body: { ...tool, currency: "CHF", name: "Scala 3.5 m" }, headers: { "If-Match": made.etag! } });
    expect(changed.status, JSON.stringify(changed.json)).toBe(200);
    expect(changed.json.name).toBe("Scala 3.5 m");
    const used = await call("DELETE", `/user/adminTools/categories/${cat.json.id}`, { token: adminToken });
    expect(used.status).toBe(422);
    expect((await call("DELETE", `/user/adminTools/${made.json.id}`, { token: adminToken })).status).toBe(428);
    expect((await call("DELETE", `/user/adminTools/${made.json.id}`, { token: adminToken, headers: { "If-Match": "*" } })).status).toBe(204);
    expect((await call("GET", `/user/adminTools/${made.json.id}`, { token: adminToken })).status).toBe(404);
    expect((await call("DELETE", `/user/adminTools/categories/${cat.json.id}`, { token: adminToken })).status).toBe(204);
  });
});

describe("journal/checklists", () => {
  it("the administrator lists checklists (20 a page) and the templates (isTemplate=1), and reads one; an employee gets 403", async () => {
    const { token } = await employee();
    expect((await call("GET", "/journal/checklists", { token })).status).toBe(403);
    const list = await call("GET", "/journal/checklists?pageNumber=0", { token: adminToken });
    expect(list.status, JSON.stringify(list.json)).toBe(200);
    expect(list.json).toEqual({ data: expect.any(Array), totalPages: expect.any(Number) });
    const templates = await call("GET", "/journal/checklists?isTemplate=1&pageNumber=0&pageSize=1000", { token: adminToken });
    expect(templates.status).toBe(200);
    expect(Array.isArray(templates.json.data)).toBe(true);
    const [row] = await sql<{ id: string }[]>`SELECT min(id) AS id FROM checklist_list`;
    if (row?.id) {
      const one = await call("GET", `/journal/checklists/${row.id}`, { token: adminToken });
      expect(one.status).toBe(200);
      expect(one.json.id).toBe(Number(row.id));
      expect(one.etag).toBe(`"${one.json.version}"`);
    }
    expect((await call("GET", "/journal/checklists/999999999", { token: adminToken })).status).toBe(404);
  });
});
