// axe-core runs inside the page, so these checks run in the js project only (playwright.config.ts);
// the pages are the same server-rendered HTML with JavaScript off.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, signIn, test } from "./fixtures";

async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`);
  expect(serious, `axe violations on ${page.url()}`).toEqual([]);
}

test.describe("accessibility (axe-core: no serious or critical violation)", () => {
  test("login, 404 and forgotten password", async ({ page }) => {
    await page.goto("/auth/login");
    await expectAccessible(page);
    await page.goto("/auth/forgot-password");
    await expectAccessible(page);
    await page.goto("/nowhere");
    await expectAccessible(page);
  });

  test("the signed-in pages", async ({ page }) => {
    // why: axe takes seconds a page on a loaded 2-core machine (the browser projects run at once)
    test.setTimeout(180_000);
    await signIn(page, "admin");
    for (const path of ["/app", "/app/profile/dashboard", "/app/profile/edit", "/app/permission/list", "/app/permission/4/edit", "/app/admin/support-requests", "/app/support"]) {
      await page.goto(path);
      await expectAccessible(page);
    }
  });

  test("the HR, leave and audit pages", async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page, "admin");
    for (const path of [
      "/app/profile/leaves",
      "/app/hr/users/list",
      "/app/hr/users/4/profile",
      "/app/hr/users/4/leaves",
      "/app/hr/users/4/leaves/new",
      "/app/hr/leave-requests",
      "/app/hr/leave-requests/new",
      "/app/hr/leave-requests/1/history",
      "/app/hr/leave-requests/bulk?intent=approve-leave&leaveIds=4&leaveIds=5&leaveIds=1",
      "/app/audit",
      "/app/audit/records/person/4",
    ]) {
      await page.goto(path);
      await expectAccessible(page);
    }
  });

  test("HR's person view, documents and sites (with the confirmation steps)", async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page, "hr");
    for (const path of ["/app/hr/users/3/profile", "/app/hr/users/3/profile?deactivate=1", "/app/hr/users/3/documents", "/app/hr/users/4/sites", "/app/hr/users/3/sites"]) {
      await page.goto(path);
      await expectAccessible(page);
    }
  });

  test("the site lists: the star, the tabs, the column variant, the grid and the favourites table", async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page, "employee");
    for (const path of ["/app/sites/sites", "/app/sites/sites?columns=status", "/app/sites/sites?view=grid", "/app/sites/sites/favourites", "/app/sites/sites/favourites?view=grid"]) {
      await page.goto(path);
      await expectAccessible(page);
    }
  });

  test("the site journal: the feed, a post, the new and edit forms", async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page, "admin");
    await page.goto("/app/sites/sites");
    const dashboard = await page.getByRole("main").locator("a[href$='/dashboard']").first().getAttribute("href");
    const site = /\/app\/sites\/sites\/(\d+)\/dashboard/.exec(dashboard ?? "")?.[1];
    expect(site, "a site in the list").toBeTruthy();
    await page.goto(`/app/sites/sites/${site}/journal`);
    await expectAccessible(page);
    const href = await page.locator("article h2 a").first().getAttribute("href");
    for (const path of [href as string, (href as string).replace(/view$/, "edit"), `/app/sites/sites/${site}/journal/new`, `/app/sites/sites/${site}/dashboard`]) {
      await page.goto(path);
      await expectAccessible(page);
    }
  });

  test("the expense pages", async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page, "employee");
    for (const path of ["/app/profile/expenses", "/app/profile/expenses/new"]) {
      await page.goto(path);
      await expectAccessible(page);
    }
    await page.getByRole("button", { name: /^(esci|abmelden|se déconnecter|sign out)$/i }).click();
    await page.waitForURL(/\/auth\/login/);
    await signIn(page, "hr");
    for (const path of ["/app/hr/expense-requests?status=ALL", "/app/hr/expense-requests/new"]) {
      await page.goto(path);
      await expectAccessible(page);
    }
    await page.goto("/app/hr/expense-requests?status=APPROVED");
    await page.locator("tbody tr a").first().click();
    await expect(page).toHaveURL(/\/app\/hr\/expense-requests\/\d+\/history$/);
    await expectAccessible(page);
  });

  test("the checklist pages: lists, forms, a checklist with its removal step and history, the fill page, the start page", async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page, "admin");
    await page.goto("/app/admin/checklists?status=PENDING");
    const view = await page.getByRole("main").locator("a[href$='/view']").first().getAttribute("href");
    const id = /\/app\/admin\/checklists\/(\d+)\/view/.exec(view ?? "")?.[1];
    expect(id, "a pending checklist in the list").toBeTruthy();
    await page.goto("/app/admin/checklists/templates");
    const editTemplate = await page.getByRole("main").locator("a[href$='/edit-template']").first().getAttribute("href");
    for (const path of [
      "/app/admin/checklists",
      "/app/admin/checklists/templates",
      "/app/admin/checklists/new",
      "/app/admin/checklists/new-template",
      editTemplate as string,
      `/app/admin/checklists/${id}/view`,
      `/app/admin/checklists/${id}/view?remove=1`,
      `/app/admin/checklists/${id}/edit`,
      `/app/admin/checklists/${id}/new`,
      `/app/admin/checklists/${id}/history`,
      "/app/admin/checklist-requests",
      `/app/admin/checklist-requests/${id}/view`,
      "/app/profile/dashboard",
    ]) {
      await page.goto(path);
      await expectAccessible(page);
    }
    await page.goto(`/app/admin/checklists/${id}/view`);
    const fill = await page.getByRole("main").locator("a[href$='/fill']").first().getAttribute("href");
    for (const path of [fill as string, (fill as string).replace(/\/\d+\/fill$/, "")]) {
      await page.goto(path);
      await expectAccessible(page);
    }
  });

  test("the working-time pages", async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page, "admin");
    for (const path of ["/app/profile/stamping", "/app/hr/stamps", "/app/hr/users/4/stamps", "/app/hr/users/4/dailyHours", "/app/hr/users/4/dailyHours/new", "/app/hr/working-hours", "/app/hr/working-hours/new"]) {
      await page.goto(path);
      await expectAccessible(page);
    }
  });

  test("the tool manager: the list, quantities, categories, a tool with its forms and history, the requests, the own tools", async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page, "admin");
    await page.goto("/app/admin/tools?availability=overdue");
    const hrefs = await page.getByRole("main").locator("a[href^='/app/admin/tools/']").evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
    const tool = hrefs.find((h) => /^\/app\/admin\/tools\/\d+$/.test(h));
    expect(tool, "an overdue tool in the seeded list").toBeTruthy();
    await expectAccessible(page);
    for (const path of [
      "/app/admin/tools/quantities",
      "/app/admin/tools/categories",
      "/app/admin/tools/categories/new",
      "/app/admin/tools/new",
      tool as string,
      `${tool}/edit`,
      `${tool}?delete=1`,
      // its replayed history (ADR-0094)
      `${tool}/history`,
      "/app/admin/tools/requests",
      "/app/profile/tools",
    ]) {
      await page.goto(path);
      await expectAccessible(page);
    }
  });
});
