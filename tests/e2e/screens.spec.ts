// Screens a person cannot use are not offered, and say why when reached by URL (ADR-0044); status
// pages in the user's language; the audit period refused when it ends before it starts; one name
// order. JavaScript on and off.
import type { Page } from "@playwright/test";
import postgres from "postgres";
import { expect, hydrated, signIn, signOut, test } from "./fixtures";

const menu = (page: Page) => page.getByRole("navigation", { name: "Menu" });
const SELF_SERVICE_ENTRIES = ["Timbrature", "Assenze", "Le mie spese"];

/** A staff person of TM Wood nobody else's tests use, without NO_LEAVE yet (one per project: the first one's flag rules them out). */
async function tmwoodStaff(): Promise<{ id: number; username: string }> {
  const sql = postgres(process.env.E2E_DATABASE_URL as string, { max: 1, onnotice: () => {} });
  try {
    const [r] = await sql<{ id: number; username: string }[]>`
      SELECT id, username FROM person_list
      WHERE company_code = 'tmwood' AND role IN ('WORKER', 'EMPLOYEE') AND username IS NOT NULL AND active AND NOT erased
        AND NOT ('NO_LEAVE' = ANY(capabilities))
      ORDER BY id DESC LIMIT 1`;
    return { id: Number(r.id), username: r.username };
  } finally {
    await sql.end();
  }
}

test.describe("only what the person may do", () => {
  test("the client: no stamping, leave or expenses in the menu; those pages say why; the sites list explains itself", async ({ page }) => {
    await signIn(page, "client");
    // the first entry they may see: the sites list, which says what it holds (the three sites the seed shares with them, ADR-0053)
    await expect(page).toHaveURL(/\/app\/sites\/sites$/);
    await expect(page.getByRole("table", { name: "Cantieri" }).locator("tbody tr")).toHaveCount(3);
    await expect(page.getByText("Qui trovi i cantieri che le aziende del gruppo condividono con te come cliente")).toBeVisible();
    await expect(menu(page).getByRole("link", { name: "Cantieri" })).toBeVisible();
    await expect(menu(page).getByRole("link", { name: "Profilo" })).toBeVisible();
    for (const entry of SELF_SERVICE_ENTRIES) await expect(menu(page).getByRole("link", { name: entry, exact: true })).toHaveCount(0);

    // the profile links to none of them either
    await page.goto("/app/profile/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Committente, Carla" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Le mie assenze" })).toHaveCount(0);
    await expect(page.getByRole("main").getByRole("link", { name: "Le mie timbrature" })).toHaveCount(0);

    // reached by URL: why, not a form that refuses on save, not a bare 403
    let r = await page.goto("/app/profile/stamping");
    expect(r?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Non timbri" })).toBeVisible();
    await expect(page.getByText("Come cliente non timbri")).toBeVisible();
    await expect(page.getByText("rivolgiti all'ufficio del personale (HR) o a un amministratore")).toBeVisible();
    await expect(page.getByRole("main").locator("form")).toHaveCount(0);

    r = await page.goto("/app/profile/leaves/new");
    expect(r?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Non puoi richiedere assenze" })).toBeVisible();
    await expect(page.getByText("Come cliente non richiedi assenze")).toBeVisible();
    await expect(page.getByLabel("Tipo di assenza")).toHaveCount(0);

    // no entitlement shown to a person who does not request leave
    await page.goto("/app/profile/leaves");
    await expect(page.getByRole("heading", { level: 1, name: "Non puoi richiedere assenze" })).toBeVisible();
    await expect(page.getByRole("main")).not.toContainText("160:00");
    await page.goto("/app/profile/leaves/balance");
    await expect(page.getByRole("heading", { level: 1, name: "Non puoi richiedere assenze" })).toBeVisible();

    await page.goto("/app/profile/expenses/new");
    await expect(page.getByRole("heading", { level: 1, name: "Non puoi registrare spese" })).toBeVisible();
    await expect(page.getByText("Come cliente non registri spese")).toBeVisible();
    await expect(page.getByLabel("Importo")).toHaveCount(0);
  });

  test("an employee finds their leave in the menu", async ({ page }) => {
    await signIn(page, "employee");
    for (const entry of SELF_SERVICE_ENTRIES) await expect(menu(page).getByRole("link", { name: entry, exact: true })).toBeVisible();
    await menu(page).getByRole("link", { name: "Assenze", exact: true }).click();
    await expect(page).toHaveURL(/\/app\/profile\/leaves$/);
    await expect(page.getByRole("link", { name: "Nuova richiesta" })).toBeVisible();
  });

  test("NO_LEAVE given by an administrator takes the leave entry away and the form says why; the rest stays", async ({ page }) => {
    const person = await tmwoodStaff();
    await signIn(page, "admin");
    await page.goto(`/app/permission/${person.id}/edit`);
    await page.getByRole("checkbox", { name: "Senza assenze", exact: true }).check();
    await page.getByRole("button", { name: "Salva" }).click();
    await expect(page.locator("[data-flash]")).toContainText("Utente salvato con successo");
    await signOut(page);

    await signIn(page, person.username);
    await expect(menu(page).getByRole("link", { name: "Assenze", exact: true })).toHaveCount(0);
    await expect(menu(page).getByRole("link", { name: "Timbrature" })).toBeVisible();
    await page.goto("/app/profile/leaves/new");
    await expect(page.getByRole("heading", { level: 1, name: "Non puoi richiedere assenze" })).toBeVisible();
    await expect(page.getByText("Il tuo profilo è impostato senza richieste di assenza")).toBeVisible();
  });
});

test.describe("status pages in the user's language", () => {
  test("Italian: a 404 under /app stays in the shell, a refused page says 'Accesso negato', never '403 : Forbidden'", async ({ page }) => {
    await signIn(page, "employee");
    let r = await page.goto("/app/nowhere/at/all");
    expect(r?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops. La pagina che stai cercando non esiste" })).toBeVisible();
    await expect(menu(page).getByRole("link", { name: "Assenze", exact: true })).toBeVisible();

    // a record that does not exist: the route throws a plain Response("Not Found")
    r = await page.goto("/app/profile/leaves/999999/edit");
    expect(r?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops. La pagina che stai cercando non esiste" })).toBeVisible();

    r = await page.goto("/app/permission/list");
    expect(r?.status()).toBe(403);
    await expect(page.getByRole("heading", { name: "Accesso negato" })).toBeVisible();
    await expect(page.getByText("Non hai i diritti per questa pagina")).toBeVisible();
    await expect(page.getByRole("main")).not.toContainText("Forbidden");
  });

  test("German: the same pages in German", async ({ page }) => {
    await page.goto("/auth/login");
    await hydrated(page);
    await page.getByRole("button", { name: "DE", exact: true }).click();
    await expect(page.getByRole("button", { name: "DE", exact: true })).toHaveAttribute("aria-pressed", "true");
    await signIn(page, "employee");
    let r = await page.goto("/app/permission/list");
    expect(r?.status()).toBe(403);
    await expect(page.getByRole("heading", { name: "Zugriff verweigert" })).toBeVisible();
    await expect(page.getByRole("main")).not.toContainText("Forbidden");
    r = await page.goto("/app/nowhere");
    expect(r?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Hoppla. Die gesuchte Seite existiert nicht" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Menü" }).getByRole("link", { name: "Abwesenheiten", exact: true })).toBeVisible();
    await signOut(page);
    await page.getByRole("button", { name: "IT", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Accedi" })).toBeVisible();
  });
});

test.describe("the audit log's period", () => {
  test("'from' after 'to' is refused beside the field with the dates kept; a right period filters; names read 'Last, First'", async ({ page }) => {
    await signIn(page, "auditor");
    await page.goto("/app/audit");
    const filters = page.getByRole("search", { name: "Filtri del registro" });
    await expect(filters.getByLabel("Chi").locator("option", { hasText: "Impiegato, Emilio" })).toHaveCount(1);
    await filters.getByLabel("Dal", { exact: true }).fill("2026-03-10");
    await filters.getByLabel("Al", { exact: true }).fill("2026-03-01");
    await Promise.all([page.waitForURL(/from=2026-03-10/), filters.getByRole("button", { name: "Filtra" }).click()]);
    await expect(filters.getByText("La data «Dal» non può essere dopo la data «Al»")).toBeVisible();
    await expect(filters.getByLabel("Dal", { exact: true })).toHaveValue("2026-03-10");
    await expect(filters.getByLabel("Dal", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(filters.getByLabel("Al", { exact: true })).toHaveValue("2026-03-01");
    await expect(page.getByRole("table", { name: "Eventi" })).toHaveCount(0);

    await filters.getByLabel("Dal", { exact: true }).fill("2020-01-01");
    await Promise.all([page.waitForURL(/from=2020-01-01/), filters.getByRole("button", { name: "Filtra" }).click()]);
    await expect(filters.getByText("La data «Dal» non può essere dopo la data «Al»")).toHaveCount(0);
    await expect(page.getByRole("table", { name: "Eventi" })).toBeVisible();
  });
});
