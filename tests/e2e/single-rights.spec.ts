// Spec part 2 §6: the single-right profiles. The leave reader, the HR updater and the tool-manager
// reader are each granted on their own on the permission screen (a flag, ADR-0117); the person,
// with no role, lands on a page that right opens, it works, and nothing else opens.
import type { Browser } from "@playwright/test";
import { expect, signIn, test } from "./fixtures";
import { freshStaff } from "./people";

const PROFILES = [
  { flag: "Legge le assenze", lands: "/app/hr/leave-requests", heading: "Richieste di assenza", opens: ["/app/hr/leave-requests"], refused: ["/app/hr/users/list", "/app/admin/tools", "/app/profile/dashboard", "/app/hr/leave-requests/new", "/app/sites/sites"] },
  { flag: "Modifica il modulo HR", lands: "/app/hr/users/list", heading: "Dipendenti", opens: ["/app/hr/users/new", "/app/hr/festivities"], refused: ["/app/admin/tools", "/app/profile/dashboard", "/app/admin/users", "/app/sites/sites"] },
  { flag: "Vede l'inventario", lands: "/app/admin/tools", heading: "Gestione attrezzi", opens: ["/app/admin/tools/quantities"], refused: ["/app/admin/tools/new", "/app/hr/leave-requests", "/app/hr/users/list", "/app/profile/dashboard", "/app/sites/sites"] },
] as const;

async function asPerson(browser: Browser, username: string) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, javaScriptEnabled: test.info().project.use.javaScriptEnabled, locale: "it-CH" });
  const page = await context.newPage();
  await signIn(page, username);
  return { context, page };
}

test("each single right is granted on its own: the person lands on the page it opens, and nothing else opens", async ({ page, browser }) => {
  test.slow();
  const people = await freshStaff(3, ["edemar", "metalpiega", "tmwood"]);
  await signIn(page, "admin");
  for (const [i, profile] of PROFILES.entries()) {
    const person = people[i];
    await page.goto(`/app/permission/${person.id}/edit`);
    await page.getByLabel("Ruolo").selectOption("NONE");
    await page.getByRole("checkbox", { name: profile.flag, exact: true }).check();
    await page.getByRole("button", { name: "Salva" }).click();
    await expect(page.locator("[data-flash]")).toContainText("Utente salvato con successo");
    await expect(page.getByRole("checkbox", { name: profile.flag, exact: true })).toBeChecked();

    const theirs = await asPerson(browser, person.username);
    await expect(theirs.page).toHaveURL(new RegExp(`${profile.lands}$`));
    await expect(theirs.page.getByRole("heading", { level: 1 }).first()).toContainText(profile.heading);
    for (const path of profile.opens) expect((await theirs.page.goto(path))?.status(), path).toBe(200);
    for (const path of profile.refused) expect((await theirs.page.goto(path))?.status(), path).toBe(403);
    await theirs.context.close();
  }
});

test("the leave reader's person page leads back to the leave requests, and their name leads to no profile they lack", async ({ page, browser }) => {
  const [person] = await freshStaff(1, ["electrogestim", "cantiere"]);
  await signIn(page, "admin");
  await page.goto(`/app/permission/${person.id}/edit`);
  await page.getByLabel("Ruolo").selectOption("NONE");
  await page.getByRole("checkbox", { name: "Legge le assenze", exact: true }).check();
  await page.getByRole("button", { name: "Salva" }).click();
  await expect(page.locator("[data-flash]")).toContainText("Utente salvato con successo");

  const theirs = await asPerson(browser, person.username);
  await theirs.page.goto(`/app/hr/users/${person.id}/leaves`);
  await expect(theirs.page.getByRole("main").getByRole("link", { name: "← Richieste di assenza" })).toHaveAttribute("href", "/app/hr/leave-requests");
  await expect(theirs.page.locator('a[href="/app/profile/dashboard"]')).toHaveCount(0);
  await expect(theirs.page.getByText(person.name.split(", ")[0]).first()).toBeVisible();
  await theirs.context.close();
});
