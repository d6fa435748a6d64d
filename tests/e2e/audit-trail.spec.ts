// The auditor's view (issue 18), JavaScript off: from the event log to a tool's and a checklist's
// history, each replayed at an earlier version, every event with its receipt number; then the
// log, filtered to tools, exported as CSV. The seed holds assigned tools and approved checklists.
import { readFile } from "node:fs/promises";
import { expect, signIn, test } from "./fixtures";
import { scaled } from "../time-scale";

// playwright.config.ts runs this file in the nojs project only: plain links and GET forms
test("the auditor replays a tool's and a checklist's history and exports the log as CSV", async ({ page }) => {
  test.setTimeout(scaled(90_000));
  await signIn(page, "auditor");
  const log = page.getByRole("table", { name: "Eventi" });
  const history = page.getByRole("table", { name: /^Cronologia: \d+ eventi$/ });

  // a tool: from its assignment in the log to its history at that event, then back to its registration
  await page.goto("/app/audit?type=tool&event=ToolAssigned");
  await log.locator("tbody tr").first().getByRole("link").click();
  await expect(page).toHaveURL(/\/app\/audit\/records\/tool\/\d+\?at=\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: /^Cronologia: Attrezzo n\. \d+$/ })).toBeVisible();
  await expect(page.locator('[data-field="assignment.personId"]')).not.toContainText("—");
  await expect(history.locator('tr[data-version="1"]')).toContainText("Attrezzo registrato");
  await expect(history.locator("[data-receipt]").first()).toHaveText(/^Ricevuta [0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}$/);
  await page.getByLabel("Mostra lo stato dopo l'evento", { exact: true }).selectOption("1");
  await page.getByRole("button", { name: "Mostra", exact: true }).click();
  await expect(page.getByRole("heading", { name: /^Stato alla versione 1 di \d+$/ })).toBeVisible();
  await expect(page.locator('[data-field="assignment"]')).toContainText("—");
  await expect(page.locator('[data-field="details.name"]')).not.toContainText("—");

  // a checklist: approved now, pending after its first event
  await page.goto("/app/audit?type=checklist&event=ChecklistApproved");
  await log.locator("tbody tr").first().getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1, name: /^Cronologia: Checklist n\. \d+$/ })).toBeVisible();
  await expect(page.locator('[data-field="status"]')).toContainText("Approvata");
  await history.locator('tr[data-version="1"]').getByRole("link", { name: "Mostra lo stato dopo l'evento 1" }).click();
  await expect(page.getByRole("heading", { name: /^Stato alla versione 1 di \d+$/ })).toBeVisible();
  await expect(page.locator('[data-field="status"]')).toContainText("In attesa");

  // the log filtered to tools, as CSV: the header, then one line per event, each with its hash
  await page.goto("/app/audit?type=tool");
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "CSV", exact: true }).click()]);
  expect(download.suggestedFilename()).toMatch(/^audit-log-\d{8}\.csv$/);
  const csv = await readFile((await download.path()) as string, "utf8");
  const lines = csv.trimEnd().split("\r\n");
  expect(lines[0]).toBe("\uFEFFPosizione,Registrato il (UTC),Registrato il (Zurigo),Tipo di record,Record,Versione,Evento,Versione dello schema,Autore,Comando,Id evento,Hash,Dati,Metadati");
  expect(lines.length).toBeGreaterThan(60);
  for (const line of lines.slice(1, 20)) expect(line).toMatch(/^\d+,[^,]+Z,\d{2}\.\d{2}\.\d{4} [\d:]{8},"tool","\d+",\d+,"Tool\w+",\d+,"\d*","\w*",[0-9a-f-]{36},[0-9a-f]{64},"\{/);

  // a period the log refuses is explained on the log, not exported
  await page.goto("/app/audit/export?type=tool&from=2026-02-30");
  await expect(page).toHaveURL(/\/app\/audit\?type=tool&from=2026-02-30$/);
});

test("the export is the auditor's and the administrator's only", async ({ page }) => {
  await signIn(page, "worker");
  expect((await page.request.get("/app/audit/export?format=jsonl")).status()).toBe(403);
});
