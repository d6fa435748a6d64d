// Checklists (issue 17, ADR-0072–0074), with JavaScript off and on: HR makes a template with two
// questions and three items through the editor's buttons (a nameless template is refused, the
// questions kept), prepares a checklist from it for a site; the site's foreman fills it on a
// 360 px screen with a photo and signs it (a typed name without JavaScript, a drawn signature with
// it), the checklist waiting on the foreman's start page, a file attached to a question; HR approves
// it; its PDF has the nine columns, the signature, the photo and the file's name; a copy starts
// unfilled and is deleted after its confirmation step; the histories show who did what (ADR-0080).
import { readFileSync } from "node:fs";
import postgres from "postgres";
import sharp from "sharp";
import { expect, hydrated, signIn, signOut, test } from "./fixtures";
import { pdfText } from "./people";
import { scaled } from "../time-scale";

const sql = postgres(process.env.E2E_DATABASE_URL as string, { max: 1, onnotice: () => {} });
test.afterAll(async () => {
  await sql.end();
});

/** A Cantiere site with a foreman who signs in with the demo password, a different one per project. */
async function siteWithForeman() {
  const [row] = await sql<{ id: number; title: string; username: string; first_name: string; last_name: string }[]>`
    SELECT s.id, s.title, p.username, p.first_name, p.last_name FROM site_list s
    JOIN site_team t ON t.site_id = s.id AND NOT t.removed AND t.project_function = 'FOREMAN'
    JOIN person_list p ON p.id = t.person_id AND p.active AND NOT p.erased AND p.username IS NOT NULL
    WHERE s.company_code = 'cantiere' AND s.status = 'OPEN'
      AND NOT EXISTS (SELECT 1 FROM events e WHERE e.stream_id = 'person-' || p.id AND e.event_type = 'PersonPasswordSet')
      AND NOT EXISTS (SELECT 1 FROM sign_in_attempts a WHERE a.username = p.username AND NOT a.succeeded)
    ORDER BY s.id DESC LIMIT 1`;
  expect(row, "a seeded site with a foreman").toBeTruthy();
  return { id: Number(row.id), title: row.title, foreman: row.username, name: `${row.first_name} ${row.last_name}` };
}

test("HR makes a template and a checklist, the foreman fills and signs it on a phone, HR approves it, its PDF and a copy", async ({ page, browser, javaScriptEnabled }) => {
  test.setTimeout(scaled(180_000));
  const tag = `${test.info().project.name}-${Date.now().toString(36)}`;
  const site = await siteWithForeman();

  // HR: the template, built with the editor's buttons
  await signIn(page, "hr");
  await page.goto("/app/admin/checklists/new-template");
  if (javaScriptEnabled) await hydrated(page);
  await page.getByLabel("Domanda 1", { exact: true }).fill("Ponteggio");
  await page.getByLabel("Punto 1", { exact: true }).fill("Parapetti");
  await page.getByRole("button", { name: "Aggiungi punto" }).click();
  await expect(page.getByLabel("Punto 2", { exact: true })).toBeVisible();
  await page.getByLabel("Punto 2", { exact: true }).fill("Ancoraggi");
  await page.getByRole("button", { name: "Aggiungi nuova domanda *" }).click();
  await expect(page.getByLabel("Domanda 2", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Domanda 1", { exact: true })).toHaveValue("Ponteggio");
  await page.getByLabel("Domanda 2", { exact: true }).fill("DPI");
  await page.locator('input[name="q-1-i-0-label"]').fill("Caschi");
  // no name: refused, the questions kept
  await page.getByRole("button", { name: "Salva" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Checklist non salvata" })).toBeVisible();
  await expect(page.getByLabel("Domanda 2", { exact: true })).toHaveValue("DPI");
  await page.getByLabel("Nome *").fill(`Ponteggi ${tag}`);
  await page.getByRole("button", { name: "Salva" }).click();
  await expect(page).toHaveURL(/\/app\/admin\/checklists\/templates$/);
  await expect(page.getByRole("row").filter({ hasText: `Ponteggi ${tag}` })).toContainText("2 domande, 3 punti");

  // HR: a checklist from it for the foreman's site
  await page.goto("/app/admin/checklists/new");
  await page.getByLabel("Modello *").selectOption({ label: `Ponteggi ${tag}` });
  await page.getByLabel("Cantiere *").selectOption(String(site.id));
  await page.getByLabel("Titolo *").fill(`Controllo ${tag}`);
  await page.getByRole("button", { name: "Salva" }).click();
  await expect(page).toHaveURL(/\/app\/admin\/checklists\/\d+\/view$/);
  const id = Number(/checklists\/(\d+)\/view/.exec(page.url())![1]);
  await expect(page.getByRole("button", { name: "Esporta PDF" })).toBeDisabled();
  await expect(page.getByText("Esportabile quando tutti i punti sono compilati")).toBeVisible();
  await signOut(page);

  // the foreman on a phone
  const phone = await browser.newContext({ viewport: { width: 360, height: 740 }, javaScriptEnabled });
  const p = await phone.newPage();
  await signIn(p, site.foreman);
  // waiting for them on their start page
  await p.goto("/app/profile/dashboard");
  await expect(p.getByRole("link", { name: `Compila «Controllo ${tag}» — ${site.title}` })).toBeVisible();
  await p.goto(`/app/sites/sites/${site.id}/checklists`);
  if (javaScriptEnabled) await hydrated(p);
  await p.getByRole("link", { name: `Controllo ${tag}` }).click();
  await expect(p).toHaveURL(new RegExp(`/checklists/${id}/fill$`));
  if (javaScriptEnabled) await hydrated(p);
  const q1 = p.locator("section").filter({ has: p.getByRole("heading", { name: "1. Ponteggio" }) });
  await q1.getByRole("group", { name: "Parapetti" }).getByLabel("OK", { exact: true }).check();
  const anchors = q1.getByRole("group", { name: "Ancoraggi" });
  await anchors.getByLabel("Non OK", { exact: true }).check();
  await anchors.getByLabel("Osservazioni").fill("Manca un ancoraggio");
  await anchors.getByLabel("Chi?").fill("Impresa Neri");
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#a5563a" } }).jpeg().toBuffer();
  await q1.getByLabel("Foto (fotocamera)").setInputFiles({ name: "foto.jpg", mimeType: "image/jpeg", buffer: photo });
  const report = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
  await q1.getByLabel("Allega file (PDF, immagini, disegni, documenti)").setInputFiles({ name: `Verbale ${tag}.pdf`, mimeType: "application/pdf", buffer: report });
  await q1.getByRole("button", { name: "Salva questa domanda" }).click();
  await expect(p.getByText("Risposte salvate")).toBeVisible();
  await expect(q1.getByRole("link", { name: `Verbale ${tag}.pdf` })).toBeVisible();
  await expect(p.getByText("2 di 3 punti compilati")).toBeVisible();
  const q2 = p.locator("section").filter({ has: p.getByRole("heading", { name: "2. DPI" }) });
  await q2.getByRole("group", { name: "Caschi" }).getByLabel("OK", { exact: true }).check();
  await q2.getByRole("button", { name: "Salva questa domanda" }).click();
  await expect(p.getByText("3 di 3 punti compilati")).toBeVisible();
  if (javaScriptEnabled) {
    await hydrated(p);
    const canvas = p.getByTestId("signature-canvas");
    const box = (await canvas.boundingBox())!;
    await p.mouse.move(box.x + 20, box.y + 100);
    await p.mouse.down();
    for (let x = 20; x < 260; x += 20) await p.mouse.move(box.x + x, box.y + 60 + (x % 40));
    await p.mouse.up();
    await expect(p.getByText("Firma pronta.")).toBeVisible();
    await p.getByRole("button", { name: "Firma con il disegno" }).click();
  } else {
    await p.getByRole("button", { name: "Firma con il nome" }).click();
    await expect(p.getByText("Scrivi il tuo nome per firmare.").first()).toBeVisible();
    await p.getByLabel("Nome e cognome").fill(site.name);
    await p.getByRole("button", { name: "Firma con il nome" }).click();
  }
  await expect(p.getByText("Checklist firmata")).toBeVisible();
  await phone.close();

  // HR approves; the PDF
  await signIn(page, "hr");
  await page.goto(`/app/admin/checklist-requests/${id}/view`);
  await page.getByRole("button", { name: "Approva" }).click();
  await expect(page.getByText("Checklist approvata")).toBeVisible();
  await expect(page.getByText("Approvata", { exact: true }).first()).toBeVisible();
  // a full-screen preview, as the expense report and the stamping sheet: the link navigates, the PDF answers inline
  await expect(page.getByRole("link", { name: "Esporta PDF" })).not.toHaveAttribute("download", /.*/);
  const exported = await page.request.get(`/app/admin/checklists/${id}/pdf`);
  expect(exported.headers()["content-disposition"]).toBe(`inline; filename="checklist-${id}.pdf"`);
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Esporta PDF" }).click();
  const download = await downloading;
  // compared without blanks: the PDF's text splits ligatures ("veri fi care")
  const squeeze = (s: string) => s.replace(/\s+/g, "");
  const text = squeeze(await pdfText(download));
  for (const column of ["N.", "Domanda", "Punti da verificare", "Osservazioni", "OK", "Non OK", "Chi?", "Entro", "Evaso"]) expect(text).toContain(squeeze(column));
  expect(text).toContain(squeeze("Manca un ancoraggio"));
  expect(text).toContain(squeeze(`Allegati: Verbale ${tag}.pdf`));
  expect(text).toContain(squeeze(javaScriptEnabled ? "Disegnata da" : `${site.name} (nome digitato da`));
  const bytes = readFileSync(await download.path());
  // the photo, and with JavaScript the drawn signature, embedded as images
  expect(bytes.toString("latin1").match(/\/Subtype\s*\/Image/g)?.length ?? 0).toBeGreaterThanOrEqual(javaScriptEnabled ? 2 : 1);

  // a copy starts unfilled
  await page.goto(`/app/admin/checklists/${id}/new`);
  await page.getByRole("button", { name: "Crea copia" }).click();
  await expect(page).toHaveURL(/\/app\/admin\/checklists\/\d+\/view$/);
  await expect(page.getByText("0 di 3 punti compilati")).toBeVisible();
  await expect(page.getByText("In attesa").first()).toBeVisible();
  const copy = Number(/checklists\/(\d+)\/view/.exec(page.url())![1]);

  // the office deletes the copy after its confirmation step; the approved one cannot be deleted
  await page.goto(`/app/admin/checklists/${id}/view`);
  await expect(page.getByRole("link", { name: "Elimina" })).toHaveCount(0);
  await page.goto(`/app/admin/checklists/${copy}/view`);
  await page.getByRole("link", { name: "Elimina" }).click();
  await expect(page.getByRole("heading", { name: "Eliminare la checklist?" })).toBeVisible();
  await page.getByRole("button", { name: "Elimina" }).click();
  await expect(page).toHaveURL(/\/app\/admin\/checklists$/);
  await expect(page.getByText("Checklist eliminata").first()).toBeVisible();
  expect((await page.goto(`/app/admin/checklists/${copy}/view`))?.status()).toBe(404);

  // the histories: who answered, signed, approved; who deleted the copy
  await page.goto(`/app/admin/checklists/${id}/history`);
  const steps = page.getByRole("row");
  for (const step of ["Checklist preparata", "Punto compilato", "File allegati", "Checklist firmata", "Checklist approvata"]) await expect(steps.filter({ hasText: step }).first()).toBeVisible();
  await expect(steps.filter({ hasText: "Punto compilato" }).filter({ hasText: "1.2 Ancoraggi: Non OK" })).toContainText(site.name.split(" ")[1]);
  await page.goto(`/app/admin/checklists/${copy}/history`);
  await expect(steps.filter({ hasText: "Checklist eliminata" })).toContainText("Risorse, Helena");
  await expect(page.getByText("Questa checklist è stata eliminata.")).toBeVisible();
});
