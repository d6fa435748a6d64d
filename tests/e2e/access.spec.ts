import postgres from "postgres";
import type { Page } from "@playwright/test";
import { DEMO_PASSWORD, expect, setClock, signIn, signOut, test } from "./fixtures";
import { csrfOf } from "./manifest";

/** Staff people of the demo data nobody else's test signs in as; one set per project so js and nojs never collide. */
async function staff(projectName: string): Promise<{ username: string; id: number; name: string }[]> {
  const sql = postgres(process.env.E2E_DATABASE_URL as string, { max: 1, onnotice: () => {} });
  try {
    const rows = await sql<{ id: number; username: string; first_name: string; last_name: string }[]>`
      SELECT id, username, first_name, last_name FROM person_list
      WHERE company_code IN ('cantiere', 'metalsky') AND role IN ('WORKER', 'EMPLOYEE', 'INTERIM', 'ASSOCIATE') AND username NOT IN ('worker', 'employee', 'interim', 'associate')
      ORDER BY company_code = 'cantiere' DESC, id`;
    const offset = projectName === "js" ? 4 : 0;
    return rows.slice(offset, offset + 4).map((r) => ({ username: r.username, id: Number(r.id), name: `${r.first_name} ${r.last_name}` }));
  } finally {
    await sql.end();
  }
}

test.describe("brute force", () => {
  test.afterEach(async ({ page }) => setClock(page, { reset: true }));

  test("five wrong passwords are free, then every attempt waits longer, up to 15 minutes, and never locks the right password out", async ({ page }) => {
    // twenty sign-ins, each a deliberately slow password hash: on a shared machine it outgrows 30 s
    test.slow();
    const [person] = await staff(test.info().project.name);
    // a moment in the past, held still, so these failures never slow anyone in real time
    await setClock(page, { at: test.info().project.name === "js" ? "2026-01-15T10:00:00Z" : "2026-01-19T10:00:00Z" });
    await page.goto("/auth/login");
    for (let i = 0; i < 5; i++) {
      await signIn(page, person.username, `Wrong-pass${i}`);
      await expect(page.getByRole("alert")).toHaveText("Nome utente o password non validi");
    }
    // even the right password waits; asking again does not make the wait longer
    await signIn(page, person.username, DEMO_PASSWORD);
    await expect(page.getByRole("alert")).toHaveText("Troppi tentativi non riusciti. Riprova tra 1 secondo.");
    await signIn(page, person.username, DEMO_PASSWORD);
    await expect(page.getByRole("alert")).toHaveText("Troppi tentativi non riusciti. Riprova tra 1 secondo.");
    await expect(page.getByLabel("Nome utente")).toHaveValue(person.username);
    // each wrong password after a wait doubles the next one: 2 s, 4 s, … 512 s, then 15 minutes
    let wait = 1;
    for (let i = 0; i < 9; i++) {
      await setClock(page, { advanceMs: wait * 1000 });
      await signIn(page, person.username, `Wrong-again${i}`);
      await expect(page.getByRole("alert")).toHaveText("Nome utente o password non validi");
      wait *= 2;
    }
    await signIn(page, person.username, DEMO_PASSWORD);
    await expect(page.getByRole("alert")).toHaveText("Troppi tentativi non riusciti. Riprova tra 9 minuti."); // 512 s
    await setClock(page, { advanceMs: 512_000 });
    await signIn(page, person.username, "Wrong-last");
    await expect(page.getByRole("alert")).toHaveText("Nome utente o password non validi");
    await signIn(page, person.username, DEMO_PASSWORD);
    await expect(page.getByRole("alert")).toHaveText("Troppi tentativi non riusciti. Riprova tra 15 minuti.");
    await setClock(page, { advanceMs: 14 * 60_000 + 1000 });
    await signIn(page, person.username, DEMO_PASSWORD);
    await expect(page.getByRole("alert")).toHaveText("Troppi tentativi non riusciti. Riprova tra 59 secondi.");
    await setClock(page, { advanceMs: 59_000 });
    await signIn(page, person.username, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/app\//);
  });
});

test.describe("sessions", () => {
  test.afterEach(async ({ page }) => setClock(page, { reset: true }));

  test("an idle session ends after 30 minutes; signing in again returns to the page", async ({ page }) => {
    await setClock(page, { at: "2026-02-10T08:00:00Z" });
    await signIn(page, "associate");
    await expect(page).toHaveURL(/\/app\//);
    await setClock(page, { advanceMs: 29 * 60_000 });
    await page.goto("/app/profile/edit");
    await expect(page.getByRole("heading", { name: "Cambia password" })).toBeVisible();
    await setClock(page, { advanceMs: 31 * 60_000 });
    await page.goto("/app/profile/dashboard");
    await expect(page).toHaveURL(/\/auth\/session-ended\?redirectTo=%2Fapp%2Fprofile%2Fdashboard/);
    await expect(page.getByRole("heading", { name: "Sessione scaduta" })).toBeVisible();
    await page.getByRole("link", { name: "Vai all'accesso" }).click();
    await page.waitForURL(/\/auth\/login\?redirectTo=/);
    await signIn(page, "associate");
    await expect(page).toHaveURL(/\/app\/profile\/dashboard$/);
  });

  test("a form posted after the session ended leads to the session-ended page and back to the form", async ({ page }) => {
    await setClock(page, { at: "2026-02-11T08:00:00Z" });
    await signIn(page, "associate");
    await page.goto("/app/profile/edit");
    await setClock(page, { advanceMs: 13 * 60 * 60_000 });
    await page.getByLabel("Password attuale").fill("whatever");
    await page.getByRole("button", { name: "Salva" }).click();
    await expect(page.getByRole("heading", { name: "Sessione scaduta" })).toBeVisible();
    await page.getByRole("link", { name: "Vai all'accesso" }).click();
    await page.waitForURL(/\/auth\/login\?redirectTo=/);
    await signIn(page, "associate");
    await expect(page).toHaveURL(/\/app\/profile\/edit$/);
  });
});

test.describe("rights", () => {
  test("an employee asking for an administrator's page is refused", async ({ page }) => {
    await signIn(page, "employee");
    const r = await page.goto("/app/permission/list");
    expect(r?.status()).toBe(403);
    await expect(page.getByText("Non hai i diritti per questa pagina")).toBeVisible();
  });

  test("the menu shows only what the rights allow", async ({ page }) => {
    await signIn(page, "admin");
    await expect(page.getByRole("link", { name: "Permessi" })).toBeVisible();
    await signOut(page);
    await signIn(page, "worker");
    await expect(page.getByRole("link", { name: "Profilo" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Permessi" })).toHaveCount(0);
  });

  test("an administrator assigns flags; HR cannot grant what it lacks; nobody edits themselves; a stale form is a conflict", async ({ page, browser }) => {
    const [, person] = await staff(test.info().project.name);
    await signIn(page, "admin");
    await page.goto("/app/permission/list");
    await page.getByRole("searchbox", { name: "Cerca persone" }).fill(person.username);
    await page.getByRole("main").getByRole("button", { name: "Cerca" }).click();
    await page.getByRole("link", { name: new RegExp(person.name.split(" ")[1]) }).first().click();
    await expect(page).toHaveURL(new RegExp(`/app/permission/${person.id}/edit$`));

    // a second tab with the same version
    const other = await page.context().newPage();
    await other.goto(`/app/permission/${person.id}/edit`);

    await page.getByRole("checkbox", { name: "Registro dei file", exact: true }).check();
    await page.getByRole("button", { name: "Salva" }).click();
    await expect(page.locator("[data-flash]")).toContainText("Utente salvato con successo");
    await expect(page.getByRole("checkbox", { name: "Registro dei file", exact: true })).toBeChecked();

    await other.getByRole("checkbox", { name: "Gestisce l'inventario", exact: true }).check();
    await other.getByRole("button", { name: "Salva" }).click();
    await expect(other.getByRole("alert")).toContainText("Qualcun altro ha modificato i permessi di questa persona");
    await other.close();

    await page.goto("/app/permission/1/edit");
    await expect(page.getByText("Non puoi modificare il tuo ruolo")).toBeVisible();
    await signOut(page);

    const hr = await browser.newPage();
    await signIn(hr, "hr");
    await hr.goto(`/app/permission/${person.id}/edit`);
    await hr.getByLabel("Ruolo").selectOption("ADMIN");
    await hr.getByRole("button", { name: "Salva" }).click();
    await expect(hr.getByRole("alert")).toContainText("Non puoi assegnare un diritto che non possiedi");
    await expect(hr.getByLabel("Ruolo")).toHaveValue("ADMIN"); // the form keeps the choice
    await hr.close();
  });

  test("HR cannot demote the administrator nor set a flag on them; a flag given or taken takes effect on the person's next request", async ({ page, browser }) => {
    const [, , , person] = await staff(test.info().project.name);
    // the person, signed in in a browser of their own, may not open HR's list yet
    const theirs = await browser.newPage();
    await signIn(theirs, person.username);
    expect((await theirs.goto("/app/hr/users/list"))?.status()).toBe(403);

    await signIn(page, "hr");
    await page.goto("/app/permission/1/edit"); // the administrator
    // the page offers HR nothing to change on someone holding rights HR lacks (ADR-0101, issue 42)
    await expect(page.getByText("Questa persona ha diritti che tu non hai")).toBeVisible();
    await expect(page.getByLabel("Ruolo")).toBeDisabled();
    await expect(page.getByRole("checkbox", { name: "Senza assenze", exact: true })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Salva" })).toBeDisabled();
    // and the server refuses the forms a client could still send: a demotion, and a flag that grants no right
    const csrf = await csrfOf(page.request, "/app/permission/1/edit");
    const sent = (role: string, capabilities: string[]) =>
      page.request.post("/app/permission/1/edit", {
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        data: new URLSearchParams([["csrf", csrf], ["intent", "change-access"], ["commandId", crypto.randomUUID()], ["role", role], ...capabilities.map((c) => ["capabilities", c])]).toString(),
        maxRedirects: 0,
      });
    const demoted = await sent("WORKER", []);
    expect(demoted.status()).toBe(403);
    expect(await demoted.text()).toContain("Non puoi togliere un diritto che non potresti assegnare");
    for (const flag of ["NO_LEAVE", "NO_STAMPINGLOG"]) {
      const flagged = await sent("ADMIN", [flag]);
      expect(flagged.status(), flag).toBe(403);
      expect(await flagged.text()).toContain("Non puoi modificare il ruolo o le capacità di chi ha diritti che tu non hai");
    }
    await page.goto("/app/permission/1/edit");
    await expect(page.getByLabel("Ruolo")).toHaveValue("ADMIN"); // nothing was stored
    await expect(page.getByRole("checkbox", { name: "Senza assenze", exact: true })).not.toBeChecked();

    await page.goto(`/app/permission/${person.id}/edit`);
    await page.getByRole("checkbox", { name: "Modulo personale", exact: true }).check();
    await page.getByRole("button", { name: "Salva" }).click();
    await expect(page.locator("[data-flash]")).toContainText("Utente salvato con successo");
    expect((await theirs.goto("/app/hr/users/list"))?.status()).toBe(200);

    await page.getByRole("checkbox", { name: "Modulo personale", exact: true }).uncheck();
    // the notice of the first save may still show: wait for this very save's answer
    await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST" && r.status() < 400),
      page.getByRole("button", { name: "Salva" }).click(),
    ]);
    await expect(page.locator("[data-flash]")).toContainText("Utente salvato con successo");
    expect((await theirs.goto("/app/hr/users/list"))?.status()).toBe(403);
    await theirs.close();
  });

  test("an administrator sets a new password; the person signs in with it", async ({ page }) => {
    const [, , person] = await staff(test.info().project.name);
    await signIn(page, "admin");
    await page.goto(`/app/permission/${person.id}/edit`);
    await page.getByLabel("Nuova password", { exact: true }).fill("short");
    await page.getByLabel("Conferma password").fill("short");
    await page.getByRole("button", { name: "Imposta password" }).click();
    await expect(page.getByText(/Almeno 8 caratteri alfanumerici/).first()).toBeVisible();
    await page.getByLabel("Nuova password", { exact: true }).fill("Cantiere2027!");
    await page.getByLabel("Conferma password").fill("Cantiere2027!");
    await page.getByRole("button", { name: "Imposta password" }).click();
    await expect(page.locator("[data-flash]")).toContainText("Password salvata con successo");
    await signOut(page);
    await signIn(page, person.username, "Cantiere2027!");
    await expect(page).toHaveURL(/\/app\//);
    await changeOwnPassword(page);
  });
});

async function changeOwnPassword(page: Page) {
  await page.goto("/app/profile/edit");
  await page.getByLabel("Password attuale").fill("Not-the-one1");
  await page.getByLabel("Nuova password", { exact: true }).fill("Another2027!");
  await page.getByLabel("Conferma password").fill("Another2027!");
  await page.getByRole("button", { name: "Salva" }).click();
  await expect(page.getByText("Password errata")).toBeVisible();
  await page.getByLabel("Password attuale").fill("Cantiere2027!");
  await page.getByLabel("Nuova password", { exact: true }).fill("Another2027!");
  await page.getByLabel("Conferma password").fill("Another2028!");
  await page.getByRole("button", { name: "Salva" }).click();
  await expect(page.getByText("Le password non coincidono")).toBeVisible();
  await page.getByLabel("Password attuale").fill("Cantiere2027!");
  await page.getByLabel("Nuova password", { exact: true }).fill("Another2027!");
  await page.getByLabel("Conferma password").fill("Another2027!");
  await page.getByRole("button", { name: "Salva" }).click();
  await expect(page.locator("[data-flash]")).toContainText("Password salvata con successo");
}
