// axe over every page of the route manifest (issue 22, ADR-0075): once per route, as the first demo
// role that may see it, at 360 × 740, no serious or critical violation. axe runs inside the page, so
// this file runs in the js project only (playwright.config.ts); the pages are the same server HTML
// with JavaScript off. Split in parts so that no test runs for minutes on a loaded machine.
import AxeBuilder from "@axe-core/playwright";
import type { Browser } from "@playwright/test";
import { DEMO_ACCOUNTS } from "../../app/seed/demo-data";
import { DEMO_PASSWORD, expect, hydrated, signIn, test } from "./fixtures";
import { examplesFor, isPublic, pagesOf, pageTargets } from "./fit-pages";
import type { RouteTarget } from "./manifest";

const PARTS = 4;

/** Each route once: [account (null: signed out), its page]. */
async function plan(): Promise<[string | null, RouteTarget][]> {
  const seen = new Set<string>();
  const work: [string | null, RouteTarget][] = [];
  for (const t of (await pageTargets(await examplesFor("worker"))).filter((x) => isPublic(x.policy.get))) {
    seen.add(t.id);
    work.push([null, t]);
  }
  for (const account of DEMO_ACCOUNTS) {
    for (const t of await pagesOf(account)) {
      if (seen.has(t.id)) continue;
      seen.add(t.id);
      work.push([account.username, t]);
    }
  }
  return work;
}

async function axeOver(browser: Browser, work: [string | null, RouteTarget][]): Promise<string[]> {
  const failures: string[] = [];
  for (const who of [...new Set(work.map(([w]) => w))]) {
    const { baseURL, locale, timezoneId } = test.info().project.use;
    const context = await browser.newContext({ baseURL, locale, timezoneId, viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    if (who) await signIn(page, who, DEMO_PASSWORD);
    for (const [, t] of work.filter(([w]) => w === who)) {
      await page.goto(t.path);
      await hydrated(page);
      // only the violations: axe skips assembling the passes and the incomplete checks
      const results = await new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).analyze();
      const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      for (const v of serious) failures.push(`${who ?? "anonymous"} ${t.path}: ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`);
    }
    await context.close();
  }
  return failures;
}

for (let part = 0; part < PARTS; part++) {
  test(`axe finds no serious or critical violation on any page at 360 px (part ${part + 1} of ${PARTS})`, async ({ browser }) => {
    // why: axe takes one to several seconds a page on a loaded 2-core machine; about 25 pages a part
    test.setTimeout(240_000);
    const work = (await plan()).filter((_, i) => i % PARTS === part);
    expect(work.length, "pages in this part").toBeGreaterThan(0);
    expect(await axeOver(browser, work)).toEqual([]);
  });
}
