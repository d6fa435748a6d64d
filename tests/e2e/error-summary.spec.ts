// A refused form opens with a summary of its errors (issue 34): after a refused submit (without
// JavaScript the page opens at its top) the form says how many errors it has and links each to its
// field, with JavaScript on and off.
import { expect, hydrated, signIn, test } from "./fixtures";

test("a refused form shows 'the form has N errors' with a working link to each refused field", async ({ page }) => {
  await signIn(page, "employee");
  await page.goto("/app/support");
  const main = page.getByRole("main");
  await expect(main.locator("[data-error-summary]")).toHaveCount(0);
  await hydrated(page);
  await main.getByRole("button", { name: "Invia" }).click();
  const summary = main.locator("[data-error-summary]");
  await expect(summary).toContainText("Il modulo ha 2 errori");
  const links = summary.getByRole("link");
  await expect(links).toHaveCount(2);
  await expect(links.nth(0)).toHaveAccessibleName("Campo obbligatorio");
  await expect(links.nth(0)).toHaveAttribute("href", "#support-page-title");
  await expect(links.nth(1)).toHaveAttribute("href", "#support-page-message");
  await links.nth(1).click();
  await expect(page).toHaveURL(/#support-page-message$/);
  const message = page.locator("#support-page-message");
  await expect(message).toHaveAttribute("aria-invalid", "true");
  await expect(message).toBeInViewport();
});

test("a hand-written form (the delegations page) refused shows the summary too, its links on the refused controls", async ({ page }) => {
  await signIn(page, "hr");
  await page.goto("/app/profile/delegations");
  const form = page.locator("#delegation-form");
  await expect(form.locator("[data-error-summary]")).toHaveCount(0);
  await hydrated(page);
  // nothing chosen, nothing typed: the delegate and both days are refused
  await form.getByRole("button", { name: "Delega", exact: true }).click();
  const summary = form.locator("[data-error-summary]");
  await expect(summary).toContainText(/Il modulo ha \d+ error/);
  await expect(summary.locator("xpath=..")).toHaveAttribute("id", "delegation-form");
  const links = summary.getByRole("link");
  await expect(links.first()).toHaveAttribute("href", "#delegateId");
  const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")));
  for (const href of hrefs) await expect(page.locator(href as string)).toHaveCount(1);
  await links.first().click();
  await expect(page).toHaveURL(/#delegateId$/);
  await expect(page.locator("#delegateId")).toBeInViewport();
  await expect(page.locator("#delegateId-error")).toBeVisible();
});
