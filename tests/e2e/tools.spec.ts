// The tool manager (issue 16, ADR-0069), with JavaScript on and off (each project on its own copy of
// the seeded database): the tool manager creates a category (an empty name is refused) and a drill
// with a manual PDF (a cost without a currency is refused, the values kept), assigns it to a worker
// until yesterday — it shows overdue — is refused deleting it (tool_not_deleted) and its category
// (category_not_deleted), records its return and deletes it; an employee asks for a van for next
// week and HR approves it (the van is assigned, the row keeps a label and no buttons); the QR label
// PDF downloads. Since ADR-0079: a low-stock threshold (a text refused, the value kept)
// flags the drill; the overdue drill is on the tool manager's start page and on the holder's, who
// confirms its receipt from their own list and opens its page (the QR label's target).
import postgres from "postgres";
import { expect, signIn, signOut, test } from "./fixtures";
import { scaled } from "../time-scale";

const sql = postgres(process.env.E2E_DATABASE_URL as string, { max: 1, onnotice: () => {} });
test.afterAll(async () => {
  await sql.end();
});

/** A day from today in Zurich as DD.MM.YYYY. */
function day(offset: number): string {
  const d = new Date(Date.now() + offset * 86_400_000);
  const [y, m, dd] = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Zurich" }).format(d).split("-");
  return `${dd}.${m}.${y}`;
}

test("a drill's life: category, tool with a manual, overdue, refused deletions, return, deletion; a van requested and approved; the QR label", async ({ page }) => {
  test.setTimeout(scaled(120_000));
  const tag = `e2e-${test.info().project.name}-${Date.now() % 100_000}`;
  const category = `Trapani ${tag}`;
  const drill = `Trapano ${tag}`;

  await signIn(page, "admin");
  // a category: an empty name is refused, then saved
  await page.goto("/app/admin/tools/categories/new");
  await page.getByRole("button", { name: "Salva" }).click();
  await expect(page.getByRole("alert").first()).toContainText("Categoria non salvata");
  await page.getByLabel("Nome della categoria").fill(category);
  await page.getByRole("button", { name: "Salva" }).click();
  await expect(page.locator("[data-flash]")).toContainText("Categoria salvata");
  await expect(page.getByRole("link", { name: category, exact: true })).toBeVisible();

  // a drill with its manual: a cost without a currency is refused with the values kept
  await page.goto("/app/admin/tools/new");
  await page.getByLabel("Nome", { exact: true }).fill(drill);
  await page.getByLabel("Categoria", { exact: true }).selectOption({ label: category });
  await page.getByLabel("Costo unitario").fill("450");
  await page.getByRole("button", { name: "Salva" }).click();
  await expect(page.getByText("Con un costo unitario serve la valuta").first()).toBeVisible();
  await expect(page.getByLabel("Nome", { exact: true })).toHaveValue(drill);
  await page.getByLabel("Valuta").selectOption("CHF");
  await page.getByLabel("Tipo dei nuovi documenti").selectOption("manual");
  await page.getByLabel("Documenti", { exact: true }).setInputFiles({ name: "manuale.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n") });
  await page.getByRole("button", { name: "Salva" }).click();
  await expect(page.locator("[data-flash]")).toContainText("Attrezzo salvato");
  await expect(page.getByRole("heading", { level: 1 })).toContainText(drill);
  await expect(page.getByRole("link", { name: "manuale.pdf" })).toBeVisible();
  const toolUrl = page.url();

  // assigned to a worker until yesterday: overdue
  await page.getByLabel("Persona", { exact: true }).selectOption({ label: "Operaio, Walter" });
  await page.getByLabel("Dal", { exact: true }).fill(day(-10));
  await page.getByLabel("Al", { exact: true }).fill(day(-1));
  await page.getByRole("button", { name: "Assegna" }).click();
  await expect(page.locator("[data-flash]")).toContainText("Attrezzo assegnato");
  await expect(page.locator("[data-overdue=true]")).toContainText("Operaio, Walter");
  await page.goto(`/app/admin/tools?q=${encodeURIComponent(tag)}&availability=overdue`);
  await expect(page.locator("tr[data-overdue=true]")).toContainText(drill);

  // a low-stock threshold: a text is refused with the value kept; 1 flags the drill (none available)
  await page.goto(toolUrl);
  const threshold = page.getByLabel("Soglia di scorta minima", { exact: true });
  await threshold.fill("dieci");
  await page.getByRole("button", { name: "Salva la soglia" }).click();
  await expect(page.getByRole("alert").first()).toContainText("Attrezzo non salvato");
  await expect(threshold).toHaveValue("dieci");
  await threshold.fill("1");
  await page.getByRole("button", { name: "Salva la soglia" }).click();
  await expect(page.locator("[data-flash]")).toContainText("Soglia salvata");
  await expect(page.locator("h1 [data-low-stock=true]")).toBeVisible();
  // the tool manager's start page lists the overdue return
  await page.goto("/app/profile/dashboard");
  await expect(page.locator("[data-overdue-tools=all]")).toContainText(drill);
  await signOut(page);

  // the holder: the drill on their start page; they confirm its receipt and open its page (the QR label's)
  await signIn(page, "worker");
  await page.goto("/app/profile/dashboard");
  await expect(page.locator("[data-overdue-tools=own]")).toContainText(drill);
  await page.goto("/app/profile/tools");
  await page.getByRole("button", { name: `Conferma la ricezione: ${drill}` }).click();
  await expect(page.locator("[data-flash]")).toContainText("Ricezione confermata");
  await expect(page.getByRole("row", { name: new RegExp(drill) }).locator("[data-receipt=confirmed]")).toBeVisible();
  await page.goto(toolUrl);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(drill);
  await expect(page.locator("[data-receipt=confirmed]")).toContainText("Ricezione confermata dal detentore");
  await signOut(page);
  await signIn(page, "admin");

  // neither the tool nor its category is deleted while used
  await page.goto(`${toolUrl}?delete=1`);
  await page.getByRole("alertdialog").getByRole("button", { name: "Elimina" }).click();
  await expect(page.getByRole("alert").first()).toContainText("Attrezzo non eliminato");
  await page.goto("/app/admin/tools/categories");
  await page.getByRole("link", { name: `Elimina: ${category}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Elimina" }).click();
  await expect(page.getByRole("alert").first()).toContainText("Categoria non eliminata");

  // returned, then deleted
  await page.goto(toolUrl);
  await page.getByRole("button", { name: "Registra la restituzione" }).click();
  await expect(page.locator("[data-flash]")).toContainText("Restituzione registrata");
  await expect(page.getByRole("cell", { name: "Operaio, Walter" })).toBeVisible();
  await page.goto(`${toolUrl}?delete=1`);
  await page.getByRole("alertdialog").getByRole("button", { name: "Elimina" }).click();
  await expect(page.locator("[data-flash]")).toContainText("Attrezzo eliminato");
  expect((await page.request.get(toolUrl)).status()).toBe(404);
  await signOut(page);

  // an employee asks for a van for next week
  const [van] = await sql<{ id: number }[]>`SELECT id FROM tool_list WHERE name = 'Furgone Fiat Ducato TI 123456'`;
  await signIn(page, "employee");
  await page.goto("/app/profile/tools");
  await page.getByLabel("Attrezzo", { exact: true }).selectOption(String(van.id));
  await page.getByLabel("Dal", { exact: true }).fill(day(7));
  await page.getByLabel("Al", { exact: true }).fill(day(11));
  await page.getByRole("button", { name: "Invia la richiesta" }).click();
  await expect(page.locator("[data-flash]")).toContainText("Richiesta inviata");
  await expect(page.getByRole("row", { name: /Fiat Ducato/ })).toContainText("In attesa");
  await signOut(page);

  // HR approves it: the van is assigned, the row keeps a coloured label and no buttons
  await signIn(page, "hr");
  await page.goto("/app/admin/tools/requests");
  const row = page.getByRole("row", { name: /Fiat Ducato.*Impiegato, Emilio/ });
  await row.getByRole("button", { name: "Approva" }).click();
  await expect(page.locator("[data-flash]")).toContainText("Richiesta approvata");
  await expect(row.locator("[data-status=APPROVED]")).toBeVisible();
  await expect(row.getByRole("button")).toHaveCount(0);
  await page.goto(`/app/admin/tools/${van.id}`);
  await expect(page.getByText(/Assegnato a Impiegato, Emilio/)).toBeVisible();

  // the QR label downloads as a PDF
  const label = await page.request.get(`/app/admin/tools/${van.id}/label`);
  expect(label.status()).toBe(200);
  expect(label.headers()["content-type"]).toContain("application/pdf");
  expect((await label.body()).subarray(0, 5).toString()).toBe("%PDF-");
});
