// The second approval (issue 36, ADR-0139), with JavaScript off (nojs) and on (js): HR's rules page
// lists the demo rule (Cantiere holidays from 6 working days) and adds and removes a rule with plain
// forms, bad input kept; a Cantiere worker requests a 7-day holiday; HR approves it: "1 di 2", still
// pending, the balance unchanged, and HR cannot give the second too; the administrator (another
// person with update hr) approves it: approved; the history shows both decisions.
import type { Page } from "@playwright/test";
import { expect, hydrated, setClock, signIn, signOut, test } from "./fixtures";
import { freshStaff, leaveEvents, personNamed } from "./people";
import { scaled } from "../time-scale";

const LIST = "/app/hr/leave-requests";
const RULES = "/app/hr/approval-rules";
const row = (page: Page, leaveId: number) => page.getByRole("table", { name: "Richieste di assenza" }).locator("tbody tr").filter({ has: page.getByRole("link", { name: String(leaveId), exact: true }) });

test.describe("second approval", () => {
  test.afterEach(async ({ page }) => setClock(page, { reset: true }));

  test("HR's rules page: the demo rule, a rule added (bad input kept) and removed", async ({ page }) => {
    await signIn(page, "hr");
    await page.goto(RULES);
    await expect(page.getByRole("heading", { level: 1, name: "Regole di doppia approvazione" })).toBeVisible();
    const table = page.getByRole("table", { name: "Regole di doppia approvazione" });
    const demo = table.locator("tbody tr").filter({ hasText: "Vacanza" });
    await expect(demo).toContainText("Cantiere");
    await expect(demo).toContainText("da 6 giorni lavorativi");
    await expect(demo).toContainText("Modifica il modulo HR");

    // an expense rule without its amount: refused, the values kept
    await hydrated(page);
    await page.getByLabel("Tipo di richiesta").selectOption({ label: "Spese" });
    await page.getByLabel("Diritto della seconda persona").selectOption({ label: "Gestisce le assenze" });
    await page.getByRole("button", { name: "Aggiungi la regola" }).click();
    await expect(page.getByRole("alert").first()).toContainText("La regola non è stata salvata.");
    await expect(page.getByLabel("Tipo di richiesta")).toHaveValue("expense");
    await expect(page.getByLabel("Diritto della seconda persona")).toHaveValue("update:leave");

    // with its amount: saved and listed in words
    await page.getByLabel("Importo (almeno) (CHF)").fill("500");
    await page.getByRole("button", { name: "Aggiungi la regola" }).click();
    await expect(page.locator("[data-flash]")).toContainText("Regola salvata.");
    const added = table.locator("tbody tr").filter({ hasText: "Spese" });
    await expect(added).toContainText("da CHF 500.00");
    await expect(added).toContainText("Gestisce le assenze");

    // removed again (a plain POST form on its row)
    await added.getByRole("button", { name: /^Elimina/ }).click();
    await expect(page.locator("[data-flash]")).toContainText("Regola eliminata.");
    await expect(table.locator("tbody tr").filter({ hasText: "Spese" })).toHaveCount(0);
    await expect(demo).toHaveCount(1);
  });

  test("a 7-day holiday needs two approvals: 1 di 2 after HR, approved after the administrator, both in the history", async ({ page }) => {
    test.setTimeout(scaled(120_000));
    const [worker] = await freshStaff(1, ["cantiere"], ["WORKER"]);
    const hr = await personNamed("hr");
    const admin = await personNamed("admin");
    await setClock(page, { at: "2026-03-02T07:00:00Z" });

    // the worker asks for Monday 13 to Tuesday 21 April 2026: 7 working days
    await signIn(page, worker.username);
    await page.goto("/app/profile/leaves/new");
    await hydrated(page);
    await page.getByLabel("Tipo di assenza").selectOption({ label: "Vacanza" });
    await page.getByRole("radio", { name: "Giornate intere" }).check();
    await page.getByLabel("Primo giorno").fill("2026-04-13");
    await page.getByLabel("Ultimo giorno").fill("2026-04-21");
    await page.getByRole("button", { name: "Salva" }).click();
    await expect(page.locator("[data-flash]")).toContainText("Assenza salvata con successo");
    const own = page.getByRole("row").filter({ hasText: "13.04.2026" });
    await expect(own).toContainText("In attesa");
    const href = await own.getByRole("link", { name: /^Modifica/ }).getAttribute("href");
    const leaveId = Number(href?.match(/leaves\/(\d+)\/edit/)?.[1]);
    expect(leaveId).toBeGreaterThan(0);
    const pending = page.locator('[data-balance="pending"]');
    const taken = page.locator('[data-balance="taken"]');
    await expect(pending).toHaveText("56:00 h");
    const takenBefore = (await taken.textContent()) ?? "";
    await signOut(page);

    // HR approves it: the first of two, still pending
    await signIn(page, "hr");
    await page.goto(`${LIST}?person=${worker.id}`);
    await hydrated(page);
    await row(page, leaveId).getByRole("button", { name: /^Approva:/ }).click();
    await expect(page.locator("[data-flash]")).toContainText("Prima approvazione registrata (1 di 2)");
    await expect(row(page, leaveId)).toContainText("In attesa · 1 di 2");
    await expect(row(page, leaveId)).toContainText(`prima approvazione: ${hr.name}`);
    expect((await leaveEvents(leaveId)).map((e) => e.type)).toEqual(["LeaveRequested", "LeaveFirstApproved"]);

    // HR again: refused, the same person cannot give the second approval
    await hydrated(page);
    await row(page, leaveId).getByRole("button", { name: /^Approva:/ }).click();
    await expect(page.getByRole("alert").filter({ hasText: `Richiesta n. ${leaveId}` })).toContainText("la seconda deve darla un'altra persona");
    expect((await leaveEvents(leaveId)).map((e) => e.type)).toEqual(["LeaveRequested", "LeaveFirstApproved"]);
    await signOut(page);

    // the worker still sees it pending, 1 di 2; the balance has not moved
    await signIn(page, worker.username);
    await page.goto("/app/profile/leaves");
    await expect(page.getByRole("row").filter({ hasText: "13.04.2026" })).toContainText("In attesa · 1 di 2");
    await expect(pending).toHaveText("56:00 h");
    await expect(taken).toHaveText(takenBefore);
    await signOut(page);

    // the administrator (update hr, another person) gives the second: approved
    await setClock(page, { at: "2026-03-03T09:15:00Z" });
    await signIn(page, "admin");
    await page.goto(`${LIST}?person=${worker.id}`);
    await hydrated(page);
    await row(page, leaveId).getByRole("button", { name: /^Approva:/ }).click();
    await expect(page.locator("[data-flash]")).toContainText(`Richiesta n. ${leaveId} di ${worker.name} approvata`);
    await expect(row(page, leaveId)).toContainText("Approvata");
    await expect(row(page, leaveId).getByRole("button")).toHaveCount(0);
    expect((await leaveEvents(leaveId)).map((e) => e.type)).toEqual(["LeaveRequested", "LeaveFirstApproved", "LeaveApproved"]);

    // the history shows both decisions, each with its approver
    await page.goto(`${LIST}/${leaveId}/history`);
    const events = page.getByRole("table", { name: "Cronologia: 3 eventi" });
    await expect(events.locator('tr[data-version="2"]')).toContainText("Prima approvazione (1 di 2)");
    await expect(events.locator('tr[data-version="2"]')).toContainText(hr.name);
    await expect(events.locator('tr[data-version="3"]')).toContainText("Richiesta approvata");
    await expect(events.locator('tr[data-version="3"]')).toContainText(admin.name);
    await expect(page.locator('[data-field="status"]')).toHaveText(/Approvata/);
    await expect(page.locator('[data-field="firstApprovedBy"]')).toHaveText(new RegExp(hr.name));
    await expect(page.locator('[data-field="decidedBy"]')).toHaveText(new RegExp(admin.name));
    await signOut(page);

    // the worker's balance now counts it
    await signIn(page, worker.username);
    await page.goto("/app/profile/leaves");
    await expect(page.getByRole("row").filter({ hasText: "13.04.2026" })).toContainText("Approvata");
    await expect(pending).toHaveText("0:00 h");
  });
});
