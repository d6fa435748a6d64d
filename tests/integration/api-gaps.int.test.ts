// The JSON API's gaps of issue 19 (ADR-0090): CORS per configured origin, the idempotent token
// form, OIDC access tokens as Bearer, uploads checked and referenced by id, people's writes.
import { randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair, SignJWT, type JWK } from "jose";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { oidcTokenId } from "../../app/api/oidc-bearer.server";
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
  for (const k of ["API_CORS_ORIGINS", "OIDC_ISSUER", "OIDC_CLIENT_ID", "OIDC_API_AUDIENCE", "OIDC_JWKS_COOLDOWN_MS"]) {
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

describe("OIDC access tokens as Bearer", () => {
  // why a provider of our own: the test signs access tokens with keys it publishes, rotates them, and answers userinfo
  type Key = Awaited<ReturnType<typeof generateKeyPair>>["privateKey"];
  let server: Server;
  let issuer: string;
  const published: JWK[] = [];
  let jwksFetches = 0;
  const userinfo = new Map<string, Record<string, unknown>>();
  let key1: { kid: string; priv: Key };
  let username: string;

  async function newKey(kid: string, publish: boolean) {
    const { privateKey, publicKey } = await generateKeyPair("RS256");
    if (publish) published.push({ ...(await exportJWK(publicKey)), kid, alg: "RS256", use: "sig" });
    return { kid, priv: privateKey };
  }

  const sign = (key: { kid: string; priv: Key }, claims: Record<string, unknown>, opts: { iss?: string; aud?: string; exp?: number } = {}) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: "RS256", kid: key.kid, typ: "at+jwt" })
      .setIssuer(opts.iss ?? issuer)
      .setAudience(opts.aud ?? "cantiere-api")
      .setIssuedAt()
      .setExpirationTime(opts.exp ?? Math.floor(Date.now() / 1000) + 300)
      .sign(key.priv);

  beforeAll(async () => {
    server = createServer((req, res) => {
      res.setHeader("Content-Type", "application/json");
      if (req.url === "/.well-known/openid-configuration") {
        res.end(JSON.stringify({ issuer, authorization_endpoint: `${issuer}/auth`, token_endpoint: `${issuer}/token`, userinfo_endpoint: `${issuer}/me`, jwks_uri: `${issuer}/jwks`, code_challenge_methods_supported: ["S256"] }));
      } else if (req.url === "/jwks") {
        jwksFetches++;
        res.end(JSON.stringify({ keys: published }));
      } else if (req.url === "/me") {
        const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1] ?? "";
        const info = userinfo.get(bearer);
        res.statusCode = info ? 200 : 401;
        res.end(JSON.stringify(info ?? { error: "invalid_token" }));
      } else {
        res.statusCode = 404;
        res.end("{}");
      }
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    key1 = await newKey("k1", true);
    const [acc] = await sql<{ username: string }[]>`SELECT username FROM accounts WHERE person_id = ${employee.id}`;
    username = acc.username;
  });

  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  const sso = () => {
    process.env.OIDC_ISSUER = issuer;
    process.env.OIDC_CLIENT_ID = "cantiere-web";
    process.env.OIDC_API_AUDIENCE = "cantiere-api";
    process.env.OIDC_JWKS_COOLDOWN_MS = "0";
  };

  it("a valid access token acts as the person its claim names (as the sign-in maps it); a personal token still works", async () => {
    sso();
    const token = await sign(key1, { sub: "sub-employee", preferred_username: username.toUpperCase() });
    const r = await call("GET", "/sites/userExpenses", { token });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    expect(r.json).toHaveProperty("totalPages");
    // a write records the subject's derived token id as the actor's token
    const support = await call("POST", "/user/contacts", { token, body: { title: "Via SSO", message: "Una richiesta fatta con il token del fornitore." } });
    expect(support.status, JSON.stringify(support.json)).toBeLessThan(300);
    const [ev] = await sql<{ actor: string | null }[]>`
      SELECT metadata->>'actorTokenId' AS actor FROM events WHERE metadata->>'actorId' = ${String(employee.id)} ORDER BY position DESC LIMIT 1`;
    expect(ev.actor).toBe(oidcTokenId(issuer, "sub-employee"));
    expect((await call("GET", "/sites/userExpenses", { token: employeeToken })).status).toBe(200);
  });

  it("refuses (401) a wrong audience, a wrong issuer, an expired token, a key the provider does not publish, a tampered token, an unknown person", async () => {
    sso();
    const claims = { sub: "sub-employee", preferred_username: username };
    const bad = [
      await sign(key1, claims, { aud: "another-api" }),
      await sign(key1, claims, { iss: "https://idp.example.com" }),
      await sign(key1, claims, { exp: Math.floor(Date.now() / 1000) - 3600 }),
      await sign(await newKey("k-unpublished", false), claims),
      (await sign(key1, claims)).replace(/\.([A-Za-z0-9_-]+)\./, () => `.${Buffer.from(JSON.stringify({ ...claims, preferred_username: "admin", iss: issuer, aud: "cantiere-api", exp: 9999999999 })).toString("base64url")}.`),
      await sign(key1, { sub: "sub-nobody", preferred_username: "nobody-at-all" }),
      "not.a.jwt",
    ];
    for (const token of bad) {
      const r = await call("GET", "/sites/userExpenses", { token });
      expect(r.status, token.slice(0, 40)).toBe(401);
      expect(r.json.code).toBe("api.token_invalid");
    }
  });

  it("fetches the keys again when a token names a new key (a rotation); reads the claim from userinfo when the token lacks it", async () => {
    sso();
    await call("GET", "/sites/userExpenses", { token: await sign(key1, { sub: "sub-employee", preferred_username: username }) });
    const before = jwksFetches;
    const key2 = await newKey("k2", true);
    const token = await sign(key2, { sub: "sub-employee-2" });
    userinfo.set(token, { sub: "sub-employee-2", preferred_username: username });
    const r = await call("GET", "/sites/userExpenses", { token });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    expect(jwksFetches).toBeGreaterThan(before);
    // userinfo about someone else is not used
    const other = await sign(key2, { sub: "sub-x" });
    userinfo.set(other, { sub: "sub-y", preferred_username: username });
    expect((await call("GET", "/sites/userExpenses", { token: other })).status).toBe(401);
  });

  it("without SSO configured a JWT is just a bad token", async () => {
    delete process.env.OIDC_ISSUER;
    const r = await call("GET", "/sites/userExpenses", { token: await sign(key1, { sub: "sub-employee", preferred_username: username }) });
    expect(r.status).toBe(401);
  });
});
