// Issue 38 part B: the team absence overview, HR's dashboard and the server-drawn charts, with
// JavaScript on and off. The overview shows a seeded approved absence in its person's row and its
// day's column (the month on a wide screen, the week on a phone); the stamping page's chart of the
// month's weeks carries the weekly table's figures; HR's dashboard counts what the projections hold;
// and the new screens pass axe and the look checks (tests/e2e/look.ts) at 360 px.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import postgres from "postgres";
import { expect, signIn, test } from "./fixtures";
import { look } from "./look";

const PHONE = 360;
const db = () => postgres(process.env.E2E_DATABASE_URL as string, { max: 1, onnotice: () => {} });

/** axe's serious and critical findings; without JavaScript in a second context that runs axe but none of the app's scripts (as fit.spec.ts). */
async function axeAt(page: Page, path: string): Promise<string[]> {
  let target = page;
  let close = async () => {};
  if (test.info().project.use.javaScriptEnabled === false) {
    const { baseURL, locale, timezoneId } = test.info().project.use;
    const context = await page.context().browser()!.newContext({
      baseURL,
      locale,
      timezoneId,
      javaScriptEnabled: true,
      viewport: { width: PHONE, height: 740 },
      storageState: await page.context().storageState(),
    });
    await context.route(/\.js(\?.*)?$/, (r) => r.abort());
    target = await context.newPage();
    await target.goto(path);
    close = () => context.close();
  }
  const results = await new AxeBuilder({ page: target }).setLegacyMode(true).options({ resultTypes: ["violations"] }).analyze();
  await close();
  return results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** At 360 px: no word split, nothing drawn over another, no code, no control under 24 px; and axe. */
async function looksFinished(page: Page, path: string) {
  await page.setViewportSize({ width: PHONE, height: 740 });
  await page.goto(path);
  expect(await look(page), path).toEqual({ split: [], overlap: [], codes: [], tiny: [] });
  expect(await axeAt(page, path), path).toEqual([]);
}

test("the absence overview shows an approved demo absence in its person's row and its day's column, the month wide and the week on a phone", async ({ page }) => {
  const sql = db();
  const [leave] = await sql<{ person_id: number; first_name: string; last_name: string; start_date: string }[]>`
    SELECT l.person_id, p.first_name, p.last_name, l.start_date::text AS start_date FROM leave_list l JOIN person_list p ON p.id = l.person_id
    WHERE l.status = 'APPROVED' AND p.company_code = 'cantiere' AND p.active AND NOT p.erased AND extract(isodow FROM l.start_date) < 6
    ORDER BY l.start_date DESC LIMIT 1`;
  await sql.end();
  await signIn(page, "hr");
  const path = `/app/hr/absences?date=${leave.start_date}`;
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/assenze del team/i);
  const month = page.locator('[data-grid="month"]');
  await expect(month).toBeVisible();
  const row = month.locator(`tr[data-person="${leave.person_id}"]`);
  await expect(row.getByRole("rowheader")).toContainText(leave.last_name);
  const cell = row.locator(`[data-cell="${leave.person_id}:${leave.start_date}"]`);
  await expect(cell).toHaveAttribute("data-mark", "approved");
  await expect(cell).toHaveText("A");
  // the legend says what the letter means, in words
  await expect(page.getByRole("list", { name: /legenda/i })).toContainText("A = Assenza approvata");
  // its column is the absence's day
  const column = await month.locator("thead th").evaluateAll((ths, date) => ths.findIndex((th) => th.getAttribute("data-date") === date), leave.start_date);
  expect(await cell.evaluate((td) => (td as HTMLTableCellElement).cellIndex)).toBe(column);

  // a phone: the week holding that day, with the same cell, and links to the weeks around it
  await page.setViewportSize({ width: PHONE, height: 740 });
  await expect(month).toBeHidden();
  const week = page.locator('[data-grid="week"]');
  await expect(week).toBeVisible();
  await expect(week.locator(`[data-cell="${leave.person_id}:${leave.start_date}"]`)).toHaveAttribute("data-mark", "approved");
  await page.getByRole("link", { name: /settimana successiva/i }).click();
  await expect(page).toHaveURL(/date=/);
  await expect(page.locator('[data-grid="week"]').locator(`[data-cell="${leave.person_id}:${leave.start_date}"]`)).toHaveCount(0);

  // the filter by a company keeps the date; another company's people are not listed
  await page.goto(`${path}&company=metalsky`);
  await expect(page.locator(`tr[data-person="${leave.person_id}"]`)).toHaveCount(0);

  await looksFinished(page, path);
});

test("the stamping page's chart of the month's weeks has the weekly table's figures, and the week's days against the target", async ({ page }) => {
  await signIn(page, "worker");
  await page.goto("/app/profile/stamping");
  const chart = page.locator('figure[data-chart="month"]');
  await expect(chart.locator("svg[role=img]")).toBeVisible();
  await expect(chart.locator("svg title")).toHaveText(/ore per settimana/i);
  const tableTotals = await page.locator('table[data-table="weeks"] tbody tr').evaluateAll((rows) => rows.map((r) => (r.lastElementChild?.textContent ?? "").trim()));
  const chartFigures = await chart.locator("table[data-figures] tbody td[data-value]").evaluateAll((tds) => tds.map((td) => (td.textContent ?? "").trim()));
  const drawn = await chart.locator("svg g[data-column]").evaluateAll((gs) => gs.map((g) => g.getAttribute("data-value")));
  expect(tableTotals.length).toBeGreaterThan(3);
  expect(chartFigures).toEqual(tableTotals);
  expect(drawn).toEqual(tableTotals);
  // the week's chart: seven days, each with its target (a working day of the demo worker: 8:00 h less leave and festivities)
  const week = page.locator('figure[data-chart="week"]');
  await expect(week.locator("table[data-figures] tbody tr")).toHaveCount(7);
  const targets = await week.locator("table[data-figures] tbody td[data-target]").allTextContents();
  expect(targets.slice(5)).toEqual(["0:00 h", "0:00 h"]);
  // the figures open behind their disclosure
  await chart.locator("summary").click();
  await expect(chart.locator("table[data-figures]")).toBeVisible();
  await looksFinished(page, "/app/profile/stamping");
});

test("HR's dashboard counts what waits, who is away and what needs a look, as the projections hold them", async ({ page }) => {
  const sql = db();
  const [counts] = await sql<{ leave: number; expense: number; stamp: number; tool: number; expired: number }[]>`
    SELECT
      (SELECT count(*)::int FROM leave_list l JOIN person_list p ON p.id = l.person_id WHERE l.status = 'PENDING') AS leave,
      (SELECT count(*)::int FROM expense_list e JOIN person_list p ON p.id = e.person_id WHERE e.status = 'PENDING') AS expense,
      (SELECT count(*)::int FROM stamp_list s JOIN person_list p ON p.id = s.person_id WHERE s.status = 'PROPOSED') AS stamp,
      (SELECT count(*)::int FROM tool_request r JOIN person_list p ON p.id = r.person_id WHERE r.status = 'PENDING') AS tool,
      (SELECT count(*)::int FROM legal_document_list d JOIN person_list p ON p.id = d.person_id
        WHERE d.removed_at IS NULL AND NOT d.erased AND NOT p.erased AND d.expires_at < (now() AT TIME ZONE 'Europe/Zurich')::date) AS expired`;
  await sql.end();
  // the demo HR person reads every company's people (allEmployee): the counts are of all of them
  await signIn(page, "hr");
  await page.goto("/app/hr");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/panoramica hr/i);
  const count = (group: string, key: string) => page.locator(`[data-counters="${group}"] [data-count="${key}"] [data-value]`);
  await expect(count("pending", "leave")).toHaveText(String(counts.leave));
  await expect(count("pending", "expense")).toHaveText(String(counts.expense));
  await expect(count("pending", "stamp")).toHaveText(String(counts.stamp));
  await expect(count("pending", "tool")).toHaveText(String(counts.tool));
  await expect(count("attention", "expired")).toHaveText(String(counts.expired));
  // the chart of the waiting requests draws the same numbers
  const drawn = await page.locator('figure[data-chart="pending"] svg g[data-column]').evaluateAll((gs) => gs.map((g) => g.getAttribute("data-value")));
  expect(drawn).toEqual([counts.leave, counts.expense, counts.stamp, counts.tool].map(String));
  // a count leads to its list
  await page.locator('[data-counters="pending"] [data-count="leave"]').getByRole("link").click();
  await expect(page).toHaveURL(/\/app\/hr\/leave-requests\?status=PENDING/);
  await looksFinished(page, "/app/hr");
});

test("the leave page's balance bar and the site dashboard's charts are drawn with their figures", async ({ page }) => {
  await signIn(page, "worker");
  await page.goto("/app/profile/leaves");
  const bar = page.locator('figure[data-chart="balance"]');
  await expect(bar.locator("svg[role=img]")).toBeVisible();
  await expect(bar.locator("table[data-figures] tbody tr")).toHaveCount(3);
  await expect(bar.locator("table[data-figures] [data-row=taken] td")).toHaveText(await page.locator('[data-balance="taken"]').innerText());
  await looksFinished(page, "/app/profile/leaves");

  const sql = db();
  const [site] = await sql<{ site_id: number }[]>`
    SELECT t.site_id FROM site_team t JOIN person_list p ON p.id = t.person_id AND p.username = 'worker' WHERE NOT t.removed ORDER BY t.site_id LIMIT 1`;
  await sql.end();
  const path = `/app/sites/sites/${site.site_id}/dashboard`;
  await page.goto(path);
  const hours = page.locator('figure[data-chart="site-hours"]');
  await expect(hours.locator("svg[role=img]")).toBeVisible();
  await expect(hours.locator("table[data-figures] tbody tr")).toHaveCount(6);
  // this week's column is the hours panel's "this week"
  const thisWeek = (await page.locator('[data-hours="week"]').innerText()).split("\n")[0].trim();
  await expect(hours.locator("table[data-figures] tbody tr").last().locator("td")).toHaveText(thisWeek);
  await looksFinished(page, path);
});
