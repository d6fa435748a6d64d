// Working time in the browser, with JavaScript on and off (each project with its own Edemar
// worker), on the test clock so every time is exact: the worker clocks in and out twice in a day
// and sees the day and week totals; HR corrects a stamp (a refused form keeps its values, a stale
// second tab gets the conflict) and the history keeps the original; a forgotten clock-out is
// flagged, the worker proposes the time with the one-field form and HR accepts it; the month's
// stamping sheet PDF lists those stamps and labels the weekends; the clock records in turn (one
// button for the expected stamp, a second clock-in from a stale tab or the "I forgot" path refused,
// "I forgot to clock out" proposing the exit).
import { openPdf } from "../pdf";
import postgres from "postgres";
import type { Page } from "@playwright/test";
import { DEMO_PASSWORD, expect, hydrated, setClock, signIn, signOut, test } from "./fixtures";
import { scaled } from "../time-scale";

interface Worker {
  id: number;
  username: string;
  /** "Last, First", as the screens name people (personName) */
  name: string;
}

/** An Edemar worker who clocks in: the first for the js project, the second for nojs (nobody else stamps for them). */
async function edemarWorker(): Promise<Worker> {
  const sql = postgres(process.env.E2E_DATABASE_URL as string, { max: 1, onnotice: () => {} });
  try {
    const rows = await sql<{ id: number; username: string; first_name: string; last_name: string }[]>`
      SELECT id, username, first_name, last_name FROM person_list
      WHERE company_code = 'edemar' AND role = 'WORKER' AND username IS NOT NULL AND active AND NOT erased
        AND NOT ('NO_STAMPINGLOG' = ANY(capabilities))
      ORDER BY id`;
    const r = rows[test.info().project.name === "nojs" ? 1 : 0];
    return { id: Number(r.id), username: r.username, name: `${r.last_name}, ${r.first_name}` };
  } finally {
    await sql.end();
  }
}

const js = () => test.info().project.use.javaScriptEnabled !== false;

/** Zurich is UTC+1 in March 2026 (until the 29th). */
const zurich = (date: string, hhmm: string) => new Date(`${date}T${hhmm}:00+01:00`).toISOString();

async function clock(page: Page, kind: "Timbra entrata" | "Timbra uscita") {
  await hydrated(page);
  // with JavaScript the browser's location is added once it is known (or known to be unavailable)
  if (js()) await expect(page.locator("[data-location]")).not.toHaveAttribute("data-location", "pending");
  await page.getByRole("button", { name: kind }).click();
}

async function readPdf(body: Buffer): Promise<string> {
  const doc = await openPdf(body);
  try {
    let text = "";
    for (let n = 1; n <= doc.numPages; n++) {
      const content = await (await doc.getPage(n)).getTextContent();
      text += " " + content.items.map((i) => ("str" in i ? i.str : "")).join(" ");
    }
    return text.replace(/\s+/g, " ");
  } finally {
    await doc.destroy();
  }
}

test.describe("working time", () => {
  test.describe.configure({ mode: "serial" });
  test.afterEach(async ({ page }) => setClock(page, { reset: true }));

  test("the worker clocks in and out twice in a day and sees the day and week totals", async ({ page }) => {
    test.setTimeout(scaled(90_000));
    const worker = await edemarWorker();
    if (js()) {
      await page.context().grantPermissions(["geolocation"]);
      await page.context().setGeolocation({ latitude: 46.167, longitude: 8.7943 });
    }
    await setClock(page, { at: zurich("2026-03-10", "07:30") });
    // remember me: the session survives the clock moving through the day
    await signIn(page, worker.username, DEMO_PASSWORD, { remember: true });

    // the dashboard's clock button
    await page.goto("/app/profile/dashboard");
    await hydrated(page);
    await page.getByRole("button", { name: "Timbra entrata" }).click();
    await expect(page.locator("[data-flash]")).toContainText("Entrata registrata alle 07:30");
    await expect(page).toHaveURL(/\/app\/profile\/dashboard$/);
    await expect(page.getByRole("button", { name: "Timbra uscita" })).toBeVisible();

    await page.getByRole("link", { name: "Le mie timbrature" }).click();
    await expect(page).toHaveURL(/\/app\/profile\/stamping$/);
    // the browser gave its position: it goes with the next stamps
    if (js()) await expect(page.locator('[data-location="ok"]')).toBeVisible();
    await expect(page.locator("[data-clock-state]")).toHaveText("Sei in servizio");

    await setClock(page, { at: zurich("2026-03-10", "12:00") });
    await clock(page, "Timbra uscita");
    await expect(page.locator("[data-flash]")).toContainText("Uscita registrata alle 12:00");
    await expect(page.locator("[data-clock-state]")).toHaveText("Non sei in servizio");

    await setClock(page, { at: zurich("2026-03-10", "13:00") });
    if (!js()) await page.getByLabel("Luogo").selectOption({ label: "Edemar – Via Lago 3, Locarno" });
    await clock(page, "Timbra entrata");
    await expect(page.locator("[data-flash]")).toContainText("Entrata registrata alle 13:00");
    await setClock(page, { at: zurich("2026-03-10", "17:15") });
    await clock(page, "Timbra uscita");
    await expect(page.locator("[data-flash]")).toContainText("Uscita registrata alle 17:15");

    // today's stamps and total: 4:30 + 4:15, the hour between them shown as the pause, not deducted
    const today = page.locator('[data-list="today"]');
    await expect(today.locator("[data-stamp]")).toHaveCount(4);
    await expect(today).toContainText("07:30 Entrata");
    await expect(today).toContainText("17:15 Uscita");
    await expect(page.locator('[data-total="today"]')).toHaveText("8:45 h");
    const day = page.locator('[data-day="2026-03-10"]');
    await expect(day.locator('[data-worked="2026-03-10"]')).toHaveText("8:45 h");
    await expect(day).toContainText("1:00");
    // the week table and the month total
    const week = page.locator('[data-table="weeks"] tbody tr').filter({ hasText: "09.03.2026 – 15.03.2026" });
    await expect(week).toContainText("11");
    await expect(week).toContainText("8:45 h");
    await expect(page.locator('[data-total="month"]')).toHaveText("8:45 h");
  });

  test("HR corrects a stamp; a refused form keeps its values, a stale tab gets the conflict, the history keeps the original", async ({ page }) => {
    test.setTimeout(scaled(90_000));
    const worker = await edemarWorker();
    await setClock(page, { at: zurich("2026-03-10", "18:00") });
    await signIn(page, "hr");
    await page.goto("/app/hr/stamps?month=2026-03");
    await hydrated(page);
    await page.getByRole("searchbox", { name: "Cerca persona" }).fill(worker.name.split(" ")[0]);
    await page.getByRole("button", { name: "Mostra" }).click();
    // demo names repeat across companies: the link to this person's stamps
    await page.locator(`a[href^="/app/hr/users/${worker.id}/stamps"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`/app/hr/users/${worker.id}/stamps`));
    await expect(page.getByRole("heading", { level: 1, name: worker.name })).toBeVisible();
    await expect(page.locator('[data-worked="2026-03-10"]')).toHaveText("8:45 h");

    await page.getByRole("link", { name: "10.03.2026 07:30 Entrata" }).click();
    await expect(page).toHaveURL(/\/stamps\/\d+\/edit$/);
    const editUrl = page.url();
    const stampId = Number(editUrl.match(/stamps\/(\d+)\/edit/)?.[1]);
    const other = await page.context().newPage();
    await other.goto(editUrl);

    // bad input: no reason; the error beside the field, the time typed kept
    await hydrated(page);
    const time = page.locator("#correct-stamp-form-stampedAt-time");
    await time.fill("07:15");
    await page.getByRole("button", { name: "Salva" }).click();
    await expect(page.getByText("Indica il motivo")).toBeVisible();
    await expect(time).toHaveValue("07:15");

    // a time off the quarter hour: the time input steps by 15 minutes, the server refuses 07:07 beside the time
    await expect(time).toHaveAttribute("step", "900");
    await time.fill("07:07");
    await page.getByLabel("Motivo", { exact: true }).fill("Era in cantiere dalle 7:15");
    await page.getByRole("button", { name: "Salva" }).click();
    await expect(page.getByText("Scegli un orario a intervalli di 15 minuti (00, 15, 30, 45)")).toBeVisible();
    await expect(time).toHaveValue("07:07");
    await expect(page.getByLabel("Motivo", { exact: true })).toHaveValue("Era in cantiere dalle 7:15");

    // good input
    await hydrated(page);
    await time.fill("07:15");
    await page.getByLabel("Motivo", { exact: true }).fill("Era in cantiere dalle 7:15");
    await page.getByRole("button", { name: "Salva" }).click();
    await expect(page.locator("[data-flash]")).toContainText("Timbratura salvata con successo");
    await expect(page.locator('[data-worked="2026-03-10"]')).toHaveText("9:00 h");
    await expect(page.locator(`[data-stamp="${stampId}"]`)).toContainText("corretta (era Entrata 10.03.2026 07:30)");

    // the second tab still shows version 1
    await hydrated(other);
    await other.locator("#correct-stamp-form-stampedAt-time").fill("07:45");
    await other.getByLabel("Motivo", { exact: true }).fill("Altro motivo");
    await other.getByRole("button", { name: "Salva" }).click();
    await expect(other.getByRole("alert")).toContainText("Qualcun altro ha modificato questa timbratura");
    await expect(other.locator("#correct-stamp-form-stampedAt-time")).toHaveValue("07:45");
    await other.close();

    // the history: the original time and the correction, who made it and why
    await page.goto(`/app/hr/stamps/${stampId}/history`);
    await expect(page.locator('[data-field="originalStampedAt"]')).toContainText("10.03.2026 07:30");
    await expect(page.locator('[data-field="stampedAt"]')).toContainText("10.03.2026 07:15");
    await expect(page.locator('[data-field="reason"]')).toContainText("Era in cantiere dalle 7:15");
    const events = page.locator('tr[data-version="2"]');
    await expect(events).toContainText("Timbratura corretta");
    await expect(events).toContainText("10.03.2026 07:30 → 10.03.2026 07:15");
    await expect(page.locator('tr[data-version="1"]')).toContainText("Timbratura registrata");
    await expect(page.locator('tr[data-version="1"]')).toContainText(worker.name);
  });

  test("a forgotten clock-out is flagged, the worker proposes the time and HR accepts it (a refusal's reason over 500 characters refused first)", async ({ page }) => {
    test.setTimeout(scaled(90_000));
    const worker = await edemarWorker();
    await setClock(page, { at: zurich("2026-03-11", "07:40") });
    await signIn(page, worker.username, DEMO_PASSWORD, { remember: true });
    await page.goto("/app/profile/stamping");
    await clock(page, "Timbra entrata");
    await expect(page.locator("[data-flash]")).toContainText("Entrata registrata alle 07:40");

    // the next morning the day is flagged and offers the one-field proposal
    await setClock(page, { at: zurich("2026-03-12", "07:00") });
    await page.goto("/app/profile/stamping");
    const flagged = page.locator("[data-flagged]").filter({ hasText: "11.03.2026: entrata alle 07:40 senza uscita" });
    await expect(flagged).toBeVisible();
    await expect(page.locator('[data-day="2026-03-11"]')).toContainText("da completare");
    await hydrated(page);
    await flagged.getByLabel("Ora di Uscita").fill("25:00");
    await flagged.getByRole("button", { name: "Proponi" }).click();
    const again = page.locator("[data-flagged]").filter({ hasText: "11.03.2026" });
    await expect(again.getByText("Formato orario non valido")).toBeVisible();
    await expect(again.getByLabel("Ora di Uscita")).toHaveValue("25:00");
    await again.getByLabel("Ora di Uscita").fill("17:00");
    await again.getByRole("button", { name: "Proponi" }).click();
    await expect(page.locator("[data-flash]")).toContainText("Proposta inviata al personale (HR)");
    await expect(page.locator("[data-flagged]").filter({ hasText: "11.03.2026" })).toContainText("Uscita alle 17:00 proposta, in attesa di HR");
    await signOut(page);

    // HR sees the proposal and accepts it
    await signIn(page, "hr");
    await page.goto(`/app/hr/users/${worker.id}/stamps?month=2026-03`);
    const proposal = page.locator("[data-proposal]").filter({ hasText: "Uscita alle 17:00" });
    await expect(proposal).toContainText("completa Entrata 11.03.2026 07:40");
    // a refusal's reason stops at 500 characters; a longer one sent anyway is refused beside it, kept, nothing decided
    await hydrated(page);
    const reason = proposal.getByLabel("Motivo del rifiuto (facoltativo)");
    await expect(reason).toHaveAttribute("maxlength", "500");
    await reason.evaluate((el) => el.removeAttribute("maxlength"));
    await reason.fill("r".repeat(501));
    await proposal.getByRole("button", { name: /^Rifiuta/ }).click();
    const refused = page.locator("[data-proposal]").filter({ hasText: "Uscita alle 17:00" });
    await expect(refused.getByLabel("Motivo del rifiuto (facoltativo)")).toHaveAccessibleDescription("Testo troppo lungo: al massimo 500 caratteri");
    await expect(refused.getByLabel("Motivo del rifiuto (facoltativo)")).toHaveValue("r".repeat(501));
    await expect(page.locator("[data-flash]")).toHaveCount(0);
    await hydrated(page);
    await refused.getByRole("button", { name: /^Accetta/ }).click();
    await expect(page.locator("[data-flash]")).toContainText("Proposta accettata");
    await expect(page.locator("[data-proposal]")).toHaveCount(0);
    await expect(page.locator('[data-worked="2026-03-11"]')).toHaveText("9:20 h");
    await signOut(page);

    // the worker's day is complete
    await signIn(page, worker.username, DEMO_PASSWORD, { remember: true });
    await page.goto("/app/profile/stamping?month=2026-03");
    await expect(page.locator('[data-worked="2026-03-11"]')).toHaveText("9:20 h");
    await expect(page.locator("[data-flagged]")).toHaveCount(0);
    await expect(page.locator('[data-table="weeks"] tbody tr').filter({ hasText: "09.03.2026 – 15.03.2026" })).toContainText("18:20 h");
  });

  test("the stamping sheet PDF of the month lists those stamps and labels the weekends", async ({ page }) => {
    const worker = await edemarWorker();
    await setClock(page, { at: zurich("2026-03-12", "08:00") });
    await signIn(page, worker.username);
    await page.goto("/app/profile/stamping?month=2026-03");
    const link = page.getByRole("link", { name: "Foglio mensile marzo 2026 (PDF)" });
    await expect(link).toHaveAttribute("href", "/app/profile/stamping/sheet?month=2026-03");
    const r = await page.request.get("/app/profile/stamping/sheet?month=2026-03");
    expect(r.status()).toBe(200);
    expect(r.headers()["content-type"]).toBe("application/pdf");
    const text = await readPdf(await r.body());
    expect(text).toContain("Foglio timbrature mensile");
    expect(text).toContain(worker.name.split(", ").reverse().join(" "));
    expect(text).toMatch(/mar 10\.03\.2026 E 07:15 \* U 12:00 E 13:00 U 17:15 1:00 9:00/);
    expect(text).toMatch(/mer 11\.03\.2026 E 07:40 U 17:00 9:20/);
    expect(text).toMatch(/sab 14\.03\.2026 Fine settimana/);
    expect(text).toMatch(/dom 15\.03\.2026 Fine settimana/);
    expect(text).toMatch(/11 09\.03\.2026 – 15\.03\.2026 18:20/);
    expect(text).toContain("Totale marzo 2026: 18:20 h");
    expect(text).toMatch(/Stato al \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}, evento n\. \d+ delle timbrature di questo mese/);

    // HR prints the same person's sheet; another company's HR reader would get a 404, a malformed month the current one
    await signOut(page);
    await signIn(page, "hr");
    const hrSheet = await page.request.get(`/app/hr/users/${worker.id}/stamps/sheet?month=2026-03`);
    expect(hrSheet.status()).toBe(200);
    expect(await readPdf(await hrSheet.body())).toMatch(/mer 11\.03\.2026 E 07:40 U 17:00 9:20/);
    expect((await page.request.get("/app/hr/users/abc/stamps/sheet")).status()).toBe(404);
  });
  test("the clock records in turn: one button for the expected stamp; a second clock-in from a stale tab or the forgot path is refused", async ({ page }) => {
    test.setTimeout(scaled(90_000));
    const worker = await edemarWorker();
    // April, after the sheet's March: Zurich is UTC+2
    const april = (hhmm: string) => new Date(`2026-04-14T${hhmm}:00+02:00`).toISOString();
    await setClock(page, { at: april("07:30") });
    await signIn(page, worker.username, DEMO_PASSWORD, { remember: true });
    await page.goto("/app/profile/stamping");
    // two tabs opened before clocking in: they still offer the clock-in and "I forgot to clock in"
    const staleButton = await page.context().newPage();
    await staleButton.goto("/app/profile/stamping");
    const staleForgot = await page.context().newPage();
    await staleForgot.goto("/app/profile/stamping");

    // off duty: clock in is the one button; clock out only as "I forgot to clock in"
    await expect(page.locator("[data-clock-state]")).toHaveText("Non sei in servizio");
    await expect(page.getByRole("button", { name: "Timbra uscita" })).toHaveCount(0);
    await expect(page.locator("[data-forgot]")).toContainText("Ho dimenticato di timbrare l'entrata");
    await clock(page, "Timbra entrata");
    await expect(page.locator("[data-flash]")).toContainText("Entrata registrata alle 07:30");
    // on duty: clock out is the one button
    await expect(page.locator("[data-clock-state]")).toHaveText("Sei in servizio");
    await expect(page.getByRole("button", { name: "Timbra uscita" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Timbra entrata" })).toHaveCount(0);
    await expect(page.locator("[data-forgot]")).toContainText("Ho dimenticato di timbrare l'uscita");

    const refused = "Hai già timbrato l'entrata il 14.04.2026 alle 07:30: timbra prima l'uscita.";
    // the old form replayed from the stale tab
    await setClock(page, { at: april("07:40") });
    await clock(staleButton, "Timbra entrata");
    await expect(staleButton.getByRole("alert").filter({ hasText: refused })).toBeVisible();
    await staleButton.close();
    // the stale tab's "I forgot to clock in": a clock-out with a proposed clock-in, while clocked in
    await hydrated(staleForgot);
    await staleForgot.getByText("Ho dimenticato di timbrare l'entrata").click();
    await staleForgot.getByLabel("Ora di inizio del lavoro").fill("07:00");
    await staleForgot.getByRole("button", { name: "Registra l'uscita e proponi l'entrata" }).click();
    await expect(staleForgot.getByRole("alert").filter({ hasText: refused })).toBeVisible();
    await staleForgot.close();
    // neither was stored
    await page.reload();
    await expect(page.locator('[data-list="today"] [data-stamp]')).toHaveCount(1);
    await expect(page.locator("[data-clock-state]")).toHaveText("Sei in servizio");

    // "I forgot to clock out": a time before the clock-in says so, the time kept; then the proposal
    await setClock(page, { at: april("13:00") });
    await page.reload();
    await hydrated(page);
    await page.getByText("Ho dimenticato di timbrare l'uscita").click();
    const left = page.getByLabel("Ora in cui sei uscito");
    await left.fill("07:00");
    await page.getByRole("button", { name: "Proponi l'uscita" }).click();
    await expect(page.getByText("L'uscita deve venire dopo l'entrata delle 07:30")).toBeVisible();
    await expect(page.getByLabel("Ora in cui sei uscito")).toHaveValue("07:00");
    await page.getByLabel("Ora in cui sei uscito").fill("12:00");
    await page.getByRole("button", { name: "Proponi l'uscita" }).click();
    await expect(page.locator("[data-flash]")).toContainText("Proposta inviata al personale (HR)");
    // the proposal ends the shift for the clock: clock in is the button again
    await expect(page.locator("[data-clock-state]")).toHaveText("Non sei in servizio");
    await expect(page.getByRole("button", { name: "Timbra entrata" })).toBeVisible();
    await clock(page, "Timbra entrata");
    await expect(page.locator("[data-flash]")).toContainText("Entrata registrata alle 13:00");
  });
});

test.describe("working-hours rules and daily hours", () => {
  // the daily-hours test moves the clock: the next file's tests run on today's
  test.afterEach(async ({ page }) => setClock(page, { reset: true }));
  test("HR creates and changes a rule: errors beside the fields with the values kept, then saved; a duplicate refused; removed from the list", async ({ page }) => {
    test.setTimeout(scaled(120_000));
    // a rule naming only this project's Edemar worker, so no other test's leave takes its hours
    const worker = await edemarWorker();
    await signIn(page, "hr");
    await page.goto("/app/hr/working-hours");
    await page.getByRole("link", { name: "Nuovo orario" }).click();
    await expect(page).toHaveURL(/\/app\/hr\/working-hours\/new$/);
    await hydrated(page);
    await page.getByLabel("Azienda", { exact: true }).selectOption({ label: "Edemar" });
    await page.getByLabel("Inizio inverno").fill("7:32");
    await page.getByLabel("Fine inverno").fill("16:30");
    await page.getByLabel("Inizio estate").fill("07:00");
    await page.getByLabel("Solo le persone scelte").check();
    await page.getByRole("button", { name: "Salva" }).click();
    await expect(page.getByRole("alert")).toContainText("Orario di lavoro non salvato");
    await expect(page.getByText("Usa passi di 5 minuti")).toBeVisible();
    await expect(page.getByText("Campo obbligatorio")).toBeVisible();
    await expect(page.getByText("Scegli almeno una persona")).toBeVisible();
    await expect(page.getByLabel("Inizio inverno")).toHaveValue("7:32");
    await expect(page.getByLabel("Fine inverno")).toHaveValue("16:30");
    await expect(page.getByLabel("Solo le persone scelte")).toBeChecked();

    await page.getByLabel("Inizio inverno").fill("07:35");
    await page.getByLabel("Fine estate").fill("16:05");
    await page.getByRole("group", { name: "Edemar", exact: true }).getByLabel(worker.name, { exact: true }).check();
    await page.getByRole("button", { name: "Salva" }).click();
    await expect(page.locator("[data-flash]")).toContainText("Orario di lavoro salvato");
    const row = page.getByRole("row").filter({ hasText: worker.name });
    await expect(row).toContainText("Edemar");
    await expect(row).toContainText("07:35 – 16:30");
    await expect(row).toContainText("07:00 – 16:05");

    await row.getByRole("link", { name: /^Modifica/ }).click();
    // with JavaScript the navigation is client-side: wait for it before taking the URL
    await expect(page).toHaveURL(/\/app\/hr\/working-hours\/\d+\/edit$/);
    const editUrl = page.url();
    const other = await page.context().newPage();
    await other.goto(editUrl);
    await hydrated(page);
    await page.getByLabel("Fine inverno").fill("16:45");
    await page.getByRole("button", { name: "Salva" }).click();
    await expect(page.locator("[data-flash]")).toContainText("Orario di lavoro salvato");
    await expect(page.getByRole("row").filter({ hasText: worker.name })).toContainText("07:35 – 16:45");

    // a second tab with the old version gets the conflict, its values kept
    await hydrated(other);
    await other.getByLabel("Fine inverno").fill("17:00");
    await other.getByRole("button", { name: "Salva" }).click();
    await expect(other.getByRole("alert")).toContainText("Qualcun altro ha modificato questo orario");
    await expect(other.getByLabel("Fine inverno")).toHaveValue("17:00");
    await other.close();

    // a second rule for the same person is refused at the top, the values kept
    await page.goto("/app/hr/working-hours/new");
    await hydrated(page);
    await page.getByLabel("Azienda", { exact: true }).selectOption({ label: "Edemar" });
    await page.getByLabel("Inizio inverno").fill("08:00");
    await page.getByLabel("Fine inverno").fill("17:00");
    await page.getByLabel("Inizio estate").fill("07:30");
    await page.getByLabel("Fine estate").fill("16:30");
    await page.getByLabel("Solo le persone scelte").check();
    await page.getByRole("group", { name: "Edemar", exact: true }).getByLabel(worker.name, { exact: true }).check();
    await page.getByRole("button", { name: "Salva" }).click();
    await expect(page.getByRole("alert")).toContainText("Esiste già un orario di lavoro per le stesse persone di questa azienda");
    await expect(page.getByLabel("Inizio inverno")).toHaveValue("08:00");
    await expect(page.getByRole("group", { name: "Edemar", exact: true }).getByLabel(worker.name, { exact: true })).toBeChecked();

    // the list's remove button leads to the confirmation; cancelling returns to the list
    await page.goto("/app/hr/working-hours");
    await page.getByRole("row").filter({ hasText: worker.name }).getByRole("button", { name: /^Elimina/ }).click();
    await expect(page.getByRole("alertdialog")).toContainText("Eliminare l'orario di lavoro?");
    await page.getByRole("link", { name: "Annulla" }).click();
    await expect(page).toHaveURL(/\/app\/hr\/working-hours$/);
    await page.getByRole("row").filter({ hasText: worker.name }).getByRole("button", { name: /^Elimina/ }).click();
    await page.getByRole("button", { name: "Sì, elimina" }).click();
    await expect(page.locator("[data-flash]")).toContainText("Orario di lavoro eliminato");
    await expect(page.getByRole("row").filter({ hasText: worker.name })).toHaveCount(0);
  });

  test("HR records a person's daily hours on a site; the same hours again are refused", async ({ page }) => {
    const worker = await edemarWorker();
    await setClock(page, { at: "2026-03-20T12:00:00Z" });
    await signIn(page, "hr");
    await page.goto(`/app/hr/users/${worker.id}/profile`);
    await page.getByRole("link", { name: "Ore giornaliere" }).click();
    await expect(page).toHaveURL(new RegExp(`/app/hr/users/${worker.id}/dailyHours$`));
    await page.getByRole("link", { name: "Registra ore" }).click();
    await hydrated(page);
    const day = test.info().project.name === "nojs" ? "17.03.2026" : "16.03.2026";
    await page.locator("#daily-hours-form-startAt").fill(day);
    await page.locator("#daily-hours-form-startAt-time").fill("07:30");
    await page.locator("#daily-hours-form-endAt").fill(day);
    await page.locator("#daily-hours-form-endAt-time").fill("07:00");
    await page.getByLabel("Descrizione").fill("Posa serramenti");
    await page.getByRole("button", { name: "Salva" }).click();
    await expect(page.getByText("Scegli un cantiere", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Descrizione")).toHaveValue("Posa serramenti");

    await page.locator("#daily-hours-form-siteId").selectOption({ index: 1 });
    await page.getByRole("button", { name: "Salva" }).click();
    await expect(page.getByText("L'inizio non può essere dopo la fine")).toBeVisible();
    await page.locator("#daily-hours-form-endAt-time").fill("16:15");
    await page.getByRole("button", { name: "Salva" }).click();
    await expect(page.locator("[data-flash]")).toContainText("Ore giornaliere salvate con successo");
    await expect(page.getByRole("row").filter({ hasText: day })).toContainText("8:45 h");
    await expect(page.getByRole("row").filter({ hasText: day })).toContainText("Posa serramenti");

    // the same hours again (same day, site and times) are refused, the values kept
    await page.getByRole("link", { name: "Registra ore" }).click();
    await hydrated(page);
    await page.locator("#daily-hours-form-startAt").fill(day);
    await page.locator("#daily-hours-form-startAt-time").fill("07:30");
    await page.locator("#daily-hours-form-endAt").fill(day);
    await page.locator("#daily-hours-form-endAt-time").fill("16:15");
    await page.locator("#daily-hours-form-siteId").selectOption({ index: 1 });
    await page.getByLabel("Descrizione").fill("Di nuovo");
    await page.getByRole("button", { name: "Salva" }).click();
    await expect(page.getByRole("alert")).toContainText("Queste ore sono già registrate");
    await expect(page.getByLabel("Descrizione")).toHaveValue("Di nuovo");
    await page.goto(`/app/hr/users/${worker.id}/dailyHours?month=2026-03`);
    await expect(page.getByRole("row").filter({ hasText: day })).toHaveCount(1);
  });
});
