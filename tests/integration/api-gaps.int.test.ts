// The JSON API's gaps of issue 19 (ADR-0090): CORS per configured origin, the idempotent token
// form, OIDC access tokens as Bearer, uploads checked and referenced by id, people's writes.
import { randomUUID } from "node:crypto";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { createApiTokenOnce, tokenBySecret } from "../../app/api/tokens.server";
import type { CurrentUser } from "../../app/auth/user.server";
import { apiCall, tokenFor, type Call } from "./api-client";
import { dbReady, useDb } from "./helpers";
import { newPerson } from "./people";

const get = useDb(4);
let sql: ReturnType<typeof get>["sql"];
let employee: CurrentUser;
let employeeToken: string;

const call = (method: string, path: string, c: Call = {}) => apiCall(sql, method, path, c);
const savedEnv = { ...process.env };

beforeAll(async () => {
  sql = (await dbReady(get)).sql;
  employee = await newPerson(sql, { role: "EMPLOYEE", companyCode: "cantiere", prefix: "apigap" });
  employeeToken = await tokenFor(sql, employee.id);
});

afterEach(() => {
  for (const k of ["API_CORS_ORIGINS"]) {
    if (savedEnv[k] === undefined) delete process.env[k];
    else process.env[k] = savedEnv[k];
  }
});

describe("CORS", () => {
  it("is off by default: a preflight is 403 and an answer carries no allowance", async () => {
    delete process.env.API_CORS_ORIGINS;
    const pre = await call("OPTIONS", "/sites/sites", { headers: { Origin: "https://app.example.ch", "Access-Control-Request-Method": "GET" } });
    expect(pre.status).toBe(403);
    expect(pre.headers.get("access-control-allow-origin")).toBeNull();
    const r = await call("GET", "/sites/leaves/0", { token: employeeToken, headers: { Origin: "https://app.example.ch" } });
    expect(r.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("an allowed origin's preflight gets the methods and headers; its calls name it; another origin gets nothing", async () => {
    process.env.API_CORS_ORIGINS = "https://app.example.ch, http://localhost:5173 not-an-origin";
    const pre = await call("OPTIONS", "/sites/leaves", {
      headers: { Origin: "https://app.example.ch", "Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "authorization, content-type, idempotency-key" },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get("access-control-allow-origin")).toBe("https://app.example.ch");
    expect(pre.headers.get("access-control-allow-methods")).toContain("POST");
    expect(pre.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("idempotency-key");
    expect(pre.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("if-match");
    expect(pre.headers.get("access-control-allow-credentials")).toBeNull();
    expect(pre.headers.get("vary")).toContain("Origin");

    const ok = await call("GET", "/sites/userExpenses", { token: employeeToken, headers: { Origin: "http://localhost:5173" } });
    expect(ok.status).toBe(200);
    expect(ok.headers.get("access-control-allow-origin")).toBe("http://localhost:5173");
    expect(ok.headers.get("access-control-expose-headers")).toContain("ETag");
    // a refusal is readable by the allowed origin too (the client shows its message)
    const denied = await call("GET", "/sites/userExpenses", { headers: { Origin: "https://app.example.ch" } });
    expect(denied.status).toBe(401);
    expect(denied.headers.get("access-control-allow-origin")).toBe("https://app.example.ch");

    const refusedPre = await call("OPTIONS", "/sites/leaves", { headers: { Origin: "https://evil.example.com", "Access-Control-Request-Method": "POST" } });
    expect(refusedPre.status).toBe(403);
    expect(refusedPre.headers.get("access-control-allow-origin")).toBeNull();
    const refused = await call("GET", "/sites/userExpenses", { token: employeeToken, headers: { Origin: "https://evil.example.com" } });
    expect(refused.headers.get("access-control-allow-origin")).toBeNull();
    expect(refused.headers.get("vary")).toContain("Origin");
    // a method the API does not serve is not allowed either
    expect((await call("OPTIONS", "/sites/leaves", { headers: { Origin: "https://app.example.ch", "Access-Control-Request-Method": "PATCH" } })).status).toBe(403);
  });
});

describe("the token form's command id", () => {
  it("makes one token however often the same form is sent, shows its secret again while fresh, and refuses the id for another person", async () => {
    const person = await newPerson(sql, { role: "EMPLOYEE", companyCode: "cantiere", prefix: "apitok" });
    const other = await newPerson(sql, { role: "EMPLOYEE", companyCode: "cantiere", prefix: "apitok" });
    const command = { commandId: randomUUID(), key: "test-key" };
    const now = new Date();
    const input = { name: "Paghe", days: 30 as const, now, command };
    const [first, second] = await Promise.all([createApiTokenOnce(sql, person.id, input), createApiTokenOnce(sql, person.id, input)]);
    if (first === "foreign" || second === "foreign") throw new Error("not foreign");
    expect([first.replayed, second.replayed].sort()).toEqual([false, true]);
    expect(first.secret).toBeTruthy();
    expect(second.secret).toBe(first.secret);
    const [{ n }] = await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM api_tokens WHERE person_id = ${person.id}`;
    expect(n).toBe(1);
    const token = await tokenBySecret(sql, first.secret as string, now);
    expect(token?.personId).toBe(person.id);
    // later, the repeat no longer shows the secret (shown once); another person's use of the id is refused
    const later = await createApiTokenOnce(sql, person.id, { ...input, now: new Date(now.getTime() + 5 * 60_000) });
    expect(later).toEqual({ secret: null, replayed: true });
    expect(await createApiTokenOnce(sql, other.id, input)).toBe("foreign");
    const [{ m }] = await sql<{ m: number }[]>`SELECT count(*)::int AS m FROM api_tokens WHERE person_id IN (${person.id}, ${other.id})`;
    expect(m).toBe(1);
  });
});
