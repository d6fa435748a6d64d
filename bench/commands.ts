// 1. Single-event commands through the real command handler: AddFestivity, numbered from
// festivity_id_seq, one unique command id each, the festivity_list inline projection updated in the
// same transaction. 32 writers, each waiting for its command before sending the next.
import { randomUUID } from "node:crypto";
import { COMPANY_CODES } from "~/domain/company/companies";
import { festivityDecider, type FestivityCommand } from "~/domain/festivity/decider";
import type { FestivityDetails } from "~/domain/festivity/events";
import { handleCommand } from "~/events/handle-command.server";
import { appendToStream } from "~/events/store.server";
import { cpuMeter, latencySummary, round, runWorkers, walMeter, type Benchmark } from "./lib";

function detailsOf(i: number): FestivityDetails {
  const day = new Date(Date.UTC(2026, 0, 1) + (i % 3650) * 86_400_000).toISOString().slice(0, 10);
  return {
    title: `Festa patronale ${i}`,
    startDate: day,
    endDate: day,
    companyCode: i % 4 === 0 ? null : COMPANY_CODES[i % COMPANY_CODES.length],
  };
}

function addFestivity(i: number) {
  return (festivityId: number): FestivityCommand => ({ type: "AddFestivity", festivityId, details: detailsOf(i) });
}

export const commandsBench: Benchmark = {
  name: "commands",
  timeLimitMs: 600_000,
  async run(ctx) {
    const writers = ctx.overrides.writers ?? 32;
    const count = ctx.overrides.count ?? (ctx.quick ? 2_000 : 20_000);
    const warmup = ctx.overrides.warmup ?? (ctx.quick ? 200 : 1_000);
    const db = await ctx.open(writers + 2);
    const { sql } = db;

    const send = (i: number) =>
      handleCommand(sql, festivityDecider, {
        command: addFestivity(i),
        meta: { actorId: 1, now: new Date().toISOString(), commandId: randomUUID() },
        target: { sequence: "festivity_id_seq" },
      });

    ctx.log(`[commands] warm-up: ${warmup} commands`);
    await runWorkers(writers, warmup, async (i) => {
      await send(count + i);
    });

    ctx.log(`[commands] ${count} commands, ${writers} writers`);
    const latencies = new Array<number>(count);
    const wal = await walMeter(sql);
    const cpu = await cpuMeter(sql);
    const t0 = performance.now();
    await runWorkers(writers, count, async (i) => {
      const s = performance.now();
      await send(i);
      latencies[i] = performance.now() - s;
    });
    const wallMs = performance.now() - t0;
    const cpuShare = await cpu();
    const walDelta = await wal();

    const [check] = await sql<{ events: number; rows: number; commands: number }[]>`
      SELECT (SELECT count(*)::int FROM events WHERE stream_type = 'festivity') AS events,
             (SELECT count(*)::int FROM festivity_list) AS rows,
             (SELECT count(*)::int FROM commands) AS commands`;
    const expected = warmup + count;
    if (check.events !== expected || check.rows !== expected || check.commands !== expected) {
      throw new Error(`commands: expected ${expected} events, rows and commands, found ${JSON.stringify(check)}`);
    }

    // the floor under the handler: the same event appended alone, one statement per transaction (autocommit)
    let baseline: { perS: number; p99: number } | null = null;
    if ((ctx.overrides.baseline ?? 1) !== 0) {
      const n = Math.round(count / 2);
      ctx.log(`[commands] baseline: ${n} single-statement appends (appendToStream autocommit), ${writers} writers`);
      const base = new Array<number>(n);
      const b0 = performance.now();
      await runWorkers(writers, n, async (i) => {
        const s = performance.now();
        await appendToStream(sql, {
          streamId: `baseline-${i}`,
          streamType: "baseline",
          expectedVersion: 0,
          events: [{ type: "FestivityAdded", data: { ...detailsOf(i), festivityId: 0, at: new Date().toISOString(), by: 1 } }],
          metadata: { actorId: 1, correlationId: randomUUID(), causationId: null, commandId: randomUUID(), commandType: "AddFestivity" },
          recordedAt: new Date(),
        });
        base[i] = performance.now() - s;
      });
      baseline = { perS: n / ((performance.now() - b0) / 1000), p99: latencySummary(base).p99 };
    }

    const lat = latencySummary(latencies);
    const perS = count / (wallMs / 1000);
    return {
      figures: [
        { label: `events/s (${writers} writers)`, value: round(perS), unit: "events/s", target: { op: ">=", value: 6_000 } },
        { label: "p50 latency", value: round(lat.p50, 2), unit: "ms", digits: 2 },
        { label: "p95 latency", value: round(lat.p95, 2), unit: "ms", digits: 2 },
        { label: "p99 latency", value: round(lat.p99, 2), unit: "ms", digits: 2, target: { op: "<=", value: 10 } },
        ...(baseline
          ? [
              { label: "baseline: bare append, 1 statement/tx", value: round(baseline.perS), unit: "events/s" },
              { label: "baseline p99", value: round(baseline.p99, 2), unit: "ms", digits: 2 },
            ]
          : []),
      ],
      details: {
        writers,
        commands: count,
        warmup,
        wallS: round(wallMs / 1000, 2),
        latencyMs: { mean: round(lat.mean, 2), p50: round(lat.p50, 2), p95: round(lat.p95, 2), p99: round(lat.p99, 2), max: round(lat.max, 2) },
        verified: check,
        cpu: cpuShare,
        wal: { ...walDelta, commitsPerWalSync: round(walDelta.commits / Math.max(1, walDelta.walSyncs), 2) },
      },
    };
  },
};
