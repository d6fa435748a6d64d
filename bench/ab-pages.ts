// Two builds of the app, the same pages, in turn: which one spends less CPU per request. This
// machine's speed drifts by ±15 % between runs of a minute (bench/RESULTS-suite.md, session 43), so
// two separate profiles of a change of a few per cent say nothing; rounds that alternate between
// two servers running side by side see the same drift and their ratio stays steady.
// `node --import tsx bench/ab-pages.ts <root-A> <root-B> [--page=/app/sites/sites?size=50] [--user=admin] [--rounds=10] [--requests=200]`
// Each root is a checkout with its build (`npm run build`), e.g. a `git worktree` of the commit
// before. One seeded database (plus 50 sites) is copied for each server; each round asks A, then B
// (B then A in every other round) `--requests` times, 4 at a time, and reads each server's own CPU
// time (/proc). Prints each round's ms per request and the median of B / A.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import autocannon from "autocannon";
import postgres from "postgres";
import { cpuMs, freePort, signIn, topUpSites } from "./app-fixtures";

const arg = (k: string, d: string) => process.argv.find((a) => a.startsWith(`--${k}=`))?.slice(k.length + 3) ?? d;
const [rootA, rootB] = process.argv.slice(2).filter((a) => !a.startsWith("--"));
const PAGE = arg("page", "/app/sites/sites?size=50");
const USER = arg("user", "admin");
const ROUNDS = Number(arg("rounds", "10"));
const REQUESTS = Number(arg("requests", "200"));
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

const deadline = setTimeout(() => {
  console.error("[ab-pages] deadline passed: stopping");
  process.exit(2);
}, 15 * 60_000);

const cannon = (url: string, headers: Record<string, string>, amount: number) =>
  new Promise<void>((resolve, reject) => autocannon({ url, headers, connections: 4, amount, timeout: 10 }, (err) => (err ? reject(err) : resolve())));

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  if (!rootA || !rootB) throw new Error("usage: ab-pages.ts <root-A> <root-B> [--page=…]");
  const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
  const base = `cantiere_ab_${process.pid}`;
  const dbUrl = (name: string) => Object.assign(new URL(ADMIN_URL), { pathname: `/${name}` }).toString();
  const servers: ChildProcess[] = [];
  try {
    await admin.unsafe(`CREATE DATABASE ${base}`);
    const env = { ...process.env, NODE_ENV: "production" as const, CANTIERE_REQUIRE_DATABASE_URL: "1", SESSION_SECRET: randomBytes(24).toString("hex") };
    if (spawnSync(process.execPath, ["--import", "tsx", "scripts/db-seed.ts"], { cwd: path.resolve(rootB), env: { ...env, DATABASE_URL: dbUrl(base) }, stdio: ["ignore", "ignore", "inherit"] }).status !== 0) throw new Error("seeding failed");
    await topUpSites(dbUrl(base), 50);
    const sides = [];
    for (const [name, root] of [["A", rootA], ["B", rootB]] as const) {
      await admin.unsafe(`CREATE DATABASE ${base}_${name.toLowerCase()} TEMPLATE ${base}`);
      const port = await freePort();
      const server = spawn(process.execPath, ["server.mjs"], { cwd: path.resolve(root), env: { ...env, DATABASE_URL: dbUrl(`${base}_${name.toLowerCase()}`), PORT: String(port), HOST: "127.0.0.1" }, stdio: ["ignore", "ignore", "inherit"] });
      servers.push(server);
      const url = `http://127.0.0.1:${port}`;
      for (let i = 0; ; i++) {
        if (await fetch(`${url}/auth/login`).then((r) => r.ok, () => false)) break;
        if (i > 300) throw new Error(`server ${name} did not start`);
        await new Promise((r) => setTimeout(r, 200));
      }
      const headers: Record<string, string> = { "accept-encoding": "gzip", cookie: await signIn(url, USER) };
      const first = await fetch(url + PAGE, { headers, redirect: "manual" });
      if (first.status !== 200) throw new Error(`${name}: ${PAGE} answered ${first.status}`);
      await cannon(url + PAGE, headers, 300);
      sides.push({ name, url, headers, pid: server.pid as number, ms: [] as number[] });
    }
    const ratios: number[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      const order = r % 2 === 0 ? sides : [...sides].reverse();
      for (const s of order) {
        const before = cpuMs(s.pid);
        await cannon(s.url + PAGE, s.headers, REQUESTS);
        s.ms.push((cpuMs(s.pid) - before) / REQUESTS);
      }
      ratios.push(sides[1].ms[r] / sides[0].ms[r]);
      console.log(`round ${r + 1}: A ${sides[0].ms[r].toFixed(2)} ms, B ${sides[1].ms[r].toFixed(2)} ms per request, B / A ${ratios[r].toFixed(3)}`);
    }
    console.log(`${PAGE} as ${USER}: median A ${median(sides[0].ms).toFixed(2)} ms, B ${median(sides[1].ms).toFixed(2)} ms of process CPU per request; median B / A ${median(ratios).toFixed(3)} (${ROUNDS} rounds of ${REQUESTS})`);
  } finally {
    for (const s of servers) s.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 500));
    for (const n of ["", "_a", "_b"]) await admin.unsafe(`DROP DATABASE IF EXISTS ${base}${n} WITH (FORCE)`).catch(() => {});
    await admin.end();
    clearTimeout(deadline);
  }
}

main().catch((err) => {
  console.error(`[ab-pages] failed: ${err instanceof Error ? err.stack : err}`);
  process.exit(1);
});
