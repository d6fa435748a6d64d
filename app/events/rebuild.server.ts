// Rebuilding and verifying projections while the app keeps serving (ADR-0001).
//
// Rebuild: a fresh table, replayed from position 0 through the gated reader in keyset batches;
// then, under the projection's exclusive lock (inline writers hold it shared for their whole
// transaction), the last events are applied and the registry and the view switch to the new table.
// Rebuilds change the schema, so with two roles they run as the owner (MIGRATION_DATABASE_URL,
// ADR-0032), and the fresh table and view get the privileges of the ones they replace.
// Verify: in one REPEATABLE READ snapshot, replay into a scratch table and compare with the live one.
import { pipelined, type Sql, type Tx } from "~/db.server";
import { copyGrants } from "~/db-roles.server";
import { applyRowProjection, baseTable, ident, type RowProjection } from "./projection.server";
import { catchUpAll } from "./projector.server";
import { readAfter, START, type Checkpoint } from "./reader.server";
import { allProjections } from "./projections/index.server";
import { defineView, lockExclusive } from "./registry.server";

export interface RebuildResult {
  name: string;
  table: string;
  events: number;
  ms: number;
}

const BATCH = 10_000;

/**
 * Replays from `from` into `table` in keyset batches, reading batch k+1 while batch k is applied
 * (the read is most of the time of a rebuild; bench/RESULTS.md).
 */
async function replayInto(db: Sql | Tx, p: RowProjection, table: string, from: Checkpoint, gated: boolean) {
  let cp = from;
  let count = 0;
  const read = (at: Checkpoint) => readAfter(db, at, { types: p.handles, limit: BATCH, gated });
  let batch = await read(cp);
  for (;;) {
    const { events, next } = batch;
    if (events.length === 0) break;
    const more = events.length === BATCH;
    const [, following] = await pipelined([applyRowProjection(db, p, table, events), more ? read(next) : null]);
    count += events.length;
    cp = next;
    if (!following) break;
    batch = following;
  }
  return { cp, count };
}

/** The fresh table's secondary indexes are built after the replay, in one pass each (faster than row by row). */
async function withoutSecondaryIndexes(sql: Sql, table: string): Promise<string[]> {
  const rows = await sql<{ name: string; def: string }[]>`
    SELECT c.relname AS name, pg_get_indexdef(i.indexrelid) AS def
    FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
    WHERE i.indrelid = ${table}::regclass AND NOT i.indisprimary AND NOT i.indisunique`;
  for (const r of rows) await sql.unsafe(`DROP INDEX ${ident(r.name)}`);
  return rows.map((r) => r.def);
}

export async function rebuildProjection(sql: Sql, p: RowProjection, log: (m: string) => void = () => {}): Promise<RebuildResult> {
  const started = performance.now();
  const [reg] = await sql<{ active_table: string; version: number; generation: number }[]>`
    SELECT active_table, version, generation FROM projection_registry WHERE name = ${p.name}`;
  const generation = (reg?.generation ?? 0) + 1;
  const template = reg && reg.version === p.version ? reg.active_table : baseTable(p);
  const fresh = `${baseTable(p)}_g${generation}`;
  await sql.unsafe(`DROP TABLE IF EXISTS ${ident(fresh)}`);
  await sql.unsafe(`CREATE TABLE ${ident(fresh)} (LIKE ${ident(template)} INCLUDING ALL)`);
  // the app's role writes the fresh table as it wrote the old one (ADR-0032)
  await copyGrants(sql, template, fresh);
  const deferredIndexes = await withoutSecondaryIndexes(sql, fresh);
  log(`${p.name}: replaying into ${fresh}`);

  // catch up without blocking anyone
  let { cp, count } = await replayInto(sql, p, fresh, START, true);
  for (const def of deferredIndexes) await sql.unsafe(def);
  for (let i = 0; i < 5; i++) {
    const more = await replayInto(sql, p, fresh, cp, true);
    cp = more.cp;
    count += more.count;
    if (more.count === 0) break;
  }

  // switch: inline writers are held back only for the last few events
  const retired = await sql.begin(async (tx) => {
    await lockExclusive(tx, p.name);
    const last = await replayInto(tx, p, fresh, cp, p.mode === "async");
    count += last.count;
    const [old] = await tx<{ active_table: string }[]>`SELECT active_table FROM projection_registry WHERE name = ${p.name} FOR UPDATE`;
    await tx`
      INSERT INTO projection_registry (name, version, active_table, generation, switched_at)
      VALUES (${p.name}, ${p.version}, ${fresh}, ${generation}, now())
      ON CONFLICT (name) DO UPDATE SET version = EXCLUDED.version, active_table = EXCLUDED.active_table,
        generation = EXCLUDED.generation, switched_at = now()`;
    await tx`
      INSERT INTO projection_checkpoints (name, last_tx_id, last_position, updated_at)
      VALUES (${p.name}, ${last.cp.txId}::xid8, ${last.cp.position}, now())
      ON CONFLICT (name) DO UPDATE SET last_tx_id = EXCLUDED.last_tx_id, last_position = EXCLUDED.last_position, updated_at = now()`;
    await defineView(tx, p.name, fresh);
    return old && old.active_table !== fresh ? old.active_table : null;
  });
  // why after the switch's commit, not in it: a one-statement command (ADR-0092) holds its tables
  // before it asks for the projection's lock, so emptying the old table while holding the lock
  // could deadlock with it; once the switch is committed such a command finds its table moved and
  // tries again, and the old table is emptied when it lets go
  if (retired) {
    // the migration-owned base table stays as the template of later rebuilds; generations go
    if (retired === baseTable(p)) await sql.unsafe(`TRUNCATE ${ident(retired)}`);
    else await sql.unsafe(`DROP TABLE IF EXISTS ${ident(retired)}`);
  }
  const ms = Math.round(performance.now() - started);
  log(`${p.name}: ${count} events in ${ms} ms, now reading ${fresh}`);
  return { name: p.name, table: fresh, events: count, ms };
}

export async function rebuildAll(sql: Sql, names: string[] = [], log?: (m: string) => void): Promise<RebuildResult[]> {
  const chosen = selectProjections(names);
  const out: RebuildResult[] = [];
  for (const p of chosen) out.push(await rebuildProjection(sql, p, log));
  return out;
}

function selectProjections(names: string[]): RowProjection[] {
  if (names.length === 0) return allProjections;
  return names.map((n) => {
    const p = allProjections.find((x) => x.name === n);
    if (!p) throw new Error(`unknown projection ${n}; known: ${allProjections.map((x) => x.name).join(", ")}`);
    return p;
  });
}

export interface VerifyResult {
  name: string;
  table: string;
  rows: number;
  differences: number;
  sample: unknown[];
}

/** Replays each projection into a scratch table and compares it with the live one, row by row. */
export async function verifyProjections(sql: Sql, names: string[] = []): Promise<VerifyResult[]> {
  await catchUpAll(sql);
  const results: VerifyResult[] = [];
  for (const p of selectProjections(names)) {
    const res = await sql.begin("ISOLATION LEVEL REPEATABLE READ", async (tx) => {
      const [reg] = await tx<{ active_table: string }[]>`SELECT active_table FROM projection_registry WHERE name = ${p.name}`;
      const live = reg.active_table;
      const scratch = `verify_${p.name}`;
      await tx.unsafe(`CREATE TEMP TABLE ${ident(scratch)} (LIKE ${ident(live)} INCLUDING ALL) ON COMMIT DROP`);
      if (p.mode === "async") {
        // compare up to where the live projection has read
        const [cp] = await tx<{ last_tx_id: string; last_position: number }[]>`
          SELECT last_tx_id::text AS last_tx_id, last_position FROM projection_checkpoints WHERE name = ${p.name}`;
        let from = START;
        for (;;) {
          const { events, next } = await readAfter(tx, from, { types: p.handles, limit: BATCH, gated: false });
          const upTo = events.filter((e) => compareCp({ txId: e.transactionId, position: e.position }, { txId: cp.last_tx_id, position: Number(cp.last_position) }) <= 0);
          await applyRowProjection(tx, p, scratch, upTo);
          if (events.length < BATCH || upTo.length < events.length) break;
          from = next;
        }
      } else {
        await replayInto(tx, p, scratch, START, false);
      }
      const diff = await tx.unsafe<Record<string, unknown>[]>(
        `(SELECT 'live' AS side, l.* FROM (SELECT * FROM ${ident(live)} EXCEPT ALL SELECT * FROM ${ident(scratch)}) l)
         UNION ALL
         (SELECT 'replayed' AS side, r.* FROM (SELECT * FROM ${ident(scratch)} EXCEPT ALL SELECT * FROM ${ident(live)}) r)`,
      );
      const [{ n }] = await tx.unsafe<{ n: number }[]>(`SELECT count(*)::int AS n FROM ${ident(live)}`);
      return { name: p.name, table: live, rows: n, differences: diff.length, sample: diff.slice(0, 5) };
    });
    results.push(res);
  }
  return results;
}

function compareCp(a: Checkpoint, b: Checkpoint): number {
  const ax = BigInt(a.txId);
  const bx = BigInt(b.txId);
  if (ax !== bx) return ax < bx ? -1 : 1;
  return a.position - b.position;
}
