// The absence request form from a request's page, with JavaScript on and off: it opens inline (the
// headless shell has no PDF viewer, so it downloads there), and
// its text names the person and the dates; someone else's form is not found.
import { expect, hydrated, setClock, signIn, signOut, test } from "./fixtures";
import { freshStaff, pdfBytesText, pdfText } from "./people";
import { scaled } from "../time-scale";

test.describe("the absence request PDF", () => {
  test.afterEach(async ({ page }) => setClock(page, { reset: true }));

  test("the person downloads their request's form; HR downloads it too; others get a 404", async ({ page }) => {
    test.setTimeout(scaled(90_000));
    const [person] = await freshStaff(1);
    const [first, last] = [person.firstName, person.lastName];
    await setClock(page, { at: "2026-04-01T08:00:00Z" });
    await signIn(page, person.username);
    await page.goto("/app/profile/leaves/new");
    await hydrated(page);
    await page.getByLabel("Tipo di assenza").selectOption({ label: "Corso di formazione" });
    await page.getByRole("radio", { name: "Ore in un giorno" }).check();
    await page.getByLabel("Giorno", { exact: true }).fill("2026-04-22");
    await page.getByLabel("Ore", { exact: true }).selectOption("3");
    await page.getByLabel("Minuti", { exact: true }).selectOption("30");
    await page.getByRole("button", { name: "Salva" }).click();
    await expect(page.locator("[data-flash]")).toContainText("Assenza salvata con successo");

    const row = page.getByRole("row").filter({ hasText: "22.04.2026" });
    await row.getByRole("link", { name: /^Modifica/ }).click();
    await expect(page).toHaveURL(/\/app\/profile\/leaves\/\d+\/edit$/);
    await expect(page.getByRole("heading", { name: "Modifica richiesta di assenza" })).toBeVisible();
    const leaveId = Number(page.url().match(/leaves\/(\d+)\/edit/)?.[1]);
    // a full-screen preview, as the expense report and the stamping sheet: the link navigates (no download attribute), the PDF answers inline
    await expect(page.getByRole("link", { name: "PDF (Italiano)" })).not.toHaveAttribute("download", /.*/);
    expect((await page.request.get(`/app/profile/leaves/${leaveId}/pdf`)).headers()["content-disposition"]).toBe(`inline; filename="richiesta-assenza-${leaveId}.pdf"`);
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "PDF (Italiano)" }).click()]);
    expect(download.suggestedFilename()).toBe(`richiesta-assenza-${leaveId}.pdf`);
    const text = await pdfText(download);
    expect(text).toContain("Richiesta di assenza");
    expect(text).toContain(`${first} ${last}`);
    expect(text).toContain("22.04.2026");
    expect(text).toContain("Corso di formazione");
    expect(text).toContain("3 ore 30 minuti");
    expect(text).toContain("In attesa");
    expect(text).toMatch(/Stato al \d{2}\.\d{2}\.2026 \d{2}:\d{2}, evento n\. \d+ di questa richiesta/);
    await signOut(page);

    await signIn(page, "employee");
    expect((await page.request.get(`/app/profile/leaves/${leaveId}/pdf`)).status()).toBe(404);
    expect((await page.request.get(`/app/hr/leave-requests/${leaveId}/pdf`)).status()).toBe(403);
    await page.goto("/app/profile/dashboard");
    await signOut(page);

    // HR, from the request's history, in German on request
    await signIn(page, "hr");
    await page.goto(`/app/hr/leave-requests/${leaveId}/history`);
    const [hrDownload] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "PDF (Italiano)" }).click()]);
    expect(await pdfText(hrDownload)).toContain(`${first} ${last}`);
    // in German, the links name the languages in German
    await page.goto(`/app/hr/leave-requests/${leaveId}/history`);
    await page.getByRole("button", { name: "DE", exact: true }).click();
    await expect(page.getByRole("link", { name: "PDF (Italienisch)" })).toHaveAttribute("href", `/app/hr/leave-requests/${leaveId}/pdf`);
    await expect(page.getByRole("link", { name: "PDF (Deutsch)" })).toHaveAttribute("href", `/app/hr/leave-requests/${leaveId}/pdf?lang=de`);
    await expect(page.getByRole("link", { name: "PDF (Italiano)" })).toHaveCount(0);
    const german = await page.request.get(`/app/hr/leave-requests/${leaveId}/pdf?lang=de`);
    expect(german.status()).toBe(200);
    expect(german.headers()["content-disposition"]).toContain(`abwesenheitsantrag-${leaveId}.pdf`);
    await page.goto("/app/profile/dashboard");
    await signOut(page);

    // the auditor (ADR-0132): the same version downloads to the same bytes, names the request's own
    // last event and links to the request's history at that event
    await signIn(page, "auditor");
    const once = await (await page.request.get(`/app/hr/leave-requests/${leaveId}/pdf`)).body();
    const twice = await (await page.request.get(`/app/hr/leave-requests/${leaveId}/pdf`)).body();
    expect(once.equals(twice)).toBe(true);
    const proof = await pdfBytesText(once);
    const position = proof.match(/Stato al \d{2}\.\d{2}\.2026 \d{2}:\d{2}, evento n\. (\d+) di questa richiesta/)?.[1];
    expect(position).toMatch(/^\d+$/);
    const link = proof.match(/https?:\/\/[^\s/]+(\/app\/hr\/leave-requests\/(\d+)\/history\?position=(\d+))/);
    expect(link?.[2]).toBe(String(leaveId));
    expect(link?.[3]).toBe(position);
    await page.goto(link![1]);
    // (the language HR chose stays with the browser: the checks do not depend on it)
    await expect(page.getByRole("heading", { level: 1 })).toContainText(`${last}, ${first}`);
    // the state after the event the PDF names: the request's first and only version, that event marked
    await expect(page.locator("[data-state-at]")).toHaveAttribute("data-state-at", "1");
    const shown = page.locator('tr[aria-current="step"]');
    await expect(shown).toHaveAttribute("data-version", "1");
    await expect(shown).toContainText(String(position));
  });
});
