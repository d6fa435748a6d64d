// The worker's primary "new" actions (a leave request, an expense, a journal post) have a floating
// action button on a phone (≤ 720 px): a plain link (JavaScript on and off), at least 44 px, named,
// never covering the page's last line (the page gets room below it); on a desktop it is not drawn.
import postgres from "postgres";
import type { Page } from "@playwright/test";
import { expect, signIn, test } from "./fixtures";

async function journalWriter(): Promise<{ username: string; siteId: number }> {
  const sql = postgres(process.env.E2E_DATABASE_URL as string, { max: 1, onnotice: () => {} });
  try {
    const [r] = await sql<{ username: string; site_id: number }[]>`
      SELECT p.username, t.site_id FROM site_team t JOIN person_list p ON p.id = t.person_id
      WHERE NOT t.removed AND p.role = 'WORKER' AND p.active AND NOT p.erased AND p.username IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM events e WHERE e.stream_id = 'person-' || p.id AND e.event_type = 'PersonPasswordSet')
        AND NOT EXISTS (SELECT 1 FROM sign_in_attempts a WHERE a.username = p.username AND NOT a.succeeded)
      ORDER BY t.site_id, p.id LIMIT 1`;
    return { username: r.username, siteId: Number(r.site_id) };
  } finally {
    await sql.end();
  }
}

/** The button is on screen, big enough, and the page's last line ends above it once scrolled to the bottom. */
async function expectFab(page: Page, name: string, href: string) {
  const fab = page.locator("[data-fab]");
  await expect(fab).toBeVisible();
  await expect(page.getByRole("link", { name, exact: true }).last()).toHaveAttribute("href", href);
  await expect(fab).toHaveAccessibleName(name);
  const box = await fab.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(44);
  expect(box?.height).toBeGreaterThanOrEqual(44);
  // where the page's content and footer end once scrolled to the very bottom, computed from the layout
  // (no scrolling: a smooth scroll or the router's scroll restoration would be measured on its way)
  const gap = await fab.evaluate((el) => {
    const doc = document.documentElement;
    const lastInDocument = Math.max(...[...document.querySelectorAll("main, footer")].map((x) => x.getBoundingClientRect().bottom + window.scrollY));
    const lastOnScreenAtBottom = lastInDocument - (doc.scrollHeight - window.innerHeight);
    return el.getBoundingClientRect().top - lastOnScreenAtBottom;
  });
  expect(gap, "the page's last line ends above the button").toBeGreaterThanOrEqual(0);
}

test.describe("on a phone (360 px)", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("new leave and new expense: the button leads to the form", async ({ page }) => {
    await signIn(page, "employee");
    await page.goto("/app/profile/leaves");
    await expectFab(page, "Nuova richiesta", "/app/profile/leaves/new");
    await page.locator("[data-fab]").click();
    await expect(page).toHaveURL(/\/app\/profile\/leaves\/new$/);

    await page.goto("/app/profile/expenses");
    const name = (await page.locator("[data-fab]").getAttribute("aria-label")) as string;
    expect(name.length).toBeGreaterThan(0);
    await expectFab(page, name, "/app/profile/expenses/new");
    await page.locator("[data-fab]").click();
    await expect(page).toHaveURL(/\/app\/profile\/expenses\/new$/);
  });

  test("new journal post: the button leads to the post form", async ({ page }) => {
    const { username, siteId } = await journalWriter();
    await signIn(page, username);
    await page.goto(`/app/sites/sites/${siteId}/journal`);
    const name = (await page.locator("[data-fab]").getAttribute("aria-label")) as string;
    await expectFab(page, name, `/app/sites/sites/${siteId}/journal/new`);
    await page.locator("[data-fab]").click();
    await expect(page).toHaveURL(new RegExp(`/app/sites/sites/${siteId}/journal/new$`));
  });
});

test.describe("on a desktop (1366 px)", () => {
  test.use({ viewport: { width: 1366, height: 800 } });

  test("no floating button: the page's own link is at hand", async ({ page }) => {
    await signIn(page, "employee");
    await page.goto("/app/profile/leaves");
    await expect(page.locator("[data-fab]")).toBeHidden();
    await expect(page.getByRole("link", { name: "Nuova richiesta", exact: true })).toHaveCount(1);
  });
});
