// The audit's export (ADR-0087) and chain verification (ADR-0086) over a generated log: N events
// (the rebuild benchmark's festivity log: 90 % at version 1, 10 % at version 2 of their stream,
// hashes chained by the store's fallback), then the whole log exported as CSV and as JSON Lines
// through auditExportStream, the stream the download route returns, read to its end; then
// verifyChains over every stream. Target: 1,000,000 events exported in ≤ 10 s.
import type { AuditFilter } from "~/events/queries/audit.server";
import { auditExportStream, type AuditExportFormat } from "~/events/queries/audit-export.server";
import { verifyChains } from "~/events/verify-chain.server";
import { cpuMeter, round, type Benchmark } from "./lib";
import { generateFestivityEvents } from "./rebuild";

const ALL: AuditFilter = { streamType: null, eventType: null, actorId: null, from: null, to: null };

export const auditExportBench: Benchmark = {
  name: "audit-export",
  timeLimitMs: 1_500_000,
  async run(ctx) {
    const total = ctx.overrides.events ?? (ctx.quick ? 50_000 : 1_000_000);
    const target = round((10 * total) / 1_000_000, 2);
    const db = await ctx.open(4);
    const { sql } = db;
    ctx.log(`[audit-export] generating ${total} events`);
    const { generateMs } = await generateFestivityEvents(sql, total);
    ctx.log(`[audit-export] generated in ${round(generateMs / 1000, 1)} s`);

    const runs: Record<string, { seconds: number; firstByteMs: number; bytes: number; events: number; cpu: unknown }> = {};
    for (const format of ["csv", "jsonl"] as AuditExportFormat[]) {
      const cpu = await cpuMeter(sql);
      const t0 = performance.now();
      const reader = auditExportStream(sql, ALL, format).getReader();
      let firstByteMs = -1;
      let bytes = 0;
      let lines = 0;
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        if (firstByteMs < 0) firstByteMs = performance.now() - t0;
        bytes += value.byteLength;
        // counted natively (Buffer#indexOf): a byte-by-byte loop here cost the reader a second of the export's core
        const bytesOf = Buffer.from(value.buffer, value.byteOffset, value.byteLength);
        for (let i = bytesOf.indexOf(10); i !== -1; i = bytesOf.indexOf(10, i + 1)) lines++;
      }
      const ms = performance.now() - t0;
      const events = format === "csv" ? lines - 1 : lines;
      if (events !== total) throw new Error(`audit-export: ${format} wrote ${events} events of ${total}`);
      runs[format] = { seconds: round(ms / 1000, 2), firstByteMs: round(firstByteMs, 1), bytes, events, cpu: await cpu() };
      ctx.log(`[audit-export] ${format}: ${events} events, ${round(bytes / 1e6, 1)} MB in ${round(ms / 1000, 2)} s (first byte after ${round(firstByteMs, 1)} ms)`);
    }

    const v0 = performance.now();
    const report = await verifyChains(sql);
    const verifyMs = performance.now() - v0;
    if (report.broken !== 0 || report.events !== total) throw new Error(`audit-export: verify found ${report.broken} broken links in ${report.events} events`);
    ctx.log(`[audit-export] verify: ${report.events} events in ${report.streams} streams in ${round(verifyMs / 1000, 2)} s`);

    const n = total.toLocaleString("en-US");
    return {
      figures: [
        { label: `CSV export of ${n} events`, value: runs.csv.seconds, unit: "s", digits: 2, target: { op: "<=", value: target } },
        { label: `JSON Lines export of ${n} events`, value: runs.jsonl.seconds, unit: "s", digits: 2, target: { op: "<=", value: target } },
        { label: "CSV first byte", value: runs.csv.firstByteMs, unit: "ms", digits: 1 },
        { label: `audit:verify of ${n} events`, value: round(verifyMs / 1000, 2), unit: "s", digits: 2 },
        { label: "generation (INSERT … generate_series)", value: round(generateMs / 1000, 2), unit: "s", digits: 2 },
      ],
      details: { events: total, runs, verify: { ...report, seconds: round(verifyMs / 1000, 2) } },
    };
  },
};
