// Tamper evidence (ADR-0086): recomputes every stream's hash chain from the rows as they are now.
// Each row's hash must equal event_chain_hash(the previous version's stored hash, its own content)
// and the versions must run 1, 2, 3 … without a gap; checking every link against the stored
// previous hash is the same as recomputing the whole chain, and it runs as one ordered scan of the
// (stream_id, version) index. Read-only: any role that may read the events may verify them.
import type { Queryable } from "~/db.server";

export interface BrokenLink {
  position: number;
  streamId: string;
  version: number;
  /** what is wrong: the hash does not match the content and the previous hash, or a version is missing before it */
  reason: "hash" | "gap";
  stored: string;
  expected: string;
}

export interface ChainReport {
  events: number;
  streams: number;
  /** the broken link with the lowest position, or null when every chain holds */
  firstBroken: BrokenLink | null;
  broken: number;
}

/** Recomputes the chains (all of them, or only the given streams) and reports the first broken link. */
export async function verifyChains(db: Queryable, opts: { streamIds?: readonly string[] } = {}): Promise<ChainReport> {
  // why no statement timeout: one scan of the whole log takes longer than the app's 30 s on a big
  // one; a read-only transaction of its own, so the setting ends with it
  if ("begin" in db) return db.begin("read only", async (tx) => {
    await tx`SET LOCAL statement_timeout = 0`;
    return verifyChains(tx, opts);
  }) as Promise<ChainReport>;
  const only = opts.streamIds ? db`WHERE stream_id = ANY(${opts.streamIds as string[]}::text[])` : db``;
  const [r] = await db<{ events: string; streams: string; broken: string; first: BrokenLink | null }[]>`
    WITH links AS (
      SELECT position, stream_id, version, hash,
             event_chain_hash(lag(hash) OVER w, stream_id, stream_type, version, event_id, event_type, schema_version,
                              data, metadata, pii_subject, recorded_at) AS expected,
             coalesce(lag(version) OVER w, 0) AS prev_version
      FROM events ${only}
      WINDOW w AS (PARTITION BY stream_id ORDER BY version)),
    bad AS (
      SELECT position, stream_id, version, hash, expected,
             CASE WHEN version <> prev_version + 1 THEN 'gap' ELSE 'hash' END AS reason
      FROM links WHERE hash IS DISTINCT FROM expected OR version <> prev_version + 1)
    SELECT (SELECT count(*) FROM links) AS events,
           (SELECT count(DISTINCT stream_id) FROM links) AS streams,
           (SELECT count(*) FROM bad) AS broken,
           (SELECT jsonb_build_object('position', position, 'streamId', stream_id, 'version', version, 'reason', reason,
                     'stored', coalesce(encode(hash, 'hex'), ''), 'expected', encode(expected, 'hex'))
            FROM bad ORDER BY position LIMIT 1) AS first`;
  return { events: Number(r.events), streams: Number(r.streams), broken: Number(r.broken), firstBroken: r.first ? { ...r.first, position: Number(r.first.position) } : null };
}

/** A hash as a short receipt number for people: its first 48 bits, in three groups of four hex digits. */
export function receiptOf(hashHex: string): string {
  const h = hashHex.slice(0, 12).toUpperCase();
  return `${h.slice(0, 4)}-${h.slice(4, 8)}-${h.slice(8, 12)}`;
}
