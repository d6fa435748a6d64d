// Shared plumbing of the benchmarks: a fresh database per benchmark (created, migrated, dropped),
// timing and percentiles, CPU accounting of this process and of the local PostgreSQL, WAL/commit
// counters, and the summary table. Everything targets a loopback server and stops by itself.
import { readFileSync } from "node:fs";
import { cpus } from "node:os";
import postgres from "postgres";
import { openDb, type Db, type Sql } from "~/db.server";
import { prepareDatabase } from "~/runtime.server";

export const DEFAULT_SERVER = "postgres://postgres@127.0.0.1:5432/postgres";

export interface BenchOptions {
  quick: boolean;
  /** overrides of a benchmark's size/concurrency, from --key=value flags */
  overrides: Record<string, number>;
  log: (m: string) => void;
}

export type TargetOp = ">=" | "<=" | "=" | ">";

export interface Figure {
  label: string;
  value: number;
  unit: string;
  target?: { op: TargetOp; value: number };
  /** decimals shown */
  digits?: number;
  /** a correctness figure: missing its target fails the run (performance targets are aims) */
  gate?: boolean;
}

export interface BenchResult {
  name: string;
  command: string;
  figures: Figure[];
  /** counts, settings and evidence shown under the table */
  details: Record<string, unknown>;
}

export interface Benchmark {
  name: string;
  /** a hard wall-clock limit for the whole benchmark (full size) */
  timeLimitMs: number;
  run(ctx: BenchContext): Promise<Omit<BenchResult, "name" | "command">>;
}

export interface BenchContext extends BenchOptions {
  /** the fresh database's URL */
  url: string;
  /** opens a pool on the fresh database; closed automatically at the end */
  open(max: number): Promise<Db>;
}

export function met(f: Figure): boolean | null {
  if (!f.target) return null;
  const { op, value } = f.target;
  switch (op) {
    case ">=":
      return f.value >= value;
    case "<=":
      return f.value <= value;
    case ">":
      return f.value > value;
    case "=":
      return f.value === value;
  }
}

// ---------------------------------------------------------------------------------------------
// the database of one benchmark

function serverUrl(): URL {
  const url = new URL(process.env.BENCH_DATABASE_URL ?? DEFAULT_SERVER);
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (!["127.0.0.1", "localhost", "::1"].includes(host)) {
    throw new Error(`BENCH_DATABASE_URL must point at a loopback server (127.0.0.1), not ${host}`);
  }
  return url;
}

function adminSql() {
  return postgres(serverUrl().toString(), { max: 1, onnotice: () => {}, connection: { application_name: "cantiere_bench_admin" } });
}

function stamp(): string {
  const d = new Date();
  const p = (n: number) => String(n).padStart(2, "0");
  return `${d.getUTCFullYear()}${p(d.getUTCMonth() + 1)}${p(d.getUTCDate())}${p(d.getUTCHours())}${p(d.getUTCMinutes())}${p(d.getUTCSeconds())}`;
}

const liveDatabases = new Set<string>();

async function dropDatabase(name: string): Promise<void> {
  const admin = adminSql();
  try {
    await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    liveDatabases.delete(name);
    await admin.end({ timeout: 5 });
  }
}

/** Drops whatever benchmark database is still there (used on SIGINT and on a watchdog timeout). */
export async function dropLiveDatabases(): Promise<void> {
  for (const name of [...liveDatabases]) {
    try {
      await dropDatabase(name);
    } catch (err) {
      console.error(`could not drop ${name}: ${(err as Error).message}`);
    }
  }
}

/** Creates cantiere_bench_<timestamp>_<name>, migrates it, runs the benchmark, drops it. */
export async function runBenchmark(b: Benchmark, opts: BenchOptions, command: string): Promise<BenchResult> {
  const name = `cantiere_bench_${stamp()}_${b.name.replace(/\W/g, "_")}_${process.pid}`;
  const admin = adminSql();
  try {
    await admin.unsafe(`CREATE DATABASE ${name}`);
    liveDatabases.add(name);
  } finally {
    await admin.end({ timeout: 5 });
  }
  const url = serverUrl();
  url.pathname = `/${name}`;
  const pools: Db[] = [];
  const open = async (max: number) => {
    const db = await openDb({ url: url.toString(), max });
    pools.push(db);
    return db;
  };
  let timer: NodeJS.Timeout | undefined;
  try {
    const setup = await open(2);
    await prepareDatabase(setup, () => {});
    opts.log(`[${b.name}] database ${name} ready`);
    const limit = b.timeLimitMs;
    const outcome = await Promise.race([
      b.run({ ...opts, url: url.toString(), open }),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${b.name}: time limit of ${limit / 1000} s reached`)), limit);
      }),
    ]);
    return { name: b.name, command, ...outcome };
  } finally {
    if (timer) clearTimeout(timer);
    await Promise.all(pools.map((p) => p.close().catch(() => undefined)));
    await dropDatabase(name);
    opts.log(`[${b.name}] database ${name} dropped`);
  }
}

// ---------------------------------------------------------------------------------------------
// measuring

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i];
}

export function latencySummary(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  const mean = s.reduce((a, b) => a + b, 0) / (s.length || 1);
  return { n: s.length, mean, p50: percentile(s, 50), p95: percentile(s, 95), p99: percentile(s, 99), max: s[s.length - 1] ?? NaN };
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Runs `writers` loops that each take the next index until `count` are done. */
export async function runWorkers(writers: number, count: number, work: (i: number, writer: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: writers }, async (_, w) => {
      for (;;) {
        const i = next++;
        if (i >= count) return;
        await work(i, w);
      }
    }),
  );
}

// CPU time of this process and of every local postgres process, from /proc (Linux only).
const TICK_MS = 10; // CLK_TCK = 100 on Linux

function ticksOf(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // fields 14-15 of stat (utime, stime) are 11-12 once pid, comm and state are cut off
    return Number(f[11]) + Number(f[12]);
  } catch {
    return null; // gone, or not on this machine
  }
}

/** The server processes working for this database: its backends and the shared WAL/checkpoint helpers. */
async function serverPids(sql: Sql): Promise<number[]> {
  const rows = await sql<{ pid: number }[]>`
    SELECT pid FROM pg_stat_activity
    WHERE datname = current_database()
       OR backend_type IN ('walwriter', 'checkpointer', 'background writer', 'autovacuum launcher')`;
  return rows.map((r) => Number(r.pid));
}

function machineTicks(): { busy: number; total: number } | null {
  try {
    const line = readFileSync("/proc/stat", "utf8").split("\n")[0];
    const v = line.trim().split(/\s+/).slice(1).map(Number);
    const total = v.reduce((a, b) => a + b, 0);
    const idle = v[3] + (v[4] ?? 0);
    return { busy: total - idle, total };
  } catch {
    return null;
  }
}

export interface CpuShare {
  wallS: number;
  nodeCpuS: number;
  /** CPU of this database's backends and the WAL writer/checkpointer; null when the server is not local */
  postgresCpuS: number | null;
  /** busy share of all cores, 0..1 */
  machineBusy: number | null;
  /** in cores (2 cores = 2.0) */
  nodeCores: number;
  postgresCores: number | null;
  /** cores used by everything else on the machine (other processes, other databases, the kernel) */
  otherCores: number | null;
}

/**
 * CPU time of this process and of the server processes of this database over an interval, from
 * /proc (Linux, server on this machine). Backends that appear during the interval count from zero.
 */
export async function cpuMeter(sql: Sql): Promise<() => Promise<CpuShare>> {
  const before = new Map<number, number>();
  for (const pid of await serverPids(sql)) {
    const t = ticksOf(pid);
    if (t != null) before.set(pid, t);
  }
  const t0 = performance.now();
  const n0 = process.cpuUsage();
  const m0 = machineTicks();
  return async () => {
    const wallS = (performance.now() - t0) / 1000;
    const n = process.cpuUsage(n0);
    const m1 = machineTicks();
    const pids = new Set([...before.keys(), ...(await serverPids(sql))]);
    let ticks = 0;
    let seen = 0;
    for (const pid of pids) {
      const t = ticksOf(pid);
      if (t == null) continue;
      seen++;
      ticks += t - (before.get(pid) ?? 0);
    }
    const nodeCpuS = (n.user + n.system) / 1e6;
    const postgresCpuS = seen > 0 ? (ticks * TICK_MS) / 1000 : null;
    const machineBusy = m0 && m1 && m1.total > m0.total ? (m1.busy - m0.busy) / (m1.total - m0.total) : null;
    return {
      wallS: round(wallS, 2),
      nodeCpuS: round(nodeCpuS, 2),
      postgresCpuS: postgresCpuS == null ? null : round(postgresCpuS, 2),
      machineBusy: machineBusy == null ? null : round(machineBusy, 3),
      nodeCores: round(nodeCpuS / wallS, 2),
      postgresCores: postgresCpuS == null ? null : round(postgresCpuS / wallS, 2),
      otherCores:
        machineBusy == null || postgresCpuS == null ? null : round(Math.max(0, machineBusy * cpus().length - (nodeCpuS + postgresCpuS) / wallS), 2),
    };
  };
}

/** WAL and commit counters of the server (pg_stat_wal, pg_stat_database), to show group commit. */
export async function walMeter(sql: Sql): Promise<() => Promise<Record<string, number>>> {
  const read = async () => {
    const [w] = await sql<{ wal_records: number; wal_bytes: string; wal_write: number; wal_sync: number }[]>`
      SELECT wal_records, wal_bytes::text AS wal_bytes, wal_write, wal_sync FROM pg_stat_wal`;
    const [d] = await sql<{ xact_commit: number; xact_rollback: number }[]>`
      SELECT xact_commit, xact_rollback FROM pg_stat_database WHERE datname = current_database()`;
    return {
      walRecords: Number(w.wal_records),
      walBytes: Number(w.wal_bytes),
      walWrites: Number(w.wal_write),
      walSyncs: Number(w.wal_sync),
      commits: Number(d.xact_commit),
      rollbacks: Number(d.xact_rollback),
    };
  };
  // stats are flushed by backends at most once a second; pg_stat_force_next_flush() makes ours current
  const flush = () => sql`SELECT pg_stat_force_next_flush()`.catch(() => undefined);
  await flush();
  const a = await read();
  return async () => {
    await sleep(1100); // other backends flush their pending counters at most once a second
    await flush();
    const b = await read();
    const out: Record<string, number> = {};
    for (const k of Object.keys(a) as (keyof typeof a)[]) out[k] = b[k] - a[k];
    return out;
  };
}

export function round(x: number, digits = 0): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}

// ---------------------------------------------------------------------------------------------
// printing

function fmt(n: number, digits = 0): string {
  if (!Number.isFinite(n)) return String(n);
  return n.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

export function formatFigure(f: Figure): string {
  return `${fmt(f.value, f.digits ?? 0)} ${f.unit}`.trim();
}

export function formatTarget(f: Figure): string {
  if (!f.target) return "";
  const op = f.target.op === ">=" ? "≥" : f.target.op === "<=" ? "≤" : f.target.op;
  return `${op} ${fmt(f.target.value, f.digits ?? 0)} ${f.unit}`.trim();
}

export function summaryTable(results: BenchResult[]): string {
  const rows: string[][] = [["benchmark", "figure", "measured", "target", "met"]];
  for (const r of results) {
    for (const f of r.figures) {
      const m = met(f);
      rows.push([r.name, f.label, formatFigure(f), formatTarget(f), m == null ? "" : m ? "yes" : "NO"]);
    }
  }
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => [...r[c]].length)));
  const line = (r: string[]) => r.map((cell, c) => cell.padEnd(widths[c])).join("  ");
  return [line(rows[0]), widths.map((w) => "-".repeat(w)).join("  "), ...rows.slice(1).map(line)].join("\n");
}
