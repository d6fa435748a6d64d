// What the request log and the metrics cost a page (issue 41, bench/RESULTS-ops.md): the sites list
// (50 rows, signed in as admin) answered by two production builds on the same seeded database, one
// after the other, in alternating rounds: BASE (a build of the commit before the change) and this
// tree. Per round: a warm-up, then a fixed number of requests with autocannon; the server's own
// CPU time per request (/proc) and the latencies autocannon saw.
//
//   npm run build   (this tree)   and a build of the base commit in another directory, then
//   DATABASE_URL=postgres://…/seeded node --import tsx bench/ops-overhead.ts --base=/path/to/base [--rounds=3] [--requests=400]
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { cpuMs, freePort, signIn } from "./app-fixtures";
import { latencySummary, round, sleep } from "./lib";

const { values } = parseArgs({ options: { base: { type: "string" }, rounds: { type: "string", default: "3" }, requests: { type: "string", default: "400" }, connections: { type: "string", default: "4" } } });
if (!values.base || !process.env.DATABASE_URL) throw new Error("usage: DATABASE_URL=… node --import tsx bench/ops-overhead.ts --base=DIR");
const PAGE = "/app/sites/sites?size=50";
const trees = { base: path.resolve(values.base), current: path.resolve(".") };

async function serve(cwd: string): Promise<{ base: string; pid: number; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ["server.mjs"], {
    cwd,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", NODE_ENV: "production", CANTIERE_PROJECTOR: "off" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  for (const started = Date.now(); ; ) {
    if (Date.now() - started > 90_000) throw new Error(`${cwd} did not answer within 90 s`);
    if (await fetch(`${base}/auth/login`).then((r) => r.ok, () => false)) break;
    await sleep(250);
  }
  return { base, pid: child.pid as number, child };
}

function cannon(url: string, headers: Record<string, string>, amount: number, connections: number) {
  return new Promise<number[]>((resolve, reject) => {
    const times: number[] = [];
    const i = autocannon({ url, headers, connections, amount, timeout: 20 }, (err) => (err ? reject(err) : resolve(times)));
    i.on("response", (_c, status, _b, t) => (status === 200 ? times.push(t) : reject(new Error(`status ${status}`))));
  });
}

const amount = Number(values.requests);
const connections = Number(values.connections);
const rows: string[] = [];
const totals: Record<string, { cpu: number[]; p50: number[] }> = { base: { cpu: [], p50: [] }, current: { cpu: [], p50: [] } };
for (let round_ = 1; round_ <= Number(values.rounds); round_++) {
  for (const which of ["base", "current"] as const) {
    const s = await serve(trees[which]);
    try {
      const headers = { cookie: await signIn(s.base, "admin"), "accept-encoding": "gzip" };
      await cannon(s.base + PAGE, headers, 100, connections);
      const before = cpuMs(s.pid);
      const times = await cannon(s.base + PAGE, headers, amount, connections);
      const cpu = (cpuMs(s.pid) - before) / times.length;
      const l = latencySummary(times);
      totals[which].cpu.push(cpu);
      totals[which].p50.push(l.p50);
      rows.push(`| ${round_} | ${which} | ${times.length} | ${round(cpu, 2)} | ${round(l.p50, 1)} | ${round(l.p95, 1)} |`);
      console.log(rows.at(-1));
    } finally {
      s.child.kill("SIGTERM");
      await new Promise((r) => s.child.once("exit", r));
    }
  }
}
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
console.log("\n| round | build | requests | app CPU ms/req | p50 ms | p95 ms |\n|---|---|---|---|---|---|\n" + rows.join("\n"));
for (const which of ["base", "current"] as const) console.log(`${which}: mean CPU ${round(mean(totals[which].cpu), 2)} ms/req, mean p50 ${round(mean(totals[which].p50), 1)} ms`);
