// Calendars with JavaScript on and off: the employee's month shows an approved leave and a
// festivity but never a pending leave; week and day views; the festivity filter; a leave's detail
// page; HR opens the person's calendar and follows Edit; a site event of 2 h 30 lasts 2.5 hours.
import postgres from "postgres";
import { expect, hydrated, setClock, signIn, test } from "./fixtures";

interface Fixture {
  personId: number;
  approved: { id: number; start: string } | null;
  pending: { id: number; start: string } | null;
  festivity: { id: number; start: string } | null;
  siteId: number;
}

/** The demo employee's approved and pending leaves, a festivity of their company, and a site. */
async function fixture(): Promise<Fixture> {
  const sql = postgres(process.env.E2E_DATABASE_URL as string, { max: 1, onnotice: () => {} });
  try {
    const [p] = await sql<{ id: number; company_code: string }[]>`SELECT id, company_code FROM person_list WHERE username = 'employee'`;
    const leave = async (status: string) =>
      (await sql<{ id: number; start: string }[]>`SELECT id, start_date::text AS start FROM leave_list WHERE person_id = ${p.id} AND status = ${status} ORDER BY start_date LIMIT 1`)[0] ?? null;
    const [festivity] = await sql<{ id: number; start: string }[]>`
      SELECT id, start_date::text AS start FROM festivity_list WHERE NOT removed AND (company_code IS NULL OR company_code = ${p.company_code}) ORDER BY start_date LIMIT 1`;
    const [site] = await sql<{ id: number }[]>`SELECT id FROM site_list ORDER BY id LIMIT 1`;
    return { personId: Number(p.id), approved: await leave("APPROVED"), pending: await leave("PENDING"), festivity: festivity ?? null, siteId: Number(site.id) };
  } finally {
    await sql.end();
  }
}

test.describe("calendars", () => {
  test.afterEach(async ({ page }) => setClock(page, { reset: true }));

  test("the employee's month, week, day, filter and a leave's detail; HR follows Edit", async ({ page }) => {
    test.setTimeout(90_000);
    const f = await fixture();
    expect(f.approved, "the demo data has an approved leave of the employee").not.toBeNull();
    expect(f.festivity, "the demo data has a festivity").not.toBeNull();
    await setClock(page, { at: `${f.approved!.start}T09:00:00Z` });
    await signIn(page, "employee");
    await page.goto("/app/profile/calendar");
    await expect(page.locator('table[data-view="month"]')).toBeVisible();
    const leaveItem = page.locator(`table[data-view="month"] a[data-item="personRequests-${f.approved!.id}"]`).first();
    await expect(leaveItem).toBeVisible();
    await expect(page.getByRole("table", { name: /./ }).first()).toBeVisible();

    // the festivity in its month
    await page.goto(`/app/profile/calendar?date=${f.festivity!.start}`);
    await expect(page.locator(`table[data-view="month"] a[data-item="festivity-${f.festivity!.id}"]`).first()).toBeVisible();
    // the filter keeps festivities only (a GET form)
    await hydrated(page);
    await page.getByLabel("Tipo").selectOption("festivity");
    await page.getByRole("button", { name: "Filtra" }).click();
    await expect(page).toHaveURL(/filter=festivity/);
    await expect(page.locator('a[data-kind="festivity"]').first()).toBeVisible();
    await expect(page.locator('a[data-kind="personRequests"]')).toHaveCount(0);

    // a pending leave is never shown
    if (f.pending) {
      await page.goto(`/app/profile/calendar?date=${f.pending.start}`);
      await expect(page.locator(`a[data-item="personRequests-${f.pending.id}"]`)).toHaveCount(0);
    }

    // week and day views of the approved leave
    await page.goto(`/app/profile/calendar?date=${f.approved!.start}`);
    await page.getByRole("link", { name: "Settimana" }).click();
    await expect(page.locator('table[data-view="week"]')).toBeVisible();
    await expect(page.locator(`table[data-view="week"] a[data-item="personRequests-${f.approved!.id}"]`).first()).toBeVisible();
    await page.getByRole("link", { name: "Giorno" }).click();
    await expect(page.locator('table[data-view="day"]')).toBeVisible();
    await expect(page.locator('tr[data-hour="7"]')).toBeVisible();
    await expect(page.locator('tr[data-hour="20"]')).toBeVisible();

    // the leave's detail page
    await page.locator(`a[data-item="personRequests-${f.approved!.id}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`/app/profile/calendar/personRequests-${f.approved!.id}`));
    await expect(page.getByText("Assenza approvata")).toBeVisible();

    // HR opens the person's calendar and follows Edit to HR's leave form
    await page.context().clearCookies();
    await signIn(page, "hr");
    await page.goto(`/app/hr/users/${f.personId}/calendar?date=${f.approved!.start}`);
    await page.locator(`table[data-view="month"] a[data-item="personRequests-${f.approved!.id}"]`).first().click();
    await page.getByRole("link", { name: "Modifica" }).click();
    await expect(page).toHaveURL(new RegExp(`/app/hr/users/${f.personId}/leaves/${f.approved!.id}/edit`));
  });

  test("a site event of 2 h 30 lasts 2.5 hours; a refused form keeps its values", async ({ page }) => {
    test.setTimeout(90_000);
    const f = await fixture();
    await setClock(page, { at: "2026-03-10T09:00:00Z" });
    await signIn(page, "admin");
    await page.goto(`/app/sites/sites/${f.siteId}/calendar`);
    await page.getByRole("link", { name: "Nuovo evento del cantiere" }).click();
    await hydrated(page);
    const form = page.locator("form#event-form");
    const title = form.getByLabel("Titolo");
    await title.fill("Consegna travi");
    await form.locator('input[name="startAt"][type="text"]').fill("12.03.2026");
    await form.locator('input[name="startAt"][type="time"]').fill("08:00");
    await form.getByLabel("Durata: ore").selectOption("2");
    await form.getByLabel("Durata: minuti").selectOption("30");
    // no description nor place: refused, values kept
    await form.getByRole("button", { name: "Salva" }).click();
    await expect(page.getByRole("alert").first()).toContainText("Evento non salvato");
    await expect(title).toHaveValue("Consegna travi");
    await form.getByLabel("Descrizione").fill("Travi HEA per il secondo piano");
    await form.getByLabel("Luogo").fill("Cantiere, lato nord");
    await form.getByRole("button", { name: "Salva" }).click();
    await expect(page).toHaveURL(new RegExp(`/app/sites/sites/${f.siteId}/calendar`));
    await expect(page.getByRole("status")).toContainText("Evento creato con successo");
    const event = page.locator('table[data-view="month"] a[data-kind="events"]', { hasText: "Consegna travi" }).first();
    await expect(event).toHaveAttribute("data-minutes", "150");
    await event.click();
    await expect(page.locator("dd[data-minutes]")).toHaveAttribute("data-minutes", "150");
    await expect(page.locator("dd[data-minutes]")).toContainText("2.5");
  });
});
