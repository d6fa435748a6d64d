// Calendars with JavaScript on and off: the employee's month shows an approved leave and a
// festivity but never a pending leave; week and day views; the festivity filter; a leave's detail
// page; HR opens the person's calendar and follows the approved leave to its history (no Edit: the form refuses it); a site event of 2 h 30 lasts 2.5 hours.
// With JavaScript FullCalendar takes over the grid and an item opens a dialog (ADR-0061); the site
// dashboard lists the site's upcoming items. An all-day event comes back all day when edited; an
// event and (for HR) a stamp are deleted from their item, asked first (ADR-0066).
import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import postgres from "postgres";
import { expect, hydrated, setClock, signIn, test } from "./fixtures";
import { scaled } from "../time-scale";

const js = () => test.info().project.use.javaScriptEnabled !== false;
const FC_VIEWS = { month: ".fc-dayGridMonth-view", week: ".fc-timeGridWeek-view", day: ".fc-timeGridDay-view" } as const;

/** The calendar's grid of a view: the server's table without JavaScript, FullCalendar's with it. */
function grid(page: Page, view: keyof typeof FC_VIEWS): Locator {
  return js() ? page.locator(`[data-calendar="enhanced"] ${FC_VIEWS[view]}`) : page.locator(`table[data-view="${view}"]`);
}

/** Where an opened item's content is: the dialog with JavaScript, the detail page without. */
function opened(page: Page): Locator | Page {
  return js() ? page.getByRole("dialog") : page;
}

/** axe-core on the page as it is now (FullCalendar's grid, the dialog): no serious or critical violation. */
async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`);
  expect(serious, `axe violations on ${page.url()}`).toEqual([]);
}

/** With JavaScript, wait until the enhanced grid has read its items. */
async function loaded(page: Page, view: keyof typeof FC_VIEWS) {
  await expect(grid(page, view)).toBeVisible();
  if (js()) await page.waitForLoadState("networkidle");
}

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
    test.setTimeout(scaled(90_000));
    const f = await fixture();
    expect(f.approved, "the demo data has an approved leave of the employee").not.toBeNull();
    expect(f.festivity, "the demo data has a festivity").not.toBeNull();
    await setClock(page, { at: `${f.approved!.start}T09:00:00Z` });
    await signIn(page, "employee");
    await page.goto("/app/profile/calendar");
    await loaded(page, "month");
    const leaveItem = grid(page, "month").locator(`a[data-item="personRequests-${f.approved!.id}"]`).first();
    await expect(leaveItem).toBeVisible();
    await expect(page.getByRole("table", { name: /./ }).first()).toBeVisible();

    // the festivity in its month
    await page.goto(`/app/profile/calendar?date=${f.festivity!.start}`);
    await loaded(page, "month");
    await expect(grid(page, "month").locator(`a[data-item="festivity-${f.festivity!.id}"]`).first()).toBeVisible();
    // the filter keeps festivities only (a GET form)
    await hydrated(page);
    await page.getByLabel("Tipo").selectOption("festivity");
    await page.getByRole("button", { name: "Filtra" }).click();
    await expect(page).toHaveURL(/filter=festivity/);
    await loaded(page, "month");
    await expect(page.locator('a[data-kind="festivity"]').first()).toBeVisible();
    await expect(page.locator('a[data-kind="personRequests"]')).toHaveCount(0);

    // a pending leave is never shown
    if (f.pending) {
      await page.goto(`/app/profile/calendar?date=${f.pending.start}`);
      await loaded(page, "month");
      await expect(page.locator(`a[data-item="personRequests-${f.pending.id}"]`)).toHaveCount(0);
    }

    // week and day views of the approved leave
    await page.goto(`/app/profile/calendar?date=${f.approved!.start}`);
    await hydrated(page);
    await page.getByRole("link", { name: "Settimana" }).click();
    await loaded(page, "week");
    await expect(grid(page, "week").locator(`a[data-item="personRequests-${f.approved!.id}"]`).first()).toBeVisible();
    await page.getByRole("link", { name: "Giorno" }).click();
    await loaded(page, "day");
    // hours 7 to 20
    await expect(js() ? grid(page, "day").locator('td[data-time="07:00:00"]').first() : page.locator('tr[data-hour="7"]')).toBeVisible();
    await expect(js() ? grid(page, "day").locator('td[data-time="20:00:00"]').first() : page.locator('tr[data-hour="20"]')).toBeVisible();
    if (js()) await expect(grid(page, "day").locator('td[data-time="21:00:00"]')).toHaveCount(0);

    // the leave's detail: a page without JavaScript, a dialog over the calendar with it
    await grid(page, "day").locator(`a[data-item="personRequests-${f.approved!.id}"]`).first().click();
    if (!js()) await expect(page).toHaveURL(new RegExp(`/app/profile/calendar/personRequests-${f.approved!.id}`));
    await expect(opened(page).getByText("Assenza approvata")).toBeVisible();
    // an approved request has no form to edit (every form refuses it): its history instead
    await expect(opened(page).getByRole("link", { name: "Modifica" })).toHaveCount(0);
    await expect(opened(page).getByRole("link", { name: "Cronologia della richiesta" })).toHaveAttribute("href", `/app/profile/leaves/${f.approved!.id}/history`);

    // HR opens the person's calendar and follows the approved request to its history (issue 34: Edit led to a refusal)
    await page.context().clearCookies();
    await signIn(page, "hr");
    await page.goto(`/app/hr/users/${f.personId}/calendar?date=${f.approved!.start}`);
    await loaded(page, "month");
    await grid(page, "month").locator(`a[data-item="personRequests-${f.approved!.id}"]`).first().click();
    await expect(opened(page).getByRole("link", { name: "Modifica" })).toHaveCount(0);
    await opened(page).getByRole("link", { name: "Cronologia della richiesta" }).click();
    await expect(page).toHaveURL(new RegExp(`/app/hr/leave-requests/${f.approved!.id}/history$`));
  });

  test("a site event of 2 h 30 lasts 2.5 hours; a refused form keeps its values", async ({ page }) => {
    test.setTimeout(scaled(90_000));
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
    // a duration over 8 hours: refused, hours and minutes cleared
    await form.getByLabel("Descrizione").fill("Travi HEA per il secondo piano");
    await form.getByLabel("Luogo").fill("Cantiere, lato nord");
    await form.getByLabel("Durata: ore").selectOption("8");
    await form.getByLabel("Durata: minuti").selectOption("45");
    await form.getByRole("button", { name: "Salva" }).click();
    await expect(form.getByText(/oltre 8 ore/)).toBeVisible();
    // the server's answer clears them (with JavaScript the browser refuses first, on the same schema)
    if (!js()) await expect(form.getByLabel("Durata: ore")).toHaveValue("");
    await expect(title).toHaveValue("Consegna travi");
    await form.getByLabel("Durata: ore").selectOption("2");
    await form.getByLabel("Durata: minuti").selectOption("30");
    await form.getByLabel("Descrizione").fill("Travi HEA per il secondo piano");
    await form.getByLabel("Luogo").fill("Cantiere, lato nord");
    await form.getByRole("button", { name: "Salva" }).click();
    await expect(page).toHaveURL(new RegExp(`/app/sites/sites/${f.siteId}/calendar`));
    await expect(page.locator("[data-flash]")).toContainText("Evento creato con successo");
    await loaded(page, "month");
    const event = grid(page, "month").locator('a[data-kind="events"]', { hasText: "Consegna travi" }).first();
    await expect(event).toHaveAttribute("data-minutes", "150");
    await event.click();
    await expect(opened(page).locator("dd[data-minutes]")).toHaveAttribute("data-minutes", "150");
    await expect(opened(page).locator("dd[data-minutes]")).toContainText("2.5");
  });

  test("the month is FullCalendar's with JavaScript (the item opens a dialog), the server's grid without", async ({ page }) => {
    // why: axe over FullCalendar's month takes seconds on a busy 2-core machine (it ran out at 60 s)
    test.setTimeout(scaled(120_000));
    const f = await fixture();
    await setClock(page, { at: `${f.approved!.start}T09:00:00Z` });
    await signIn(page, "employee");
    const item = `personRequests-${f.approved!.id}`;
    await page.goto(`/app/profile/calendar?date=${f.approved!.start}`);
    if (js()) {
      await hydrated(page);
      await expect(page.locator(".fc")).toBeVisible();
      await expect(page.locator(`.fc a[data-item="${item}"]`).first()).toBeVisible();
      await expect(page.locator('table[data-view="month"]')).toHaveCount(0);
      await page.waitForLoadState("networkidle");
      await expectAccessible(page);
      await page.locator(`.fc a[data-item="${item}"]`).first().click();
      const dialog = page.getByRole("dialog");
      await expect(dialog.locator('[data-dialog="calendar-item"]')).toBeVisible();
      await expect(dialog.locator(`[data-item="${item}"]`)).toBeVisible();
      await expect(dialog.getByText("Assenza approvata")).toBeVisible();
      await expectAccessible(page);
      // the calendar stays where it was; the dialog closes
      await expect(page).toHaveURL(/\/app\/profile\/calendar\?/);
      await dialog.getByRole("button", { name: "Chiudi" }).click();
      await expect(page.getByRole("dialog")).toHaveCount(0);
    } else {
      await expect(page.locator(".fc")).toHaveCount(0);
      await page.locator(`table[data-view="month"] a[data-item="${item}"]`).first().click();
      await expect(page).toHaveURL(new RegExp(`/app/profile/calendar/${item}`));
      await expect(page.getByText("Assenza approvata")).toBeVisible();
      await expect(page.getByRole("link", { name: "Torna al calendario" })).toBeVisible();
    }
    // the grid's feed asked for by hand is the page, not an error
    const byHand = await page.goto(`/app/profile/calendar?date=${f.approved!.start}&format=json`);
    expect(byHand?.status()).toBe(200);
    await expect(page.locator("h1")).toBeVisible();
  });

  test("an all-day event comes back all day when edited (an overlong duration still clears); it is deleted from its item, asked first", async ({ page }) => {
    test.setTimeout(scaled(90_000));
    await setClock(page, { at: "2026-03-09T08:00:00Z" });
    await signIn(page, "employee");
    const title = `Formazione ${test.info().project.name} ${Date.now()}`;
    await page.goto("/app/profile/calendar/events/new?date=2026-03-11");
    await hydrated(page);
    const form = page.locator("form#event-form");
    await form.getByLabel("Titolo").fill(title);
    await form.getByLabel(/Tutto il giorno/).check();
    await form.getByRole("button", { name: "Salva" }).click();
    await expect(page.locator("[data-flash]")).toContainText("Evento creato con successo");
    // its times are the employee's working hours of that (winter) day
    const sql = postgres(process.env.E2E_DATABASE_URL as string, { max: 1, onnotice: () => {} });
    const [row] = await sql<{ all_day: boolean; start: string; end: string }[]>`
      SELECT all_day, to_char(start_at AT TIME ZONE 'Europe/Zurich', 'HH24:MI') AS start, to_char(end_at AT TIME ZONE 'Europe/Zurich', 'HH24:MI') AS end
      FROM calendar_event_list WHERE title = ${title}`.finally(() => sql.end());
    expect(row.all_day).toBe(true);

    await loaded(page, "month");
    await grid(page, "month").locator('a[data-kind="events"]', { hasText: title }).first().click();
    await opened(page).getByRole("link", { name: "Modifica evento" }).click();
    await expect(page).toHaveURL(/\/app\/profile\/calendar\/events\/\d+\/edit/);
    await hydrated(page);
    const edit = page.locator("form#event-form");
    await expect(edit.getByLabel(/Tutto il giorno/)).toBeChecked();
    await expect(edit.locator('input[name="startAt"][type="time"]')).toHaveValue(row.start);
    await expect(edit.locator('input[name="endAt"][type="time"]')).toHaveValue(row.end);
    await expect(edit.getByLabel("Durata: ore")).toHaveValue("");
    // made timed with a duration over 8 hours: refused, hours and minutes cleared, the title kept
    await edit.getByLabel(/Tutto il giorno/).uncheck();
    await edit.getByLabel("Durata: ore").selectOption("8");
    await edit.getByLabel("Durata: minuti").selectOption("45");
    await edit.getByRole("button", { name: "Salva" }).click();
    await expect(edit.getByText(/oltre 8 ore/)).toBeVisible();
    if (!js()) await expect(edit.getByLabel("Durata: ore")).toHaveValue("");
    await expect(edit.getByLabel("Titolo")).toHaveValue(title);

    // deleted from its item (the page without JavaScript, the dialog with it), asked first
    await page.goto("/app/profile/calendar?date=2026-03-11");
    await loaded(page, "month");
    await grid(page, "month").locator('a[data-kind="events"]', { hasText: title }).first().click();
    await opened(page).getByRole("link", { name: "Elimina evento" }).click();
    if (!js()) await expect(page).toHaveURL(/delete=1/);
    const step = opened(page).getByRole("alertdialog");
    await expect(step).toContainText(title);
    // cancelling keeps it
    await step.getByRole("link", { name: "Annulla" }).or(step.getByRole("button", { name: "Annulla" })).click();
    await expect(opened(page).getByRole("link", { name: "Elimina evento" })).toBeVisible();
    await opened(page).getByRole("link", { name: "Elimina evento" }).click();
    await opened(page).getByRole("alertdialog").getByRole("button", { name: "Elimina evento" }).click();
    await expect(page).toHaveURL(/\/app\/profile\/calendar\?date=2026-03-11$/);
    // the dialog closes first: while it is open the page behind it (and its status line) is hidden from the accessibility tree
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.locator("[data-flash]")).toContainText("Evento eliminato");
    await loaded(page, "month");
    await expect(page.locator('a[data-kind="events"]', { hasText: title })).toHaveCount(0);
  });

  test("HR deletes an employee's stamp from the calendar, with a reason, asked first; the stamp's edit is linked", async ({ page }) => {
    test.setTimeout(scaled(90_000));
    const f = await fixture();
    const sql = postgres(process.env.E2E_DATABASE_URL as string, { max: 1, onnotice: () => {} });
    const [stamp] = await sql<{ id: number; date: string }[]>`
      SELECT id, (stamped_at AT TIME ZONE 'Europe/Zurich')::date::text AS date FROM stamp_list
      WHERE person_id = ${f.personId} AND status = 'ACTIVE' AND extract(hour FROM stamped_at AT TIME ZONE 'Europe/Zurich') BETWEEN 8 AND 19
      ORDER BY stamped_at DESC LIMIT 1`.finally(() => sql.end());
    expect(stamp, "the demo data has a stamp of the employee").toBeTruthy();
    await signIn(page, "hr");
    const calendar = `/app/hr/users/${f.personId}/calendar`;
    await page.goto(`${calendar}?date=${stamp.date}&view=day&filter=stampingLogs`);
    await loaded(page, "day");
    await grid(page, "day").locator(`a[data-item="stampingLogs-${stamp.id}"]`).first().click();
    await expect(opened(page).getByRole("link", { name: "Modifica timbratura" })).toHaveAttribute("href", `/app/hr/users/${f.personId}/stamps/${stamp.id}/edit`);
    await opened(page).getByRole("link", { name: "Elimina timbratura" }).click();
    const step = opened(page).getByRole("alertdialog");
    // no reason: refused, the step stays
    await step.getByRole("button", { name: "Sì, elimina" }).click();
    await expect(opened(page).getByRole("alertdialog").getByText("Indica il motivo")).toBeVisible();
    await opened(page).getByRole("alertdialog").getByLabel("Motivo").fill("Doppia timbratura");
    // what the browser asked from here on, named in the failure (the notice went missing once under CI's load)
    const asked: string[] = [];
    page.on("response", (r) => {
      if (!r.url().includes("/build/")) asked.push(`${r.request().method()} ${r.url().replace(/^https?:\/\/[^/]+/, "")} ${r.status()}`);
    });
    await opened(page).getByRole("alertdialog").getByRole("button", { name: "Sì, elimina" }).click();
    await expect(page).toHaveURL(new RegExp(`${calendar}\\?view=day&date=${stamp.date}&filter=stampingLogs$`));
    await expect(page.locator("[data-flash]"))
      .toContainText("Timbratura eliminata")
      .catch((err: Error) => {
        throw new Error(`${err.message}\nthe requests after the delete: ${asked.join(" | ")}`);
      });
    await loaded(page, "day");
    await expect(page.locator(`a[data-item="stampingLogs-${stamp.id}"]`)).toHaveCount(0);
  });

  test("the site dashboard lists the site's upcoming calendar items", async ({ page }) => {
    test.setTimeout(scaled(120_000));
    const f = await fixture();
    await setClock(page, { at: "2026-05-04T07:00:00Z" });
    await signIn(page, "admin");
    await page.goto(`/app/profile/calendar/events/new?siteId=${f.siteId}&date=2026-05-06`);
    await hydrated(page);
    const form = page.locator("form#event-form");
    const title = `Sopralluogo ${test.info().project.name} ${Date.now()}`;
    await form.getByLabel("Titolo").fill(title);
    await form.locator('input[name="startAt"][type="time"]').fill("09:15");
    await form.getByLabel("Durata: ore").selectOption("1");
    await form.getByLabel("Durata: minuti").selectOption("0");
    await form.getByLabel("Descrizione").fill("Verifica ponteggi");
    await form.getByLabel("Luogo").fill("Cantiere");
    await form.getByRole("button", { name: "Salva" }).click();
    await expect(page.locator("[data-flash]")).toContainText("Evento creato con successo");
    await page.goto(`/app/sites/sites/${f.siteId}/dashboard`);
    const slot = page.locator('[data-slot="site-calendar"]');
    const row = slot.locator("tr", { hasText: title });
    await expect(row).toBeVisible();
    await expect(row).toContainText("06.05.2026");
    await expect(row).toContainText("09:15–10:15");
    await expect(row).toContainText("Evento");
    await row.getByRole("link", { name: title }).click();
    await expect(page).toHaveURL(new RegExp(`/app/sites/sites/${f.siteId}/calendar/events-\\d+`));
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
  });
});
