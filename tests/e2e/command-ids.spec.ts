// A command id is issued per rendered form, never per page (ADR-0001): every page of the route
// manifest, as every demo account that may open it, is fetched and its POST forms read; no two of
// them may carry the same command id (`commandId`, or a bulk form's `batchId`), and none may carry
// an empty one. HTTP only, no browser: run once, in the nojs project (playwright.config.ts).
import postgres from "postgres";
import type { HttpClient } from "./http-client";
import { accessOf } from "../../app/domain/access/permissions";
import { allows } from "../../app/domain/access/policy";
import { DEMO_ACCOUNTS } from "../../app/seed/demo-data";
import { expect, test } from "./fixtures";
import { csrfOf, routeTargets, signedIn } from "./manifest";
import { scaled } from "../time-scale";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The ids carried by each POST form of a page, as `[field, value]` pairs, one list per form. */
function commandIdsOfForms(html: string): [string, string][][] {
  const forms = html.match(/<form\b[^>]*\bmethod="post"[^>]*>[\s\S]*?<\/form>/gi) ?? [];
  return forms.map((f) =>
    [...f.matchAll(/<input\b[^>]*\bname="(commandId|batchId)"[^>]*>/g)].map((m) => [m[1], /\bvalue="([^"]*)"/.exec(m[0])?.[1] ?? ""] as [string, string]),
  );
}

test("the reader of forms finds two forms sharing one id, and an empty id", () => {
  const form = (id: string) => `<form method="post" action="/x"><input type="hidden" name="commandId" value="${id}"/></form>`;
  const shared = commandIdsOfForms(form("a") + form("a")).flat();
  expect(shared.map(([, v]) => v)).toEqual(["a", "a"]);
  expect(commandIdsOfForms(`<form class="c" method="post"><input name="batchId" type="hidden"/></form>`)).toEqual([[["batchId", ""]]]);
  expect(commandIdsOfForms(`<form method="get"><input name="commandId" value="x"/></form>`)).toEqual([]);
});

test("no rendered page carries two command forms with the same id", async ({ baseURL }) => {
  // why: every page of the manifest as every role over plain HTTP; on a busy 2-core machine that
  // took over 180 s (a bound on waiting, not on what is checked)
  test.setTimeout(scaled(300_000));
  const sql = postgres(process.env.E2E_DATABASE_URL as string, { max: 1, onnotice: () => {} });
  const one = async (q: Promise<{ id: number | null }[]>) => String((await q)[0]?.id ?? 999999);
  const [worker] = await sql`SELECT id FROM person_list WHERE username = 'worker'`;
  const [employee] = await sql`SELECT id FROM person_list WHERE username = 'employee'`;
  const examples: Record<string, string> = {
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
  };
  const supportRequest = await one(sql`SELECT min(id) AS id FROM support_request_list`);
  const [document] = await sql`SELECT min(document_id) AS id FROM legal_document_list WHERE person_id = ${employee.id} AND removed_at IS NULL`;
  await sql.end();
  const targets = await routeTargets(examples);
  // the steps a page renders only when asked (the confirmation of a delete or a withdrawal without JavaScript)
  const variants: Record<string, string[]> = {
    "/app/admin/support-requests": [`?confirm=${supportRequest}`],
    "/app/profile/leaves": [`?withdraw=${examples.leaveId}`],
    "/app/profile/expenses": [`?withdraw=${examples.expenseId}`],
    [`/app/hr/users/${employee.id}/expenses`]: [`?withdraw=${examples.expenseId}`],
    [`/app/hr/users/${employee.id}/stamps/${examples.stampId}/edit`]: ["?delete=1"],
    [`/app/hr/users/${employee.id}/profile`]: ["?deactivate=1"],
    // the removal's confirmation beside the add form: two forms, two ids
    [`/app/hr/users/${employee.id}/documents`]: [`?remove=${document?.id ?? "none"}`],
  };

  const failures: string[] = [];
  let formsSeen = 0;
  for (const account of DEMO_ACCOUNTS) {
    const ctx: HttpClient = await signedIn(baseURL as string, account.username);
    const access = accessOf({ personId: -1, role: account.role, capabilities: account.capabilities, companyCode: account.companyCode, active: true });
    for (const t of targets) {
      if (!t.hasLoader || !t.policy.get || ("public" in t.policy.get) || !allows(t.policy.get, access)) continue;
      for (const url of [t.path, ...(variants[t.path] ?? []).map((v) => t.path + v)]) {
        const r = await ctx.get(url, { maxRedirects: 0 });
        if (!(r.headers()["content-type"] ?? "").includes("text/html")) continue;
        const forms = commandIdsOfForms(await r.text()).filter((f) => f.length > 0);
        formsSeen += forms.length;
        const seen = new Map<string, number>();
        for (const [field, value] of forms.flat()) {
          if (!UUID.test(value)) failures.push(`${account.username} ${url}: a form's ${field} is "${value}"`);
          seen.set(value, (seen.get(value) ?? 0) + 1);
        }
        for (const [value, n] of seen) if (n > 1) failures.push(`${account.username} ${url}: ${n} forms share the id ${value}`);
      }
    }
    await ctx.dispose();
  }
  expect(failures).toEqual([]);
  // the check bites only if it saw forms: the approvals, the lists and the forms of the demo data
  expect(formsSeen).toBeGreaterThan(100);
});

test("a form's command id sent again with other values is refused and stores nothing; the same form again is its first success (issue 42 L2, ADR-0098)", async ({ baseURL }) => {
  const sql = postgres(process.env.E2E_DATABASE_URL as string, { max: 1, onnotice: () => {} });
  const submitted = async () => Number((await sql`SELECT count(*)::int AS n FROM events WHERE event_type = 'SupportRequestSubmitted'`)[0].n);
  try {
    const ctx = await signedIn(baseURL as string, "employee");
    const csrf = await csrfOf(ctx);
    const commandId = crypto.randomUUID();
    const send = (message: string) => ctx.post("/app/support", { form: { csrf, commandId, title: "Stampante", message, page: "/app/profile/dashboard" }, maxRedirects: 0 });
    const before = await submitted();
    const first = await send("La stampante non stampa.");
    expect(first.status()).toBe(303);
    expect(first.headers().location).toBe("/app/profile/dashboard");
    expect(await submitted()).toBe(before + 1);
    // Back, the message changed, sent again: the form's id is bound to what it first asked
    const changed = await send("La stampante non stampa a colori.");
    expect(changed.status()).toBe(409);
    const html = await changed.text();
    expect(html).toContain("Questo modulo era già stato inviato con altri valori");
    expect(html).toContain("La stampante non stampa a colori.");
    expect(await submitted()).toBe(before + 1);
    // the same form again (a double click): its first outcome, and the success notice
    const again = await send("La stampante non stampa.");
    expect(again.status()).toBe(303);
    expect(again.headers().location).toBe("/app/profile/dashboard");
    expect(await submitted()).toBe(before + 1);
    await ctx.dispose();
  } finally {
    await sql.end();
  }
});
