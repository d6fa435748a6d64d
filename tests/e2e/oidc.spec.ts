// Single sign-on against a real OpenID provider (oidc-provider, started here on 127.0.0.1), in
// both projects: the provider's development login and consent pages are plain HTML forms, so the
// whole round trip works with JavaScript off too.
import { spawn, type ChildProcess } from "node:child_process";
import type { Page } from "@playwright/test";
import postgres from "postgres";
import { findPersonForClaim } from "../../app/auth/oidc.server";
import { landingPath } from "../../app/domain/access/menu";
import { accessOf } from "../../app/domain/access/permissions";
import { DEMO_ACCOUNTS } from "../../app/seed/demo-data";
import { startOidcProvider, type TestOidcProvider } from "../fixtures/oidc-provider";
import { expect, signOut, test } from "./fixtures";
import { scaled } from "../time-scale";

// the same values as the webServer's env in playwright.config.ts
const APP_PORT = Number(process.env.E2E_PORT ?? 3210);
const PROVIDER_PORT = APP_PORT + 89;
const CLIENT_ID = "cantiere-test";
const CLIENT_SECRET = "cantiere-test-secret-not-for-production";
const DATABASE_URL = process.env.E2E_DATABASE_URL ?? "";

const NO_ACCOUNT = "Nessun account attivo di Cantiere corrisponde al tuo accesso SSO. Rivolgiti all'amministratore.";
const FAILED = "L'accesso con SSO non è riuscito. Riprova.";

let provider: TestOidcProvider | undefined;

/** Where a demo account lands after signing in: the first screen its rights show (it moves as the menu grows). */
function firstPageOf(username: string): string {
  const a = DEMO_ACCOUNTS.find((x) => x.username === username);
  if (!a) throw new Error(`no demo account ${username}`);
  const page = landingPath(accessOf({ personId: 0, role: a.role, capabilities: a.capabilities, companyCode: a.companyCode, active: true }), null);
  if (!page) throw new Error(`${username} has no first page`);
  return page;
}

test.beforeAll(async () => {
  provider = await startOidcProvider({
    port: PROVIDER_PORT,
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    redirectUri: `http://127.0.0.1:${APP_PORT}/auth/oidc/callback`,
    users: {
      // a demo account: the app finds it by its username
      employee: { preferred_username: "employee", name: "Emilio Impiegato", email: "employee@cantiere-group.ch", email_verified: true },
      // known to the provider, no such person in Cantiere
      ghost: { preferred_username: "ghost", name: "Gaspare Fantasma", email: "ghost@example.com", email_verified: true },
    },
  });
});

test.afterAll(async () => {
  await provider?.close();
});

/**
 * The sign-in attempts recorded after `mark` (lastAttempt's id): by id, not by time — another
 * journey that moved the server's test clock ahead (the delegation's week) leaves attempts dated
 * in the future.
 */
async function attemptsAfter(mark: number, username: string) {
  const sql = postgres(DATABASE_URL, { max: 1, onnotice: () => {} });
  try {
    return await sql<{ succeeded: boolean; reason: string | null; person_id: string | null }[]>`
      SELECT succeeded, reason, person_id FROM sign_in_attempts WHERE username = ${username} AND id > ${mark} ORDER BY id`;
  } finally {
    await sql.end();
  }
}

/** The newest sign-in attempt's id (0 for none): the mark attemptsAfter counts from. */
async function lastAttempt(): Promise<number> {
  const sql = postgres(DATABASE_URL, { max: 1, onnotice: () => {} });
  try {
    const [r] = await sql<{ id: string | null }[]>`SELECT max(id)::text AS id FROM sign_in_attempts`;
    return Number(r.id ?? 0);
  } finally {
    await sql.end();
  }
}

/** From the login page through the provider's own pages, as `login`. */
async function signInThroughProvider(page: Page, login: string) {
  // why: the provider's development pages @import a web font from the internet, which this machine
  // cannot reach; the failed load would be a console error. An empty stylesheet stands in for it.
  await page.route(/^https:\/\/fonts\.googleapis\.com\//, (route) => route.fulfill({ status: 200, contentType: "text/css", body: "" }));
  await page.getByRole("button", { name: "Accesso con SSO" }).click();
  await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${PROVIDER_PORT}/interaction/`));
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill("any password: the provider's development login takes it");
  await page.getByRole("button", { name: "Sign-in" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
}

test.describe("single sign-on", () => {
  test("employee signs in through the provider and lands on their first page", async ({ page, context }) => {
    const mark = await lastAttempt();
    await page.goto("/auth/login");
    await signInThroughProvider(page, "employee");
    await expect(page).toHaveURL(`http://127.0.0.1:${APP_PORT}${firstPageOf("employee")}`);
    // the round trip's cookies are gone
    const names = (await context.cookies()).map((c) => c.name);
    expect(names.filter((n) => n.includes("cantiere_sso_") || n === "cantiere_csrf")).toEqual([]);
    expect(await attemptsAfter(mark, "employee")).toEqual([expect.objectContaining({ succeeded: true, reason: "sso" })]);
    // a real session, and the right person's: the profile says who it is; signing out works as usual
    await page.goto("/app/profile/dashboard");
    await expect(page.getByRole("main")).toContainText("Impiegato, Emilio");
    await signOut(page);
    await expect(page).toHaveURL(/\/auth\/login/);
  });

  test("the page asked for before signing in survives the round trip", async ({ page }) => {
    await page.goto("/app/profile/dashboard?from=sso");
    await expect(page).toHaveURL(/\/auth\/login\?redirectTo=%2Fapp%2Fprofile%2Fdashboard%3Ffrom%3Dsso$/);
    await signInThroughProvider(page, "employee");
    await expect(page).toHaveURL(/\/app\/profile\/dashboard\?from=sso$/);
  });

  test("ghost, unknown to Cantiere, is refused with the message on the login page", async ({ page }) => {
    const mark = await lastAttempt();
    await page.goto("/auth/login");
    await signInThroughProvider(page, "ghost");
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByRole("status")).toContainText(NO_ACCOUNT);
    expect(await attemptsAfter(mark, "ghost")).toEqual([expect.objectContaining({ succeeded: false, reason: "sso_unknown", person_id: null })]);
    await page.goto("/app/profile/dashboard");
    await expect(page).toHaveURL(/\/auth\/login\?redirectTo=/);
  });

  test("cancelling at the provider comes back to the login page with a message", async ({ page }) => {
    await page.goto("/auth/login");
    await page.route(/^https:\/\/fonts\.googleapis\.com\//, (route) => route.fulfill({ status: 200, contentType: "text/css", body: "" }));
    await page.getByRole("button", { name: "Accesso con SSO" }).click();
    await page.getByRole("link", { name: "[ Cancel ]" }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByRole("status")).toContainText(FAILED);
  });

  test("a callback that no round trip started signs nobody in", async ({ page }) => {
    await page.goto("/auth/oidc/callback?code=stolen-code&state=made-up");
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByRole("status")).toContainText(FAILED);
  });

  test("only a POST with the CSRF token starts a sign-in", async ({ page }) => {
    await page.goto("/auth/oidc");
    await expect(page).toHaveURL(/\/auth\/login$/);
    const r = await page.request.post("/auth/oidc", { form: { redirectTo: "" }, maxRedirects: 0 });
    expect(r.status()).toBe(403);
  });
});

test.describe("the claim → person mapping", () => {
  // why a transaction rolled back: the links and the deactivation below must never reach the
  // database the other journeys use
  class Rollback extends Error {}

  test("a linked subject first, else the username ignoring case; inactive and unknown are told apart", async () => {
    const sql = postgres(DATABASE_URL, { max: 1, onnotice: () => {} });
    try {
      await sql
        .begin(async (tx) => {
          const id = async (username: string) => Number((await tx<{ person_id: string }[]>`SELECT person_id FROM accounts WHERE username = ${username}`)[0].person_id);
          const [employee, worker, auditor] = [await id("employee"), await id("worker"), await id("auditor")];

          expect(await findPersonForClaim(tx, "employee")).toEqual({ personId: employee, username: "employee", active: true });
          expect(await findPersonForClaim(tx, "EMPLOYEE")).toEqual({ personId: employee, username: "employee", active: true });
          expect(await findPersonForClaim(tx, "ghost")).toBeNull();

          // worker linked to the provider's "employee": the link wins over employee's username
          await tx`UPDATE accounts SET oidc_subject = 'employee' WHERE person_id = ${worker}`;
          expect(await findPersonForClaim(tx, "employee")).toMatchObject({ personId: worker });
          // a link is exact: another spelling falls back to the username
          expect(await findPersonForClaim(tx, "Employee")).toMatchObject({ personId: employee });
          // a linked account is not found by its username any more
          expect(await findPersonForClaim(tx, "worker")).toBeNull();

          await tx`UPDATE person_list SET active = false WHERE id = ${auditor}`;
          expect(await findPersonForClaim(tx, "auditor")).toEqual({ personId: auditor, username: "auditor", active: false });
          throw new Rollback();
        })
        .catch((e: unknown) => {
          if (!(e instanceof Rollback)) throw e;
        });
    } finally {
      await sql.end();
    }
  });
});

test.describe("without OIDC_ISSUER", () => {
  const PORT = APP_PORT + 88;
  let server: ChildProcess | undefined;

  test.beforeAll(async () => {
    test.setTimeout(scaled(120_000));
    const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL, PORT: String(PORT), HOST: "127.0.0.1", NODE_ENV: "production" };
    for (const k of Object.keys(env)) if (k.startsWith("OIDC_")) delete env[k];
    const child = spawn(process.execPath, ["server.mjs"], { env, stdio: ["ignore", "pipe", "pipe"] });
    server = child;
    let output = "";
    child.stdout?.on("data", (d) => (output += d));
    child.stderr?.on("data", (d) => (output += d));
    for (let i = 0; i < 200; i++) {
      if (output.includes("listening on")) return;
      if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`server did not start: ${output}`);
  });

  test.afterAll(async () => {
    if (server && server.exitCode === null) {
      server.kill("SIGTERM");
      await new Promise((r) => server?.once("exit", r));
    }
  });

  test("the login page offers no SSO and the SSO addresses do not exist", async ({ page }) => {
    const base = `http://127.0.0.1:${PORT}`;
    await page.goto(`${base}/auth/login`);
    await expect(page.getByRole("heading", { name: "Accedi" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Accesso con SSO" })).toHaveCount(0);
    const start = await page.goto(`${base}/auth/oidc`);
    expect(start?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops. La pagina che stai cercando non esiste" })).toBeVisible();
    const callback = await page.goto(`${base}/auth/oidc/callback?code=x&state=y`);
    expect(callback?.status()).toBe(404);
  });
});
