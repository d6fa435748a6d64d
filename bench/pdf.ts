// The PDF benchmark (ADR-0005): the absence request form printed by the warm pool of Chromium
// pages. `node --import tsx bench/pdf.ts [--quick] [--size=2] [--soak=10000] [--clients=8]`.
//
// 1. latency: one render at a time on a warm pool (p50/p95 of the whole renderDocumentPdf call,
//    and of its steps: markup, wait, load, print, and the emptying that follows off the clock);
// 2. throughput: PDFs per second with `size` pages, for 2 and for `clients` requests in flight;
// 3. soak: 10,000 renders with `clients` in flight, alternating two people, every 100th PDF read
//    back with pdf.js to check it names its own person and not the other; failures counted.
// CPU time of this process and of Chromium's process tree is measured per phase, with the whole
// machine's busy time, so a result can say whether it was limited by our CPU or by other load.
// Targets: p50 ≤ 80 ms, ≥ 20 PDFs/s, 0 failures. Results: bench/RESULTS-pdf.md.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { availableParallelism, cpus, loadavg, totalmem } from "node:os";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { getT } from "~/i18n/i18next.server";
import { createPdfPool, type PdfPool, type PdfRenderStep } from "~/pdf/pool.server";
import { documentHtml } from "~/pdf/render.server";
import { sampleAbsenceRequest, sampleAbsenceRequestOther } from "../pdf-templates/absence-request/sample";
import { ABSENCE_REQUEST_PAGE, absenceRequestDocument, type AbsenceRequestPdfData } from "../pdf-templates/absence-request/template";

// ---------------------------------------------------------------------------------------------
// options

const argv = process.argv.slice(2);
const quick = argv.includes("--quick");
function flag(name: string, fallback: number): number {
  const a = argv.find((x) => x.startsWith(`--${name}=`));
  if (!a) return fallback;
  const n = Number(a.slice(name.length + 3));
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a positive integer`);
  return n;
}
const SIZE = flag("size", 2);
const CLIENTS = flag("clients", 8);
const LATENCY_N = flag("latency", quick ? 100 : 500);
const THROUGHPUT_S = flag("seconds", quick ? 4 : 15);
const SOAK_N = flag("soak", quick ? 500 : 10_000);
const SOAK_LIMIT_MS = (quick ? 3 : 40) * 60_000;
const HARD_LIMIT_MS = SOAK_LIMIT_MS + 10 * 60_000;
const TARGETS = { p50Ms: 80, pdfsPerS: 20, failures: 0 };
const MODE = "multi-process Chromium (ADR-0005)";

const hardStop = setTimeout(() => {
  console.error(`[pdf bench] gave up after ${HARD_LIMIT_MS / 60_000} min`);
  process.exit(2);
}, HARD_LIMIT_MS);
hardStop.unref();

const log = (m: string) => console.log(`[pdf bench] ${m}`);

// ---------------------------------------------------------------------------------------------
// measuring

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i];
}
function summary(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  const mean = s.reduce((a, b) => a + b, 0) / (s.length || 1);
  return { n: s.length, mean, p50: percentile(s, 50), p95: percentile(s, 95), p99: percentile(s, 99), max: s[s.length - 1] ?? NaN };
}
const r1 = (n: number) => Math.round(n * 10) / 10;

const TICK_MS = 1000 / 100; // USER_HZ is 100 on Linux

/** The browser process and all its descendants (zygotes, renderers, utility processes). */
function processTree(root: number): number[] {
  const parent = new Map<number, number>();
  for (const d of readdirSync("/proc")) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = readFileSync(`/proc/${d}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      parent.set(Number(d), Number(fields[1]));
    } catch {
      // the process ended meanwhile
    }
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i++) for (const [pid, ppid] of parent) if (ppid === tree[i]) tree.push(pid);
  return tree;
}

/** Chromium's name for a process: browser, renderer, gpu-process, zygote, utility:<service>. */
function processKind(pid: number): string {
  try {
    // Chromium rewrites its command line, so the arguments may be separated by spaces, not NULs
    const args = readFileSync(`/proc/${pid}/cmdline`, "utf8").split(/[\0 ]/);
    const type = args.find((a) => a.startsWith("--type="))?.slice(7) ?? "browser";
    const sub = args.find((a) => a.startsWith("--utility-sub-type="))?.slice(19);
    return sub ? `${type}:${sub.replace(/\.mojom\./, ".")}` : type;
  } catch {
    return "gone";
  }
}

/**
 * CPU milliseconds (user + system) used so far by each process of a tree, including the children
 * it has reaped: Chromium starts a print-compositor process for every PDF, and its CPU shows up
 * in the zygote that forked it once it has exited.
 */
function treeCpuMs(pids: number[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      // utime, stime, cutime, cstime (fields 14 to 17)
      out.set(pid, (Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14])) * TICK_MS);
    } catch {
      // gone
    }
  }
  return out;
}

/** Proportional set size of a process tree, in MB. */
function treePssMb(pids: number[]): number {
  let kb = 0;
  for (const pid of pids) {
    try {
      const m = /^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, "utf8"));
      if (m) kb += Number(m[1]);
    } catch {
      // gone
    }
  }
  return kb / 1024;
}

/** Busy and total jiffies of the whole machine (all cores). */
function machineTicks(): { busy: number; total: number } {
  const cpu = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).slice(1).map(Number);
  const total = cpu.reduce((a, b) => a + b, 0);
  const idle = cpu[3] + (cpu[4] ?? 0);
  return { busy: total - idle, total };
}

interface CpuWindow {
  wallMs: number;
  nodeCpuMs: number;
  chromiumCpuMs: number;
  /** Chromium's CPU by process kind ("zygote" includes the print compositors it forked and reaped) */
  chromiumByKind: Record<string, number>;
  /** share of all cores busy, whoever used them */
  machineBusy: number;
  /** cores used by processes other than this benchmark and its Chromium */
  otherCores: number;
}

function cpuWindow(pool: PdfPool): () => CpuWindow {
  const pid = pool.stats().browserPid;
  const t0 = performance.now();
  const n0 = process.cpuUsage();
  const c0 = treeCpuMs(pid ? processTree(pid) : []);
  const m0 = machineTicks();
  return () => {
    const wallMs = performance.now() - t0;
    const n = process.cpuUsage(n0);
    const nodeCpuMs = (n.user + n.system) / 1000;
    const same = pool.stats().browserPid === pid && pid !== null;
    const c1 = treeCpuMs(same ? processTree(pid) : []);
    const chromiumByKind: Record<string, number> = {};
    let chromiumCpuMs = same ? 0 : NaN;
    for (const [p, ms] of c1) {
      const used = ms - (c0.get(p) ?? 0); // a process born during the window counts from zero
      const kind = processKind(p);
      chromiumByKind[kind] = (chromiumByKind[kind] ?? 0) + used;
      chromiumCpuMs += used;
    }
    const m1 = machineTicks();
    const machineBusy = (m1.busy - m0.busy) / Math.max(1, m1.total - m0.total);
    const cores = availableParallelism();
    const otherCores = Math.max(0, machineBusy * cores - (nodeCpuMs + chromiumCpuMs) / wallMs);
    return { wallMs, nodeCpuMs, chromiumCpuMs, chromiumByKind, machineBusy, otherCores };
  };
}

/** "browser 20.1, renderer 25.3, …" per PDF. */
function byKind(w: CpuWindow, pdfs: number): string {
  return Object.entries(w.chromiumByKind)
    .filter(([, ms]) => ms / pdfs >= 0.05)
    .sort((a, b) => b[1] - a[1])
    .map(([k, ms]) => `${k} ${r1(ms / pdfs)}`)
    .join(", ");
}

// ---------------------------------------------------------------------------------------------
// rendering

const steps: Record<PdfRenderStep, number[]> = { wait: [], load: [], print: [], empty: [] };
let recordSteps = false;
const poolLog: string[] = [];
const pool = createPdfPool({
  size: SIZE,
  maxQueue: Math.max(50, CLIENTS * 2),
  log: (m) => {
    poolLog.push(m);
    log(m);
  },
  onTiming: (step, ms) => {
    if (recordSteps) steps[step].push(ms);
  },
});

const t = await getT("it");
const people: AbsenceRequestPdfData[] = [sampleAbsenceRequest, sampleAbsenceRequestOther];
const markupMs: number[] = [];

/** One render as a route would do it: the template to HTML (timed), then the pool. */
async function render(i: number): Promise<Buffer> {
  const data = { ...people[i % 2], renderedAt: new Date().toISOString() };
  const started = performance.now();
  const { element, options } = absenceRequestDocument(data, t, "it");
  const html = documentHtml(element, options);
  if (recordSteps) markupMs.push(performance.now() - started);
  return pool.renderPdf(html, ABSENCE_REQUEST_PAGE);
}

async function pdfText(pdf: Buffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(pdf), verbosity: 0, isEvalSupported: false, disableFontFace: true }).promise;
  try {
    const page = await doc.getPage(1);
    const content = await page.getTextContent();
    return content.items.map((x) => ("str" in x ? x.str : "")).join(" ");
  } finally {
    await doc.destroy();
  }
}

/** `clients` loops rendering until `until()` says stop; returns the completed and failed counts. */
async function closedLoop(
  clients: number,
  next: () => number | null,
  onDone: (i: number, pdf: Buffer | null, err: unknown, ms: number) => Promise<void> | void,
): Promise<void> {
  await Promise.all(
    Array.from({ length: clients }, async () => {
      for (let i = next(); i !== null; i = next()) {
        const started = performance.now();
        try {
          const pdf = await render(i);
          await onDone(i, pdf, null, performance.now() - started);
        } catch (err) {
          await onDone(i, null, err, performance.now() - started);
        }
      }
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// the machine

function chromiumVersion(): string {
  try {
    const path = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
    return execFileSync(path, ["--version"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return "unknown";
  }
}
const machine = {
  date: new Date().toISOString(),
  nproc: availableParallelism(),
  cpu: cpus()[0]?.model ?? "unknown",
  memoryGb: r1(totalmem() / 1024 ** 3),
  node: process.version,
  chromium: chromiumVersion(),
  loadavgAtStart: loadavg().map(r1),
};
log(`machine: ${JSON.stringify(machine)}`);
log(`${MODE}, pool size ${SIZE}, clients ${CLIENTS}, latency n=${LATENCY_N}, throughput ${THROUGHPUT_S} s, soak ${SOAK_N}${quick ? " (quick)" : ""}`);

// ---------------------------------------------------------------------------------------------
// 0. launch and warm up

let launchMs = performance.now();
await render(0);
launchMs = performance.now() - launchMs;
{
  let i = 0;
  await closedLoop(SIZE * 2, () => (i < 40 ? i++ : null), () => {});
}
const pid = pool.stats().browserPid!;
log(`cold first render (launch + first page) ${r1(launchMs)} ms; warm: ${JSON.stringify(pool.stats())}`);

// ---------------------------------------------------------------------------------------------
// 1. latency, one at a time

recordSteps = true;
const latency: number[] = [];
const cpu = cpuWindow(pool);
for (let i = 0; i < LATENCY_N; i++) {
  const started = performance.now();
  await render(i);
  latency.push(performance.now() - started);
  // let the page be emptied before the next render, as between two requests of a quiet server
  await new Promise((r) => setTimeout(r, 15));
}
const latencyCpu = cpu();
recordSteps = false;
const lat = summary(latency);
const stepSummary = Object.fromEntries(
  (["wait", "load", "print", "empty"] as const).map((k) => [k, summary(steps[k])]),
) as Record<PdfRenderStep, ReturnType<typeof summary>>;
const markup = summary(markupMs);
log(
  `latency (n=${lat.n}): p50 ${r1(lat.p50)} ms, p95 ${r1(lat.p95)} ms, p99 ${r1(lat.p99)} ms, max ${r1(lat.max)} ms; ` +
    `steps p50: markup ${r1(markup.p50)}, wait ${r1(stepSummary.wait.p50)}, load ${r1(stepSummary.load.p50)}, print ${r1(stepSummary.print.p50)} (then empty ${r1(stepSummary.empty.p50)}) ms; ` +
    `CPU per PDF: node ${r1(latencyCpu.nodeCpuMs / LATENCY_N)} ms, chromium ${r1(latencyCpu.chromiumCpuMs / LATENCY_N)} ms; other load ${r1(latencyCpu.otherCores)} cores`,
);

// ---------------------------------------------------------------------------------------------
// 2. throughput

interface Throughput {
  clients: number;
  pdfs: number;
  failures: number;
  perSecond: number;
  p50: number;
  p95: number;
  cpu: CpuWindow;
}
async function throughput(clients: number): Promise<Throughput> {
  const until = performance.now() + THROUGHPUT_S * 1000;
  let i = 0;
  let failures = 0;
  const ms: number[] = [];
  const window = cpuWindow(pool);
  await closedLoop(
    clients,
    () => (performance.now() < until ? i++ : null),
    (_i, pdf, _err, took) => {
      if (pdf) ms.push(took);
      else failures++;
    },
  );
  const c = window();
  const s = summary(ms);
  const result = { clients, pdfs: ms.length, failures, perSecond: ms.length / (c.wallMs / 1000), p50: s.p50, p95: s.p95, cpu: c };
  log(
    `throughput, ${clients} in flight on ${SIZE} pages: ${r1(result.perSecond)} PDFs/s (${ms.length} in ${r1(c.wallMs / 1000)} s, ${failures} failed), ` +
      `latency p50 ${r1(s.p50)} / p95 ${r1(s.p95)} ms; CPU per PDF node ${r1(c.nodeCpuMs / ms.length)} ms, chromium ${r1(c.chromiumCpuMs / ms.length)} ms; ` +
      `machine ${Math.round(c.machineBusy * 100)} % busy, other load ${r1(c.otherCores)} cores`,
  );
  return result;
}
const tp2 = await throughput(SIZE);
const tpN = await throughput(CLIENTS);
const pssAfterThroughput = treePssMb(processTree(pid));

// ---------------------------------------------------------------------------------------------
// 3. soak

const soakStarted = performance.now();
const soakDeadline = soakStarted + SOAK_LIMIT_MS;
let issued = 0;
let done = 0;
let checked = 0;
const failures = new Map<string, number>();
const wrongContent: string[] = [];
const progressEvery = quick ? 100 : 500;
let lastProgress = performance.now();
let lastDone = 0;
const soakCpu = cpuWindow(pool);
const pssSamples: number[] = [];
await closedLoop(
  4,
  () => (issued < SOAK_N && performance.now() < soakDeadline ? issued++ : null),
  async (i, pdf, err) => {
    const n = ++done; // this render's rank, fixed before the read-back below awaits
    if (!pdf) {
      const name = err instanceof Error ? err.name : "unknown";
      failures.set(name, (failures.get(name) ?? 0) + 1);
      if ((failures.get(name) ?? 0) <= 3) log(`soak render ${i} failed: ${name}: ${err instanceof Error ? err.message : String(err)}`);
    } else if (!pdf.subarray(0, 5).equals(Buffer.from("%PDF-"))) {
      wrongContent.push(`render ${i}: not a PDF`);
    } else if (i % 100 === 0 || i % 100 === 1) {
      // read back: the PDF names its own person and not the other one
      const text = await pdfText(pdf);
      const own = people[i % 2].person.name;
      const other = people[(i + 1) % 2].person.name;
      checked++;
      if (!text.includes(own) || text.includes(other)) wrongContent.push(`render ${i}: expected ${own}, found ${text.includes(other) ? other : "neither"}`);
    }
    if (n % progressEvery === 0) {
      const now = performance.now();
      const rate = (done - lastDone) / ((now - lastProgress) / 1000);
      const stats = pool.stats();
      const pss = stats.browserPid ? treePssMb(processTree(stats.browserPid)) : NaN;
      pssSamples.push(pss);
      log(
        `soak ${n}/${SOAK_N}: ${r1(rate)} PDFs/s, failures ${[...failures.values()].reduce((a, b) => a + b, 0)}, ` +
          `wrong ${wrongContent.length}, chromium PSS ${Math.round(pss)} MB, node RSS ${Math.round(process.memoryUsage().rss / 1024 ** 2)} MB, ` +
          `pages created ${stats.pagesCreated}, launches ${stats.launches}, load ${loadavg()[0].toFixed(1)}`,
      );
      lastProgress = now;
      lastDone = done;
    }
  },
);
const soakWindow = soakCpu();
const soakFailures = [...failures.values()].reduce((a, b) => a + b, 0) + wrongContent.length;
const soakCompleted = done === SOAK_N;
const finalStats = pool.stats();
await pool.close();

// ---------------------------------------------------------------------------------------------
// summary

const mark = (ok: boolean) => (ok ? "met" : "**missed**");
const rows = [
  `| render p50, warm pool, one at a time | ${r1(lat.p50)} ms | ≤ ${TARGETS.p50Ms} ms | ${mark(lat.p50 <= TARGETS.p50Ms)} |`,
  `| render p95, warm pool, one at a time | ${r1(lat.p95)} ms | | |`,
  `| PDFs/s, ${SIZE} pages, ${SIZE} in flight | ${r1(tp2.perSecond)} | | |`,
  `| PDFs/s, ${SIZE} pages, ${CLIENTS} in flight | ${r1(tpN.perSecond)} | ≥ ${TARGETS.pdfsPerS} | ${mark(tpN.perSecond >= TARGETS.pdfsPerS)} |`,
  `| soak: failures in ${done} renders (${checked} read back) | ${soakFailures} | ${TARGETS.failures} | ${mark(soakFailures === 0 && soakCompleted)} |`,
];
console.log(
  [
    "",
    `## PDF benchmark${quick ? " (quick)" : ""}, ${MODE} — ${machine.date}`,
    "",
    `Machine: ${machine.nproc} CPUs (${machine.cpu}), ${machine.memoryGb} GB, Node ${machine.node}, ${machine.chromium}; load average at start ${machine.loadavgAtStart.join(" / ")}.`,
    "",
    "| figure | measured | target | |",
    "|---|---|---|---|",
    ...rows,
    "",
    `- latency n=${lat.n}: p50 ${r1(lat.p50)}, p95 ${r1(lat.p95)}, p99 ${r1(lat.p99)}, max ${r1(lat.max)} ms; steps p50/p95: markup ${r1(markup.p50)}/${r1(markup.p95)}, ` +
      `wait ${r1(stepSummary.wait.p50)}/${r1(stepSummary.wait.p95)}, load ${r1(stepSummary.load.p50)}/${r1(stepSummary.load.p95)}, ` +
      `print ${r1(stepSummary.print.p50)}/${r1(stepSummary.print.p95)}, empty (after the reply) ${r1(stepSummary.empty.p50)}/${r1(stepSummary.empty.p95)} ms`,
    `- CPU per PDF (one at a time): node ${r1(latencyCpu.nodeCpuMs / LATENCY_N)} ms, chromium ${r1(latencyCpu.chromiumCpuMs / LATENCY_N)} ms ` +
      `(${byKind(latencyCpu, LATENCY_N)}); other processes used ${r1(latencyCpu.otherCores)} of ${machine.nproc} cores meanwhile`,
    ...[tp2, tpN].map(
      (x) =>
        `- throughput ${x.clients} in flight: ${x.pdfs} PDFs in ${r1(x.cpu.wallMs / 1000)} s, ${x.failures} failed, latency p50 ${r1(x.p50)} / p95 ${r1(x.p95)} ms; ` +
        `CPU per PDF node ${r1(x.cpu.nodeCpuMs / x.pdfs)} ms + chromium ${r1(x.cpu.chromiumCpuMs / x.pdfs)} ms (${byKind(x.cpu, x.pdfs)}); machine ${Math.round(x.cpu.machineBusy * 100)} % busy, other processes ${r1(x.cpu.otherCores)} cores`,
    ),
    `- soak: ${done}/${SOAK_N} renders in ${r1((performance.now() - soakStarted) / 1000)} s (${r1(done / (soakWindow.wallMs / 1000))} PDFs/s, 4 in flight)` +
      `${soakCompleted ? "" : " — stopped by its time limit"}; failures ${JSON.stringify(Object.fromEntries(failures))}, wrong content ${wrongContent.length}` +
      `${wrongContent.length ? ` (${wrongContent.slice(0, 3).join("; ")})` : ""}; CPU per PDF node ${r1(soakWindow.nodeCpuMs / done)} ms + chromium ${Number.isNaN(soakWindow.chromiumCpuMs) ? "n/a (Chromium was relaunched)" : `${r1(soakWindow.chromiumCpuMs / done)} ms`}; ` +
      `other processes ${Number.isNaN(soakWindow.otherCores) ? "n/a" : `${r1(soakWindow.otherCores)} cores`}`,
    `- memory: chromium PSS ${Math.round(pssAfterThroughput)} MB after the throughput runs; during the soak ${pssSamples.length ? `${Math.round(Math.min(...pssSamples))}–${Math.round(Math.max(...pssSamples))}` : "n/a"} MB; ` +
      `pool ${JSON.stringify(finalStats)}`,
    `- cold first render (launch + page): ${r1(launchMs)} ms`,
    "",
  ].join("\n"),
);
process.exitCode = soakFailures === 0 && soakCompleted ? 0 : 1;
