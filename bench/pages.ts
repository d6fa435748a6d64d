// The page budgets of the shell issue, measured against the built app (not a test: timings and
// sizes belong in bench/). Run: `node --import tsx bench/pages.ts` (`--no-lighthouse` skips the
// browser part). A fresh PostgreSQL database is created, seeded, served by `node server.mjs` on a
// free loopback port, measured and dropped; everything has a deadline and stops by itself.
//
// Measured: the gzip size on the wire (the server's `compression`, zlib level 6) of the HTML of a
// 50-row list (/app/sites/sites?size=50, signed in as admin) and of the login page, the shared
// stylesheet (the css-bundle link of the HTML), that the list's rows are in the server's HTML (no
// JavaScript needed), and Lighthouse 12 mobile scores (performance, accessibility) of both pages.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import http from "node:http";
import { cpus, freemem, tmpdir, totalmem } from "node:os";
import path from "node:path";
import { brotliCompressSync, constants as zc, gunzipSync, gzipSync } from "node:zlib";
import postgres from "postgres";
import { DEMO_PASSWORD } from "~/seed/demo-data";
import { freePort, topUpSites } from "./app-fixtures";

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CHROME_FLAGS = [
  "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
  "--disable-component-update", "--disable-sync", "--disable-dev-shm-usage",
];
const LIGHTHOUSE_RUN_MS = 180_000;
const WHOLE_RUN_MS = 15 * 60_000;
const KB = 1024;
/** the list's page size the budget names */
const LIST_ROWS = 50;

const log = (m: string) => console.log(`[pages] ${m}`);

interface Figure {
  label: string;
  value: number | string;
  unit: string;
  target?: string;
  met?: boolean;
}
const figures: Figure[] = [];
const details: string[] = [];

function withDeadline<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    p.finally(() => clearTimeout(timer)),
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what}: no answer after ${ms} ms`)), ms);
    }),
  ]);
}

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** the bytes on the wire (compressed when the server compressed) */
  body: Buffer;
}

/** A GET or POST without any decoding, so the compressed size is what travelled. */
function request(url: string, opts: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Raw> {
  return withDeadline(
    new Promise<Raw>((resolve, reject) => {
      const req = http.request(url, { method: opts.method ?? "GET", headers: opts.headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on("error", reject);
      });
      req.on("error", reject);
      if (opts.body) req.write(opts.body);
      req.end();
    }),
    30_000,
    `${opts.method ?? "GET"} ${url}`,
  );
}

function decoded(r: Raw): string {
  const enc = r.headers["content-encoding"];
  if (enc === "gzip") return gunzipSync(r.body).toString("utf8");
  if (enc && enc !== "identity") throw new Error(`unexpected content-encoding ${enc}`);
  return r.body.toString("utf8");
}

class Jar {
  private cookies = new Map<string, string>();
  take(r: Raw) {
    const set = r.headers["set-cookie"] ?? [];
    for (const c of set) {
      const [pair] = c.split(";");
      const i = pair.indexOf("=");
      const name = pair.slice(0, i).trim();
      const value = pair.slice(i + 1).trim();
      if (value === "" || /max-age=0|expires=thu, 01 jan 1970/i.test(c)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
}

function sizeFigures(name: string, raw: Raw, text: string, targetKb?: number) {
  const wire = raw.headers["content-encoding"] === "gzip" ? raw.body.length : gzipSync(text, { level: 6 }).length;
  const best = gzipSync(text, { level: 9 }).length;
  const br = brotliCompressSync(text, { params: { [zc.BROTLI_PARAM_QUALITY]: 11 } }).length;
  figures.push({
    label: `${name}: gzip on the wire`,
    value: +(wire / KB).toFixed(2),
    unit: "KB",
    target: targetKb ? `≤ ${targetKb}` : undefined,
    met: targetKb ? wire <= targetKb * KB : undefined,
  });
  details.push(
    `${name}: ${text.length} bytes uncompressed, ${wire} gzip on the wire (content-encoding: ${raw.headers["content-encoding"] ?? "none"}), ` +
      `${best} gzip -9, ${br} brotli q11`,
  );
  return wire;
}

async function main() {
  const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
  process.chdir(root);
  const noLighthouse = process.argv.includes("--no-lighthouse");

  if (!existsSync("build/index.js") || !existsSync("public/build")) {
    log("build/ is missing: npx remix build");
    const r = spawnSync(process.execPath, ["node_modules/@remix-run/dev/dist/cli.js", "build"], { stdio: "inherit", env: { ...process.env, NODE_ENV: "production" }, timeout: 180_000 });
    if (r.status !== 0) throw new Error("remix build failed");
  }

  details.push(`build: version ${readFileSync("build/version.txt", "utf8").trim()}, built ${statSync("build/index.js").mtime.toISOString()}`);
  const dbName = `cantiere_pages_${process.pid}_${Date.now()}`;
  const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {}, connect_timeout: 5 });
  await admin.unsafe(`CREATE DATABASE ${dbName}`);
  const dbUrl = new URL(ADMIN_URL);
  dbUrl.pathname = `/${dbName}`;
  let server: ChildProcess | undefined;
  try {
    log(`seeding ${dbName}`);
    const seed = spawnSync(process.execPath, ["--import", "tsx", "scripts/db-seed.ts"], {
      env: { ...process.env, DATABASE_URL: dbUrl.toString() },
      stdio: ["ignore", "inherit", "inherit"],
      timeout: 180_000,
    });
    if (seed.status !== 0) throw new Error("seeding failed");
    details.push(await topUpSites(dbUrl.toString(), LIST_ROWS));

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ["server.mjs"], {
      env: {
        ...process.env,
        DATABASE_URL: dbUrl.toString(),
        CANTIERE_REQUIRE_DATABASE_URL: "1",
        PORT: String(port),
        HOST: "127.0.0.1",
        NODE_ENV: "production",
        SESSION_SECRET: randomBytes(24).toString("hex"),
      },
      stdio: ["ignore", "ignore", "inherit"],
    });
    const started = Date.now();
    for (;;) {
      if (Date.now() - started > 60_000) throw new Error("the server did not answer within 60 s");
      if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
      const ok = await request(`${base}/auth/login`).then((r) => r.status === 200, () => false);
      if (ok) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    log(`server up on ${base} in ${Date.now() - started} ms`);

    // ---- sign in as admin over HTTP
    const jar = new Jar();
    const gz = { "accept-encoding": "gzip" };
    const loginRaw = await request(`${base}/auth/login`, { headers: gz });
    jar.take(loginRaw);
    const loginHtml = decoded(loginRaw);
    const csrf = /name="csrf" value="([^"]+)"/.exec(loginHtml)?.[1];
    if (!csrf) throw new Error("no csrf field on the login page");
    const post = await request(`${base}/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: jar.header(), origin: base },
      body: new URLSearchParams({ csrf, username: "admin", password: DEMO_PASSWORD, redirectTo: "" }).toString(),
    });
    jar.take(post);
    if (post.status !== 302 && post.status !== 303) throw new Error(`sign-in answered ${post.status}, not a redirect`);
    log(`signed in (→ ${post.headers.location})`);

    // ---- sizes
    sizeFigures("login page HTML", loginRaw, loginHtml);
    const listUrl = `${base}/app/sites/sites?size=50`;
    const listRaw = await request(listUrl, { headers: { ...gz, cookie: jar.header() } });
    if (listRaw.status !== 200) throw new Error(`the list answered ${listRaw.status}`);
    // the session may be renewed on a request: keep whatever cookie came back
    jar.take(listRaw);
    const listHtml = decoded(listRaw);
    sizeFigures("sites list (size=50) HTML", listRaw, listHtml, 14);
    if (process.env.PAGES_SAVE_HTML) writeFileSync(process.env.PAGES_SAVE_HTML, listHtml);

    const rowLinks = new Set([...listHtml.matchAll(/href="\/app\/sites\/sites\/(\d+)[^"]*"/g)].map((m) => m[1]));
    const bodyRows = (/<tbody[^>]*>([\s\S]*?)<\/tbody>/.exec(listHtml)?.[1].match(/<tr\b/g) ?? []).length;
    figures.push({
      label: "list rows in the server HTML (works without JavaScript)",
      value: bodyRows,
      unit: "rows",
      target: "= 50",
      met: bodyRows === 50 && rowLinks.size === 50,
    });
    details.push(`list: ${bodyRows} <tr> in <tbody>, ${rowLinks.size} distinct row links to /app/sites/sites/{id}`);
    const scripts = [...listHtml.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]);
    const modulepreloads = listHtml.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
    const low = modulepreloads.filter((l) => l.includes('fetchpriority="low"')).length;
    details.push(`list: ${scripts.length} external scripts, ${modulepreloads.length} modulepreloads (${low} at fetchpriority low), inline scripts ${(listHtml.match(/<script\b/g) ?? []).length}`);

    const cssHrefs = [...new Set([...loginHtml.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g), ...listHtml.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]))];
    const bundle = cssHrefs.find((h) => h.includes("css-bundle"));
    if (!bundle) throw new Error(`no css-bundle link in the HTML (stylesheets: ${cssHrefs.join(", ")})`);
    const cssRaw = await request(`${base}${bundle}`, { headers: gz });
    sizeFigures(`shared stylesheet ${bundle}`, cssRaw, decoded(cssRaw), 12);
    details.push(`stylesheets linked: ${cssHrefs.join(", ")}`);

    // ---- Lighthouse
    if (noLighthouse) details.push("Lighthouse skipped (--no-lighthouse)");
    else await runLighthouse(base, jar.header());
  } finally {
    if (server && server.exitCode === null) {
      server.kill("SIGTERM");
      await withDeadline(new Promise((r) => server!.once("exit", r)), 10_000, "server stop").catch(() => server!.kill("SIGKILL"));
    }
    await admin.unsafe(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch((e) => log(`could not drop ${dbName}: ${e}`));
    await admin.end({ timeout: 5 });
    log(`dropped ${dbName}`);
  }
}

async function runLighthouse(base: string, cookie: string) {
  if (!existsSync(CHROMIUM)) {
    details.push(`Lighthouse not run: no Chromium at ${CHROMIUM}`);
    return;
  }
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const userDataDir = mkdtempSync(path.join(tmpdir(), "cantiere-lh-"));
  const chrome = await withDeadline(
    chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, userDataDir, logLevel: "silent" }),
    30_000,
    "Chromium launch",
  );
  try {
    const pages: [string, string, Record<string, string> | undefined][] = [
      ["login page", `${base}/auth/login`, undefined],
      ["sites list (size=50)", `${base}/app/sites/sites?size=50`, { Cookie: cookie }],
    ];
    // Lighthouse's own advice: the median of several runs (simulated throttling moves a single run's
    // FCP by ±1 s on a shared machine). Each run starts with an empty browser cache.
    const runs = Math.max(1, Number(process.argv.find((a) => a.startsWith("--lighthouse-runs="))?.split("=")[1] ?? 3));
    for (const [name, url, extraHeaders] of pages) {
      type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];
      const lhrs: { lhr: Lhr; ms: number }[] = [];
      for (let run = 0; run < runs; run++) {
        const t0 = Date.now();
        await prepareBrowser(chrome.port, base, extraHeaders ? cookie : null);
        const result = await withDeadline(
          lighthouse(url, {
            port: chrome.port,
            output: "json",
            logLevel: "error",
            onlyCategories: ["performance", "accessibility"],
            extraHeaders,
            // the signed-in page: keep the cookies put in the browser (a storage reset would clear them)
            disableStorageReset: Boolean(extraHeaders),
          }),
          LIGHTHOUSE_RUN_MS,
          `Lighthouse on ${name}`,
        );
        if (!result) throw new Error(`Lighthouse returned nothing for ${name}`);
        const lhr = result.lhr;
        if (process.env.PAGES_SAVE_LHR) writeFileSync(`${process.env.PAGES_SAVE_LHR}-${name.replace(/\W+/g, "-")}-${run}.json`, JSON.stringify(lhr));
        if (lhr.runtimeError) details.push(`Lighthouse ${name}: runtime error ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
        if (lhr.finalDisplayedUrl !== url) details.push(`Lighthouse ${name}: final URL ${lhr.finalDisplayedUrl} (expected ${url})`);
        lhrs.push({ lhr, ms: Date.now() - t0 });
      }
      const perf = (l: (typeof lhrs)[number]) => l.lhr.categories.performance?.score ?? 0;
      const sorted = [...lhrs].sort((a, b) => perf(a) - perf(b));
      const { lhr, ms } = sorted[Math.floor((sorted.length - 1) / 2)];
      for (const cat of ["performance", "accessibility"] as const) {
        const score = lhr.categories[cat]?.score;
        const value = score === null || score === undefined ? "n/a" : Math.round(score * 100);
        const all = lhrs.map((l) => Math.round((l.lhr.categories[cat]?.score ?? 0) * 100)).join(", ");
        figures.push({ label: `Lighthouse mobile ${cat}: ${name} (median of ${runs}: ${all})`, value, unit: "/100", target: "= 100", met: value === 100 });
        // what keeps a score below 100: the audits that did not pass, with their weight
        for (const ref of lhr.categories[cat]?.auditRefs ?? []) {
          const a = lhr.audits[ref.id];
          if (ref.weight > 0 && a && a.score !== null && a.score < 1) {
            const items = (a.details as { items?: { node?: { snippet?: string } }[] } | undefined)?.items ?? [];
            const nodes = items.flatMap((it) => (it.node?.snippet ? [it.node.snippet.slice(0, 160)] : [])).slice(0, 3);
            details.push(`Lighthouse ${name} ${cat}: ${ref.id} score ${a.score} (weight ${ref.weight})${a.displayValue ? ` — ${a.displayValue}` : ""}${nodes.length ? `; e.g. ${nodes.join(" | ")}` : ""}`);
          }
        }
      }
      const m = (l: typeof lhr, id: string) => l.audits[id]?.displayValue ?? "n/a";
      details.push(
        `Lighthouse ${name} (median run): FCP ${m(lhr, "first-contentful-paint")}, LCP ${m(lhr, "largest-contentful-paint")}, TBT ${m(lhr, "total-blocking-time")}, CLS ${m(lhr, "cumulative-layout-shift")}, SI ${m(lhr, "speed-index")}; ` +
          `${lhr.configSettings.formFactor}, throttling ${lhr.configSettings.throttlingMethod}; ${ms} ms; FCP of every run: ${lhrs.map((l) => m(l.lhr, "first-contentful-paint")).join(", ")}`,
      );
    }
  } finally {
    chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

/**
 * Puts the session cookies in the browser's own jar too: Chromium does not send a Cookie header
 * given through extraHeaders (Network.setExtraHTTPHeaders) — the first run with extraHeaders alone
 * ended on the login page.
 */
async function prepareBrowser(port: number, base: string, cookie: string | null) {
  const { default: puppeteer } = await import("puppeteer-core");
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    // every run from an empty cache: otherwise the list page would find the login page's stylesheet and scripts cached
    const page = (await browser.pages())[0] ?? (await browser.newPage());
    const cdp = await page.createCDPSession();
    await cdp.send("Network.clearBrowserCache");
    await cdp.detach();
    if (!cookie) return;
    const cookies = cookie.split("; ").map((c) => {
      const i = c.indexOf("=");
      return { name: c.slice(0, i), value: c.slice(i + 1), domain: new URL(base).hostname, path: "/", httpOnly: true, sameSite: "Lax" as const };
    });
    await browser.setCookie(...cookies);
  } finally {
    await browser.disconnect();
  }
}

function report() {
  console.log("\n| figure | value | target | met |\n|---|---|---|---|");
  for (const f of figures) console.log(`| ${f.label} | ${f.value} ${f.unit} | ${f.target ?? "—"} | ${f.met === undefined ? "—" : f.met ? "yes" : "**no**"} |`);
  console.log("");
  for (const d of details) console.log(`- ${d}`);
  console.log(`\nmachine: ${cpus().length} × ${cpus()[0]?.model ?? "?"}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB (${(freemem() / 2 ** 30).toFixed(1)} free), node ${process.version}, ${new Date().toISOString()}`);
}

const deadline = setTimeout(() => {
  console.error(`[pages] the whole run exceeded ${WHOLE_RUN_MS / 60_000} min: stopping`);
  process.exit(2);
}, WHOLE_RUN_MS);
deadline.unref();

main()
  .then(() => {
    report();
    process.exit(0);
  })
  .catch((err) => {
    report();
    console.error(`[pages] failed: ${err instanceof Error ? err.stack : err}`);
    process.exit(1);
  });
