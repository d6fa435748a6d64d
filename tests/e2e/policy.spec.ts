// Deny by default, checked two ways: every route of the built app declares a policy for each
// method it serves, and every role is tried against every protected route (GET and POST) with
// the expected answer computed from that declaration and the role's rights. HTTP only, no browser:
// playwright.config.ts runs this file once, in the nojs project.
import postgres from "postgres";
import sharp from "sharp";
import { accessOf } from "../../app/domain/access/permissions";
import { allows, type Rule } from "../../app/domain/access/policy";
import { DEMO_ACCOUNTS } from "../../app/seed/demo-data";
import { expect, test } from "./fixtures";
import { HttpClient } from "./http-client";
import { csrfOf, loadRoutes, postForms, routeTargets, signedIn } from "./manifest";
import { scaled } from "../time-scale";

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
  // why: every role asks every protected route (more with each new page); it passed 6 min on a
  // loaded clean-clone run
  test.setTimeout(scaled(600_000));
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
    eventId: "999999",
    festivityId: "999999",
    itemId: "festivity-999999",
    file: "unknown-calendar-link.ics",
    journalId: "999999",
    toolId: "999999",
    categoryId: "999999",
    templateId: "999999",
    checklistId: "999999",
  };

  const targets = await routeTargets(examples);
  // posts the route's policy lets through and the command refuses for a role, even as sent here (a form with nothing in it)
  const REFUSED_BY_THE_RULES: Record<string, readonly string[]> = { "/app/profile/settings": ["AUDITOR"] };

  const protectedRule = (r: Rule | undefined) => r && !("public" in r);
  const failures: string[] = [];

  // not signed in: every protected page sends to the login page
  const anon = new HttpClient(baseURL as string);
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
        // the route lets the role's rights through, and the command's own rule refuses the role (ADR-0101): 403
        const allowed = allows(t.policy.post as Rule, access) && !REFUSED_BY_THE_RULES[t.path]?.includes(account.role);
        const ok = allowed ? r.status() !== 403 && r.status() < 500 : r.status() === 403;
        if (!ok) failures.push(`${account.username} POST ${t.path}: ${r.status()} (expected ${allowed ? "allowed" : "403"})`);
      }
    }
    await ctx.dispose();
  }
  expect(failures).toEqual([]);
});

test("the auditor writes nothing but their own password and support requests", async ({ baseURL }) => {
  test.setTimeout(scaled(360_000));
  const auditor = DEMO_ACCOUNTS.find((a) => a.role === "AUDITOR") as (typeof DEMO_ACCOUNTS)[number];
  const access = accessOf({ personId: -1, role: auditor.role, capabilities: auditor.capabilities, companyCode: auditor.companyCode, active: true });
  const sql = postgres(process.env.E2E_DATABASE_URL as string, { max: 1, onnotice: () => {} });
  try {
    const [me] = await sql`SELECT id FROM person_list WHERE username = ${auditor.username}`;
    const [site] = await sql`SELECT min(id) AS id FROM site_list WHERE company_code = 'cantiere'`;
    const [{ max: before }] = await sql`SELECT coalesce(max(position), 0)::bigint AS max FROM events`;
    const targets = await routeTargets({
      personId: String(me.id), siteId: String(site.id), userId: String(me.id), id: String(me.id), leaveId: "1", expenseId: "1",
      streamType: "person", recordId: String(me.id), stampId: "1", ruleId: "1", eventId: "1", festivityId: "1", itemId: "festivity-1", file: "unknown-calendar-link.ics", journalId: "1", toolId: "1", categoryId: "1", checklistId: "1", templateId: "1",
    });

    // the routes whose POST the auditor's rights pass: each refuses a write in its action, or is one of the two allowed
    const posting = targets.filter((t) => t.hasAction && t.policy.post && !("public" in t.policy.post) && allows(t.policy.post, access)).map((t) => t.id).sort();
    expect(posting).toEqual(
      [
        "routes/app.profile.edit", // their own contacts and password
        // their own photo and notification toggles: the page offers no form and the command refuses (issue 42)
        "routes/app.profile.avatar",
        "routes/app.profile.settings",
        "routes/app.notifications", // marking their own notifications read (issue 18)
        "routes/app.support", // support requests
        // their own leave, expenses and stamps: refused by the rules (no leave, no expenses, no clocking for an auditor)
        "routes/app.profile.expenses.$expenseId.edit", "routes/app.profile.expenses._index", "routes/app.profile.expenses.new",
        "routes/app.profile.leaves.$leaveId.edit", "routes/app.profile.leaves._index", "routes/app.profile.leaves.new",
        "routes/app.profile.stamping",
        // their own month's sign-off (ADR-0138): an auditor keeps no hours or expenses, so the rules refuse
        // signing and commenting (403) and the page offers no form
        "routes/app.profile.month-close",
        // the same clock sent by the stamping page's code (ADR-0124): refused by the same rule, as JSON
        "routes/app.profile.stamping.sync",
        // their own calendar events: an auditor may create none, so every event id answers 404
        "routes/app.profile.calendar.events.$eventId.edit",
        // a site's journal: writing, commenting and liking are for the site's team (the rules refuse anyone else, 403);
        // the edit page is the author's (403), and the page offers the auditor no form
        "routes/app.sites.sites.$siteId.journal._index", "routes/app.sites.sites.$siteId.journal.new",
        "routes/app.sites.sites.$siteId.journal.$journalId.edit", "routes/app.sites.sites.$siteId.journal.$journalId.view",
        // their own tools: asking for one is for staff (the rules refuse an auditor, 403), and the page offers the auditor no form
        "routes/app.profile.tools",
        // a tool's page (the QR label's target, ADR-0079): its holder confirms the receipt and returns it; anyone else gets 404 for it
        "routes/app.admin.tools.$toolId._index",
        // a site's crew stamps: for a foreman of the site's team (the rules refuse anyone else, 403), and the
        // dashboard offers the auditor no crew form (ADR-0123)
        "routes/app.sites.sites.$siteId.dashboard",
        // a site's checklist is filled by its team: anyone else gets 404 for it (ADR-0072)
        "routes/app.sites.sites.$siteId.checklists.$checklistId.fill",
      ].sort(),
    );

    const ctx = await signedIn(baseURL as string, auditor.username);
    const csrf = await csrfOf(ctx);
    // every form of every page the auditor may open, sent as it stands
    for (const t of targets) {
      if (!t.hasLoader || !t.policy.get || "public" in t.policy.get || !allows(t.policy.get, access)) continue;
      const r = await ctx.get(t.path, { maxRedirects: 0 });
      if (!(r.headers()["content-type"] ?? "").includes("text/html")) continue;
      for (const f of postForms(await r.text(), t.path)) {
        if (f.action.startsWith("/auth/logout")) continue;
        const answer = await ctx.post(f.action, { form: Object.fromEntries(f.fields), maxRedirects: 0 });
        expect(answer.status(), `${f.action} from ${t.path}`).toBeLessThan(500);
      }
    }
    // complete, valid requests of the writes an employee may make: refused as forbidden
    const uuid = () => crypto.randomUUID();
    const refused = [
      await ctx.post("/app/profile/leaves/new", { form: { csrf, commandId: uuid(), type: "1", shape: "allDay", startDate: "2027-03-01", endDate: "2027-03-01" }, maxRedirects: 0 }),
      await ctx.post("/app/profile/stamping", { form: { csrf, commandId: uuid(), intent: "record-stamp", kind: "ENTRATA" }, maxRedirects: 0 }),
      await ctx.post("/app/profile/stamping/sync", { form: { csrf, commandId: uuid(), intent: "record-stamp", kind: "ENTRATA", deviceAt: new Date().toISOString(), queued: "1" }, maxRedirects: 0 }),
      await ctx.post("/app/profile/expenses/new", {
        multipart: {
          csrf, commandId: uuid(), reason: "Audit", place: "Lugano", amount: "10.00", currency: "CHF", quantity: "1", unit: "PIECES", siteId: String(site.id), date: "02.03.2026", isEquipment: "0",
          receipt: { name: "r.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n") },
        },
        maxRedirects: 0,
      }),
    ];
    // their own photo, a valid image (a form sent without one was refused for the missing file, which
    // hid that the write itself was allowed), and their notification toggles, changed (issue 42)
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#2b6cb0" } }).png().toBuffer();
    refused.push(
      await ctx.post("/app/profile/avatar", { multipart: { csrf, commandId: uuid(), intent: "change-avatar", avatar: { name: "me.png", mimeType: "image/png", buffer: png } }, maxRedirects: 0 }),
      await ctx.post("/app/profile/settings", { form: { csrf, commandId: uuid(), language: "de", sites: "on", sitesEmail: "on" }, maxRedirects: 0 }),
    );
    // their own month, signed with a valid request (last month, the page's own command id)
    const lastMonth = new Date(Date.now() - 35 * 86_400_000).toISOString().slice(0, 7);
    refused.push(await ctx.post("/app/profile/month-close", { form: { csrf, commandId: uuid(), intent: "sign-month", month: lastMonth, expectedVersion: "0", comment: "" }, maxRedirects: 0 }));
    expect(refused.map((r) => r.status())).toEqual([403, 403, 403, 403, 403, 403, 403]);
    expect(await (await ctx.get("/app/profile/month-close")).text()).not.toContain('value="sign-month"');
    // and the pages offer neither
    expect(await (await ctx.get("/app/profile/edit")).text()).not.toContain('action="/app/profile/avatar"');
    expect(await (await ctx.get("/app/profile/avatar")).text()).not.toContain('name="avatar"');
    expect(await (await ctx.get("/app/profile/settings")).text()).not.toContain("notification-settings-form");
    // and a support request, which the auditor may send: proof that this check sees writes
    const sent = await ctx.post("/app/support", { form: { csrf, commandId: uuid(), title: "Verifica", message: "Nessun problema", page: "/app" }, maxRedirects: 0 });
    expect(sent.status()).toBe(303);
    await ctx.dispose();

    const written = await sql`SELECT DISTINCT event_type FROM events WHERE position > ${before} AND (metadata->>'actorId')::bigint = ${me.id}`;
    expect(written.map((w) => w.event_type).sort()).toEqual(["SupportRequestSubmitted"]);
  } finally {
    await sql.end();
  }
});

test("the client changes no photo of their own, on the page or the API's operation; their notification toggles stay theirs (issue 42)", async ({ baseURL }) => {
  const client = DEMO_ACCOUNTS.find((a) => a.role === "CLIENT") as (typeof DEMO_ACCOUNTS)[number];
  const sql = postgres(process.env.E2E_DATABASE_URL as string, { max: 1, onnotice: () => {} });
  try {
    const [me] = await sql`SELECT id FROM person_list WHERE username = ${client.username}`;
    const [{ max: before }] = await sql`SELECT coalesce(max(position), 0)::bigint AS max FROM events`;
    const ctx = await signedIn(baseURL as string, client.username);
    const csrf = await csrfOf(ctx);
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#c05621" } }).png().toBuffer();
    const photo = await ctx.post("/app/profile/avatar", { multipart: { csrf, commandId: crypto.randomUUID(), intent: "change-avatar", avatar: { name: "me.png", mimeType: "image/png", buffer: png } }, maxRedirects: 0 });
    expect(photo.status()).toBe(403);
    const removal = await ctx.post("/app/profile/avatar", { multipart: { csrf, commandId: crypto.randomUUID(), intent: "remove-avatar" }, maxRedirects: 0 });
    expect(removal.status()).toBe(403);
    expect(await (await ctx.get("/app/profile/edit")).text()).not.toContain('action="/app/profile/avatar"');
    // the toggles: a client may still choose which notifications reach them
    const settings = await ctx.post("/app/profile/settings", { form: { csrf, commandId: crypto.randomUUID(), language: "fr", sites: "on" }, maxRedirects: 0 });
    expect(settings.status()).toBe(303);
    await ctx.dispose();
    const written = await sql`SELECT DISTINCT event_type FROM events WHERE position > ${before} AND (metadata->>'actorId')::bigint = ${me.id}`;
    expect(written.map((w) => w.event_type)).not.toContain("PersonAvatarChanged");
  } finally {
    await sql.end();
  }
});
