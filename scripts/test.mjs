// npm test: everything the suite needs is provisioned here, then unit, integration and browser
// tests run, and one closing line counts them. Uses TEST_DATABASE_URL if set, else the local
// PostgreSQL; on a Debian machine where it runs as root it installs and starts what is missing
// (PostgreSQL, Chromium); elsewhere it says exactly what to install.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import postgres from "postgres";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
process.chdir(root);
const isRoot = process.getuid?.() === 0;
const isDebian = existsSync("/etc/debian_version");
const started = Date.now();
const log = (m) => console.log(`[test] ${m}`);
// how long since the suite started: each step's end is logged with it, so a slow run shows its critical path
const elapsed = () => `${Math.round((Date.now() - started) / 1000)} s`;
// e.g. `npm test -- static unit integration`, `npm test -- e2e`, or `npm test -- e2e access` (a file filter)
const STEPS = ["static", "unit", "integration", "e2e"];
const args = process.argv.slice(2);
const only = args.filter((a) => STEPS.includes(a));
const e2eFilters = args.filter((a) => !STEPS.includes(a));
const want = (k) => only.length === 0 || only.includes(k);

function sh(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { stdio: "inherit", ...opts });
  return r.status ?? 1;
}

async function canConnect(url) {
  const sql = postgres(url, { max: 1, connect_timeout: 3, onnotice: () => {} });
  try {
    await sql`SELECT 1`;
    return true;
  } catch {
    return false;
  } finally {
    await sql.end({ timeout: 1 }).catch(() => {});
  }
}

function clusters() {
  try {
    return execFileSync("pg_lsclusters", ["--no-header"], { encoding: "utf8" }).trim().split("\n").filter(Boolean).map((l) => l.split(/\s+/));
  } catch {
    return [];
  }
}

async function ensurePostgres() {
  if (process.env.TEST_DATABASE_URL) {
    if (await canConnect(process.env.TEST_DATABASE_URL)) return process.env.TEST_DATABASE_URL;
    throw new Error(`TEST_DATABASE_URL is set but no database answers there (${redact(process.env.TEST_DATABASE_URL)})`);
  }
  const candidates = ["postgres://postgres@127.0.0.1:5432/postgres", "postgres://postgres:postgres@127.0.0.1:5432/postgres"];
  for (const url of candidates) if (await canConnect(url)) return url;
  if (!(isDebian && isRoot)) {
    throw new Error(
      "No PostgreSQL answers on 127.0.0.1:5432. Install PostgreSQL 15 or newer, start it, and either allow the user 'postgres' " +
        "without a password on 127.0.0.1 or set TEST_DATABASE_URL=postgres://USER:PASSWORD@HOST:PORT/postgres (a user that may create databases).",
    );
  }
  if (clusters().length === 0) {
    log("installing PostgreSQL (apt-get)");
    sh("apt-get", ["update", "-qq"]);
    if (sh("apt-get", ["install", "-y", "-qq", "postgresql"], { env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } }) !== 0) {
      throw new Error("apt-get install postgresql failed");
    }
  }
  for (const [version, name, , status] of clusters()) {
    if (status !== "online") {
      log(`starting PostgreSQL ${version}/${name}`);
      sh("pg_ctlcluster", ["--skip-systemctl-redirect", version, name, "start"]);
    }
  }
  for (let i = 0; i < 30; i++) {
    for (const url of candidates) if (await canConnect(url)) return url;
    if (i === 2) {
      // a fresh Debian cluster asks for a password on TCP: give the postgres role the one we try
      sh("su", ["postgres", "-c", "psql -qc \"ALTER USER postgres PASSWORD 'postgres'\""]);
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error("PostgreSQL was installed but does not answer on 127.0.0.1:5432");
}

function ensureChromium() {
  const exe = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (existsSync(exe)) return exe;
  if (!(isDebian && isRoot)) {
    throw new Error(`Chromium was not found at ${exe}. Install Debian's chromium package (apt-get install chromium) or set CHROMIUM_PATH.`);
  }
  log("installing Chromium (apt-get)");
  sh("apt-get", ["update", "-qq"]);
  if (sh("apt-get", ["install", "-y", "-qq", "chromium"], { env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } }) !== 0 || !existsSync(exe)) {
    throw new Error("apt-get install chromium failed");
  }
  return exe;
}

/**
 * The browser the browser tests drive (ADR-0114): Debian's chromium-headless-shell, the same
 * Chromium without the full browser's windowing stack, which costs about a third of the CPU per
 * page (bench/RESULTS-suite.md); installed here on a Debian machine where we run as root. Elsewhere,
 * or if it cannot be installed, the full Chromium (E2E_CHROMIUM_PATH names another).
 */
function ensureTestBrowser(full) {
  if (process.env.E2E_CHROMIUM_PATH) return process.env.E2E_CHROMIUM_PATH;
  const shell = "/usr/bin/chromium-headless-shell";
  if (existsSync(shell)) return shell;
  if (isDebian && isRoot) {
    log("installing Chromium's headless shell for the browser tests (apt-get)");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    if (sh("apt-get", ["install", "-y", "-qq", "chromium-headless-shell"], { env }) !== 0) {
      sh("apt-get", ["update", "-qq"]);
      sh("apt-get", ["install", "-y", "-qq", "chromium-headless-shell"], { env });
    }
    if (existsSync(shell)) return shell;
  }
  log(`Chromium's headless shell is not installed (apt-get install chromium-headless-shell): the browser tests drive ${full}, more slowly`);
  return full;
}

function redact(url) {
  return url.replace(/:\/\/([^:@]+):[^@]*@/, "://$1:***@");
}

/** A copy of a seeded database (the template must have no connections: the seed has exited). */
async function copyDatabase(adminUrl, sourceUrl, suffix) {
  const source = new URL(sourceUrl).pathname.slice(1);
  const name = `${source}_${suffix}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`CREATE DATABASE ${name} TEMPLATE ${source}`);
    await admin.unsafe(`ALTER DATABASE ${name} SET synchronous_commit = off`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function dropDatabase(adminUrl, url) {
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`DROP DATABASE IF EXISTS ${new URL(url).pathname.slice(1)} WITH (FORCE)`).catch(() => {});
  await admin.end();
}

/** A child process whose output is collected and handed back with its exit code. */
function runHeld(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: ["ignore", "pipe", "pipe"], ...opts });
    const chunks = [];
    child.stdout.on("data", (d) => chunks.push(d));
    child.stderr.on("data", (d) => chunks.push(d));
    child.on("error", (e) => resolve({ code: 1, output: String(e) }));
    child.on("close", (code) => resolve({ code: code ?? 1, output: Buffer.concat(chunks).toString() }));
  });
}

/** A child process whose output goes to ours, its exit code awaited (so two can run at once). */
function run(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: "inherit", ...opts });
    child.on("error", () => resolve(1));
    child.on("exit", (code) => resolve(code ?? 1));
  });
}

const counts = { passed: 0, failed: 0, skipped: 0 };
const out = mkdtempSync(path.join(tmpdir(), "cantiere-test-"));
let failedStep = null;
// the names of what failed, printed last: CI keeps only the tail of the output
const failures = [];
// tests that failed once and passed on their retry (CI only, ADR-0140): named, never hidden
const flaky = [];
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g");
/** The first lines of a test's error (the assertion, its locator, what it got), for the closing lines. */
const errorHead = (message) =>
  String(message ?? "")
    .replace(ANSI, "")
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(0, 4)
    .join(" | ")
    .slice(0, 400);

function countVitest(file) {
  if (!existsSync(file)) return false;
  const r = JSON.parse(readFileSync(file, "utf8"));
  counts.passed += r.numPassedTests ?? 0;
  // a file that fails to load has no failed test but a failed suite: count it too
  counts.failed += r.numFailedTests || r.numFailedTestSuites || 0;
  counts.skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  for (const f of r.testResults ?? []) {
    const rel = path.relative(process.cwd(), f.name ?? "");
    const failed = (f.assertionResults ?? []).filter((a) => a.status === "failed");
    for (const a of failed) failures.push(`vitest › ${rel} › ${a.fullName ?? a.title}`);
    if (!failed.length && f.status === "failed") failures.push(`vitest › ${rel} (the file did not load: ${String(f.message ?? "").split("\n")[0].slice(0, 200)})`);
  }
  return true;
}

function countPlaywright(file) {
  if (!existsSync(file)) return false;
  const r = JSON.parse(readFileSync(file, "utf8"));
  const s = r.stats ?? {};
  counts.passed += (s.expected ?? 0) + (s.flaky ?? 0);
  counts.failed += s.unexpected ?? 0;
  counts.skipped += s.skipped ?? 0;
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status === "flaky") {
          const first = (t.results ?? []).find((x) => x.status !== "passed");
          const why = errorHead(first?.error?.message);
          flaky.push(`[${t.projectName}] ${spec.file}:${spec.line} › ${[...titles, spec.title].join(" › ")}${why ? ` — ${why}` : ""}`);
        }
        if (t.status !== "unexpected") continue;
        const last = (t.results ?? []).at(-1);
        const why = errorHead(last?.error?.message);
        failures.push(`[${t.projectName}] ${spec.file}:${spec.line} › ${[...titles, spec.title].join(" › ")}${why ? ` — ${why}` : ""}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of r.suites ?? []) walk(suite, []);
  return true;
}

try {
  const adminUrl = await ensurePostgres();
  log(`PostgreSQL: ${redact(adminUrl)}`);
  const env = { ...process.env, TEST_DATABASE_URL: adminUrl, PUPPETEER_SKIP_DOWNLOAD: "1", PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1", CANTIERE_BUILD_DONE: path.join(out, "built") };
  // what Chromium may take to start and to print while the whole suite shares two cores (on a loaded
  // CI run every PDF test failed, each of which takes about a second alone); a test of a limit sets its own
  env.PDF_LAUNCH_TIMEOUT_MS ??= "60000";
  env.PDF_RENDER_TIMEOUT_MS ??= "45000";
  // the tests' time limits, doubled: the browser runs and vitest share the machine (tests/time-scale.ts)
  env.TEST_TIME_SCALE ??= "2";
  delete env.DATABASE_URL;

  // the integration tests render PDFs too: Chromium is needed before them, not only for the browser tests
  const chromium = want("integration") || want("e2e") ? ensureChromium() : null;
  if (chromium) env.CHROMIUM_PATH = chromium;
  const testBrowser = want("e2e") ? ensureTestBrowser(chromium) : null;

  // with the browser tests, the typecheck, lint and vitest are jobs beside the browser runs (below,
  // ADR-0146): their output is held back and printed whole at the end, so it does not interleave
  // with the browser tests' lines
  const hold = want("e2e") && (want("static") || want("unit") || want("integration"));
  // One build for the whole run, started first: the browser tests serve it, and the integration
  // tests that start the built server (tests/integration/built-server.ts: probes, logs, SIGTERM)
  // wait for the file it writes when done (CANTIERE_BUILD_DONE) instead of building beside it into
  // the same directory; vitest starts at once, its other files need no build
  let builtOnce = null;
  const build = () => {
    builtOnce ??= (async () => {
      // the install builds the app already (scripts/postinstall.mjs, ADR-0141): a build of these very sources is used as it is
      const { buildIsCurrent } = await import("./build-inputs.mjs");
      if (buildIsCurrent("production")) {
        writeFileSync(env.CANTIERE_BUILD_DONE, "ok");
        log("the build is current (made by the install): used as it is");
        return;
      }
      log("building the app once (the browser tests and the built-server integration tests)");
      // scripts/build.mjs: `remix build`, with esbuild's service stopped before it exits (ADR-0046)
      const code = await run(process.execPath, ["scripts/build.mjs"], { env: { ...env, NODE_ENV: "production" } });
      writeFileSync(env.CANTIERE_BUILD_DONE, code === 0 ? "ok" : "failed");
      if (code !== 0) throw new Error("remix build failed");
      log(`built after ${elapsed()}`);
    })();
    return builtOnce;
  };
  if (want("integration") || want("e2e")) build().catch(() => {});

  // What runs, as jobs: the typecheck and lint, vitest, and the browser tests' runs. Why a few at a
  // time, longest first, and not all at once (ADR-0146): each of them alone keeps about one core
  // busy (one Playwright worker waits on its server and its browser in turn; vitest's files wait on
  // PostgreSQL), and all eight at once on two cores cost ≈ 1.6 times the CPU they cost one or two at
  // a time (the browsers', the servers' and Playwright's processes evicting each other's caches,
  // every wait polled many times over, every idle process's timers running for the whole suite):
  // on this machine kind, one after the other they took 1,039 s, all at once 1,113 s
  // (bench/RESULTS-suite.md, session 48). TEST_JOBS sets how many run at once.
  const slots = Math.max(1, Number(process.env.TEST_JOBS ?? availableParallelism()) || 1);
  // each job's time alone on this machine kind (seconds, session 48): only their order matters,
  // the longest first, so that no long one starts last
  const WEIGHT = { "js-1": 210, "nojs-1": 210, vitest: 160, "js-2": 150, "nojs-2": 130, "fuzz-actions": 80, fuzz: 70, static: 30 };
  const jobs = [];
  const held = [];
  const step = async (cmd, cmdArgs, opts = {}) => {
    if (!hold) return run(cmd, cmdArgs, opts);
    const { code, output } = await runHeld(cmd, cmdArgs, opts);
    held.push(output);
    return code;
  };
  if (want("static")) {
    jobs.push({
      name: "static",
      run: async () => {
        log("typecheck and lint (the import boundaries of the architecture)");
        const tsc = await step(process.execPath, ["node_modules/typescript/bin/tsc", "--noEmit"]);
        const lint = await step(process.execPath, ["node_modules/eslint/bin/eslint.js", "--max-warnings", "0", "--ext", ".ts,.tsx,.js,.mjs", "app", "tests", "scripts", "bench", "server.mjs"]);
        log(`typecheck and lint ended after ${elapsed()}`);
        if (tsc === 0 && lint === 0) counts.passed += 2;
        else {
          counts.failed += (tsc === 0 ? 0 : 1) + (lint === 0 ? 0 : 1);
          if (tsc !== 0) failures.push("typecheck (tsc --noEmit): its errors are printed above");
          if (lint !== 0) failures.push("lint (eslint): its errors are printed above");
          failedStep ??= "static";
        }
      },
    });
  }
  const vitestProjects = ["unit", "integration"].filter(want);
  if (vitestProjects.length) {
    jobs.push({
      name: "vitest",
      run: async () => {
        log(`vitest: ${vitestProjects.join(" and ")}`);
        const json = path.join(out, "vitest.json");
        const code = await step(process.execPath, ["node_modules/vitest/vitest.mjs", "run", ...vitestProjects.flatMap((p) => ["--project", p]), "--reporter=default", "--reporter=json", `--outputFile.json=${json}`], { env });
        log(`vitest ended after ${elapsed()}`);
        if (!countVitest(json) || code !== 0) {
          failedStep ??= "vitest";
          if (!existsSync(json)) counts.failed += 1;
        }
      },
    });
  }

  // the browser tests' databases: made once the build is there, dropped when every run has ended
  const databases = [];
  let e2eReady = null;
  if (want("e2e")) {
    // why several runs: one Playwright worker keeps less than one core busy (it waits on the server
    // and the browser in turn), so the browser tests are split into runs, jobs like the others: JavaScript
    // on and off, each in E2E_SHARDS parts (default 2; Playwright's --shard, whole spec files). Each
    // run has its own server, port range and copy of the seeded database, so none sees another's
    // records (ADR-0114)
    const explicit = e2eFilters.some((a) => a.startsWith("--project"));
    // a --grep of the caller's own: the fuzz walks stay one run, filtered by it alone
    const ownGrep = e2eFilters.some((a) => a.startsWith("--grep") || a === "-g");
    const ACTION_WALK = "every action of the route manifest";
    const basePort = Number(process.env.E2E_PORT ?? 3210);
    const shards = explicit ? 1 : Math.max(1, Number(process.env.E2E_SHARDS ?? 2) || 1);
    const groups = explicit
      ? [{ name: "e2e", projects: [], parts: 1 }]
      : [
          { name: "js", projects: ["js"], parts: shards },
          { name: "nojs", projects: ["nojs"], parts: shards },
          // the HTTP-only fuzz walks and the smoke test: runs of their own. The action walk (≈ 9,000
          // posts) is the suite's longest test, so it runs alone and the rest of the file beside it
          // (each run starts its spec's server on its own port and database: own-server.ts)
          ...(ownGrep
            ? [{ name: "fuzz", projects: ["fuzz", "smoke"], parts: 1 }]
            : [
                // its walk starts a server of its own: the run starts no shared one (an idle server still costs CPU)
                { name: "fuzz-actions", projects: ["fuzz"], parts: 1, filter: ["--grep", ACTION_WALK], ownServersOnly: true },
                { name: "fuzz", projects: ["fuzz", "smoke"], parts: 1, filter: ["--grep-invert", ACTION_WALK] },
              ]),
        ];
    const runs = [];
    for (const g of groups) {
      for (let k = 1; k <= g.parts; k++) {
        runs.push({
          name: g.parts > 1 ? `${g.name}-${k}` : g.name,
          projects: g.projects,
          shard: g.parts > 1 ? [`--shard=${k}/${g.parts}`] : (g.filter ?? []),
          // ports 100 apart: each run's SMTP (+25) and OpenID provider (+89) are its own too
          port: basePort + 100 * runs.length,
          ownServersOnly: g.ownServersOnly === true,
        });
      }
    }
    e2eReady = (async () => {
      await build();
      const name = `cantiere_e2e_${process.pid}_${Date.now()}`;
      const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
      try {
        await admin.unsafe(`CREATE DATABASE ${name}`);
        // a test needs no commit to survive a crash: each commit returns without waiting for its WAL flush
        await admin.unsafe(`ALTER DATABASE ${name} SET synchronous_commit = off`);
      } finally {
        await admin.end();
      }
      const seeded = new URL(adminUrl);
      seeded.pathname = `/${name}`;
      databases.push(seeded.toString());
      log("seeding the browser tests' database");
      if ((await run(process.execPath, ["--import", "tsx", "scripts/db-seed.ts"], { env: { ...env, DATABASE_URL: seeded.toString() }, stdio: ["ignore", "ignore", "inherit"] })) !== 0) {
        throw new Error("seeding the e2e database failed");
      }
      // each run on a copy of its own; and a copy nobody connects to: the specs that start a server
      // of their own (the fuzz walk, the connection resets) clone it in a second instead of seeding a
      // database again (tests/e2e/own-server.ts)
      for (const r of runs) {
        r.url = await copyDatabase(adminUrl, seeded.toString(), `r${runs.indexOf(r)}`);
        databases.push(r.url);
      }
      const template = await copyDatabase(adminUrl, seeded.toString(), "tpl");
      databases.push(template);
      return new URL(template).pathname.slice(1);
    })();
    e2eReady.catch(() => {});
    for (const r of runs) {
      jobs.push({
        name: r.name,
        run: async () => {
          const seededTemplate = await e2eReady;
          const json = path.join(out, `playwright-${r.name}.json`);
          const code = await run(process.execPath, ["node_modules/@playwright/test/cli.js", "test", "--pass-with-no-tests", ...r.projects.map((p) => `--project=${p}`), ...r.shard, ...e2eFilters], {
            env: {
              ...env,
              E2E_DATABASE_URL: r.url,
              E2E_SEEDED_TEMPLATE: seededTemplate,
              E2E_PORT: String(r.port),
              E2E_OUTPUT_DIR: path.join("test-results", r.name),
              CHROMIUM_PATH: chromium,
              E2E_CHROMIUM_PATH: testBrowser,
              PLAYWRIGHT_JSON_OUTPUT_NAME: json,
              ...(r.ownServersOnly ? { E2E_NO_SHARED_SERVER: "1" } : {}),
            },
          });
          log(`browser tests "${r.name}" ended after ${elapsed()}`);
          if (!countPlaywright(json) || code !== 0) {
            failedStep ??= "playwright";
            if (!existsSync(json)) counts.failed += 1;
          }
        },
      });
    }
  }

  // the jobs, `slots` at a time, the longest first; every job ends before anything is counted or cleaned up, even when one fails
  jobs.sort((a, b) => (WEIGHT[b.name] ?? 100) - (WEIGHT[a.name] ?? 100));
  // without the browser tests, the typecheck and lint first and vitest after them, readable as they come
  const oneByOne = !want("e2e");
  if (oneByOne) jobs.sort((a, b) => Number(b.name === "static") - Number(a.name === "static"));
  const width = oneByOne ? 1 : slots;
  log(`${jobs.length} jobs, ${width} at a time: ${jobs.map((j) => j.name).join(", ")}`);
  const errors = [];
  let next = 0;
  try {
    await Promise.all(
      Array.from({ length: width }, async () => {
        while (next < jobs.length) {
          const job = jobs[next++];
          try {
            await job.run();
          } catch (err) {
            errors.push(err);
          }
        }
      }),
    );
  } finally {
    if (held.length) {
      console.log("\n[test] ---- typecheck, lint and vitest (run beside the browser tests) ----");
      for (const o of held) process.stdout.write(o);
      console.log("[test] ---- end of typecheck, lint and vitest ----\n");
    }
    for (const url of databases) await dropDatabase(adminUrl, url);
  }
  if (errors.length) throw errors[0];
} catch (err) {
  failedStep ??= "setup";
  counts.failed += 1;
  console.error(`[test] ${err instanceof Error ? err.message : err}`);
} finally {
  // TEST_REPORT_DIR keeps vitest's and Playwright's JSON reports (each test's duration) for a profile of the suite
  if (process.env.TEST_REPORT_DIR) cpSync(out, process.env.TEST_REPORT_DIR, { recursive: true });
  rmSync(out, { recursive: true, force: true });
}

console.log("");
if (failures.length) {
  console.log("[test] what failed:");
  for (const f of failures) console.log(`  ✘ ${f}`);
}
if (flaky.length) {
  console.log("[test] flaky (failed once, passed on the retry):");
  for (const f of flaky) console.log(`  ~ ${f}`);
}
console.log(`${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped (${elapsed()})`);
process.exit(failedStep || counts.failed > 0 ? 1 : 0);
