// One search across records (issue 38, ADR-0129), with JavaScript on and off (each project on its own
// copy of the seeded database): the menu's search box finds a site by its city (one given a city of
// its own here) and a person by their surname, on a results page grouped by kind; a worker and a
// client find only what they may open — every result's link opens, and the sites, people and tools
// of others are not among them.
import type { Page } from "@playwright/test";
import { expect, signIn, signOut, test } from "./fixtures";
import { scaled } from "../time-scale";

/** The results page of a search typed in the menu's box (a plain GET form: Enter sends it). */
async function searchFromMenu(page: Page, text: string) {
  const box = page.getByLabel("Cerca nel menu");
  await box.fill(text);
  await box.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/app/search\\?menu=${encodeURIComponent(text)}$`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText(text);
}

/** The result links of one kind's group ("Cantieri", "Persone" …) as href and text. */
async function group(page: Page, name: string): Promise<{ href: string; text: string }[]> {
  const section = page.getByRole("region", { name: new RegExp(`^${name}`) });
  if ((await section.count()) === 0) return [];
  return section.getByRole("link").evaluateAll((as) => as.map((a) => ({ href: a.getAttribute("href") ?? "", text: (a.textContent ?? "").trim() })));
}

/** Every result link of the page opens (200): nothing is listed that the user may not open. */
async function everyResultOpens(page: Page) {
  const hrefs = await page.locator("[data-search-kind] a").evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
  for (const href of hrefs) {
    const r = await page.request.get(href, { maxRedirects: 0 });
    expect(r.status(), href).toBe(200);
  }
  return hrefs.length;
}

test("the menu's box finds a site by its city and a person by their surname", async ({ page }) => {
  test.setTimeout(scaled(90_000));
  const city = `Brusio${test.info().project.name}`;
  await signIn(page, "admin");
  // a site of the demo company (a favourite of the client) gets a city no title holds
  await page.goto("/app/sites/sites/2/edit");
  await page.locator("form#site-form").getByLabel("Località", { exact: true }).fill(city);
  await page.locator("form#site-form").getByRole("button", { name: "Salva", exact: true }).click();
  await expect(page).toHaveURL(/\/app\/sites\/sites\/2\/dashboard$/);

  await searchFromMenu(page, city.toLowerCase());
  const sites = await group(page, "Cantieri");
  expect(sites).toEqual([{ href: "/app/sites/sites/2/dashboard", text: "Capannone Bellinzona B" }]);
  await expect(page.locator('[data-search-kind="site"]')).toContainText(city);
  await page.getByRole("link", { name: "Capannone Bellinzona B" }).click();
  await expect(page).toHaveURL(/\/app\/sites\/sites\/2\/dashboard$/);

  // a person by their surname (and a part of it), opening HR's page of the person
  await searchFromMenu(page, "Operai");
  const people = await group(page, "Persone");
  expect(people.map((p) => p.text)).toContain("Operaio Walter");
  await page.getByRole("link", { name: "Operaio Walter" }).click();
  await expect(page).toHaveURL(/\/app\/hr\/users\/\d+\/profile$/);
  await expect(page.getByRole("main")).toContainText("Walter");

  // nothing found says so
  await page.goto("/app/search?menu=zzqxnothing");
  await expect(page.getByRole("main")).toContainText("Nessun risultato per «zzqxnothing»");
});

test("a worker and a client find only what they may open", async ({ page }) => {
  test.setTimeout(scaled(120_000));
  await signIn(page, "worker");
  await searchFromMenu(page, "Bellinzona");
  // the worker's company's site, not the other companies' ones of the same city
  expect((await group(page, "Cantieri")).map((s) => s.href)).toEqual(["/app/sites/sites/2/dashboard"]);
  expect(await everyResultOpens(page)).toBeGreaterThan(0);
  // no people (not even themselves: HR's pages are not theirs) and no tools
  await page.goto("/app/search?menu=Operaio");
  expect(await group(page, "Persone")).toEqual([]);
  await page.goto("/app/search?menu=Makita");
  expect(await group(page, "Attrezzi")).toEqual([]);
  // the journal of their company's sites, every post opening
  await page.goto("/app/search?menu=Sopralluogo");
  expect((await group(page, "Post del diario")).length).toBeGreaterThan(0);
  await everyResultOpens(page);
  await signOut(page);

  await signIn(page, "client");
  // only their favourite sites: Bellinzona B, not Ponte Bioggio D of the same company
  await page.goto("/app/search?menu=Bellinzona");
  expect((await group(page, "Cantieri")).map((s) => s.href)).toEqual(["/app/sites/sites/2/dashboard"]);
  await page.goto("/app/search?menu=Bioggio");
  expect(await group(page, "Cantieri")).toEqual([]);
  // no journal, no people; files of their sites' shared folder only, each opening
  await page.goto("/app/search?menu=Sopralluogo");
  expect(await group(page, "Post del diario")).toEqual([]);
  await page.goto("/app/search?menu=Pianta");
  const files = await group(page, "File dei cantieri");
  expect(files.length).toBeGreaterThan(0);
  for (const f of files) expect(f.href).toMatch(/^\/app\/sites\/sites\/[123]\/files\?path=SHARED%2F/);
  await everyResultOpens(page);
  await page.goto("/app/search?menu=Operaio");
  expect(await group(page, "Persone")).toEqual([]);
});
