// The administrator erases a person from the person's page (issue 39), with JavaScript on and off:
// the confirmation step with the irreversible-operation box (unticked: refused, nothing done), the
// refusal of a person whose requests wait for a decision (saying how many of each), HR without the
// administrator's right sees no erase button, and the erasure itself (flash, back on the list, the
// page of the erased person is gone).
import type { Page } from "@playwright/test";
import postgres from "postgres";
import { expect, signIn, test } from "./fixtures";
import { personNamed } from "./people";

const dialog = (page: Page) => page.getByRole("alertdialog");
const flash = (page: Page) => page.locator("[data-flash]");
const ACK = "Ho capito che questa operazione non è reversibile";

/** A worker of Cantiere with a leave request waiting for HR, or one with nothing waiting at all, not yet erased. */
async function personWith(pending: boolean): Promise<number> {
  const sql = postgres(process.env.E2E_DATABASE_URL as string, { max: 1, onnotice: () => {} });
  try {
    const waiting = sql`(EXISTS (SELECT 1 FROM leave_list l WHERE l.person_id = p.id AND l.status = 'PENDING'))`;
    const [r] = await sql<{ id: number }[]>`
      SELECT p.id FROM person_list p
      WHERE NOT p.erased AND p.role IN ('WORKER', 'EMPLOYEE') AND p.username NOT IN ('employee', 'worker', 'associate', 'interim')
        AND ${pending ? waiting : sql`NOT ${waiting}
          AND NOT EXISTS (SELECT 1 FROM expense_list x WHERE x.person_id = p.id AND x.status = 'PENDING')
          AND NOT EXISTS (SELECT 1 FROM stamp_list s WHERE s.person_id = p.id AND s.status = 'PROPOSED')`}
      ORDER BY p.id DESC LIMIT 1`;
    if (!r) throw new Error("no such person in the seeded data");
    return Number(r.id);
  } finally {
    await sql.end();
  }
}

test.describe("erasing a person", () => {
  test("the administrator confirms with the box; requests still waiting refuse it; erased, the person is gone", async ({ page }) => {
    const waiting = await personWith(true);
    await signIn(page, "admin");
    await page.goto(`/app/admin/users/${waiting}/profile`);
    await page.getByRole("link", { name: "Cancella definitivamente" }).click();
    await expect(page).toHaveURL(/\?erase=1$/);
    await expect(dialog(page)).toContainText("Cancellare definitivamente questa persona?");
    // the box unticked: refused beside it, nothing done
    await dialog(page).getByRole("button", { name: "Cancella definitivamente" }).click();
    await expect(dialog(page).getByText("Conferma che hai capito che l'operazione non è reversibile").last()).toBeVisible();
    // ticked, but a leave request waits for HR: refused, saying what waits
    await dialog(page).getByLabel(ACK).check();
    await dialog(page).getByRole("button", { name: "Cancella definitivamente" }).click();
    await expect(dialog(page).getByRole("alert").last()).toContainText("richieste in attesa di decisione");
    await expect(dialog(page).getByRole("alert").last()).toContainText("assenze");
    await page.goto(`/app/admin/users/${waiting}/profile`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    const free = await personWith(false);
    await page.goto(`/app/admin/users/${free}/profile?erase=1`);
    await dialog(page).getByLabel(ACK).check();
    await dialog(page).getByRole("button", { name: "Cancella definitivamente" }).click();
    await expect(flash(page)).toContainText("Persona cancellata");
    await expect(page).toHaveURL(/\/app\/admin\/users$/);
    const gone = await page.goto(`/app/admin/users/${free}/profile`);
    expect(gone?.status()).toBe(404);
  });

  test("HR without the administrator's right is offered no erasure, and the form is refused on the server", async ({ page }) => {
    const person = await personWith(false);
    await signIn(page, "hr");
    await page.goto(`/app/hr/users/${person}/profile?erase=1`);
    await expect(page.getByRole("link", { name: "Cancella definitivamente" })).toHaveCount(0);
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
    const token = await page.locator('input[name="csrf"]').first().getAttribute("value").catch(() => null);
    const res = await page.request.post(`/app/hr/users/${person}/profile`, { form: { intent: "erase-person", acknowledged: "on", commandId: crypto.randomUUID(), ...(token ? { csrf: token } : {}) } });
    expect(res.status()).toBe(403);
  });

  test("HR downloads everything stored about a demo person as JSON; without HR's rights it is refused", async ({ page, browser, baseURL }) => {
    const worker = await personNamed("worker");
    const url = `/app/hr/users/${worker.id}/export`;
    await signIn(page, "hr");
    await page.goto(`/app/hr/users/${worker.id}/profile`);
    const link = page.getByRole("link", { name: "Scarica i dati della persona (JSON)" });
    await expect(link).toHaveAttribute("href", url);
    const res = await page.request.get(url);
    expect(res.status()).toBe(200);
    expect(res.headers()["content-disposition"]).toContain(`person-${worker.id}.json`);
    const body = (await res.json()) as { personId: number; events: { streamId: string; type: string; data: { personal?: { firstName?: string } | null } }[]; rows: Record<string, unknown[]> };
    expect(body.personId).toBe(worker.id);
    const registered = body.events.find((e) => e.streamId === `person-${worker.id}` && e.type === "PersonRegistered");
    // decoded: the person's own personal data, readable
    expect(registered?.data.personal?.firstName).toBe(worker.firstName);
    expect(body.rows.person_list).toHaveLength(1);

    for (const who of ["worker", "auditor"]) {
      // another person's session, in a browser of its own with the project's JavaScript setting
      const ctx = await browser.newContext({ baseURL, locale: "it-CH", timezoneId: "Europe/Zurich", javaScriptEnabled: test.info().project.use.javaScriptEnabled !== false });
      const other = await ctx.newPage();
      await signIn(other, who);
      const refused = await other.request.get(url);
      expect(refused.status(), who).toBe(403);
      await ctx.close();
    }
  });
});
