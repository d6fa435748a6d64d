// Every page fits its screen (issue 22, ADR-0075): every GET page of the route manifest, as each
// demo role that may see it, at 360 × 740 and 1280 × 800, in both projects (JavaScript on and off).
// Asserted per page and width: the document is no wider than the viewport, and on lists with row
// actions every row's buttons lie inside it; axe (no serious or critical violation) once per route,
// at 360 px, in the js project (axe runs inside the page). A screenshot of each page (at 360 px) is
// kept as an artefact under test-results. Speed: one page per role, reused; each page is loaded
// once and measured at both widths by resizing (a relayout, no reload); no fixed waits.
import AxeBuilder from "@axe-core/playwright";
import postgres from "postgres";
import type { Page } from "@playwright/test";
import { accessOf } from "../../app/domain/access/permissions";
import { allows, type Rule } from "../../app/domain/access/policy";
import { DEMO_ACCOUNTS } from "../../app/seed/demo-data";
import { expect, hydrated, signIn, test } from "./fixtures";
import { loadRoutes, routeTargets, type RouteTarget } from "./manifest";

const WIDTHS = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
] as const;

type Examples = Record<string, string>;

/** The route parameters as real records of the seeded database, the role's own where it has one (profile pages). */
async function examplesFor(username: string): Promise<Examples> {
  const sql = postgres(process.env.E2E_DATABASE_URL as string, { max: 1, onnotice: () => {} });
  try {
    const [worker] = await sql`SELECT id FROM person_list WHERE username = 'worker'`;
    const [me] = await sql`SELECT id FROM person_list WHERE username = ${username}`;
    const own = async (table: string, column = "person_id") => {
      const mine = await sql.unsafe(`SELECT min(id)::text AS id FROM ${table} WHERE ${column} = $1`, [me.id]);
      if (mine[0]?.id) return mine[0].id as string;
      const any = await sql.unsafe(`SELECT min(id)::text AS id FROM ${table} WHERE ${column} = $1`, [worker.id]);
      return (any[0]?.id as string | null) ?? "999999";
    };
    const [site] = await sql`SELECT min(id)::text AS id FROM site_list WHERE company_code = 'cantiere'`;
    const [rule] = await sql`SELECT min(id)::text AS id FROM working_hours_rule_list`;
    const [festivity] = await sql`SELECT min(id)::text AS id FROM festivity_list WHERE NOT removed`;
    const [journal] = await sql`SELECT min(id)::text AS id FROM journal_entry_list WHERE site_id = ${site.id} AND NOT removed`;
    const leaveId = await own("leave_list");
    return {
      personId: String(worker.id),
      userId: String(worker.id),
      id: String(worker.id),
      siteId: site.id ?? "999999",
      leaveId,
      expenseId: await own("expense_list"),
      stampId: await own("stamp_list"),
      eventId: await own("calendar_event_list", "owner_id"),
      ruleId: rule.id ?? "999999",
      festivityId: festivity.id ?? "999999",
      itemId: `festivity-${festivity.id ?? "999999"}`,
      journalId: journal.id ?? "999999",
      streamType: "person",
      recordId: String(worker.id),
      file: "unknown-calendar-link.ics",
    };
  } finally {
    await sql.end();
  }
}

/** The routes that render a page (a component, not a download) and answer GET. */
async function pageTargets(examples: Examples): Promise<RouteTarget[]> {
  const routes = await loadRoutes();
  const targets = await routeTargets(examples);
  return targets.filter((t) => t.hasLoader && Boolean((routes[t.id].module as { default?: unknown }).default));
}

interface Measure {
  scrollWidth: number;
  clientWidth: number;
  /** the elements sticking out on the right, deepest first (for the failure message) */
  wide: string[];
  /** row buttons outside the viewport */
  cutButtons: string[];
}

/** Measures the laid-out page: the document's width and the row actions' places. */
function measure(page: Page): Promise<Measure> {
  return page.evaluate(() => {
    const doc = document.documentElement;
    const vw = doc.clientWidth;
    const name = (el: Element) => {
      const cls = typeof el.className === "string" && el.className ? `.${el.className.trim().split(/\s+/)[0]}` : "";
      const text = (el.textContent ?? "").trim().slice(0, 30);
      return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}${cls} «${text}»`;
    };
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== "hidden";
    };
    const wide: string[] = [];
    if (doc.scrollWidth > vw) {
      for (const el of Array.from(document.body.querySelectorAll("*"))) {
        const r = el.getBoundingClientRect();
        if (r.right > vw + 1 && r.width > 0 && !el.querySelector("*:not(span,a,b,i,em,strong,svg,path)")) wide.push(`${name(el)} ${Math.round(r.right)}px`);
        if (wide.length >= 4) break;
      }
    }
    // a row's actions: the buttons in a table row or a list card of the page's main part
    const cutButtons: string[] = [];
    for (const b of Array.from(document.querySelectorAll("main tbody tr :is(button, [type=submit], a[data-action]), main [data-row] :is(button, [type=submit], a[data-action])"))) {
      if (!visible(b)) continue;
      const r = b.getBoundingClientRect();
      if (r.left < -1 || r.right > vw + 1) cutButtons.push(`${name(b)} at ${Math.round(r.left)}–${Math.round(r.right)}px`);
      if (cutButtons.length >= 3) break;
    }
    return { scrollWidth: doc.scrollWidth, clientWidth: vw, wide, cutButtons };
  });
}

const axeDone = new Set<string>();

async function seriousAxeViolations(page: Page): Promise<string[]> {
  // only the violations: axe skips assembling the passes and the incomplete checks (a third of its time)
  const results = await new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`);
}

const slug = (path: string) => path.replace(/^\//, "").replace(/[^a-z0-9]+/gi, "-").slice(0, 80) || "root";

/** Visits each target and checks it at both widths, returning what does not fit. */
async function walk(page: Page, who: string, targets: RouteTarget[]): Promise<string[]> {
  const js = test.info().project.use.javaScriptEnabled !== false;
  const failures: string[] = [];
  // alternate the widths' order: each page starts at the width the previous one ended with (one resize a page)
  let order = [...WIDTHS];
  for (const t of targets) {
    await page.goto(t.path);
    await hydrated(page);
    for (const size of order) {
      const { width } = size;
      if (page.viewportSize()?.width !== width) await page.setViewportSize(size);
      const m = await measure(page);
      if (m.scrollWidth > m.clientWidth) failures.push(`${who} ${t.path} @${width}: ${m.scrollWidth}px wide in ${m.clientWidth}px (${m.wide.join("; ")})`);
      if (m.cutButtons.length) failures.push(`${who} ${t.path} @${width}: row actions outside the screen: ${m.cutButtons.join("; ")}`);
      // one screenshot a page, at the phone's width (where a page most often breaks)
      if (width === 360) await page.screenshot({ path: test.info().outputPath(`${who}-${slug(t.path)}-${width}.png`) });
      if (js && width === 360 && !axeDone.has(t.id)) {
        axeDone.add(t.id);
        const serious = await seriousAxeViolations(page);
        if (serious.length) failures.push(`${who} ${t.path} @${width}: axe: ${serious.join(" | ")}`);
      }
    }
    order = order.reverse();
  }
  return failures;
}

const isPublic = (r: Rule | undefined) => Boolean(r && "public" in r);

test("the public pages fit 360 and 1280 px", async ({ page }) => {
  // why: the first test of the file also waits for the browser and the server's first answers
  test.setTimeout(120_000);
  const targets = (await pageTargets(await examplesFor("worker"))).filter((t) => isPublic(t.policy.get));
  expect(targets.length, "public pages in the manifest").toBeGreaterThan(0);
  expect(await walk(page, "anonymous", targets)).toEqual([]);
});

for (const account of DEMO_ACCOUNTS) {
  test(`every page ${account.username} may see fits 360 and 1280 px`, async ({ page }) => {
    // why: 40–90 pages, each measured twice with a screenshot (and axe once a route), on a shared 2-core machine
    test.setTimeout(300_000);
    const access = accessOf({ personId: -1, role: account.role, capabilities: account.capabilities, companyCode: account.companyCode, active: true });
    const targets = (await pageTargets(await examplesFor(account.username))).filter(
      (t) => !isPublic(t.policy.get) && t.policy.get && allows(t.policy.get, access),
    );
    await signIn(page, account.username);
    expect(await walk(page, account.username, targets)).toEqual([]);
  });
}
