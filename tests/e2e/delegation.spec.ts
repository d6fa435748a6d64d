// Approver delegation, with JavaScript off and on (issue 18, ADR-0088): HR delegates leave and expenses to a
// colleague for a week (a last day before the first is refused, the values kept); the colleague
// approves an expense for HR; its history and the monthly report PDF say "for" HR; with the clock
// after the week the colleague's decision is refused in words and nothing is stored. The administrator
// delegates checklists to an employee (ADR-0094): the employee opens a signed checklist's history and
// view from their row (read-only), approves it, and its history says "for" the administrator; without
// the delegation, and after the week for a checklist they did not decide, a 404.
import { openPdf } from "../pdf";
import postgres from "postgres";
import { expect, hydrated, setClock, signIn, signOut, test } from "./fixtures";
import { personNamed } from "./people";
import { scaled } from "../time-scale";

async function pdfText(body: Buffer): Promise<string> {
  const doc = await openPdf(body);
  try {
    let text = "";
    for (let n = 1; n <= doc.numPages; n++) text += (await (await doc.getPage(n)).getTextContent()).items.map((i) => ("str" in i ? i.str : "")).join(" ");
    return text.replace(/\s+/g, " ");
  } finally {
    await doc.destroy();
  }
}

test("HR delegates to a colleague for a week; the colleague approves an expense for HR, and after the week cannot", async ({ page }) => {
  // two sign-ins each way, a PDF and the clock moved: slower than most journeys on a shared machine
  test.setTimeout(scaled(90_000));
  const hr = await personNamed("hr");
  const sql = postgres(process.env.E2E_DATABASE_URL as string, { max: 1, onnotice: () => {} });
  // the demo administrator, of HR's company: a worker or an interim may not post the profile's forms, so
  // is no delegate, and of the seed's two other Cantiere employees one holds a pending expense this test
  // decides and the other is the brute-force spec's (slowed down)
  const colleague = await personNamed("admin");
  // two pending CHF expenses of other people of HR's company (dated in the past)
  const expenses = await sql<{ id: number; person_id: number; expense_date: string }[]>`
    SELECT e.id, e.person_id, e.expense_date::text AS expense_date FROM expense_list e JOIN person_list p ON p.id = e.person_id
    WHERE e.status = 'PENDING' AND e.currency = 'CHF' AND p.company_code = ${hr.companyCode} AND e.person_id NOT IN (${hr.id}, ${colleague.id})
    ORDER BY e.id DESC LIMIT 2`;
  await sql.end();
  expect(expenses.length, "two pending CHF expenses in HR's company").toBe(2);
  const [first, second] = expenses;

  try {
    await setClock(page, { at: "2026-11-30T08:00:00.000Z" });
    await signIn(page, "hr");
    await page.goto("/app/profile/delegations");
    await page.getByRole("combobox", { name: "Delegato", exact: true }).selectOption(String(colleague.id));
    await page.getByRole("textbox", { name: "Dal", exact: true }).fill("30.11.2026");
    await page.getByRole("textbox", { name: "Al", exact: true }).fill("29.11.2026");
    await page.getByRole("button", { name: "Delega", exact: true }).click();
    await expect(page.getByText("L'ultimo giorno deve essere uguale o successivo al primo")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Dal", exact: true })).toHaveValue("30.11.2026");
    await page.getByRole("textbox", { name: "Al", exact: true }).fill("06.12.2026");
    // every kind HR decides is offered, checklists too (ADR-0089)
    await expect(page.getByRole("checkbox", { name: "Checklist", exact: true })).toBeChecked();
    await page.getByRole("button", { name: "Delega", exact: true }).click();
    await expect(page.getByRole("status")).toContainText("Delega salvata");
    await expect(page.getByTestId("delegations-delegate")).toContainText(colleague.lastName);
    await expect(page.getByRole("cell", { name: /Spese.*Checklist/ }).first()).toBeVisible();
    await signOut(page);

    await signIn(page, colleague.username);
    await page.goto("/app/profile/delegated-approvals");
    await page.locator(`tr[data-request="expense-${first.id}"]`).getByRole("button", { name: /^Approva/ }).click();
    await expect(page.getByRole("status")).toContainText("Richiesta approvata");
    // the history of what they decided says "for" HR (a delegate without HR's rights reads it through
    // the delegation: tests/integration/delegations.int.test.ts)
    await page.goto(`/app/hr/expense-requests/${first.id}/history`);
    await expect(page.getByText("Deciso per conto di").first()).toBeVisible();

    await signOut(page);

    // the last evening of the week (23:50 in Zurich): the list still offers HR's requests; the form is
    // sent twenty minutes later, on a Zurich day after the week, and refused
    await setClock(page, { at: "2026-12-06T22:50:00.000Z" });
    await signIn(page, colleague.username);
    await page.goto("/app/profile/delegated-approvals");
    await setClock(page, { advanceMs: 20 * 60_000 });
    await page.locator(`tr[data-request="expense-${second.id}"]`).getByRole("button", { name: /^Approva/ }).click();
    await expect(page.getByRole("alert")).toContainText("La delega è scaduta il 06.12.2026");
    await page.goto("/app/profile/delegated-approvals");
    await expect(page.getByText("Oggi nessuno ti ha delegato approvazioni.")).toBeVisible();
    await signOut(page);

    await signIn(page, "hr");
    await page.goto(`/app/hr/expense-requests/${first.id}/history`);
    await expect(page.getByText("Deciso per conto di").first()).toBeVisible();
    const month = first.expense_date.slice(0, 7);
    const pdf = await page.request.get(`/app/hr/users/${first.person_id}/expenses/report?month=${month}`);
    expect(pdf.ok()).toBeTruthy();
    const text = await pdfText(await pdf.body());
    expect(text).toContain(`Approvato da ${colleague.name} per ${hr.name}`);
  } finally {
    await setClock(page, { reset: true });
  }
});

test("a checklist delegate opens the checklist's history from their row, approves it for the administrator, and after the week cannot open another", async ({ page }) => {
  test.setTimeout(scaled(90_000));
  const admin = await personNamed("admin");
  // an employee reads no checklist by their own rights (the office's pages are read admin's)
  const colleague = await personNamed("employee");
  const sql = postgres(process.env.E2E_DATABASE_URL as string, { max: 1, onnotice: () => {} });
  // two signed checklists waiting for a decision (the seed's), about neither of them
  const rows = await sql<{ id: number }[]>`
    SELECT id FROM checklist_list WHERE status = 'PENDING' AND signed AND NOT removed
      AND coalesce(created_by, 0) NOT IN (${admin.id}, ${colleague.id}) AND coalesce(signed_by, 0) NOT IN (${admin.id}, ${colleague.id})
    ORDER BY id LIMIT 2`;
  await sql.end();
  expect(rows.length, "two signed checklists waiting for a decision").toBe(2);
  const [first, second] = rows.map((r) => Number(r.id));
  const history = (id: number) => `/app/admin/checklists/${id}/history`;
  const statusOf = async (path: string) => (await page.request.get(path, { maxRedirects: 0 })).status();

  try {
    await setClock(page, { at: "2026-12-14T08:00:00.000Z" });
    // without a delegation: a 404, as for a checklist outside one's scope
    await signIn(page, colleague.username);
    expect(await statusOf(history(first))).toBe(404);
    expect(await statusOf(`/app/admin/checklists/${first}/view`)).toBe(404);
    await signOut(page);

    await signIn(page, "admin");
    await page.goto("/app/profile/delegations");
    await page.getByRole("combobox", { name: "Delegato", exact: true }).selectOption(String(colleague.id));
    await page.getByRole("textbox", { name: "Dal", exact: true }).fill("14.12.2026");
    await page.getByRole("textbox", { name: "Al", exact: true }).fill("20.12.2026");
    await expect(page.getByRole("checkbox", { name: "Checklist", exact: true })).toBeChecked();
    await page.getByRole("button", { name: "Delega", exact: true }).click();
    await expect(page.getByRole("status")).toContainText("Delega salvata");
    await signOut(page);

    await signIn(page, colleague.username);
    await page.goto("/app/profile/delegated-approvals");
    await hydrated(page);
    const row = page.locator(`tr[data-request="checklist-${first}"]`);
    await row.getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(`${history(first)}$`));
    await expect(page.getByRole("heading", { level: 1, name: new RegExp(`^Cronologia della checklist ${first}: `) })).toBeVisible();
    // its view, read-only: no decision forms, back to the delegated approvals
    await page.getByRole("link", { name: "Apri la checklist", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/app/admin/checklists/${first}/view$`));
    await expect(page.getByRole("button", { name: /^Approva/ })).toHaveCount(0);
    await page.getByRole("link", { name: "← Approvazioni delegate", exact: true }).click();
    await expect(page).toHaveURL(/\/app\/profile\/delegated-approvals$/);
    await hydrated(page);
    await page.locator(`tr[data-request="checklist-${first}"]`).getByRole("button", { name: /^Approva/ }).click();
    await expect(page.getByRole("status")).toContainText("Richiesta approvata");
    await page.goto(history(first));
    await expect(page.getByText("Deciso per conto di").first()).toBeVisible();
    await expect(page.locator('[data-field="decidedFor"]')).toContainText(admin.lastName);
    await expect(page.locator('[data-field="status"]')).toContainText("Approvata");
    await signOut(page);

    // after the week: the checklist they decided stays readable to them; the other one is not theirs
    await setClock(page, { at: "2026-12-21T08:00:00.000Z" });
    await signIn(page, colleague.username);
    expect(await statusOf(history(first))).toBe(200);
    expect(await statusOf(history(second))).toBe(404);
    expect(await statusOf(`/app/admin/checklists/${second}/view`)).toBe(404);
  } finally {
    await setClock(page, { reset: true });
  }
});
