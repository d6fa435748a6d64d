// HR's person form (issue 11), with JavaScript on and off: HR creates an employee with a capability
// flag and two phone entries (the add-row button re-renders the form with its values), finds them at
// the top of the list (newest first), and the edit form refuses a termination before the hire date
// and a changed email with every value kept; a WORKER's form hides the fields the spec names; who may not edit
// people gets no edit column and a 403, and another company's HR a 404.
import type { Page } from "@playwright/test";
import { expect, hydrated, openMenuGroup, signIn, signOut, test } from "./fixtures";
import { personNamed } from "./people";

const LIST = "/app/hr/users/list";
const PASSWORD = "Nuova2026!";
const table = (page: Page) => page.getByRole("table", { name: "Dipendenti" });
const rows = (page: Page) => table(page).locator("tbody tr");
const form = (page: Page) => page.locator("form#person-form");
const field = (page: Page, label: string) => form(page).getByLabel(label, { exact: true });

/** A name nobody else has, per project and run. */
function unique(prefix: string): string {
  return `${prefix}${test.info().project.name}${Date.now().toString(36)}`.toLowerCase();
}

async function fillNewEmployee(page: Page, p: { first: string; last: string; username: string; role: string; company: string }) {
  await field(page, "Cognome").fill(p.last);
  await field(page, "Nome").fill(p.first);
  await field(page, "Data di nascita").fill("14.03.1990");
  await field(page, "Genere").selectOption({ label: "Femminile" });
  await field(page, "Ruolo").selectOption(p.role);
  await field(page, "Azienda").selectOption({ label: p.company });
  await field(page, "Nome utente").fill(p.username);
  await field(page, "Email").fill(`${p.username}@example.ch`);
  await field(page, "N. badge").fill("4711");
  await field(page, "Assunto il").fill("01.02.2024");
  await field(page, "Grado di occupazione").fill("80");
  await field(page, "Giorni di vacanza all'anno").fill("25");
  await field(page, "Pausa").selectOption({ label: "30 minuti" });
}

/** HR registers a person through the form (two phone rows added with the button); returns their id. */
async function createPerson(page: Page, p: { first: string; last: string; username: string; role: string; company: string }): Promise<number> {
  await page.goto(LIST);
  await hydrated(page);
  await page.getByRole("link", { name: "Nuovo utente" }).click();
  await expect(page).toHaveURL(/\/app\/hr\/users\/new$/);
  await hydrated(page);
  await fillNewEmployee(page, p);
  // a capability flag given on create (HR may give the ones whose rights HR holds)
  const caps = form(page).locator('[data-field="capabilities"]');
  await expect(caps.getByRole("checkbox", { name: "Vede Metalsky", exact: true })).toHaveCount(0);
  await caps.getByRole("checkbox", { name: "Registro dei file", exact: true }).check();
  // two phone entries, each added by the button (a form post without JavaScript) with the values kept
  await form(page).getByRole("button", { name: "Aggiungi un numero di telefono" }).click();
  await expect(field(page, "Telefono 1")).toBeVisible();
  await expect(field(page, "Cognome")).toHaveValue(p.last);
  await field(page, "Telefono 1").fill("+41 79 123 45 67");
  await field(page, "Tipo del telefono 1").selectOption({ label: "Cellulare" });
  await form(page).getByRole("button", { name: "Aggiungi un numero di telefono" }).click();
  await expect(field(page, "Telefono 2")).toBeVisible();
  await expect(field(page, "Telefono 1")).toHaveValue("+41 79 123 45 67");
  await field(page, "Telefono 2").fill("091 600 11 22");
  await field(page, "Tipo del telefono 2").selectOption({ label: "Ufficio" });
  // a third row added and removed again: the remove button works the same way
  await form(page).getByRole("button", { name: "Aggiungi un numero di telefono" }).click();
  await form(page).getByRole("button", { name: "Rimuovi il telefono 3" }).click();
  await expect(field(page, "Telefono 3")).toHaveCount(0);
  await expect(field(page, "Telefono 2")).toHaveValue("091 600 11 22");
  await expect(field(page, "Nome utente")).toHaveValue(p.username);
  await expect(caps.getByRole("checkbox", { name: "Registro dei file", exact: true })).toBeChecked();
  // the passwords never come back from the server: typed last
  await field(page, "Password").fill(PASSWORD);
  await field(page, "Conferma password").fill(PASSWORD);
  await form(page).getByRole("button", { name: "Salva", exact: true }).click();
  await expect(page).toHaveURL(/\/app\/hr\/users\/\d+\/profile$/);
  await expect(page.getByRole("status")).toContainText("Utente salvato con successo");
  await expect(page.locator('[data-field="capabilities"]')).toContainText("Registro dei file");
  return Number(/\/users\/(\d+)\/profile/.exec(page.url())?.[1]);
}

test.describe("HR's person form", () => {
  test("HR creates an employee with two phone entries; the list shows them first; the edit form refuses a termination before hire and an email change", async ({ page }) => {
    await signIn(page, "hr");
    const username = unique("neo");
    const last = `Nuovo${username.slice(3)}`;
    const id = await createPerson(page, { first: "Nadia", last, username, role: "EMPLOYEE", company: "Cantiere" });
    await expect(page.locator('[data-field="username"]')).toContainText(username);

    // the list, newest first: the new person is the first row, with their edit link
    await page.goto(LIST);
    await expect(rows(page).first()).toContainText(`${last}, Nadia`);
    await rows(page).first().getByRole("link", { name: `Modifica ${last}, Nadia` }).click();
    await expect(page).toHaveURL(new RegExp(`/app/hr/users/${id}/edit$`));
    await hydrated(page);
    await expect(field(page, "Telefono 1")).toHaveValue("+41 79 123 45 67");
    await expect(field(page, "Telefono 2")).toHaveValue("091 600 11 22");
    await expect(field(page, "Email")).toHaveAttribute("readonly", "");
    await expect(form(page).getByRole("link", { name: "Gestisci i documenti legali" })).toHaveAttribute("href", `/app/hr/users/${id}/documents`);

    // a termination before the hire date: refused beside the field, every value kept
    await field(page, "Fine del rapporto").fill("31.12.2023");
    await field(page, "Località").fill("Lugano");
    await form(page).getByRole("button", { name: "Salva", exact: true }).click();
    await expect(page.getByRole("alert").first()).toContainText("Utente non salvato");
    await expect(form(page)).toContainText("La data di fine rapporto non può precedere la data di assunzione.");
    await expect(field(page, "Fine del rapporto")).toHaveValue("31.12.2023");
    await expect(field(page, "Località")).toHaveValue("Lugano");
    await expect(field(page, "Telefono 2")).toHaveValue("091 600 11 22");

    // an email changed anyway (the field is read-only): refused beside it, values kept
    await page.goto(`/app/hr/users/${id}/edit`);
    await hydrated(page);
    await field(page, "Email").evaluate((el) => el.removeAttribute("readonly"));
    await field(page, "Email").fill(`changed-${username}@example.ch`);
    await field(page, "Località").fill("Bellinzona");
    await form(page).getByRole("button", { name: "Salva", exact: true }).click();
    await expect(form(page)).toContainText("L'email non si può cambiare dopo la creazione dell'utente.");
    await expect(field(page, "Email")).toHaveValue(`changed-${username}@example.ch`);
    await expect(field(page, "Località")).toHaveValue("Bellinzona");

    // a good edit is saved: back on the person's page with the flash
    await page.goto(`/app/hr/users/${id}/edit`);
    await hydrated(page);
    await field(page, "Località").fill("Bellinzona");
    await form(page).getByRole("button", { name: "Salva", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/app/hr/users/${id}/profile$`));
    await expect(page.getByRole("status")).toContainText("Utente salvato con successo");
  });

  test("a legal document is attached while creating the person: without its file refused with every value kept, with it listed on their documents", async ({ page }) => {
    const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
    await signIn(page, "hr");
    await page.goto("/app/hr/users/new");
    await hydrated(page);
    const username = unique("doc");
    const last = `Documento${username.slice(3)}`;
    await fillNewEmployee(page, { first: "Dora", last, username, role: "EMPLOYEE", company: "Cantiere" });
    const doc = form(page).locator('[data-field="document"]');
    await doc.getByLabel("Titolo", { exact: true }).fill("Permesso B");
    await doc.getByLabel("Numero del documento").fill("B-7781");
    await doc.getByLabel("Scadenza").fill("31.12.2029");
    await doc.getByLabel("Documento firmato dalla persona").check();
    // a document without its file: refused beside the file, nobody registered, every value kept
    await field(page, "Password").fill(PASSWORD);
    await field(page, "Conferma password").fill(PASSWORD);
    await form(page).getByRole("button", { name: "Salva", exact: true }).click();
    await expect(doc).toContainText("Scegli il file del documento (PDF, JPEG o PNG).");
    await expect(page).toHaveURL(/\/app\/hr\/users\/new$/);
    await expect(doc.getByLabel("Titolo", { exact: true })).toHaveValue("Permesso B");
    await expect(doc.getByLabel("Scadenza")).toHaveValue("31.12.2029");
    await expect(field(page, "Nome utente")).toHaveValue(username);

    await doc.getByLabel(/^File \(PDF, JPEG o PNG\)/).setInputFiles({ name: "permesso.pdf", mimeType: "application/pdf", buffer: PDF });
    await field(page, "Password").fill(PASSWORD);
    await field(page, "Conferma password").fill(PASSWORD);
    await form(page).getByRole("button", { name: "Salva", exact: true }).click();
    await expect(page).toHaveURL(/\/app\/hr\/users\/\d+\/profile$/);
    await expect(page.getByRole("status")).toContainText("Utente salvato con successo");
    const id = Number(/\/users\/(\d+)\/profile/.exec(page.url())?.[1]);
    await page.goto(`/app/hr/users/${id}/documents`);
    const row = page.getByRole("row").filter({ hasText: "Permesso B" });
    await expect(row).toContainText("B-7781");
    await expect(row).toContainText("31.12.2029");
  });

  test("a username taken is refused beside it; a stale version is a conflict", async ({ page }) => {
    await signIn(page, "hr");
    await page.goto("/app/hr/users/new");
    await hydrated(page);
    await fillNewEmployee(page, { first: "Doppio", last: "Nome", username: "employee", role: "EMPLOYEE", company: "Cantiere" });
    await field(page, "Password").fill(PASSWORD);
    await field(page, "Conferma password").fill(PASSWORD);
    await form(page).getByRole("button", { name: "Salva", exact: true }).click();
    await expect(form(page)).toContainText("Utente già esistente");
    await expect(field(page, "Nome utente")).toHaveValue("employee");
    await expect(field(page, "Cognome")).toHaveValue("Nome");

    const employee = await personNamed("employee");
    await page.goto(`/app/hr/users/${employee.id}/edit`);
    await hydrated(page);
    await form(page).locator('input[name="expectedVersion"]').evaluate((el) => el.setAttribute("value", "0"));
    await field(page, "Località").fill("Chiasso");
    await form(page).getByRole("button", { name: "Salva", exact: true }).click();
    await expect(form(page)).toContainText("Nel frattempo qualcun altro ha modificato questo utente.");
    await expect(field(page, "Località")).toHaveValue("Chiasso");
  });

  test("a WORKER's form hides the named fields; an administrator choosing WORKER on a new person hides them too", async ({ page }) => {
    await signIn(page, "hr");
    const worker = await personNamed("worker");
    await page.goto(`/app/hr/users/${worker.id}/edit`);
    await hydrated(page);
    await expect(field(page, "Cognome")).toBeVisible();
    for (const label of ["Data di nascita", "Genere", "Azienda", "N. badge", "Assunto il", "Grado di occupazione", "Giorni di vacanza all'anno", "Quick ID"]) {
      await expect(field(page, label), label).toHaveCount(0);
    }
    await expect(field(page, "Fine del rapporto")).toBeVisible();
    await expect(form(page).getByRole("link", { name: "Gestisci i cantieri assegnati" })).toHaveAttribute("href", `/app/hr/users/${worker.id}/sites`);

    // HR gives only HR, EMPLOYEE and ASSOCIATE; an administrator gives every role
    await expect(field(page, "Ruolo").locator('option[value="WORKER"]')).toHaveCount(1); // the worker's own, kept
    await page.goto("/app/hr/users/new");
    await expect(field(page, "Ruolo").locator('option[value="WORKER"]')).toHaveCount(0);
    await page.goto("/app/profile/dashboard");
    await signOut(page);
    await signIn(page, "admin");
    await page.goto("/app/hr/users/new");
    await hydrated(page);
    await field(page, "Cognome").fill("Operaio");
    await expect(field(page, "N. badge")).toBeVisible();
    await field(page, "Ruolo").selectOption("WORKER");
    // without JavaScript the role is applied by its button; with it, at once (the button changes nothing more)
    await form(page).getByRole("button", { name: "Applica il ruolo" }).click();
    await expect(field(page, "N. badge")).toHaveCount(0);
    await expect(field(page, "Data di nascita")).toHaveCount(0);
    await expect(field(page, "Azienda")).toHaveCount(0);
    await expect(field(page, "Cognome")).toHaveValue("Operaio");
    await expect(field(page, "Ruolo")).toHaveValue("WORKER");
  });

  test("who may read but not edit people sees no edit column and gets 403; who may not read HR gets 403", async ({ page }) => {
    await signIn(page, "auditor");
    expect((await page.goto(LIST))?.status()).toBe(200);
    await expect(rows(page).first()).toBeVisible();
    await expect(table(page).getByRole("columnheader", { name: "Modifica" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Nuovo utente" })).toHaveCount(0);
    const employee = await personNamed("employee");
    expect((await page.goto(`/app/hr/users/${employee.id}/edit`))?.status()).toBe(403);
    expect((await page.goto("/app/hr/users/new"))?.status()).toBe(403);
    await page.goto("/app/profile/dashboard");
    await signOut(page);

    await signIn(page, "employee");
    expect((await page.goto(LIST))?.status()).toBe(403);
    expect((await page.goto(`/app/hr/users/${employee.id}/edit`))?.status()).toBe(403);
  });

  test("a Metalsky HR user cannot open a Cantiere person; the Metalsky associate cannot edit anyone", async ({ page }) => {
    await signIn(page, "hr");
    const username = unique("skyhr");
    const skyId = await createPerson(page, { first: "Sara", last: `Cielo${username.slice(5)}`, username, role: "HR", company: "Metalsky" });
    expect(skyId).toBeGreaterThan(0);
    await signOut(page);

    await signIn(page, username, PASSWORD);
    const cantierePerson = await personNamed("employee");
    expect((await page.goto(`/app/hr/users/${cantierePerson.id}/edit`))?.status()).toBe(404);
    expect((await page.goto(LIST))?.status()).toBe(200);
    await expect(table(page)).not.toContainText(cantierePerson.name);
    await page.goto("/app/profile/dashboard");
    await signOut(page);

    await signIn(page, "associate");
    expect((await page.goto(`/app/hr/users/${cantierePerson.id}/edit`))?.status()).toBe(403);
  });

  test("the administrator's users: every person (clients too), the same form under /app/admin/users; who may not read admin gets 403", async ({ page }) => {
    await signIn(page, "admin");
    await page.goto("/app/profile/dashboard");
    await hydrated(page);
    await openMenuGroup(page, "admin");
    await page.getByRole("link", { name: "Utenti", exact: true }).click();
    await expect(page).toHaveURL(/\/app\/admin\/users$/);
    const admins = page.getByRole("table", { name: "Utenti" });
    await expect(admins.locator("tbody tr").first()).toBeVisible();
    const client = await personNamed("client");
    await page.goto(`/app/admin/users?search=${encodeURIComponent(client.lastName)}`);
    await expect(admins).toContainText(client.name);
    await admins.getByRole("link", { name: `Modifica ${client.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/app/admin/users/${client.id}/edit$`));
    await expect(field(page, "Cognome")).toHaveValue(client.lastName);
    // a client (NO_STAMPINGLOG) has no employee section: its record rides along unchanged in hidden fields
    await expect(field(page, "N. badge")).toHaveCount(0);
    await expect(form(page).locator('input[type="hidden"][name="employee.winterStart"]')).toHaveCount(1);
    await expect(form(page).locator('input[type="hidden"][name="employee.badgeId"]')).toHaveCount(1);
    await page.goto("/app/admin/users");
    await page.getByRole("link", { name: "Nuovo utente" }).click();
    await expect(page).toHaveURL(/\/app\/admin\/users\/new$/);
    // every role the administrator holds the rights of (HR is offered only HR, EMPLOYEE and ASSOCIATE)
    await expect(field(page, "Ruolo").locator('option[value="AUDITOR"]')).toHaveCount(1);
    await page.goto("/app/profile/dashboard");
    await signOut(page);

    await signIn(page, "employee");
    expect((await page.goto("/app/admin/users"))?.status()).toBe(403);
    expect((await page.goto(`/app/admin/users/${client.id}/edit`))?.status()).toBe(403);
  });
});
