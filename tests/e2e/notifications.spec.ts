// Notifications (issue 18): HR approves a person's leave; the person sees the bell's count (rendered
// by the server) and the notification linking to the request, marks it read, and receives the mail
// at the test SMTP server (tests/e2e/mailbox.ts) in the language they chose, with a one-click link
// to the record; switching the toggle off stops the next one, in the app and by mail. With a second
// app process on the same database (both run the processor and the sender), restarted right after
// the approval, the mail still arrives once. With JavaScript on and off (the forms are plain POSTs).
import type { Page } from "@playwright/test";
import postgres from "postgres";
import { expect, hydrated, setClock, signIn, signOut, test } from "./fixtures";
import { smtpPort } from "./mailbox";
import { startOwnServer, type OwnServer } from "./own-server";
import { freshStaff, type TestPerson } from "./people";
import { scaled } from "../time-scale";

/** HR records an all-day holiday for the person and approves it from the requests list; returns its id. */
/** A day as the notices name a leave's period (DD.MM.YYYY). */
const swiss = (day: string) => day.split("-").reverse().join(".");

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

/** The store's clock (the notices' created_at is the store's). */
async function storeNow(): Promise<string> {
  const sql = postgres(process.env.E2E_DATABASE_URL as string, { max: 1, onnotice: () => {} });
  try {
    return (await sql<{ now: string }[]>`SELECT now()::text AS now`)[0].now;
  } finally {
    await sql.end();
  }
}

/** How many in-app notices the person got after `since` (the store's time). */
async function noticesSince(personId: number, since: string): Promise<number> {
  const sql = postgres(process.env.E2E_DATABASE_URL as string, { max: 1, onnotice: () => {} });
  try {
    return (await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM notification WHERE person_id = ${personId} AND in_app AND created_at > ${since}::timestamptz`)[0].n;
  } finally {
    await sql.end();
  }
}

/** The person's e-mail address, as the mails are addressed. */
async function emailOf(personId: number): Promise<string> {
  const sql = postgres(process.env.E2E_DATABASE_URL as string, { max: 1, onnotice: () => {} });
  try {
    const [row] = await sql<{ email: string | null }[]>`SELECT email FROM person_list WHERE id = ${personId}`;
    expect(row?.email, "the person has an e-mail address").toBeTruthy();
    return (row.email as string).trim().toLowerCase();
  } finally {
    await sql.end();
  }
}

/** The mails queued for the person about one leave request (any status). */
async function outboxRowsAbout(personId: number, leaveId: number): Promise<number> {
  const sql = postgres(process.env.E2E_DATABASE_URL as string, { max: 1, onnotice: () => {} });
  try {
    const [{ n }] = await sql<{ n: number }[]>`
      SELECT count(*)::int AS n FROM notification_outbox o JOIN notification n ON n.id = o.notification_id
      WHERE o.person_id = ${personId} AND n.link = ${`/app/profile/leaves/${leaveId}/history`}`;
    return n;
  } finally {
    await sql.end();
  }
}

test.describe("notifications", () => {
  test.afterEach(async ({ page }) => setClock(page, { reset: true }));

  test("an approved leave shows in the bell and the list and arrives by mail; read; the toggle off stops the next one", async ({ page, mailbox, baseURL }) => {
    test.setTimeout(scaled(120_000));
    expect(mailbox.listening, `the test SMTP server listens on ${mailbox.port}`).toBe(true);
    const [person] = await freshStaff(1);
    const address = await emailOf(person.id);
    await setClock(page, { at: "2026-03-02T08:00:00Z" });

    // the person wants their mails in German (the app stays Italian)
    await signIn(page, person.username);
    await page.goto("/app/profile/settings");
    await page.getByLabel("Lingua delle e-mail").selectOption({ label: "Deutsch" });
    await hydrated(page);
    await page.getByRole("button", { name: "Aggiorna le notifiche" }).click();
    await expect(page.locator("[data-flash]")).toContainText("Impostazioni salvate");
    await signOut(page);

    await signIn(page, "hr");
    const first = await approvedLeave(page, person, "2026-04-13");
    await signOut(page);
    await notificationsCaughtUp();

    await signIn(page, person.username);
    // the notices made from here on (the periodic check's reminders arrive when they will)
    const rendered = await storeNow();
    await page.goto("/app/profile/dashboard");
    // other notices may be there too (the periodic check's reminders, other specs' events): the count is
    // whatever it is, and goes down by one when this one is read (plus any notice made meanwhile)
    const bell = page.getByRole("link", { name: /^Notifiche: \d+ non lett[ae]$/ });
    await expect(bell).toBeVisible();
    const unread = Number((await bell.getAttribute("aria-label"))?.match(/\d+/)?.[0] ?? (await bell.innerText()).match(/\d+/)?.[0]);
    expect(unread).toBeGreaterThan(0);
    await bell.click();
    await expect(page.getByRole("heading", { level: 1, name: "Notifiche" })).toBeVisible();
    const text = `La tua richiesta di assenza (${swiss("2026-04-13")}) è stata approvata.`;
    const message = page.getByRole("link", { name: text });
    await expect(message).toHaveAttribute("href", `/app/profile/leaves/${first}/history`);
    const item = page.locator("li", { has: message });
    await expect(item).toHaveAttribute("data-read", "false");
    await hydrated(page);
    await page.getByRole("button", { name: `Segna come letta: ${text}` }).click();
    await expect(page.locator("[data-flash]")).toContainText("Notifica segnata come letta");
    await expect(item).toHaveAttribute("data-read", "true");
    // one fewer than before, plus whatever arrived since the dashboard was drawn (at most every notice made since `rendered`)
    const arrived = await noticesSince(person.id, rendered);
    const bellNow = page.getByTestId("notification-bell");
    await expect(bellNow).toHaveAttribute("aria-label", /^Notifiche(: \d+ non lett[ae])?$/);
    const shown = Number((await bellNow.getAttribute("aria-label"))?.match(/\d+/)?.[0] ?? 0);
    expect(shown, `the bell after one was read (before: ${unread}, arrived since: ${arrived})`).toBeGreaterThanOrEqual(unread - 1);
    expect(shown, `the bell after one was read (before: ${unread}, arrived since: ${arrived})`).toBeLessThanOrEqual(unread - 1 + arrived);

    // the mail: to the person's address, once, in German, with a one-click link to the request
    const link = `${baseURL}/app/profile/leaves/${first}/history`;
    const aboutFirst = () => mailbox.to(address).filter((m) => m.body.includes(link));
    await expect.poll(() => aboutFirst().length, { timeout: 15_000, message: `a mail to ${address} about leave ${first}` }).toBe(1);
    const [mail] = aboutFirst();
    expect(mail.to).toEqual([address]);
    expect(mail.subject).toBe(`Cantiere: Ihr Abwesenheitsantrag (${swiss("2026-04-13")}) wurde bewilligt.`);
    expect(mail.body).toContain("In Cantiere öffnen");
    expect(mail.body).toContain(`href="${link}"`);
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1, name: `Cronologia della richiesta n. ${first}` })).toBeVisible();

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
    await expect(page.getByRole("link", { name: `La tua richiesta di assenza (${swiss("2026-04-20")}) è stata approvata.` })).toHaveCount(0);
    await expect(page.getByRole("link", { name: `La tua richiesta di assenza (${swiss("2026-04-13")}) è stata approvata.` })).toBeVisible();
    // nor by mail: nothing queued for it, nothing received (the first one still arrived once)
    expect(await outboxRowsAbout(person.id, second)).toBe(0);
    expect(mailbox.to(address).filter((m) => m.body.includes(`/app/profile/leaves/${second}/history`))).toHaveLength(0);
    expect(aboutFirst()).toHaveLength(1);
  });

  test("with two app processes, one restarted right after the approval, the mail arrives once and the person sees the notification", async ({ page, mailbox, baseURL }) => {
    test.setTimeout(scaled(150_000));
    expect(mailbox.listening, `the test SMTP server listens on ${mailbox.port}`).toBe(true);
    // a second process of the app on the browser tests' database, sending to the same SMTP server with
    // the same links (port + 13: not one of the ports other specs use)
    const port = Number(process.env.E2E_PORT ?? 3210) + 13;
    const env = { SMTP_URL: `smtp://127.0.0.1:${smtpPort()}`, MAIL_FROM: "Cantiere <no-reply@cantiere.test>", APP_URL: baseURL as string };
    let second: OwnServer | null = await startOwnServer("notify_a", port, { shared: true, env });
    try {
      const [person] = await freshStaff(1);
      const address = await emailOf(person.id);
      await setClock(page, { at: "2026-03-02T08:00:00Z" });
      await signIn(page, "hr");
      const id = await approvedLeave(page, person, "2026-04-27");
      await signOut(page);
      // restarted while the two processes' notifiers may be reading the approval or sending its mail
      await second.stop();
      second = null;
      second = await startOwnServer("notify_b", port, { shared: true, env });
      await notificationsCaughtUp();
      const link = `${baseURL}/app/profile/leaves/${id}/history`;
      const about = () => mailbox.to(address).filter((m) => m.body.includes(link));
      await expect.poll(() => about().length, { timeout: 20_000, message: `a mail to ${address} about leave ${id}` }).toBe(1);
      // one outbox row for it (each process claims under the sender's lock): no second mail can follow
      expect(await outboxRowsAbout(person.id, id)).toBe(1);

      await signIn(page, person.username);
      await page.goto("/app/notifications");
      await expect(page.getByRole("link", { name: `La tua richiesta di assenza (${swiss("2026-04-27")}) è stata approvata.` })).toBeVisible();
      expect(about()).toHaveLength(1);
    } finally {
      await second?.stop();
    }
  });
});
