// The foreman clocks in the crew (issue 35, ADR-0123), without JavaScript (the js project leaves this
// spec out: the form is plain HTML and this is the journey's one browser test). On the site's
// dashboard the demo foreman sends the crew form with nobody ticked (refused, nothing stored), then a
// clock-out for someone off duty (refused, naming them, the tick kept), then the clock-in (303 and a
// notice), then the clock-out again, so the crew member ends the test off duty as they began.
import postgres from "postgres";
import { expect, signIn, test } from "./fixtures";

async function setup(): Promise<{ siteId: number; member: { id: number; firstName: string; lastName: string } }> {
  const sql = postgres(process.env.E2E_DATABASE_URL as string, { max: 1, onnotice: () => {} });
  try {
    // a site the demo foreman leads, and a member of its team other than the demo accounts, off duty
    const [row] = await sql<{ site_id: number; person_id: number; first_name: string; last_name: string }[]>`
      SELECT t.site_id, p.id AS person_id, p.first_name, p.last_name
      FROM site_team f JOIN person_list fp ON fp.id = f.person_id AND fp.username = 'foreman'
      JOIN site_team t ON t.site_id = f.site_id AND NOT t.removed
      JOIN person_list p ON p.id = t.person_id AND p.username NOT IN ('worker', 'foreman', 'employee') AND p.active AND NOT p.erased
      WHERE f.project_function = 'FOREMAN' AND NOT f.removed
        AND NOT ('NO_STAMPINGLOG' = ANY(p.capabilities))
        AND NOT EXISTS (SELECT 1 FROM stamp_list s WHERE s.person_id = p.id AND s.status IN ('ACTIVE', 'PROPOSED') AND s.stamped_at > now() - interval '16 hours')
      ORDER BY t.site_id, p.id LIMIT 1`;
    return { siteId: Number(row.site_id), member: { id: Number(row.person_id), firstName: row.first_name, lastName: row.last_name } };
  } finally {
    await sql.end();
  }
}

test("the foreman clocks a crew member in and out on the site's dashboard, refusals keep the ticks", async ({ page }) => {
  const { siteId, member } = await setup();
  await signIn(page, "foreman");
  await page.goto(`/app/sites/sites/${siteId}/dashboard`);
  const form = page.locator(`[data-crew-form="${siteId}"] form`);
  await expect(form).toBeVisible();
  const box = form.getByRole("checkbox", { name: new RegExp(member.lastName) });
  const send = (kind: RegExp) => Promise.all([page.waitForResponse((r) => r.request().method() === "POST"), form.getByRole("button", { name: kind }).click()]);

  // nobody ticked: refused beside the list, nothing stored
  const [empty] = await send(/^uscita$/i);
  expect(empty.status()).toBe(400);
  await expect(form.getByRole("alert")).toContainText(/spunta almeno una persona/i);

  // a clock-out for someone off duty: refused, naming them, the tick kept
  await box.check();
  const [outOfTurn] = await send(/^uscita$/i);
  expect(outOfTurn.status()).toBe(422);
  await expect(page.locator(`[data-crew-form="${siteId}"]`).getByRole("alert")).toContainText(member.lastName);
  await expect(page.locator(`[data-crew-form="${siteId}"] form`).getByRole("checkbox", { name: new RegExp(member.lastName) })).toBeChecked();

  // the clock-in: 303 back to the dashboard with the notice, the member now on duty
  const [done] = await send(/^entrata$/i);
  expect(done.status()).toBe(303);
  await expect(page.getByRole("status").filter({ hasText: /entrata registrata/i })).toContainText(member.lastName);
  const again = page.locator(`[data-crew-form="${siteId}"] form`);
  await expect(again.locator("label", { hasText: member.lastName })).toContainText(/in servizio dalle/i);

  // and out again
  await again.getByRole("checkbox", { name: new RegExp(member.lastName) }).check();
  const [out] = await Promise.all([page.waitForResponse((r) => r.request().method() === "POST"), again.getByRole("button", { name: /^uscita$/i }).click()]);
  expect(out.status()).toBe(303);
  await expect(page.getByRole("status").filter({ hasText: /uscita registrata/i })).toBeVisible();
});
