// The projection registry: which physical table each projection lives in now. Inline writers take
// a shared advisory lock per projection and then read the registry; a rebuild takes the exclusive
// lock to switch, so no write can land in a table that is being switched away (ADR-0001).
// Readers go through a view named after the projection, redefined at the switch.
import type { Queryable, Sql, Tx } from "~/db.server";
import { grantsOf } from "~/db-roles.server";
import { baseTable, ident, type RowProjection } from "./projection.server";
import { allProjections } from "./projections/index.server";

const LOCK_NAMESPACE = 7204;


/**
 * Shared locks on the given projections (exclusive ones on those named in `exclusive`), then their
 * active tables, and a new id from `sequence` when one is asked for: one statement (migrations 0006
 * and 0033). The locks are taken in the order of `names`, the same for every command.
 */
export async function lockAndResolve(
  tx: Tx,
  names: string[],
  sequence: string | null = null,
  exclusive: readonly string[] = [],
): Promise<{ tables: Map<string, string>; newId: number | null }> {
  const [row] =
    exclusive.length === 0
      ? await tx<{ tables: Record<string, string>; new_id: number | null }[]>`
          SELECT tables, new_id FROM command_begin(${names}::text[], ${sequence}::text)`
      : await tx<{ tables: Record<string, string>; new_id: number | null }[]>`
          SELECT tables, new_id FROM command_begin(${names}::text[], ${sequence}::text, ${[...exclusive]}::text[])`;
  const tables = new Map(Object.entries(row.tables));
  for (const n of names) if (!tables.has(n)) throw new Error(`projection ${n} is not registered; run the migrations`);
  return { tables, newId: row.new_id == null ? null : Number(row.new_id) };
}

/**
 * The given projections' current tables and a new id from `sequence`, without locks or a
 * transaction: the first round trip of a one-statement command, whose write checks the tables
 * again under the locks (`command_lock`, migration 0062, ADR-0092).
 */
export async function prepareTables(db: Queryable, names: string[], sequence: string): Promise<{ tables: Map<string, string>; newId: number }> {
  // why not a function: a prepared statement keeps its plan, an SQL function's body is planned on every call
  const [row] = await db<{ tables: Record<string, string>; new_id: number }[]>`
    SELECT coalesce((SELECT jsonb_object_agg(r.name, r.active_table) FROM projection_registry r WHERE r.name = ANY(${names}::text[])), '{}'::jsonb) AS tables,
           nextval(${sequence}::text::regclass) AS new_id`;
  const tables = new Map(Object.entries(row.tables));
  for (const n of names) if (!tables.has(n)) throw new Error(`projection ${n} is not registered; run the migrations`);
  return { tables, newId: Number(row.new_id) };
}

export async function lockExclusive(tx: Tx, name: string): Promise<void> {
  await tx`SELECT pg_advisory_xact_lock(${LOCK_NAMESPACE}, hashtext(${name}))`;
}

export async function activeTable(db: Queryable, name: string): Promise<string> {
  const [row] = await db<{ active_table: string }[]>`SELECT active_table FROM projection_registry WHERE name = ${name}`;
  if (!row) throw new Error(`projection ${name} is not registered`);
  return row.active_table;
}

/** (Re)defines the view `name` over `table`, keeping the privileges the old view had (ADR-0032). */
export async function defineView(db: Queryable, name: string, table: string): Promise<void> {
  const grants = await grantsOf(db, name);
  await db.unsafe(`DROP VIEW IF EXISTS ${ident(name)}`);
  await db.unsafe(`CREATE VIEW ${ident(name)} AS SELECT * FROM ${ident(table)}`);
  for (const statement of grants(ident(name))) await db.unsafe(statement);
}

/**
 * Registers every projection the code knows; a projection whose version changed is rebuilt from
 * position 0 into its new table before it is used. Returns the names that needed a rebuild.
 */
export async function ensureRegistry(sql: Sql, rebuild: (p: RowProjection) => Promise<unknown>): Promise<string[]> {
  const rows = await sql<{ name: string; version: number }[]>`SELECT name, version FROM projection_registry`;
  const known = new Map(rows.map((r) => [r.name, r.version]));
  const stale: RowProjection[] = [];
  for (const p of allProjections) {
    const v = known.get(p.name);
    if (v === undefined) {
      const [{ n }] = await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM events WHERE event_type = ANY(${[...p.handles]})`;
      await sql.begin(async (tx) => {
        await lockExclusive(tx, p.name);
        await tx`INSERT INTO projection_registry (name, version, active_table) VALUES (${p.name}, ${p.version}, ${baseTable(p)})
                 ON CONFLICT (name) DO NOTHING`;
        await tx`INSERT INTO projection_checkpoints (name) VALUES (${p.name}) ON CONFLICT (name) DO NOTHING`;
        await defineView(tx, p.name, baseTable(p));
      });
      if (n > 0) stale.push(p); // a projection added after events exist starts by catching up
    } else if (v !== p.version) {
      stale.push(p);
    }
  }
  for (const p of stale) await rebuild(p);
  return stale.map((p) => p.name);
}
