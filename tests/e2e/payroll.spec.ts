// The working-time balance and the payroll export (issue 36 part A, ADR-0136), with JavaScript on
// and off: the payroll CSV's row of the demo worker has the worked hours, the month's overtime and
// the running balance the worker's own pages show (one function computes both); HR records a
// carry-over through a plain form (bad input comes back with what was typed, good input moves the
// balance's opening); the payroll page is HR's only.
import type { Page } from "@playwright/test";
import { clockOnLastStampDay, expect, setClock, signIn, signOut, test } from "./fixtures";
import readXlsxFile from "read-excel-file/node";
import { parseCsv } from "./csv";

const hoursOf = (s: string | null) => (s ?? "").replace(/\s*h$/, "").trim();

/** The worker's figures of their current month: the balance link's month, the two balance figures and the explanation's worked total. */
async function workerFigures(page: Page) {
  await page.goto("/app/profile/stamping");
  const link = page.getByRole("link", { name: "Come si calcola il saldo" });
  const href = (await link.getAttribute("href")) ?? "";
  const month = new URL(href, "http://x").searchParams.get("month") ?? "";
  expect(month).toMatch(/^\d{4}-\d{2}$/);
  const overtime = hoursOf(await page.locator('[data-total="balance-month"]').textContent());
  const balance = hoursOf(await page.locator('[data-total="balance-year"]').textContent());
  await link.click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Saldo ore");
  const worked = hoursOf(await page.locator('tfoot [data-row="total"] [data-column="worked"], tfoot tr[data-row="total"] td[data-column="worked"]').first().textContent());
  const closing = hoursOf(await page.locator('tfoot tr[data-row="total"] td[data-column="running"]').textContent());
  return { month, overtime, balance, worked, closing };
}

test.afterEach(async ({ page }) => setClock(page, { reset: true }));

test("the payroll CSV's row of the worker has the worker's worked hours, overtime and balance", async ({ page }) => {
  // "the current month" is one with the worker's hours, also on the first of a month
  await clockOnLastStampDay(page, "worker");
  await signIn(page, "worker");
  const mine = await workerFigures(page);
  // the explanation's month ends where the stamping page's figure is
  expect(mine.closing).toBe(mine.balance);
  expect(mine.worked).not.toBe("0:00");
  await signOut(page);

  await signIn(page, "hr");
  await page.goto(`/app/hr/payroll?month=${mine.month}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Paghe");
  const res = await page.request.get(`/app/hr/payroll/csv?month=${mine.month}&company=cantiere`);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toContain("text/csv");
  const [header, ...rows] = parseCsv((await res.body()).toString("utf8"));
  const row = rows.find((r) => r[header.indexOf("Nome")] === "Operaio, Walter");
  expect(row, "the worker's row").toBeTruthy();
  const cell = (name: string) => row![header.indexOf(name)];
  expect(cell("Ore lavorate")).toBe(mine.worked);
  // the file writes an excess without its "+" (a CSV writer defuses a leading "+"), a shortfall with its "−"
  expect(cell("Straordinari del mese")).toBe(mine.overtime.replace(/^\+/, ""));
  expect(cell("Saldo progressivo")).toBe(mine.balance.replace(/^\+/, ""));
  expect(cell("Azienda")).toBe("Cantiere");
  expect(cell("Firmato")).toBe("No");
  // the XLSX download holds the CSV's header and the same row, the badge, days and CHF as numbers
  const xlsx = await page.request.get(`/app/hr/payroll/xlsx?month=${mine.month}&company=cantiere`);
  expect(xlsx.status()).toBe(200);
  expect(xlsx.headers()["content-type"]).toContain("spreadsheetml.sheet");
  expect(xlsx.headers()["content-disposition"]).toMatch(/attachment; filename=".+\.xlsx"/);
  const [sheet] = await readXlsxFile(await xlsx.body());
  const [xHeader, ...xRows] = sheet.data;
  expect(xHeader).toEqual(header);
  const xRow = xRows.find((r) => r[header.indexOf("Nome")] === "Operaio, Walter");
  expect(xRow, "the worker's row in the XLSX").toBeTruthy();
  const xCell = (name: string) => xRow![header.indexOf(name)];
  expect(xCell("Ore lavorate")).toBe(mine.worked);
  expect(xCell("Saldo progressivo")).toBe(cell("Saldo progressivo"));
  const asNumber = (text: string) => (text === "" ? null : Number(text));
  expect(xCell("Badge")).toBe(asNumber(cell("Badge")));
  expect(xCell("Spese approvate (CHF)")).toBe(asNumber(cell("Spese approvate (CHF)")));
  expect(xCell("Ferie residue (giorni)")).toBe(asNumber(cell("Ferie residue (giorni)")));
  // the page shows the same row
  const pageRow = page.locator("tbody tr", { has: page.getByRole("link", { name: "Operaio, Walter" }) }).first();
  await expect(pageRow).toContainText(mine.worked);
});

test("HR records a carry-over: bad input comes back as typed, a good one opens the worker's balance year", async ({ page }) => {
  await signIn(page, "hr");
  await page.goto("/app/hr/payroll");
  const href = (await page.getByRole("link", { name: "Operaio, Walter" }).first().getAttribute("href")) ?? "";
  const personPath = href.split("?")[0];
  expect(personPath).toMatch(/^\/app\/hr\/users\/\d+\/balance$/);
  await page.goto(personPath);
  const form = page.locator("#carry-over-form");
  const year = new Date().getUTCFullYear();

  // a date that opens no year, hours that are not hours, no reason: refused, values kept
  await form.getByLabel("Dal giorno").fill(`${year}-02-01`);
  await form.getByLabel("Ore riportate").fill("sei ore");
  await form.getByRole("button", { name: "Registra il riporto" }).click();
  await expect(form.getByRole("alert").first()).toBeVisible();
  await expect(form.getByLabel("Ore riportate")).toHaveValue("sei ore");

  // the date alone is wrong: the decider's rule, the typed values kept
  await form.getByLabel("Dal giorno").fill(`${year}-02-01`);
  await form.getByLabel("Ore riportate").fill("+2:00");
  await form.getByLabel("Motivo").fill("Saldo dell'anno prima");
  await form.getByRole("button", { name: "Registra il riporto" }).click();
  await expect(page.getByText("Un riporto vale dal 1° gennaio o dal giorno d'assunzione.").first()).toBeVisible();
  await expect(page.locator("#carry-over-form").getByLabel("Motivo")).toHaveValue("Saldo dell'anno prima");

  // 1 January: recorded, the list and the opening line say so
  await page.locator("#carry-over-form").getByLabel("Dal giorno").fill(`${year}-01-01`);
  await page.locator("#carry-over-form").getByRole("button", { name: "Registra il riporto" }).click();
  await expect(page.getByRole("status").getByText("Riporto registrato")).toBeVisible();
  await expect(page.getByTestId("carry-overs")).toContainText(`01.01.${year}: +2:00 h`);
  await expect(page.getByTestId("balance-opening")).toContainText("+2:00 h");
});

test("the payroll export is HR's: the worker is refused it", async ({ page }) => {
  await signIn(page, "worker");
  const res = await page.request.get("/app/hr/payroll/csv");
  expect(res.status()).toBe(403);
  expect((await page.request.get("/app/hr/payroll/xlsx")).status()).toBe(403);
});
