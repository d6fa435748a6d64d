import { test as base, expect, type Page } from "@playwright/test";
import postgres from "postgres";
import { startMailbox, type Mailbox } from "./mailbox";

export const DEMO_PASSWORD = "Demo2026!";

/**
 * Every test fails on a console error in the page (STYLE.md). Each worker runs the test SMTP server
 * the app server sends its mails to (tests/e2e/mailbox.ts), whether or not a test reads it.
 */
export const test = base.extend<{ consoleErrors: string[] }, { mailbox: Mailbox }>({
  mailbox: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: it has none
    async ({}, use) => {
      const mailbox = await startMailbox();
      await use(mailbox);
      await mailbox.close();
    },
    { scope: "worker", auto: true },
  ],
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (m) => {
        // a 4xx answer the test itself asserts (401 login, 403, 404 page) is not a page error
        if (m.type() === "error" && !/Failed to load resource: the server responded with a status of 4\d\d/.test(m.text())) errors.push(m.text());
      });
      page.on("pageerror", (e) => errors.push(e.message));
      await use(errors);
      expect(errors, "console errors in the page").toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

/** With JavaScript on, wait until React has hydrated the page (a click before that is a plain form post). */
export async function hydrated(page: Page) {
  if (test.info().project.use.javaScriptEnabled === false) return;
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

export async function signIn(page: Page, username: string, password = DEMO_PASSWORD, opts: { remember?: boolean } = {}) {
  if (!page.url().includes("/auth/login")) await page.goto("/auth/login");
  await hydrated(page);
  await page.getByLabel(/nome utente|benutzername|nom d'utilisateur|username/i).fill(username);
  await page.getByLabel(/^(password|passwort|mot de passe)$/i).fill(password);
  if (opts.remember) await page.getByLabel(/ricordami|remember|angemeldet|souvenir/i).check();
  // wait for the answer to this very submission (with JavaScript the message of an earlier one may still show)
  await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/auth/login")),
    page.getByRole("button", { name: /^(accedi|anmelden|se connecter|sign in)$/i }).click(),
  ]);
  await page.waitForLoadState();
}

/**
 * Opens a group of the side menu (HR's and admin's menus are grouped, ADR-0120) unless it is open
 * already: a closed group's entries are not shown. `group` is the spec's group name ("hr", "admin"…).
 */
export async function openMenuGroup(page: Page, group: string) {
  const details = page.getByRole("complementary").locator(`details[data-menu-group="${group}"]`);
  if (!(await details.evaluate((d) => (d as HTMLDetailsElement).open))) await details.locator("summary").click();
  await expect(details).toHaveAttribute("open", "");
}

export async function signOut(page: Page) {
  await hydrated(page);
  await page.getByRole("button", { name: /^(esci|abmelden|se déconnecter|sign out)$/i }).click();
  await page.waitForURL(/\/auth\/login/);
}

export async function setClock(page: Page, body: { at?: string; advanceMs?: number; reset?: boolean }) {
  const r = await page.request.post("/test-api/clock", { data: body });
  expect(r.ok()).toBeTruthy();
}

/**
 * The server's clock, frozen late on the last day `username` has a stamp (the demo data's stamps end
 * before the day it was seeded): a test that reads "this month's" or "today's" stamps finds some on
 * whatever day it runs, the first of a month included. The day (YYYY-MM-DD, Zurich); reset the clock
 * after the test.
 */
export async function clockOnLastStampDay(page: Page, username: string): Promise<string> {
  const sql = postgres(process.env.E2E_DATABASE_URL as string, { max: 1, onnotice: () => {} });
  const [row] = await sql<{ day: string | null }[]>`
    SELECT (max(s.stamped_at) AT TIME ZONE 'Europe/Zurich')::date::text AS day
    FROM stamp_list s JOIN person_list p ON p.id = s.person_id
    WHERE p.username = ${username} AND s.status = 'ACTIVE'`.finally(() => sql.end());
  expect(row?.day, `the demo data has a stamp of ${username}`).toBeTruthy();
  const day = row.day as string;
  // 21:30 UTC is 22:30 or 23:30 in Zurich: the same day there, after its last stamp
  await setClock(page, { at: `${day}T21:30:00Z` });
  return day;
}
