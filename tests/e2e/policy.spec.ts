// Deny by default, checked two ways: every route of the built app declares a policy for each
// method it serves, and every role is tried against every protected route (GET and POST) with
// the expected answer computed from that declaration and the role's rights. HTTP only, no browser:
// playwright.config.ts runs this file once, in the nojs project.
import postgres from "postgres";
import { request as playwrightRequest } from "@playwright/test";
import { accessOf } from "../../app/domain/access/permissions";
import { allows, type Rule } from "../../app/domain/access/policy";
import { DEMO_ACCOUNTS } from "../../app/seed/demo-data";
import { expect, test } from "./fixtures";
import { csrfOf, loadRoutes, routeTargets, signedIn } from "./manifest";

test.describe.configure({ mode: "serial" });

test("every route that serves a method declares a policy for it", async () => {
  const routes = await loadRoutes();
  const missing: string[] = [];
  for (const [id, r] of Object.entries(routes)) {
    if (id === "root") continue;
    const policy = r.module.handle?.policy;
    if (r.module.loader && !policy?.get) missing.push(`${id} (GET)`);
    if (r.module.action && !policy?.post) missing.push(`${id} (POST)`);
  }
  expect(missing, "routes without a declared policy").toEqual([]);
});

test("every role gets exactly what its rights allow, on every protected route", async ({ baseURL }) => {
  test.setTimeout(120_000);
  const sql = postgres(process.env.E2E_DATABASE_URL as string, { max: 1, onnotice: () => {} });
  const [worker] = await sql`SELECT id FROM person_list WHERE username = 'worker'`;
  const [site] = await sql`SELECT min(id) AS id FROM site_list WHERE company_code = 'cantiere'`;
  await sql.end();
  const examples: Record<string, string> = {
    personId: String(worker.id),
    siteId: String(site.id),
    userId: String(worker.id),
    id: String(worker.id),
    leaveId: "999999",
    expenseId: "999999",
    streamType: "person",
    recordId: String(worker.id),
    stampId: "999999",
    ruleId: "999999",
  };

  const targets = await routeTargets(examples);

  const protectedRule = (r: Rule | undefined) => r && !("public" in r);
  const failures: string[] = [];

  // not signed in: every protected page sends to the login page
  const anon = await playwrightRequest.newContext({ baseURL });
  for (const t of targets) {
    if (t.hasLoader && protectedRule(t.policy.get)) {
      const r = await anon.get(t.path, { maxRedirects: 0 });
      if (r.status() !== 303 || !(r.headers()["location"] ?? "").includes("/auth/login")) failures.push(`anonymous GET ${t.path}: ${r.status()}`);
    }
  }
  await anon.dispose();

  for (const account of DEMO_ACCOUNTS) {
    const ctx = await signedIn(baseURL as string, account.username);
    const token = await csrfOf(ctx);
    const access = accessOf({ personId: -1, role: account.role, capabilities: account.capabilities, companyCode: account.companyCode, active: true });
    for (const t of targets) {
      if (t.hasLoader && protectedRule(t.policy.get)) {
        const r = await ctx.get(t.path, { maxRedirects: 0 });
        const allowed = allows(t.policy.get, access);
        const ok = allowed ? r.status() !== 403 && r.status() < 500 : r.status() === 403;
        if (!ok) failures.push(`${account.username} GET ${t.path}: ${r.status()} (expected ${allowed ? "allowed" : "403"})`);
      }
      if (t.hasAction && protectedRule(t.policy.post)) {
        const r = await ctx.post(t.path, { form: { csrf: token }, maxRedirects: 0 });
        const allowed = allows(t.policy.post as Rule, access);
        const ok = allowed ? r.status() !== 403 && r.status() < 500 : r.status() === 403;
        if (!ok) failures.push(`${account.username} POST ${t.path}: ${r.status()} (expected ${allowed ? "allowed" : "403"})`);
      }
    }
    await ctx.dispose();
  }
  expect(failures).toEqual([]);
});
