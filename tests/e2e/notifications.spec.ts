// Notifications (issue 18): HR approves a person's leave; the person sees the bell's count (rendered
// by the server) and the notification linking to the request, marks it read; switching the toggle
// off stops the next one. With JavaScript on and off (the forms are plain POSTs).
import type { Page } from "@playwright/test";
import postgres from "postgres";
import { expect, hydrated, setClock, signIn, signOut, test } from "./fixtures";
import { freshStaff, type TestPerson } from "./people";

/** HR records an all-day holiday for the person and approves it from the requests list; returns its id. */
async function approvedLeave(page: Page, person: TestPerson, day: string): Promise<number> {
  await page.goto(`/app/hr/users/${person.id}/leaves/new`);
  await hydrated(page);
  await page.getByLabel("Tipo di assenza").selectOption({ label: "Vacanza" });
  await page.getByRole("radio", { name: "Giornate intere" }).check();
  await page.getByLabel("Primo giorno").fill(day);
  await page.getByLabel("Ultimo giorno").fill(day);
  await page.getByRole("button", { name: "Salva" }).click();
  await expect(page.locator("[data-flash]")).toContainText("Assenza salvata con successo");
  await page.goto(`/app/hr/leave-requests?status=PENDING&person=${person.id}`);
  const row = page.getByRole("table", { name: "Richieste di assenza" }).locator("tbody tr").first();
  const id = Number(await row.getByRole("link").first().textContent());
  await hydrated(page);
  await row.getByRole("button", { name: /^Approva:/ }).click();
  await expect(page.locator("[data-flash]")).toContainText(`Richiesta n. ${id}`);
  return id;
}

/** Waits until the notification processor has read every event stored so far (it runs in the background). */
async function notificationsCaughtUp(): Promise<void> {
  const sql = postgres(process.env.E2E_DATABASE_URL as string, { max: 1, onnotice: () => {} });
  try {
    const [{ head }] = await sql<{ head: string }[]>`SELECT max(position)::text AS head FROM events`;
    await expect
      .poll(async () => Number((await sql<{ at: string }[]>`SELECT last_position::text AS at FROM projection_checkpoints WHERE name = 'notifications'`)[0]?.at ?? 0), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(Number(head));
  } finally {
    await sql.end();
  }
}

test.describe("notifications", () => {
  test.afterEach(async ({ page }) => setClock(page, { reset: true }));

  test("an approved leave shows in the bell and the list; read; the toggle off stops the next one", async ({ page }) => {
    test.setTimeout(90_000);
    const [person] = await freshStaff(1);
    await setClock(page, { at: "2026-03-02T08:00:00Z" });
    await signIn(page, "hr");
    const first = await approvedLeave(page, person, "2026-04-13");
    await signOut(page);
    await notificationsCaughtUp();

    await signIn(page, person.username);
    await page.goto("/app/profile/dashboard");
    // other notices may be there too (the periodic check's reminders, other specs' events): the count is
    // whatever it is, and goes down by one when this one is read
    const bell = page.getByRole("link", { name: /^Notifiche: \d+ non lett[ae]$/ });
    await expect(bell).toBeVisible();
    const unread = Number((await bell.getAttribute("aria-label"))?.match(/\d+/)?.[0] ?? (await bell.innerText()).match(/\d+/)?.[0]);
    expect(unread).toBeGreaterThan(0);
    await bell.click();
    await expect(page.getByRole("heading", { level: 1, name: "Notifiche" })).toBeVisible();
    const text = `La tua richiesta di assenza n. ${first} è stata approvata.`;
    const message = page.getByRole("link", { name: text });
    await expect(message).toHaveAttribute("href", `/app/profile/leaves/${first}/history`);
    const item = page.locator("li", { has: message });
    await expect(item).toHaveAttribute("data-read", "false");
    await hydrated(page);
    await page.getByRole("button", { name: `Segna come letta: ${text}` }).click();
    await expect(page.locator("[data-flash]")).toContainText("Notifica segnata come letta");
    await expect(item).toHaveAttribute("data-read", "true");
    await expect(unread === 1 ? page.getByRole("link", { name: "Notifiche", exact: true }).first() : page.getByRole("link", { name: `Notifiche: ${unread - 1} ${unread - 1 === 1 ? "non letta" : "non lette"}` })).toBeVisible();

    // the toggle: no more notices of decided requests, in the app or by mail
    await page.goto("/app/profile/settings");
    const decided = page.getByRole("group", { name: "Le mie richieste decise" });
    await decided.getByLabel("Nell'app").uncheck();
    await decided.getByLabel("Per e-mail").uncheck();
    await hydrated(page);
    await page.getByRole("button", { name: "Aggiorna le notifiche" }).click();
    await expect(page.locator("[data-flash]")).toContainText("Impostazioni salvate");
    await expect(page.getByRole("group", { name: "Le mie richieste decise" }).getByLabel("Nell'app")).not.toBeChecked();
    await signOut(page);

    await signIn(page, "hr");
    const second = await approvedLeave(page, person, "2026-04-20");
    await signOut(page);
    await notificationsCaughtUp();
    await signIn(page, person.username);
    await page.goto("/app/notifications");
    await expect(page.getByRole("link", { name: `La tua richiesta di assenza n. ${second} è stata approvata.` })).toHaveCount(0);
    await expect(page.getByRole("link", { name: `La tua richiesta di assenza n. ${first} è stata approvata.` })).toBeVisible();
  });
});
