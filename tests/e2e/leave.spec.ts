// The employee's own leave, with JavaScript on and off: bad input keeps the values, a holiday
// request shows PENDING and its hours in the balance, an edit (and a stale second tab's conflict),
// a withdrawal after confirmation, and the lines that explain the balance.
import postgres from "postgres";
import { expect, hydrated, setClock, signIn, test } from "./fixtures";
import { scaled } from "../time-scale";

/** A sitaf staff person with working hours and no NO_LEAVE; one per project so js and nojs never collide. */
async function employee(projectName: string): Promise<{ username: string; id: number }> {
  const sql = postgres(process.env.E2E_DATABASE_URL as string, { max: 1, onnotice: () => {} });
  try {
    const rows = await sql<{ id: number; username: string }[]>`
      SELECT id, username FROM person_list
      WHERE company_code = 'sitaf' AND role IN ('WORKER', 'EMPLOYEE', 'INTERIM', 'ASSOCIATE') AND username IS NOT NULL
        AND active AND NOT erased AND NOT ('NO_LEAVE' = ANY(capabilities)) AND winter_start IS NOT NULL
      ORDER BY id DESC`;
    const r = rows[projectName === "js" ? 0 : 1];
    return { username: r.username, id: Number(r.id) };
  } finally {
    await sql.end();
  }
}

test.describe("my leave", () => {
  test.afterEach(async ({ page }) => setClock(page, { reset: true }));

  test("request, keep values on bad input, edit, conflict, withdraw, and the balance explained", async ({ page }) => {
    test.setTimeout(scaled(90_000));
    const person = await employee(test.info().project.name);
    await setClock(page, { at: "2026-03-10T09:00:00Z" });
    await signIn(page, person.username);
    await page.goto("/app/profile/dashboard");
    await page.getByRole("link", { name: "Le mie assenze" }).click();
    await expect(page).toHaveURL(/\/app\/profile\/leaves$/);
    await expect(page.getByRole("heading", { name: "Saldo vacanze 2026" })).toBeVisible();
    await expect(page.getByText("Calcolato per il 10.03.2026")).toBeVisible();
    const pending = page.locator('[data-balance="pending"]');
    await expect(pending).toHaveText("0:00 h");

    // bad input: the start after the end; the error beside the field, every value kept
    await page.getByRole("link", { name: "Nuova richiesta" }).click();
    await expect(page).toHaveURL(/\/app\/profile\/leaves\/new$/);
    await hydrated(page);
    await page.getByLabel("Tipo di assenza").selectOption({ label: "Vacanza" });
    await page.getByLabel("Inizio", { exact: true }).fill("2026-04-14T08:00");
    await page.getByLabel("Fine", { exact: true }).fill("2026-04-13T12:00");
    await page.getByLabel("Descrizione").fill("Pasqua in Ticino");
    await page.getByRole("button", { name: "Salva" }).click();
    await expect(page.getByText("L'inizio non può essere dopo la fine")).toBeVisible();
    await expect(page.getByLabel("Inizio", { exact: true })).toHaveValue("2026-04-14T08:00");
    await expect(page.getByLabel("Tipo di assenza")).toHaveValue("1");
    await expect(page.getByLabel("Descrizione")).toHaveValue("Pasqua in Ticino");

    // good input: two whole days, Monday and Tuesday
    await page.getByRole("radio", { name: "Giornate intere" }).check();
    await page.getByLabel("Primo giorno").fill("2026-04-13");
    await page.getByLabel("Ultimo giorno").fill("2026-04-14");
    await page.getByRole("button", { name: "Salva" }).click();
    await expect(page.locator("[data-flash]")).toContainText("Assenza salvata con successo");
    await expect(page).toHaveURL(/\/app\/profile\/leaves\?year=2026$/);
    const easter = page.getByRole("row").filter({ hasText: "13.04.2026" });
    await expect(easter).toContainText("In attesa");
    await expect(easter).toContainText("16:00 h");
    await expect(pending).toHaveText("16:00 h");

    // edit it; a second tab with the old version then gets the conflict message
    await easter.getByRole("link", { name: /^Modifica/ }).click();
    await expect(page).toHaveURL(/\/app\/profile\/leaves\/\d+\/edit$/);
    const editUrl = page.url();
    const other = await page.context().newPage();
    await other.goto(editUrl);
    await hydrated(page);
    await expect(page.getByLabel("Primo giorno")).toHaveValue("2026-04-13");
    await expect(page.getByLabel("Descrizione")).toHaveValue("Pasqua in Ticino");
    await page.getByLabel("Ultimo giorno").fill("2026-04-15");
    await page.getByRole("button", { name: "Salva" }).click();
    await expect(page.locator("[data-flash]")).toContainText("Assenza salvata con successo");
    await expect(pending).toHaveText("24:00 h");

    await hydrated(other);
    await other.getByLabel("Ultimo giorno").fill("2026-04-17");
    await other.getByRole("button", { name: "Salva" }).click();
    await expect(other.getByRole("alert")).toContainText("Qualcun altro ha modificato questa richiesta");
    await expect(other.getByLabel("Ultimo giorno")).toHaveValue("2026-04-17");
    await other.close();

    // a second request, some hours on one day, then withdrawn after the confirmation
    await page.getByRole("link", { name: "Nuova richiesta" }).click();
    await hydrated(page);
    await page.getByLabel("Tipo di assenza").selectOption({ label: "Vacanza" });
    await page.getByRole("radio", { name: "Ore in un giorno" }).check();
    await page.getByLabel("Giorno", { exact: true }).fill("2026-05-04");
    await page.getByLabel("Ore", { exact: true }).selectOption("2");
    await page.getByLabel("Minuti", { exact: true }).selectOption("30");
    await page.getByRole("button", { name: "Salva" }).click();
    await expect(page.locator("[data-flash]")).toContainText("Assenza salvata con successo");
    await expect(pending).toHaveText("26:30 h");

    const may = page.getByRole("row").filter({ hasText: "04.05.2026" });
    await hydrated(page);
    await may.getByRole("link", { name: "Ritira" }).click();
    await expect(page.getByText("Il ritiro è definitivo")).toBeVisible();
    await page.getByRole("button", { name: "Sì, ritira" }).click();
    await expect(page.locator("[data-flash]")).toContainText("Richiesta ritirata");
    await expect(page.getByRole("row").filter({ hasText: "04.05.2026" })).toContainText("Ritirata");
    await expect(page.getByRole("row").filter({ hasText: "04.05.2026" }).getByRole("link", { name: "Ritira" })).toHaveCount(0);
    await expect(pending).toHaveText("24:00 h");

    // the lines behind the numbers
    await page.getByRole("link", { name: "Perché?" }).click();
    await expect(page).toHaveURL(/\/app\/profile\/leaves\/balance$/);
    await expect(page.getByRole("heading", { name: "Come è calcolato il saldo 2026" })).toBeVisible();
    const lines = page.getByRole("table");
    await expect(lines.getByRole("row").filter({ hasText: "13.04.2026" })).toContainText("24:00 h");
    await expect(lines.getByRole("row").filter({ hasText: "13.04.2026" })).toContainText("In attesa");
    await expect(lines.getByRole("row").filter({ hasText: "04.05.2026" })).toContainText("Non conta");
    await expect(lines.getByRole("row").filter({ hasText: "04.05.2026" })).toContainText("Ritirata");
  });

  test("a person who may not request leave is told why instead of a form; a request posted anyway is refused", async ({ page }) => {
    await signIn(page, "auditor");
    const r = await page.goto("/app/profile/leaves/new");
    expect(r?.status()).toBe(200);
    await expect(page.getByRole("heading", { name: "Non puoi richiedere assenze" })).toBeVisible();
    await expect(page.getByText("Come revisore consulti i dati ma non richiedi assenze")).toBeVisible();
    await expect(page.getByLabel("Tipo di assenza")).toHaveCount(0);
    const csrf = await page.locator('input[name="csrf"]').first().inputValue();
    const refused = await page.request.post("/app/profile/leaves/new", { form: { csrf, commandId: crypto.randomUUID(), type: "3", shape: "allDay", startDate: "2026-06-01", endDate: "2026-06-01" }, maxRedirects: 0 });
    expect(refused.status()).toBe(403);
  });

  test("someone else's, a malformed or an unknown leave id is not found", async ({ page }) => {
    const person = await employee(test.info().project.name);
    await signIn(page, person.username);
    for (const id of ["abc", "999999", "1.5"]) {
      const r = await page.goto(`/app/profile/leaves/${id}/edit`);
      expect(r?.status(), id).toBe(404);
    }
  });
});
