// 2. Batched append: 100 events per transaction through appendToStream inside sql.begin, several
// concurrent writers, each transaction a new stream of 100 events (an import, a generated schedule).
import { randomUUID } from "node:crypto";
import { COMPANY_CODES } from "~/domain/company/companies";
import { appendToStream, type NewEvent } from "~/events/store.server";
import { cpuMeter, latencySummary, round, runWorkers, walMeter, type Benchmark } from "./lib";

function batchOf(tx: number, size: number): NewEvent[] {
  const events: NewEvent[] = [];
  for (let k = 0; k < size; k++) {
    const n = tx * size + k;
    const day = new Date(Date.UTC(2026, 0, 1) + (n % 365) * 86_400_000).toISOString().slice(0, 10);
    events.push({
      type: "ShiftScheduled",
      data: {
        shiftId: n,
        personId: 1 + (n % 400),
        siteId: 1 + (n % 120),
        day,
        from: "07:30",
        to: "16:30",
        breakMinutes: 60,
        companyCode: COMPANY_CODES[n % COMPANY_CODES.length],
        note: k % 10 === 0 ? "turno con gru, verificare DPI" : null,
        at: new Date().toISOString(),
        by: 1,
      },
    });
  }
  return events;
}

export const batchBench: Benchmark = {
  name: "batch",
  timeLimitMs: 600_000,
  async run(ctx) {
    const writers = ctx.overrides.writers ?? 8;
    const size = ctx.overrides.size ?? 100;
    const transactions = ctx.overrides.transactions ?? (ctx.quick ? 200 : 4_000);
    const warmup = ctx.overrides.warmup ?? (ctx.quick ? 20 : 100);
    const db = await ctx.open(writers + 2);
    const { sql } = db;

    const append = (t: number) =>
      sql.begin((tx) =>
        appendToStream(tx, {
          streamId: `schedule-${t}`,
          streamType: "schedule",
          expectedVersion: 0,
          events: batchOf(t, size),
          metadata: { actorId: 1, correlationId: randomUUID(), causationId: null, commandId: null, commandType: "ImportSchedule" },
          recordedAt: new Date(),
        }),
      );

    await runWorkers(writers, warmup, async (i) => {
      await append(transactions + i);
    });

    ctx.log(`[batch] ${transactions} transactions × ${size} events, ${writers} writers`);
    const latencies = new Array<number>(transactions);
    const wal = await walMeter(sql);
    const cpu = await cpuMeter(sql);
    const t0 = performance.now();
    await runWorkers(writers, transactions, async (i) => {
      const s = performance.now();
      const stored = await append(i);
      if (stored.length !== size) throw new Error(`batch: appended ${stored.length} events, expected ${size}`);
      latencies[i] = performance.now() - s;
    });
    const wallMs = performance.now() - t0;
    const cpuShare = await cpu();
    const walDelta = await wal();

    const [check] = await sql<{ events: number; streams: number }[]>`
      SELECT count(*)::int AS events, count(DISTINCT stream_id)::int AS streams FROM events WHERE stream_type = 'schedule'`;
    const expected = (transactions + warmup) * size;
    if (check.events !== expected) throw new Error(`batch: expected ${expected} events, found ${check.events}`);

    const lat = latencySummary(latencies);
    const events = transactions * size;
    return {
      figures: [
        { label: `events/s (${size}/tx, ${writers} writers)`, value: round(events / (wallMs / 1000)), unit: "events/s", target: { op: ">=", value: 80_000 } },
        { label: "p99 transaction latency", value: round(lat.p99, 1), unit: "ms", digits: 1 },
      ],
      details: {
        writers,
        eventsPerTransaction: size,
        transactions,
        events,
        wallS: round(wallMs / 1000, 2),
        transactionLatencyMs: { mean: round(lat.mean, 1), p50: round(lat.p50, 1), p95: round(lat.p95, 1), p99: round(lat.p99, 1), max: round(lat.max, 1) },
        verified: check,
        cpu: cpuShare,
        wal: walDelta,
      },
    };
  },
};
