// HR's person view (issue 11), with JavaScript on and off: a person's legal documents (added with
// their file, refused files with the values kept, the download by a signed link, removal after a
// confirmation), the documents expiring soon on the profile, deactivation (confirmation and the
// irreversible-operation box; a stale version is a conflict; the person's open session ends and
// they cannot sign in) and reactivation, and the assigned construction sites of a WORKER.
import type { Browser, Page } from "@playwright/test";
import { expect, hydrated, signIn, test } from "./fixtures";
import { personNamed } from "./people";
import { scaled } from "../time-scale";

/** The expiry date (YYYY-MM-DD) a text shows as DD.MM.YYYY. */
function expiryOf(text: string | null): string {
  const m = /(\d{2})\.(\d{2})\.(\d{4})/.exec(text ?? "");
  if (!m) throw new Error(`no date in ${text}`);
  return `${m[3]}-${m[2]}-${m[1]}`;
}

/** Today in Zurich, YYYY-MM-DD. */
function zurichToday(): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Zurich" }).format(new Date());
}

const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
// the first bytes of a WebP picture: a type the avatar takes, never a legal document
const WEBP = Buffer.concat([Buffer.from("RIFF"), Buffer.from([0x24, 0, 0, 0]), Buffer.from("WEBPVP8 "), Buffer.alloc(24)]);

const project = () => test.info().project.name;
const flash = (page: Page) => page.locator("[data-flash]");
const dialog = (page: Page) => page.getByRole("alertdialog");

/** A second browser, with the same JavaScript setting as the project, for another person's session. */
async function otherBrowser(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const ctx = await browser.newContext({ baseURL, locale: "it-CH", timezoneId: "Europe/Zurich", javaScriptEnabled: test.info().project.use.javaScriptEnabled !== false });
  return ctx.newPage();
}

test.describe("HR's person view", () => {
  test("a legal document with its PDF: refused files keep the values, the download works, removal asks first", async ({ page }) => {
    const employee = await personNamed("employee");
    const title = `Permesso di lavoro ${project()}`;
    await signIn(page, "hr");
    await page.goto(`/app/hr/users/${employee.id}/profile`);
    await page.getByRole("navigation", { name: "Schede della persona" }).getByRole("link", { name: "Documenti" }).click();
    await expect(page).toHaveURL(new RegExp(`/app/hr/users/${employee.id}/documents$`));
    await expect(page.getByRole("heading", { name: "Documenti legali" })).toBeVisible();
    await hydrated(page);

    const form = page.locator("#legal-document-form");
    await form.getByLabel("Titolo").fill(title);
    await form.getByLabel("Numero del documento").fill("P-4471");
    await form.getByLabel("Scadenza").fill("31.12.2030");
    await form.getByLabel("Documento firmato dalla persona").check();
    // a WebP picture, then a text file named .pdf: refused beside the file, every value kept
    for (const file of [
      { name: "permesso.webp", mimeType: "image/webp", buffer: WEBP },
      { name: "permesso.pdf", mimeType: "application/pdf", buffer: Buffer.from("questo non è un PDF") },
    ]) {
      await form.getByLabel(/^File \(PDF, JPEG o PNG\)/).setInputFiles(file);
      await form.getByRole("button", { name: "Aggiungi documento" }).click();
      await expect(page.getByText("Caricamento non riuscito – sono accettati solo file PDF, JPG, PNG")).toBeVisible();
      await expect(page.getByText("Il modulo non è stato accettato: scegli di nuovo il file.")).toBeVisible();
      await expect(form.getByLabel("Titolo")).toHaveValue(title);
      await expect(form.getByLabel("Numero del documento")).toHaveValue("P-4471");
      await expect(form.getByLabel("Scadenza")).toHaveValue("31.12.2030");
      await expect(form.getByLabel("Documento firmato dalla persona")).toBeChecked();
    }
    await expect(page.getByRole("row").filter({ hasText: title })).toHaveCount(0);

    // the PDF: added, listed with its expiry and a working signed link
    await form.getByLabel(/^File \(PDF, JPEG o PNG\)/).setInputFiles({ name: "permesso.pdf", mimeType: "application/pdf", buffer: PDF });
    await form.getByRole("button", { name: "Aggiungi documento" }).click();
    await expect(flash(page)).toContainText("Documento aggiunto");
    const row = page.getByRole("row").filter({ hasText: title });
    await expect(row).toContainText("P-4471");
    await expect(row).toContainText("31.12.2030");
    await expect(row).toContainText("Sì");
    const href = await row.getByRole("link", { name: `Scarica ${title}` }).getAttribute("href");
    const download = await page.request.get(href as string);
    expect(download.status()).toBe(200);
    expect(download.headers()["content-type"]).toContain("application/pdf");
    expect(Buffer.from(await download.body()).equals(PDF)).toBe(true);

    // removal asks first; cancelling keeps the document
    await row.getByRole("link", { name: `Rimuovi ${title}` }).click();
    await expect(dialog(page)).toContainText("Rimuovere il documento?");
    await dialog(page).getByRole("link", { name: "Annulla" }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(row).toBeVisible();
    await row.getByRole("link", { name: `Rimuovi ${title}` }).click();
    await hydrated(page);
    await dialog(page).getByRole("button", { name: "Rimuovi" }).click();
    await expect(flash(page)).toContainText("Documento rimosso");
    await expect(page.getByRole("row").filter({ hasText: title })).toHaveCount(0);
    // the seed's documents stay
    await expect(page.getByRole("row").filter({ hasText: "Contratto di lavoro" })).toBeVisible();
  });

  test("the profile shows the whole record and the document expiring in 12 days; a person without documents says so", async ({ page }) => {
    const employee = await personNamed("employee");
    await signIn(page, "hr");
    await page.goto(`/app/hr/users/${employee.id}/profile`);
    const expiring = page.getByRole("region", { name: "Documenti in scadenza" });
    await expect(expiring).toContainText("Carta d'identità");
    // 12 days from the seed's day (Zurich): 11 when the seed ran before Zurich's midnight and this runs after
    const days = Math.round((Date.parse(`${expiryOf(await expiring.textContent())}T00:00:00Z`) - Date.parse(`${zurichToday()}T00:00:00Z`)) / 86_400_000);
    expect([11, 12]).toContain(days);
    await expect(expiring).toContainText(`scade tra ${days} giorni`);
    await expect(page.locator('[data-field="username"]')).toContainText("employee");
    await expect(page.getByRole("list", { name: "Telefoni" }).getByRole("listitem").first()).toContainText(/Cellulare|Casa|Ufficio/);
    await expect(page.getByRole("link", { name: "Modifica" })).toHaveAttribute("href", `/app/hr/users/${employee.id}/edit`);
    // the documents page marks it too
    await expiring.getByRole("link", { name: "Tutti i documenti" }).click();
    await expect(page.getByRole("row").filter({ hasText: "Carta d'identità" })).toContainText(`scade tra ${days} giorni`);

    const hr = await personNamed("hr");
    await page.goto(`/app/hr/users/${hr.id}/documents`);
    await expect(page.getByText("Nessun documento presente")).toBeVisible();
    // an employee has no assigned sites: said plainly, no form
    await page.goto(`/app/hr/users/${employee.id}/sites`);
    await expect(page.getByText("Il ruolo Impiegato non ha cantieri assegnati")).toBeVisible();
    await expect(page.getByRole("button", { name: "Salva" })).toHaveCount(0);
  });

  test("HR deactivates the worker (box required, stale version refused): their session ends and they cannot sign in; reactivated they can", async ({ page, browser, baseURL }) => {
    test.setTimeout(scaled(90_000));
    const worker = await personNamed("worker");
    const profile = `/app/hr/users/${worker.id}/profile`;
    const workerPage = await otherBrowser(browser, baseURL);
    await signIn(workerPage, "worker");
    await expect(workerPage).toHaveURL(/\/app\//);

    await signIn(page, "hr");
    await page.goto(profile);
    await page.getByRole("link", { name: "Disattiva" }).click();
    await expect(page).toHaveURL(/\?deactivate=1$/);
    await hydrated(page);
    await expect(dialog(page)).toContainText("Disattivare questa persona?");
    // the box unticked: refused, nothing done
    await dialog(page).getByRole("button", { name: "Disattiva" }).click();
    await expect(dialog(page).getByText("Conferma che hai capito che l'operazione non è reversibile")).toBeVisible();
    await expect(page.locator('[data-field="status"]')).toHaveText(/Attivo/);

    // meanwhile another HR tab changes the person (one site more or fewer): this confirmation is stale
    const other = await page.context().newPage();
    await other.goto(`/app/hr/users/${worker.id}/sites`);
    await hydrated(other);
    const first = other.getByRole("group", { name: "I cantieri a cui la persona è assegnata" }).getByRole("checkbox").first();
    await first.setChecked(!(await first.isChecked()));
    await other.getByRole("button", { name: "Salva" }).click();
    await expect(flash(other)).toContainText("Cantieri assegnati salvati");
    await other.close();
    await dialog(page).getByLabel("Ho capito che questa operazione non è reversibile").check();
    await dialog(page).getByRole("button", { name: "Disattiva" }).click();
    await expect(dialog(page).getByText("Nel frattempo la persona è stata modificata da qualcun altro")).toBeVisible();
    await expect(page.locator('[data-field="status"]')).toHaveText(/Attivo/);

    // the fresh confirmation: ticked, done
    await page.goto(`${profile}?deactivate=1`);
    await hydrated(page);
    await dialog(page).getByLabel("Ho capito che questa operazione non è reversibile").check();
    await dialog(page).getByRole("button", { name: "Disattiva" }).click();
    await expect(flash(page)).toContainText("Persona disattivata");
    await expect(page.locator('[data-field="status"]')).toContainText("Disattivato");

    // the worker's open session ends on its next request, and signing in is refused
    await workerPage.goto("/app/profile/dashboard");
    await expect(workerPage).toHaveURL(/\/auth\/(session-ended|login)/);
    await signIn(workerPage, "worker");
    await expect(workerPage.getByRole("alert")).toHaveText("Nome utente o password non validi");

    // reactivated (a confirmation too): they sign in again with their password
    await page.getByRole("link", { name: "Riattiva" }).click();
    await hydrated(page);
    await expect(dialog(page)).toContainText("Riattivare questa persona?");
    await dialog(page).getByRole("button", { name: "Riattiva" }).click();
    await expect(flash(page)).toContainText("Persona riattivata");
    await expect(page.locator('[data-field="status"]')).toContainText("Attivo");
    await signIn(workerPage, "worker");
    await expect(workerPage).toHaveURL(/\/app\//);
    await workerPage.context().close();
  });

  test("HR assigns a construction site to the worker", async ({ page }) => {
    const worker = await personNamed("worker");
    await signIn(page, "hr");
    await page.goto(`/app/hr/users/${worker.id}/sites`);
    await hydrated(page);
    const boxes = page.getByRole("group", { name: "I cantieri a cui la persona è assegnata" }).getByRole("checkbox");
    const n = await boxes.count();
    expect(n).toBeGreaterThan(1);
    // exactly the last site, whatever was assigned before
    for (let i = 0; i < n; i++) await boxes.nth(i).setChecked(i === n - 1);
    // each box sits in its label: "Q26017 · Capannone Bellinzona B (Cantiere)"
    const labelOf = async (i: number) => (await boxes.nth(i).locator("xpath=..").innerText()).split("(")[0].trim();
    const label = await labelOf(n - 1);
    const dropped = await labelOf(0);
    await page.getByRole("button", { name: "Salva" }).click();
    await expect(flash(page)).toContainText("Cantieri assegnati salvati");
    await expect(page).toHaveURL(new RegExp(`/app/hr/users/${worker.id}/profile$`));
    const assigned = page.getByRole("region", { name: "Cantieri assegnati" });
    await expect(assigned).toContainText(label);
    await expect(assigned).not.toContainText(dropped);
    await expect(assigned.getByRole("listitem")).toHaveCount(1);
  });
});
