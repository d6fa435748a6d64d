// History and replay, with JavaScript on and off: a person's own request's history (who, when,
// what changed, the state after a chosen event), the auditor's event log filtered down to it, and
// HR's history of the same request; someone else's history is a 404.
import { expect, hydrated, setClock, signIn, signOut, test } from "./fixtures";
import { freshStaff } from "./people";
import { scaled } from "../time-scale";

test.describe("history and the audit log", () => {
  test.afterEach(async ({ page }) => setClock(page, { reset: true }));

  test("a request's history replays it; the auditor finds it in the log", async ({ page }) => {
    test.setTimeout(scaled(90_000));
    const [person] = await freshStaff(1);
    await setClock(page, { at: "2026-05-04T08:00:00Z" });
    await signIn(page, person.username);

    // a request, then an edit
    await page.goto("/app/profile/leaves/new");
    await hydrated(page);
    await page.getByLabel("Tipo di assenza").selectOption({ label: "Vacanza" });
    await page.getByRole("radio", { name: "Giornate intere" }).check();
    await page.getByLabel("Primo giorno").fill("2026-06-08");
    await page.getByLabel("Ultimo giorno").fill("2026-06-09");
    await page.getByRole("button", { name: "Salva" }).click();
    await expect(page.locator("[data-flash]")).toContainText("Assenza salvata con successo");
    await page.getByRole("row").filter({ hasText: "08.06.2026" }).getByRole("link", { name: /^Modifica/ }).click();
    await expect(page).toHaveURL(/\/app\/profile\/leaves\/\d+\/edit$/);
    const leaveId = Number(page.url().match(/leaves\/(\d+)\/edit/)?.[1]);
    await hydrated(page);
    await page.getByLabel("Ultimo giorno").fill("2026-06-10");
    await page.getByRole("button", { name: "Salva" }).click();
    await expect(page.locator("[data-flash]")).toContainText("Assenza salvata con successo");

    // the history: both events, who and what changed; the state now and after the first event
    await page.getByRole("row").filter({ hasText: "08.06.2026" }).getByRole("link", { name: /^Cronologia/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Cronologia della richiesta n. ${leaveId}` })).toBeVisible();
    const events = page.getByRole("table", { name: "Cronologia: 2 eventi" });
    await expect(events.locator("tbody tr")).toHaveCount(2);
    await expect(events.locator('tr[data-version="1"]')).toContainText("Richiesta registrata");
    await expect(events.locator('tr[data-version="1"]')).toContainText(person.name);
    await expect(events.locator('tr[data-version="2"]')).toContainText("Richiesta modificata");
    await expect(events.locator('tr[data-version="2"]')).toContainText("09.06.2026 → 10.06.2026");
    await expect(page.getByRole("heading", { name: "Stato attuale" })).toBeVisible();
    await expect(page.locator('[data-field="to"]')).toContainText("10.06.2026");

    await events.locator('tr[data-version="1"]').getByRole("link", { name: "Mostra lo stato dopo l'evento 1" }).click();
    await expect(page.getByRole("heading", { name: "Stato alla versione 1 di 2" })).toBeVisible();
    await expect(page.locator('[data-field="to"]')).toContainText("09.06.2026");
    await expect(page.locator('[data-field="status"]')).toContainText("In attesa");
    await expect(page.locator('[data-field="editedBy"]')).toContainText("—");
    // the chooser form does the same without a link
    await page.getByLabel("Mostra lo stato dopo l'evento", { exact: true }).selectOption("2");
    await page.getByRole("button", { name: "Mostra", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Stato attuale" })).toBeVisible();
    await signOut(page);

    // someone else's request is not found on the own-leave routes
    await signIn(page, "employee");
    expect((await page.goto(`/app/profile/leaves/${leaveId}/history`))?.status()).toBe(404);
    for (const bad of ["abc", "0", "99999999999999999999"]) expect((await page.goto(`/app/profile/leaves/${bad}/history`))?.status(), bad).toBe(404);
    await page.goto("/app/profile/dashboard");
    await signOut(page);

    // the auditor: the log, filtered to this person's leave events, each row to the record's history at that event
    await signIn(page, "auditor");
    await page.getByRole("link", { name: "Registro eventi" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Registro eventi" })).toBeVisible();
    const filters = page.getByRole("search", { name: "Filtri del registro" });
    await filters.getByLabel("Tipo di elemento").selectOption({ label: "Richiesta di assenza" });
    await filters.getByLabel("Chi").selectOption(String(person.id));
    await filters.getByRole("button", { name: "Filtra" }).click();
    await expect(page).toHaveURL(/type=leave/);
    const log = page.getByRole("table", { name: "Eventi" });
    await expect(log.locator("tbody tr")).toHaveCount(2);
    await expect(log.locator("tbody tr").first()).toContainText("Richiesta modificata");
    await expect(log.locator("tbody tr").nth(1)).toContainText("Richiesta registrata");
    await log.getByRole("link", { name: `Richiesta di assenza n. ${leaveId} (versione 1)` }).click();
    await expect(page).toHaveURL(new RegExp(`/app/hr/leave-requests/${leaveId}/history\\?at=1$`));
    await expect(page.getByRole("heading", { level: 1, name: `Richiesta di assenza n. ${leaveId} · ${person.name}` })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Stato alla versione 1 di 2" })).toBeVisible();

    // a record type without its own page: the generic history of the raw stream
    await page.goto(`/app/audit?type=person&actor=0`);
    await expect(log.locator("tbody tr").first()).toContainText("Sistema");
    await log.locator("tbody tr").first().getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1, name: /^Cronologia: Persona n\. \d+$/ })).toBeVisible();
    await expect(page.locator('[data-field="companyCode"]')).toBeVisible();

    // bad filters never fail the page
    expect((await page.goto("/app/audit?type=x&event=%27&actor=-1&from=2026-02-30&before=abc"))?.status()).toBe(200);
    expect((await page.goto("/app/audit/records/leave/abc"))?.status()).toBe(404);
    expect((await page.goto("/app/audit/records/Bad%20Type/1"))?.status()).toBe(404);
  });

  test("without read audit, hr or leave: the log and HR histories are refused", async ({ page }) => {
    await signIn(page, "worker");
    expect((await page.goto("/app/audit"))?.status()).toBe(403);
    // the route admits delegates (read profile); a request no delegation of theirs covers is outside their scope
    expect((await page.goto("/app/hr/leave-requests/1/history"))?.status()).toBe(404);
  });
});
