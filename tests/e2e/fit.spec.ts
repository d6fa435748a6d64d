// Every page fits its screen (issue 22, ADR-0075): every GET page of the route manifest, as each
// demo role that may see it, at 360 × 740 and 1280 × 800, in both projects (JavaScript on and off).
// Asserted per page and width: the document is no wider than the viewport, and on lists with row
// actions every row's buttons lie inside it (axe: fit-axe.spec.ts). A screenshot of each page (at 360 px) is
// kept as an artefact under test-results. Speed: one page per role, reused; each page is loaded
// once and measured at both widths by resizing (a relayout, no reload); no fixed waits.
import type { Page } from "@playwright/test";
import { DEMO_ACCOUNTS } from "../../app/seed/demo-data";
import { examplesFor, isPublic, pagesOf, pageTargets } from "./fit-pages";
import { expect, hydrated, signIn, test } from "./fixtures";
import type { RouteTarget } from "./manifest";

const WIDTHS = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
] as const;

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

const slug = (path: string) => path.replace(/^\//, "").replace(/[^a-z0-9]+/gi, "-").slice(0, 80) || "root";

/** Visits each target and checks it at both widths, returning what does not fit. */
async function walk(page: Page, who: string, targets: RouteTarget[]): Promise<string[]> {
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
    }
    order = order.reverse();
  }
  return failures;
}

test("on a phone the top bar's menu opens the whole menu, closes once an entry is chosen, and the page names itself", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, "worker");
  await hydrated(page);
  await page.getByLabel("Apri il menu").click();
  const nav = page.getByRole("navigation", { name: "Menu" });
  await nav.getByRole("link", { name: "Timbrature" }).click();
  await page.waitForURL(/\/app\/profile\/stamping$/);
  await expect(page.getByRole("navigation", { name: "Menu" })).toBeHidden();
  // the top bar names the page (it read "Profilo"), and the clock button comes first
  await expect(page.getByRole("banner").getByRole("paragraph")).toHaveText("Timbrature");
  await expect(page.getByRole("main").getByRole("button").first()).toHaveText(/Timbra (entrata|uscita)/);
});

test("the public pages fit 360 and 1280 px", async ({ page }) => {
  // why: the first test of the file also waits for the browser and the server's first answers
  test.setTimeout(120_000);
  const targets = (await pageTargets(await examplesFor("worker"))).filter((t) => isPublic(t.policy.get));
  expect(targets.length, "public pages in the manifest").toBeGreaterThan(0);
  expect(await walk(page, "anonymous", targets)).toEqual([]);
});

for (const account of DEMO_ACCOUNTS) {
  test(`every page ${account.username} may see fits 360 and 1280 px`, async ({ page }) => {
    // why: 40–90 pages, each measured twice with a screenshot, on a shared 2-core machine
    test.setTimeout(240_000);
    const targets = await pagesOf(account);
    await signIn(page, account.username);
    expect(await walk(page, account.username, targets)).toEqual([]);
  });
}
