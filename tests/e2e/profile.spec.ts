// The person's own profile, with JavaScript on and off: the whole read-only dashboard, the edit
// page (bad input refused beside its field with the values kept, a phone row added by a submit
// button, a stale version refused as a conflict), the photo (checked by its bytes, shown in the
// menu card), a WORKER's restricted form, and the settings' notification toggles.
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect, hydrated, signIn, test } from "./fixtures";

const EDIT = "/app/profile/edit";
const main = (page: Page) => page.getByRole("main");
const menuCard = (page: Page, name: string) => page.getByRole("complementary").getByRole("link", { name, exact: true });
const phoneRows = (page: Page) => page.locator("[data-phone-row]");
const nojs = () => test.info().project.use.javaScriptEnabled === false;

test.describe("the own profile", () => {
  test("the employee's dashboard shows the whole profile, with links to edit and settings", async ({ page }) => {
    await signIn(page, "employee");
    await page.goto("/app/profile/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Impiegato, Emilio" })).toBeVisible();
    await expect(page.locator('[data-field="own_profile.fields.username"]')).toContainText("employee");
    await expect(page.locator('[data-field="own_profile.fields.email"]')).toContainText("employee@cantiere-group.ch");
    await expect(page.locator('[data-field="own_profile.fields.gender"]')).toContainText("Maschile");
    await expect(page.locator('[data-field="own_profile.fields.birthday"] dd')).toHaveText(/^\d{2}\.\d{2}\.\d{4}$/);
    await expect(page.locator('[data-field="own_profile.fields.country"]')).toContainText("Svizzera");
    await expect(page.locator('[data-field="phones"]')).toContainText("+41 79 102 12 22 (Cellulare)");
    await expect(page.locator('[data-field="own_profile.fields.company"]')).toContainText("Cantiere");
    await expect(page.getByRole("heading", { name: "Rapporto di lavoro" })).toBeVisible();
    await expect(page.locator('[data-field="hr.person.fields.work_percentage"] dd')).toHaveText(/%$/);
    await expect(main(page).getByRole("link", { name: "Modifica profilo" })).toBeVisible();
    await main(page).getByRole("link", { name: "Impostazioni" }).click();
    await expect(page).toHaveURL(/\/app\/profile\/settings$/);
    await expect(page.getByRole("complementary").getByRole("link", { name: "Impostazioni" })).toBeVisible();
  });

  test("bad input is refused beside its field with the values kept; a phone row added is saved and shown", async ({ page }) => {
    await signIn(page, "employee");
    await page.goto(EDIT);
    await hydrated(page);
    await expect(page.getByRole("heading", { name: "Dati e contatti" })).toBeVisible();
    await page.getByLabel("Località").fill("Bellinzona");
    await page.getByLabel("Email privata").fill("non-una-email");
    await page.getByRole("button", { name: "Aggiorna il profilo" }).click();
    const mail = page.getByLabel("Email privata");
    await expect(mail).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator(`#${await mail.getAttribute("aria-describedby")}`)).toHaveText("Email non valida");
    await expect(mail).toHaveValue("non-una-email");
    await expect(page.getByLabel("Località")).toHaveValue("Bellinzona");

    // a row added by its submit button (without JavaScript: the page comes back with the values kept and one more row)
    const before = await phoneRows(page).count();
    const n = before + 1;
    const number = nojs() ? "+41 91 555 00 02" : "+41 91 555 00 01";
    await page.getByRole("button", { name: "Aggiungi un telefono" }).click();
    await expect(phoneRows(page)).toHaveCount(n);
    await expect(page.getByLabel("Località")).toHaveValue("Bellinzona");
    await expect(page.getByLabel("Email privata")).toHaveValue("non-una-email");
    await page.getByLabel(`Numero di telefono ${n}`).fill(number);
    await page.getByLabel(`Tipo del telefono ${n}`).selectOption({ label: "Ufficio" });
    await page.getByLabel("Email privata").fill("emilio@example.ch");
    await page.getByRole("button", { name: "Aggiorna il profilo" }).click();
    await expect(page).toHaveURL(/\/app\/profile\/dashboard$/);
    await expect(page.locator("[data-flash]")).toContainText("Utente salvato con successo");
    await expect(page.locator('[data-field="phones"]')).toContainText(`${number} (Ufficio)`);
    await expect(page.locator('[data-field="own_profile.fields.city"]')).toContainText("Bellinzona");
    await expect(page.locator('[data-field="own_profile.fields.personal_mail"]')).toContainText("emilio@example.ch");

    // the row removed again by its own button
    await page.goto(EDIT);
    await hydrated(page);
    await expect(page.getByLabel(`Numero di telefono ${n}`)).toHaveValue(number);
    await page.getByRole("button", { name: `Togli il telefono ${n}`, exact: true }).click();
    await expect(phoneRows(page)).toHaveCount(before);
    await page.getByRole("button", { name: "Aggiorna il profilo" }).click();
    await expect(page.locator("[data-flash]")).toContainText("Utente salvato con successo");
    await expect(page.locator('[data-field="phones"]')).not.toContainText(number);
  });

  test("a form sent after the profile changed elsewhere is refused as a conflict, values kept", async ({ page, context }) => {
    await signIn(page, "employee");
    await page.goto(EDIT);
    await hydrated(page);
    // meanwhile, in another tab, the settings are saved: the person's version moves on
    const other = await context.newPage();
    await other.goto("/app/profile/settings");
    await hydrated(other);
    await other.locator('fieldset[data-topic="files"]').getByLabel("Nell'app").click();
    await other.getByRole("button", { name: "Aggiorna le notifiche" }).click();
    await expect(other.locator("[data-flash]")).toContainText("Impostazioni salvate");
    await other.close();
    await page.getByLabel("Località").fill("Chiasso");
    await page.getByRole("button", { name: "Aggiorna il profilo" }).click();
    await expect(page.getByRole("alert")).toContainText("Il profilo è cambiato nel frattempo");
    await expect(page.getByLabel("Località")).toHaveValue("Chiasso");
  });

  test("a photo is checked by its content, shown in the menu card and on the dashboard, and removed again", async ({ page }) => {
    await signIn(page, "employee");
    await page.goto(EDIT);
    await hydrated(page);
    // the seed may have given them a photo already (the js project's run removes it again)
    const card = menuCard(page, "Impiegato, Emilio").locator("img");
    const srcBefore = (await card.count()) ? await card.getAttribute("src") : null;
    await page.getByLabel("Nuova foto (JPEG, PNG o WebP)").setInputFiles({ name: "foto.png", mimeType: "image/png", buffer: Buffer.from("solo testo, non una foto") });
    await page.getByRole("button", { name: "Carica la foto" }).click();
    await expect(page).toHaveURL(/\/app\/profile\/avatar$/);
    await expect(main(page)).toContainText("sono accettati solo file JPG, PNG, WEBP");
    await expect(main(page)).toContainText("scegli di nuovo il file");
    // nothing stored: the card shows what it showed
    await expect(card).toHaveCount(srcBefore ? 1 : 0);
    if (srcBefore) expect((await card.getAttribute("src"))?.split("&")[0]).toBe(srcBefore.split("&")[0]);

    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#3a6ea5" } }).png().toBuffer();
    await page.getByLabel("Nuova foto (JPEG, PNG o WebP)").setInputFiles({ name: "foto.png", mimeType: "image/png", buffer: png });
    await page.getByRole("button", { name: "Carica la foto" }).click();
    await expect(page).toHaveURL(new RegExp(`${EDIT}$`));
    await expect(page.locator("[data-flash]")).toContainText("Utente salvato con successo");
    await expect(card).toHaveCount(1);
    const src = await card.getAttribute("src");
    expect(src?.split("&")[0]).not.toBe(srcBefore?.split("&")[0]);
    const served = await page.request.get(src as string);
    expect(served.status()).toBe(200);
    expect(served.headers()["content-type"]).toMatch(/^image\//);
    await page.goto("/app/profile/dashboard");
    await expect(main(page).getByRole("img", { name: "Foto di Impiegato, Emilio" })).toBeVisible();

    await page.goto(EDIT);
    await hydrated(page);
    // asked first, with the irreversible-operation box: refused without it, the photo kept
    await page.getByRole("link", { name: "Togli la foto" }).click();
    await expect(page).toHaveURL(/\/app\/profile\/avatar\?delete=1$/);
    await main(page).getByRole("button", { name: "Cancella" }).click();
    await expect(main(page)).toContainText("Conferma che hai capito che l'operazione non è reversibile");
    await expect(menuCard(page, "Impiegato, Emilio").locator("img")).toHaveCount(1);
    await main(page).getByLabel("Ho capito che questa operazione non è reversibile").check();
    await main(page).getByRole("button", { name: "Cancella" }).click();
    await expect(page.locator("[data-flash]")).toContainText("Utente salvato con successo");
    await expect(menuCard(page, "Impiegato, Emilio").locator("img")).toHaveCount(0);
  });

  test("a worker's form offers their contacts only: no birthday, gender nor private phones", async ({ page }) => {
    await signIn(page, "worker");
    await page.goto(EDIT);
    await expect(page.getByRole("heading", { name: "I tuoi contatti" })).toBeVisible();
    await expect(page.getByLabel("Data di nascita")).toHaveCount(0);
    await expect(page.getByLabel("Genere")).toHaveCount(0);
    await expect(page.getByLabel("Nome", { exact: true })).toHaveCount(0);
    // their only phone is a private one: not shown, so not offered either
    await expect(phoneRows(page)).toHaveCount(0);
    await page.getByRole("button", { name: "Aggiungi un telefono" }).click();
    // the row is drawn after the click (by React, or by the server's answer without JavaScript)
    await expect(page.getByLabel("Tipo del telefono 1")).toBeVisible();
    const types = await page.getByLabel("Tipo del telefono 1").locator("option").allTextContents();
    expect(types).not.toContain("Cellulare");
    expect(types).not.toContain("Casa");
    expect(types).toContain("Ufficio");
    await page.goto("/app/profile/dashboard");
    await expect(page.locator('[data-field="own_profile.fields.birthday"]')).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Rapporto di lavoro" })).toHaveCount(0);
  });

  test("the notification toggles are saved and shown as saved after a reload, a save without a change says so; the theme is chosen there too", async ({ page }) => {
    await signIn(page, "associate");
    await page.goto("/app/profile/settings");
    await hydrated(page);
    // one fieldset per kind, its legend naming it, with an in-app and an e-mail box (ADR-0084)
    const boxes = ["sites", "files", "stampingHours"].map((topic) => page.locator(`fieldset[data-topic="${topic}"]`).getByLabel("Nell'app"));
    const before = await Promise.all(boxes.map((b) => b.isChecked()));
    for (const b of [boxes[0], boxes[2]]) await b.click();
    await page.getByRole("button", { name: "Aggiorna le notifiche" }).click();
    await expect(page.locator("[data-flash]")).toContainText("Impostazioni salvate");
    await page.reload();
    await expect(boxes[0]).toBeChecked({ checked: !before[0] });
    await expect(boxes[1]).toBeChecked({ checked: before[1] });
    await expect(boxes[2]).toBeChecked({ checked: !before[2] });
    // saving again without a change stores nothing and says so, never "saved"
    await page.getByRole("button", { name: "Aggiorna le notifiche" }).click();
    await expect(page.locator("[data-flash]")).toContainText("Nessuna modifica");
    await expect(page.locator("[data-flash]")).not.toContainText("Impostazioni salvate");

    await page.getByRole("button", { name: "Usa il tema scuro" }).click();
    await expect(page).toHaveURL(/\/app\/profile\/settings$/);
    await expect(main(page)).toContainText("Tema attuale: Scuro");
    await page.getByRole("button", { name: "Usa il tema chiaro" }).click();
    await expect(main(page)).toContainText("Tema attuale: Chiaro");
  });
});
