// The checkpointed reader (EVENT-STORE.md): reads only events whose writing transaction is below
// the oldest transaction still running, in (transaction id, position) order, and checkpoints that
// pair. A position can become visible after a higher one; a reader that remembers only the last
// position would skip it. This one waits for it instead.
import type { Queryable } from "~/db.server";
import { decodeRows, EVENT_COLUMNS, type EventMetadata, type EventRow, type StoredEvent } from "./store.server";

export interface Checkpoint {
  txId: string; // xid8 as text
  position: number;
}

export const START: Checkpoint = { txId: "0", position: 0 };

export async function readAfter(
  db: Queryable,
  from: Checkpoint,
  opts: { types?: readonly string[]; limit: number; gated?: boolean },
): Promise<{ events: StoredEvent[]; next: Checkpoint }> {
  const types = opts.types && !opts.types.includes("*") ? [...opts.types] : null;
  // why one JSON text per batch: a single JSON.parse is several times cheaper for Node than the
  // driver decoding thousands of rows column by column, and a rebuild is bound by Node's CPU
  const [{ batch }] = await db<{ batch: string }[]>`
    SELECT coalesce(json_agg(json_build_array(e.position, e.transaction_id::text, e.stream_id, e.stream_type, e.version,
             e.event_id, e.event_type, e.schema_version, e.data, e.metadata, e.pii_subject, e.recorded_at)
             ORDER BY e.transaction_id, e.position)::text, '[]') AS batch
    FROM (
      SELECT * FROM events
      WHERE (transaction_id, position) > (${from.txId}::xid8, ${from.position}::bigint)
        ${opts.gated === false ? db`` : db`AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())`}
        ${types ? db`AND event_type = ANY(${types}::text[])` : db``}
      ORDER BY transaction_id, position
      LIMIT ${opts.limit}) e`;
  const rows = (JSON.parse(batch) as BatchRow[]).map(
    ([position, transaction_id, stream_id, stream_type, version, event_id, event_type, schema_version, data, metadata, pii_subject, recorded_at]): EventRow => ({
      position, transaction_id, stream_id, stream_type, version, event_id, event_type, schema_version, data, metadata, pii_subject,
      recorded_at: new Date(recorded_at),
    }),
  );
  const events = await decodeRows(db, rows);
  const last = events[events.length - 1];
  return { events, next: last ? { txId: last.transactionId, position: last.position } : from };
}

type BatchRow = [number, string, string, string, number, string, string, number, Record<string, unknown>, EventMetadata, string | null, string];

/** The naive reader, kept only as a control in tests and benchmarks: it skips late commits. */
export async function readAfterPositionOnly(db: Queryable, fromPosition: number, limit: number): Promise<StoredEvent[]> {
  const rows = await db<EventRow[]>`
    SELECT ${db.unsafe(EVENT_COLUMNS)} FROM events WHERE position > ${fromPosition} ORDER BY position LIMIT ${limit}`;
  return decodeRows(db, rows);
}
