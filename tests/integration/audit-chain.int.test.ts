import { fileDatabaseUrl } from "./helpers";
// Tamper evidence (ADR-0086): the append chains every event's hash to the previous one in its
// stream, in its own statement; verifyChains and `npm run audit:verify` recompute every chain and
// name the first broken link. Each block has a database of its own: the tampering stays there.
import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDb, type Db } from "../../app/db.server";
import { ConcurrencyError } from "../../app/domain/shared/errors";
import { migrate } from "../../app/events/migrate.server";
import { appendToStream } from "../../app/events/store.server";
import { receiptOf, verifyChains } from "../../app/events/verify-chain.server";
import { createMigratedDatabase, dropDatabase } from "./databases";

const run = promisify(execFile);
const root = path.resolve(__dirname, "../..");
const meta = { actorId: 1, correlationId: "c", causationId: null, commandId: null };

function ownDatabase() {
  const shared = fileDatabaseUrl();
  const name = `${new URL(shared).pathname.slice(1)}_chain_${randomUUID().slice(0, 8)}`;
  const state: { db?: Db; url?: string } = {};
  beforeAll(async () => {
    state.url = await createMigratedDatabase(shared, name);
    state.db = await openDb({ url: state.url, max: 8 });
  });
  afterAll(async () => {
    await state.db?.close();
    await dropDatabase(shared, name);
  });
  return state as { db: Db; url: string };
}

async function append(db: Db, streamId: string, expectedVersion: number, n = 1) {
  return appendToStream(db.sql, {
    streamId,
    streamType: "probe",
    expectedVersion,
    events: Array.from({ length: n }, (_, i) => ({ type: "ProbeCounted", data: { n: expectedVersion + i + 1, note: "Grüezi, \"quoted\"" } })),
    metadata: meta,
    recordedAt: new Date("2026-11-27T09:15:30.123Z"),
  });
}

/** What an owner with the refusal switched off could do to a row: change it in place. */
async function asOwner(db: Db, statement: string) {
  await db.sql.begin(async (tx) => {
    await tx`ALTER TABLE events DISABLE TRIGGER events_no_update`;
    await tx.unsafe(statement);
    await tx`ALTER TABLE events ENABLE TRIGGER events_no_update`;
  });
}

const verifyScript = (url: string) =>
  run("node", ["--import", "tsx", "scripts/audit-verify.ts"], {
    cwd: root,
    // an object store of its own with no anchors in it (ADR-0100: anchors are tested in audit-anchor.int.test.ts)
    env: { ...process.env, DATABASE_URL: url, MIGRATION_DATABASE_URL: "", DATA_DIR: mkdtempSync(path.join(tmpdir(), "cantiere-chain-")), S3_BUCKET: "" },
  }).then(
    (r) => ({ code: 0, out: r.stdout + r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout + e.stderr }),
  );

describe("the hash chain", () => {
  const own = ownDatabase();

  it("chains each stream's events in the append, one batch or many, and verify holds", async () => {
    const a = `probe-${randomUUID()}`;
    await append(own.db, a, 0, 3);
    await append(own.db, a, 3);
    const b = `probe-${randomUUID()}`;
    await append(own.db, b, 0);
    const rows = await own.db.sql<{ version: number; hash: string; prev: string | null }[]>`
      SELECT version, encode(hash, 'hex') AS hash, encode(lag(hash) OVER (ORDER BY version), 'hex') AS prev FROM events WHERE stream_id = ${a} ORDER BY version`;
    expect(rows.map((r) => r.version)).toEqual([1, 2, 3, 4]);
    expect(new Set(rows.map((r) => r.hash)).size).toBe(4);
    rows.forEach((r) => expect(r.hash).toMatch(/^[0-9a-f]{64}$/));
    const report = await verifyChains(own.db.sql);
    expect(report).toMatchObject({ broken: 0, firstBroken: null });
    expect(report.events).toBeGreaterThanOrEqual(5);
  });

  it("a row inserted without its hash (a raw INSERT) is chained by the fallback exactly as the append chains it", async () => {
    const s = `probe-${randomUUID()}`;
    await append(own.db, s, 0);
    await own.db.sql`
      INSERT INTO events (stream_id, stream_type, version, event_id, event_type, data, metadata, recorded_at)
      VALUES (${s}, 'probe', 2, ${randomUUID()}, 'ProbeCounted', '{"n": 2}', '{}', now()),
             (${s}, 'probe', 3, ${randomUUID()}, 'ProbeCounted', '{"n": 3}', '{}', now())`;
    await append(own.db, s, 3);
    expect(await verifyChains(own.db.sql, { streamIds: [s] })).toMatchObject({ events: 4, broken: 0 });
  });

  it("keeps the version guard: of two appends at the same version one conflicts, and the chain still holds", async () => {
    const s = `probe-${randomUUID()}`;
    await append(own.db, s, 0);
    const both = await Promise.allSettled([append(own.db, s, 1, 2), append(own.db, s, 1, 2)]);
    expect(both.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = both.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(ConcurrencyError);
    expect(await verifyChains(own.db.sql, { streamIds: [s] })).toMatchObject({ events: 3, broken: 0 });
  });

  it("gives a short receipt number of a hash", () => {
    expect(receiptOf("3f2a91c07bde" + "0".repeat(52))).toBe("3F2A-91C0-7BDE");
  });
});

describe("a tampered row", () => {
  const own = ownDatabase();

  it("npm run audit:verify passes on an untouched log, and fails at the first altered row after the table owner changed it with the refusal off", async () => {
    const s = `probe-${randomUUID()}`;
    const events = await append(own.db, s, 0, 3);
    const other = `probe-${randomUUID()}`;
    await append(own.db, other, 0, 2);
    const ok = await verifyScript(own.url);
    expect(ok.out).toContain("every chain holds");
    expect(ok.code).toBe(0);

    // the amount of version 2 is changed in place; its hash is left as it was
    await asOwner(own.db, `UPDATE events SET data = jsonb_set(data, '{n}', '99') WHERE position = ${events[1].position}`);
    const report = await verifyChains(own.db.sql);
    expect(report.firstBroken).toMatchObject({ position: events[1].position, streamId: s, version: 2, reason: "hash" });
    expect(report.broken).toBe(1);
    const failed = await verifyScript(own.url);
    expect(failed.code).not.toBe(0);
    expect(failed.out).toContain(`first broken link: position ${events[1].position}, stream ${s}, version 2`);
  });

  it("a hash recomputed to fit the altered content breaks the next link; a deleted row leaves a gap", async () => {
    const s = `probe-${randomUUID()}`;
    const events = await append(own.db, s, 0, 3);
    await asOwner(
      own.db,
      `UPDATE events e SET data = '{"n": 7}', hash = event_chain_hash(p.hash, e.stream_id, e.stream_type, e.version, e.event_id, e.event_type, e.schema_version, '{"n": 7}', e.metadata, e.pii_subject, e.recorded_at)
       FROM events p WHERE p.stream_id = e.stream_id AND p.version = 1 AND e.position = ${events[1].position}`,
    );
    expect((await verifyChains(own.db.sql, { streamIds: [s] })).firstBroken).toMatchObject({ position: events[2].position, version: 3, reason: "hash" });

    const t = `probe-${randomUUID()}`;
    const gap = await append(own.db, t, 0, 3);
    await asOwner(own.db, `DELETE FROM events WHERE position = ${gap[1].position}`);
    expect((await verifyChains(own.db.sql, { streamIds: [t] })).firstBroken).toMatchObject({ position: gap[2].position, version: 3, reason: "gap" });
  });
});

describe("the migration", () => {
  const own = ownDatabase();

  it("fills the chains of the events stored before it, stream by stream in version order", async () => {
    const sql = own.db.sql;
    // back to the log as it was before migration 0056, with events recorded then, positions interleaved
    await sql.unsafe(`
      DROP TRIGGER events_fill_hash ON events; DROP FUNCTION events_fill_hash();
      ALTER TABLE events DROP COLUMN hash; DROP FUNCTION event_chain_hash(bytea, text, text, integer, uuid, text, integer, jsonb, jsonb, text, timestamptz);
      DELETE FROM schema_migrations WHERE version = 56`);
    const a = `probe-${randomUUID()}`;
    const b = `probe-${randomUUID()}`;
    for (const [s, v] of [[a, 1], [b, 1], [a, 2], [b, 2], [a, 3]] as const) {
      await sql`INSERT INTO events (stream_id, stream_type, version, event_id, event_type, data, metadata, pii_subject, recorded_at)
                VALUES (${s}, 'probe', ${v}, ${randomUUID()}, 'ProbeCounted', ${sql.json({ n: v })}, ${sql.json({ actorId: 3 })}, ${v === 2 ? s : null}, now())`;
    }
    expect(await migrate(sql)).toEqual(["0056_event_hash_chain.sql"]);
    const [{ missing }] = await sql<{ missing: number }[]>`SELECT count(*)::int AS missing FROM events WHERE hash IS NULL`;
    expect(missing).toBe(0);
    expect(await verifyChains(sql)).toMatchObject({ events: 5, streams: 2, broken: 0 });
    // and the append carries on each chain from there
    await append(own.db, a, 3);
    expect(await verifyChains(sql)).toMatchObject({ events: 6, broken: 0 });
  });
});
