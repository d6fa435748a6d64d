// HR's people: the list (search, company and role filters from the URL, only people listed in HR)
// and a person's page with its tabs, with JavaScript on and off; a row opens the person.
import type { Page } from "@playwright/test";
import { expect, openMenuGroup, signIn, test } from "./fixtures";
import { personNamed } from "./people";

const LIST = "/app/hr/users/list";
const filters = (page: Page) => page.getByRole("search", { name: "Filtri dei dipendenti" });
const table = (page: Page) => page.getByRole("table", { name: "Dipendenti" });
const rows = (page: Page) => table(page).locator("tbody tr");

test.describe("HR's people", () => {
  test("the list filters by company, role and search; a row opens the person with the tabs", async ({ page }) => {
    await signIn(page, "hr");
    await openMenuGroup(page, "hr");
    await page.getByRole("link", { name: "Dipendenti" }).click();
    await expect(page).toHaveURL(new RegExp(`${LIST}$`));
    await expect(page.getByRole("heading", { level: 1, name: "Dipendenti" })).toBeVisible();
    await expect(rows(page).first()).toBeVisible();
    // the client and the auditor are not listed in HR
    await expect(table(page)).not.toContainText("Committente");
    await expect(table(page)).not.toContainText("Revisore");

    await filters(page).getByLabel("Azienda").selectOption({ label: "Metalsky" });
    await filters(page).getByLabel("Ruolo").selectOption("ASSOCIATE");
    await filters(page).getByRole("button", { name: "Cerca" }).click();
    await expect(page).toHaveURL(/company=metalsky/);
    await expect(page).toHaveURL(/role=ASSOCIATE/);
    await expect(rows(page).first()).toBeVisible();
    for (const company of await table(page).locator("tbody tr td:nth-child(4)").allTextContents()) expect(company).toBe("Metalsky");
    for (const role of await table(page).locator("tbody tr td:nth-child(5)").allTextContents()) expect(role).toBe("Socio");

    const associate = await personNamed("associate");
    await filters(page).getByLabel("Cerca per nome, nome utente, email o badge").fill("socia");
    await filters(page).getByRole("button", { name: "Cerca" }).click();
    await expect(rows(page)).toHaveCount(1);
    await rows(page).first().getByRole("link", { name: associate.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/app/hr/users/${associate.id}/profile$`));
    await expect(page.getByRole("heading", { level: 1, name: associate.name })).toBeVisible();
    await expect(page.locator('[data-field="username"]')).toContainText("associate");
    const tabs = page.getByRole("navigation", { name: "Schede della persona" });
    await expect(tabs.getByRole("link", { name: "Profilo" })).toHaveAttribute("aria-current", "page");
    await tabs.getByRole("link", { name: "Assenze" }).click();
    await expect(page).toHaveURL(new RegExp(`/app/hr/users/${associate.id}/leaves$`));
    await expect(tabs.getByRole("link", { name: "Assenze" })).toHaveAttribute("aria-current", "page");
  });

  test("bad parameters fall back to the defaults; unknown, malformed and unlisted people are not found", async ({ page }) => {
    await signIn(page, "hr");
    expect((await page.goto(`${LIST}?company=nowhere&role=KING&sort=password&page=-4&size=7`))?.status()).toBe(200);
    await expect(rows(page).first()).toBeVisible();
    for (const id of ["abc", "0", "99999999", "1.5"]) expect((await page.goto(`/app/hr/users/${id}/profile`))?.status(), id).toBe(404);
  });

  test("a worker may not open HR's people", async ({ page }) => {
    await signIn(page, "worker");
    expect((await page.goto(LIST))?.status()).toBe(403);
    await expect(page.getByRole("link", { name: "Dipendenti" })).toHaveCount(0);
  });
});
