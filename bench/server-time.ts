// Server time per page: how much CPU the app process spends answering one request of a page, and
// the latency a client on loopback sees. Not a test (timings belong in bench/). Run after a build:
// `npm run build && node --import tsx bench/server-time.ts [--requests=300] [--user=hr] [--pages=/a,/b]`.
// `{site}` in a page stands for the first demo site of Cantiere (the HR user's company).
//
// A fresh database is created, seeded with the demo data, served by `node server.mjs` (production)
// on a free loopback port; a signed-in HR client asks each page `--requests` times one after the
// other (after 30 warm-up requests). CPU per request is the server process's own user+system time
// (/proc/<pid>/stat) over the run divided by the requests: other processes on the machine do not
// count in it, so it is steadier than the latency. Everything stops by itself (10 min deadline).
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { cpus } from "node:os";
import path from "node:path";
import postgres from "postgres";
import { cpuMs, freePort } from "./app-fixtures";

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const REQUESTS = Number(process.argv.find((a) => a.startsWith("--requests="))?.split("=")[1] ?? 300);
const USER = process.argv.find((a) => a.startsWith("--user="))?.split("=")[1] ?? "hr";
const PAGES_ARG = process.argv.find((a) => a.startsWith("--pages="))?.slice("--pages=".length);
const DEFAULT_PAGES = ["/auth/login", "/app/profile/dashboard", "/app/profile/stamping", "/app/hr/users/list", "/app/hr/leave-requests", "/app/sites/sites", "/app/sites/sites?size=50"];
const PAGES = PAGES_ARG ? PAGES_ARG.split(",").filter(Boolean) : DEFAULT_PAGES;

const deadline = setTimeout(() => {
  console.error("[server-time] deadline passed: stopping");
  process.exit(2);
}, 10 * 60_000);

class Client {
  private cookies = new Map<string, string>();
  constructor(readonly base: string) {}
  private header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
  private keep(r: Response) {
    for (const c of r.headers.getSetCookie()) {
      const [pair] = c.split(";");
      const i = pair.indexOf("=");
      this.cookies.set(pair.slice(0, i), pair.slice(i + 1));
    }
  }
  async get(p: string): Promise<Response> {
    const r = await fetch(this.base + p, { headers: { cookie: this.header(), "accept-encoding": "gzip" }, redirect: "manual" });
    this.keep(r);
    return r;
  }
  async post(p: string, form: Record<string, string>): Promise<Response> {
    const r = await fetch(this.base + p, {
      method: "POST",
      headers: { cookie: this.header(), "content-type": "application/x-www-form-urlencoded", origin: this.base },
      body: new URLSearchParams(form).toString(),
      redirect: "manual",
    });
    this.keep(r);
    return r;
  }
}

async function main() {
  const root = path.resolve(".");
  const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
  const db = `cantiere_servertime_${process.pid}_${Date.now()}`;
  await admin.unsafe(`CREATE DATABASE ${db}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${db}`;
  let server: ChildProcess | null = null;
  try {
    const env = { ...process.env, DATABASE_URL: url.toString(), NODE_ENV: "production" as const };
    const seeded = spawnSync(process.execPath, ["--import", "tsx", "scripts/db-seed.ts"], { cwd: root, env, stdio: ["ignore", "ignore", "inherit"] });
    if (seeded.status !== 0) throw new Error("seeding failed");
    const port = await freePort();
    server = spawn(process.execPath, ["server.mjs"], { cwd: root, env: { ...env, PORT: String(port), HOST: "127.0.0.1" }, stdio: ["ignore", "ignore", "inherit"] });
    const base = `http://127.0.0.1:${port}`;
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${base}/auth/login`)).ok) break;
      } catch {
        if (i > 300) throw new Error("the server did not start");
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    const client = new Client(base);
    const login = await (await client.get("/auth/login")).text();
    const csrf = /name="csrf" value="([^"]+)"/.exec(login)?.[1] ?? "";
    const signed = await client.post("/auth/login", { csrf, username: USER, password: "Demo2026!" });
    if (signed.status !== 303) throw new Error(`sign-in answered ${signed.status}`);
    const anonymous = new Client(base);

    const sites = postgres(url.toString(), { max: 1, onnotice: () => {} });
    const [first] = await sites<{ id: number }[]>`SELECT min(id) AS id FROM site_list WHERE company_code = 'cantiere'`;
    await sites.end();
    const rows: string[] = [];
    for (const template of PAGES) {
      const page = template.replace("{site}", String(first?.id ?? 1));
      const c = page.startsWith("/auth") ? anonymous : client;
      for (let i = 0; i < 30; i++) await (await c.get(page)).arrayBuffer();
      const times: number[] = [];
      const before = cpuMs(server.pid as number);
      for (let i = 0; i < REQUESTS; i++) {
        const t = performance.now();
        const r = await c.get(page);
        await r.arrayBuffer();
        if (r.status !== 200) throw new Error(`${page} answered ${r.status}`);
        times.push(performance.now() - t);
      }
      const cpu = (cpuMs(server.pid as number) - before) / REQUESTS;
      times.sort((a, b) => a - b);
      const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))].toFixed(1);
      rows.push(`| \`${page}\` | ${cpu.toFixed(1)} ms | ${q(0.5)} ms | ${q(0.95)} ms |`);
      console.log(`[server-time] ${page}: cpu ${cpu.toFixed(2)} ms/request, p50 ${q(0.5)} ms, p95 ${q(0.95)} ms`);
    }
    console.log("");
    console.log(`| page | server CPU per request | latency p50 | latency p95 |`);
    console.log(`|---|---|---|---|`);
    for (const r of rows) console.log(r);
    console.log("");
    console.log(`machine: ${cpus().length} × ${cpus()[0]?.model}, node ${process.version}, ${REQUESTS} requests per page, ${new Date().toISOString()}`);
  } finally {
    if (server && server.exitCode === null) {
      server.kill("SIGTERM");
      await new Promise((r) => setTimeout(r, 1000));
    }
    await admin.unsafe(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`).catch(() => {});
    await admin.end();
    clearTimeout(deadline);
  }
}

main().catch((err) => {
  console.error(`[server-time] failed: ${err instanceof Error ? err.message : err}`);
  process.exit(1);
});
