// The JSON API's gaps of issue 19 (ADR-0090): CORS per configured origin, the idempotent token
// form, OIDC access tokens as Bearer, uploads checked and referenced by id, people's writes.
import { randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair, SignJWT, type JWK } from "jose";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { provideSql } from "../../app/db.server";
import sharp from "sharp";
import { oidcTokenId } from "../../app/api/oidc-bearer.server";
import { apiDocument } from "../../app/api/openapi.server";
import { seedDemoData } from "../../app/seed/seed.server";
import { fileStore } from "../../app/storage/index.server";
import { createApiTokenOnce, tokenBySecret } from "../../app/api/tokens.server";
import type { CurrentUser } from "../../app/auth/user.server";
import { apiCall, eventCount, tokenFor, type Call } from "./api-client";
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
  // why: this file is the composition root here, as app/entry.server.tsx is for the app — the answers'
  // signed links (receipts, photos, avatars) are keyed by the application secret kept in this database
  provideSql(async () => sql);
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

describe("files: POST utility/uploadImage, then the expense's receiptImageId", () => {
  let siteId: number;
  let hrToken: string;
  let png: Buffer;

  beforeAll(async () => {
    await seedDemoData(sql);
    const [site] = await sql<{ id: string }[]>`SELECT min(id) AS id FROM site_list WHERE company_code = 'cantiere'`;
    siteId = Number(site.id);
    const hr = await newPerson(sql, { role: "HR", companyCode: "cantiere", prefix: "apigaphr" });
    hrToken = await tokenFor(sql, hr.id);
    png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#c03030" } }).png().toBuffer();
  }, 240_000);

  const upload = (token: string, bytes: Uint8Array, name = "scontrino.png", extra: Record<string, string> = {}) => {
    const form = new FormData();
    form.set("image", new Blob([Buffer.from(bytes)], { type: "image/png" }), name);
    for (const [k, v] of Object.entries(extra)) form.set(k, v);
    return call("POST", "/utility/uploadImage", { token, body: form });
  };
  const expense = (receiptImageId: string, over: Record<string, unknown> = {}) => ({
    reason: "Pranzo di lavoro",
    place: "Lugano",
    amount: 42.5,
    currency: "CHF",
    quantity: 1,
    unit: "PIECES",
    constructionSiteId: siteId,
    date: "2026-11-20",
    isEquipment: 0,
    receiptImageId,
    ...over,
  });
  const uploadsOf = async (personId: number) => (await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM api_uploads WHERE person_id = ${personId}`)[0].n;

  it("a file checked by its bytes is stored and answers its id; a wrong type, an empty or a JSON call is refused with the form's message and stores nothing", async () => {
    const person = await newPerson(sql, { role: "EMPLOYEE", companyCode: "cantiere", prefix: "apiup" });
    const token = await tokenFor(sql, person.id);
    // an executable named .png: the bytes decide
    const fake = await upload(token, new TextEncoder().encode("MZ\u0090\u0000 not an image at all"), "scontrino.png");
    expect(fake.status).toBe(400);
    expect(fake.json.code).toBe("storage.refused");
    expect(fake.json.errors.image[0]).toContain("Upload failed");
    expect((await upload(token, new Uint8Array(0))).json.code).toBe("storage.refused");
    expect((await call("POST", "/utility/uploadImage", { token, body: { image: "x" } })).status).toBe(415);
    expect((await upload(token, png, "a.png", { purpose: "selfie" })).status).toBe(400);
    // the spec's userId is the uploader: another's is refused
    expect((await upload(token, png, "a.png", { userId: String(person.id + 100000) })).status).toBe(403);
    expect(await uploadsOf(person.id)).toBe(0);
    expect((await upload("", png)).status).toBe(401);

    const ok = await upload(token, png, "scontrino.png", { userId: String(person.id), environment: "production" });
    expect(ok.status, JSON.stringify(ok.json)).toBe(201);
    expect(ok.json).toMatchObject({ contentType: "image/png", size: png.length });
    const [row] = await sql<{ key: string }[]>`SELECT key FROM api_uploads WHERE id = ${ok.json.uploadedImageId}`;
    expect(row.key).toMatch(/^expenses\/[0-9a-f]{32}\.png$/);
    const file = await fileStore().get(row.key);
    expect(Buffer.from(file?.body ?? new Uint8Array()).equals(png)).toBe(true);
  });

  it("POST sites/expenses stores the expense with the uploaded receipt (once per Idempotency-Key); the form's bad input is 400 and stores nothing; an upload is for one record of its owner", async () => {
    const person = await newPerson(sql, { role: "EMPLOYEE", companyCode: "cantiere", prefix: "apiexp" });
    const token = await tokenFor(sql, person.id);
    const up = (await upload(token, png)).json.uploadedImageId as string;
    const submitted = await eventCount(sql, "ExpenseSubmitted");

    const bad = await call("POST", "/sites/expenses", { token, body: expense(up, { amount: "12.345", reason: "", date: "31.02.2026" }) });
    expect(bad.status, JSON.stringify(bad.json)).toBe(400);
    expect(Object.keys(bad.json.errors).sort()).toEqual(["amount", "date", "reason"]);
    const noSite = await call("POST", "/sites/expenses", { token, body: expense(up, { constructionSiteId: "x" }) });
    expect(Object.keys(noSite.json.errors)).toEqual(["constructionSiteId"]);
    const noReceipt = await call("POST", "/sites/expenses", { token, body: expense(randomUUID()) });
    expect(noReceipt.status).toBe(422);
    expect(noReceipt.json.code).toBe("api.upload_unknown");
    expect(noReceipt.json.errors).toHaveProperty("receiptImageId");
    expect(await eventCount(sql, "ExpenseSubmitted")).toBe(submitted);

    const key = randomUUID();
    const made = await call("POST", "/sites/expenses", { token, body: expense(up), headers: { "Idempotency-Key": key } });
    expect(made.status, JSON.stringify(made.json)).toBe(201);
    expect(made.json).toMatchObject({ personId: person.id, amount: 42.5, currency: "CHF", constructionSiteId: siteId, date: "2026-11-20", status: "PENDING" });
    const again = await call("POST", "/sites/expenses", { token, body: expense(up), headers: { "Idempotency-Key": key } });
    expect(again.status).toBe(200);
    expect(again.json.id).toBe(made.json.id);
    expect(await eventCount(sql, "ExpenseSubmitted")).toBe(submitted + 1);
    const [stored] = await sql<{ key: string }[]>`SELECT data->'receipt'->>'key' AS key FROM events WHERE stream_id = ${`expense-${made.json.id}`} AND event_type = 'ExpenseSubmitted'`;
    const [upRow] = await sql<{ key: string }[]>`SELECT key FROM api_uploads WHERE id = ${up}`;
    expect(stored.key).toBe(upRow.key);

    // the same upload for another expense, or someone else's upload: refused
    const reused = await call("POST", "/sites/expenses", { token, body: expense(up) });
    expect(reused.status).toBe(422);
    expect(reused.json.code).toBe("api.upload_used");
    const theirs = (await upload(employeeToken, png)).json.uploadedImageId as string;
    expect((await call("POST", "/sites/expenses", { token, body: expense(theirs) })).json.code).toBe("api.upload_unknown");
    expect(await eventCount(sql, "ExpenseSubmitted")).toBe(submitted + 1);

    // PUT sites/expenses/{id}: the form's change, a new receipt by id, If-Match
    const read = await call("GET", `/sites/expenses/${made.json.id}`, { token });
    const stale = await call("PUT", `/sites/expenses/${made.json.id}`, { token, body: { ...expense(up), receiptImageId: undefined, amount: 50 }, headers: { "If-Match": `"${read.json.version - 1}"` } });
    expect(stale.status).toBe(409);
    const up2 = (await upload(token, png)).json.uploadedImageId as string;
    const changed = await call("PUT", `/sites/expenses/${made.json.id}`, { token, body: { ...expense(up2), amount: 50 }, headers: { "If-Match": read.etag as string } });
    expect(changed.status, JSON.stringify(changed.json)).toBe(200);
    expect(changed.json).toMatchObject({ amount: 50, version: read.json.version + 1 });
    const badEdit = await call("PUT", `/sites/expenses/${made.json.id}`, { token, body: { ...expense(up2), quantity: -1, receiptImageId: null }, headers: { "If-Match": "*" } });
    expect(badEdit.status).toBe(400);

    // HR enters one for the person (the same upload rules: HR's own upload)
    const hrUp = (await upload(hrToken, png)).json.uploadedImageId as string;
    const byHr = await call("POST", "/sites/expenses", { token: hrToken, body: expense(hrUp, { personId: person.id }) });
    expect(byHr.status, JSON.stringify(byHr.json)).toBe(201);
    expect(byHr.json.personId).toBe(person.id);
    // an employee may not enter one for someone else
    const up3 = (await upload(token, png)).json.uploadedImageId as string;
    expect((await call("POST", "/sites/expenses", { token, body: expense(up3, { personId: employee.id }) })).status).toBe(403);
  });
});

describe("the OpenAPI document", () => {
  it("lists the new calls; the upload as multipart/form-data with its binary file", () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the generated document, read by path
    const doc = apiDocument() as any;
    expect(doc.paths["/sites/expenses"].post.requestBody.content["application/json"].schema.properties).toHaveProperty("receiptImageId");
    expect(doc.paths["/sites/expenses/{id}"].put).toBeDefined();
    const upload = doc.paths["/utility/uploadImage"].post.requestBody.content["multipart/form-data"].schema;
    expect(upload.properties.image).toMatchObject({ type: "string", format: "binary" });
    expect(upload.properties).toHaveProperty("purpose");
  });
});

describe("people's writes", () => {
  let hrToken: string;
  beforeAll(async () => {
    const hr = await newPerson(sql, { role: "HR", companyCode: "cantiere", prefix: "apiphr" });
    hrToken = await tokenFor(sql, hr.id);
  });

  const personBody = (username: string, over: Record<string, unknown> = {}) => ({
    firstName: "Anna",
    lastName: "Via API",
    username,
    email: `${username}@example.ch`,
    companyCode: "cantiere",
    role: "EMPLOYEE",
    countryId: 1,
    gender: "female",
    birthday: "15.06.1985",
    employee: { badgeId: 7000 + Math.floor(Math.random() * 2000), hiredAt: "01.02.2020", workPercentage: 100, holidaysCount: 25, breakTime: 60 },
    password: "Cantiere2026sicura!",
    confirmPassword: "Cantiere2026sicura!",
    ...over,
  });

  it("HR creates a person with the form's fields (its bad input 400, a taken username refused, once per Idempotency-Key), edits them with If-Match, deactivates and reactivates them; an employee gets 403", async () => {
    const username = `apip-${randomUUID().slice(0, 8)}`;
    const created = await eventCount(sql, "PersonRegistered");
    const bad = await call("POST", "/user/persons", { token: hrToken, body: personBody(username, { email: "not-a-mail", confirmPassword: "other", role: "EMPEROR" }) });
    expect(bad.status, JSON.stringify(bad.json)).toBe(400);
    expect(Object.keys(bad.json.errors).sort()).toEqual(expect.arrayContaining(["confirmPassword", "email", "role"]));
    expect(bad.json.errors.confirmPassword[0]).toBe("Passwords do not match");
    expect((await call("POST", "/user/persons", { token: employeeToken, body: personBody(username) })).status).toBe(403);
    expect(await eventCount(sql, "PersonRegistered")).toBe(created);

    const key = randomUUID();
    // one body, sent twice: personBody draws a badge number each time, and a key is bound to its body (ADR-0098)
    const body = personBody(username);
    const made = await call("POST", "/user/persons", { token: hrToken, body, headers: { "Idempotency-Key": key } });
    expect(made.status, JSON.stringify(made.json)).toBe(201);
    expect(made.json.message).toBe("User saved successfully");
    const id = made.json.user.id as number;
    const again = await call("POST", "/user/persons", { token: hrToken, body, headers: { "Idempotency-Key": key } });
    expect(again.json.user.id).toBe(id);
    expect(await eventCount(sql, "PersonRegistered")).toBe(created + 1);
    const taken = await call("POST", "/user/persons", { token: hrToken, body: personBody(username) });
    expect(taken.status).toBeGreaterThanOrEqual(400);
    expect(await eventCount(sql, "PersonRegistered")).toBe(created + 1);

    const read = await call("GET", `/user/persons/${id}`, { token: hrToken });
    expect(read.status).toBe(200);
    const { password: _p, confirmPassword: _c, username: _u, ...edit } = personBody(username, { lastName: "Cambiata" });
    const stale = await call("PUT", `/user/persons/${id}`, { token: hrToken, body: edit, headers: { "If-Match": `"${read.json.version - 1}"` } });
    expect(stale.status).toBe(409);
    const changed = await call("PUT", `/user/persons/${id}`, { token: hrToken, body: edit, headers: { "If-Match": read.etag as string } });
    expect(changed.status, JSON.stringify(changed.json)).toBe(200);
    const after = await call("GET", `/user/persons/${id}`, { token: hrToken });
    expect(after.json.lastName).toBe("Cambiata");

    const off = await call("PUT", `/user/users/${id}`, { token: hrToken, body: { isActive: false }, headers: { "If-Match": after.etag as string } });
    expect(off.status, JSON.stringify(off.json)).toBe(200);
    expect(off.json.isActive).toBe(false);
    expect((await call("PUT", `/user/users/${id}`, { token: hrToken, body: { isActive: "no" }, headers: { "If-Match": "*" } })).status).toBe(400);
    const on = await call("PUT", `/user/users/${id}`, { token: hrToken, body: { isActive: true }, headers: { "If-Match": "*" } });
    expect(on.status, JSON.stringify(on.json)).toBe(200);
    expect((await call("PUT", `/user/users/${id}`, { token: employeeToken, body: { isActive: false }, headers: { "If-Match": "*" } })).status).toBe(403);
  });
});
