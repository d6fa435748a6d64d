// Anchors of the audit trail's hash chain outside the database (ADR-0100). The chain (ADR-0086)
// proves that every stored event still matches its link; someone with the schema owner's rights
// can still rewrite a stream's tail and recompute its hashes with the database's own function, and
// the chain then holds. An anchor closes that: every stream's head (its last version and that
// event's hash, which commits to the whole stream before it) taken at one moment, signed with an
// Ed25519 key that the database never sees, and written to the object store. `audit:verify` then
// requires every anchored head to be in the events table with the anchored hash: a past rewritten
// after an anchor was taken no longer matches it.
//
// Each anchor names the digest of the one before it, so a removed anchor in the middle shows as a
// broken link. Taken daily by the app (one process at a time: an advisory lock) and on demand by
// `npm run audit:anchor`.
import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, sign, verify, type KeyObject } from "node:crypto";
import type { Queryable, Sql } from "~/db.server";
import type { FileStore } from "~/storage/store.server";

const ANCHOR_FORMAT = "cantiere-audit-anchor/1";
const ANCHOR_PREFIX = "audit-anchors/";
// advisory lock namespace: one anchor writer at a time across the app's processes
const ANCHOR_LOCK = 7260;

/** One stream's head: its last version and that event's hash (hex). */
export type Head = [streamId: string, version: number, hash: string];

/** What an anchor states, as stored (JSON) in the object store. */
export interface Anchor {
  format: typeof ANCHOR_FORMAT;
  /** when it was taken (ISO instant) */
  takenAt: string;
  /** the highest event position then (for people; the heads are what is checked) */
  position: number;
  streams: number;
  events: number;
  /** SHA-256 over the heads in stream order (headsDigest) */
  headsDigest: string;
  /** the digest of the anchor before this one, or null for the first */
  previous: string | null;
  /** the first 16 hex digits of the SHA-256 of the signing key's public key (SPKI DER) */
  keyId: string;
  /** Ed25519 over anchorPayload(anchor), base64 */
  signature: string;
  heads: Head[];
}

export interface AnchorKeys {
  privateKey: KeyObject | null;
  publicKey: KeyObject | null;
}

/** A key from the environment: PEM, or the base64 of its DER (one line, for an environment variable). */
function keyFrom(text: string, kind: "private" | "public"): KeyObject {
  const t = text.trim();
  if (t.startsWith("-----BEGIN")) return kind === "private" ? createPrivateKey(t) : createPublicKey(t);
  const der = Buffer.from(t, "base64");
  return kind === "private" ? createPrivateKey({ key: der, format: "der", type: "pkcs8" }) : createPublicKey({ key: der, format: "der", type: "spki" });
}

/**
 * The anchor keys of the environment: AUDIT_ANCHOR_KEY (the Ed25519 private key that signs; only
 * the processes that write anchors need it) and AUDIT_ANCHOR_PUBLIC_KEY (what verifies; derived
 * from the private key when only that is set). Neither is ever stored in the database.
 */
export function anchorKeys(env: Readonly<Record<string, string | undefined>> = process.env): AnchorKeys {
  const privateKey = env.AUDIT_ANCHOR_KEY?.trim() ? keyFrom(env.AUDIT_ANCHOR_KEY, "private") : null;
  const publicKey = env.AUDIT_ANCHOR_PUBLIC_KEY?.trim() ? keyFrom(env.AUDIT_ANCHOR_PUBLIC_KEY, "public") : privateKey ? createPublicKey(privateKey) : null;
  if (privateKey && privateKey.asymmetricKeyType !== "ed25519") throw new Error("AUDIT_ANCHOR_KEY must be an Ed25519 private key");
  if (publicKey && publicKey.asymmetricKeyType !== "ed25519") throw new Error("AUDIT_ANCHOR_PUBLIC_KEY must be an Ed25519 public key");
  return { privateKey, publicKey };
}

/** A fresh key pair as one-line base64 DER values for the two environment variables. */
export function newAnchorKeyPair(): { privateKey: string; publicKey: string } {
  const { privateKey, publicKey } = generateKeyPairSync("ed25519");
  return {
    privateKey: privateKey.export({ format: "der", type: "pkcs8" }).toString("base64"),
    publicKey: publicKey.export({ format: "der", type: "spki" }).toString("base64"),
  };
}

const keyIdOf = (publicKey: KeyObject) => createHash("sha256").update(publicKey.export({ format: "der", type: "spki" })).digest("hex").slice(0, 16);

const byCodeUnits = (a: Head, b: Head) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);

/** SHA-256 over the heads in stream-id order, one JSON line each: the same heads give the same digest wherever they are read. */
function headsDigest(heads: readonly Head[]): string {
  const h = createHash("sha256");
  for (const head of [...heads].sort(byCodeUnits)) h.update(`${JSON.stringify(head)}\n`);
  return h.digest("hex");
}

/** The bytes an anchor's signature covers: every field but the heads (their digest stands for them) and the signature. */
function anchorPayload(a: Omit<Anchor, "signature" | "heads">): Buffer {
  return Buffer.from(JSON.stringify([a.format, a.takenAt, a.position, a.streams, a.events, a.headsDigest, a.previous, a.keyId]));
}

/** An anchor's digest: what the next anchor names as its previous. */
const anchorDigest = (a: Anchor) => createHash("sha256").update(anchorPayload(a)).digest("hex");

/** Every stream's head now, the highest position and the number of events, in one consistent read. */
async function readHeads(db: Queryable): Promise<{ heads: Head[]; position: number; events: number }> {
  // why no statement timeout: one pass over every stream's last event takes longer than the app's
  // 30 s on a big log; a read-only transaction of its own, so the setting ends with it
  if ("begin" in db) {
    return db.begin("read only", async (tx) => {
      await tx`SET LOCAL statement_timeout = 0`;
      return readHeads(tx);
    }) as Promise<{ heads: Head[]; position: number; events: number }>;
  }
  const rows = await db<{ stream_id: string; version: number; hash: string }[]>`
    SELECT DISTINCT ON (stream_id) stream_id, version, encode(hash, 'hex') AS hash
    FROM events ORDER BY stream_id, version DESC`;
  const [p] = await db<{ position: string | null; events: string }[]>`SELECT max(position) AS position, count(*) AS events FROM events`;
  const heads: Head[] = rows.map((r) => [r.stream_id, Number(r.version), r.hash]);
  return { heads: heads.sort(byCodeUnits), position: Number(p?.position ?? 0), events: Number(p?.events ?? 0) };
}

/** The anchors' keys in the store, oldest first (a key names its instant, so key order is time order). */
export async function anchorKeysInStore(store: FileStore): Promise<string[]> {
  const keys: string[] = [];
  let startAfter: string | undefined;
  for (;;) {
    const page = await store.list(ANCHOR_PREFIX, { startAfter });
    keys.push(...page.files.map((f) => f.key).filter((k) => k.endsWith(".json")));
    if (!page.truncated || page.files.length === 0) break;
    startAfter = page.files[page.files.length - 1].key;
  }
  return keys.sort();
}

/** The key of an anchor taken at `takenAt`: `audit-anchors/20261129T030000123Z.json`. */
const anchorKeyOf = (takenAt: string) => `${ANCHOR_PREFIX}${takenAt.replace(/[-:.]/g, "")}.json`;

async function readAnchor(store: FileStore, key: string): Promise<Anchor | null> {
  const file = await store.get(key);
  if (!file) return null;
  try {
    return JSON.parse(Buffer.from(file.body).toString("utf8")) as Anchor;
  } catch {
    return null;
  }
}

/** Whether the anchor is whole: its format, its heads' digest and its signature under `publicKey`. */
function anchorHolds(a: Anchor, publicKey: KeyObject): "ok" | "format" | "heads" | "signature" {
  if (a?.format !== ANCHOR_FORMAT || !Array.isArray(a.heads) || typeof a.signature !== "string") return "format";
  if (headsDigest(a.heads) !== a.headsDigest || a.heads.length !== a.streams) return "heads";
  return verify(null, anchorPayload(a), publicKey, Buffer.from(a.signature, "base64")) ? "ok" : "signature";
}

/**
 * Takes an anchor now: every stream's head, signed, written to the store after the latest anchor
 * there (whose digest it names). The caller holds the anchor lock (anchorIfDue) or is the operator.
 */
export async function takeAnchor(db: Queryable, store: FileStore, keys: AnchorKeys, now: Date): Promise<{ key: string; anchor: Anchor }> {
  if (!keys.privateKey || !keys.publicKey) throw new Error("AUDIT_ANCHOR_KEY is not set: no anchor can be signed");
  const existing = await anchorKeysInStore(store);
  const last = existing.length ? await readAnchor(store, existing[existing.length - 1]) : null;
  const { heads, position, events } = await readHeads(db);
  const unsigned: Omit<Anchor, "signature" | "heads"> = {
    format: ANCHOR_FORMAT,
    takenAt: now.toISOString(),
    position,
    streams: heads.length,
    events,
    headsDigest: headsDigest(heads),
    previous: last ? anchorDigest(last) : null,
    keyId: keyIdOf(keys.publicKey),
  };
  const anchor: Anchor = { ...unsigned, signature: sign(null, anchorPayload(unsigned), keys.privateKey).toString("base64"), heads };
  const key = anchorKeyOf(anchor.takenAt);
  if (existing.includes(key) || (existing.length > 0 && key <= existing[existing.length - 1])) throw new Error(`an anchor at or after ${anchor.takenAt} is already stored`);
  await store.put(key, Buffer.from(JSON.stringify(anchor)), { contentType: "application/json" });
  return { key, anchor };
}

/**
 * Takes an anchor when the latest one is older than `everyMs` (a day by default), in one process
 * at a time: a transaction-scoped advisory lock, held while the store is read and written (a few
 * reads and one write), so two processes never both take one. Returns the key written, or null.
 */
export async function anchorIfDue(sql: Sql, store: FileStore, keys: AnchorKeys, now: Date, everyMs = 24 * 60 * 60_000): Promise<string | null> {
  return sql.begin("read only", async (tx) => {
    const [{ locked }] = await tx<{ locked: boolean }[]>`SELECT pg_try_advisory_xact_lock(${ANCHOR_LOCK}, 1) AS locked`;
    if (!locked) return null;
    const existing = await anchorKeysInStore(store);
    const last = existing.length ? await readAnchor(store, existing[existing.length - 1]) : null;
    if (last && now.getTime() - Date.parse(last.takenAt) < everyMs) return null;
    await tx`SET LOCAL statement_timeout = 0`;
    return (await takeAnchor(tx, store, keys, now)).key;
  }) as Promise<string | null>;
}

export interface AnchorProblem {
  /** the anchor's key in the store */
  anchor: string;
  reason: "unreadable" | "format" | "heads" | "signature" | "previous" | "missing" | "changed" | "went_back";
  streamId?: string;
  version?: number;
  anchored?: string;
  now?: string | null;
}

export interface AnchorReport {
  anchors: number;
  /** streams whose anchored head was compared with the events table */
  streams: number;
  problems: AnchorProblem[];
}

/**
 * Checks the events table against every anchor in the store: each anchor whole and signed by the
 * key, each naming the one before it, and for each stream its latest anchored head present in the
 * events table with the anchored hash (together with verifyChains, which proves each link, that
 * means the stream up to that version is as it was when anchored). A stream whose anchored version
 * went down from one anchor to a later one is reported too (its tail was removed in between).
 */
export async function verifyAnchors(db: Queryable, store: FileStore, publicKey: KeyObject): Promise<AnchorReport> {
  const keys = await anchorKeysInStore(store);
  const problems: AnchorProblem[] = [];
  const latest = new Map<string, { version: number; hash: string; anchor: string }>();
  let previous: string | null = null;
  for (const key of keys) {
    const a = await readAnchor(store, key);
    if (!a) {
      problems.push({ anchor: key, reason: "unreadable" });
      continue;
    }
    const holds = anchorHolds(a, publicKey);
    if (holds !== "ok") {
      problems.push({ anchor: key, reason: holds });
      continue;
    }
    if (a.previous !== previous) problems.push({ anchor: key, reason: "previous" });
    previous = anchorDigest(a);
    for (const [streamId, version, hash] of a.heads) {
      const before = latest.get(streamId);
      if (before && version < before.version) problems.push({ anchor: key, reason: "went_back", streamId, version, anchored: String(before.version) });
      if (!before || version >= before.version) latest.set(streamId, { version, hash, anchor: key });
    }
  }
  if (latest.size > 0) {
    const ids = [...latest.keys()];
    const versions = ids.map((id) => latest.get(id)!.version);
    const hashes = ids.map((id) => latest.get(id)!.hash);
    const run = async (q: Queryable) =>
      q<{ stream_id: string; version: number; anchored: string; now: string | null }[]>`
        SELECT a.stream_id, a.version, a.hash AS anchored, encode(e.hash, 'hex') AS now
        FROM unnest(${ids}::text[], ${versions}::int[], ${hashes}::text[]) AS a(stream_id, version, hash)
        LEFT JOIN events e ON e.stream_id = a.stream_id AND e.version = a.version
        WHERE e.hash IS NULL OR encode(e.hash, 'hex') <> a.hash
        ORDER BY a.stream_id`;
    const differing =
      "begin" in db
        ? ((await db.begin("read only", async (tx) => {
            await tx`SET LOCAL statement_timeout = 0`;
            return run(tx);
          })) as Awaited<ReturnType<typeof run>>)
        : await run(db);
    for (const r of differing) {
      problems.push({ anchor: latest.get(r.stream_id)!.anchor, reason: r.now === null ? "missing" : "changed", streamId: r.stream_id, version: Number(r.version), anchored: r.anchored, now: r.now });
    }
  }
  return { anchors: keys.length, streams: latest.size, problems };
}

/** Starts the daily anchoring in the background of an app process; returns a stop function. A process without AUDIT_ANCHOR_KEY anchors nothing. */
export function startAnchorer(sql: Sql, store: () => FileStore, opts: { checkEveryMs?: number; everyMs?: number; now?: () => Date } = {}): () => Promise<void> {
  let keys: AnchorKeys;
  try {
    keys = anchorKeys();
  } catch (err) {
    console.warn(`[audit] anchors off: ${(err as Error).message}`);
    return async () => {};
  }
  if (!keys.privateKey) return async () => {};
  const checkEveryMs = opts.checkEveryMs ?? Number(process.env.AUDIT_ANCHOR_CHECK_MS ?? 60 * 60_000);
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  const tick = async () => {
    try {
      const key = await anchorIfDue(sql, store(), keys, opts.now?.() ?? new Date(), opts.everyMs);
      if (key) console.log(`[audit] anchor written: ${key}`);
    } catch (err) {
      if (!stopped) console.warn(`[audit] anchor: ${(err as Error).message}`);
    }
  };
  // the first check soon after the start, then every checkEveryMs
  const first = setTimeout(() => (running = tick()), 5_000);
  first.unref?.();
  const timer = setInterval(() => (running = tick()), checkEveryMs);
  timer.unref?.();
  return async () => {
    stopped = true;
    clearTimeout(first);
    clearInterval(timer);
    await running;
  };
}
