// Async projections: each is advanced by whichever process wins its try-lock, from its checkpoint,
// through the gated reader; rows and checkpoint are written in one transaction.
import type { Sql } from "~/db.server";
import { outageBackoff } from "./outage-backoff.server";
import { applyRowProjection, type RowProjection } from "./projection.server";
import { readAfter } from "./reader.server";
import { asyncProjections } from "./projections/index.server";
import { lockAndResolve } from "./registry.server";
import { startLoop } from "./wake.server";

const PROJECTOR_LOCK = 7205;

/** Advances one async projection by at most one batch; returns how many events it read (-1: another process holds it). */
async function advanceOnce(sql: Sql, p: RowProjection, batchSize = 5000): Promise<number> {
  return sql.begin(async (tx) => {
    const [{ locked }] = await tx<{ locked: boolean }[]>`
      SELECT pg_try_advisory_xact_lock(${PROJECTOR_LOCK}, hashtext(${p.name})) AS locked`;
    if (!locked) return -1;
    const { tables } = await lockAndResolve(tx, [p.name]);
    const [cp] = await tx<{ last_tx_id: string; last_position: number }[]>`
      SELECT last_tx_id::text AS last_tx_id, last_position FROM projection_checkpoints WHERE name = ${p.name}`;
    const from = cp ? { txId: cp.last_tx_id, position: Number(cp.last_position) } : { txId: "0", position: 0 };
    const { events, next } = await readAfter(tx, from, { types: p.handles, limit: batchSize });
    if (events.length === 0) return 0;
    await applyRowProjection(tx, p, tables.get(p.name) as string, events);
    await tx`
      INSERT INTO projection_checkpoints (name, last_tx_id, last_position, updated_at)
      VALUES (${p.name}, ${next.txId}::xid8, ${next.position}, now())
      ON CONFLICT (name) DO UPDATE SET last_tx_id = EXCLUDED.last_tx_id, last_position = EXCLUDED.last_position, updated_at = now()`;
    return events.length;
  });
}

/** Runs every async projection until it has nothing left to read (used by tests, verify and the seed). */
export async function catchUpAll(sql: Sql): Promise<void> {
  for (const p of asyncProjections) {
    for (let i = 0; i < 100_000; i++) {
      const n = await advanceOnce(sql, p);
      if (n === 0) break;
      if (n < 0) await new Promise((r) => setTimeout(r, 50));
    }
  }
}

/**
 * Polls the async projections in the background of an app process; returns a stop function. Idle,
 * it looks less often (up to every 2 s) and a command of this process wakes it at once (ADR-0142).
 * A failing projection is logged and tried again on the next tick; while the database is out of
 * reach the ticks back off (ADR-0096). The loop never ends the process and never stops by itself.
 */
export function startProjector(sql: Sql, intervalMs = 200): () => Promise<void> {
  const backoff = outageBackoff("projector");
  let stopped = false;
  const stop = startLoop(
    async () => {
      let read = 0;
      for (const p of asyncProjections) {
        try {
          const n = await advanceOnce(sql, p);
          if (n > 0) read += n;
        } catch (err) {
          if (!stopped) backoff.failed(p.name, err);
        }
      }
      return read;
    },
    intervalMs,
    (wait) => backoff.next(wait),
  );
  return async () => {
    stopped = true;
    await stop();
  };
}
