// 4. Correctness under concurrency: 2,000 commands at once on 20 probe streams through
// handleCommand, 25 % of them a command id sent again (half at the same time as the first, half
// after it returned). Each transaction takes its position, then waits 0-5 ms before it commits, so
// commit order differs from position order. Meanwhile two readers poll from a checkpoint taken
// before the writes: the gated, (transaction id, position)-checkpointed reader must miss nothing;
// the position-only control reader is expected to miss some (if it does not, the test does not bite).
import { randomUUID } from "node:crypto";
import type { Sql } from "~/db.server";
import { ConcurrencyError } from "~/domain/shared/errors";
import { handleCommand, type CommandOutcome } from "~/events/handle-command.server";
import { readAfter, readAfterPositionOnly, START, type Checkpoint } from "~/events/reader.server";
import { probeDecider } from "./probe-decider";
import { round, sleep, type Benchmark } from "./lib";

interface Submission {
  commandId: string;
  stream: number;
  kind: "first" | "concurrent-repeat" | "later-repeat";
}

interface Result {
  sub: Submission;
  outcome?: CommandOutcome;
  error?: string;
  clientRetries: number;
}

const CLIENT_ATTEMPTS = 100;
const DRAIN_LIMIT_MS = 30_000;

export const concurrencyBench: Benchmark = {
  name: "concurrency",
  timeLimitMs: 300_000,
  async run(ctx) {
    const total = ctx.overrides.commands ?? 2_000;
    const streams = ctx.overrides.streams ?? 20;
    const repeatShare = 0.25;
    const maxDelayMs = ctx.overrides.delay ?? 5;
    const repeats = Math.round(total * repeatShare);
    const unique = total - repeats;
    const poolSize = ctx.overrides.pool ?? 34;

    const writers = await ctx.open(poolSize);
    const gatedDb = await ctx.open(1);
    const naiveDb = await ctx.open(1);
    const sql = writers.sql;

    // checkpoints taken before the writes
    let gated: Checkpoint = START;
    for (;;) {
      const r = await readAfter(gatedDb.sql, gated, { limit: 10_000 });
      if (r.events.length === 0) break;
      gated = r.next;
    }
    const [{ max }] = await sql<{ max: number }[]>`SELECT coalesce(max(position), 0)::bigint AS max FROM events`;
    let naive = Number(max);

    const gatedSeen = new Map<string, number>(); // event id -> times seen
    const naiveSeen = new Set<number>();
    let gatedPolls = 0;
    let naivePolls = 0;
    let writing = true;

    const pollGated = async (db: Sql) => {
      const r = await readAfter(db, gated, { types: ["ProbeCounted"], limit: 500 });
      gatedPolls++;
      for (const e of r.events) gatedSeen.set(e.eventId, (gatedSeen.get(e.eventId) ?? 0) + 1);
      gated = r.next;
      return r.events.length;
    };
    const pollNaive = async (db: Sql) => {
      const evs = await readAfterPositionOnly(db, naive, 500);
      naivePolls++;
      for (const e of evs) {
        if (e.streamType === "probe") naiveSeen.add(e.position);
        naive = Math.max(naive, e.position);
      }
      return evs.length;
    };
    const readerLoop = async (poll: (db: Sql) => Promise<number>, db: Sql) => {
      while (writing) {
        if ((await poll(db)) === 0) await sleep(1);
      }
      // after the last commit: drain what is left (the gated one may wait for other transactions of the cluster)
      const until = performance.now() + DRAIN_LIMIT_MS;
      let idle = 0;
      while (performance.now() < until && idle < 3) {
        if ((await poll(db)) === 0) {
          idle++;
          await sleep(20);
        } else idle = 0;
      }
    };
    const readers = [readerLoop(pollGated, gatedDb.sql), readerLoop(pollNaive, naiveDb.sql)];

    // the submissions: every repeat reuses the command id (and stream) of an earlier first submission
    const firsts: Submission[] = Array.from({ length: unique }, (_, i) => ({ commandId: randomUUID(), stream: 1 + (i % streams), kind: "first" }));
    const concurrentRepeats = Math.floor(repeats / 2);
    const results: Result[] = [];
    let handlerConflicts = 0;

    const submit = async (sub: Submission): Promise<Result> => {
      let clientRetries = 0;
      for (;;) {
        try {
          const outcome = await handleCommand(sql, probeDecider, {
            command: { type: "Count" },
            meta: { actorId: 1, now: new Date().toISOString(), commandId: sub.commandId },
            target: { id: sub.stream },
            afterAppend: async () => await new Promise((r) => setTimeout(r, Math.random() * maxDelayMs)),
          });
          const res = { sub, outcome, clientRetries };
          results.push(res);
          return res;
        } catch (err) {
          // the handler already retried 4 times; a person (or the form) would send the same command id again
          if (err instanceof ConcurrencyError && clientRetries < CLIENT_ATTEMPTS) {
            handlerConflicts++;
            clientRetries++;
            await sleep(Math.random() * 10);
            continue;
          }
          const res = { sub, error: (err as Error).message, clientRetries };
          results.push(res);
          return res;
        }
      }
    };

    ctx.log(`[concurrency] ${total} commands (${unique} first, ${repeats} repeated ids) on ${streams} streams, pool ${poolSize}`);
    const t0 = performance.now();
    const tasks: Promise<unknown>[] = [];
    firsts.forEach((sub, i) => {
      const first = submit(sub);
      tasks.push(first);
      if (i < concurrentRepeats) tasks.push(submit({ ...sub, kind: "concurrent-repeat" }));
      else if (i < repeats) tasks.push(first.then(() => submit({ ...sub, kind: "later-repeat" })));
    });
    await Promise.all(tasks);
    const writeMs = performance.now() - t0;
    writing = false;
    await Promise.all(readers);
    ctx.log(`[concurrency] writes done in ${round(writeMs / 1000, 2)} s; readers drained`);

    // what the store holds
    const stored = await sql<{ event_id: string; position: number; stream_id: string; version: number; n: number; command_id: string }[]>`
      SELECT event_id::text AS event_id, position, stream_id, version, (data->>'n')::int AS n, metadata->>'commandId' AS command_id
      FROM events WHERE stream_type = 'probe' ORDER BY stream_id, version`;
    const [dups] = await sql<{ n: number }[]>`
      SELECT count(*)::int AS n FROM (SELECT metadata->>'commandId' FROM events WHERE stream_type = 'probe'
        GROUP BY 1 HAVING count(*) > 1) d`;
    const [commandRows] = await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM commands WHERE command_type = 'Count'`;

    let versionGaps = 0;
    let wrongN = 0;
    const lastVersion = new Map<string, number>();
    for (const e of stored) {
      const prev = lastVersion.get(e.stream_id) ?? 0;
      if (e.version !== prev + 1) versionGaps++;
      if (e.n !== e.version) wrongN++;
      lastVersion.set(e.stream_id, e.version);
    }

    // what the clients were told
    const byId = new Map<string, Result[]>();
    for (const r of results) byId.set(r.sub.commandId, [...(byId.get(r.sub.commandId) ?? []), r]);
    let accepted = 0;
    let acceptedTwice = 0;
    let inconsistentOutcomes = 0;
    let failed = 0;
    for (const rs of byId.values()) {
      const fresh = rs.filter((r) => r.outcome && !r.outcome.replayed);
      if (fresh.length >= 1) accepted++;
      if (fresh.length > 1) acceptedTwice++;
      const ok = rs.filter((r) => r.outcome);
      const shapes = new Set(
        ok.map((r) => {
          const o = r.outcome as CommandOutcome;
          return JSON.stringify([o.id, o.streamId, o.version, o.positions, o.eventTypes]); // jsonb reorders keys: compare the fields
        }),
      );
      if (shapes.size > 1) inconsistentOutcomes++;
      failed += rs.filter((r) => r.error).length;
    }
    const replayed = results.filter((r) => r.outcome?.replayed).length;
    const storedIds = new Set(stored.map((e) => e.command_id));
    const acceptedNotStored = [...byId.entries()].filter(([id, rs]) => rs.some((r) => r.outcome && !r.outcome.replayed) && !storedIds.has(id)).length;

    const gatedMissed = stored.filter((e) => !gatedSeen.has(e.event_id)).length;
    const gatedTwice = [...gatedSeen.values()].filter((n) => n > 1).length;
    const naiveMissed = stored.filter((e) => !naiveSeen.has(e.position)).length;
    // the same gated reader across an xid digit boundary: three events of transaction 999, three of
    // 1000 (explicit ids; the column's default is only a default), read in batches of 2. The order of
    // (transaction id, position) must be numeric: "1000" < "999" as text.
    await sql`
      INSERT INTO events (transaction_id, stream_id, stream_type, version, event_id, event_type, data, metadata)
      SELECT (CASE WHEN v <= 3 THEN 999 ELSE 1000 END)::text::xid8, 'xidprobe-' || v, 'xidprobe', 1, gen_random_uuid(), 'XidProbe', '{}'::jsonb, '{}'::jsonb
      FROM generate_series(1, 6) AS v`;
    const boundarySeen: string[] = [];
    let bcp: Checkpoint = START;
    for (let i = 0; i < 10; i++) {
      const r = await readAfter(sql, bcp, { types: ["XidProbe"], limit: 2 });
      boundarySeen.push(...r.events.map((e) => `${e.streamId}@${e.transactionId}`));
      if (r.events.length === 0) break;
      bcp = r.next;
    }
    const boundaryMissed = 6 - new Set(boundarySeen).size;

    const errors = [...new Set(results.filter((r) => r.error).map((r) => r.error))].slice(0, 3);

    return {
      figures: [
        { label: `stored events (= accepted commands: ${accepted})`, value: stored.length, unit: "events", target: { op: "=", value: accepted }, gate: true },
        { label: "events sharing a command id", value: dups.n, unit: "", target: { op: "=", value: 0 }, gate: true },
        { label: "version gaps", value: versionGaps, unit: "", target: { op: "=", value: 0 }, gate: true },
        { label: "ids answered twice as new, or differently", value: acceptedTwice + inconsistentOutcomes, unit: "", target: { op: "=", value: 0 }, gate: true },
        { label: "events whose count n ≠ version (lost updates)", value: wrongN, unit: "", target: { op: "=", value: 0 }, gate: true },
        { label: "failed submissions", value: failed, unit: "", target: { op: "=", value: 0 }, gate: true },
        { label: "gated reader: missed events", value: gatedMissed, unit: "", target: { op: "=", value: 0 }, gate: true },
        { label: "gated reader, xids 999→1000, batches of 2: missed", value: boundaryMissed, unit: "", target: { op: "=", value: 0 }, gate: true },
        { label: "position-only reader: missed events", value: naiveMissed, unit: "", target: { op: ">", value: 0 }, gate: true },
      ],
      details: {
        submissions: results.length,
        firstSubmissions: unique,
        repeatedIds: { concurrent: concurrentRepeats, later: repeats - concurrentRepeats },
        streams,
        poolSize,
        commitDelayMs: `0-${maxDelayMs}`,
        writeSeconds: round(writeMs / 1000, 2),
        accepted,
        replayedAnswers: replayed,
        acceptedTwice,
        acceptedButNotStored: acceptedNotStored,
        inconsistentOutcomesForOneId: inconsistentOutcomes,
        commandRows: commandRows.n,
        failedSubmissions: failed,
        ...(errors.length ? { sampleErrors: errors } : {}),
        conflictsAfterHandlerRetries: handlerConflicts,
        eventsWhoseCountIsNotTheVersion: wrongN,
        gatedReader: { polls: gatedPolls, seen: gatedSeen.size, seenTwice: gatedTwice, missed: gatedMissed },
        xidBoundaryProbe: { read: boundarySeen, missed: boundaryMissed },
        positionOnlyReader: { polls: naivePolls, seen: naiveSeen.size, missed: naiveMissed },
      },
    };
  },
};
