// @starts-on-the-demo-data: its databases are copies of the run's seeded template (own-database.ts)
// The JSON API against a real PostgreSQL (issue 19, ADR-0077): the handler the /api route calls,
// with tokens made as the profile page makes them. The spec's leave calls with the right role and
// without; lists as { data, totalPages } with paging and sorting; one code path with the pages (a
// leave made through the API is on the person's own list; one approved by HR's operation reads
// APPROVED); invalid input stores nothing; a repeated Idempotency-Key stores one event; a stale
// If-Match is a 409; the token's id is in the events' metadata; the per-token rate limit; the
// OpenAPI document validates and lists every call.
import { randomUUID } from "node:crypto";
import { Validator } from "@seriousme/openapi-schema-validator";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { provideSql } from "../../app/db.server";
import { handleApi, apiRoutes } from "../../app/api/handle-api.server";
import { apiDocument } from "../../app/api/openapi.server";
import { createApiToken, revokeApiToken } from "../../app/api/tokens.server";
import type { CurrentUser } from "../../app/auth/user.server";
import { listLeavesOfPerson } from "../../app/events/queries/leaves.server";
import { decideLeave } from "../../app/areas/leave/leave-decisions.server";
import { dbReady, useDb } from "./helpers";
import { newPerson } from "./people";

const get = useDb(4);
let sql: ReturnType<typeof get>["sql"];
let hr: CurrentUser;
let hrToken: string;

async function tokenFor(personId: number, opts: { days?: 7 | 30; now?: Date } = {}) {
  return (await createApiToken(sql, personId, { name: "test", days: opts.days ?? 30, now: opts.now ?? new Date() })).secret;
}

interface Call {
  token?: string | null;
  body?: unknown;
  headers?: Record<string, string>;
}

async function call(method: string, path: string, c: Call = {}) {
  const headers = new Headers(c.headers);
  if (c.token) headers.set("Authorization", `Bearer ${c.token}`);
  if (c.body !== undefined && !headers.has("Content-Type")) headers.set("Content-Type", "application/json");
  headers.set("Accept-Language", "en");
  const request = new Request(`http://localhost/api${path}`, { method, headers, body: c.body === undefined ? undefined : typeof c.body === "string" ? c.body : JSON.stringify(c.body) });
  const res = await handleApi(request, sql, path.split("?")[0]);
  const text = await res.text();
  return { status: res.status, type: res.headers.get("content-type"), etag: res.headers.get("etag"), headers: res.headers, json: text ? JSON.parse(text) : null };
}

/** A new employee of Cantiere with a token of their own. */
async function employee() {
  const person = await newPerson(sql, { role: "EMPLOYEE", companyCode: "cantiere", prefix: "api" });
  return { person, token: await tokenFor(person.id) };
}

const allDay = (startDate: string, endDate: string) => ({ type: 1, shape: "allDay", startDate, endDate, description: "Ferie via API" });
const leaveEvents = async (leaveId: number) =>
  sql<{ event_type: string; metadata: { actorId: number; actorTokenId?: string; commandId: string } }[]>`
    SELECT event_type, metadata FROM events WHERE stream_id = ${`leave-${leaveId}`} ORDER BY version`;

beforeAll(async () => {
  sql = (await dbReady(get)).sql;
  // why: this file is the composition root here, as app/entry.server.tsx is for the app — the answers'
  // signed links (receipts, photos, avatars) are keyed by the application secret kept in this database
  provideSql(async () => sql);
  hr = await newPerson(sql, { role: "HR", companyCode: "cantiere", prefix: "apihr" });
  hrToken = await tokenFor(hr.id);
});

afterEach(() => {
  delete process.env.API_RATE_LIMIT;
});

describe("authentication", () => {
  it("given no token, a malformed one, an unknown one, a revoked one or an expired one, then 401 problem details with the key", async () => {
    const { person } = await employee();
    const revoked = await createApiToken(sql, person.id, { name: "r", days: 30, now: new Date() });
    await revokeApiToken(sql, person.id, revoked.token.id, new Date());
    const expired = await tokenFor(person.id, { days: 7, now: new Date(Date.now() - 8 * 24 * 3600_000) });
    for (const token of [null, "not-a-token", `cnt_${"A".repeat(43)}`, revoked.secret, expired]) {
      const r = await call("GET", "/sites/personLeaveRequests", { token });
      expect(r.status).toBe(401);
      expect(r.type).toBe("application/problem+json");
      expect(r.headers.get("www-authenticate")).toMatch(/^Bearer/);
      expect(r.json.code).toBe(token === null ? "api.token_required" : "api.token_invalid");
      expect(r.json.detail).not.toBe(r.json.code);
    }
  });

  it("given a cookie and no token, then 401: the API never reads the session", async () => {
    const r = await call("GET", "/sites/personLeaveRequests", { headers: { Cookie: "__session=anything" } });
    expect(r.status).toBe(401);
  });

  it("given an employee's token, when calling HR's list or deciding a request, then 403", async () => {
    const { token } = await employee();
    expect((await call("GET", "/sites/hrLeaveRequests", { token })).status).toBe(403);
    const put = await call("PUT", "/sites/personLeaveRequests/1", { token, body: { status: "APPROVED" } });
    expect(put.status).toBe(403);
    expect(put.json.code).toBe("errors.forbidden");
  });

  it("given an unknown path or method, then 404 and 405 problem details", async () => {
    const r404 = await call("GET", "/nothing/here", { token: hrToken });
    expect(r404.status).toBe(404);
    const r405 = await call("PATCH", "/sites/leaves", { token: hrToken });
    expect(r405.status).toBe(405);
    expect(r405.headers.get("allow")).toBe("POST");
  });
});

describe("leaves", () => {
  it("given an employee, when they POST a leave, then 201, it is on their own list (the page's query) and its event names the token", async () => {
    const { person, token } = await employee();
    const r = await call("POST", "/sites/leaves", { token, body: allDay("2026-12-14", "2026-12-15") });
    expect(r.status, JSON.stringify(r.json)).toBe(201);
    expect(r.json).toMatchObject({ personId: person.id, type: 1, status: "PENDING", startDate: "2026-12-14", endDate: "2026-12-15", description: "Ferie via API", version: 1 });
    expect(r.etag).toBe('"1"');
    const page = await listLeavesOfPerson(sql, { personId: person.id, year: 2026, sort: "startDate", dir: "desc" }, { limit: 20, offset: 0 });
    expect(page.rows.map((l) => l.id)).toEqual([r.json.id]);
    const [event] = await leaveEvents(r.json.id);
    expect(event.event_type).toBe("LeaveRequested");
    expect(event.metadata.actorId).toBe(person.id);
    const [row] = await sql<{ id: string }[]>`SELECT id FROM api_tokens WHERE person_id = ${person.id}`;
    expect(event.metadata.actorTokenId).toBe(row.id);
  });

  it("given the same Idempotency-Key twice, then one event and the same leave", async () => {
    const { person, token } = await employee();
    const key = randomUUID();
    const first = await call("POST", "/sites/leaves", { token, body: allDay("2026-12-21", "2026-12-21"), headers: { "Idempotency-Key": key } });
    const second = await call("POST", "/sites/leaves", { token, body: allDay("2026-12-21", "2026-12-21"), headers: { "Idempotency-Key": key } });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.json.id).toBe(first.json.id);
    expect(await leaveEvents(first.json.id)).toHaveLength(1);
    const [{ n }] = await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM leave_list WHERE person_id = ${person.id}`;
    expect(n).toBe(1);
    // a key that is not a UUID names a command too (derived per person)
    const a = await call("POST", "/sites/leaves", { token, body: allDay("2026-12-28", "2026-12-28"), headers: { "Idempotency-Key": "payroll-run-42" } });
    const b = await call("POST", "/sites/leaves", { token, body: allDay("2026-12-28", "2026-12-28"), headers: { "Idempotency-Key": "payroll-run-42" } });
    expect(b.json.id).toBe(a.json.id);
  });

  it("given the form's bad inputs, then 400 (or 422 for a rule) problem details with the forms' keys, and nothing stored", async () => {
    const { person, token } = await employee();
    const bad = [
      { body: { shape: "allDay", startDate: "2026-12-14" }, field: "type" },
      { body: { type: 1, shape: "range", startAt: "2026-12-15T08:00", endAt: "2026-12-14T08:00" }, field: null },
      { body: { type: 1, shape: "allDay", startDate: "not a date", endDate: "2026-12-14" }, field: "startDate" },
      { body: "{not json", field: null },
    ];
    for (const b of bad) {
      const r = await call("POST", "/sites/leaves", { token, body: b.body });
      expect([400, 422], JSON.stringify(r.json)).toContain(r.status);
      expect(r.type).toBe("application/problem+json");
      if (b.field) expect(Object.keys(r.json.errors)).toContain(b.field);
    }
    const noLeave = await call("POST", "/sites/leaves", { token, body: allDay("2026-12-14", "2026-12-14"), headers: { "Content-Type": "text/plain" } });
    expect(noLeave.status).toBe(415);
    const [{ n }] = await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM leave_list WHERE person_id = ${person.id}`;
    expect(n).toBe(0);
  });

  it("given a leave, when HR approves it with the page's operation, then the employee reads APPROVED through the API", async () => {
    const { person, token } = await employee();
    const made = await call("POST", "/sites/leaves", { token, body: allDay("2027-01-11", "2027-01-12") });
    await decideLeave(sql, hr, "approve", { leaveId: made.json.id, personId: person.id, expectedVersion: 1 }, { actorId: hr.id, now: new Date().toISOString(), commandId: randomUUID() });
    const read = await call("GET", `/sites/leaves/${made.json.id}`, { token });
    expect(read.status).toBe(200);
    expect(read.json).toMatchObject({ status: "APPROVED", whoApprovedId: hr.id, version: 2 });
    expect(read.etag).toBe('"2"');
  });

  it("given HR's token, when deciding through the API with a stale If-Match, then 409 and nothing stored; with the current one, REJECTED", async () => {
    const { person, token } = await employee();
    const made = await call("POST", "/sites/leaves", { token, body: allDay("2027-02-01", "2027-02-01") });
    // the same change without If-Match: 428, nothing stored (issue 42)
    const unconditional = await call("PUT", `/sites/leaves/${made.json.id}`, { token, body: allDay("2027-02-02", "2027-02-02") });
    expect(unconditional.status).toBe(428);
    expect(unconditional.json.code).toBe("api.if_match_required");
    expect(await leaveEvents(made.json.id)).toHaveLength(1);
    const undecided = await call("PUT", `/sites/personLeaveRequests/${made.json.id}`, { token: hrToken, body: { status: "REJECTED", whoApprovedId: hr.id } });
    expect(undecided.status).toBe(428);
    expect(await leaveEvents(made.json.id)).toHaveLength(1);
    const edited = await call("PUT", `/sites/leaves/${made.json.id}`, { token, body: allDay("2027-02-02", "2027-02-02"), headers: { "If-Match": '"1"' } });
    expect(edited.status, JSON.stringify(edited.json)).toBe(200);
    expect(edited.json).toMatchObject({ startDate: "2027-02-02", version: 2 });
    const stale = await call("PUT", `/sites/personLeaveRequests/${made.json.id}`, { token: hrToken, body: { status: "REJECTED" }, headers: { "If-Match": '"1"' } });
    expect(stale.status).toBe(409);
    expect(stale.json.code).toBe("errors.conflict");
    expect(await leaveEvents(made.json.id)).toHaveLength(2);
    const ok = await call("PUT", `/sites/personLeaveRequests/${made.json.id}`, { token: hrToken, body: { status: "REJECTED", whoApprovedId: hr.id }, headers: { "If-Match": '"2"' } });
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ status: "REJECTED", personId: person.id, version: 3 });
    // a decided request may not be edited: the form's rule, as a 422 with its key
    const late = await call("PUT", `/sites/leaves/${made.json.id}`, { token, body: allDay("2027-02-03", "2027-02-03"), headers: { "If-Match": '"3"' } });
    expect(late.status).toBe(422);
  });

  it("given another person's leave, then an employee gets 404 and HR sees it", async () => {
    const a = await employee();
    const b = await employee();
    const made = await call("POST", "/sites/leaves", { token: a.token, body: allDay("2027-03-01", "2027-03-01") });
    expect((await call("GET", `/sites/leaves/${made.json.id}`, { token: b.token })).status).toBe(404);
    expect((await call("GET", `/sites/leaves/${made.json.id}`, { token: hrToken })).status).toBe(200);
    expect((await call("POST", "/sites/leaves", { token: b.token, body: { ...allDay("2027-03-02", "2027-03-02"), personId: a.person.id } })).status).toBe(404);
  });

  it("lists answer { data, totalPages } with zero-based pages and the asked order", async () => {
    const { person, token } = await employee();
    for (const d of ["2027-04-05", "2027-04-07", "2027-04-09"]) {
      expect((await call("POST", "/sites/leaves", { token, body: allDay(d, d) })).status).toBe(201);
    }
    const first = await call("GET", `/sites/personLeaveRequests?year=2027&pageNumber=0&pageSize=2&orderBy=startDate&orderDirection=asc`, { token });
    expect(first.status).toBe(200);
    expect(first.json.totalPages).toBe(2);
    expect(first.json.data.map((l: { startDate: string }) => l.startDate)).toEqual(["2027-04-05", "2027-04-07"]);
    const second = await call("GET", `/sites/personLeaveRequests?year=2027&pageNumber=1&pageSize=2&orderBy=startDate&orderDirection=asc`, { token });
    expect(second.json.data.map((l: { startDate: string }) => l.startDate)).toEqual(["2027-04-09"]);
    const hrPage = await call("GET", `/sites/hrLeaveRequests?personId=${person.id}&pageSize=2&orderBy=startDate&orderDirection=desc&status=PENDING`, { token: hrToken });
    expect(hrPage.status).toBe(200);
    expect(hrPage.json.totalPages).toBe(2);
    expect(hrPage.json.data.map((l: { startDate: string }) => l.startDate)).toEqual(["2027-04-09", "2027-04-07"]);
    const badSort = await call("GET", `/sites/personLeaveRequests?orderBy=password`, { token });
    expect(badSort.status).toBe(400);
    expect(Object.keys(badSort.json.errors)).toContain("query.orderBy");
  });
});

describe("rate limit", () => {
  it("given a token over its calls per minute, then 429 with Retry-After", async () => {
    process.env.API_RATE_LIMIT = "3";
    const { token } = await employee();
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await call("GET", "/sites/personLeaveRequests", { token }));
    // why: the four calls may straddle a minute's edge; then the window restarts and all pass
    const limited = answers.filter((a) => a.status === 429);
    if (limited.length > 0) {
      expect(limited[0].json.code).toBe("api.rate_limited");
      expect(Number(limited[0].headers.get("retry-after"))).toBeGreaterThan(0);
    } else {
      expect(answers.every((a) => a.status === 200)).toBe(true);
    }
  });
});

describe("OpenAPI", () => {
  it("the document validates as OpenAPI 3.1 and lists every call", async () => {
    const doc = apiDocument() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    const result = await new Validator().validate(doc as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(doc.openapi).toBe("3.1.0");
    for (const e of apiRoutes()) expect(doc.paths[e.path]?.[e.method.toLowerCase()], `${e.method} ${e.path}`).toBeDefined();
  });
});

describe("the other areas", () => {
  it("sites: the list as the site lists read it, filter=forTitle, one site, and the star; a client without the star's right gets 403", async () => {
    const { person, token } = await employee();
    const list = await call("GET", "/sites/sites?pageNumber=0&pageSize=2&orderBy=title&orderDirection=asc", { token });
    expect(list.status).toBe(200);
    expect(list.json.data).toHaveLength(2);
    expect(list.json.totalPages).toBeGreaterThanOrEqual(1);
    const titles = list.json.data.map((s: { title: string }) => s.title);
    expect([...titles].sort((a: string, b: string) => a.localeCompare(b))).toEqual(titles);
    const lookup = await call("GET", "/sites/sites?filter=forTitle&pageSize=5", { token });
    expect(Object.keys(lookup.json.data[0]).sort()).toEqual(["constructionSiteId", "quickcomId", "title"]);
    const siteId = lookup.json.data[0].constructionSiteId;
    const one = await call("GET", `/sites/sites/${siteId}`, { token });
    expect(one.status).toBe(200);
    expect(one.json).toMatchObject({ id: siteId, constructionSiteId: siteId });
    expect(one.etag).toBe(`"${one.json.version}"`);
    const star = await call("POST", "/sites/sites/fav", { token, body: { constructionSiteId: siteId, personId: person.id } });
    expect(star.status).toBe(201);
    const favs = await call("GET", "/sites/sites/fav", { token });
    expect(favs.json.data.map((s: { id: number }) => s.id)).toContain(siteId);
    expect((await call("DELETE", `/sites/sites/fav/${siteId}`, { token })).status).toBe(204);
    expect((await call("GET", "/sites/sites/fav", { token })).json.data).toEqual([]);
    const [client] = await sql<{ id: string }[]>`SELECT id FROM person_list WHERE username = 'client'`;
    const clientToken = await tokenFor(Number(client.id));
    expect((await call("POST", "/sites/sites/fav", { token: clientToken, body: { constructionSiteId: siteId } })).status).toBe(403);
  });

  it("people: HR's list and its forName lookup; an employee gets 403 on the list and reads only themself", async () => {
    const { person, token } = await employee();
    const lookup = await call("GET", `/user/persons?filter=forName&search=${encodeURIComponent(person.lastName)}`, { token: hrToken });
    expect(lookup.status).toBe(200);
    expect(lookup.json.data).toContainEqual({ id: person.id, firstName: person.firstName, lastName: person.lastName, companyName: expect.any(String) });
    expect((await call("GET", "/user/persons", { token })).status).toBe(403);
    expect((await call("GET", `/user/persons/${person.id}`, { token })).json.id).toBe(person.id);
    expect((await call("GET", `/user/persons/${hr.id}`, { token })).status).toBe(404);
  });

  it("the spec's unpaged pickers: sites/sites/all, sites/sites/title and user/persons/all hold what the paged lists hold, in one answer", async () => {
    const { token } = await employee();
    const paged = await call("GET", "/sites/sites?pageSize=1000&orderBy=id&orderDirection=asc", { token });
    const all = await call("GET", "/sites/sites/all?orderBy=id&orderDirection=asc", { token });
    expect(all.status).toBe(200);
    expect(all.json.data.map((x: { id: number }) => x.id)).toEqual(paged.json.data.map((x: { id: number }) => x.id));
    expect(all.json.totalPages).toBe(paged.json.totalPages);
    const titles = await call("GET", "/sites/sites/title?orderBy=title&orderDirection=asc", { token });
    expect(titles.status).toBe(200);
    expect(titles.json.data).toHaveLength(all.json.data.length);
    expect(Object.keys(titles.json.data[0]).sort()).toEqual(["constructionSiteId", "quickcomId", "title"]);
    const people = await call("GET", "/user/persons/all?filter=forName", { token: hrToken });
    const pagedPeople = await call("GET", "/user/persons?filter=forName&pageSize=1000", { token: hrToken });
    expect(people.status).toBe(200);
    expect(people.json.data).toEqual(pagedPeople.json.data);
    // the list's rights: an employee may not list people, nor may anyone without a token
    expect((await call("GET", "/user/persons/all", { token })).status).toBe(403);
    expect((await call("GET", "/sites/sites/all")).status).toBe(401);
    expect((await call("GET", "/sites/sites/title?orderBy=password", { token })).status).toBe(400);
  });

  it("festivities: HR reads the year's list, paged", async () => {
    const r = await call("GET", "/journal/festivities?year=2026&pageSize=3&orderBy=startDate&orderDirection=asc", { token: hrToken });
    expect(r.status).toBe(200);
    expect(r.json.data.length).toBeLessThanOrEqual(3);
    const dates = r.json.data.map((f: { startDate: string }) => f.startDate);
    expect([...dates].sort()).toEqual(dates);
  });

  it("expenses: one's own list, HR's approvals list; an employee may not decide (403)", async () => {
    const { token } = await employee();
    const own = await call("GET", "/sites/userExpenses", { token });
    expect(own.status).toBe(200);
    expect(own.json).toEqual({ data: [], totalPages: 0 });
    const hrList = await call("GET", "/sites/hrExpenses?status=ALL&pageSize=5", { token: hrToken });
    expect(hrList.status).toBe(200);
    expect(Array.isArray(hrList.json.data)).toBe(true);
    expect((await call("PUT", "/sites/userExpenses/1", { token, body: { status: "APPROVED" } })).status).toBe(403);
    expect((await call("GET", "/sites/hrExpenses", { token })).status).toBe(403);
  });

  it("stamping: clocking in through the API is on the person's stamp records; a second clock-in is the form's 422", async () => {
    const { person, token } = await employee();
    const inn = await call("POST", "/user/stampingsLogs", { token, body: { type: "ENTRATA", place: { latitude: 46.0, longitude: 8.95 } } });
    expect(inn.status, JSON.stringify(inn.json)).toBe(201);
    expect(inn.json).toMatchObject({ personId: person.id, type: "ENTRATA" });
    const again = await call("POST", "/user/stampingsLogs", { token, body: { type: "ENTRATA" } });
    expect(again.status).toBe(422);
    const bad = await call("POST", "/user/stampingsLogs", { token, body: { type: "SIDEWAYS" } });
    expect(bad.status).toBe(400);
    expect(bad.json.errors.kind).toBeDefined();
    const logs = await call("GET", "/user/stampingsLogs", { token });
    expect(logs.json.data.map((s: { id: number }) => s.id)).toEqual([inn.json.id]);
  });
});

describe("calendar, journal and site files", () => {
  it("calendar: one's own window as { stampingLogs, events, colors }; HR reads an employee's; an employee not HR's; a window too long is 400", async () => {
    const { person, token } = await employee();
    await call("POST", "/sites/leaves", { token, body: allDay("2027-05-10", "2027-05-10") }).then(async (r) => {
      await decideLeave(sql, hr, "approve", { leaveId: r.json.id, personId: person.id, expectedVersion: 1 }, { actorId: hr.id, now: new Date().toISOString(), commandId: randomUUID() });
    });
    const own = await call("GET", "/journal/calendar?startDate=2027-04-24&endDate=2027-06-07", { token });
    expect(own.status, JSON.stringify(own.json)).toBe(200);
    expect(own.json.colors).toMatchObject({ events: 10, stampingLogs: 11, festivity: 12 });
    expect(own.json.events.some((e: { eventType: string; startDate: string }) => e.eventType === "personRequests" && e.startDate === "2027-05-10")).toBe(true);
    const byHr = await call("GET", `/journal/calendar?id=${person.id}&startDate=2027-05-01&endDate=2027-05-31`, { token: hrToken });
    expect(byHr.status).toBe(200);
    expect((await call("GET", `/journal/calendar?id=${hr.id}&startDate=2027-05-01&endDate=2027-05-31`, { token })).status).toBe(404);
    expect((await call("GET", "/journal/calendar?startDate=2027-01-01&endDate=2027-12-31", { token })).status).toBe(400);
    expect((await call("GET", "/journal/calendar?startDate=01.05.2027&endDate=2027-05-31", { token })).status).toBe(400);
  });

  it("journal: a site's posts, one post, a like stored once and taken back, a comment; an empty comment is the form's 400", async () => {
    const [admin] = await sql<{ id: string }[]>`SELECT id FROM person_list WHERE username = 'admin'`;
    const token = await tokenFor(Number(admin.id));
    // a post the administrator has not liked: the like taken back leaves the demo data as seeded
    const [post] = await sql<{ id: string; site_id: string }[]>`
      SELECT j.id, j.site_id FROM journal_entry_list j
      WHERE NOT j.removed AND NOT EXISTS (SELECT 1 FROM journal_like l WHERE l.journal_id = j.id AND l.person_id = ${admin.id} AND l.liked)
      ORDER BY j.id LIMIT 1`;
    expect(post, "the demo data has journal posts").toBeDefined();
    const feed = await call("GET", `/journal/journals?siteId=${post.site_id}&pageSize=2`, { token });
    expect(feed.status).toBe(200);
    expect(feed.json.data.length).toBeGreaterThan(0);
    expect(feed.json.totalPages).toBeGreaterThanOrEqual(1);
    const one = await call("GET", `/journal/journals/${post.id}`, { token });
    expect(one.json.id).toBe(Number(post.id));
    const key = randomUUID();
    const liked = await call("POST", "/journal/journals/likes", { token, body: { journalId: Number(post.id) }, headers: { "Idempotency-Key": key } });
    expect(liked.status, JSON.stringify(liked.json)).toBe(201);
    const likes = liked.json.likeCount;
    const again = await call("POST", "/journal/journals/likes", { token, body: { journalId: Number(post.id) } });
    expect(again.json.likeCount).toBe(likes);
    expect((await call("DELETE", `/journal/journals/likes/${post.id}/${admin.id}`, { token })).status).toBe(204);
    const commented = await call("POST", "/journal/journals/comments", { token, body: { journalId: Number(post.id), comment: "Via API" } });
    expect(commented.status).toBe(201);
    expect(commented.json.commentCount).toBe(one.json.commentCount + 1);
    const empty = await call("POST", "/journal/journals/comments", { token, body: { journalId: Number(post.id), comment: "  " } });
    expect(empty.status).toBe(400);
    expect(empty.json.errors.comment[0]).not.toBe("journal.errors.comment_empty");
  });

  it("site files: a folder's listing in the spec's item shape; a path the caller may not browse is 404; an employee without the files right 403", async () => {
    const [admin] = await sql<{ id: string }[]>`SELECT id FROM person_list WHERE username = 'admin'`;
    const token = await tokenFor(Number(admin.id));
    const [site] = await sql<{ id: string }[]>`SELECT min(id) AS id FROM site_list WHERE company_code = 'cantiere'`;
    const r = await call("GET", `/sites/sites/${site.id}/files`, { token });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    expect(r.json.data).toContainEqual(expect.objectContaining({ Key: "SHARED/", type: "folder" }));
    expect((await call("GET", `/sites/sites/${site.id}/files?prefix=../other/`, { token })).status).toBe(404);
    const { token: emp } = await employee();
    expect((await call("GET", `/sites/sites/${site.id}/files`, { token: emp })).status).toBe(403);
  });
});

describe("balance and festivities' writes", () => {
  it("leaveRequestReview: a pending holiday counts as pending hours", async () => {
    const { token } = await employee();
    await call("POST", "/sites/leaves", { token, body: allDay("2027-08-02", "2027-08-03") });
    const r = await call("GET", "/sites/leaveRequestReview?year=2027", { token });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    expect(r.json.pending).toBeGreaterThan(0);
    expect(r.json.remainingHolidaysAt).toBe("2027-12-31");
  });

  it("festivities: HR adds (the form's checks: an end before the start is 400), changes and removes one; an employee gets 403", async () => {
    const bad = await call("POST", "/journal/festivities", { token: hrToken, body: { title: "Sagra", startDate: "2027-09-02", endDate: "2027-09-01" } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.errors)).toContain("endDate");
    const tooLong = await call("POST", "/journal/festivities", { token: hrToken, body: { title: "Sagra", place: "x".repeat(201), startDate: "2027-09-02", endDate: "2027-09-02" } });
    expect(tooLong.status).toBe(400);
    expect(Object.keys(tooLong.json.errors)).toEqual(["place"]);
    const made = await call("POST", "/journal/festivities", { token: hrToken, body: { title: "Sagra del paese", description: "Pranzo offerto", place: "Piazza Grande", startDate: "02.09.2027", endDate: "2027-09-02", companyCode: "cantiere", halfDay: true } });
    expect(made.status, JSON.stringify(made.json)).toBe(201);
    expect(made.json).toMatchObject({ title: "Sagra del paese", description: "Pranzo offerto", place: "Piazza Grande", startDate: "2027-09-02", halfDay: true, companyCode: "cantiere" });
    expect((await call("GET", `/journal/festivities/${made.json.id}`, { token: hrToken })).json).toMatchObject({ description: "Pranzo offerto", place: "Piazza Grande" });
    const changed = await call("PUT", `/journal/festivities/${made.json.id}`, { token: hrToken, body: { title: "Sagra", place: "Lugano", startDate: "2027-09-03", endDate: "2027-09-03", companyCode: "cantiere" } });
    expect(changed.json).toMatchObject({ title: "Sagra", description: null, place: "Lugano", startDate: "2027-09-03", halfDay: false });
    expect((await call("DELETE", `/journal/festivities/${made.json.id}`, { token: hrToken })).status).toBe(204);
    expect((await call("GET", `/journal/festivities/${made.json.id}`, { token: hrToken })).status).toBe(404);
    const { token } = await employee();
    expect((await call("POST", "/journal/festivities", { token, body: { title: "x", startDate: "2027-09-02", endDate: "2027-09-02" } })).status).toBe(403);
  });
});

describe("calendar events", () => {
  it("an employee schedules, reschedules (If-Match) and cancels their own event; the form's checks are 400; a site's event needs update sites", async () => {
    const { person, token } = await employee();
    const bad = await call("POST", "/journal/events", { token, body: { title: "Riunione", startDate: "2027-05-12 09:07", hours: 1, minutes: 0 } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.errors)).toContain("startAt");
    const made = await call("POST", "/journal/events", { token, body: { title: "Riunione", description: "Con il capo", place: "Lugano", startDate: "2027-05-12 09:00", hours: 1, minutes: 30 } });
    expect(made.status, JSON.stringify(made.json)).toBe(201);
    expect(made.json).toMatchObject({ title: "Riunione", constructionId: null, version: 1 });
    expect(Date.parse(made.json.endDate) - Date.parse(made.json.startDate)).toBe(90 * 60_000);
    const cal = await call("GET", "/journal/calendar?startDate=2027-05-01&endDate=2027-05-31", { token });
    expect(cal.json.events.some((e: { title: string }) => e.title === "Riunione")).toBe(true);
    const stale = await call("PUT", `/journal/events/${made.json.id}`, { token, body: { title: "Riunione spostata", startDate: "2027-05-13 10:00", hours: 1, minutes: 0 }, headers: { "If-Match": '"0"' } });
    expect(stale.status).toBe(409);
    const moved = await call("PUT", `/journal/events/${made.json.id}`, { token, body: { title: "Riunione spostata", startDate: "2027-05-13 10:00", hours: 1, minutes: 0 }, headers: { "If-Match": '"1"' } });
    expect(moved.status, JSON.stringify(moved.json)).toBe(200);
    expect(moved.json).toMatchObject({ title: "Riunione spostata", version: 2 });
    const other = await employee();
    expect((await call("DELETE", `/journal/events/${made.json.id}`, { token: other.token, headers: { "If-Match": "*" } })).status).toBe(404);
    // a cancellation without If-Match: 428, the event stays
    expect((await call("DELETE", `/journal/events/${made.json.id}`, { token })).status).toBe(428);
    expect((await call("DELETE", `/journal/events/${made.json.id}`, { token, headers: { "If-Match": '"2"' } })).status).toBe(204);
    const [site] = await sql<{ id: string }[]>`SELECT min(id) AS id FROM site_list WHERE company_code = ${person.companyCode}`;
    const siteEvent = await call("POST", "/journal/events", { token, body: { constructionId: Number(site.id), title: "Getto", description: "Soletta", place: "Cantiere", startDate: "2027-05-14 07:00", hours: 2, minutes: 0 } });
    expect(siteEvent.status).toBe(403);
  });
});

describe("a site's team and schedule", () => {
  it("the contacts and schedules of a site the caller sees; another company's site is 404", async () => {
    const [worker] = await sql<{ id: string }[]>`SELECT id FROM person_list WHERE username = 'worker'`;
    const token = await tokenFor(Number(worker.id));
    const [site] = await sql<{ site_id: string }[]>`SELECT site_id FROM site_team WHERE person_id = ${worker.id} ORDER BY site_id LIMIT 1`;
    const team = await call("GET", `/sites/siteWorkTeams?constructionId=${site.site_id}`, { token });
    expect(team.status, JSON.stringify(team.json)).toBe(200);
    expect(team.json.data.map((m: { personId: number }) => m.personId)).toContain(Number(worker.id));
    const schedules = await call("GET", `/sites/schedules?constructionId=${site.site_id}`, { token });
    expect(schedules.status).toBe(200);
    expect(Array.isArray(schedules.json.data)).toBe(true);
    const [foreign] = await sql<{ id: string }[]>`SELECT min(id) AS id FROM site_list WHERE company_code = 'metalsky'`;
    expect((await call("GET", `/sites/siteWorkTeams?constructionId=${foreign.id}`, { token })).status).toBe(404);
  });
});

describe("support request", () => {
  it("any token's owner sends one (a client too); an empty title is the form's 400 and stores nothing", async () => {
    const [client] = await sql<{ id: string }[]>`SELECT id FROM person_list WHERE username = 'client'`;
    const token = await tokenFor(Number(client.id));
    const before = await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM events WHERE event_type = 'SupportRequestSubmitted'`;
    const bad = await call("POST", "/user/contacts", { token, body: { title: "", message: "Aiuto" } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.errors)).toEqual(["title"]);
    const ok = await call("POST", "/user/contacts", { token, body: { title: "Accesso", message: "Non vedo il cantiere" } });
    expect(ok.status, JSON.stringify(ok.json)).toBe(201);
    const after = await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM events WHERE event_type = 'SupportRequestSubmitted'`;
    expect(after[0].n).toBe(before[0].n + 1);
  });
});
