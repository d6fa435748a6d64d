import { fileDatabaseUrl } from "./helpers";
// Anchors of the audit trail (ADR-0100): the schema owner rewrites a decision and recomputes its
// hash with the database's own function; the chain alone still holds (that is what ADR-0086 could
// not show), and an anchor taken before the rewrite makes `npm run audit:verify` fail. Anchors are
// signed with a key the database never sees and stored in the object store (here the filesystem
// store in a folder of the test's own); one process at a time takes the daily one.
import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDb, type Db } from "../../app/db.server";
import {
  anchorIfDue,
  anchorKeys,
  anchorKeysInStore,
  newAnchorKeyPair,
  takeAnchor,
  verifyAnchors,
  type Anchor,
} from "../../app/storage/audit-anchor.server";
import { appendToStream } from "../../app/events/store.server";
import { verifyChains } from "../../app/events/verify-chain.server";
import { createFsStore } from "../../app/storage/fs-store.server";
import { createMigratedDatabase, dropDatabase } from "./databases";

const run = promisify(execFile);
const root = path.resolve(__dirname, "../..");
const meta = { actorId: 1, correlationId: "c", causationId: null, commandId: null };
const pair = newAnchorKeyPair();
const keys = anchorKeys({ AUDIT_ANCHOR_KEY: pair.privateKey });

function ownDatabase() {
  const shared = fileDatabaseUrl();
  const name = `${new URL(shared).pathname.slice(1)}_anchor_${randomUUID().slice(0, 8)}`;
  const state: { db?: Db; url?: string; dataDir?: string } = {};
  beforeAll(async () => {
    state.url = await createMigratedDatabase(shared, name);
    state.db = await openDb({ url: state.url, max: 8 });
    state.dataDir = mkdtempSync(path.join(tmpdir(), "cantiere-anchors-"));
  });
  afterAll(async () => {
    await state.db?.close();
    await dropDatabase(shared, name);
    if (state.dataDir) rmSync(state.dataDir, { recursive: true, force: true });
  });
  return state as { db: Db; url: string; dataDir: string };
}

// the filesystem store the app and the scripts use for DATA_DIR (<DATA_DIR>/files)
const storeOf = (dataDir: string) => createFsStore({ root: path.join(dataDir, "files"), linkSecret: async () => Buffer.alloc(32), now: () => Date.now() });

/** A leave-like decision stream: requested, then approved. */
async function decision(db: Db) {
  const streamId = `probe-${randomUUID()}`;
  const events = await appendToStream(db.sql, {
    streamId,
    streamType: "probe",
    expectedVersion: 0,
    events: [
      { type: "ProbeRequested", data: { days: 3 } },
      { type: "ProbeDecided", data: { decision: "APPROVED", by: 7 } },
    ],
    metadata: meta,
    recordedAt: new Date("2026-11-29T08:00:00.000Z"),
  });
  return { streamId, events };
}

/** What someone with the schema owner's rights can do: switch the refusal off, change the decision, and recompute its hash with the database's own function. */
async function rewriteAsOwner(db: Db, position: number) {
  await db.sql.begin(async (tx) => {
    await tx`ALTER TABLE events DISABLE TRIGGER events_no_update`;
    await tx.unsafe(
      `UPDATE events e SET data = '{"decision": "REJECTED", "by": 7}',
         hash = event_chain_hash(p.hash, e.stream_id, e.stream_type, e.version, e.event_id, e.event_type, e.schema_version, '{"decision": "REJECTED", "by": 7}', e.metadata, e.pii_subject, e.recorded_at)
       FROM events p WHERE p.stream_id = e.stream_id AND p.version = e.version - 1 AND e.position = ${position}`,
    );
    await tx`ALTER TABLE events ENABLE TRIGGER events_no_update`;
  });
}

const verifyScript = (url: string, dataDir: string, env: Record<string, string> = {}) =>
  run("node", ["--import", "tsx", "scripts/audit-verify.ts"], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: url, MIGRATION_DATABASE_URL: "", DATA_DIR: dataDir, S3_BUCKET: "", AUDIT_ANCHOR_KEY: "", AUDIT_ANCHOR_PUBLIC_KEY: "", ...env },
  }).then(
    (r) => ({ code: 0, out: r.stdout + r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout + e.stderr }),
  );

describe("a past rewritten by the schema owner", () => {
  const own = ownDatabase();

  it("passes the chain alone (ADR-0086's limit), and fails audit:verify against an anchor taken before it", async () => {
    const { streamId, events } = await decision(own.db);
    const store = storeOf(own.dataDir);
    // no anchor yet: the chain holds, and the script says what that does not prove
    const plain = await verifyScript(own.url, own.dataDir);
    expect(plain.code, plain.out).toBe(0);
    expect(plain.out).toContain("every chain holds");
    expect(plain.out).toContain("anchors: none in the store");

    const { key, anchor } = await takeAnchor(own.db.sql, store, keys, new Date("2026-11-29T09:00:00.000Z"));
    expect(key).toBe("audit-anchors/20261129T090000000Z.json");
    expect(anchor.heads).toContainEqual([streamId, 2, expect.stringMatching(/^[0-9a-f]{64}$/)]);
    const anchored = await verifyScript(own.url, own.dataDir, { AUDIT_ANCHOR_PUBLIC_KEY: pair.publicKey });
    expect(anchored.code, anchored.out).toBe(0);
    expect(anchored.out).toContain("anchors ok: 1 anchor(s)");

    await rewriteAsOwner(own.db, events[1].position);
    const [row] = await own.db.sql<{ decision: string }[]>`SELECT data->>'decision' AS decision FROM events WHERE position = ${events[1].position}`;
    expect(row.decision).toBe("REJECTED");
    // the chain alone cannot tell: every link was recomputed to fit
    expect(await verifyChains(own.db.sql)).toMatchObject({ broken: 0, firstBroken: null });
    const withoutAnchors = await verifyScript(own.url, mkdtempSync(path.join(tmpdir(), "cantiere-no-anchors-")));
    expect(withoutAnchors.code, withoutAnchors.out).toBe(0);

    // the anchor can
    const report = await verifyAnchors(own.db.sql, store, keys.publicKey!);
    expect(report.problems).toEqual([expect.objectContaining({ reason: "changed", streamId, version: 2, anchored: anchor.heads.find((h) => h[0] === streamId)?.[2] })]);
    const failed = await verifyScript(own.url, own.dataDir, { AUDIT_ANCHOR_PUBLIC_KEY: pair.publicKey });
    expect(failed.code).toBe(1);
    expect(failed.out).toContain("every chain holds");
    expect(failed.out).toContain(`audit:verify FAILED: 1 difference(s) from the 1 anchor(s)`);
    expect(failed.out).toContain(`stream ${streamId}, version 2: anchored hash`);
    // anchors stored and no key to read them: a failure, never a silent pass
    const noKey = await verifyScript(own.url, own.dataDir);
    expect(noKey.code).toBe(1);
    expect(noKey.out).toContain("neither AUDIT_ANCHOR_PUBLIC_KEY nor AUDIT_ANCHOR_KEY");
  }, 240_000);
});

describe("the anchors themselves", () => {
  const own = ownDatabase();

  it("each names the one before it; a forged, altered or removed anchor, a removed tail and another key are reported", async () => {
    const store = storeOf(own.dataDir);
    const first = await decision(own.db);
    const a1 = await takeAnchor(own.db.sql, store, keys, new Date("2026-11-27T03:00:00.000Z"));
    const second = await decision(own.db);
    const a2 = await takeAnchor(own.db.sql, store, keys, new Date("2026-11-28T03:00:00.000Z"));
    const a3 = await takeAnchor(own.db.sql, store, keys, new Date("2026-11-29T03:00:00.000Z"));
    expect(a1.anchor.previous).toBeNull();
    expect(a2.anchor.heads.map((h) => h[0])).toEqual(expect.arrayContaining([first.streamId, second.streamId]));
    expect(await verifyAnchors(own.db.sql, store, keys.publicKey!)).toMatchObject({ anchors: 3, problems: [] });
    // another key (someone who can write the store but not sign as us) verifies nothing
    const other = anchorKeys({ AUDIT_ANCHOR_PUBLIC_KEY: newAnchorKeyPair().publicKey });
    expect((await verifyAnchors(own.db.sql, store, other.publicKey!)).problems.map((p) => p.reason)).toEqual(["signature", "signature", "signature"]);

    // an anchor whose heads were edited to fit a rewrite no longer matches its signature
    const edited: Anchor = { ...a3.anchor, heads: a3.anchor.heads.map((h) => (h[0] === second.streamId ? [h[0], h[1], "0".repeat(64)] : h)) };
    await store.put(a3.key, Buffer.from(JSON.stringify(edited)), { contentType: "application/json" });
    expect((await verifyAnchors(own.db.sql, store, keys.publicKey!)).problems).toEqual([expect.objectContaining({ anchor: a3.key, reason: "heads" })]);
    await store.put(a3.key, Buffer.from(JSON.stringify(a3.anchor)), { contentType: "application/json" });
    // an anchor removed from the middle breaks the next one's link
    await store.delete(a2.key);
    expect((await verifyAnchors(own.db.sql, store, keys.publicKey!)).problems).toEqual([expect.objectContaining({ anchor: a3.key, reason: "previous" })]);
    await store.put(a2.key, Buffer.from(JSON.stringify(a2.anchor)), { contentType: "application/json" });

    // a stream's anchored tail deleted by the owner: missing
    await own.db.sql.begin(async (tx) => {
      await tx`ALTER TABLE events DISABLE TRIGGER events_no_update`;
      await tx`DELETE FROM events WHERE position = ${second.events[1].position}`;
      await tx`ALTER TABLE events ENABLE TRIGGER events_no_update`;
    });
    expect((await verifyAnchors(own.db.sql, store, keys.publicKey!)).problems).toEqual([expect.objectContaining({ reason: "missing", streamId: second.streamId, version: 2 })]);
  });

  it("the daily anchor: one when the latest is a day old, none before; two processes at once write one", async () => {
    const store = storeOf(mkdtempSync(path.join(tmpdir(), "cantiere-daily-")));
    await decision(own.db);
    const day = new Date("2026-12-01T02:00:00.000Z");
    const both = await Promise.all([anchorIfDue(own.db.sql, store, keys, day), anchorIfDue(own.db.sql, store, keys, day)]);
    expect(both.filter(Boolean)).toHaveLength(1);
    expect(await anchorIfDue(own.db.sql, store, keys, new Date(day.getTime() + 23 * 3600_000))).toBeNull();
    expect(await anchorIfDue(own.db.sql, store, keys, new Date(day.getTime() + 24 * 3600_000))).toBe("audit-anchors/20261202T020000000Z.json");
    expect(await anchorKeysInStore(store)).toHaveLength(2);
    expect(await verifyAnchors(own.db.sql, store, keys.publicKey!)).toMatchObject({ anchors: 2, problems: [] });
  });
});
