// Issue 37: an auditor replays a leave request at a date and time, with JavaScript on and off: before
// its approval it was pending and the person's balance counted it pending; after, it was approved,
// by whom and when, and the balance counted it taken. Then the absence form of that version names
// its event and links back to this history.
import { expect, hydrated, setClock, signIn, signOut, test } from "./fixtures";
import { freshStaff, personNamed } from "./people";
import { scaled } from "../time-scale";

test.describe("a record's state at a date and time", () => {
  test.afterEach(async ({ page }) => setClock(page, { reset: true }));

  test("the auditor sees a leave pending before its approval and approved after, with the balance of each moment", async ({ page }) => {
    test.setTimeout(scaled(120_000));
    const [person] = await freshStaff(1);
    const hr = await personNamed("hr");

    // requested on Monday 4 May 2026 at 09:00 (Zurich): three days of holiday in June
    await setClock(page, { at: "2026-05-04T07:00:00Z" });
    await signIn(page, person.username);
    await page.goto("/app/profile/leaves/new");
    await hydrated(page);
    await page.getByLabel("Tipo di assenza").selectOption({ label: "Vacanza" });
    await page.getByRole("radio", { name: "Giornate intere" }).check();
    await page.getByLabel("Primo giorno").fill("2026-06-22");
    await page.getByLabel("Ultimo giorno").fill("2026-06-24");
    await page.getByRole("button", { name: "Salva" }).click();
    await expect(page.locator("[data-flash]")).toContainText("Assenza salvata con successo");
    const row = page.getByRole("row").filter({ hasText: "22.06.2026" });
    await row.getByRole("link", { name: /^Modifica/ }).click();
    await expect(page).toHaveURL(/\/app\/profile\/leaves\/\d+\/edit$/);
    const leaveId = Number(page.url().match(/leaves\/(\d+)\/edit/)?.[1]);
    await signOut(page);

    // approved by HR on Tuesday 5 May at 10:30
    await setClock(page, { at: "2026-05-05T08:30:00Z" });
    await signIn(page, "hr");
    await page.goto(`/app/hr/leave-requests?status=PENDING&person=${person.id}`);
    const hrRow = page.getByRole("table", { name: "Richieste di assenza" }).locator("tbody tr").filter({ has: page.getByRole("link", { name: String(leaveId), exact: true }) });
    await hydrated(page);
    await hrRow.getByRole("button", { name: /^Approva:/ }).click();
    await expect(page.locator("[data-flash]")).toContainText(`Richiesta n. ${leaveId} di ${person.name} approvata`);
    await signOut(page);

    await setClock(page, { at: "2026-05-20T08:00:00Z" });
    await signIn(page, "auditor");
    await page.goto(`/app/hr/leave-requests/${leaveId}/history`);
    const stateAt = page.locator("[data-state-at]");
    const balance = page.locator("[data-balance-as-of]");

    // Monday at noon: requested, not yet decided; the balance of that moment counts it pending
    await page.getByLabel("Stato a una data e ora").fill("2026-05-04T12:00");
    await page.getByRole("button", { name: "Mostra a quella data" }).click();
    await expect(page).toHaveURL(/[?&]when=2026-05-04T12(%3A|:)00/);
    await expect(page.getByRole("heading", { name: "Stato al 04.05.2026 12:00" })).toBeVisible();
    await expect(stateAt.locator('[data-field="status"]')).toContainText("In attesa");
    await expect(stateAt.locator('[data-field="decidedBy"]')).not.toContainText(hr.lastName);
    await expect(balance.getByRole("heading", { name: `Saldo vacanze 2026 di ${person.name} al 04.05.2026 12:00` })).toBeVisible();
    await expect(balance.locator('[data-balance="pending"]')).toHaveText("24:00 h");
    await expect(balance.locator('[data-balance="taken"]')).toHaveText("0:00 h");
    await expect(balance.locator(`tr[data-leave-id="${leaveId}"]`)).toContainText("In attesa");
    // the field keeps the moment chosen
    await expect(page.getByLabel("Stato a una data e ora")).toHaveValue("2026-05-04T12:00");

    // Tuesday at noon: approved, by HR at 10:30; the balance of that moment counts it taken
    await page.getByLabel("Stato a una data e ora").fill("2026-05-05T12:00");
    await page.getByRole("button", { name: "Mostra a quella data" }).click();
    await expect(page.getByRole("heading", { name: "Stato al 05.05.2026 12:00" })).toBeVisible();
    await expect(stateAt.locator('[data-field="status"]')).toContainText("Approvata");
    await expect(stateAt.locator('[data-field="decidedBy"]')).toContainText(hr.lastName);
    await expect(stateAt.locator('[data-field="decidedAt"]')).toContainText("05.05.2026 10:30");
    await expect(balance.locator('[data-balance="taken"]')).toHaveText("24:00 h");
    await expect(balance.locator('[data-balance="pending"]')).toHaveText("0:00 h");
    await expect(balance.locator(`tr[data-leave-id="${leaveId}"]`)).toContainText("Approvata");

    // before the request existed: nothing to show but that
    await page.getByLabel("Stato a una data e ora").fill("2026-05-01T12:00");
    await page.getByRole("button", { name: "Mostra a quella data" }).click();
    await expect(stateAt).toHaveAttribute("data-state-at", "0");
    await expect(balance.locator(`tr[data-leave-id="${leaveId}"]`)).toHaveCount(0);

    // a malformed moment is ignored: the current state
    await page.goto(`/app/hr/leave-requests/${leaveId}/history?when=2026-13-45T99:00`);
    await expect(page.getByRole("heading", { name: "Stato attuale" })).toBeVisible();
    await expect(balance).toHaveCount(0);
    // moments nobody means answer the page, never a server error: the spring gap, far years, junk
    for (const when of ["2026-03-29T02:30", "9999-12-31T23:59", "0001-01-01T00:00", "2026-05-04T12:00Z", "%00", "x".repeat(500)]) {
      const r = await page.request.get(`/app/hr/leave-requests/${leaveId}/history?when=${encodeURIComponent(when)}`);
      expect(r.status(), when).toBe(200);
    }
  });
});
