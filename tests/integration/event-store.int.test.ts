import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod/v4";
import type { Decider } from "../../app/domain/shared/decider";
import { eventSchemas } from "../../app/domain/shared/event-schemas";
import { ConcurrencyError, DomainError, ruleBroken } from "../../app/domain/shared/errors";
import { festivityDecider } from "../../app/domain/festivity/decider";
import { leaveDecider } from "../../app/domain/leave/decider";
import * as leaveFixtures from "../../app/domain/leave/fixtures";
import { EventDecodeError, readDecodedStream } from "../../app/events/catalog.server";
import { CommandIdReused, handleCommand } from "../../app/events/handle-command.server";
import { readAfter, readAfterPositionOnly, START } from "../../app/events/reader.server";
import { appendToStream, readStream } from "../../app/events/store.server";
import { dbReady, useDb, useOwnDb } from "./helpers";

// A tiny decider for the store's own tests: a counter that refuses to go past 3 on "strict".
type E = { type: "ProbeCounted"; data: { n: number; at: string } } | { type: "ProbeClosed"; data: { at: string } };
type C = { type: "Count" } | { type: "Close" };
interface S { n: number; closed: boolean }
// its own event schemas: the catalog knows only the application's aggregates
const probeEvents = eventSchemas<E>("probe", { ProbeCounted: z.object({ n: z.number().int(), at: z.string() }), ProbeClosed: z.object({ at: z.string() }) });
const probe: Decider<S, C, E> & { events: typeof probeEvents } = {
  streamType: "probe",
  events: probeEvents,
  initialState: () => ({ n: 0, closed: false }),
  evolve: (s, e) => (e.type === "ProbeCounted" ? { ...s, n: e.data.n } : { ...s, closed: true }),
  decide(c, s, ctx) {
    if (s.closed) throw ruleBroken("probe.closed");
    return c.type === "Count" ? [{ type: "ProbeCounted", data: { n: s.n + 1, at: ctx.now } }] : [{ type: "ProbeClosed", data: { at: ctx.now } }];
  },
};

const get = useDb(40);
let sql: ReturnType<typeof get>["sql"];
let nextProbe = 1_000_000 + Math.floor(Math.random() * 1_000_000);
const meta = (commandId?: string) => ({ actorId: 7, now: "2026-11-22T10:00:00.000Z", commandId: commandId ?? randomUUID() });

beforeAll(async () => {
  sql = (await dbReady(get)).sql;
});

describe("the events table", () => {
  it("refuses UPDATE, DELETE and TRUNCATE", async () => {
    await appendToStream(sql, {
      streamId: `probe-${nextProbe++}`, streamType: "probe", expectedVersion: 0,
      events: [{ type: "ProbeCounted", data: { n: 1 } }],
      metadata: { actorId: 1, correlationId: randomUUID(), causationId: null, commandId: null },
      recordedAt: new Date(),
    });
    await expect(sql`UPDATE events SET data = '{}'::jsonb`).rejects.toThrow(/append-only/);
    await expect(sql`DELETE FROM events`).rejects.toThrow(/append-only/);
    await expect(sql`TRUNCATE events`).rejects.toThrow(/append-only/);
  });
});

describe("appending", () => {
  it("numbers a stream's versions without gaps", async () => {
    const id = nextProbe++;
    for (let i = 0; i < 3; i++) await handleCommand(sql, probe, { command: { type: "Count" }, meta: meta(), target: { id } });
    const events = await readStream(sql, `probe-${id}`);
    expect(events.map((e) => e.version)).toEqual([1, 2, 3]);
    expect(events.map((e) => (e.data as { n: number }).n)).toEqual([1, 2, 3]);
    expect(events[0].metadata.actorId).toBe(7);
  });

  it("gives a typed conflict for a stale expected version", async () => {
    const id = nextProbe++;
    await handleCommand(sql, probe, { command: { type: "Count" }, meta: meta(), target: { id } });
    await handleCommand(sql, probe, { command: { type: "Count" }, meta: meta(), target: { id }, expectedVersion: 1 });
    const stale = handleCommand(sql, probe, { command: { type: "Close" }, meta: meta(), target: { id }, expectedVersion: 1 });
    await expect(stale).rejects.toBeInstanceOf(ConcurrencyError);
    await expect(stale).rejects.toMatchObject({ expectedVersion: 1, actualVersion: 2, status: 409 });
    expect((await readStream(sql, `probe-${id}`)).length).toBe(2);
  });

  it("turns a raw duplicate version into the same typed conflict", async () => {
    const id = nextProbe++;
    const input = {
      streamId: `probe-${id}`, streamType: "probe", expectedVersion: 0,
      events: [{ type: "ProbeCounted", data: { n: 1 } }],
      metadata: { actorId: 1, correlationId: randomUUID(), causationId: null, commandId: null },
      recordedAt: new Date(),
    };
    await appendToStream(sql, input);
    await expect(appendToStream(sql, input)).rejects.toBeInstanceOf(ConcurrencyError);
  });

  it("appends nothing for a repeated command id and returns the first outcome", async () => {
    const id = nextProbe++;
    const commandId = randomUUID();
    const first = await handleCommand(sql, probe, { command: { type: "Count" }, meta: meta(commandId), target: { id } });
    const again = await handleCommand(sql, probe, { command: { type: "Count" }, meta: meta(commandId), target: { id } });
    expect(first.replayed).toBe(false);
    expect(again).toEqual({ ...first, replayed: true });
    expect((await readStream(sql, `probe-${id}`)).length).toBe(1);
  });

  it("returns the first outcome when the repeat finds a state its decider refuses, or a version that moved on", async () => {
    const id = nextProbe++;
    const closeId = randomUUID();
    const first = await handleCommand(sql, probe, { command: { type: "Close" }, meta: meta(closeId), target: { id } });
    // a second Close would be refused (probe.closed): the repeat of the same form is not a second Close
    const repeat = await handleCommand(sql, probe, { command: { type: "Close" }, meta: meta(closeId), target: { id } });
    expect(repeat).toEqual({ ...first, replayed: true });
    // the same, sent with the version the form was rendered at (0), after the stream moved to 1
    const stale = await handleCommand(sql, probe, { command: { type: "Close" }, meta: meta(closeId), target: { id }, expectedVersion: 0 });
    expect(stale).toEqual({ ...first, replayed: true });
    expect((await readStream(sql, `probe-${id}`)).length).toBe(1);
  });

  it("returns the same new id when a creating command is retried", async () => {
    const commandId = randomUUID();
    const create = () => handleCommand(sql, probe, { command: { type: "Count" }, meta: meta(commandId), target: { sequence: "site_id_seq" } });
    const [a, b, c] = await Promise.all([create(), create(), create()]);
    expect(new Set([a.id, b.id, c.id]).size).toBe(1);
    expect((await readStream(sql, a.streamId)).length).toBe(1);
  });

  it("stores exactly one decision when concurrent commands expect the same version", async () => {
    const id = nextProbe++;
    await handleCommand(sql, probe, { command: { type: "Count" }, meta: meta(), target: { id } });
    const attempts = await Promise.allSettled(
      Array.from({ length: 10 }, () => handleCommand(sql, probe, { command: { type: "Close" }, meta: meta(), target: { id }, expectedVersion: 1 })),
    );
    expect(attempts.filter((a) => a.status === "fulfilled").length).toBe(1);
    for (const a of attempts) if (a.status === "rejected") expect(a.reason).toBeInstanceOf(ConcurrencyError);
    expect((await readStream(sql, `probe-${id}`)).map((e) => e.type)).toEqual(["ProbeCounted", "ProbeClosed"]);
  });

  it("leaves nothing behind when the decider refuses", async () => {
    const id = nextProbe++;
    await handleCommand(sql, probe, { command: { type: "Close" }, meta: meta(), target: { id } });
    const commandId = randomUUID();
    await expect(handleCommand(sql, probe, { command: { type: "Count" }, meta: meta(commandId), target: { id } })).rejects.toBeInstanceOf(DomainError);
    const [row] = await sql`SELECT count(*)::int AS n FROM commands WHERE command_id = ${commandId}`;
    expect(row.n).toBe(0);
  });
});

describe("a command id means one command, once", () => {
  const count = (id: number, commandId: string, actorId = 7) =>
    handleCommand(sql, probe, { command: { type: "Count" }, meta: { ...meta(commandId), actorId }, target: { id } });

  it("refuses the id of one record's command sent for another record, and stores nothing for it", async () => {
    // the approvals page that handed one id to every row: approve 8, then approve 5 with the same id
    const [a, b] = [nextProbe++, nextProbe++];
    const commandId = randomUUID();
    await count(a, commandId);
    await expect(count(b, commandId)).rejects.toBeInstanceOf(CommandIdReused);
    expect(await readStream(sql, `probe-${b}`)).toEqual([]);
    expect((await readStream(sql, `probe-${a}`)).length).toBe(1);
  });

  it("refuses the id sent for another command type on the same record", async () => {
    const id = nextProbe++;
    const commandId = randomUUID();
    await count(id, commandId);
    await expect(
      handleCommand(sql, probe, { command: { type: "Close" }, meta: meta(commandId), target: { id } }),
    ).rejects.toBeInstanceOf(CommandIdReused);
    expect((await readStream(sql, `probe-${id}`)).map((e) => e.type)).toEqual(["ProbeCounted"]);
  });

  it("refuses the id sent by another actor, even for the same command on the same record", async () => {
    const id = nextProbe++;
    const commandId = randomUUID();
    await count(id, commandId, 7);
    await expect(count(id, commandId, 8)).rejects.toBeInstanceOf(CommandIdReused);
    expect((await readStream(sql, `probe-${id}`)).length).toBe(1);
  });

  it("refuses a creating command carrying the id of a command on an existing record (and the reverse)", async () => {
    const id = nextProbe++;
    const used = randomUUID();
    await count(id, used);
    const create = (commandId: string) =>
      handleCommand(sql, probe, { command: { type: "Count" }, meta: meta(commandId), target: { sequence: "site_id_seq" } });
    await expect(create(used)).rejects.toBeInstanceOf(CommandIdReused);
    const created = await create(randomUUID());
    const createdId = randomUUID();
    const again = await create(createdId);
    await expect(count(again.id, createdId)).rejects.toBeInstanceOf(CommandIdReused);
    expect((await readStream(sql, created.streamId)).length).toBe(1);
  });

  it("lets exactly one of two different commands sent at once with one id through; the other is refused, not told it succeeded", async () => {
    const [a, b] = [nextProbe++, nextProbe++];
    const commandId = randomUUID();
    const results = await Promise.allSettled([count(a, commandId), count(b, commandId)]);
    expect(results.filter((r) => r.status === "fulfilled").length).toBe(1);
    const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(CommandIdReused);
    const stored = (await readStream(sql, `probe-${a}`)).length + (await readStream(sql, `probe-${b}`)).length;
    expect(stored).toBe(1);
  });

  it("refuses a reused id even when the new command would change nothing", async () => {
    // a decision with no events writes no commands row, so the id is looked up for it
    const noop: Decider<S, C, E> = { ...probe, decide: () => [] };
    const id = nextProbe++;
    const commandId = randomUUID();
    await count(id, commandId);
    await expect(
      handleCommand(sql, noop, { command: { type: "Close" }, meta: meta(commandId), target: { id } }),
    ).rejects.toBeInstanceOf(CommandIdReused);
    const repeat = await handleCommand(sql, noop, { command: { type: "Count" }, meta: meta(commandId), target: { id } });
    expect(repeat.replayed).toBe(true);
  });
});

describe("the checkpointed reader", () => {
  it("waits for a transaction that took a position and commits late; the position-only reader skips it", async () => {
    const [{ max }] = await sql<{ max: number }[]>`SELECT coalesce(max(position), 0)::bigint AS max FROM events`;
    // start at everything already committed
    let gated = START;
    for (;;) {
      const r = await readAfter(sql, gated, { limit: 10_000 });
      if (r.events.length === 0) break;
      gated = r.next;
    }
    let naive = Number(max);

    const streamA = `probe-${nextProbe++}`;
    const streamB = `probe-${nextProbe++}`;
    const md = { actorId: 1, correlationId: randomUUID(), causationId: null, commandId: null };
    const reserved = await sql.reserve();
    try {
      await reserved`BEGIN`;
      await appendToStream(reserved as never, { streamId: streamA, streamType: "probe", expectedVersion: 0, events: [{ type: "ProbeCounted", data: { n: 1 } }], metadata: md, recordedAt: new Date() });
      // B takes a later position and commits first
      await appendToStream(sql, { streamId: streamB, streamType: "probe", expectedVersion: 0, events: [{ type: "ProbeCounted", data: { n: 1 } }], metadata: md, recordedAt: new Date() });

      const naiveRead = await readAfterPositionOnly(sql, naive, 1000);
      expect(naiveRead.map((e) => e.streamId)).toContain(streamB);
      naive = naiveRead[naiveRead.length - 1].position;

      const whileOpen = await readAfter(sql, gated, { limit: 1000 });
      expect(whileOpen.events.map((e) => e.streamId)).not.toContain(streamB); // gated until A finishes
      gated = whileOpen.next;

      await reserved`COMMIT`;
    } finally {
      reserved.release();
    }
    const naiveAfter = await readAfterPositionOnly(sql, naive, 1000);
    expect(naiveAfter.map((e) => e.streamId)).not.toContain(streamA); // the control reader missed A

    // the horizon is cluster-wide: any other transaction still open (autovacuum, another database)
    // keeps A and B back a moment longer, so read on until they pass it, for at most 10 s
    const ids: string[] = [];
    for (const until = Date.now() + 10_000; !(ids.includes(streamA) && ids.includes(streamB)) && Date.now() < until; ) {
      const after = await readAfter(sql, gated, { limit: 1000 });
      ids.push(...after.events.map((e) => e.streamId));
      gated = after.next;
      if (!after.events.length) await new Promise((r) => setTimeout(r, 50));
    }
    expect(ids).toContain(streamA);
    expect(ids).toContain(streamB);
  });
});

describe("the checkpointed reader across a transaction-id digit boundary", () => {
  // its own database: the probe's events carry transaction ids from the past, which the shared
  // database's async projections (already past them) would never see
  // (transaction ids are cluster-wide: the new database's horizon is as high as any)
  const getOwn = useOwnDb(2);

  it("reads transaction 10^k − 1 before 10^k (999 before 1000), batch after batch, and skips nothing", async () => {
    const sql = getOwn().sql;
    // why explicit ids: the column's default is only a default; a real cluster crosses 10^k once
    const type = `XidProbe${nextProbe++}`;
    // the highest power of ten that every reader already sees as finished (below the xmin horizon)
    const [{ xmin }] = await sql<{ xmin: string }[]>`SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin`;
    const boundary = 10 ** Math.floor(Math.log10(Number(xmin) - 1));
    expect(boundary).toBeGreaterThanOrEqual(10);
    const [low, high] = [boundary - 1, boundary];
    await sql`
      INSERT INTO events (transaction_id, stream_id, stream_type, version, event_id, event_type, data, metadata)
      SELECT (CASE WHEN v <= 3 THEN ${low}::bigint ELSE ${high}::bigint END)::text::xid8, ${type} || '-' || v, 'xidprobe', 1, gen_random_uuid(), ${type}, '{}'::jsonb, '{}'::jsonb
      FROM generate_series(1, 6) AS v`;
    const seen: string[] = [];
    let cp = START;
    for (let i = 0; i < 10; i++) {
      const r = await readAfter(sql, cp, { types: [type], limit: 2 });
      if (r.events.length === 0) break;
      seen.push(...r.events.map((e) => `${e.streamId}@${e.transactionId}`));
      cp = r.next;
    }
    expect(seen).toEqual([1, 2, 3, 4, 5, 6].map((v) => `${type}-${v}@${v <= 3 ? low : high}`));
  });
});

describe("a stored row its schema refuses", () => {
  // its own database: the bad row must never reach another test's rebuild of leave_list
  const getOwn = useOwnDb(2);

  it("stops a command on its stream with an error naming the stream, the version and the type, and appends nothing", async () => {
    const sql = getOwn().sql;
    const id = nextProbe++;
    // the raw store checks no shape (it is the catalog's job on read): a row as a bug could have written it
    await appendToStream(sql, {
      streamId: `leave-${id}`, streamType: "leave", expectedVersion: 0,
      events: [{ type: "LeaveRequested", data: { leaveId: id, personId: "Mario Rossi" } }],
      metadata: { actorId: 1, correlationId: randomUUID(), causationId: null, commandId: null },
      recordedAt: new Date(),
    });
    const withdraw = { type: "WithdrawLeaveRequest" as const, withdrawnBy: leaveFixtures.employee };
    const refused = handleCommand(sql, leaveDecider, { command: withdraw, meta: meta(), target: { id } });
    await expect(refused).rejects.toBeInstanceOf(EventDecodeError);
    await expect(refused).rejects.toMatchObject({ streamId: `leave-${id}`, version: 1, eventType: "LeaveRequested" });
    await expect(refused).rejects.not.toThrow(/Mario/);
    await expect(readDecodedStream(sql, leaveDecider, id)).rejects.toThrow(new RegExp(`LeaveRequested in stream leave-${id} at version 1`));
    expect((await readStream(sql, `leave-${id}`)).length).toBe(1);
  });
});

describe("a creating command in one statement (ADR-0092)", () => {
  const add = (title: string, commandId: string) =>
    handleCommand(sql, festivityDecider, {
      command: (festivityId: number) => ({ type: "AddFestivity" as const, festivityId, details: { title, startDate: "2031-04-01", endDate: "2031-04-01", companyCode: null } }),
      meta: meta(commandId),
      target: { sequence: "festivity_id_seq" },
    });

  it("writes the projection row with the stored event's position, and a repeated id appends nothing and writes no second row", async () => {
    const title = `One statement ${randomUUID()}`;
    const commandId = randomUUID();
    const first = await add(title, commandId);
    const again = await add(title, commandId);
    expect(again).toEqual({ ...first, replayed: true });
    const rows = await sql<{ id: number; last_position: number }[]>`SELECT id, last_position FROM festivity_list WHERE title = ${title}`;
    expect(rows).toEqual([{ id: first.id, last_position: first.positions[0] }]);
    const [{ n }] = await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM events WHERE metadata->>'commandId' = ${commandId}`;
    expect(n).toBe(1);
  });

  it("refuses to write when a projection's table is no longer the one the command named (a rebuild switched it)", async () => {
    const [{ active_table }] = await sql<{ active_table: string }[]>`SELECT active_table FROM projection_registry WHERE name = 'festivity_list'`;
    const [{ ok }] = await sql<{ ok: boolean }[]>`SELECT command_lock(ARRAY['festivity_list'], ARRAY[${active_table}]) AS ok`;
    expect(ok).toBe(true);
    await expect(sql`SELECT command_lock(ARRAY['festivity_list'], ARRAY['festivity_list_v0'])`).rejects.toMatchObject({ code: "CT409" });
  });
});
