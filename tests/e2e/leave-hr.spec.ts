// HR and leave, with JavaScript on and off: entering and correcting a person's requests, recording
// one for anybody, the requests list (filters in the URL, approve and reject as plain forms, a
// decided row's label without buttons), a repeated approval storing one event, two HR people
// deciding at once (one decision; the other is told who decided first), and bulk decisions with
// their confirmation page.
import type { Browser, Page } from "@playwright/test";
import { expect, hydrated, openMenuGroup, setClock, signIn, test } from "./fixtures";
import { freshStaff, leaveEvents, personNamed, type TestPerson } from "./people";
import { scaled } from "../time-scale";

const LIST = "/app/hr/leave-requests";

async function fillAllDay(page: Page, type: string, first: string, last: string) {
  await hydrated(page);
  await page.getByLabel("Tipo di assenza").selectOption({ label: type });
  await page.getByRole("radio", { name: "Giornate intere" }).check();
  await page.getByLabel("Primo giorno").fill(first);
  await page.getByLabel("Ultimo giorno").fill(last);
}

/** HR records an all-day request for a person from the person's leave tab; returns its id. */
async function recordFor(page: Page, person: TestPerson, type: string, first: string, last: string): Promise<number> {
  await page.goto(`/app/hr/users/${person.id}/leaves/new`);
  await fillAllDay(page, type, first, last);
  await page.getByRole("button", { name: "Salva" }).click();
  await expect(page.locator("[data-flash]")).toContainText("Assenza salvata con successo");
  const year = first.slice(0, 4);
  if (!page.url().includes(`year=${year}`)) await page.goto(`/app/hr/users/${person.id}/leaves?year=${year}`);
  const [y, m, d] = first.split("-");
  const row = page.getByRole("row").filter({ hasText: `${d}.${m}.${y}` });
  const href = await row.getByRole("link", { name: /^Cronologia/ }).getAttribute("href");
  return Number(href?.match(/leave-requests\/(\d+)\/history/)?.[1]);
}

/** The list filtered to one person's pending requests. */
async function pendingOf(page: Page, person: TestPerson) {
  await page.goto(`${LIST}?status=PENDING&person=${person.id}`);
}

const row = (page: Page, leaveId: number) => page.getByRole("table", { name: "Richieste di assenza" }).locator("tbody tr").filter({ has: page.getByRole("link", { name: String(leaveId), exact: true }) });

async function otherSession(browser: Browser, username: string, javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled, baseURL: test.info().project.use.baseURL, locale: "it-CH", timezoneId: "Europe/Zurich" });
  const page = await context.newPage();
  await signIn(page, username);
  return page;
}

test.describe("HR and leave", () => {
  test.afterEach(async ({ page }) => setClock(page, { reset: true }));

  test("HR enters a request for a person, corrects it, and records one for anybody", async ({ page }) => {
    test.setTimeout(scaled(90_000));
    const [person, other] = await freshStaff(2);
    await setClock(page, { at: "2026-03-02T08:00:00Z" });
    await signIn(page, "hr");
    await page.goto(`/app/hr/users/${person.id}/leaves`);
    await expect(page.getByRole("heading", { level: 1, name: person.name })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Saldo vacanze 2026" })).toBeVisible();
    await page.getByRole("link", { name: "Nuova richiesta" }).click();
    await expect(page).toHaveURL(new RegExp(`/app/hr/users/${person.id}/leaves/new$`));

    // bad input keeps the values
    await hydrated(page);
    await page.getByLabel("Tipo di assenza").selectOption({ label: "Malattia" });
    await page.getByLabel("Inizio", { exact: true }).fill("2026-03-05T10:00");
    await page.getByLabel("Fine", { exact: true }).fill("2026-03-04T10:00");
    await page.getByRole("button", { name: "Salva" }).click();
    await expect(page.getByText("L'inizio non può essere dopo la fine")).toBeVisible();
    await expect(page.getByLabel("Tipo di assenza")).toHaveValue("3");
    await expect(page.getByLabel("Fine", { exact: true })).toHaveValue("2026-03-04T10:00");
    await page.getByLabel("Fine", { exact: true }).fill("2026-03-05T16:00");
    await page.getByRole("button", { name: "Salva" }).click();
    await expect(page.locator("[data-flash]")).toContainText("Assenza salvata con successo");
    await expect(page).toHaveURL(new RegExp(`/app/hr/users/${person.id}/leaves\\?year=2026$`));
    const sick = page.getByRole("row").filter({ hasText: "05.03.2026 10:00" });
    await expect(sick).toContainText("In attesa");

    // corrected by HR while pending
    await sick.getByRole("link", { name: /^Modifica/ }).click();
    await expect(page.getByRole("heading", { name: `Modifica la richiesta di ${person.name}` })).toBeVisible();
    await hydrated(page);
    await page.getByLabel("Fine", { exact: true }).fill("2026-03-05T17:00");
    await page.getByRole("button", { name: "Salva" }).click();
    await expect(page.locator("[data-flash]")).toContainText("Assenza salvata con successo");
    await expect(page.getByRole("row").filter({ hasText: "05.03.2026 10:00" })).toContainText("05.03.2026 17:00");

    // anybody: the person chooser is required, the other values are kept
    await page.goto(`${LIST}/new`);
    await fillAllDay(page, "Servizio militare", "2026-04-20", "2026-04-24");
    await page.getByRole("button", { name: "Salva" }).click();
    await expect(page.getByText("Scegli la persona")).toBeVisible();
    await expect(page.getByLabel("Primo giorno")).toHaveValue("2026-04-20");
    await page.getByLabel("Persona", { exact: true }).selectOption(String(other.id));
    await page.getByRole("button", { name: "Salva" }).click();
    await expect(page.locator("[data-flash]")).toContainText("Assenza salvata con successo");
    await expect(page).toHaveURL(new RegExp(`${LIST}$`));
    await page.goto(`${LIST}?person=${other.id}`);
    await expect(page.getByRole("table", { name: "Richieste di assenza" }).locator("tbody tr")).toHaveCount(1);
    await expect(page.getByRole("table", { name: "Richieste di assenza" })).toContainText("Servizio militare");

    // someone else's request under this person, or a malformed id, is not found
    expect((await page.goto(`/app/hr/users/${other.id}/leaves/999999/edit`))?.status()).toBe(404);
    expect((await page.goto(`/app/hr/users/abc/leaves/new`))?.status()).toBe(404);
  });

  test("the list: filters, approve and reject as plain forms, a repeated POST stores one event", async ({ page }) => {
    test.setTimeout(scaled(90_000));
    const [person] = await freshStaff(1);
    const hr = await personNamed("hr");
    await setClock(page, { at: "2026-03-02T08:00:00Z" });
    await signIn(page, "hr");
    const a = await recordFor(page, person, "Vacanza", "2026-05-11", "2026-05-12");
    const b = await recordFor(page, person, "Vacanza", "2026-06-15", "2026-06-15");

    await openMenuGroup(page, "hr");
    await page.getByRole("link", { name: "Richieste di assenza" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Richieste di assenza" })).toBeVisible();
    const filters = page.getByRole("search", { name: "Filtri delle richieste" });
    await filters.getByLabel("Stato").selectOption("PENDING");
    await filters.getByLabel("Persona").selectOption(String(person.id));
    await filters.getByLabel("Dal", { exact: true }).fill("2026-05-01");
    await filters.getByLabel("Al", { exact: true }).fill("2026-05-31");
    await filters.getByRole("button", { name: "Filtra" }).click();
    await expect(page).toHaveURL(/status=PENDING/);
    await expect(page).toHaveURL(new RegExp(`person=${person.id}`));
    await expect(row(page, a)).toHaveCount(1);
    await expect(row(page, b)).toHaveCount(0);

    await hydrated(page);
    await row(page, a).getByRole("button", { name: /^Approva:/ }).click();
    await expect(page.locator("[data-flash]")).toContainText(`Richiesta n. ${a} di ${person.name} approvata`);
    // the filters are kept; the approved request has left the pending list
    await expect(page).toHaveURL(/status=PENDING/);
    await expect(row(page, a)).toHaveCount(0);
    await page.goto(`${LIST}?person=${person.id}`);
    await expect(row(page, a)).toContainText("Approvata");
    await expect(row(page, a)).toContainText(`da ${hr.name}`);
    await expect(row(page, a).getByRole("button")).toHaveCount(0);

    // the same reject POST twice (a double click, Back + resubmit): one event
    await hydrated(page);
    const form = row(page, b).locator("form").filter({ has: page.getByRole("button", { name: /^Respingi:/ }) });
    const fields = Object.fromEntries(
      await Promise.all(["csrf", "intent", "leaveId", "commandId", "expectedVersion"].map(async (n) => [n, await form.locator(`input[name="${n}"]`).inputValue()])),
    );
    for (let i = 0; i < 2; i++) {
      const r = await page.request.post(`${LIST}?index`, { form: fields, maxRedirects: 0 });
      expect(r.status(), `POST ${i + 1}`).toBe(303);
    }
    expect((await leaveEvents(b)).map((e) => e.type)).toEqual(["LeaveRequested", "LeaveRejected"]);
    await page.reload();
    await expect(row(page, b)).toContainText("Respinta");
    await expect(row(page, b).getByRole("button")).toHaveCount(0);

    // bad parameters fall back to the defaults
    expect((await page.goto(`${LIST}?status=NOPE&company=mars&person=x&from=2026-02-31&to=abc&page=-1&sort=drop`))?.status()).toBe(200);
  });

  test("two HR people decide the same request at once: one decision, the other is told who decided", async ({ page, browser }) => {
    test.setTimeout(scaled(90_000));
    const [person] = await freshStaff(1);
    const hr = await personNamed("hr");
    await signIn(page, "hr");
    const id = await recordFor(page, person, "Vacanza", "2026-07-06", "2026-07-10");

    const nojs = test.info().project.use.javaScriptEnabled === false;
    const admin = await otherSession(browser, "admin", !nojs);
    await pendingOf(page, person);
    await pendingOf(admin, person);
    await hydrated(page);
    await hydrated(admin);
    // both saw it pending; HR approves first, the administrator's reject comes second
    await row(page, id).getByRole("button", { name: /^Approva:/ }).click();
    await expect(page.locator("[data-flash]")).toContainText("approvata");
    await row(admin, id).getByRole("button", { name: /^Respingi:/ }).click();
    await expect(admin.getByRole("alert")).toContainText(`Richiesta n. ${id}: Già approvata da ${hr.name}`);
    await expect(admin.getByRole("heading", { level: 1, name: "Richieste di assenza" })).toBeVisible();
    await admin.context().close();
    expect((await leaveEvents(id)).map((e) => e.type)).toEqual(["LeaveRequested", "LeaveApproved"]);
  });

  test("bulk: ticked rows, a confirmation with each balance effect, each decision its own event, conflicts listed", async ({ page, browser }) => {
    test.setTimeout(scaled(120_000));
    const [p1, p2] = await freshStaff(2);
    const hr = await personNamed("hr");
    await setClock(page, { at: "2026-03-02T08:00:00Z" });
    await signIn(page, "hr");
    const a = await recordFor(page, p1, "Vacanza", "2026-08-03", "2026-08-04");
    const b = await recordFor(page, p1, "Malattia", "2026-08-10", "2026-08-10");
    const c = await recordFor(page, p2, "Vacanza", "2026-08-17", "2026-08-17");

    await page.goto(`${LIST}?status=PENDING&from=2026-08-01&to=2026-08-31`);
    await hydrated(page);
    for (const id of [a, b, c]) await row(page, id).getByRole("checkbox").check();
    await page.getByRole("button", { name: "Approva le selezionate" }).click();
    await expect(page).toHaveURL(/\/app\/hr\/leave-requests\/bulk\?/);
    await expect(page.getByRole("heading", { level: 1, name: "Approvare queste richieste?" })).toBeVisible();
    const lines = page.getByRole("table");
    // p1: 20 or 25 days; two holiday days move from pending to taken; the sickness changes nothing
    await expect(lines.locator(`tr[data-leave-id="${a}"]`)).toContainText(/Saldo 2026: godute 0:00 → 16:00 h, in attesa 16:00 → 0:00 h, rimanenti (160|200):00 → (144|184):00 h/);
    await expect(lines.locator(`tr[data-leave-id="${b}"]`)).toContainText("Saldo vacanze 2026 invariato");
    await expect(lines.locator(`tr[data-leave-id="${c}"]`)).toContainText("godute 0:00 → 8:00 h");

    // meanwhile the administrator approves c from the list
    const nojs = test.info().project.use.javaScriptEnabled === false;
    const admin = await otherSession(browser, "admin", !nojs);
    const adminName = (await personNamed("admin")).name;
    await pendingOf(admin, p2);
    await hydrated(admin);
    await row(admin, c).getByRole("button", { name: /^Approva:/ }).click();
    await expect(admin.locator("[data-flash]")).toContainText("approvata");
    await admin.context().close();

    // the confirmed form as the browser sends it, to send it once more afterwards
    const confirmForm = page.locator("form").filter({ has: page.getByRole("button", { name: "Approva 3 richieste" }) });
    const body = new URLSearchParams();
    for (const input of await confirmForm.locator('input[type="hidden"]').all()) body.append((await input.getAttribute("name")) ?? "", await input.inputValue());
    const confirmUrl = page.url();
    await page.getByRole("button", { name: "Approva 3 richieste" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Risultato della decisione" })).toBeVisible();
    await expect(page.locator("[data-flash]")).toContainText("Decisioni registrate: 2; non applicate: 1");
    await expect(lines.locator(`tr[data-leave-id="${a}"]`)).toContainText("Approvata");
    await expect(lines.locator(`tr[data-leave-id="${b}"]`)).toContainText("Approvata");
    await expect(lines.locator(`tr[data-leave-id="${c}"]`)).toContainText(`Già approvata da ${adminName}`);
    const resultUrl = page.url();

    // each decision is its own event with its own command id; c was decided once, by the administrator
    const [ea, eb, ec] = await Promise.all([leaveEvents(a), leaveEvents(b), leaveEvents(c)]);
    expect(ea.map((e) => e.type)).toEqual(["LeaveRequested", "LeaveApproved"]);
    expect(eb.map((e) => e.type)).toEqual(["LeaveRequested", "LeaveApproved"]);
    expect(ec.map((e) => e.type)).toEqual(["LeaveRequested", "LeaveApproved"]);
    expect(ea[1].actorId).toBe(hr.id);
    expect(ea[1].commandId).not.toBe(eb[1].commandId);

    // sending the same confirmed form again appends nothing and tells the same story
    const again = await page.request.post(confirmUrl, { data: body.toString(), headers: { "content-type": "application/x-www-form-urlencoded" }, maxRedirects: 0 });
    expect(again.status()).toBe(303);
    expect(new URL(again.headers()["location"] ?? "", confirmUrl).href).toBe(resultUrl);
    for (const id of [a, b, c]) expect((await leaveEvents(id)).length, `events of ${id}`).toBe(2);
    await page.goto(resultUrl);
    await expect(lines.locator(`tr[data-leave-id="${a}"]`)).toContainText("Approvata");
    await expect(lines.locator(`tr[data-leave-id="${c}"]`)).toContainText(`Già approvata da ${adminName}`);
    // the confirmation page itself now says the requests are decided
    await page.goBack();
    await page.goto(confirmUrl);
    await expect(lines.locator(`tr[data-leave-id="${a}"]`)).toContainText(`Non verrà applicata: Già approvata da ${hr.name}`);

    // nothing ticked: told so, not an error page
    expect((await page.goto(`${LIST}/bulk?intent=approve-leave`))?.status()).toBe(400);
    await expect(page.getByRole("alert")).toContainText("Seleziona almeno una richiesta");
  });
});
