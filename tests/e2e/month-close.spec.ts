// The monthly sign-off and the period lock, with JavaScript off and on (issue 36, ADR-0138): the
// worker signs October ("Confermo le mie ore di ottobre 2026"), HR countersigns; the stamping sheet
// PDF prints both names under its signature lines; HR's stamp dated in October is refused in words
// with the values kept; HR's reopening without a reason is refused, with one it reopens the month and
// the same stamp goes through. The journey ends with October open again, so it runs again as it is.
import type { Page } from "@playwright/test";
import { expect, hydrated, setClock, signIn, signOut, test } from "./fixtures";
import { pdfBytesText, personNamed } from "./people";
import { scaled } from "../time-scale";

const zurich = (date: string, hhmm: string) => new Date(`${date}T${hhmm}:00+01:00`).toISOString();

/** An earlier run that stopped half-way left October signed or locked: HR opens it again first (signed in as HR). */
async function openAgain(page: Page, url: string) {
  await page.goto(url);
  for (const button of ["Riapri il mese", "Rimanda alla persona"]) {
    if ((await page.getByRole("button", { name: button }).count()) === 0) continue;
    await hydrated(page);
    await page.getByLabel("Motivo", { exact: true }).fill("Prova ripetuta");
    await page.getByRole("button", { name: button }).click();
    await expect(page.locator("[data-flash]")).toBeVisible();
  }
}

test("the worker signs October, HR countersigns; October is locked until HR reopens it with a reason", async ({ page }) => {
  test.setTimeout(scaled(120_000));
  const worker = await personNamed("worker");
  const hr = await personNamed("hr");
  const hrPage = `/app/hr/users/${worker.id}/month-close?month=2026-10`;
  await setClock(page, { at: zurich("2026-11-02", "09:00") });
  try {
    await signIn(page, "hr");
    await openAgain(page, hrPage);
    await signOut(page);

    // the worker signs October
    await signIn(page, "worker");
    await page.goto("/app/profile/month-close?month=2026-10");
    await expect(page.getByRole("heading", { level: 1, name: "Firma del mese: ottobre 2026" })).toBeVisible();
    await expect(page.getByTestId("month-close-state")).toContainText("Da firmare");
    await hydrated(page);
    await page.getByRole("button", { name: "Confermo le mie ore di ottobre 2026" }).click();
    await expect(page.locator("[data-flash]")).toContainText("Mese firmato.");
    await expect(page.getByTestId("month-close-state")).toContainText(`${worker.name}, 02.11.2026 09:00`);
    await expect(page.getByRole("button", { name: "Confermo le mie ore di ottobre 2026" })).toHaveCount(0);
    await signOut(page);

    // HR countersigns
    await setClock(page, { at: zurich("2026-11-02", "10:30") });
    await signIn(page, "hr");
    await page.goto(hrPage);
    await expect(page.getByTestId("month-close-state")).toContainText("Firmato, da controfirmare");
    await hydrated(page);
    await page.getByRole("button", { name: "Controfirmo ottobre 2026" }).click();
    await expect(page.locator("[data-flash]")).toContainText("Mese controfirmato");
    await expect(page.getByTestId("month-close-state")).toContainText(`${hr.name}, 02.11.2026 10:30`);

    // the stamping sheet PDF prints both names and dates under the signature lines
    const pdf = await page.request.get(`/app/hr/users/${worker.id}/stamps/sheet?month=2026-10`);
    expect(pdf.ok()).toBeTruthy();
    const text = (await pdfBytesText(await pdf.body())).replace(/\s+/g, " ");
    expect(text).toContain(`${worker.name}, 02.11.2026 09:00`);
    expect(text).toContain(`${hr.name}, 02.11.2026 10:30`);

    // a stamp dated in October is refused in words, the values kept
    await page.goto(`/app/hr/users/${worker.id}/stamps/new`);
    await hydrated(page);
    await page.getByLabel("Tipo").selectOption("ENTRATA");
    await page.locator("#add-stamp-form-stampedAt").fill("15.10.2026");
    await page.locator("#add-stamp-form-stampedAt-time").fill("07:30");
    await page.getByLabel("Motivo", { exact: true }).fill("Timbratura dimenticata");
    await page.getByRole("button", { name: "Salva" }).click();
    await expect(page.getByText("Il mese 10.2026 è chiuso (firmato e controfirmato)").first()).toBeVisible();
    await expect(page.getByLabel("Motivo", { exact: true })).toHaveValue("Timbratura dimenticata");
    await expect(page.locator("#add-stamp-form-stampedAt")).toHaveValue("15.10.2026");
    const addUrl = page.url();

    // HR reopens October: without a reason it is refused, with one it goes through
    await page.goto(hrPage);
    await hydrated(page);
    await page.getByRole("button", { name: "Riapri il mese" }).click();
    await expect(page.getByText("Indica il motivo.").first()).toBeVisible();
    await expect(page.getByTestId("month-close-state")).toContainText("Firmato e controfirmato");
    await page.getByLabel("Motivo", { exact: true }).fill("Timbratura del 15 dimenticata");
    await page.getByRole("button", { name: "Riapri il mese" }).click();
    await expect(page.locator("[data-flash]")).toContainText("Mese riaperto.");
    await expect(page.getByTestId("month-close-state")).toContainText("Da firmare");
    await expect(page.getByTestId("month-close-log")).toContainText("Riaperto");
    await expect(page.getByTestId("month-close-log")).toContainText("Timbratura del 15 dimenticata");

    // the same stamp now goes through
    await page.goto(addUrl);
    await hydrated(page);
    await page.getByLabel("Tipo").selectOption("ENTRATA");
    await page.locator("#add-stamp-form-stampedAt").fill("15.10.2026");
    await page.locator("#add-stamp-form-stampedAt-time").fill("07:30");
    await page.getByLabel("Motivo", { exact: true }).fill("Timbratura dimenticata");
    await page.getByRole("button", { name: "Salva" }).click();
    await expect(page.locator("[data-flash]")).toBeVisible();
    await expect(page.getByText("è chiuso (firmato e controfirmato)")).toHaveCount(0);
  } finally {
    await setClock(page, { reset: true });
  }
});
