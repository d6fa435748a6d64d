// A person's pages in the administrator's area (issue 11), with JavaScript on and off: the
// administrator opens a person from /app/admin/users, lands on /app/admin/users/{id}/profile, and
// the tabs Leaves, Expenses and Calendar show that person's own lists (as many rows as the person has) under
// /app/admin/users/{id}/…; who may not read admin gets 403 on all three pages.
import type { Page } from "@playwright/test";
import postgres from "postgres";
import { expect, hydrated, signIn, signOut, test } from "./fixtures";

interface Subject {
  id: number;
  name: string;
  lastName: string;
  /** a year one of their requests touches, and how many of their requests touch it */
  leaveYear: number;
  leavesInYear: number;
  expenses: number;
}

/** A person (not erased) with leave requests and expenses, as the seed or earlier specs left them. */
async function subject(): Promise<Subject> {
  const sql = postgres(process.env.E2E_DATABASE_URL as string, { max: 1, onnotice: () => {} });
  try {
    const [p] = await sql<{ id: number; first_name: string; last_name: string; year: number }[]>`
      SELECT p.id, p.first_name, p.last_name, extract(year FROM min(l.start_date))::int AS year
      FROM person_list p JOIN leave_list l ON l.person_id = p.id
      WHERE NOT p.erased AND p.last_name <> '' AND EXISTS (SELECT 1 FROM expense_list e WHERE e.person_id = p.id)
      GROUP BY p.id, p.first_name, p.last_name ORDER BY p.id LIMIT 1`;
    if (!p) throw new Error("no person with both leave requests and expenses in the database");
    const [{ n: leaves }] = await sql<{ n: number }[]>`
      SELECT count(*)::int AS n FROM leave_list
      WHERE person_id = ${p.id} AND start_date <= ${`${p.year}-12-31`}::date AND end_date >= ${`${p.year}-01-01`}::date`;
    const [{ n: expenses }] = await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM expense_list WHERE person_id = ${p.id}`;
    return { id: Number(p.id), name: `${p.last_name}, ${p.first_name}`, lastName: p.last_name, leaveYear: p.year, leavesInYear: leaves, expenses };
  } finally {
    await sql.end();
  }
}

const results = (page: Page, n: number) => page.getByText(n === 1 ? "1 risultato" : `${n} risultati`, { exact: true });

test.describe("a person's pages in the administrator's area", () => {
  test("from the administrator's users to a person's record, leaves and expenses; who may not read admin gets 403", async ({ page }) => {
    const person = await subject();
    await signIn(page, "admin");
    await page.goto(`/app/admin/users?search=${encodeURIComponent(person.lastName)}`);
    await hydrated(page);
    const users = page.getByRole("table", { name: "Utenti" });
    await users.getByRole("link", { name: person.name, exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`/app/admin/users/${person.id}/profile$`));
    await expect(page.getByRole("heading", { level: 1, name: person.name })).toBeVisible();

    // the leaves tab: this person's requests, in the administrator's area
    const tabs = page.getByRole("navigation", { name: "Schede della persona" });
    await tabs.getByRole("link", { name: "Assenze", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/app/admin/users/${person.id}/leaves$`));
    await expect(page.getByRole("heading", { level: 2, name: `Assenze di ${person.name}` })).toBeVisible();
    await page.goto(`/app/admin/users/${person.id}/leaves?year=${person.leaveYear}`);
    await expect(page.getByRole("heading", { level: 1, name: person.name })).toBeVisible();
    await expect(results(page, person.leavesInYear)).toBeVisible();
    await expect(page.getByRole("table", { name: `Assenze di ${person.name}` }).locator("tbody tr").first()).toBeVisible();
    // the way back leads to the administrator's list, not HR's
    await expect(page.getByRole("link", { name: "← Utenti" })).toHaveAttribute("href", "/app/admin/users");

    // the expenses tab: this person's expenses (every month)
    await tabs.getByRole("link", { name: "Spese", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/app/admin/users/${person.id}/expenses$`));
    await expect(page.getByRole("heading", { level: 2, name: `Spese di ${person.name}` })).toBeVisible();
    await expect(results(page, person.expenses)).toBeVisible();

    // the calendar tab (spec part 2 §2): the person's calendar, in the administrator's area
    await tabs.getByRole("link", { name: "Calendario", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/app/admin/users/${person.id}/calendar$`));
    await expect(page.getByRole("heading", { level: 2, name: `Calendario di ${person.name}` })).toBeVisible();
    await expect(page.getByRole("link", { name: "← Utenti" })).toHaveAttribute("href", "/app/admin/users");
    await page.goto("/app/profile/dashboard");
    await signOut(page);

    await signIn(page, "employee");
    for (const tab of ["profile", "leaves", "expenses", "calendar"]) {
      const path = `/app/admin/users/${person.id}/${tab}`;
      expect((await page.goto(path))?.status(), path).toBe(403);
    }
  });
});
