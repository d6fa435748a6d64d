// A site's edit form (ADR-0051), with JavaScript on and off: an administrator saves the address and
// the offer (site_saved_successfully on the dashboard); a bad coordinate keeps every typed value and
// says so beside its field; a stale form answers the conflict; the address lookup fills the
// coordinates without storing anything; a person who may read sites but not change them gets a 403.
import type { Page } from "@playwright/test";
import postgres from "postgres";
import { expect, hydrated, signIn, test } from "./fixtures";

const sql = postgres(process.env.E2E_DATABASE_URL as string, { max: 1, onnotice: () => {} });
test.afterAll(async () => {
  await sql.end();
});

/** A site for this test: the n-th newest (of Cantiere, when told), a different one per project so the two runs never meet. */
async function siteFor(n: number, company: string | null = null): Promise<{ id: number; title: string; latitude: number | null; longitude: number | null }> {
  const offset = n * 2 + (test.info().project.name === "nojs" ? 1 : 0);
  const [row] = await sql<{ id: number; title: string; latitude: number | null; longitude: number | null }[]>`
    SELECT id, title, latitude, longitude FROM site_list WHERE ${company === null ? sql`true` : sql`company_code = ${company}`} ORDER BY id DESC OFFSET ${offset} LIMIT 1`;
  expect(row, "a seeded site").toBeTruthy();
  return { ...row, id: Number(row.id) };
}

const editUrl = (id: number) => `/app/sites/sites/${id}/edit`;
const form = (page: Page) => page.locator("form#site-form");
const field = (page: Page, label: string | RegExp) => form(page).getByLabel(label, { exact: true });
/** an amount's label carries the site's currency: "Offerta (CHF)" */
const amount = (label: string) => new RegExp(`^${label} \\((CHF|EUR|USD)\\)$`);
const save = (page: Page) => form(page).getByRole("button", { name: "Salva", exact: true }).click();

async function openEdit(page: Page, id: number) {
  const r = await page.goto(editUrl(id));
  expect(r?.status()).toBe(200);
  await hydrated(page);
}

test.describe("editing a site", () => {
  test("an administrator saves the address and the offer and sees them on the dashboard", async ({ page }) => {
    const site = await siteFor(0);
    await signIn(page, "admin");
    await openEdit(page, site.id);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(site.title);
    await expect(field(page, "Titolo")).toHaveValue(site.title);
    const street = `Via Cantonale ${test.info().project.name === "nojs" ? 21 : 12}`;
    await field(page, "Indirizzo").fill(street);
    await field(page, amount("Offerta")).fill("12345,6");
    await save(page);
    await expect(page).toHaveURL(new RegExp(`/app/sites/sites/${site.id}/dashboard$`));
    await expect(page.getByRole("status")).toContainText("Cantiere salvato con successo");
    await expect(page.getByRole("main")).toContainText(street);
    await expect(page.getByRole("main")).toContainText("12'345.60");

    // the form shows the saved values, the amount the Swiss way
    await openEdit(page, site.id);
    await expect(field(page, "Indirizzo")).toHaveValue(street);
    await expect(field(page, amount("Offerta"))).toHaveValue("12'345.60");
    // the three kinds of figures an administrator sees, and the map of the recorded coordinates
    await expect(field(page, amount("Costo manodopera"))).toBeVisible();
    if (site.latitude !== null && site.longitude !== null) {
      const link = form(page).getByRole("link", { name: /Apri la mappa/ });
      await expect(link).toHaveAttribute("href", /^https:\/\/www\.openstreetmap\.org\/\?mlat=.*#map=17\//);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
    }
  });

  test("a bad coordinate keeps every typed value and says so beside its field", async ({ page }) => {
    const site = await siteFor(1);
    await signIn(page, "admin");
    await openEdit(page, site.id);
    await field(page, "Indirizzo").fill("Via Nassa 3");
    await field(page, amount("Offerta")).fill("1'000.50");
    await field(page, "Latitudine").fill("abc");
    await field(page, "Longitudine").fill("8.95");
    await save(page);
    await expect(page).toHaveURL(new RegExp(`${editUrl(site.id)}$`));
    await expect(form(page)).toContainText("Il cantiere non è stato salvato.");
    await expect(field(page, "Latitudine")).toHaveAttribute("aria-invalid", "true");
    await expect(form(page)).toContainText("La latitudine deve essere un numero tra -90 e 90.");
    await expect(field(page, "Latitudine")).toHaveValue("abc");
    await expect(field(page, "Longitudine")).toHaveValue("8.95");
    await expect(field(page, "Indirizzo")).toHaveValue("Via Nassa 3");
    await expect(field(page, amount("Offerta"))).toHaveValue("1'000.50");

    await field(page, "Latitudine").fill("91");
    await save(page);
    await expect(form(page)).toContainText("La latitudine deve essere un numero tra -90 e 90.");
    await expect(field(page, "Latitudine")).toHaveValue("91");
    await expect(field(page, "Indirizzo")).toHaveValue("Via Nassa 3");
    // nothing was stored
    const [row] = await sql`SELECT address FROM site_list WHERE id = ${site.id}`;
    expect(row.address).not.toBe("Via Nassa 3");
    if (test.info().project.name === "nojs") {
      // the page drawn from the refused form: the map is not offered for 91, and says why
      await expect(form(page).locator('[aria-disabled="true"]')).toHaveText("Apri la mappa");
      await expect(form(page)).toContainText("Mappa non disponibile: la latitudine deve essere tra -90 e 90");
    }
  });

  test("a form saved after another save of the same site answers the conflict, values kept", async ({ page, context }) => {
    const site = await siteFor(2);
    await signIn(page, "admin");
    await openEdit(page, site.id);
    const other = await context.newPage();
    await openEdit(other, site.id);
    await field(other, "Località").fill("Bellinzona");
    await save(other);
    await expect(other.getByRole("status")).toContainText("Cantiere salvato con successo");

    await field(page, "Località").fill("Mendrisio");
    await save(page);
    await expect(form(page)).toContainText("Qualcun altro ha modificato questo cantiere nel frattempo");
    await expect(field(page, "Località")).toHaveValue("Mendrisio");
    const [row] = await sql`SELECT city FROM site_list WHERE id = ${site.id}`;
    expect(row.city).toBe("Bellinzona");
    await other.close();
  });

  test("the address lookup fills the coordinates and stores nothing (no service configured: the site's own, else the default)", async ({ page }) => {
    const site = await siteFor(3);
    await signIn(page, "admin");
    await openEdit(page, site.id);
    const [before] = await sql`SELECT stream_version FROM site_list WHERE id = ${site.id}`;
    await field(page, "Indirizzo").fill("Via Pretorio 7");
    await field(page, "Latitudine").fill("");
    await field(page, "Longitudine").fill("");
    await form(page).getByRole("button", { name: "Trova le coordinate dall'indirizzo" }).click();
    if (site.latitude !== null && site.longitude !== null) {
      await expect(form(page).getByRole("status")).toContainText("Indirizzo non trovato: restano le coordinate del cantiere.");
      await expect(field(page, "Latitudine")).toHaveValue(String(site.latitude));
    } else {
      await expect(form(page).getByRole("status")).toContainText("posizione predefinita");
      await expect(field(page, "Latitudine")).toHaveValue("46.02");
      await expect(field(page, "Longitudine")).toHaveValue("8.92");
    }
    // what was typed stays; nothing was stored
    await expect(field(page, "Indirizzo")).toHaveValue("Via Pretorio 7");
    const [after] = await sql`SELECT stream_version FROM site_list WHERE id = ${site.id}`;
    expect(Number(after.stream_version)).toBe(Number(before.stream_version));
    // then the user saves the filled coordinates
    await save(page);
    await expect(page).toHaveURL(new RegExp(`/app/sites/sites/${site.id}/dashboard$`));
    await expect(page.getByRole("status").filter({ hasText: "Cantiere salvato con successo" })).toBeVisible();
    const [saved] = await sql`SELECT address, latitude FROM site_list WHERE id = ${site.id}`;
    expect(saved.address).toBe("Via Pretorio 7");
    expect(saved.latitude).not.toBeNull();
  });

  test("a person who may read sites but not change them gets no form: 403 on the page and on a post", async ({ page }) => {
    const site = await siteFor(0, "cantiere");
    await signIn(page, "worker");
    const dashboard = await page.goto(`/app/sites/sites/${site.id}/dashboard`);
    expect(dashboard?.status()).toBe(200);
    await expect(page.getByRole("link", { name: /Modifica/ })).toHaveCount(0);
    const r = await page.goto(editUrl(site.id));
    expect(r?.status()).toBe(403);
    await expect(page.locator("form#site-form")).toHaveCount(0);
    const post = await page.request.post(editUrl(site.id), { form: { intent: "change-site", title: "Preso", status: "OPEN", companyCode: "cantiere" }, maxRedirects: 0 });
    expect(post.status()).toBe(403);
    const [row] = await sql`SELECT title FROM site_list WHERE id = ${site.id}`;
    expect(row.title).not.toBe("Preso");
  });
});
