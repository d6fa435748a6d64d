// Bad input never produces a server error, and never loses what was typed (issue 10). First the
// probe's reproductions, each as it was found; then a fuzzer over the route manifest: every POST
// form of every page, as a role allowed to send it, posted with one field at a time replaced by a
// hostile value, and every page's query parameters likewise. HTTP only, no browser; on a server and
// database of this file's own (it approves, rejects and creates records by the hundred), run once,
// in the fuzz project (playwright.config.ts).
import http from "node:http";
import postgres from "postgres";
import { accessOf } from "../../app/domain/access/permissions";
import { allows } from "../../app/domain/access/policy";
import { DEMO_ACCOUNTS } from "../../app/seed/demo-data";
import { expect, test } from "./fixtures";
import { HttpClient } from "./http-client";
import { formKey, formTargets, fuzzForm, HOSTILE_VALUES, mayFuzz, REDIRECT_HOSTILE, type Answer, type FormTarget } from "./hostile";
import { QUERY_PARAMS } from "../../app/domain/shared/query-params";
import { csrfOf, routeTargets, signedIn, type RouteTarget } from "./manifest";
import { startOwnServer, type OwnServer } from "./own-server";

test.describe.configure({ mode: "serial" });

let server: OwnServer;

test.beforeAll(async () => {
  // why: its own database is seeded first (up to 300 s while five runs share two cores)
  test.setTimeout(360_000);
  server = await startOwnServer("hostile", Number(process.env.E2E_PORT ?? 3210) + 11);
});

test.afterAll(async () => {
  await server?.stop();
});

const uuid = () => crypto.randomUUID();

async function ids() {
  const sql = postgres(server.databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const one = async (q: Promise<{ id: number | null }[]>) => String((await q)[0]?.id ?? 999999);
    const [employee] = await sql`SELECT id FROM person_list WHERE username = 'employee'`;
    const [worker] = await sql`SELECT id FROM person_list WHERE username = 'worker'`;
    return {
      employee: Number(employee.id),
      examples: {
        personId: String(worker.id),
        userId: String(employee.id),
        id: String(worker.id),
        recordId: String(worker.id),
        streamType: "person",
        siteId: await one(sql`SELECT min(id) AS id FROM site_list WHERE company_code = 'cantiere'`),
        leaveId: await one(sql`SELECT min(id) AS id FROM leave_list WHERE person_id = ${employee.id} AND status = 'PENDING'`),
        expenseId: await one(sql`SELECT min(id) AS id FROM expense_list WHERE person_id = ${employee.id} AND status = 'PENDING'`),
        stampId: await one(sql`SELECT min(id) AS id FROM stamp_list WHERE person_id = ${employee.id} AND status = 'ACTIVE'`),
        ruleId: await one(sql`SELECT min(id) AS id FROM working_hours_rule_list`),
        eventId: await one(sql`SELECT min(id) AS id FROM calendar_event_list WHERE NOT cancelled`),
        festivityId: await one(sql`SELECT min(id) AS id FROM festivity_list WHERE NOT removed`),
        itemId: `festivity-${await one(sql`SELECT min(id) AS id FROM festivity_list WHERE NOT removed`)}`,
        file: "unknown-calendar-link.ics",
    journalId: await one(sql`SELECT min(j.id) AS id FROM journal_entry_list j JOIN site_list s ON s.id = j.site_id WHERE NOT j.removed AND s.id = (SELECT min(id) FROM site_list WHERE company_code = 'cantiere')`),
    toolId: await one(sql`SELECT min(id) AS id FROM tool_list WHERE NOT retired AND person_id IS NULL`),
    categoryId: await one(sql`SELECT max(id) AS id FROM tool_category_list WHERE NOT deleted`),
    templateId: await one(sql`SELECT max(id) AS id FROM checklist_template_list WHERE NOT removed`),
    checklistId: await one(sql`SELECT coalesce((SELECT min(c.id) FROM checklist_list c WHERE c.status = 'PENDING' AND NOT c.removed AND c.site_id = (SELECT min(id) FROM site_list WHERE company_code = 'cantiere')), (SELECT min(id) FROM checklist_list WHERE status = 'PENDING' AND NOT removed)) AS id`),
      } as Record<string, string>,
      supportRequest: await one(sql`SELECT min(id) AS id FROM support_request_list`),
    };
  } finally {
    await sql.end();
  }
}

async function count(query: (sql: postgres.Sql) => Promise<{ n: number }[]>): Promise<number> {
  const sql = postgres(server.databaseUrl, { max: 1, onnotice: () => {} });
  try {
    return Number((await query(sql))[0].n);
  } finally {
    await sql.end();
  }
}

// the server's errors: JSON lines at level error on its stderr (ADR-0121), an unexpected error or a 5xx answer
const errorLines = () => server.stderr().split("\n").filter((l) => l.startsWith("[error ") || /^\{.*"level":"(error|fatal)"/.test(l));

test.describe("the probe's reproductions", () => {
  test("a NUL in any text field is refused beside that field, with the values kept and nothing stored", async () => {
    const employee = await signedIn(server.baseURL, "employee");
    const hr = await signedIn(server.baseURL, "hr");
    const csrf = await csrfOf(employee);
    const hrCsrf = await csrfOf(hr);
    const { employee: employeeId } = await ids();
    const before = await count((sql) => sql`SELECT count(*)::int AS n FROM events`);
    const refused = async (r: Awaited<ReturnType<HttpClient["post"]>>, kept: string) => {
      expect(r.status(), r.url()).toBe(400);
      const html = await r.text();
      expect(html).toContain("Il testo contiene caratteri non ammessi");
      expect(html).toContain(kept);
    };
    // leave: the description
    await refused(
      await employee.post("/app/profile/leaves/new", {
        form: { csrf, commandId: uuid(), expectedVersion: "0", type: "1", shape: "allDay", startDate: "2027-05-03", endDate: "2027-05-04", description: "Ferie\u0000estive" },
        maxRedirects: 0,
      }),
      "2027-05-04",
    );
    // support: title and message
    await refused(await employee.post("/app/support", { form: { csrf, commandId: uuid(), title: "Aiuto\u0000", message: "Messaggio da tenere", page: "/app" }, maxRedirects: 0 }), "Messaggio da tenere");
    // expense: reason and place (a multipart form, with its receipt)
    const receipt = { name: "r.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n") };
    const expense = { csrf, commandId: uuid(), expectedVersion: "0", reason: "Pranzo", place: "Lugano", amount: "12.50", currency: "CHF", quantity: "1", unit: "PIECES", date: "02.03.2026", isEquipment: "0" };
    const [site] = await (async () => {
      const sql = postgres(server.databaseUrl, { max: 1, onnotice: () => {} });
      try {
        return await sql`SELECT min(id) AS id FROM site_list WHERE company_code = 'cantiere'`;
      } finally {
        await sql.end();
      }
    })();
    await refused(await employee.post("/app/profile/expenses/new", { multipart: { ...expense, siteId: String(site.id), reason: "Pranzo\u0000", receipt }, maxRedirects: 0 }), "Lugano");
    await refused(await employee.post("/app/profile/expenses/new", { multipart: { ...expense, siteId: String(site.id), commandId: uuid(), place: "Lug\u0000ano", receipt }, maxRedirects: 0 }), "Pranzo");
    // stamping: HR's stamp reason, and the daily hours' description
    await refused(
      await hr.post(`/app/hr/users/${employeeId}/stamps/new`, {
        form: { csrf: hrCsrf, commandId: uuid(), expectedVersion: "0", intent: "add-stamp", kind: "ENTRATA", stampedAt: "03.03.2026 08:00", reason: "Dimenticato\u0000" },
        maxRedirects: 0,
      }),
      "03.03.2026",
    );
    await refused(
      await hr.post(`/app/hr/users/${employeeId}/dailyHours/new`, {
        form: { csrf: hrCsrf, commandId: uuid(), startAt: "03.03.2026 08:00", endAt: "03.03.2026 12:00", description: "Cantiere\u0000", siteId: String(site.id) },
        maxRedirects: 0,
      }),
      "03.03.2026",
    );
    // the login form
    const anon = await signedOut();
    const token = await csrfOf(anon, "/auth/login");
    await refused(await anon.post("/auth/login", { form: { csrf: token, username: "admin\u0000", password: "x" }, maxRedirects: 0 }), "admin");
    expect(await count((sql) => sql`SELECT count(*)::int AS n FROM events`)).toBe(before);
    // a search drops the character instead: the list answers
    for (const page of ["/app/hr/users/list", "/app/sites/sites", "/app/hr/leave-requests", "/app/hr/expense-requests", "/app/hr/stamps", "/app/permission/list"]) {
      const r = await hr.get(`${page}?search=Ro%00ssi`, { maxRedirects: 0 });
      expect(r.status(), page).toBe(200);
    }
    for (const c of [employee, hr, anon]) await c.dispose();
    expect(errorLines()).toEqual([]);
  });

  test("issue 42 M2: a NUL in a search and a character past Latin-1 in a redirect field answer no 500, and the support request is stored once with a redirect that works", async () => {
    const admin = await signedIn(server.baseURL, "admin");
    const { examples } = await ids();
    // a NUL in the searches that reached PostgreSQL unread by the shared rule
    for (const url of ["/app/admin/tools?q=a%00b", "/app/admin/tools/csv?q=%00", `/app/sites/sites/${examples.siteId}/contacts/edit?q=%00`]) {
      const r = await admin.get(url, { maxRedirects: 0 });
      expect(r.status(), url).toBe(200);
    }
    const csrf = await csrfOf(admin);
    const post = (path: string, body: string) =>
      admin.post(path, { data: body, headers: { "content-type": "application/x-www-form-urlencoded" }, maxRedirects: 0 });
    // the support form's page as the probe sent it (%FF%FE: not UTF-8, read as two U+FFFD): stored once, then a redirect to a percent-encoded path
    const supports = () => count((sql) => sql`SELECT count(*)::int AS n FROM events WHERE event_type = 'SupportRequestSubmitted'`);
    const before = await supports();
    const support = await post("/app/support", `csrf=${encodeURIComponent(csrf)}&commandId=${uuid()}&title=Prova&message=Messaggio&page=%2Fapp%FF%FE`);
    expect(support.status()).toBe(303);
    expect(support.headers().location).toBe("/app%EF%BF%BD%EF%BF%BD");
    expect(await supports()).toBe(before + 1);
    // the language and theme switches back to a page whose address has a euro sign in it, or a lone surrogate; another site is never a target
    for (const [path, field] of [["/settings/language", "lng=de"], ["/settings/theme", "theme=dark"]] as const) {
      const euro = await post(path, `csrf=${encodeURIComponent(csrf)}&${field}&redirectTo=${encodeURIComponent("/app?search=€")}`);
      expect(euro.status(), path).toBe(303);
      expect(euro.headers().location, path).toBe("/app?search=%E2%82%AC");
      // as a form body carries them: a lone surrogate arrives as invalid UTF-8 (read as U+FFFD), a NUL, other sites
      const lone = await post(path, `csrf=${encodeURIComponent(csrf)}&${field}&redirectTo=%2Fapp%ED%A0%80`);
      expect(lone.headers().location, path).toBe("/app%EF%BF%BD%EF%BF%BD%EF%BF%BD");
      for (const target of ["%2Fapp%00x", "%2F%2Fevil.example%2Fx", "%2F%5Cevil.example", "https%3A%2F%2Fevil.example", "%2F.%2F%2Fevil.example"]) {
        const r = await post(path, `csrf=${encodeURIComponent(csrf)}&${field}&redirectTo=${target}`);
        expect(r.status(), `${path} ${target}`).toBe(303);
        expect(r.headers().location, `${path} ${target}`).toBe("/");
      }
    }
    await post("/settings/language", `csrf=${encodeURIComponent(csrf)}&lng=it&redirectTo=%2F`);
    await admin.dispose();
    expect(errorLines()).toEqual([]);
  });

  test("a body over 256 KiB is refused before it is read, with the translated 413 page, even anonymously", async () => {
    const anon = await signedOut();
    const token = await csrfOf(anon, "/auth/login");
    const r = await anon.post("/auth/login", { form: { csrf: token, username: "admin", password: "x".repeat(3 * 1024 * 1024) }, maxRedirects: 0 });
    expect(r.status()).toBe(413);
    expect(await r.text()).toContain("Modulo troppo grande");
    await anon.dispose();
    // the server goes on answering
    expect((await fetch(`${server.baseURL}/auth/login`)).status).toBe(200);
  });

  test("an answer given before the body is read reaches the client still writing it: 413 and 405, closed or kept alive", async () => {
    // the server reads the rest and throws it away (server.mjs, linger): closing on unread bytes
    // would reset the socket, and a client still writing 12 MB would get a broken pipe, not the page
    const body = Buffer.alloc(12 * 1024 * 1024, 0x61);
    const { port } = new URL(server.baseURL);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const post = (path: string, connection: string, withAgent = false) =>
      new Promise<string>((resolve) => {
        // the answer's status, or the error of the write (a broken pipe even after the answer fails)
        let outcome = "no answer";
        let failed = false;
        const req = http.request(
          { host: "127.0.0.1", port: Number(port), path, method: "POST", agent: withAgent ? agent : false, headers: { "content-type": "application/x-www-form-urlencoded", "content-length": body.length, connection } },
          (res) => {
            res.resume();
            res.on("end", () => {
              if (!failed) outcome = String(res.statusCode);
            });
          },
        );
        req.on("error", (e: NodeJS.ErrnoException) => {
          failed = true;
          outcome = e.code ?? e.message;
        });
        req.on("close", () => setTimeout(() => resolve(outcome), 20));
        req.end(body);
      });
    const answers: string[] = [];
    for (let i = 0; i < 8; i++) answers.push(await post("/auth/logout", "close"), await post("/auth/login", "close"));
    expect(new Set(answers)).toEqual(new Set(["413"]));
    // a page without an action (405), on one kept-alive connection: each answer arrives, and the
    // connection carries the next request instead of stalling on the unread body
    const kept: string[] = [];
    for (let i = 0; i < 4; i++) kept.push(await post("/app/leave", "keep-alive", true));
    expect(kept).toEqual(["405", "405", "405", "405"]);
    agent.destroy();
    expect((await fetch(`${server.baseURL}/auth/login`)).status).toBe(200);
    expect(errorLines()).toEqual([]);
  });

  test("a text over its limit is an error beside its field, every value kept: the expense form at 70 KB", async () => {
    const employee = await signedIn(server.baseURL, "employee");
    const csrf = await csrfOf(employee);
    const receipt = { name: "r.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n") };
    const r = await employee.post("/app/profile/expenses/new", {
      multipart: { csrf, commandId: uuid(), expectedVersion: "0", reason: "Lungo " + "x".repeat(70 * 1024), place: "Bellinzona", amount: "12.50", currency: "CHF", quantity: "1", unit: "PIECES", date: "02.03.2026", isEquipment: "0", receipt },
      maxRedirects: 0,
    });
    expect(r.status()).toBe(400);
    const html = await r.text();
    expect(html).not.toMatch(/<h1[^>]*>\s*400/);
    expect(html).toContain("Bellinzona");
    expect(html).toContain("02.03.2026");
    expect(html).toMatch(/troppo lung/i);
    await employee.dispose();
  });

  test("dates nobody means are refused with their reason: year 0001, 9999, the spring daylight-saving gap", async () => {
    const employee = await signedIn(server.baseURL, "employee");
    const hr = await signedIn(server.baseURL, "hr");
    const csrf = await csrfOf(employee);
    const hrCsrf = await csrfOf(hr);
    const { employee: employeeId } = await ids();
    const leave = (over: Record<string, string>) =>
      employee.post("/app/profile/leaves/new", { form: { csrf, commandId: uuid(), expectedVersion: "0", type: "1", ...over }, maxRedirects: 0 });
    const year = "deve essere compreso tra il 1900 e il 2100";
    const gap = "ora non esiste";
    for (const [over, message] of [
      [{ shape: "allDay", startDate: "0001-01-01", endDate: "" }, year],
      [{ shape: "allDay", startDate: "2027-05-03", endDate: "9999-12-31" }, year],
      [{ shape: "range", startAt: "2026-03-29T02:00", endAt: "2026-03-29T03:00" }, gap],
      [{ shape: "range", startAt: "2026-03-29T01:00", endAt: "2026-03-29T02:30" }, gap],
    ] as const) {
      const r = await leave(over);
      expect(r.status(), JSON.stringify(over)).toBe(400);
      expect(await r.text(), JSON.stringify(over)).toContain(message);
    }
    const stamp = await hr.post(`/app/hr/users/${employeeId}/stamps/new`, {
      form: { csrf: hrCsrf, commandId: uuid(), expectedVersion: "0", intent: "add-stamp", kind: "ENTRATA", stampedAt: "29.03.2026 02:15", reason: "Prova" },
      maxRedirects: 0,
    });
    expect(stamp.status()).toBe(400);
    expect(await stamp.text()).toContain(gap);
    for (const c of [employee, hr]) await c.dispose();
  });
});

async function signedOut(): Promise<HttpClient> {
  return new HttpClient(server.baseURL);
}

/** Runs `work` over `items`, `width` at a time. */
async function pool<T>(items: T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await work(items[next++]);
    }),
  );
}

// what the fuzzer sends: enough to break every parser, few enough to stay a few minutes on 2 cores
const FUZZ_VALUES = HOSTILE_VALUES.filter((v) =>
  ["NUL", "lone NUL", "control characters", "1 MB", "70 KB", "array for a scalar", "object-ish", "huge number", "year 0001", "ISO year 0001", "daylight-saving gap", "markup", "bad UTF-16", "empty"].includes(v.name),
);

/**
 * Fresh records for the next account's round, made as a person would make them: a pending leave
 * request and expense of the employee and a support request, so that the pages that show a form
 * only for such a record (edit, withdraw, decide, delete) show one, whatever the earlier rounds
 * approved, withdrew or deleted.
 */
async function freshRecords(round: number): Promise<{ examples: Record<string, string>; variants: Record<string, string[]> }> {
  const employee = await signedIn(server.baseURL, "employee");
  const csrf = await csrfOf(employee);
  const { examples: base, employee: employeeId } = await ids();
  // a working day of its own per round, in next year (the leave list shows one year at a time)
  const day = ["2027-06-07", "2027-06-08", "2027-06-09", "2027-06-10", "2027-06-11", "2027-06-14", "2027-06-15", "2027-06-16", "2027-06-17", "2027-06-18"][round];
  const made = [
    await employee.post("/app/profile/leaves/new", {
      form: { csrf, commandId: uuid(), expectedVersion: "0", type: "1", shape: "allDay", startDate: day, endDate: day, description: "Prova" },
      maxRedirects: 0,
    }),
    await employee.post("/app/profile/expenses/new", {
      multipart: {
        csrf, commandId: uuid(), expectedVersion: "0", reason: "Pranzo", place: "Lugano", amount: "12.50", currency: "CHF", quantity: "1", unit: "PIECES",
        date: "02.03.2026", isEquipment: "0", siteId: base.siteId,
        receipt: { name: "r.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n") },
      },
      maxRedirects: 0,
    }),
    await employee.post("/app/support", { form: { csrf, commandId: uuid(), title: "Prova", message: "Messaggio", page: "/app" }, maxRedirects: 0 }),
  ];
  expect(made.map((r) => r.status())).toEqual([303, 303, 303]);
  await employee.dispose();
  const sql = postgres(server.databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const [leave] = await sql`SELECT max(id) AS id FROM leave_list WHERE person_id = ${employeeId} AND status = 'PENDING'`;
    const [expense] = await sql`SELECT max(id) AS id FROM expense_list WHERE person_id = ${employeeId} AND status = 'PENDING'`;
    const [support] = await sql`SELECT max(id) AS id FROM support_request_list`;
    const [document] = await sql`SELECT min(document_id) AS id FROM legal_document_list WHERE person_id = ${employeeId} AND removed_at IS NULL`;
    const [worker] = await sql`SELECT id FROM person_list WHERE username = 'worker'`;
    const [member] = await sql`SELECT min(person_id) AS id FROM site_team WHERE site_id = ${base.siteId} AND NOT removed`;
    const [schedule] = await sql`SELECT min(id) AS id FROM site_schedule WHERE site_id = ${base.siteId} AND NOT removed`;
    const [category] = await sql`SELECT max(id) AS id FROM tool_category_list WHERE NOT deleted`;
    const [template] = await sql`SELECT max(id) AS id FROM checklist_template_list WHERE NOT removed`;
    const examples = { ...base, leaveId: String(leave.id), expenseId: String(expense.id) };
    return {
      examples,
      // the steps a page renders only when asked (a confirmation without JavaScript)
      variants: {
        "/app/admin/support-requests": [`?confirm=${support.id}`],
        "/app/profile/leaves": [`?year=2027&withdraw=${leave.id}`],
        "/app/profile/expenses": [`?withdraw=${expense.id}`],
        [`/app/hr/users/${employeeId}/expenses`]: [`?withdraw=${expense.id}`],
        [`/app/hr/users/${employeeId}/stamps/${base.stampId}/edit`]: ["?delete=1"],
        [`/app/hr/working-hours/${base.ruleId}/edit`]: ["?remove=1"],
        [`/app/sites/sites/${base.siteId}/contacts`]: [`?remove=${member?.id ?? "none"}`],
        [`/app/sites/sites/${base.siteId}/schedules`]: [`?remove=${schedule?.id ?? "none"}`],
        [`/app/hr/users/${employeeId}/profile`]: ["?deactivate=1"],
        "/app/admin/tools/categories": [`?remove=${category?.id ?? "none"}`],
        "/app/admin/checklists/templates": [`?remove=${template?.id ?? "none"}`],
        [`/app/admin/checklists/${base.checklistId}/view`]: ["?remove=1"],
        [`/app/admin/users/${employeeId}/profile`]: ["?deactivate=1"],
        [`/app/admin/users/${employeeId}/expenses`]: [`?withdraw=${expense.id}`],
        [`/app/hr/users/${employeeId}/documents`]: [`?remove=${document?.id ?? "none"}`],
        // the employee has no assigned sites (no form): the worker's page of the same route has one
        [`/app/hr/users/${employeeId}/sites`]: [`/app/hr/users/${worker.id}/sites`],
        "/app/hr/leave-requests/bulk": [`?intent=approve-leave&leaveIds=${leave.id}`, `?intent=reject-leave&leaveIds=${leave.id}`],
        "/app/hr/expense-requests/bulk": [`?intent=approve-expense&expenseIds=${expense.id}`, `?intent=reject-expense&expenseIds=${expense.id}`],
      },
    };
  } finally {
    await sql.end();
  }
}

test("every action of the route manifest, fuzzed as a role allowed to send it: no server error, refused forms keep their values", async () => {
  // why: about 9,000 posts on a 2-core machine shared with five other runs (measured beside them: 40.5
  // min on a clean-clone check of session 43, past 45 min on a CI run; 4.5 min alone); a limit, not a
  // speed target. Not scaled: 75 min is what the suite's 90 min on CI leave it (a CI machine 1.7 times
  // slower than the 34 min of session 43's clean-clone run here would take 58)
  test.setTimeout(4_500_000);
  const answers: Answer[] = [];
  const fuzzed = new Set<string>();
  const reached = new Set<string>();
  const normal = (path: string) => new URL(path, server.baseURL).pathname.replace(/\d+/g, "N");
  // anonymous first (the login form), then the least privileged: an administrator's decisions must
  // not remove what the others send
  // (the foreman: the crew form of the example site's dashboard shows to a foreman of its team only, ADR-0123)
  const accounts = [null, "worker", "foreman", "client", "auditor", "associate", "interim", "employee", "hr", "admin"];
  let targets: RouteTarget[] = [];
  for (const [round, username] of accounts.entries()) {
    const { examples, variants } = await freshRecords(round);
    targets = await routeTargets(examples);
    const account = DEMO_ACCOUNTS.find((a) => a.username === username);
    const ctx = username ? await signedIn(server.baseURL, username) : await signedOut();
    const access = account ? accessOf({ personId: -1, role: account.role, capabilities: account.capabilities, companyCode: account.companyCode, active: true }) : null;
    const refresh = async (t: FormTarget) => {
      const r = await ctx.get(t.page, { maxRedirects: 0 });
      return formTargets(await r.text(), t.page).find((f) => formKey(f) === formKey(t)) ?? null;
    };
    const forms: FormTarget[] = [];
    for (const t of targets) {
      const rule = t.policy.get;
      if (!t.hasLoader || !rule || ("public" in rule ? access !== null : !access || !allows(rule, access))) continue;
      // a variant is a query added to the page, or (starting with "/") another page of the same route
      for (const url of [t.path, ...(variants[t.path] ?? []).map((v) => (v.startsWith("/") ? v : t.path + v))]) {
        const r = await ctx.get(url, { maxRedirects: 0 });
        if (!(r.headers()["content-type"] ?? "").includes("text/html")) continue;
        for (const f of formTargets(await r.text(), url)) {
          // one form per action and intent: its ids and the page it sits on do not change what it sends
          const key = `${normal(f.form.action)}|${f.form.fields.find(([k]) => k === "intent")?.[1] ?? ""}|${[...new Set(f.form.fields.map(([k]) => k))].sort().join(",")}`;
          if (fuzzed.has(key) || !mayFuzz(f)) continue;
          fuzzed.add(key);
          forms.push(f);
        }
      }
    }
    await pool(forms, 3, async (f) => {
      const { answers: a } = await fuzzForm(ctx, f, refresh, FUZZ_VALUES, REDIRECT_HOSTILE);
      answers.push(...a);
      reached.add(normal(f.form.action));
    });
    await ctx.dispose();
  }

  // the actions no rendered form reached (their page shows the form only in a state the demo data
  // lacks, such as a proposal waiting for HR): posted blind, with hostile values in the fields such
  // actions read; the logout last, so it ends no session anything else needs
  const blind: string[] = [];
  const admin = await signedIn(server.baseURL, "admin");
  const csrf = await csrfOf(admin);
  const unreached = targets.filter((t) => t.hasAction && !reached.has(normal(t.path)));
  unreached.sort((a, b) => Number(a.path === "/auth/logout") - Number(b.path === "/auth/logout"));
  for (const t of unreached) {
    blind.push(normal(t.path));
    for (const v of FUZZ_VALUES) {
      const fields: [string, string][] = [["csrf", csrf]];
      for (const name of ["intent", "commandId", "expectedVersion", "id", "partnerId", "time", "decision", "reason", "lng", "theme", "redirectTo"]) {
        for (const value of v.values) fields.push([name, value]);
      }
      const r = await admin.post(t.path, {
        data: new URLSearchParams(fields).toString(),
        headers: { "content-type": "application/x-www-form-urlencoded", connection: "close" },
        maxRedirects: 0,
      });
      const form = { page: t.path, form: { action: t.path, fields }, multipart: false, typed: new Set<string>(), choices: new Map<string, string>(), files: [] };
      answers.push({ form, field: "*", value: v, status: r.status(), problem: r.status() >= 500 ? `server error ${r.status()}` : null });
    }
  }
  await admin.dispose();

  const summary = `${answers.length} posts; ${fuzzed.size} forms; blind: ${blind.join(", ") || "none"}`;
  test.info().annotations.push({ type: "fuzzed", description: summary });
  const problems = answers.filter((a) => a.problem).map((a) => `${a.form.form.action} [${a.field}] ${a.value.name}: ${a.problem}`);
  expect([...new Set(problems)]).toEqual([]);
  expect(errorLines()).toEqual([]);
  // the fuzzer bites only if it reached the forms through their pages: all but the few that need a
  // state the demo data lacks (a proposal waiting for HR), SSO (not configured here) and the logout
  // the festivities list now shows its generation form (ADR-0062), so it is fuzzed through a rendered form
  // a calendar item's delete (ADR-0066) is offered for events and stamps only: the example item is a festivity
  // the delegated approvals list renders its forms only while a delegation to the user holds (ADR-0088)
  // the stamping page's code sends the clock's stamps to its sync route (ADR-0124): no form of a page posts there
  expect(blind.sort(), summary).toEqual(["/app/admin/users/N/calendar/festivity-N", "/app/hr/users/N/calendar/festivity-N", "/app/hr/users/N/stamps", "/app/profile/calendar/festivity-N", "/app/profile/delegated-approvals", "/app/profile/stamping/sync", "/app/sites/sites/N/calendar/festivity-N", "/auth/logout", "/auth/oidc"]);
  expect(answers.length, summary).toBeGreaterThan(1500);
});

test("every page's query parameters, fuzzed: no server error, no redirect off the site or outside ASCII", async () => {
  // why: every page's every parameter, beside four other runs: about 20 min there before issue 36's
  // pages (the balance, payroll, the month's sign-off), then past 25 min on two clean-clone runs; a
  // limit, not a speed target (the walk's time is issue 43's, bench/RESULTS-suite.md); 75 min, not
  // scaled, as the action walk's
  test.setTimeout(4_500_000);
  const { examples } = await ids();
  const targets: RouteTarget[] = await routeTargets(examples);
  // every name a page reads: the query reader takes no other (app/domain/shared/query-params.ts), so
  // a parameter a route starts reading is fuzzed here without anyone adding it (issue 42 M2)
  const params = [...QUERY_PARAMS];
  const values = [
    "%00", "Ro%00ssi", "%1B%5B31m", "99999999999999999999", "-1", "NaN", "0001-01-01", "9999-12-31", "2026-13", "%3Cscript%3E",
    // a lone surrogate (as UTF-8 can carry one: not at all, read as U+FFFD), U+FFFD itself, a character past Latin-1, a local path with it
    "%ED%A0%80", "%EF%BF%BD", "%E2%82%AC", "%2Fapp%E2%82%AC%00",
    "%", "a&search=b", "",
  ];
  const failures: string[] = [];
  let sent = 0;
  for (const username of ["admin", "employee"]) {
    const ctx = await signedIn(server.baseURL, username);
    const account = DEMO_ACCOUNTS.find((a) => a.username === username);
    if (!account) throw new Error(username);
    const access = accessOf({ personId: -1, role: account.role, capabilities: account.capabilities, companyCode: account.companyCode, active: true });
    const pages = targets.filter((t) => t.hasLoader && t.policy.get && ("public" in t.policy.get || allows(t.policy.get, access)));
    await pool(pages, 2, async (t) => {
      const get = async (query: string) => {
        sent++;
        const r = await ctx.get(`${t.path}?${query}`, { maxRedirects: 0 });
        if (r.status() >= 500) failures.push(`${username} GET ${t.path}?${query.slice(0, 80)}: ${r.status()}`);
        const location = r.status() >= 300 && r.status() < 400 ? (r.headers().location ?? "") : null;
        if (location !== null && !/^\/(?![/\\])[\x21-\x7e]*$/.test(location)) failures.push(`${username} GET ${t.path}?${query.slice(0, 80)}: redirected to ${JSON.stringify(location)}`);
      };
      // every parameter at once, each value in turn; then every value in every parameter once more,
      // each request with the values rotated (parameter j gets value i + j), so each parameter meets
      // each value beside other values than its own: as many page loads as values, not as
      // parameters × values (the walk's time stays that of the values, whatever the routes read)
      for (const v of values) await get(params.map((p) => `${p}=${v}`).join("&"));
      for (let i = 0; i < values.length; i++) await get(params.map((p, j) => `${p}=${values[(i + j) % values.length]}`).join("&"));
    });
    await ctx.dispose();
  }
  expect(sent).toBeGreaterThan(1000);
  expect(failures).toEqual([]);
  expect(errorLines()).toEqual([]);
});
