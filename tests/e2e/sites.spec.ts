// The sites list and a site's dashboard, with JavaScript on and off: scoping by company, paging,
// sorting, search, the company filter, the CSV export, amounts only for those who may read them.
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, hydrated, signIn, signOut, test } from "./fixtures";

const LIST = "/app/sites/sites";

async function openList(page: Page, username: string, query = "") {
  await signIn(page, username);
  await expect(page).toHaveURL(/\/app\//);
  const r = await page.goto(`${LIST}${query}`);
  expect(r?.status()).toBe(200);
}

/** the list's own search form (the shell has a menu search of its own) */
const filters = (page: Page) => page.getByRole("search", { name: "Filtri" });
const table = (page: Page) => page.getByRole("table", { name: "Cantieri" });
const rows = (page: Page) => table(page).locator("tbody tr");
/** the cells of one column (1-based: 1 avatar, 2 site, 3 company, …) */
const column = (page: Page, n: number) => table(page).locator(`tbody tr td:nth-child(${n})`);
const resultCount = async (page: Page) => Number((await page.getByText(/^\d+ risultat[oi]$/).textContent())?.match(/\d+/)?.[0]);
const titles = async (page: Page) => (await column(page, 2).allTextContents()).map((t) => t.replace(/^[^:]+:\s*/, ""));

async function choosePageSize(page: Page, size: string) {
  await page.getByLabel("Righe per pagina").selectOption(size);
  // with JavaScript the change submits the form; without it the Apply button does
  if (test.info().project.name === "nojs") await page.getByRole("button", { name: "Applica" }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]size=${size}(&|$)`));
}

test.describe("the sites list", () => {
  test("employee sees only the sites of Cantiere, with their offers", async ({ page }) => {
    await openList(page, "employee");
    await expect(page.getByRole("heading", { level: 1, name: "Cantieri" })).toBeVisible();
    await expect(page.getByRole("columnheader", { name: "Offerta" })).toBeVisible();
    const n = await resultCount(page);
    expect(n).toBeGreaterThan(0);
    await expect(rows(page)).toHaveCount(n);
    for (const company of await column(page, 3).allTextContents()) expect(company).toBe("Cantiere");
    for (const offer of await column(page, 6).allTextContents()) expect(offer).toMatch(/^(CHF|EUR|USD) \d{1,3}('\d{3})*\.\d{2}$/);
    for (const created of await column(page, 7).allTextContents()) expect(created).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    await expect(filters(page).getByLabel("Azienda")).toHaveCount(0); // one company: nothing to filter
  });

  test("worker does not see the offer column, nor the amounts in the CSV", async ({ page }) => {
    await openList(page, "worker");
    await expect(rows(page).first()).toBeVisible();
    await expect(page.getByRole("columnheader", { name: "Offerta" })).toHaveCount(0);
    await expect(page.getByRole("main")).not.toContainText(/CHF \d|EUR \d/);
    // sorting by the hidden amount is refused too: it falls back to the default order
    await page.goto(`${LIST}?sort=offer&dir=asc`);
    await expect(page.getByRole("columnheader", { name: /Offerta/ })).toHaveCount(0);
    const csv = await page.request.get(`${LIST}/csv`);
    expect(csv.status()).toBe(200);
    const text = await csv.text();
    expect(text).not.toContain("Offerta");
    expect(text.split("\r\n")[0]).toContain("Località");
  });

  test("a client, who may see only favourite sites, sees the three shared with them and is told whom to ask for more", async ({ page }) => {
    await openList(page, "client");
    await expect(page.getByText("Qui trovi i cantieri che le aziende del gruppo condividono con te")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Nessun cantiere condiviso con te" })).toHaveCount(0);
    expect(await resultCount(page)).toBe(3);
    await expect(rows(page)).toHaveCount(3);
    // offers (sensibleDataClient), a read-only mark for each favourite, no star to press, no tabs
    for (const offer of await column(page, 6).allTextContents()) expect(offer).toMatch(/^(CHF|EUR|USD) \d{1,3}('\d{3})*\.\d{2}$/);
    await expect(page.getByRole("button", { name: /preferiti/ })).toHaveCount(0);
    await expect(table(page).getByText("Tra i preferiti")).toHaveCount(3);
    await expect(page.getByRole("navigation", { name: "Elenchi dei cantieri" })).toHaveCount(0);
  });

  test("admin stars a site on page 2 of a sorted list, comes back to the same page, and removes it from the favourites table's grid", async ({ page }) => {
    await openList(page, "admin", "?sort=title&dir=asc&size=5&page=2");
    const star = rows(page).locator("button[aria-pressed=false]").first();
    const name = (await star.getAttribute("aria-label")) ?? "";
    expect(name).toMatch(/^Aggiungi ai preferiti: Q\d+: /);
    const label = name.replace("Aggiungi ai preferiti: ", "");
    await star.click();
    await expect(page.getByText("Cantiere aggiunto ai preferiti.")).toBeVisible();
    await expect(page).toHaveURL(/\/app\/sites\/sites\?sort=title&dir=asc&size=5&page=2$/);
    await expect(page.getByText("Pagina 2 di")).toBeVisible();
    await expect(page.getByRole("button", { name: `Togli dai preferiti: ${label}` })).toHaveAttribute("aria-pressed", "true");

    await page.getByRole("navigation", { name: "Elenchi dei cantieri" }).getByRole("link", { name: "Preferiti" }).click();
    await expect(page).toHaveURL(/\/app\/sites\/sites\/favourites$/);
    await expect(page.getByRole("heading", { level: 1, name: "Cantieri preferiti" })).toBeVisible();
    const favTable = page.getByRole("table", { name: "Cantieri preferiti" });
    await expect(favTable.locator("tbody tr")).toHaveCount(1);
    await expect(favTable.getByRole("link", { name: label })).toBeVisible();
    // the grid view of the favourites, with the star on each card
    await page.getByRole("link", { name: "Vista griglia" }).click();
    await expect(page).toHaveURL(/view=grid/);
    const cards = page.getByRole("list", { name: "Cantieri preferiti" }).getByRole("listitem");
    await expect(cards).toHaveCount(1);
    await cards.getByRole("button", { name: `Togli dai preferiti: ${label}` }).click();
    await expect(page.getByText("Cantiere tolto dai preferiti.")).toBeVisible();
    await expect(page).toHaveURL(/\/app\/sites\/sites\/favourites\?view=grid$/);
    await expect(page.getByText("Nessun cantiere tra i preferiti.", { exact: false })).toBeVisible();
  });

  test("employee's favourites table holds the three demo favourites, marked on the list too", async ({ page }) => {
    await openList(page, "employee");
    await expect(rows(page).locator("button[aria-pressed=true]")).toHaveCount(3);
    await page.goto(`${LIST}/favourites`);
    await expect(page.getByRole("table", { name: "Cantieri preferiti" }).locator("tbody tr")).toHaveCount(3);
    await expect(page.getByRole("navigation", { name: "Elenchi dei cantieri" }).getByRole("link", { name: "Preferiti" })).toHaveAttribute("aria-current", "page");
  });

  test("the rows the server rendered act as rendered ones: a star, the next page and a row's link (with JavaScript, without a reload; ADR-0095)", async ({ page }) => {
    const js = test.info().project.name === "js";
    await openList(page, "admin", "?size=5&sort=title&dir=desc");
    if (js) await hydrated(page);
    // with JavaScript the page is never reloaded: a mark on the window survives every step
    await page.evaluate(() => ((window as unknown as { kept?: number }).kept = 1));
    const kept = async () => page.evaluate(() => (window as unknown as { kept?: number }).kept === 1);
    await expect(rows(page)).toHaveCount(5);
    const star = rows(page).locator("button[aria-pressed=false]").first();
    const name = (await star.getAttribute("aria-label")) ?? "";
    await star.click();
    await expect(page.getByText("Cantiere aggiunto ai preferiti.")).toBeVisible();
    const pressed = page.getByRole("button", { name: name.replace("Aggiungi ai preferiti", "Togli dai preferiti") });
    await expect(pressed).toHaveAttribute("aria-pressed", "true");
    expect(await kept()).toBe(js);
    // and back, so the favourites stay as the seed made them
    await pressed.click();
    await expect(page.getByText("Cantiere tolto dai preferiti.")).toBeVisible();
    await expect(page.getByRole("button", { name })).toHaveAttribute("aria-pressed", "false");
    const first = await rows(page).first().getByRole("link").textContent();
    await page.getByRole("link", { name: "Successiva" }).click();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await expect(rows(page)).toHaveCount(5);
    await expect(rows(page).first().getByRole("link")).not.toHaveText(first ?? "");
    await rows(page).first().getByRole("link").click();
    await expect(page).toHaveURL(/\/app\/sites\/sites\/\d+\/dashboard$/);
    expect(await kept()).toBe(js);
  });

  test("a worker has no star to press and no favourites tab", async ({ page }) => {
    await openList(page, "worker");
    await expect(rows(page).first()).toBeVisible();
    await expect(page.getByRole("button", { name: /preferiti/ })).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "Elenchi dei cantieri" })).toHaveCount(0);
  });

  test("the status variant shows a translated, sortable status instead of the offer, and the CSV follows it", async ({ page }) => {
    await openList(page, "employee");
    await page.getByRole("link", { name: "Con lo stato" }).click();
    await expect(page).toHaveURL(/columns=status/);
    await expect(page.getByRole("columnheader", { name: "Offerta" })).toHaveCount(0);
    const header = page.getByRole("columnheader", { name: /^Stato/ });
    await header.getByRole("link").click();
    await expect(page).toHaveURL(/columns=status.*sort=status&dir=asc|sort=status&dir=asc.*columns=status/);
    await expect(header).toHaveAttribute("aria-sort", "ascending");
    for (const status of await column(page, 6).allTextContents()) expect(["In offerta", "Pianificato", "Aperto", "Sospeso", "Chiuso"]).toContain(status);
    await expect(page.getByRole("link", { name: "Scarica CSV" })).toHaveAttribute("href", /columns=status/);
    const csv = await page.request.get(`${LIST}/csv?columns=status`);
    const head = (await csv.text()).replace(/^\uFEFF/, "").split("\r\n")[0];
    expect(head).toBe("N. Quickcom,Titolo,Azienda,Località,Indirizzo,Stato,Creato il");
    await page.getByRole("link", { name: "Con l'offerta" }).click();
    await expect(page.getByRole("columnheader", { name: "Offerta" })).toBeVisible();
  });

  test("admin pages through the list: 5 rows a page, next, last, first", async ({ page }) => {
    await openList(page, "admin");
    const n = await resultCount(page);
    const pages = Math.ceil(n / 5);
    expect(pages).toBeGreaterThan(2);
    await expect(rows(page)).toHaveCount(15);
    await expect(page.getByText(`Pagina 1 di ${Math.ceil(n / 15)}`)).toBeVisible();

    await choosePageSize(page, "5");
    await expect(page.getByText(`Pagina 1 di ${pages}`)).toBeVisible();
    await expect(rows(page)).toHaveCount(5);
    await expect(page.getByLabel("Righe per pagina")).toHaveValue("5");
    const firstPage = await titles(page);

    await page.getByRole("link", { name: "Successiva" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText(`Pagina 2 di ${pages}`)).toBeVisible();
    await expect(rows(page)).toHaveCount(5);
    const secondPage = await titles(page);
    expect(secondPage.filter((t) => firstPage.includes(t))).toEqual([]);

    await page.getByRole("link", { name: "Ultima" }).click();
    await expect(page.getByText(`Pagina ${pages} di ${pages}`)).toBeVisible();
    await expect(rows(page)).toHaveCount(n - 5 * (pages - 1));
    await expect(page.getByRole("link", { name: "Successiva" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Ultima" })).toHaveCount(0);

    await page.getByRole("link", { name: "Prima" }).click();
    await expect(page.getByText(`Pagina 1 di ${pages}`)).toBeVisible();
    expect(await titles(page)).toEqual(firstPage);
    await expect(page).toHaveURL(/size=5/);
  });

  test("sorting by title, ascending then descending, marked with aria-sort", async ({ page }) => {
    await openList(page, "employee");
    const header = page.getByRole("columnheader", { name: /^Cantiere/ });
    await expect(header).not.toHaveAttribute("aria-sort", /.+/);

    await header.getByRole("link").click();
    await expect(page).toHaveURL(/sort=title&dir=asc/);
    await expect(header).toHaveAttribute("aria-sort", "ascending");
    const asc = await titles(page);
    expect(asc).toEqual([...asc].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1)));

    await header.getByRole("link").click();
    await expect(page).toHaveURL(/sort=title&dir=desc/);
    await expect(header).toHaveAttribute("aria-sort", "descending");
    expect(await titles(page)).toEqual([...asc].reverse());
  });

  test("search finds a site by its quickcom id, and says so when nothing matches", async ({ page }) => {
    await openList(page, "employee");
    const label = (await column(page, 2).nth(1).textContent()) ?? "";
    const quickcomId = label.split(":")[0];

    await filters(page).getByLabel("Cerca").fill(quickcomId);
    await filters(page).getByRole("button", { name: "Cerca" }).click();
    await expect(page).toHaveURL(new RegExp(`search=${quickcomId}`));
    await expect(rows(page)).toHaveCount(1);
    await expect(column(page, 2)).toHaveText(label);
    await expect(filters(page).getByLabel("Cerca")).toHaveValue(quickcomId);

    await filters(page).getByLabel("Cerca").fill("nessun cantiere si chiama così");
    await filters(page).getByRole("button", { name: "Cerca" }).click();
    await expect(page.getByText("La ricerca non ha prodotto risultati")).toBeVisible();
    await expect(page.getByText("Pagina 1 di 1")).toBeVisible();

    await page.getByRole("link", { name: "Azzera filtri" }).click();
    await expect(page).toHaveURL(new RegExp(`${LIST}$`));
    await expect(rows(page).first()).toBeVisible();
  });

  test("admin filters by company, and the CSV holds exactly the filtered rows", async ({ page }) => {
    await openList(page, "admin", "?sort=title&dir=asc");
    await filters(page).getByLabel("Azienda").selectOption({ label: "Metalsky" });
    await filters(page).getByRole("button", { name: "Cerca" }).click();
    await expect(page).toHaveURL(/companyName=metalsky/);
    await expect(page).toHaveURL(/sort=title/);
    // with JavaScript the URL changes a moment before the new rows render: wait for the rows
    await expect.poll(async () => [...new Set(await column(page, 3).allTextContents())]).toEqual(["Metalsky"]);
    const n = await resultCount(page);
    expect(n).toBeGreaterThan(0);

    const link = page.getByRole("link", { name: "Scarica CSV" });
    await expect(link).toHaveAttribute("href", /companyName=metalsky/);
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toBe("Cantieri.csv");
    const bytes = readFileSync(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the BOM, so Excel reads accents
    const lines = bytes.subarray(3).toString("utf8").trimEnd().split("\r\n");
    expect(lines[0]).toBe("N. Quickcom,Titolo,Azienda,Località,Indirizzo,Valuta,Offerta,Creato il");
    expect(lines).toHaveLength(n + 1);
    for (const line of lines.slice(1)) expect(line.split(",")[2]).toBe("Metalsky");
    const csvTitles = lines.slice(1).map((l) => l.split(",")[1]);
    expect(csvTitles).toEqual([...csvTitles].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1)));
  });

  test("the grid view shows the same sites as cards", async ({ page }) => {
    await openList(page, "employee");
    const n = await resultCount(page);
    await page.getByRole("link", { name: "Vista griglia" }).click();
    await expect(page).toHaveURL(/view=grid/);
    await expect(page.getByRole("list", { name: "Cantieri" }).getByRole("listitem")).toHaveCount(n);
    await page.getByRole("link", { name: "Vista elenco" }).click();
    await expect(rows(page)).toHaveCount(n);
  });

  test("bad parameters fall back to the defaults instead of failing", async ({ page }) => {
    await openList(page, "employee", "?page=abc&size=7&sort=password&dir=sideways&companyName=metalsky&view=x");
    await expect(page.getByText("Pagina 1 di 1")).toBeVisible();
    await expect(page.getByLabel("Righe per pagina")).toHaveValue("15");
    for (const company of await column(page, 3).allTextContents()) expect(company).toBe("Cantiere");
    const far = await page.goto(`${LIST}?page=999`);
    expect(far?.status()).toBe(200);
    await expect(page.getByText("Pagina 1 di 1")).toBeVisible();
  });

  test("on a 360-pixel phone each row is a card: nothing scrolls sideways (issue 22)", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await openList(page, "employee");
    await expect(rows(page).first()).toBeVisible();
    const main = await page.getByRole("main").boundingBox();
    expect((main?.x ?? 0) + (main?.width ?? 0)).toBeLessThanOrEqual(360);
    const scroller = table(page).locator("xpath=..");
    const { scrollWidth, clientWidth } = await scroller.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    // a card's cell says which column it is
    await expect(rows(page).first().locator("td[data-label]").first()).toBeVisible();
  });
});

test.describe("a site's dashboard", () => {
  test("a row opens the site's summary, with amounts for the employee", async ({ page }) => {
    await openList(page, "employee");
    const link = column(page, 2).first().getByRole("link");
    const label = (await link.textContent()) ?? "";
    await link.click();
    await expect(page).toHaveURL(/\/app\/sites\/sites\/\d+\/dashboard$/);
    // the avatar's initials are decoration: the heading's name is the title alone
    await expect(page.getByRole("heading", { level: 1, name: label.replace(/^[^:]+:\s*/, ""), exact: true })).toBeVisible();
    await expect(page.getByText(label.split(":")[0], { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Importi" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Costi" })).toBeVisible();
    await page.getByRole("link", { name: /Torna ai cantieri/ }).click();
    await expect(page).toHaveURL(new RegExp(`${LIST}$`));
  });

  test("worker reads the summary without any amount", async ({ page }) => {
    await openList(page, "worker");
    await column(page, 2).first().getByRole("link").click();
    await expect(page.getByRole("heading", { name: "Dati del cantiere" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Importi" })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Costi" })).toHaveCount(0);
    await expect(page.getByRole("main")).not.toContainText(/CHF \d|EUR \d/);
  });

  test("a site of another company, an unknown id and a non-numeric id are 404 for the employee", async ({ page }) => {
    await openList(page, "admin", "?companyName=metalsky");
    const href = await column(page, 2).first().getByRole("link").getAttribute("href");
    expect(href).toMatch(/^\/app\/sites\/sites\/\d+\/dashboard$/);
    expect((await page.goto(href ?? ""))?.status()).toBe(200);
    await signOut(page);

    await signIn(page, "employee");
    await expect(page).toHaveURL(/\/app\//);
    for (const path of [href ?? "", "/app/sites/sites/987654321/dashboard", "/app/sites/sites/abc/dashboard", "/app/sites/sites/-1/dashboard"]) {
      const r = await page.goto(path);
      expect(r?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { name: "Oops. La pagina che stai cercando non esiste" })).toBeVisible();
    }
  });

  test("without a session the list and the CSV lead to the login page", async ({ page }) => {
    await page.goto(`${LIST}?search=x`);
    await expect(page).toHaveURL(/\/auth\/login\?redirectTo=%2Fapp%2Fsites%2Fsites%3Fsearch%3Dx$/);
    const csv = await page.request.get(`${LIST}/csv`, { maxRedirects: 0 });
    expect(csv.status()).toBe(303);
  });
});
