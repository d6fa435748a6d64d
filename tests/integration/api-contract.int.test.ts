// The JSON API's contract over its whole call list (issue 19): every registered call answers 401
// without a token and 403 to a token whose owner lacks the call's rights — before reading its body,
// so nothing is stored — and no two calls share a method and path.
import { beforeAll, describe, expect, it } from "vitest";
import { apiRoutes } from "../../app/api/handle-api.server";
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
      const r = await apiCall(sql, e.method, concrete(e.path), { token, body: e.body ? {} : undefined });
      expect([400, 403, 404], `${e.method} ${e.path}: ${JSON.stringify(r.json)}`).toContain(r.status);
    }
  });
});
