// One app process's memory under the sites list, per memory setting (issue 40's "RSS ≤ 250 MB"):
// `npm run build && node --import tsx bench/rss-variants.ts <database-url> [default|arena2|heap128|semi]`.
// The database is a seeded copy (`createdb -T`, topped up to 50 sites by bench/app-fixtures.ts'
// topUpSites); the process is `node server.mjs` (production) with the variant's environment, signed
// in as admin, 3 × 3,000 requests of the 50-row sites list at 16 connections (autocannon, gzip
// accepted). Printed after each 3,000: requests/s and /proc's VmRSS, RssAnon, RssFile and VmHWM;
// at the end the process's own heap and external-memory figures from /metrics.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import autocannon, { type Result } from "autocannon";
import { freePort, signIn } from "./app-fixtures";

const VARIANTS: Record<string, Record<string, string>> = {
  default: {},
  // glibc's malloc arenas: two instead of eight per core
  arena2: { MALLOC_ARENA_MAX: "2" },
  heap128: { NODE_OPTIONS: "--max-old-space-size=128" },
  semi: { MALLOC_ARENA_MAX: "2", NODE_OPTIONS: "--max-semi-space-size=4 --max-old-space-size=160" },
};

const [databaseUrl, variant = "default"] = process.argv.slice(2);
if (!databaseUrl || !(variant in VARIANTS)) throw new Error(`usage: rss-variants.ts <database-url> [${Object.keys(VARIANTS).join("|")}]`);
const port = await freePort();
const child = spawn(process.execPath, ["server.mjs"], {
  env: { ...process.env, ...VARIANTS[variant], DATABASE_URL: databaseUrl, PORT: String(port), HOST: "127.0.0.1", NODE_ENV: "production" },
  stdio: ["ignore", "ignore", "inherit"],
});
const base = `http://127.0.0.1:${port}`;
try {
  for (;;) {
    if (await fetch(`${base}/auth/login`).then((r) => r.ok, () => false)) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const cookie = await signIn(base, "admin");
  const memory = () =>
    readFileSync(`/proc/${child.pid}/status`, "utf8")
      .split("\n")
      .filter((l) => /^(VmRSS|RssAnon|RssFile|VmHWM):/.test(l))
      .map((l) => l.replace(/\s+/g, " "))
      .join(", ");
  console.log(`${variant} started: ${memory()}`);
  for (let i = 1; i <= 3; i++) {
    const r = await new Promise<Result>((resolve, reject) =>
      autocannon({ url: `${base}/app/sites/sites?size=50`, headers: { cookie, "accept-encoding": "gzip" }, connections: 16, amount: 3000 }, (e, x) => (e ? reject(e) : resolve(x))),
    );
    console.log(`${variant} after ${i * 3000}: ${Math.round(r.requests.average)} req/s, ${r.non2xx + r.errors} bad; ${memory()}`);
  }
  const metrics = await (await fetch(`${base}/metrics`)).text();
  console.log(metrics.split("\n").filter((l) => /^(nodejs_heap_size_(total|used)_bytes|nodejs_external_memory_bytes|process_resident_memory_bytes)/.test(l)).join("\n"));
} finally {
  child.kill("SIGTERM");
}
