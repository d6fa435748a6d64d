// The JSON API beside the pages (issue 19, ADR-0077), over HTTP on the built app: a person makes a
// token on their profile page (shown once), a leave requested through the API is on their leave
// page, HR approves it on HR's list and the API reads it APPROVED; without a token 401, without the
// right 403; the document and its reference page are served. HTTP only, no browser: run once, in
// the nojs project (playwright.config.ts).
import { request as playwrightRequest } from "@playwright/test";
import type { HttpClient } from "./http-client";
import { expect, test } from "./fixtures";
import { postForms, signedIn } from "./manifest";
import { freshStaff } from "./people";

test.describe.configure({ mode: "serial" });

/** A token made on the profile page by a signed-in person, the form posted twice (a double submit): one token, and the page shows it once. */
async function tokenOf(ctx: HttpClient): Promise<string> {
  const SELF = "/app/profile/api-tokens";
  const form = postForms(await (await ctx.get(SELF)).text(), SELF).find((f) => f.fields.some(([k, v]) => k === "intent" && v === "create-api-token"));
  expect(form, "the create form").toBeTruthy();
  const fields = Object.fromEntries(form?.fields ?? []);
  expect(fields.commandId, "the form's command id").toMatch(/^[0-9a-f-]{36}$/);
  const bad = await ctx.post(SELF, { form: { ...fields, name: "", days: "30" }, maxRedirects: 0 });
  expect(bad.status()).toBe(400);
  expect(await bad.text()).toContain("Inserisci un nome per il token");
  const made = await ctx.post(SELF, { form: { ...fields, name: "Integrazione paghe", days: "30" }, maxRedirects: 0 });
  expect(made.status()).toBe(303);
  // the same form again (a double click): no second token, and the answer the browser follows still shows it
  const again = await ctx.post(SELF, { form: { ...fields, name: "Integrazione paghe", days: "30" }, maxRedirects: 0 });
  expect(again.status()).toBe(303);
  const page = await (await ctx.get(SELF)).text();
  const secret = /id="api-token-secret"[^>]*value="(cnt_[A-Za-z0-9_-]{43})"/.exec(page)?.[1] ?? /value="(cnt_[A-Za-z0-9_-]{43})"[^>]*id="api-token-secret"/.exec(page)?.[1];
  expect(secret, "the new token on the page").toBeTruthy();
  // a row's name cell (the table kit wraps a named cell's value in one box: ADR-0115)
  expect(page.match(/<td[^>]*>(?:<span[^>]*>)?Integrazione paghe</g)?.length ?? 0, "one token made").toBe(1);
  // shown once: the next visit no longer has it
  expect(await (await ctx.get(SELF)).text()).not.toContain(secret as string);
  return secret as string;
}

test("a leave requested through the API is on the person's page; approved on HR's page, the API reads APPROVED", async ({ baseURL }) => {
  // an employee or an associate of any company: making a token needs update profile, which a worker has not
  const [person] = await freshStaff(1, undefined, ["EMPLOYEE", "ASSOCIATE"]);
  const own = await signedIn(baseURL as string, person.username);
  const token = await tokenOf(own);
  const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${token}` } });

  const made = await api.post("/api/sites/leaves", { data: { type: 1, shape: "allDay", startDate: "2027-06-14", endDate: "2027-06-15", description: "Via API" } });
  expect(made.status()).toBe(201);
  const leave = await made.json();
  expect(leave.status).toBe("PENDING");
  const page = await (await own.get("/app/profile/leaves?year=2027")).text();
  expect(page).toContain("14.06.2027");

  const hr = await signedIn(baseURL as string, "hr");
  const listUrl = `/app/hr/leave-requests?status=PENDING&person=${person.id}`;
  const approve = postForms(await (await hr.get(listUrl)).text(), listUrl).find(
    (f) => f.fields.some(([k, v]) => k === "intent" && v === "approve-leave") && f.fields.some(([k, v]) => k === "leaveId" && v === String(leave.id)),
  );
  expect(approve, "the row's approve form").toBeTruthy();
  const decided = await hr.post(approve?.action as string, { form: Object.fromEntries(approve?.fields ?? []), maxRedirects: 0 });
  expect(decided.status()).toBe(303);

  const read = await api.get(`/api/sites/leaves/${leave.id}`);
  expect(read.status()).toBe(200);
  expect(await read.json()).toMatchObject({ id: leave.id, status: "APPROVED", version: 2 });
  expect(read.headers()["etag"]).toBe('"2"');
  // no session cookie and no CORS header come back from /api
  expect(read.headers()["set-cookie"]).toBeUndefined();
  expect(read.headers()["access-control-allow-origin"]).toBeUndefined();

  const denied = await api.get("/api/sites/hrLeaveRequests");
  expect(denied.status()).toBe(403);
  expect(denied.headers()["content-type"]).toContain("application/problem+json");
  await Promise.all([api.dispose(), own.dispose(), hr.dispose()]);
});

test("without a token every call is 401; the OpenAPI document and its reference page are public", async ({ baseURL }) => {
  const anon = await playwrightRequest.newContext({ baseURL });
  const r = await anon.get("/api/sites/sites");
  expect(r.status()).toBe(401);
  expect((await r.json()).code).toBe("api.token_required");
  const post = await anon.post("/api/sites/leaves", { data: {} });
  expect(post.status()).toBe(401);
  // CORS is off unless API_CORS_ORIGINS names origins (it does not here): a preflight is refused with no allowance
  const preflight = await anon.fetch("/api/sites/sites", { method: "OPTIONS", headers: { Origin: "https://app.example.ch", "Access-Control-Request-Method": "GET" } });
  expect(preflight.status()).toBe(403);
  expect(preflight.headers()["access-control-allow-origin"]).toBeUndefined();
  const doc = await anon.get("/api/openapi.json");
  expect(doc.status()).toBe(200);
  const json = await doc.json();
  expect(json.openapi).toBe("3.1.0");
  expect(Object.keys(json.paths)).toContain("/sites/leaves");
  const ref = await anon.get("/api/reference");
  expect(ref.headers()["content-type"]).toContain("text/html");
  expect(await ref.text()).toContain("POST /api/sites/leaves");
  await anon.dispose();
});
