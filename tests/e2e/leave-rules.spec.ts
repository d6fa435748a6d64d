// The leave rules of issue 23 in the browser, with JavaScript on and off: the kind of duration is a
// radio choice and only its fields show; a missing field is named; a request overlapping the
// person's own is refused with the other's dates and every value kept; a weekend alone is refused;
// a request for next year is saved and the list opens on that year; a description over its 2,000
// characters is refused beside the field with the limit; a request across New Year shows one
// duration in both years' lists.
import { expect, hydrated, setClock, signIn, test } from "./fixtures";
import { freshStaff } from "./people";
import { scaled } from "../time-scale";

test.describe("leave rules", () => {
  test.afterEach(async ({ page }) => setClock(page, { reset: true }));

  test("an overlapping request is refused naming the other, values kept; a request for next year opens its year's list", async ({ page }) => {
    test.setTimeout(scaled(90_000));
    const [person] = await freshStaff(1);
    await setClock(page, { at: "2026-05-04T07:00:00Z" });
    await signIn(page, person.username);

    // the first request: three whole days in June
    await page.goto("/app/profile/leaves/new");
    await hydrated(page);
    await page.getByLabel("Tipo di assenza").selectOption({ label: "Vacanza" });
    // the kind first: only the chosen kind's fields show
    await expect(page.getByLabel("Inizio", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Primo giorno")).toBeHidden();
    await page.getByRole("radio", { name: "Giornate intere" }).check();
    await expect(page.getByLabel("Inizio", { exact: true })).toBeHidden();
    await expect(page.getByLabel("Giorno", { exact: true })).toBeHidden();
    await expect(page.getByLabel("Primo giorno")).toBeVisible();
    // a missing field is named, for the chosen kind
    await page.getByRole("button", { name: "Salva" }).click();
    await expect(page.getByText("Indica il primo giorno")).toBeVisible();
    await expect(page.getByRole("radio", { name: "Giornate intere" })).toBeChecked();
    await page.getByLabel("Primo giorno").fill("2026-06-22");
    await page.getByLabel("Ultimo giorno").fill("2026-06-24");
    await page.getByRole("button", { name: "Salva" }).click();
    await expect(page.locator("[data-flash]")).toContainText("Assenza salvata con successo");
    await expect(page).toHaveURL(/\/app\/profile\/leaves\?year=2026$/);
    await expect(page.getByRole("row").filter({ hasText: "22.06.2026" })).toContainText("24:00 h");

    // a second one over its last day: refused with the first one's dates, every value kept
    await page.getByRole("link", { name: "Nuova richiesta" }).click();
    await hydrated(page);
    await page.getByLabel("Tipo di assenza").selectOption({ label: "Vacanza" });
    await page.getByRole("radio", { name: "Giornate intere" }).check();
    await page.getByLabel("Primo giorno").fill("2026-06-24");
    await page.getByLabel("Ultimo giorno").fill("2026-06-26");
    await page.getByLabel("Descrizione").fill("Festa di paese");
    await page.getByRole("button", { name: "Salva" }).click();
    await expect(page.getByRole("alert")).toContainText("Si sovrappone alla tua richiesta del 22.06.2026–24.06.2026");
    await expect(page).toHaveURL(/\/app\/profile\/leaves\/new$/);
    await expect(page.getByRole("radio", { name: "Giornate intere" })).toBeChecked();
    await expect(page.getByLabel("Primo giorno")).toHaveValue("2026-06-24");
    await expect(page.getByLabel("Ultimo giorno")).toHaveValue("2026-06-26");
    await expect(page.getByLabel("Tipo di assenza")).toHaveValue("1");
    await expect(page.getByLabel("Descrizione")).toHaveValue("Festa di paese");
    await expect(page.locator("[data-flash]")).toHaveCount(0);

    // a weekend alone counts no working time
    await hydrated(page);
    await page.getByLabel("Primo giorno").fill("2026-06-27");
    await page.getByLabel("Ultimo giorno").fill("2026-06-28");
    await page.getByRole("button", { name: "Salva" }).click();
    await expect(page.getByRole("alert")).toContainText("Il periodo non contiene nessun giorno lavorativo");
    await expect(page.getByLabel("Primo giorno")).toHaveValue("2026-06-27");

    // days of their own, next January: saved, and the list opens on 2027
    await hydrated(page);
    await page.getByLabel("Primo giorno").fill("2027-01-11");
    await page.getByLabel("Ultimo giorno").fill("2027-01-12");
    await page.getByRole("button", { name: "Salva" }).click();
    await expect(page.locator("[data-flash]")).toContainText("Assenza salvata con successo");
    await expect(page).toHaveURL(/\/app\/profile\/leaves\?year=2027$/);
    await expect(page.getByLabel("Anno")).toHaveValue("2027");
    const january = page.getByRole("row").filter({ hasText: "11.01.2027" });
    await expect(january).toContainText("In attesa");
    await expect(january).toContainText("16:00 h");
    await expect(page.getByRole("row").filter({ hasText: "22.06.2026" })).toHaveCount(0);
  });

  test("a description stops at 2,000 characters; a longer one sent anyway is refused beside it with the limit, every value kept", async ({ page }) => {
    test.setTimeout(scaled(120_000));
    const [person] = await freshStaff(1);
    await setClock(page, { at: "2026-05-04T07:00:00Z" });
    await signIn(page, person.username);
    await page.goto("/app/profile/leaves/new");
    await hydrated(page);
    const description = page.getByLabel("Descrizione");
    await expect(description).toHaveAttribute("maxlength", "2000");
    await page.getByLabel("Tipo di assenza").selectOption({ label: "Vacanza" });
    await page.getByRole("radio", { name: "Giornate intere" }).check();
    await page.getByLabel("Primo giorno").fill("2026-09-14");
    await page.getByLabel("Ultimo giorno").fill("2026-09-15");
    // past the browser's limit (a script, an old browser): the field lets 2,001 characters through
    await description.evaluate((el) => el.removeAttribute("maxlength"));
    await description.fill("d".repeat(2001));
    await page.getByRole("button", { name: "Salva" }).click();
    await expect(description).toHaveAccessibleDescription("Testo troppo lungo: al massimo 2000 caratteri");
    await expect(page).toHaveURL(/\/app\/profile\/leaves\/new$/);
    await expect(description).toHaveValue("d".repeat(2001));
    await expect(page.getByLabel("Tipo di assenza")).toHaveValue("1");
    await expect(page.getByRole("radio", { name: "Giornate intere" })).toBeChecked();
    await expect(page.getByLabel("Primo giorno")).toHaveValue("2026-09-14");
    await expect(page.getByLabel("Ultimo giorno")).toHaveValue("2026-09-15");
    await expect(page.locator("[data-flash]")).toHaveCount(0);

    // the server refuses it the same way whatever sent it (with JavaScript on, the browser's check came first)
    const form = {
      csrf: await page.locator('input[name="csrf"]').first().inputValue(),
      commandId: await page.locator('input[name="commandId"]').first().inputValue(),
      expectedVersion: "0",
      intent: "request-leave",
      type: "1",
      shape: "allDay",
      startDate: "2026-09-14",
      endDate: "2026-09-15",
      description: "d".repeat(2001),
    };
    const r = await page.request.post("/app/profile/leaves/new", { form, maxRedirects: 0 });
    expect(r.status()).toBe(400);
    const html = await r.text();
    expect(html).toMatch(/<span[^>]*id="[^"]*description-error"[^>]*>Testo troppo lungo: al massimo 2000 caratteri<\/span>/);
    expect(html).toContain(`>${"d".repeat(2001)}</textarea>`);

    // 2,000 characters are saved
    await hydrated(page);
    await description.fill("d".repeat(2000));
    await page.getByRole("button", { name: "Salva" }).click();
    await expect(page.locator("[data-flash]")).toContainText("Assenza salvata con successo");
    await expect(page.getByRole("row").filter({ hasText: "14.09.2026" })).toContainText("In attesa");
  });

  test("a request across New Year shows one duration in both years' lists", async ({ page }) => {
    await setClock(page, { at: "2026-05-04T07:00:00Z" });
    await signIn(page, "employee");
    // the demo request from Monday 28.12.2026 to Tuesday 05.01.2027: six working days, New Year a festivity
    for (const year of ["2026", "2027"]) {
      await page.goto(`/app/profile/leaves?year=${year}`);
      await expect(page.getByRole("row").filter({ hasText: "28.12.2026" }), year).toContainText("48:00 h");
    }
  });
});
