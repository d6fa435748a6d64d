// Cantonal festivities and the private calendar link, with JavaScript on and off (ADR-0062): HR
// generates Ticino's festivities of a year with the half days (a bad year is refused, the values
// kept) and sees them listed; the employee creates a calendar link, fetches it (the approved leave
// is there, the pending one is not), revokes it, and the same address answers 404.
import postgres from "postgres";
import { expect, hydrated, setClock, signIn, test } from "./fixtures";
import { scaled } from "../time-scale";

/** The demo employee's first approved and first pending leave. */
async function leaves(): Promise<{ approved: { id: number; start: string } | null; pending: { id: number; start: string } | null }> {
  const sql = postgres(process.env.E2E_DATABASE_URL as string, { max: 1, onnotice: () => {} });
  try {
    const [p] = await sql<{ id: number }[]>`SELECT id FROM person_list WHERE username = 'employee'`;
    const leave = async (status: string) =>
      (await sql<{ id: number; start: string }[]>`SELECT id, start_date::text AS start FROM leave_list WHERE person_id = ${p.id} AND status = ${status} ORDER BY start_date LIMIT 1`)[0] ?? null;
    return { approved: await leave("APPROVED"), pending: await leave("PENDING") };
  } finally {
    await sql.end();
  }
}

test.describe("festivities and the calendar link", () => {
  test.afterEach(async ({ page }) => setClock(page, { reset: true }));

  test("HR generates Ticino's festivities of a year with the half days and sees them listed", async ({ page }) => {
    test.setTimeout(scaled(90_000));
    await signIn(page, "hr");
    await page.goto("/app/hr/festivities?year=2033");
    await hydrated(page);
    const form = page.locator("form#generate-festivities");
    const year = form.getByLabel("Anno");
    // a bad year: refused, the values kept
    await year.fill("20x3");
    await form.getByLabel("Cantone").selectOption("TI");
    await form.getByLabel("Azienda").selectOption("tmwood");
    await form.getByRole("button", { name: "Genera" }).click();
    await expect(page.getByRole("alert").first()).toContainText("Festività non generate");
    await expect(form.getByLabel("Anno")).toHaveValue("20x3");
    await expect(form.getByLabel("Azienda")).toHaveValue("tmwood");

    await form.getByLabel("Anno").fill("2033");
    await expect(form.getByLabel("Con le mezze giornate del 24 e del 31 dicembre (pomeriggio)")).toBeChecked();
    await form.getByRole("button", { name: "Genera" }).click();
    await expect(page).toHaveURL(/\/app\/hr\/festivities\?year=2033/);
    await expect(page.getByRole("status")).toContainText("Festività generate");
    const joseph = page.getByRole("row").filter({ hasText: "San Giuseppe" }).filter({ hasText: "TM Wood" });
    await expect(joseph).toContainText("19.03.2033");
    await expect(joseph).toContainText("TI");
    const eve = page.getByRole("row").filter({ hasText: "Vigilia di Natale (pomeriggio)" }).filter({ hasText: "TM Wood" });
    await expect(eve).toContainText("24.12.2033");
    await expect(eve).toContainText("Pomeriggio");
    // no Good Friday in Ticino
    await expect(page.getByRole("row").filter({ hasText: "Venerdì santo" }).filter({ hasText: "TM Wood" })).toHaveCount(0);
    // generating again adds nothing twice
    await hydrated(page);
    await page.locator("form#generate-festivities").getByLabel("Anno").fill("2033");
    await page.locator("form#generate-festivities").getByLabel("Azienda").selectOption("tmwood");
    await page.locator("form#generate-festivities").getByRole("button", { name: "Genera" }).click();
    await expect(page.getByRole("status")).toContainText("0 aggiunte");
    await expect(page.getByRole("row").filter({ hasText: "San Giuseppe" }).filter({ hasText: "TM Wood" })).toHaveCount(1);
  });

  test("HR adds a festivity with a description and a place (spec part 2 §7); the list shows both and the edit form keeps them", async ({ page }) => {
    test.setTimeout(scaled(90_000));
    await signIn(page, "hr");
    await page.goto("/app/hr/festivities/new");
    await hydrated(page);
    const form = page.locator("form#festivity-form");
    const title = `Festa della ditta ${test.info().project.name}`;
    await form.getByLabel("Titolo", { exact: true }).fill(title);
    await form.getByLabel("Descrizione", { exact: true }).fill("Grigliata per tutti i collaboratori");
    await form.getByLabel("Luogo", { exact: true }).fill("Magazzino di Biasca");
    const day = test.info().project.use.javaScriptEnabled === false ? "12.06.2032" : "11.06.2032";
    await form.getByLabel("Dal", { exact: true }).fill(day);
    await form.getByLabel("Al", { exact: true }).fill(day);
    await form.getByRole("button", { name: "Salva" }).click();
    await expect(page).toHaveURL(/\/app\/hr\/festivities\?year=2032/);
    const row = page.getByRole("row").filter({ hasText: title });
    await expect(row.locator('[data-field="description"]')).toHaveText("Grigliata per tutti i collaboratori");
    await expect(row.locator('[data-field="place"]')).toHaveText("Magazzino di Biasca");
    await row.getByRole("link", { name: "Modifica" }).click();
    await expect(form.getByLabel("Descrizione", { exact: true })).toHaveValue("Grigliata per tutti i collaboratori");
    await expect(form.getByLabel("Luogo", { exact: true })).toHaveValue("Magazzino di Biasca");
  });

  test("a half-day festivity is its afternoon on the calendars: marked in the month, the agenda, the week's 12:00 row and the item", async ({ page }) => {
    test.setTimeout(scaled(90_000));
    const js = test.info().project.use.javaScriptEnabled !== false;
    const sql = postgres(process.env.E2E_DATABASE_URL as string, { max: 1, onnotice: () => {} });
    const [p] = await sql<{ id: number }[]>`SELECT id FROM person_list WHERE username = 'employee'`.finally(() => sql.end());
    await signIn(page, "hr");
    // Ticino's days of 2034 with the half days, for the employee's company (generating again adds nothing)
    await page.goto("/app/hr/festivities?year=2034");
    await hydrated(page);
    const form = page.locator("form#generate-festivities");
    await form.getByLabel("Anno").fill("2034");
    await form.getByLabel("Cantone").selectOption("TI");
    await form.getByLabel("Azienda").selectOption("cantiere");
    await form.getByRole("button", { name: "Genera" }).click();
    await expect(page.getByRole("status")).toContainText("Festività generate");

    const calendar = `/app/hr/users/${p.id}/calendar`;
    const eve = (scope: ReturnType<typeof page.locator>) => scope.locator('a[data-kind="festivity"][data-half-day]', { hasText: "Vigilia di Natale" }).first();
    await page.goto(`${calendar}?date=2034-12-24`);
    await hydrated(page);
    const month = js ? page.locator('[data-calendar="enhanced"]') : page.locator('table[data-view="month"]');
    await expect(eve(month)).toBeVisible();
    await expect(eve(month)).toContainText("½");
    // Christmas is a whole day, not marked
    await expect(month.locator('a[data-kind="festivity"]:not([data-half-day])', { hasText: "Natale" }).first()).toBeVisible();

    // the week: the afternoon's row (12:00), not the all-day row
    await page.goto(`${calendar}?date=2034-12-24&view=week`);
    await hydrated(page);
    if (js) {
      await expect(page.locator('[data-calendar="enhanced"] .fc-timegrid-event[data-half-day]').first()).toBeVisible();
      await expect(page.locator('[data-calendar="enhanced"] .fc-daygrid-body a[data-half-day]')).toHaveCount(0);
    } else {
      await expect(page.locator('tr[data-hour="12"] a[data-half-day]').first()).toContainText("pomeriggio");
      await expect(page.locator('tr[data-row="all-day"] a[data-half-day]')).toHaveCount(0);
    }

    // a phone: the month is the agenda list, the half day marked there too
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${calendar}?date=2034-12-24`);
    await hydrated(page);
    await expect(eve(page.locator('[data-view="agenda"]:visible'))).toBeVisible();
    await eve(page.locator('[data-view="agenda"]:visible')).click();
    // the item: its page without JavaScript, the dialog over the agenda with it
    const item = js ? page.getByRole("dialog") : page;
    if (!js) await expect(page).toHaveURL(/\/calendar\/festivity-\d+/);
    await expect(item.getByText("24.12.2034, pomeriggio (dalle 12:00)")).toBeVisible();
    // HR may change the festivity: its edit is linked
    await expect(item.getByRole("link", { name: "Modifica festività" })).toHaveAttribute("href", /\/app\/hr\/festivities\/\d+\/edit$/);
  });

  test("the employee creates a calendar link, fetches it, revokes it, and it answers 404", async ({ page }) => {
    test.setTimeout(scaled(90_000));
    const l = await leaves();
    expect(l.approved, "the demo data has an approved leave of the employee").not.toBeNull();
    await setClock(page, { at: `${l.approved!.start}T09:00:00Z` });
    await signIn(page, "employee");
    // reached from the calendar and from the settings
    await page.goto("/app/profile/calendar");
    await expect(page.getByRole("link", { name: "Link al calendario privato (ICS)" })).toHaveAttribute("href", "/app/profile/calendar-link");
    await page.goto("/app/profile/settings");
    await page.getByRole("link", { name: "Link al calendario privato (ICS)" }).click();
    await expect(page).toHaveURL(/\/app\/profile\/calendar-link$/);
    // a link left by the other browser project is replaced: regenerate or create
    await hydrated(page);
    await page.getByRole("button", { name: /Crea il link|Genera un nuovo link/ }).click();
    await expect(page.getByRole("status")).toContainText("Link al calendario creato");
    const address = page.getByLabel("Indirizzo del tuo calendario");
    await expect(address).toHaveValue(/\/ics\/[A-Za-z0-9_-]{43}\.ics$/);
    const url = await address.inputValue();
    await expect(page.getByTestId("calendar-link-status")).toContainText("Un link è attivo dal");

    const feed = await page.request.get(url);
    expect(feed.status()).toBe(200);
    expect(feed.headers()["content-type"]).toContain("text/calendar");
    const text = await feed.text();
    expect(text.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(text).toContain("TZID:Europe/Zurich");
    expect(text).toContain(`UID:leave-${l.approved!.id}@`);
    if (l.pending) expect(text).not.toContain(`UID:leave-${l.pending.id}@`);

    // shown once: a reload shows no address
    await page.reload();
    await expect(page.getByLabel("Indirizzo del tuo calendario")).toHaveCount(0);

    await hydrated(page);
    await page.getByRole("button", { name: "Revoca il link" }).click();
    await expect(page.getByRole("status")).toContainText("Link al calendario revocato");
    await expect(page.getByTestId("calendar-link-status")).toContainText("Nessun link attivo");
    expect((await page.request.get(url)).status()).toBe(404);
  });
});
