// Pages under load (issue 20): `npm run build && npm run bench -- load [--quick] [--duration=20]
// [--connections=16] [--soak=100000]`. The production build on PostgreSQL with the demo seed (and 15
// more sites: a 50-row sites list), signed in, autocannon on loopback, against five pages with one and
// with two app processes (Node's cluster module, bench/cluster.mjs), each page `duration` seconds after
// a warm-up; then the framework's ceiling (bench/ceiling: a minimal Remix 2 app of the same versions
// and server setup rendering the same 50 rows with one query) the same way. Reported: requests/s,
// latency p50/p95/p99/max (every response's time, measured by autocannon), the app processes' CPU
// time per request (/proc, so the load generator's own CPU does not count) and their RSS.
// --soak=N sends N more requests to the sites list on one process and reports its RSS every N/5.
// The load generator runs on the same machine: with two cores, two app processes share them with it.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import autocannon, { type Result } from "autocannon";
import { cpuMs, freePort, rssMb, signIn, topUpSites } from "./app-fixtures";
import { latencySummary, round, sleep, type Benchmark, type Figure } from "./lib";

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const CEILING = path.join(ROOT, "bench", "ceiling");
const REMIX_CLI = path.join(ROOT, "node_modules", "@remix-run", "dev", "dist", "cli.js");
const LIST_ROWS = 50;

interface Page {
  name: string;
  path: string;
  /** who asks: a demo username, or null for anonymous */
  user: string | null;
}

interface Run {
  app: "cantiere" | "ceiling";
  processes: number;
  page: string;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  cpuPerRequest: number;
  rss: number[];
  requests: number;
  bad: number;
}

function build(cwd: string, what: string) {
  const r = spawnSync(process.execPath, [REMIX_CLI, "build"], { cwd, stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, NODE_ENV: "production" }, timeout: 240_000 });
  if (r.status !== 0) throw new Error(`${what}: remix build failed`);
}

interface Served {
  base: string;
  /** the processes doing the work (the workers, and the cluster's primary that hands out connections) */
  pids: number[];
  stop(): Promise<void>;
}

async function serve(cwd: string, entry: string, processes: number, env: NodeJS.ProcessEnv): Promise<Served> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const childEnv = { ...env, PORT: String(port), HOST: "127.0.0.1", NODE_ENV: "production" as const, CLUSTER_ENTRY: entry, CLUSTER_WORKERS: String(processes) };
  const args = processes === 1 ? [entry] : [path.join(ROOT, "bench", "cluster.mjs")];
  const child: ChildProcess = spawn(process.execPath, args, { cwd, env: childEnv, stdio: ["ignore", "pipe", "inherit"] });
  let pids = processes === 1 ? [child.pid as number] : [];
  child.stdout?.on("data", (b: Buffer) => {
    const m = /\[cluster\] pids ([\d,]+)/.exec(b.toString());
    if (m) pids = [child.pid as number, ...m[1].split(",").map(Number)];
  });
  const started = Date.now();
  for (;;) {
    if (Date.now() - started > 90_000) throw new Error(`${entry} did not answer within 90 s`);
    if (child.exitCode !== null) throw new Error(`${entry} exited with ${child.exitCode}`);
    const ok = await fetch(`${base}/`, { redirect: "manual" }).then((r) => r.status < 500, () => false);
    if (ok && pids.length === (processes === 1 ? 1 : processes + 1)) break;
    await sleep(250);
  }
  return {
    base,
    pids,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill("SIGTERM");
      await Promise.race([new Promise((r) => child.once("exit", r)), sleep(5000)]);
      if (child.exitCode === null) child.kill("SIGKILL");
    },
  };
}

function cannon(url: string, headers: Record<string, string>, opts: { duration?: number; amount?: number; connections: number }) {
  return new Promise<{ result: Result; times: number[] }>((resolve, reject) => {
    const times: number[] = [];
    const instance = autocannon({ url, headers, connections: opts.connections, timeout: 10, ...(opts.amount ? { amount: opts.amount } : { duration: opts.duration }) }, (err, result) =>
      err ? reject(err) : resolve({ result, times }),
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

async function measure(
  served: Served,
  app: Run["app"],
  page: Page,
  headers: Record<string, string>,
  o: { duration: number; warmup: number; connections: number },
): Promise<Run> {
  const url = served.base + page.path;
  const check = await fetch(url, { headers, redirect: "manual" });
  await check.arrayBuffer();
  if (check.status !== 200) throw new Error(`${app} ${page.path} answered ${check.status}`);
  await cannon(url, headers, { duration: o.warmup, connections: o.connections });
  const before = served.pids.reduce((s, pid) => s + cpuMs(pid), 0);
  const { result, times } = await cannon(url, headers, { duration: o.duration, connections: o.connections });
  const cpu = served.pids.reduce((s, pid) => s + cpuMs(pid), 0) - before;
  const l = latencySummary(times);
  const requests = times.length;
  return {
    app,
    processes: served.pids.length === 1 ? 1 : served.pids.length - 1,
    page: page.name,
    rps: requests / o.duration,
    p50: l.p50,
    p95: l.p95,
    p99: l.p99,
    max: l.max,
    cpuPerRequest: cpu / Math.max(1, requests),
    rss: served.pids.slice(served.pids.length === 1 ? 0 : 1).map(rssMb),
    requests,
    bad: result.non2xx + result.errors + result.timeouts,
  };
}

function row(r: Run): string {
  return `| ${r.app} | ${r.processes} | ${r.page} | ${round(r.rps, 1)} | ${round(r.p50, 1)} | ${round(r.p95, 1)} | ${round(r.p99, 1)} | ${round(r.max)} | ${round(r.cpuPerRequest, 2)} | ${r.rss.map((x) => round(x)).join(" + ")} | ${r.bad} |`;
}

export const loadBench: Benchmark = {
  name: "load",
  timeLimitMs: 40 * 60_000,
  async run(ctx) {
    const duration = ctx.overrides.duration ?? (ctx.quick ? 5 : 20);
    const warmup = ctx.overrides.warmup ?? (ctx.quick ? 2 : 5);
    const connections = ctx.overrides.connections ?? 16;
    const soak = ctx.overrides.soak ?? 0;
    const o = { duration, warmup, connections };

    if (!existsSync(path.join(ROOT, "build", "index.js"))) {
      ctx.log("[load] build/ is missing: remix build");
      build(ROOT, "cantiere");
    }
    ctx.log("[load] building the ceiling app");
    build(CEILING, "ceiling");

    const env = { ...process.env, DATABASE_URL: ctx.url, CANTIERE_REQUIRE_DATABASE_URL: "1", SESSION_SECRET: randomBytes(24).toString("hex") };
    ctx.log("[load] seeding");
    const seeded = spawnSync(process.execPath, ["--import", "tsx", "scripts/db-seed.ts"], { cwd: ROOT, env, stdio: ["ignore", "ignore", "inherit"], timeout: 300_000 });
    if (seeded.status !== 0) throw new Error("seeding failed");
    const sitesNote = await topUpSites(ctx.url, LIST_ROWS);

    const pages: Page[] = [
      { name: "sites list (50 rows)", path: "/app/sites/sites?size=50", user: "admin" },
      { name: "HR leave requests", path: "/app/hr/leave-requests", user: "admin" },
      { name: "employee's leave page", path: "/app/profile/leaves", user: "employee" },
      { name: "login page", path: "/auth/login", user: null },
      { name: "static asset (CSS)", path: "", user: null },
    ];
    const runs: Run[] = [];
    const soakRss: string[] = [];
    for (const processes of [1, 2]) {
      const served = await serve(ROOT, "server.mjs", processes, env);
      try {
        const cookies = new Map<string, string>();
        for (const u of new Set(pages.map((p) => p.user))) if (u) cookies.set(u, await signIn(served.base, u));
        const login = await (await fetch(`${served.base}/auth/login`)).text();
        const css = /<link rel="stylesheet" href="([^"]+\.css)"/.exec(login)?.[1];
        if (!css) throw new Error("no stylesheet link on the login page");
        for (const page of pages) {
          const p = page.path ? page : { ...page, path: css };
          const headers: Record<string, string> = { "accept-encoding": "gzip" };
          if (p.user) headers.cookie = cookies.get(p.user) as string;
          const r = await measure(served, "cantiere", p, headers, o);
          ctx.log(`[load] ${row(r)}`);
          runs.push(r);
        }
        if (processes === 1 && soak > 0) {
          const headers = { "accept-encoding": "gzip", cookie: cookies.get("admin") as string };
          soakRss.push(`0 requests: ${round(rssMb(served.pids[0]))} MB`);
          for (let i = 1; i <= 5; i++) {
            const { result } = await cannon(served.base + pages[0].path, headers, { amount: Math.ceil(soak / 5), connections });
            soakRss.push(`${i * Math.ceil(soak / 5)} requests: ${round(rssMb(served.pids[0]))} MB (${result.non2xx + result.errors + result.timeouts} bad)`);
            ctx.log(`[load] soak ${soakRss[soakRss.length - 1]}`);
          }
        }
      } finally {
        await served.stop();
      }
    }
    for (const processes of [1, 2]) {
      const served = await serve(CEILING, "server.mjs", processes, env);
      try {
        const r = await measure(served, "ceiling", { name: "sites list (50 rows)", path: "/", user: null }, { "accept-encoding": "gzip" }, o);
        ctx.log(`[load] ${row(r)}`);
        runs.push(r);
      } finally {
        await served.stop();
      }
    }

    const find = (app: Run["app"], processes: number, page = "sites list (50 rows)") => runs.find((r) => r.app === app && r.processes === processes && r.page === page) as Run;
    const one = find("cantiere", 1);
    const two = find("cantiere", 2);
    const ceiling = find("ceiling", 1);
    const figures: Figure[] = [
      { label: "sites list, 1 process: requests/s", value: one.rps, unit: "req/s", digits: 1 },
      { label: "sites list, 1 process: share of the ceiling's requests/s", value: one.rps / ceiling.rps, unit: "×", digits: 2, target: { op: ">=", value: 0.7 } },
      { label: "sites list, 1 process: p95 latency", value: one.p95, unit: "ms", digits: 1, target: { op: "<=", value: 50 } },
      { label: "sites list: 2 processes / 1 process requests/s", value: two.rps / one.rps, unit: "×", digits: 2, target: { op: ">=", value: 1.6 } },
      { label: "slowest request of every run", value: Math.max(...runs.map((r) => r.max)), unit: "ms", digits: 0, target: { op: "<=", value: 1000 } },
      { label: "requests answered other than 2xx, or failed", value: runs.reduce((s, r) => s + r.bad, 0), unit: "", target: { op: "=", value: 0 }, gate: true },
      { label: "RSS of one process after the runs", value: Math.max(...one.rss), unit: "MB", digits: 0, target: { op: "<=", value: 250 } },
    ];
    return {
      figures,
      details: {
        settings: `${connections} connections, ${warmup} s warm-up then ${duration} s per page; gzip accepted; autocannon 9 in the bench process on the same machine`,
        seed: sitesNote,
        table: [
          "| app | processes | page | req/s | p50 ms | p95 ms | p99 ms | max ms | app CPU ms/req | RSS MB | bad |",
          "|---|---|---|---|---|---|---|---|---|---|---|",
          ...runs.map(row),
        ],
        soak: soakRss,
      },
    };
  },
};
