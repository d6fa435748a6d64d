// The stamping page without a connection (issue 35, ADR-0124), with JavaScript on a 360 px phone:
// opened once online, it opens again offline; a tap is kept on the device as "waiting to be sent"
// and arrives once, with the tap's time, when the connection is back; a reload sends nothing more. A
// tap whose device time lies more than 72 hours back is refused with a notice. (Without JavaScript
// the form posts as it always did: stamping.spec.ts.)
import type { Page } from "@playwright/test";
import postgres from "postgres";
import { expect, hydrated, setClock, signIn, test } from "./fixtures";
import { scaled } from "../time-scale";

function db() {
  return postgres(process.env.E2E_DATABASE_URL as string, { max: 1, onnotice: () => {} });
}

/** A worker who clocks in and has no stamp yet: the last such one, so no other spec shares them. */
async function quietWorker(): Promise<{ id: number; username: string }> {
  const sql = db();
  try {
    const [r] = await sql<{ id: number; username: string }[]>`
      SELECT p.id, p.username FROM person_list p
      WHERE p.role = 'WORKER' AND p.username IS NOT NULL AND p.active AND NOT p.erased
        AND p.username NOT IN ('worker', 'foreman') AND NOT ('NO_STAMPINGLOG' = ANY(p.capabilities))
        AND NOT EXISTS (SELECT 1 FROM stamp_list s WHERE s.person_id = p.id)
        AND NOT EXISTS (SELECT 1 FROM events e WHERE e.stream_id = 'person-' || p.id AND e.event_type = 'PersonPasswordSet')
      ORDER BY p.id DESC LIMIT 1`;
    return { id: Number(r.id), username: r.username };
  } finally {
    await sql.end();
  }
}

/** The person's StampRecorded events: their time, their device time, when they arrived, how they came. */
async function recorded(personId: number) {
  const sql = db();
  try {
    return await sql<{ stampedAt: string; deviceAt: string | null; at: string; source: string; kind: string }[]>`
      SELECT data->>'stampedAt' AS "stampedAt", data->>'deviceAt' AS "deviceAt", data->>'at' AS at, data->>'source' AS source, data->>'kind' AS kind
      FROM events WHERE event_type = 'StampRecorded' AND (data->>'personId')::int = ${personId} ORDER BY position`;
  } finally {
    await sql.end();
  }
}

/** A quiet worker signed in on a 360 px phone, on the stamping page, hydrated (the server on the real clock). */
async function openStamping(page: Page): Promise<{ id: number; username: string }> {
  await page.setViewportSize({ width: 360, height: 740 });
  await setClock(page, { reset: true });
  const person = await quietWorker();
  await signIn(page, person.username);
  await page.goto("/app/profile/stamping");
  await hydrated(page);
  return person;
}

test("a stamp tapped offline waits on the phone, arrives once with the tap's time, and a tap 4 days old is refused with a notice", async ({ page, context }) => {
  test.setTimeout(scaled(150_000));
  const person = await openStamping(page);
  // the service worker has the page and what it needs
  await expect(page.locator('form[data-offline-ready="yes"]')).toBeAttached({ timeout: 30_000 });

  await context.setOffline(true);
  await page.reload();
  await hydrated(page);
  await expect(page.locator("[data-offline]")).toContainText("Nessuna connessione");
  const before = Date.now();
  await page.getByRole("button", { name: "Timbra entrata" }).click();
  const waiting = page.locator('[data-queued="waiting"]');
  await expect(waiting).toHaveCount(1);
  await expect(waiting).toContainText("Entrata");
  await expect(waiting).toContainText("in attesa di invio");
  await expect(page.locator("[data-queue-notice]")).toContainText("è salvata sul telefono");
  // the clock's turn follows the stamp on the device
  await expect(page.getByRole("button", { name: "Timbra uscita" })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("offline-waiting-360.png"), fullPage: true });
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.screenshot({ path: test.info().outputPath("offline-waiting-1366.png") });
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await recorded(person.id)).toHaveLength(0);
  // some time passes before the signal is back
  await page.waitForTimeout(2_500);

  await context.setOffline(false);
  await expect(page.locator("[data-queue]")).toHaveCount(0, { timeout: 30_000 });
  await expect(page.locator("[data-queue-notice]")).toContainText("Le timbrature in attesa sono state inviate");
  const today = page.locator('[data-list="today"] [data-stamp]');
  await expect(today).toHaveCount(1);
  await expect(page.locator('[data-list="today"]')).toContainText("inviata più tardi");
  const [stamp, ...more] = await recorded(person.id);
  expect(more).toEqual([]);
  expect(stamp).toMatchObject({ kind: "ENTRATA", source: "offline" });
  // the tap's time (to the second), not the sending's: it arrived seconds later
  expect(stamp.stampedAt).toBe(stamp.deviceAt);
  const tapped = Date.parse(stamp.stampedAt);
  expect(tapped).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
  expect(Date.parse(stamp.at) - tapped).toBeGreaterThanOrEqual(2_000);

  // a reload sends nothing more
  await page.reload();
  await hydrated(page);
  await expect(page.locator('[data-list="today"] [data-stamp]')).toHaveCount(1);
  await page.waitForTimeout(1_000);
  expect(await recorded(person.id)).toHaveLength(1);

  // a tap whose device clock says four days ago: refused when it arrives, the notice on the page
  await context.setOffline(true);
  await expect(page.locator("[data-offline]")).toBeVisible();
  await page.clock.setFixedTime(new Date(Date.now() - 4 * 24 * 3_600_000));
  await page.getByRole("button", { name: "Timbra uscita" }).click();
  await expect(page.locator('[data-queued="waiting"]')).toHaveCount(1);
  await context.setOffline(false);
  const refused = page.locator('[data-queued="refused"]');
  await expect(refused).toContainText("non registrata");
  await expect(refused).toContainText("ha più di 72 ore");
  await expect(page.locator("[data-queue]").getByRole("heading")).toHaveText("Timbrature non registrate");
  await page.screenshot({ path: test.info().outputPath("offline-refused-360.png"), fullPage: false });
  expect(await recorded(person.id)).toHaveLength(1);
  await refused.getByRole("button", { name: "Ho capito" }).click();
  await expect(page.locator("[data-queue]")).toHaveCount(0);
});

test("a tap whose sending fails although the phone believes it is online is kept, and sent when the page is opened again", async ({ page, consoleErrors }) => {
  test.setTimeout(scaled(120_000));
  const person = await openStamping(page);
  // a signal that carries nothing: the request fails, navigator.onLine stays true
  await page.route("**/app/profile/stamping/sync", (route) => route.abort("internetdisconnected"));
  await page.getByRole("button", { name: "Timbra entrata" }).click();
  await expect(page.locator('[data-queued="waiting"]')).toContainText("in attesa di invio");
  await expect(page.locator("[data-offline]")).toHaveCount(0);
  expect(await recorded(person.id)).toHaveLength(0);
  await page.unroute("**/app/profile/stamping/sync");
  await page.reload();
  await hydrated(page);
  await expect(page.locator("[data-queue]")).toHaveCount(0, { timeout: 30_000 });
  await expect(page.locator('[data-list="today"] [data-stamp]')).toHaveCount(1);
  expect((await recorded(person.id)).map((s) => s.source)).toEqual(["offline"]);
  // the one failed request is the test's own doing (the browser reports it); nothing else may be
  const own = consoleErrors.filter((e) => e.includes("net::ERR_INTERNET_DISCONNECTED"));
  expect(own).toHaveLength(1);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !own.includes(e)));
});
