// The JSON API's writes beyond leaves (issue 19, ADR-0077/0081): the site edit, a site's team, HR's
// stamp corrections — each over the operation its page runs, with the right role and 401/403
// without, the form's bad inputs as 400/422 storing nothing, If-Match and Idempotency-Key.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { CurrentUser } from "../../app/auth/user.server";
import { addStamp } from "../../app/operations/add-stamp.server";
import { seedDemoData } from "../../app/seed/seed.server";
import { apiCall, eventCount, tokenFor, type Call } from "./api-client";
import { dbReady, useDb } from "./helpers";
import { metaOf, newPerson } from "./people";

const get = useDb(4);
let sql: ReturnType<typeof get>["sql"];
let adminToken: string;
let hr: CurrentUser;
let hrToken: string;
let siteId: number;

const call = (method: string, path: string, c: Call = {}) => apiCall(sql, method, path, c);

async function employee() {
  const person = await newPerson(sql, { role: "EMPLOYEE", companyCode: "cantiere", prefix: "apiw" });
  return { person, token: await tokenFor(sql, person.id) };
}

beforeAll(async () => {
  sql = (await dbReady(get)).sql;
  await seedDemoData(sql);
  const [admin] = await sql<{ id: string }[]>`SELECT id FROM person_list WHERE username = 'admin'`;
  adminToken = await tokenFor(sql, Number(admin.id));
  hr = await newPerson(sql, { role: "HR", companyCode: "cantiere", prefix: "apiwhr" });
  hrToken = await tokenFor(sql, hr.id);
  const [site] = await sql<{ id: string }[]>`SELECT min(id) AS id FROM site_list WHERE company_code = 'cantiere'`;
  siteId = Number(site.id);
});

describe("PUT sites/sites/{id}", () => {
  it("the administrator changes a site's fields (those left out keep their values); the form's bad input is 400 and stores nothing; a stale If-Match is 409", async () => {
    const before = await call("GET", `/sites/sites/${siteId}`, { token: adminToken });
    expect(before.status).toBe(200);
    const changes = await eventCount(sql, "SiteDetailsChanged");
    const bad = await call("PUT", `/sites/sites/${siteId}`, { token: adminToken, body: { title: "", latitude: 123 } });
    expect(bad.status, JSON.stringify(bad.json)).toBe(400);
    expect(Object.keys(bad.json.errors).sort()).toEqual(["latitude", "title"]);
    expect(await eventCount(sql, "SiteDetailsChanged")).toBe(changes);
    const stale = await call("PUT", `/sites/sites/${siteId}`, { token: adminToken, body: { city: "Bellinzona" }, headers: { "If-Match": `"${before.json.version - 1}"` } });
    expect(stale.status).toBe(409);
    expect(stale.json.code).toBe("errors.conflict");
    const key = randomUUID();
    const ok = await call("PUT", `/sites/sites/${siteId}`, { token: adminToken, body: { city: "Bellinzona", offer: 12345.5 }, headers: { "If-Match": before.etag!, "Idempotency-Key": key } });
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    expect(ok.json).toMatchObject({ city: "Bellinzona", offer: 12345.5, title: before.json.title, address: before.json.address });
    expect(ok.json.version).toBeGreaterThan(before.json.version);
    const again = await call("PUT", `/sites/sites/${siteId}`, { token: adminToken, body: { city: "Bellinzona", offer: 12345.5 }, headers: { "Idempotency-Key": key } });
    expect(again.status).toBe(200);
    expect(again.json.version).toBe(ok.json.version);
    expect(await eventCount(sql, "SiteDetailsChanged")).toBe(changes + 1);
  });

  it("an unknown field is 400; HR and employees (no update sites) get 403; no token 401", async () => {
    expect((await call("PUT", `/sites/sites/${siteId}`, { token: adminToken, body: { cty: "x" } })).status).toBe(400);
    expect((await call("PUT", `/sites/sites/${siteId}`, { token: hrToken, body: { city: "x" } })).status).toBe(403);
    const { token } = await employee();
    expect((await call("PUT", `/sites/sites/${siteId}`, { token, body: { city: "x" } })).status).toBe(403);
    expect((await call("PUT", `/sites/sites/${siteId}`, { body: { city: "x" } })).status).toBe(401);
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

describe("PUT / DELETE user/stampingsLogs/{id}", () => {
  it("HR corrects an employee's stamp with the full log and deletes one with a reason; the employee gets 403; a missing reason is 400", async () => {
    const { person, token } = await employee();
    const made = await addStamp(sql, hr, { personId: person.id, kind: "ENTRATA", stampedAt: "2026-11-02 07:00:00", reason: "Dimenticato" }, metaOf(hr.id));
    const id = made.id;
    const noReason = await call("PUT", `/user/stampingsLogs/${id}`, { token: hrToken, body: { id, type: "ENTRATA", timestamp: "2026-11-02 07:15" } });
    expect(noReason.status).toBe(400);
    expect(Object.keys(noReason.json.errors)).toEqual(["reason"]);
    expect((await call("PUT", `/user/stampingsLogs/${id}`, { token, body: { id, type: "ENTRATA", timestamp: "2026-11-02 07:15", description: "x" } })).status).toBe(403);
    const ok = await call("PUT", `/user/stampingsLogs/${id}`, { token: hrToken, body: { id, type: "USCITA", timestamp: "2026-11-02T06:15:00.000Z", description: "Orario corretto" }, headers: { "If-Match": '"1"' } });
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    expect(ok.json).toMatchObject({ id, type: "USCITA", timestamp: "2026-11-02T06:15:00.000Z", version: 2 });
    const stale = await call("DELETE", `/user/stampingsLogs/${id}?reason=Doppio`, { token: hrToken, headers: { "If-Match": '"1"' } });
    expect(stale.status).toBe(409);
    expect((await call("DELETE", `/user/stampingsLogs/${id}`, { token: hrToken })).status).toBe(400);
    expect((await call("DELETE", `/user/stampingsLogs/${id}?reason=Doppio`, { token: hrToken, headers: { "If-Match": '"2"' } })).status).toBe(204);
    const list = await call("GET", `/user/stampingsLogs?personId=${person.id}&startDate=2026-11-01&endDate=2026-11-30`, { token: hrToken });
    expect(list.json.data.find((s: { id: number }) => s.id === id)?.status ?? "gone").not.toBe("ACTIVE");
  });
});
