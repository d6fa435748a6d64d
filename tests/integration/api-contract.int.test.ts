// The JSON API's contract over its whole call list (issue 19): every registered call answers 401
// without a token and 403 to a token whose owner lacks the call's rights — before reading its body,
// so nothing is stored — every change or removal of a versioned record answers 428 without If-Match
// (issue 42), and no two calls share a method and path.
import { beforeAll, describe, expect, it } from "vitest";
import { apiRoutes, requiresIfMatch } from "../../app/api/handle-api.server";
import { can } from "../../app/domain/access/permissions";
import type { CurrentUser } from "../../app/auth/user.server";
import { apiCall, tokenFor } from "./api-client";
import { dbReady, useDb } from "./helpers";
import { newPerson } from "./people";

const get = useDb(2);
let sql: ReturnType<typeof get>["sql"];
let worker: CurrentUser;
let workerToken: string;

/** The call's path with every parameter filled (an id that names nothing). */
const concrete = (path: string) => path.replace(/\{\w+\}/g, "999999991");

beforeAll(async () => {
  sql = (await dbReady(get)).sql;
  worker = await newPerson(sql, { role: "WORKER", companyCode: "cantiere", prefix: "apic" });
  workerToken = await tokenFor(sql, worker.id);
});

describe("every call", () => {
  it("no two calls share a method and path", () => {
    const keys = apiRoutes().map((e) => `${e.method} ${e.path}`);
    expect(keys.length).toBeGreaterThan(60);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("without a token, 401 problem details with WWW-Authenticate", async () => {
    for (const e of apiRoutes()) {
      const r = await apiCall(sql, e.method, concrete(e.path), { body: e.body ? {} : undefined });
      expect(r.status, `${e.method} ${e.path}`).toBe(401);
      expect(r.type).toBe("application/problem+json");
      expect(r.headers.get("www-authenticate")).toMatch(/^Bearer/);
    }
  });

  it("with a token whose owner lacks the call's rights (a worker), 403 problem details and nothing stored", async () => {
    const [before] = await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM events WHERE metadata->>'actorId' = ${String(worker.id)}`;
    const refused = apiRoutes().filter((e) => e.rights !== "signedIn" && !e.rights.some(([a, r]) => can(worker.access, a, r)));
    expect(refused.length).toBeGreaterThan(30);
    for (const e of refused) {
      const r = await apiCall(sql, e.method, concrete(e.path), { token: workerToken, body: e.body ? { anything: 1 } : undefined });
      expect(r.status, `${e.method} ${e.path}`).toBe(403);
      expect(r.json.code).toBe("errors.forbidden");
    }
    const [after] = await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM events WHERE metadata->>'actorId' = ${String(worker.id)}`;
    expect(after.n).toBe(before.n);
  });

  it("with the rights, a call on a record that does not exist is 404 or a 400 for its input, never a 500", async () => {
    const [admin] = await sql<{ id: string }[]>`SELECT id FROM person_list WHERE role = 'ADMIN' AND active ORDER BY id LIMIT 1`;
    const token = await tokenFor(sql, admin ? Number(admin.id) : (await newPerson(sql, { role: "ADMIN", prefix: "apica" })).id);
    for (const e of apiRoutes().filter((x) => x.path.includes("{"))) {
      const r = await apiCall(sql, e.method, concrete(e.path), { token, body: e.body ? {} : undefined, headers: requiresIfMatch(e) ? { "If-Match": "*" } : {} });
      expect([400, 403, 404], `${e.method} ${e.path}: ${JSON.stringify(r.json)}`).toContain(r.status);
    }
  });
  it("every change or removal of a versioned record (each update family), with the rights but without If-Match: 428 problem details, translated, and nothing stored", async () => {
    const [admin] = await sql<{ id: string }[]>`SELECT id FROM person_list WHERE role = 'ADMIN' AND active ORDER BY id LIMIT 1`;
    const adminId = admin ? Number(admin.id) : (await newPerson(sql, { role: "ADMIN", prefix: "apicm" })).id;
    const token = await tokenFor(sql, adminId);
    const updates = apiRoutes().filter(requiresIfMatch);
    // every family of updates: sites, leaves, expenses, stamps, people, calendar events, journal posts, working hours, tools, checklists
    expect(new Set(updates.map((e) => e.tag)).size).toBeGreaterThanOrEqual(8);
    expect(updates.every((e) => e.method === "PUT" || e.method === "DELETE")).toBe(true);
    const [before] = await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM events WHERE metadata->>'actorId' = ${String(adminId)}`;
    for (const e of updates) {
      const r = await apiCall(sql, e.method, concrete(e.path), { token, body: e.body ? {} : undefined });
      expect(r.status, `${e.method} ${e.path}`).toBe(428);
      expect(r.type).toBe("application/problem+json");
      expect(r.json).toMatchObject({ status: 428, title: "Precondition Required", code: "api.if_match_required" });
      const de = await apiCall(sql, e.method, concrete(e.path), { token, body: e.body ? {} : undefined, headers: { "Accept-Language": "de" } });
      expect(de.json.detail).toContain("If-Match");
      expect(de.json.detail).not.toBe(r.json.detail);
    }
    const [after] = await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM events WHERE metadata->>'actorId' = ${String(adminId)}`;
    expect(after.n).toBe(before.n);
  });
});
