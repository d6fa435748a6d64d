// The event store's benchmarks. `npm run bench` runs all four; `npm run bench -- <name> [--quick]`
// one of them (commands | batch | rebuild | concurrency | stamps | journal-pdf; load, vs-emmett and audit-export run only when named). Each creates its own database on the local
// server (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres), migrates it and
// drops it at the end. Sizes and concurrency can be overridden with --key=value (e.g. --writers=16);
// --json=<file> writes the results as JSON. See bench/RESULTS.md.
import { writeFile } from "node:fs/promises";
import { auditExportBench } from "./audit-export";
import { batchBench } from "./batch";
import { commandsBench } from "./commands";
import { concurrencyBench } from "./concurrency";
import { journalPdfBench } from "./journal-pdf";
import { loadBench } from "./load";
import { vsEmmettBench } from "./vs-emmett";
import { dropLiveDatabases, met, runBenchmark, summaryTable, type Benchmark, type BenchResult } from "./lib";
import { rebuildBench } from "./rebuild";
import { stampsBench } from "./stamps";

const ALL: Benchmark[] = [commandsBench, batchBench, rebuildBench, concurrencyBench, stampsBench, journalPdfBench];
/** run only when named: they serve the built app */
const NAMED_ONLY: Benchmark[] = [loadBench, vsEmmettBench, auditExportBench];
const GLOBAL_LIMIT_MS = 45 * 60_000;

function parseArgs(argv: string[]) {
  const names: string[] = [];
  const overrides: Record<string, number> = {};
  let quick = false;
  let json: string | null = null;
  for (const a of argv) {
    if (a === "--quick") quick = true;
    else if (a.startsWith("--json=")) json = a.slice("--json=".length);
    else if (a.startsWith("--")) {
      const [k, v] = a.slice(2).split("=");
      const n = Number(v);
      if (!k || v === undefined || !Number.isFinite(n)) throw new Error(`unknown option ${a}`);
      overrides[k] = n;
    } else names.push(a);
  }
  return { names, overrides, quick, json };
}

async function main(): Promise<number> {
  const { names, overrides, quick, json } = parseArgs(process.argv.slice(2));
  const chosen = names.length === 0 ? ALL : names.map((n) => {
    const b = [...ALL, ...NAMED_ONLY].find((x) => x.name === n);
    if (!b) throw new Error(`unknown benchmark ${n}; known: ${[...ALL, ...NAMED_ONLY].map((x) => x.name).join(", ")}`);
    return b;
  });
  const log = (m: string) => console.log(m);
  const results: BenchResult[] = [];
  let failed = false;
  for (const b of chosen) {
    const command = ["npm run bench --", b.name, ...(quick ? ["--quick"] : []), ...Object.entries(overrides).map(([k, v]) => `--${k}=${v}`)].join(" ");
    const started = Date.now();
    try {
      const r = await runBenchmark(b, { quick, overrides, log }, command);
      results.push(r);
      console.log(`[${b.name}] done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      console.log(JSON.stringify(r.details, null, 2));
      for (const f of r.figures) if (f.gate && met(f) === false) failed = true;
      const other = (r.details.cpu as { otherCores?: number | null } | undefined)?.otherCores;
      if (other != null && other > 0.25) {
        console.warn(`[${b.name}] WARNING: other processes used ${other} cores during the measurement; the figures are depressed`);
      }
    } catch (err) {
      failed = true;
      console.error(`[${b.name}] FAILED: ${(err as Error).stack ?? err}`);
    }
  }
  if (results.length > 0) {
    console.log(`\nSummary${quick ? " (quick: small sizes, not comparable with the targets)" : ""}\n`);
    console.log(summaryTable(results));
    console.log("\nTargets are aims; only the correctness figures of `concurrency` fail the run.");
  }
  if (json) await writeFile(json, JSON.stringify({ date: new Date().toISOString(), quick, results }, null, 2));
  return failed ? 1 : 0;
}

const watchdog = setTimeout(() => {
  console.error(`bench: global limit of ${GLOBAL_LIMIT_MS / 60_000} min reached; dropping the databases`);
  void dropLiveDatabases().finally(() => process.exit(2));
}, GLOBAL_LIMIT_MS);
watchdog.unref();

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    console.error(`bench: ${signal}; dropping the databases`);
    void dropLiveDatabases().finally(() => process.exit(130));
  });
}

main().then(
  (code) => process.exit(code),
  async (err) => {
    console.error(err);
    await dropLiveDatabases();
    process.exit(1);
  },
);
