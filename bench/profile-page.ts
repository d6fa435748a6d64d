// Where a page's server time goes: `npm run build && node --import tsx bench/profile-page.ts
// [--page=/app/sites/sites?size=50] [--user=admin] [--requests=2000] [--connections=4] [--top=40] [--save=page.html]`.
// A fresh seeded database (with a 50-row sites list), `node --cpu-prof server.mjs` (production) on a
// free loopback port, the page asked `requests` times by autocannon after a warm-up, the server
// stopped (it writes its profile on exit), and the profile summed: self time by function and by
// package (node_modules/<name>, the app's build, node: internals, GC), plus the SQL statements the
// page costs (pg_stat_statements is not assumed: the server's query count per request is read from
// PostgreSQL's xact_commit + the statements counted by pg_stat_database's tup counts is too coarse, so
// the count comes from the log line the app prints with CANTIERE_SQL_COUNT=1 when it has one).
// The profile file is kept (its path is printed) for Chrome's DevTools.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { gzipSync } from "node:zlib";
import path from "node:path";
import autocannon from "autocannon";
import postgres from "postgres";
import { cpuMs, freePort, signIn, topUpSites } from "./app-fixtures";

const arg = (k: string, d: string) => process.argv.find((a) => a.startsWith(`--${k}=`))?.slice(k.length + 3) ?? d;
const PAGE = arg("page", "/app/sites/sites?size=50");
const USER = arg("user", "admin");
const REQUESTS = Number(arg("requests", "2000"));
const CONNECTIONS = Number(arg("connections", "4"));
const TOP = Number(arg("top", "40"));
/** a file to keep the page's HTML in (to see what its bytes are) */
const SAVE = arg("save", "");
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

const deadline = setTimeout(() => {
  console.error("[profile] deadline passed: stopping");
  process.exit(2);
}, 10 * 60_000);

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

function where(url: string): string {
  if (!url) return "(native / GC / idle)";
  if (url.startsWith("node:")) return "node: internals";
  const nm = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (nm) return nm[1];
  if (url.includes("/build/")) return "app (build/index.js)";
  return url;
}

function cannon(url: string, headers: Record<string, string>, amount: number) {
  return new Promise<void>((resolve, reject) => {
    autocannon({ url, headers, connections: CONNECTIONS, amount, timeout: 10 }, (err) => (err ? reject(err) : resolve()));
  });
}

async function main() {
  const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
  const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
  const db = `cantiere_profile_${process.pid}_${Date.now()}`;
  await admin.unsafe(`CREATE DATABASE ${db}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${db}`;
  const dir = mkdtempSync(path.join(tmpdir(), "cantiere-prof-"));
  try {
    const env = { ...process.env, DATABASE_URL: url.toString(), NODE_ENV: "production" as const, CANTIERE_REQUIRE_DATABASE_URL: "1", SESSION_SECRET: randomBytes(24).toString("hex") };
    if (spawnSync(process.execPath, ["--import", "tsx", "scripts/db-seed.ts"], { cwd: root, env, stdio: ["ignore", "ignore", "inherit"] }).status !== 0) throw new Error("seeding failed");
    await topUpSites(url.toString(), 50);
    const port = await freePort();
    const server = spawn(process.execPath, ["--cpu-prof", `--cpu-prof-dir=${dir}`, "server.mjs"], { cwd: root, env: { ...env, PORT: String(port), HOST: "127.0.0.1" }, stdio: ["ignore", "ignore", "inherit"] });
    const base = `http://127.0.0.1:${port}`;
    for (let i = 0; ; i++) {
      if ((await fetch(`${base}/auth/login`).then((r) => r.ok, () => false))) break;
      if (i > 300) throw new Error("the server did not start");
      await new Promise((r) => setTimeout(r, 200));
    }
    const headers: Record<string, string> = { "accept-encoding": "gzip" };
    if (USER !== "-") headers.cookie = await signIn(base, USER);
    const first = await fetch(base + PAGE, { headers, redirect: "manual" });
    if (first.status !== 200) throw new Error(`${PAGE} answered ${first.status}`);
    await cannon(base + PAGE, headers, 200);
    const stats = postgres(url.toString(), { max: 1, onnotice: () => {} });
    const before = await stats<{ x: string }[]>`SELECT xact_commit::text AS x FROM pg_stat_database WHERE datname = current_database()`;
    const t = Date.now();
    // the process's own CPU time (/proc) over the timed requests: steadier than the sampled profile,
    // whose samples also count the time the process waited for a core on a busy machine
    const cpuBefore = cpuMs(server.pid as number);
    await cannon(base + PAGE, headers, REQUESTS);
    const cpuAfter = cpuMs(server.pid as number);
    const wall = Date.now() - t;
    const body = Buffer.from(await (await fetch(base + PAGE, { headers, redirect: "manual" })).arrayBuffer());
    if (SAVE) writeFileSync(SAVE, body);
    const after = await stats<{ x: string }[]>`SELECT xact_commit::text AS x FROM pg_stat_database WHERE datname = current_database()`;
    await stats.end();
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
    const file = readdirSync(dir).find((f) => f.endsWith(".cpuprofile"));
    if (!file) throw new Error("no profile written");
    const profile = JSON.parse(readFileSync(path.join(dir, file), "utf8")) as Profile;
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const self = new Map<number, number>();
    for (let i = 0; i < profile.samples.length; i++) self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + (profile.timeDeltas[i] ?? 0));
    const fn = new Map<string, number>();
    const pkg = new Map<string, number>();
    let total = 0;
    for (const [id, us] of self) {
      const n = byId.get(id) as Node;
      if (n.callFrame.functionName === "(idle)") continue;
      total += us;
      const key = `${n.callFrame.functionName || "(anonymous)"} ${where(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`;
      fn.set(key, (fn.get(key) ?? 0) + us);
      const p = n.callFrame.functionName === "(garbage collector)" ? "(garbage collector)" : where(n.callFrame.url);
      pkg.set(p, (pkg.get(p) ?? 0) + us);
    }
    const asked = REQUESTS + 200 + 1;
    const per = (us: number) => (us / 1000 / asked).toFixed(3);
    console.log(`page ${PAGE} as ${USER}: ${REQUESTS} requests in ${wall} ms (${CONNECTIONS} connections); ${(Number(after[0].x) - Number(before[0].x)) / REQUESTS} transactions per request`);
    console.log(`process CPU (/proc) over the timed requests: ${((cpuAfter - cpuBefore) / REQUESTS).toFixed(2)} ms/request; the page: ${body.length} bytes, ${gzipSync(body, { level: 6 }).length} gzip -6`);
    console.log(`busy CPU in the profile: ${(total / 1000).toFixed(0)} ms over ${asked} requests (incl. start-up) = ${per(total)} ms/request\n`);
    console.log("by package (ms per request):");
    for (const [k, v] of [...pkg].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`  ${per(v).padStart(7)}  ${k}`);
    console.log(`\ntop ${TOP} functions by self time (ms per request):`);
    for (const [k, v] of [...fn].sort((a, b) => b[1] - a[1]).slice(0, TOP)) console.log(`  ${per(v).padStart(7)}  ${k}`);
    console.log(`\nprofile: ${path.join(dir, file)}`);
  } finally {
    await admin.unsafe(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`).catch(() => {});
    await admin.end();
    clearTimeout(deadline);
  }
}

main().catch((err) => {
  console.error(`[profile] failed: ${err instanceof Error ? err.stack : err}`);
  process.exit(1);
});
