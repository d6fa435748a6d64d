// Clocking in and out (the Working-time issue's share of the foundation benchmark): RecordStamp
// through the real operation (`recordStamp` → `handleCommand` with the stamp decider, ADR-0030),
// one new stream and one StampRecorded per command, every inline projection (stamp_list among
// them) updated in the same transaction. 32 writers over many people, each waiting for its command
// before sending the next; half the stamps carry the device's place (encrypted personal data, one
// key lookup per command), half none. A second, shorter run without any place shows what the
// encryption costs. Aim: ≥ 6,000 commands/s (the foundation's), p99 ≤ 10 ms.
import { randomUUID } from "node:crypto";
import { accessOf, type Principal } from "~/domain/access/permissions";
import { COMPANY_CODES } from "~/domain/company/companies";
import type { StampKind } from "~/domain/stamping/types";
import { recordStamp } from "~/areas/stamping/record-stamp.server";
import { cpuMeter, latencySummary, round, runWorkers, walMeter, type Benchmark } from "./lib";

/** A person who clocks (a WORKER); the operation needs only who they are and their rights, as the route gives it. */
function worker(personId: number) {
  const principal: Principal = { personId, role: "WORKER", capabilities: [], companyCode: COMPANY_CODES[personId % COMPANY_CODES.length], active: true };
  return { id: personId, principal, access: accessOf(principal), companyCode: principal.companyCode };
}

export const stampsBench: Benchmark = {
  name: "stamps",
  timeLimitMs: 900_000,
  async run(ctx) {
    const writers = ctx.overrides.writers ?? 32;
    const count = ctx.overrides.count ?? (ctx.quick ? 2_000 : 20_000);
    const warmup = ctx.overrides.warmup ?? (ctx.quick ? 200 : 1_000);
    const people = ctx.overrides.people ?? 2_000;
    const withPlace = ctx.overrides.place ?? 0.5; // share of stamps with the device's place
    const db = await ctx.open(writers + 2);
    const { sql } = db;
    const users = Array.from({ length: people }, (_, i) => worker(100_000 + i));
    // each person alternates clock-in and clock-out
    const next = new Map<number, StampKind>();

    const send = (i: number, place: boolean) => {
      const user = users[i % people];
      const kind = next.get(user.id) ?? "ENTRATA";
      next.set(user.id, kind === "ENTRATA" ? "USCITA" : "ENTRATA");
      const now = new Date().toISOString();
      return recordStamp(
        sql,
        user,
        { kind, deviceAt: now, place: place ? { latitude: 46.0 + (i % 100) / 1000, longitude: 8.9 + (i % 70) / 1000 } : {} },
        { actorId: user.id, now, commandId: randomUUID() },
      );
    };
    const placed = (i: number) => (i * 7919) % 1000 < withPlace * 1000;

    ctx.log(`[stamps] warm-up: ${warmup} commands`);
    await runWorkers(writers, warmup, async (i) => {
      await send(count + i, placed(i));
    });

    ctx.log(`[stamps] ${count} commands, ${writers} writers, ${people} people, ${Math.round(withPlace * 100)} % with a place`);
    const latencies = new Array<number>(count);
    const wal = await walMeter(sql);
    const cpu = await cpuMeter(sql);
    const t0 = performance.now();
    await runWorkers(writers, count, async (i) => {
      const s = performance.now();
      await send(i, placed(i));
      latencies[i] = performance.now() - s;
    });
    const wallMs = performance.now() - t0;
    const cpuShare = await cpu();
    const walDelta = await wal();

    const [check] = await sql<{ events: number; rows: number; commands: number; encrypted: number }[]>`
      SELECT (SELECT count(*)::int FROM events WHERE stream_type = 'stamp') AS events,
             (SELECT count(*)::int FROM stamp_list) AS rows,
             (SELECT count(*)::int FROM commands WHERE command_type = 'RecordStamp') AS commands,
             (SELECT count(*)::int FROM events WHERE stream_type = 'stamp' AND data->'personal' ? '$enc') AS encrypted`;
    const expected = warmup + count;
    if (check.events !== expected || check.rows !== expected || check.commands !== expected) {
      throw new Error(`stamps: expected ${expected} events, rows and commands, found ${JSON.stringify(check)}`);
    }

    // the same without any place: no personal data, so no key lookup and no encryption
    let noPlace: { perS: number; p99: number; n: number } | null = null;
    if ((ctx.overrides.noplace ?? 1) !== 0) {
      const n = Math.round(count / 2);
      ctx.log(`[stamps] without a place: ${n} commands, ${writers} writers`);
      const lat = new Array<number>(n);
      const b0 = performance.now();
      await runWorkers(writers, n, async (i) => {
        const s = performance.now();
        await send(count + warmup + i, false);
        lat[i] = performance.now() - s;
      });
      noPlace = { perS: n / ((performance.now() - b0) / 1000), p99: latencySummary(lat).p99, n };
    }

    const lat = latencySummary(latencies);
    const perS = count / (wallMs / 1000);
    return {
      figures: [
        { label: `StampRecorded commands/s (${writers} writers)`, value: round(perS), unit: "events/s", target: { op: ">=", value: 6_000 } },
        { label: "p50 latency", value: round(lat.p50, 2), unit: "ms", digits: 2 },
        { label: "p95 latency", value: round(lat.p95, 2), unit: "ms", digits: 2 },
        { label: "p99 latency", value: round(lat.p99, 2), unit: "ms", digits: 2, target: { op: "<=", value: 10 } },
        ...(noPlace
          ? [
              { label: "without a place (no encryption)", value: round(noPlace.perS), unit: "events/s" },
              { label: "without a place: p99", value: round(noPlace.p99, 2), unit: "ms", digits: 2 },
            ]
          : []),
      ],
      details: {
        writers,
        commands: count,
        warmup,
        people,
        withPlace,
        wallS: round(wallMs / 1000, 2),
        latencyMs: { mean: round(lat.mean, 2), p50: round(lat.p50, 2), p95: round(lat.p95, 2), p99: round(lat.p99, 2), max: round(lat.max, 2) },
        verified: check,
        noPlace,
        cpu: cpuShare,
        wal: { ...walDelta, commitsPerWalSync: round(walDelta.commits / Math.max(1, walDelta.walSyncs), 2) },
      },
    };
  },
};
