// The newcomer's way: no DATABASE_URL, an empty data folder, `node server.mjs` on the built app;
// the embedded store is migrated, the server answers at once with the translated "preparing the
// demo data" page while it seeds in the background (ADR-0141), the page reloads itself into the
// sign-in page once the data is there, and a demo account signs in and reads a page.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DEMO_PASSWORD, expect, test } from "./fixtures";
import { scaled } from "../time-scale";

const PORT = Number(process.env.E2E_PORT ?? 3210) + 80;
let server: ChildProcess | undefined;
let dataDir: string;

/** what the server printed (its JSON log lines) */
let output = "";
test.beforeAll(async () => {
  // why: the embedded store starts, migrates and seeds itself while the other runs share two cores
  test.setTimeout(scaled(240_000));
  dataDir = mkdtempSync(path.join(tmpdir(), "cantiere-smoke-"));
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(PORT), HOST: "127.0.0.1", NODE_ENV: "production", DATA_DIR: path.join(dataDir, "data") };
  delete env.DATABASE_URL;
  delete env.CANTIERE_TEST_MODE;
  const child = spawn(process.execPath, ["server.mjs"], { env, stdio: ["ignore", "pipe", "pipe"] });
  server = child;
  output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  for (let i = 0; i < 720; i++) {
    if (output.includes("listening on")) return;
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not start in 180 s: ${output}`);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    server.kill("SIGTERM");
    await new Promise((r) => server?.once("exit", r));
  }
  rmSync(dataDir, { recursive: true, force: true });
});

test("the embedded store starts empty, seeds itself and lets a demo account in", async ({ page, request, browser }) => {
  // why: the seed runs behind the preparing page while the other runs share two cores
  test.setTimeout(scaled(420_000));
  const base = `http://127.0.0.1:${PORT}`;
  // listening already, the demo data still being written: every page is the preparing page
  const first = await request.get(`${base}/app/sites/sites`, { maxRedirects: 0 });
  expect(first.status()).toBe(503);
  expect(first.headers()["retry-after"]).toBe("2");
  expect(await first.text()).toContain("Preparazione dei dati dimostrativi");
  const ready = await request.get(`${base}/readyz`);
  expect(ready.status()).toBe(503);
  expect(await ready.json()).toMatchObject({ demoData: "preparing" });
  const de = await request.get(`${base}/`, { headers: { "Accept-Language": "de-CH,de;q=0.9" }, maxRedirects: 0 });
  expect(await de.text()).toContain("Die Demodaten werden vorbereitet");
  // a 503 the app means to give is logged as information, not as an error
  const preparingLines = () => output.split("\n").filter((l) => l.includes('"routeId":"preparing"'));
  await expect.poll(() => preparingLines().length).toBeGreaterThan(1);
  for (const l of preparingLines()) expect(JSON.parse(l)).toMatchObject({ level: "info", status: 503 });
  // the browser sees it, reloads it by itself (a meta refresh, no script) and lands on the sign-in
  // page once the data is there. In a page of its own: Chromium logs each 503 answer as a console
  // error, which the test's own page (the fixture) counts as a failure
  const waiting = await browser.newContext({ javaScriptEnabled: false });
  try {
    const p = await waiting.newPage();
    await p.goto(`${base}/`);
    if (!p.url().includes("/auth/login")) await expect(p.getByRole("heading", { name: "Preparazione dei dati dimostrativi" })).toBeVisible();
    await expect(p).toHaveURL(`${base}/auth/login?redirectTo=%2Fapp`, { timeout: scaled(280_000) });
  } finally {
    await waiting.close();
  }
  // ready once the projections have caught up with the seed
  await expect.poll(async () => (await request.get(`${base}/readyz`)).status(), { timeout: 60_000 }).toBe(200);
  await page.goto(`${base}/`);
  await expect(page).toHaveURL(`${base}/auth/login?redirectTo=%2Fapp`);
  await page.getByLabel("Nome utente").fill("employee");
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Accedi" }).click();
  // the first page of an employee: the sites of their company, from the seeded store
  await expect(page).toHaveURL(`${base}/app/sites/sites`);
  await expect(page.getByRole("link", { name: /^Q\d+: / }).first()).toBeVisible();
  await page.goto(`${base}/app/profile/dashboard`);
  await expect(page.getByRole("heading", { name: "Impiegato, Emilio" })).toBeVisible();
});
