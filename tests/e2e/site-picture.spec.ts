// A site's picture (ADR-0059), with JavaScript on and off: an administrator opens it from the
// dashboard; a file that is no image is refused by its content with nothing stored; a PNG is stored
// with its thumbnail, shown on the dashboard and in the sites list, served as an image; removed again.
// A person who may read sites but not change them gets a 403 page for the form.
import type { Page } from "@playwright/test";
import postgres from "postgres";
import sharp from "sharp";
import { expect, hydrated, signIn, test } from "./fixtures";

const sql = postgres(process.env.E2E_DATABASE_URL as string, { max: 1, onnotice: () => {} });
test.afterAll(async () => {
  await sql.end();
});

/** An older Cantiere site (the site-edit spec takes the newest ones), a different one per project. */
async function site(): Promise<{ id: number; title: string }> {
  const offset = 3 + (test.info().project.name === "nojs" ? 1 : 0);
  const [row] = await sql<{ id: number; title: string }[]>`
    SELECT id, title FROM site_list WHERE company_code = 'cantiere' ORDER BY id OFFSET ${offset} LIMIT 1`;
  expect(row, "a seeded site").toBeTruthy();
  return { id: Number(row.id), title: row.title };
}

const main = (page: Page) => page.getByRole("main");
const events = async (siteId: number) =>
  Number((await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM events WHERE stream_id = ${`site-${siteId}`} AND event_type = 'SiteAvatarChanged'`)[0].n);

test.describe("a site's picture", () => {
  test("refused by its content, stored with a thumbnail, shown on the dashboard and the list, removed again", async ({ page }) => {
    const { id, title } = await site();
    const before = await events(id);
    await signIn(page, "admin");
    await page.goto(`/app/sites/sites/${id}/dashboard`);
    await page.getByRole("link", { name: "Cambia l'immagine" }).click();
    await expect(page).toHaveURL(new RegExp(`/app/sites/sites/${id}/picture$`));
    await hydrated(page);
    await expect(main(page)).toContainText("Nessuna immagine");

    // text dressed as a PNG: refused beside the field, nothing recorded
    await page.getByLabel(/^Nuova immagine/).setInputFiles({ name: "cantiere.png", mimeType: "image/png", buffer: Buffer.from("<html>non una foto</html>") });
    await page.getByRole("button", { name: "Carica l'immagine" }).click();
    await expect(main(page)).toContainText("sono accettati solo file JPG, PNG, WEBP");
    await expect(main(page)).toContainText("scegli di nuovo il file");
    expect(await events(id)).toBe(before);

    // no file at all (with JavaScript the field still holds the refused file: emptied first)
    await page.getByLabel(/^Nuova immagine/).setInputFiles([]);
    await page.getByRole("button", { name: "Carica l'immagine" }).click();
    await expect(main(page)).toContainText("Scegli un'immagine da caricare.");

    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#a5563a" } }).png().toBuffer();
    await page.getByLabel(/^Nuova immagine/).setInputFiles({ name: "cantiere.png", mimeType: "image/png", buffer: png });
    await page.getByRole("button", { name: "Carica l'immagine" }).click();
    await expect(page).toHaveURL(new RegExp(`/app/sites/sites/${id}/dashboard$`));
    await expect(page.locator("[data-flash]")).toContainText("Cantiere salvato con successo");
    expect(await events(id)).toBe(before + 1);
    const picture = main(page).locator("h1 img");
    await expect(picture).toHaveCount(1);
    const served = await page.request.get((await picture.getAttribute("src")) as string);
    expect(served.status()).toBe(200);
    expect(served.headers()["content-type"]).toMatch(/^image\/jpeg/);
    // the thumbnail is square (cover): 240 × 240
    const meta = await sharp(await served.body()).metadata();
    expect([meta.width, meta.height]).toEqual([240, 240]);

    // the sites list shows it in the row
    await page.goto(`/app/sites/sites?search=${encodeURIComponent(title)}`);
    await expect(main(page).locator("tbody tr").filter({ hasText: title }).locator("img")).toHaveCount(1);

    // removed again: the initials come back
    await page.goto(`/app/sites/sites/${id}/picture`);
    await hydrated(page);
    // asked first, with the irreversible-operation box (refused without it, nothing recorded)
    await page.getByRole("link", { name: "Rimuovi l'immagine" }).click();
    await expect(main(page).getByRole("heading", { name: "Conferma eliminazione" })).toBeVisible();
    await main(page).getByRole("button", { name: "Cancella" }).click();
    await expect(main(page)).toContainText("Conferma che hai capito che l'operazione non è reversibile");
    expect(await events(id)).toBe(before + 1);
    await main(page).getByLabel("Ho capito che questa operazione non è reversibile").check();
    await main(page).getByRole("button", { name: "Cancella" }).click();
    await expect(page.locator("[data-flash]")).toContainText("Cantiere salvato con successo");
    await expect(main(page).locator("h1 img")).toHaveCount(0);
    expect(await events(id)).toBe(before + 2);
  });

  test("a person who may read sites but not change them gets no link and a 403 for the form", async ({ page }) => {
    const { id } = await site();
    await signIn(page, "employee");
    await page.goto(`/app/sites/sites/${id}/dashboard`);
    await expect(page.getByRole("link", { name: "Cambia l'immagine" })).toHaveCount(0);
    const r = await page.goto(`/app/sites/sites/${id}/picture`);
    expect(r?.status()).toBe(403);
  });
});
