// Dead ends a person met (issue 34, "Wrong or dead ends"), with JavaScript on and off: links and
// addresses that led to the wrong page, a 404 or "Accesso negato" now lead where they say; tabs,
// counters and notifications show only what the person may open.
import { clockOnLastStampDay, expect, setClock, signIn, test } from "./fixtures";

test.describe("no dead ends", () => {
  test.afterEach(async ({ page }) => setClock(page, { reset: true }));

  test("the worker opens their own stamp's history from the stamping page", async ({ page }) => {
    // the stamping page shows the current month's stamps: a month with some, also on the first of a month
    await clockOnLastStampDay(page, "worker");
    await signIn(page, "worker");
    await page.goto("/app/profile/stamping");
    const link = page.locator('main a[href^="/app/profile/stamping/"][href$="/history"]').first();
    const href = (await link.getAttribute("href")) as string;
    const id = /\/stamping\/(\d+)\/history$/.exec(href)?.[1];
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    // the history itself, not the stamping page again
    await expect(page.getByRole("heading", { name: `La mia timbratura n. ${id}` })).toBeVisible();
    await expect(page.getByRole("link", { name: /Timbrature|Timbratura/ }).first()).toBeVisible();
  });

  test("/app/profile and /app/sites/sites/{id} lead to their dashboards; an unseen site stays a 404", async ({ page }) => {
    await signIn(page, "worker");
    await page.goto("/app/profile");
    await expect(page).toHaveURL(/\/app\/profile\/dashboard$/);
    await page.goto("/app/sites/sites");
    const dashboard = (await page.locator('main a[href$="/dashboard"][href^="/app/sites/sites/"]').first().getAttribute("href")) as string;
    await page.goto(dashboard.replace(/\/dashboard$/, ""));
    await expect(page).toHaveURL(new RegExp(`${dashboard}$`));
    expect((await page.goto("/app/sites/sites/99999999"))?.status()).toBe(404);
  });
});

test.describe("no way to Accesso negato", () => {
  /** Every tab and counter link of a site's dashboard answers this person (no 403). */
  async function everyLinkOpens(page: import("@playwright/test").Page) {
    const hrefs = await page.locator('main nav a[href^="/app/sites/sites/"], main [data-counter] a').evaluateAll((as) => as.map((a) => a.getAttribute("href") as string));
    expect(hrefs.length).toBeGreaterThan(3);
    for (const href of new Set(hrefs)) expect((await page.request.get(href)).status(), href).toBe(200);
  }

  test("the client sees no Diario nor Checklist tab of their site, and every tab opens", async ({ page }) => {
    await signIn(page, "client");
    await page.goto("/app/sites/sites");
    await page.locator('main a[href$="/dashboard"][href^="/app/sites/sites/"]').first().click();
    await expect(page.locator('main nav a[href$="/calendar"]')).toHaveCount(1);
    await expect(page.locator('main nav a[href$="/journal"]')).toHaveCount(0);
    await expect(page.locator('main nav a[href$="/checklists"]')).toHaveCount(0);
    await everyLinkOpens(page);
    // on a phone the tab bar scrolls: no tab is drawn over the next
    await page.setViewportSize({ width: 360, height: 800 });
    const boxes = await page.locator("main nav a[href^='/app/sites/sites/']").evaluateAll((as) => as.map((a) => a.getBoundingClientRect()).map((r) => ({ left: r.left, right: r.right })));
    for (let i = 1; i < boxes.length; i++) expect(boxes[i].left, `tab ${i}`).toBeGreaterThanOrEqual(boxes[i - 1].right - 0.5);
    await page.screenshot({ path: test.info().outputPath("client-site-tabs-360.png") });
  });

  test("the worker without a files right sees no Files counter nor tab, and no notification leads to the files page", async ({ page }) => {
    await signIn(page, "worker");
    await page.goto("/app/sites/sites");
    await page.locator('main a[href$="/dashboard"][href^="/app/sites/sites/"]').first().click();
    await expect(page.locator("[data-counter=contacts]")).toHaveCount(1);
    await expect(page.locator("[data-counter=files]")).toHaveCount(0);
    await expect(page.locator('main nav a[href$="/files"]')).toHaveCount(0);
    await everyLinkOpens(page);
    await page.goto("/app/notifications");
    await expect(page.locator('main a[href*="/files"]')).toHaveCount(0);
  });
});
