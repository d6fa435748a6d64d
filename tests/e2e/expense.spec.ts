// Expenses with JavaScript on and off: an employee claims an expense with its receipt (a multipart
// form), a missing or wrong-type receipt is refused with every other value kept; an edit, a stale
// second tab's conflict and a withdrawal; HR approves (the CHF equivalent of a foreign expense
// required, the account set), rejects and decides in bulk with the conflicts listed; the receipt
// opens through a signed link that expires; the monthly report PDF is A4 landscape and lists the
// approved expense and not a rejected one of the same month.
import type { Page } from "@playwright/test";
import { openPdf } from "../pdf";
import postgres from "postgres";
import sharp from "sharp";
import { expect, hydrated, setClock, signIn, signOut, test } from "./fixtures";
import type { TestPerson } from "./people";
import { scaled } from "../time-scale";

/**
 * A TM Wood staff person of their own for each journey: the `slot`-th by id, shifted by one for the
 * nojs project so the two projects never share a person (the demo seed records no expense there).
 */
async function staffPerson(slot: number): Promise<TestPerson> {
  const sql = postgres(process.env.E2E_DATABASE_URL as string, { max: 1, onnotice: () => {} });
  try {
    const rows = await sql<{ id: number; username: string; first_name: string; last_name: string; company_code: string }[]>`
      SELECT id, username, first_name, last_name, company_code FROM person_list
      WHERE company_code = 'tmwood' AND role IN ('WORKER', 'EMPLOYEE', 'INTERIM', 'ASSOCIATE') AND username IS NOT NULL AND active AND NOT erased
      ORDER BY id`;
    const r = rows[slot * 2 + (test.info().project.name === "nojs" ? 1 : 0)];
    if (!r) throw new Error(`no TM Wood staff person ${slot}`);
    return { id: Number(r.id), username: r.username, name: `${r.last_name} ${r.first_name}`, firstName: r.first_name, lastName: r.last_name, companyCode: r.company_code };
  } finally {
    await sql.end();
  }
}

let png: Buffer;
test.beforeAll(async () => {
  png = await sharp({ create: { width: 300, height: 420, channels: 3, background: "#f5f1e8" } }).png().toBuffer();
});

/** A PDF's pages as pdf.js reads them: the page box in points and the text. */
async function readPdf(body: Buffer) {
  const doc = await openPdf(body);
  try {
    const pages = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const [x0, y0, x1, y1] = page.view;
      const content = await page.getTextContent();
      pages.push({ width: x1 - x0, height: y1 - y0, text: content.items.map((i) => ("str" in i ? i.str : "")).join(" ").replace(/\s+/g, " ") });
    }
    return pages;
  } finally {
    await doc.destroy();
  }
}

interface Claim {
  reason: string;
  date: string;
  place: string;
  amount: string;
  currency?: "CHF" | "EUR" | "USD";
  quantity: string;
  unit: string;
}

/** Fills the expense form's fields (not the receipt). */
async function fillClaim(page: Page, c: Claim) {
  await page.getByLabel("Motivo").fill(c.reason);
  await page.getByLabel("Data della spesa").fill(c.date);
  await page.getByLabel("Luogo").fill(c.place);
  await page.getByRole("textbox", { name: "Importo", exact: true }).fill(c.amount);
  await page.getByRole("combobox", { name: "Valuta" }).selectOption(c.currency ?? "CHF");
  await page.getByLabel("Quantità").fill(c.quantity);
  await page.getByLabel("Unità").selectOption({ label: c.unit });
  await page.getByRole("combobox", { name: "Cantiere" }).selectOption({ index: 1 });
}

async function newClaim(page: Page, c: Claim, receipt: { name: string; mimeType: string; buffer: Buffer }) {
  await page.goto("/app/profile/expenses/new");
  await hydrated(page);
  await fillClaim(page, c);
  await page.getByLabel("Allega ricevuta *").setInputFiles(receipt);
  await page.getByRole("button", { name: "Salva" }).click();
  await expect(page.locator("[data-flash]")).toContainText("Spesa salvata con successo");
  await expect(page).toHaveURL(/\/app\/profile\/expenses$/);
}

/** HR's approvals list narrowed to one person (and a status), as the filters put it in the URL. */
async function approvals(page: Page, person: TestPerson, status = "PENDING") {
  await page.goto(`/app/hr/expense-requests?status=${status}&search=${encodeURIComponent(person.name)}`);
  await hydrated(page);
}

test.describe("expenses", () => {
  test.afterEach(async ({ page }) => setClock(page, { reset: true }));

  test("a claim with its receipt, refusals that keep the values, HR's decisions and the monthly report", async ({ page }) => {
    test.setTimeout(scaled(120_000));
    const person = await staffPerson(0);
    await setClock(page, { at: "2026-03-20T09:00:00Z" });
    await signIn(page, person.username);
    await page.goto("/app/profile/expenses");
    await expect(page.getByRole("heading", { level: 1, name: "Le mie spese" })).toBeVisible();
    await page.getByRole("link", { name: "Nuova spesa" }).click();
    await expect(page).toHaveURL(/\/app\/profile\/expenses\/new$/);
    await hydrated(page);

    const fuel: Claim = { reason: "Gasolio furgone", date: "05.03.2026", place: "Biasca", amount: "85.40", quantity: "42.5", unit: "Litri" };
    await fillClaim(page, fuel);
    // no receipt: refused beside the file field, every other value kept
    await page.getByRole("button", { name: "Salva" }).click();
    await expect(page.getByText("Allega la ricevuta", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Motivo")).toHaveValue("Gasolio furgone");
    await expect(page.getByLabel("Data della spesa")).toHaveValue("05.03.2026");
    await expect(page.getByRole("textbox", { name: "Importo", exact: true })).toHaveValue("85.40");
    await expect(page.getByLabel("Unità")).toHaveValue("LITERS");

    // a "receipt" that is not an image, whatever its name says: refused, values kept, choose the file again
    await page.getByLabel("Allega ricevuta *").setInputFiles({ name: "scontrino.jpg", mimeType: "image/jpeg", buffer: Buffer.from("questo non è uno scontrino") });
    await page.getByRole("button", { name: "Salva" }).click();
    await expect(page.getByText("Caricamento non riuscito – sono accettati solo file JPG, PNG, PDF")).toBeVisible();
    await expect(page.getByText("Il modulo non è stato accettato: scegli di nuovo il file.")).toBeVisible();
    await expect(page.getByLabel("Motivo")).toHaveValue("Gasolio furgone");
    await expect(page.getByLabel("Luogo")).toHaveValue("Biasca");
    // as typed (with JavaScript it was regrouped on leaving the field)
    await expect(page.getByLabel("Quantità")).toHaveValue(/^42\.5(00)?$/);

    // the real receipt: saved, pending
    await page.getByLabel("Allega ricevuta *").setInputFiles({ name: "scontrino.png", mimeType: "image/png", buffer: png });
    await page.getByRole("button", { name: "Salva" }).click();
    await expect(page.locator("[data-flash]")).toContainText("Spesa salvata con successo");
    await expect(page).toHaveURL(/\/app\/profile\/expenses$/);
    const fuelRow = page.getByRole("row").filter({ hasText: "Gasolio furgone" });
    await expect(fuelRow).toContainText("In attesa");
    await expect(fuelRow).toContainText("CHF 85.40");
    await expect(fuelRow).toContainText("05.03.2026");

    // a second claim of the same month, which HR will reject
    await newClaim(page, { reason: "Cena di lavoro", date: "10.03.2026", place: "Locarno", amount: "150", quantity: "2", unit: "Pezzi" }, { name: "fattura.png", mimeType: "image/png", buffer: png });
    await signOut(page);

    // HR: approve the fuel with the account, reject the dinner
    await signIn(page, "hr");
    await approvals(page, person);
    const pending = page.getByRole("row").filter({ hasText: "Gasolio furgone" });
    await pending.getByRole("textbox", { name: /^Conto contabile/ }).fill("6200");
    await pending.getByRole("button", { name: /^Approva/ }).click();
    await expect(page.locator("[data-flash]")).toContainText("Spesa approvata");
    await expect(page.getByRole("row").filter({ hasText: "Gasolio furgone" })).toHaveCount(0); // no longer pending
    await page.getByRole("row").filter({ hasText: "Cena di lavoro" }).getByRole("button", { name: /^Respingi/ }).click();
    await expect(page.locator("[data-flash]")).toContainText("Spesa respinta");

    // decided rows show their coloured status and allow no further change; the receipt opens through its signed link
    await approvals(page, person, "ALL");
    const decided = page.getByRole("row").filter({ hasText: "Gasolio furgone" });
    await expect(decided.locator('[data-status="APPROVED"]')).toHaveText("Approvata");
    await expect(decided).toContainText("Conto 6200");
    await expect(decided.getByRole("button", { name: /^Approva/ })).toHaveCount(0);
    await expect(page.getByRole("row").filter({ hasText: "Cena di lavoro" }).locator('[data-status="REJECTED"]')).toHaveText("Respinta");
    const href = await decided.locator("[data-receipt-link]").getAttribute("href");
    expect(href).toMatch(/^\/storage\/download\?key=expenses%2F[0-9a-f]{32}\.png&exp=\d+&sig=/);
    const file = await page.request.get(href as string);
    expect(file.status()).toBe(200);
    expect(file.headers()["content-type"]).toBe("image/png");
    expect(Buffer.from(await file.body()).equals(png)).toBe(true);
    // five minutes later the same link is refused; a tampered one at once
    const tampered = await page.request.get(`${(href as string).slice(0, -1)}${(href as string).endsWith("A") ? "B" : "A"}`);
    expect(tampered.status()).toBe(403);
    await setClock(page, { at: "2026-03-20T09:05:01Z" });
    expect((await page.request.get(href as string)).status()).toBe(410);
    await setClock(page, { at: "2026-03-20T09:10:00Z" });
    await signOut(page);

    // the monthly report: A4 landscape, the approved expense, not the rejected one
    await signIn(page, person.username);
    await page.goto("/app/profile/expenses");
    await hydrated(page);
    await page.getByLabel("Mese", { exact: true }).first().selectOption("2026-03");
    // the export form opens the PDF (a plain GET); its bytes are read back through the same URL
    const [response] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === "/app/profile/expenses/report"),
      page.getByRole("button", { name: "Esporta PDF" }).click(),
    ]);
    expect(new URL(response.url()).searchParams.get("month")).toBe("2026-03");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/pdf");
    const pdf = await page.request.get(response.url());
    const pages = await readPdf(Buffer.from(await pdf.body()));
    expect(Math.round(pages[0].width)).toBe(842);
    expect(Math.round(pages[0].height)).toBe(595);
    const text = pages.map((p) => p.text).join(" ");
    expect(text).toContain("Nota spese mensile");
    expect(text).toContain("marzo 2026");
    expect(text).toContain("Descrizione Spese");
    expect(text).toContain("CONTO CONTABILE");
    expect(text).toContain("Gasolio furgone");
    expect(text).toContain("85.40");
    expect(text).toContain("6200");
    expect(text).not.toContain("Cena di lavoro");
    expect(text).toMatch(/Stato al \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}, evento n\. \d+ delle spese di questo mese/);
    await page.goto("/app/profile/expenses");
  });

  test("a reason stops at its 500 characters; a longer one sent anyway is refused beside it with the limit, every value kept", async ({ page }) => {
    const person = await staffPerson(0);
    await signIn(page, person.username);
    await page.goto("/app/profile/expenses/new");
    await hydrated(page);
    await expect(page.getByLabel("Motivo")).toHaveAttribute("maxlength", "500");
    await expect(page.getByLabel("Luogo")).toHaveAttribute("maxlength", "200");
    await page.getByLabel("Motivo").fill("m".repeat(501));
    await expect(page.getByLabel("Motivo")).toHaveValue("m".repeat(500));
    // past the browser (a script, an old browser): the server refuses it, nothing is stored
    const csrf = await page.locator('input[name="csrf"]').first().inputValue();
    const commandId = await page.locator('input[name="commandId"]').first().inputValue();
    const r = await page.request.post("/app/profile/expenses/new", {
      multipart: {
        csrf, commandId, expectedVersion: "0", reason: "m".repeat(501), place: "Bellinzona", amount: "12.50", currency: "CHF", quantity: "1", unit: "PIECES", date: "02.03.2026", isEquipment: "0",
        receipt: { name: "r.png", mimeType: "image/png", buffer: png },
      },
      maxRedirects: 0,
    });
    expect(r.status()).toBe(400);
    const html = await r.text();
    expect(html).toMatch(/<span id="[^"]*reason-error"[^>]*>Testo troppo lungo: al massimo 500 caratteri<\/span>/);
    expect(html).toContain(`value="${"m".repeat(501)}"`);
    expect(html).toContain('value="Bellinzona"');
    expect(html).toContain('value="02.03.2026"');
  });

  test("an edit, a stale second tab's conflict, and a withdrawal after the confirmation", async ({ page }) => {
    test.setTimeout(scaled(90_000));
    const person = await staffPerson(1);
    await setClock(page, { at: "2026-04-15T09:00:00Z" });
    await signIn(page, person.username);
    await newClaim(page, { reason: "Nastro adesivo", date: "14.04.2026", place: "Biasca", amount: "12.90", quantity: "3", unit: "Pezzi" }, { name: "r.png", mimeType: "image/png", buffer: png });

    const row = () => page.getByRole("row").filter({ hasText: "Nastro adesivo" });
    await row().getByRole("link", { name: /^Modifica/ }).click();
    await expect(page).toHaveURL(/\/app\/profile\/expenses\/\d+\/edit$/);
    const other = await page.context().newPage();
    await other.goto(page.url());
    await hydrated(page);
    await expect(page.getByLabel("Motivo")).toHaveValue("Nastro adesivo");
    await expect(page.getByRole("textbox", { name: "Importo", exact: true })).toHaveValue("12.90");
    await expect(page.locator("[data-receipt-link]")).toBeVisible();
    await page.getByRole("textbox", { name: "Importo", exact: true }).fill("13.90");
    await page.getByRole("button", { name: "Salva" }).click();
    await expect(page.locator("[data-flash]")).toContainText("Spesa salvata con successo");
    await expect(row()).toContainText("CHF 13.90");

    // the second tab still holds the first version: its change is refused, its values kept
    await hydrated(other);
    await other.getByLabel("Luogo").fill("Bellinzona");
    await other.getByRole("button", { name: "Salva" }).click();
    await expect(other.getByRole("alert")).toContainText("Qualcun altro ha modificato questa spesa");
    await expect(other.getByLabel("Luogo")).toHaveValue("Bellinzona");
    await other.close();

    // withdrawn after the confirmation; final
    await hydrated(page);
    await row().getByRole("link", { name: /^Ritira/ }).click();
    await expect(page.getByText("Il ritiro è definitivo")).toBeVisible();
    await page.getByRole("button", { name: "Sì, ritira" }).click();
    await expect(page.locator("[data-flash]")).toContainText("Spesa ritirata");
    await expect(row()).toContainText("Ritirata");
    await expect(row().getByRole("link", { name: /^Modifica/ })).toHaveCount(0);

    // its history replays the stream: submitted, edited, withdrawn
    await row().getByRole("link", { name: /^Cronologia/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: /^Cronologia della spesa n\. \d+$/ })).toBeVisible();
    const events = page.getByRole("table", { name: "Cronologia: 3 eventi" });
    await expect(events.locator('tr[data-version="1"]')).toContainText("Spesa registrata");
    await expect(events.locator('tr[data-version="2"]')).toContainText("Spesa modificata");
    await expect(events.locator('tr[data-version="2"]')).toContainText("13.90");
    await expect(events.locator('tr[data-version="3"]')).toContainText("Spesa ritirata");
    await expect(page.locator("[data-receipt-link]")).toBeVisible();
  });

  test("HR: the CHF equivalent of a foreign expense, a stale decision, and bulk decisions with conflicts listed", async ({ page }) => {
    test.setTimeout(scaled(120_000));
    const person = await staffPerson(2);
    await setClock(page, { at: "2026-05-20T09:00:00Z" });
    await signIn(page, person.username);
    const receipt = { name: "r.png", mimeType: "image/png", buffer: png };
    await newClaim(page, { reason: "Pedaggio autostradale", date: "04.05.2026", place: "Como", amount: "18", currency: "EUR", quantity: "1", unit: "Pezzi" }, receipt);
    await newClaim(page, { reason: "Viti inox", date: "06.05.2026", place: "Biasca", amount: "24.50", quantity: "2", unit: "Chilogrammi" }, receipt);
    await newClaim(page, { reason: "Guanti", date: "07.05.2026", place: "Biasca", amount: "9.90", quantity: "1", unit: "Pezzi" }, receipt);
    await newClaim(page, { reason: "Hotel Milano", date: "08.05.2026", place: "Milano", amount: "99", currency: "EUR", quantity: "1", unit: "Pezzi" }, receipt);
    await signOut(page);

    await signIn(page, "hr");
    await approvals(page, person);
    // a EUR expense without its CHF equivalent cannot be approved: the error beside the row, the account kept
    const toll = () => page.getByRole("row").filter({ hasText: "Pedaggio autostradale" });
    await toll().getByRole("textbox", { name: /^Conto contabile/ }).fill("6210");
    await toll().getByRole("button", { name: /^Approva/ }).click();
    await expect(toll().getByRole("alert")).toContainText("Per una spesa in EUR indica l'importo in CHF prima di approvarla");
    await expect(toll().getByRole("textbox", { name: /^Conto contabile/ })).toHaveValue("6210");
    await toll().getByRole("textbox", { name: /^In CHF/ }).fill("17.45");
    await toll().getByRole("button", { name: /^Approva/ }).click();
    await expect(page.locator("[data-flash]")).toContainText("Spesa approvata");

    // a second tab decides first: the stale decision gets the conflict message, nothing else changes
    const other = await page.context().newPage();
    await other.goto(page.url());
    await page.getByRole("row").filter({ hasText: "Guanti" }).getByRole("button", { name: /^Respingi/ }).click();
    await expect(page.locator("[data-flash]")).toContainText("Spesa respinta");
    await hydrated(other);
    await other.getByRole("row").filter({ hasText: "Guanti" }).getByRole("button", { name: /^Approva/ }).click();
    // the row has left the pending list meanwhile: the page says why the decision was not taken
    await expect(other.getByRole("alert").filter({ hasText: "Guanti" })).toContainText("Qualcun altro ha già cambiato questa spesa");
    await other.close();

    // bulk: the CHF one and the EUR one without its equivalent; the confirmation page says which cannot be approved
    await approvals(page, person);
    await page.getByRole("row").filter({ hasText: "Viti inox" }).getByRole("checkbox").check();
    await page.getByRole("row").filter({ hasText: "Hotel Milano" }).getByRole("checkbox").check();
    await page.getByRole("button", { name: "Approva le selezionate" }).click();
    await expect(page).toHaveURL(/\/app\/hr\/expense-requests\/bulk\?/);
    await expect(page.getByRole("heading", { level: 1, name: "Approvare queste spese?" })).toBeVisible();
    await expect(page.getByRole("table").locator("tr").filter({ hasText: "Hotel Milano" })).toContainText("Non verrà applicata: Per una spesa in EUR indica l'importo in CHF");
    await page.getByRole("button", { name: "Approva 1 spesa" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Risultato della decisione" })).toBeVisible();
    await expect(page.locator("[data-flash]")).toContainText("Decisioni registrate: 1; non applicate: 0");
    await approvals(page, person, "ALL");
    await expect(page.getByRole("row").filter({ hasText: "Viti inox" }).locator("[data-status]")).toHaveText("Approvata");
    await expect(page.getByRole("row").filter({ hasText: "Hotel Milano" }).locator("[data-status]")).toHaveText("In attesa");
    await expect(page.getByRole("row").filter({ hasText: "Pedaggio autostradale" })).toContainText("CHF 17.45");

    // a bulk rejection whose expense was decided meanwhile lists it with who decided it
    await approvals(page, person);
    await page.getByRole("row").filter({ hasText: "Hotel Milano" }).getByRole("checkbox").check();
    await page.getByRole("button", { name: "Respingi le selezionate" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Respingere queste spese?" })).toBeVisible();
    const other2 = await page.context().newPage();
    await approvals(other2, person);
    await other2.getByRole("row").filter({ hasText: "Hotel Milano" }).getByRole("button", { name: /^Respingi/ }).click();
    await expect(other2.locator("[data-flash]")).toContainText("Spesa respinta");
    await other2.close();
    await page.getByRole("button", { name: "Respingi 1 spesa" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Risultato della decisione" })).toBeVisible();
    await expect(page.locator("[data-flash]")).toContainText("Decisioni registrate: 0; non applicate: 1");
    await expect(page.getByRole("table").locator("tr").filter({ hasText: "Hotel Milano" })).toContainText("Già respinta da");

    // the person's page in HR: the expenses tab, and an expense HR records for them (pending like any other)
    await page.goto(`/app/hr/users/${person.id}/profile`);
    await page.getByRole("link", { name: "Spese", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/app/hr/users/${person.id}/expenses$`));
    await expect(page.getByRole("row").filter({ hasText: "Viti inox" })).toContainText("Approvata");
    await page.getByRole("link", { name: "Nuova spesa" }).click();
    await expect(page).toHaveURL(new RegExp(`/app/hr/users/${person.id}/expenses/new$`));
    await hydrated(page);
    await fillClaim(page, { reason: "Rimborso km", date: "12.05.2026", place: "Biasca", amount: "42.00", quantity: "60", unit: "Pezzi" });
    await page.getByLabel("Allega ricevuta *").setInputFiles(receipt);
    await page.getByRole("button", { name: "Salva" }).click();
    await expect(page.locator("[data-flash]")).toContainText("Spesa salvata con successo");
    await expect(page).toHaveURL(new RegExp(`/app/hr/users/${person.id}/expenses$`));
    await expect(page.getByRole("row").filter({ hasText: "Rimborso km" })).toContainText("In attesa");
  });

  test("someone else's, a malformed or an unknown expense is not found; HR sees only people it may see", async ({ page }) => {
    const person = await staffPerson(0);
    await signIn(page, person.username);
    for (const path of ["/app/profile/expenses/abc/edit", "/app/profile/expenses/999999/edit", "/app/profile/expenses/1.5/history", "/app/profile/expenses/1/history"]) {
      const r = await page.goto(path);
      expect(r?.status(), path).toBe(404);
    }
    // a multipart post without the form's CSRF token is refused before anything is stored
    const forged = await page.request.post("/app/profile/expenses/new", {
      multipart: { reason: "x", place: "y", amount: "1", currency: "CHF", quantity: "1", unit: "PIECES", siteId: "1", date: "01.01.2026", isEquipment: "0", receipt: { name: "r.png", mimeType: "image/png", buffer: png } },
      maxRedirects: 0,
    });
    expect(forged.status()).toBe(403);
    await page.goto("/app/profile/dashboard");
    await signOut(page);
    // the associate's HR rights do not exist: the HR pages are refused
    await signIn(page, "associate");
    const r = await page.goto("/app/hr/expense-requests");
    expect(r?.status()).toBe(403);
  });
});
