import { DEMO_PASSWORD, expect, signIn, signOut, test } from "./fixtures";

const ACCOUNTS = ["admin", "hr", "employee", "worker", "associate", "interim", "client", "auditor"];

test.describe("the way in", () => {
  test("/ leads to /app, which leads to the login page", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/auth\/login\?redirectTo=%2Fapp$/);
    await expect(page.getByRole("heading", { name: "Accedi" })).toBeVisible();
  });

  for (const username of ACCOUNTS) {
    test(`${username} signs in, reads a page and signs out`, async ({ page }) => {
      await page.goto("/auth/login");
      await signIn(page, username);
      await expect(page).toHaveURL(/\/app\//);
      await expect(page.getByRole("main")).toBeVisible();
      await signOut(page);
      await expect(page).toHaveURL(/\/auth\/login\?companyName=/);
      await page.goto("/app/profile/dashboard");
      await expect(page).toHaveURL(/\/auth\/login/);
    });
  }

  test("a wrong password shows the message, keeps the username and empties the password", async ({ page }) => {
    await page.goto("/auth/login");
    await signIn(page, "employee", "Wrong-password1");
    await expect(page.getByRole("alert")).toHaveText("Nome utente o password non validi");
    await expect(page.getByLabel("Nome utente")).toHaveValue("employee");
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
    await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Accedi" }).click();
    await expect(page).toHaveURL(/\/app\//);
  });

  test("after signing in the user returns to the page they asked for", async ({ page }) => {
    await page.goto("/app/profile/dashboard");
    await expect(page).toHaveURL(/redirectTo=%2Fapp%2Fprofile%2Fdashboard/);
    await signIn(page, "worker");
    await expect(page).toHaveURL(/\/app\/profile\/dashboard$/);
  });
});

test.describe("pages and refusals", () => {
  test("an unknown path shows the 404 page with a way back", async ({ page }) => {
    const r = await page.goto("/nowhere/at/all");
    expect(r?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops. La pagina che stai cercando non esiste" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Torna indietro" })).toBeVisible();
  });

  test("a POST without the CSRF token is refused with a clear page", async ({ page }) => {
    const r = await page.request.post("/auth/login", { form: { username: "admin", password: DEMO_PASSWORD } });
    expect(r.status()).toBe(403);
    expect(await r.text()).toContain("Richiesta rifiutata");
  });

  test("a POST from another site is refused even with a token", async ({ page }) => {
    await page.goto("/auth/login");
    const token = await page.locator('input[name="csrf"]').first().inputValue();
    const r = await page.request.post("/auth/login", {
      form: { csrf: token, username: "admin", password: DEMO_PASSWORD },
      headers: { Origin: "https://evil.example" },
    });
    expect(r.status()).toBe(403);
  });

  test("the test clock refuses a malformed setting with a 400, not a server error", async ({ page }) => {
    for (const data of ["not json", { at: "yesterday-ish" }, { advanceMs: "10" }]) {
      const r = await page.request.post("/test-api/clock", { data, headers: typeof data === "string" ? { "Content-Type": "application/json" } : {} });
      expect(r.status()).toBe(400);
    }
  });

  test("the page's modules are fetched after what paints it, and still take the page over", async ({ page }, testInfo) => {
    const html = await (await page.request.get("/auth/login")).text();
    const preloads = html.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
    expect(preloads.length).toBeGreaterThan(0);
    for (const link of preloads) expect(link).toContain('fetchpriority="low"');
    await page.goto("/auth/login");
    if (testInfo.project.name === "js") await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    else await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "true");
  });

  test("the language switch renders the next pages in that language", async ({ page }) => {
    await page.goto("/auth/login");
    await page.getByRole("button", { name: "DE" }).click();
    await expect(page.getByRole("heading", { name: "Anmelden" })).toBeVisible();
    await page.goto("/nowhere");
    await expect(page.getByRole("heading", { name: "Hoppla. Die gesuchte Seite existiert nicht" })).toBeVisible();
    await page.goto("/auth/login");
    await page.getByRole("button", { name: "IT" }).click();
    await expect(page.getByRole("heading", { name: "Accedi" })).toBeVisible();
  });
});
