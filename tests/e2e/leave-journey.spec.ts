// The Leave issue's "Done when", end to end, with JavaScript off (nojs) and on (js): the employee
// requests a holiday, sees it PENDING and the pending hours in the balance, edits it; HR approves
// it from the list (the same approval POST sent again stores nothing more); the employee sees
// APPROVED, the balance moves, and editing answers edit_allow_only_on_pending; the absence PDF
// downloads and names the person and the dates; the history shows the events with their actors and
// replays the pending state.
import { expect, hydrated, setClock, signIn, signOut, test } from "./fixtures";
import { freshStaff, leaveEvents, pdfText, personNamed } from "./people";
import { scaled } from "../time-scale";

test.describe("leave, end to end", () => {
  test.afterEach(async ({ page }) => setClock(page, { reset: true }));

  test("request, edit, approval by HR, the balance, the PDF and the history", async ({ page }) => {
    test.setTimeout(scaled(120_000));
    const [person] = await freshStaff(1);
    const hr = await personNamed("hr");
    await setClock(page, { at: "2026-05-04T07:00:00Z" });

    // the employee requests a holiday: PENDING, and its hours pending in the balance
    await signIn(page, person.username);
    await page.goto("/app/profile/leaves");
    const pending = page.locator('[data-balance="pending"]');
    const taken = page.locator('[data-balance="taken"]');
    const remaining = page.locator('[data-balance="remaining"]');
    await expect(pending).toHaveText("0:00 h");
    await expect(taken).toHaveText("0:00 h");
    const allowance = (await remaining.textContent()) ?? "";
    expect(allowance).toMatch(/^(160|200):00 h$/);
    await page.getByRole("link", { name: "Nuova richiesta" }).click();
    await hydrated(page);
    await page.getByLabel("Tipo di assenza").selectOption({ label: "Vacanza" });
    await page.getByRole("radio", { name: "Giornate intere" }).check();
    await page.getByLabel("Primo giorno").fill("2026-06-22");
    await page.getByLabel("Ultimo giorno").fill("2026-06-24");
    await page.getByLabel("Descrizione").fill("Matrimonio di mia sorella");
    await page.getByRole("button", { name: "Salva" }).click();
    await expect(page.locator("[data-flash]")).toContainText("Assenza salvata con successo");
    const row = page.getByRole("row").filter({ hasText: "22.06.2026" });
    await expect(row).toContainText("In attesa");
    await expect(pending).toHaveText("24:00 h");

    // …and edits it: one more day
    await row.getByRole("link", { name: /^Modifica/ }).click();
    await expect(page).toHaveURL(/\/app\/profile\/leaves\/\d+\/edit$/);
    const leaveId = Number(page.url().match(/leaves\/(\d+)\/edit/)?.[1]);
    await hydrated(page);
    await page.getByLabel("Ultimo giorno").fill("2026-06-25");
    await page.getByRole("button", { name: "Salva" }).click();
    await expect(page.locator("[data-flash]")).toContainText("Assenza salvata con successo");
    await expect(pending).toHaveText("32:00 h");
    await expect(page.getByRole("row").filter({ hasText: "22.06.2026" })).toContainText("25.06.2026");
    await signOut(page);

    // HR approves it from the list
    await setClock(page, { at: "2026-05-05T08:30:00Z" });
    await signIn(page, "hr");
    await page.goto(`/app/hr/leave-requests?status=PENDING&person=${person.id}`);
    const hrRow = page.getByRole("table", { name: "Richieste di assenza" }).locator("tbody tr").filter({ has: page.getByRole("link", { name: String(leaveId), exact: true }) });
    await expect(hrRow).toContainText("In attesa");
    await expect(hrRow).toContainText("32:00 h");
    await hydrated(page);
    const approveForm = hrRow.locator("form").filter({ has: page.getByRole("button", { name: /^Approva:/ }) });
    const fields = Object.fromEntries(
      await Promise.all(["csrf", "intent", "leaveId", "commandId", "expectedVersion"].map(async (n) => [n, await approveForm.locator(`input[name="${n}"]`).inputValue()])),
    );
    await hrRow.getByRole("button", { name: /^Approva:/ }).click();
    await expect(page.locator("[data-flash]")).toContainText(`Richiesta n. ${leaveId} di ${person.name} approvata`);
    // the same approval POST once more (Back + resubmit): nothing new is stored
    const again = await page.request.post("/app/hr/leave-requests?index", { form: fields, maxRedirects: 0 });
    expect(again.status()).toBe(303);
    expect((await leaveEvents(leaveId)).map((e) => e.type)).toEqual(["LeaveRequested", "LeaveRequestEdited", "LeaveApproved"]);
    await page.goto(`/app/hr/leave-requests?person=${person.id}`);
    await expect(hrRow).toContainText("Approvata");
    await expect(hrRow.getByRole("button")).toHaveCount(0);
    await signOut(page);

    // the employee sees APPROVED; the hours moved from pending to taken
    await signIn(page, person.username);
    await page.goto("/app/profile/leaves");
    await expect(page.getByRole("row").filter({ hasText: "22.06.2026" })).toContainText("Approvata");
    await expect(pending).toHaveText("0:00 h");
    await expect(taken).toHaveText("32:00 h");
    const [h] = allowance.split(":");
    await expect(remaining).toHaveText(`${Number(h) - 32}:00 h`);

    // editing now answers edit_allow_only_on_pending: on the page, and to a POST
    await page.goto(`/app/profile/leaves/${leaveId}/edit`);
    await expect(page.getByRole("alert")).toHaveText("Solo una richiesta in attesa può essere modificata");
    await expect(page.getByRole("button", { name: "Salva" })).toHaveCount(0);
    const csrf = await page.locator('input[name="csrf"]').first().inputValue();
    const refused = await page.request.post(`/app/profile/leaves/${leaveId}/edit`, {
      form: { csrf, intent: "edit-leave-request", type: "1", shape: "allDay", startDate: "2026-06-22", endDate: "2026-06-26" },
      maxRedirects: 0,
    });
    expect(refused.status()).toBe(422);
    expect(await refused.text()).toContain("Solo una richiesta in attesa può essere modificata");
    expect((await leaveEvents(leaveId)).length).toBe(3);

    // the absence PDF downloads and names the person and the dates
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "PDF (Italiano)" }).click()]);
    const text = await pdfText(download);
    expect(text).toContain(`${person.firstName} ${person.lastName}`);
    expect(text).toContain("22.06.2026");
    expect(text).toContain("25.06.2026");
    expect(text).toContain("Approvata");
    expect(text).toContain(`${hr.firstName} ${hr.lastName}`);
    expect(text).toContain("4 giorni (32 ore)");

    // the history: the events with their actors, and the pending state replayed
    await page.getByRole("link", { name: "Cronologia" }).click();
    const events = page.getByRole("table", { name: "Cronologia: 3 eventi" });
    await expect(events.locator('tr[data-version="1"]')).toContainText("Richiesta registrata");
    await expect(events.locator('tr[data-version="1"]')).toContainText(person.name);
    await expect(events.locator('tr[data-version="3"]')).toContainText("Richiesta approvata");
    await expect(events.locator('tr[data-version="3"]')).toContainText(hr.name);
    await expect(events.locator('tr[data-version="3"]')).toContainText("05.05.2026 10:30");
    await expect(page.locator('[data-field="status"]')).toHaveText(/Approvata/);
    await events.locator('tr[data-version="2"]').getByRole("link", { name: /Mostra lo stato dopo l'evento 2/ }).click();
    await expect(page.getByRole("heading", { name: "Stato alla versione 2 di 3" })).toBeVisible();
    await expect(page.locator('[data-field="status"]')).toHaveText(/In attesa/);
    await expect(page.locator('[data-field="to"]')).toHaveText(/25\.06\.2026/);
    await expect(page.locator('[data-field="decidedBy"]')).toHaveText(/—/);
  });
});
