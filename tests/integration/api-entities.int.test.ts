// @starts-on-the-demo-data: its databases are copies of the run's seeded template (own-database.ts)
// Issue 34, item 4: the JSON API's answers carry the spec's entity fields (part 1 §3): an expense's
// receipt id and link, site title and company; a journal entry's isEditable, image URLs, userUrl
// and likePeopleList; a comment's languageId and updatedAt; a file listing's Prefix and root type;
// the avatarUrl of sites and team rows. Each answer also parses with the call's own response
// schema (the OpenAPI document's), so the schema and the answers stay in step.
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { apiRoutes } from "../../app/api/handle-api.server";
import { provideSql } from "../../app/db.server";
import { apiCall, tokenFor, type Call } from "./api-client";
import { dbReady, useOwnDb } from "./helpers";
import { newPerson } from "./people";

const get = useOwnDb(4);
let sql: ReturnType<typeof get>["sql"];
let adminToken: string;
let siteId: number;
let png: Buffer;

const call = (method: string, path: string, c: Call = {}) => apiCall(sql, method, path, c);

/** The answer parses with the call's declared response schema (what the OpenAPI document publishes). */
function inStep(method: string, path: string, json: unknown) {
  const e = apiRoutes().find((r) => r.method === method && r.path === path);
  if (!e) throw new Error(`no call ${method} ${path}`);
  const parsed = e.response.safeParse(json);
  expect(parsed.success, `${method} ${path}: ${parsed.success ? "" : JSON.stringify(parsed.error.issues.slice(0, 3))}`).toBe(true);
}

const upload = (token: string, purpose?: string) => {
  const form = new FormData();
  form.set("image", new Blob([Buffer.from(png)], { type: "image/png" }), "foto.png");
  if (purpose) form.set("purpose", purpose);
  return call("POST", "/utility/uploadImage", { token, body: form });
};

beforeAll(async () => {
  sql = (await dbReady(get)).sql;
  // why: this file is the composition root here, as app/entry.server.tsx is for the app — the file
  // store's signed links are keyed by the application secret kept in this database
  provideSql(async () => sql);
  const [admin] = await sql<{ id: string }[]>`SELECT id FROM person_list WHERE username = 'admin'`;
  adminToken = await tokenFor(sql, Number(admin.id));
  const [site] = await sql<{ id: string }[]>`SELECT min(id) AS id FROM site_list WHERE company_code = 'cantiere'`;
  siteId = Number(site.id);
  png = await sharp({ create: { width: 48, height: 32, channels: 3, background: "#30c060" } }).png().toBuffer();
});

describe("an expense", () => {
  it("carries its receipt's id and signed link, its site's title and its company", async () => {
    const person = await newPerson(sql, { role: "EMPLOYEE", companyCode: "cantiere", prefix: "apient" });
    const token = await tokenFor(sql, person.id);
    const up = (await upload(token)).json.uploadedImageId as string;
    const body = { reason: "Pranzo", place: "Lugano", amount: 12.5, currency: "CHF", quantity: 1, unit: "PIECES", constructionSiteId: siteId, date: "2026-11-20", isEquipment: 0, receiptImageId: up };
    const made = await call("POST", "/sites/expenses", { token, body });
    expect(made.status, JSON.stringify(made.json)).toBe(201);
    const [site] = await sql<{ title: string }[]>`SELECT title FROM site_list WHERE id = ${siteId}`;
    const [upRow] = await sql<{ key: string }[]>`SELECT key FROM api_uploads WHERE id = ${up}`;

    const one = await call("GET", `/sites/expenses/${made.json.id}`, { token });
    expect(one.json).toMatchObject({ constructionSiteId: siteId, constructionSiteTitle: site.title, companyName: "Cantiere" });
    expect(upRow.key).toContain(one.json.receiptImageId);
    expect(one.json.recieptImage).toMatch(/^\/storage\/download\?|^https?:\/\//);
    inStep("GET", "/sites/expenses/{id}", one.json);

    const list = await call("GET", "/sites/userExpenses", { token });
    expect(list.json.data[0]).toMatchObject({ id: made.json.id, constructionSiteTitle: site.title, receiptImageId: one.json.receiptImageId });
    inStep("GET", "/sites/userExpenses", list.json);
  });
});

describe("a journal entry and its comments", () => {
  it("carries isEditable for the caller, its photos' links, the author's photo and who likes it; a comment its languageId and updatedAt", async () => {
    const writer = await newPerson(sql, { role: "EMPLOYEE", companyCode: "cantiere", prefix: "apienw" });
    const fan = await newPerson(sql, { role: "EMPLOYEE", companyCode: "cantiere", prefix: "apienf" });
    for (const p of [writer, fan]) {
      const r = await call("POST", "/sites/siteWorkTeams", { token: adminToken, body: { constructionId: siteId, personId: p.id, projectFunction: "WORKER" } });
      expect(r.status, JSON.stringify(r.json)).toBe(201);
    }
    const writerToken = await tokenFor(sql, writer.id);
    const fanToken = await tokenFor(sql, fan.id);
    const photo = (await upload(writerToken, "journal")).json.uploadedImageId as string;
    const written = await call("POST", "/journal/journals", { token: writerToken, body: { siteId, title: "Getto", description: "Solaio", media: [photo] } });
    expect(written.status, JSON.stringify(written.json)).toBe(201);
    const id = written.json.id as number;
    expect((await call("POST", "/journal/journals/likes", { token: fanToken, body: { journalId: id } })).status).toBe(201);
    expect((await call("POST", "/journal/journals/comments", { token: fanToken, body: { journalId: id, comment: "Bravi" } })).status).toBe(201);

    const mine = await call("GET", `/journal/journals/${id}`, { token: writerToken });
    expect(mine.json.isEditable).toBe(1);
    expect(mine.json.journalImageList).toHaveLength(1);
    expect(mine.json.journalImageList[0]).toMatchObject({ fentryId: mine.json.media[0], journalId: id });
    expect(typeof mine.json.journalImageList[0].journalUrl).toBe("string");
    expect(mine.json.userUrl).toBeNull();
    expect(mine.json.likePeopleList).toEqual([{ personId: fan.id, firstName: fan.firstName, lastName: fan.lastName, avatarUrl: null }]);
    inStep("GET", "/journal/journals/{id}", mine.json);

    const theirs = await call("GET", `/journal/journals/${id}`, { token: fanToken });
    expect(theirs.json.isEditable).toBe(0);
    const feed = await call("GET", `/journal/journals?siteId=${siteId}`, { token: fanToken });
    expect(feed.json.data.find((e: { id: number }) => e.id === id)).toMatchObject({ isEditable: 0, likeCount: 1 });
    inStep("GET", "/journal/journals", feed.json);

    const comments = await call("GET", `/journal/journals/comments?journalId=${id}`, { token: writerToken });
    expect(comments.json.data[0]).toMatchObject({ comment: "Bravi", languageId: null });
    expect(comments.json.data[0].updatedAt).toBe(comments.json.data[0].createdAt);
    inStep("GET", "/journal/journals/comments", comments.json);
  });
});

describe("a site, its team and its files", () => {
  it("sites and team rows carry avatarUrl; a file listing its items' Prefix and the listed folder as root", async () => {
    const list = await call("GET", "/sites/sites", { token: adminToken });
    expect(list.json.data.length).toBeGreaterThan(0);
    for (const s of list.json.data) expect(s).toHaveProperty("avatarUrl");
    inStep("GET", "/sites/sites", list.json);
    const one = await call("GET", `/sites/sites/${siteId}`, { token: adminToken });
    expect(one.json).toHaveProperty("avatarUrl");
    inStep("GET", "/sites/sites/{id}", one.json);

    const team = await call("GET", `/sites/siteWorkTeams?constructionId=${siteId}`, { token: adminToken });
    expect(team.json.data.length).toBeGreaterThan(0);
    for (const m of team.json.data) expect(m).toHaveProperty("avatarUrl");
    inStep("GET", "/sites/siteWorkTeams", team.json);

    const files = await call("GET", `/sites/sites/${siteId}/files`, { token: adminToken });
    expect(files.status, JSON.stringify(files.json)).toBe(200);
    expect(files.json.root).toMatchObject({ type: "root", Key: "", Prefix: "" });
    for (const f of files.json.data) expect(f.Prefix).toBe("");
    inStep("GET", "/sites/sites/{id}/files", files.json);
  });
});

describe("a checklist", () => {
  it("is prepared for several sites (assignedConstructionSiteIds) and answers every one in assignedConstructionSites, its own first", async () => {
    const sites = await sql<{ id: string; title: string }[]>`SELECT id, title FROM site_list WHERE company_code = 'cantiere' ORDER BY id LIMIT 2`;
    const [template] = await sql<{ id: string }[]>`SELECT id FROM checklist_template_list WHERE NOT removed ORDER BY id LIMIT 1`;
    const made = await call("POST", "/journal/checklists", {
      token: adminToken,
      body: { isTemplate: 0, templateId: Number(template.id), constructionSiteId: Number(sites[1].id), assignedConstructionSiteIds: [Number(sites[0].id)], title: "Più cantieri", date: "2026-11-20", readyBy: "2026-11-27" },
    });
    expect(made.status, JSON.stringify(made.json)).toBe(201);
    expect(made.json.constructionSiteId).toBe(Number(sites[1].id));
    expect(made.json.assignedConstructionSites).toEqual([
      { constructionSiteId: Number(sites[1].id), constructionSiteTitle: sites[1].title, constructionSiteCompanyName: "Cantiere" },
      { constructionSiteId: Number(sites[0].id), constructionSiteTitle: sites[0].title, constructionSiteCompanyName: "Cantiere" },
    ]);
    inStep("POST", "/journal/checklists", made.json);
  });
});
