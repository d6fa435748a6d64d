// Projections: tables shaped like the screen that reads them, built only from events (ADR-0001).
//
// A row projection declares the events it handles, which row each event touches and how the row
// changes; this engine loads the touched rows, folds the events over them in memory, and writes
// them back with one multi-row upsert. Every row carries the position of the last event applied
// to it, so applying an event twice changes nothing.
import { pipelined, type Queryable } from "~/db.server";
import type { StoredEvent } from "./store.server";

export type Row = Record<string, unknown> & { last_position: number };

export interface RowProjection<R extends Row = Row> {
  /** logical name; queries read the view of this name */
  name: string;
  /** bump to rebuild into a new table (`<name>_v<version>`, created by a migration) */
  version: number;
  /** inline: same transaction as the append; async: the checkpointed reader */
  mode: "inline" | "async";
  /** event types, or ["*"] for every event */
  handles: readonly string[];
  /** primary key column and its SQL type */
  key: string;
  keyType: "bigint" | "text";
  /** event types that start a row: no need to look for an existing one */
  createdBy?: readonly string[];
  /** the row an event touches, or null when it touches none; never reads the position (planned before the append) */
  keyOf(event: StoredEvent): string | number | null;
  /** the row after the event; null removes it (prefer a status column: a removed row cannot refuse an old event) */
  evolve(row: R | null, event: StoredEvent): Omit<R, "last_position"> | null;
}

export function baseTable(p: Pick<RowProjection, "name" | "version">): string {
  return `${p.name}_v${p.version}`;
}

const IDENT = /^[a-z_][a-z0-9_]*$/;
export function ident(name: string): string {
  if (!IDENT.test(name)) throw new Error(`not a safe identifier: ${name}`);
  return `"${name}"`;
}

function jsonReplacer(_k: string, v: unknown) {
  return typeof v === "bigint" ? v.toString() : v;
}

/** The rows a batch of events touches, and which of them must be read before folding. */
export interface RowPlan {
  relevant: { key: string; event: StoredEvent }[];
  toLoad: string[];
}

/**
 * Which rows the events touch. Needs only what `keyOf` reads (never the position), so the
 * command handler can plan before the events have positions and load rows while appending.
 */
export function planRows(projection: RowProjection, events: readonly StoredEvent[]): RowPlan | null {
  const everything = projection.handles.includes("*");
  const relevant: { key: string; event: StoredEvent }[] = [];
  for (const e of events) {
    if (!everything && !projection.handles.includes(e.type)) continue;
    const k = projection.keyOf(e);
    if (k == null) continue;
    relevant.push({ key: String(k), event: e });
  }
  if (relevant.length === 0) return null;
  const created = projection.createdBy ?? [];
  const firstByKey = new Map<string, StoredEvent>();
  for (const r of relevant) if (!firstByKey.has(r.key)) firstByKey.set(r.key, r.event);
  const toLoad = [...firstByKey].filter(([, e]) => !created.includes(e.type)).map(([k]) => k);
  return { relevant, toLoad };
}

/** Reads the rows a plan must fold over (none when every touched row is created by its first event). */
export async function loadRows(db: Queryable, projection: RowProjection, table: string, plan: RowPlan): Promise<Row[]> {
  if (plan.toLoad.length === 0) return [];
  // why prepare: the table names come from the registry, so there are few distinct statements
  return db.unsafe<Row[]>(`SELECT * FROM ${ident(table)} WHERE ${ident(projection.key)} = ANY($1::${projection.keyType}[])`, [plan.toLoad], {
    prepare: true,
  });
}

/** Folds the plan's events over the loaded rows; an event at or below a row's position is skipped. */
export function foldRows(projection: RowProjection, plan: RowPlan, loaded: readonly Row[]): { upserts: Row[]; deletes: string[] } {
  const rows = new Map<string, Row | null>();
  for (const r of loaded) rows.set(String(r[projection.key]), r);
  const dirty = new Set<string>();
  for (const { key, event } of plan.relevant) {
    const current = rows.get(key) ?? null;
    if (current && Number(current.last_position) >= event.position) continue; // already applied
    const next = projection.evolve(current, event);
    rows.set(key, next ? ({ ...next, last_position: event.position } as Row) : null);
    dirty.add(key);
  }
  const upserts: Row[] = [];
  const deletes: string[] = [];
  for (const k of dirty) {
    const r = rows.get(k);
    if (r) upserts.push(r);
    else deletes.push(k);
  }
  return { upserts, deletes };
}

/** Writes folded rows back: one multi-row upsert guarded by last_position, one delete. */
export async function writeRows(db: Queryable, projection: RowProjection, table: string, rows: { upserts: Row[]; deletes: string[] }): Promise<void> {
  const t = ident(table);
  const keyCol = ident(projection.key);
  const writes: Promise<unknown>[] = [];
  if (rows.upserts.length > 0) {
    const cols = Object.keys(rows.upserts[0]);
    const colList = cols.map(ident).join(", ");
    const updates = cols.filter((c) => c !== projection.key).map((c) => `${ident(c)} = EXCLUDED.${ident(c)}`);
    writes.push(
      db.unsafe(
        `INSERT INTO ${t} (${colList})
         SELECT ${colList} FROM jsonb_populate_recordset(NULL::${t}, $1::text::jsonb)
         ON CONFLICT (${keyCol}) DO UPDATE SET ${updates.join(", ")}
         WHERE ${t}.last_position < EXCLUDED.last_position`,
        // why text: serialised once here rather than parsed back and serialised again by the driver
        [JSON.stringify(rows.upserts, jsonReplacer)],
        { prepare: true },
      ),
    );
  }
  if (rows.deletes.length > 0) {
    writes.push(db.unsafe(`DELETE FROM ${t} WHERE ${keyCol} = ANY($1::${projection.keyType}[])`, [rows.deletes], { prepare: true }));
  }
  await pipelined(writes);
}

/** Applies events to a projection's table; idempotent and safe to call with unrelated events. */
export async function applyRowProjection(
  db: Queryable,
  projection: RowProjection,
  table: string,
  events: readonly StoredEvent[],
): Promise<number> {
  const plan = planRows(projection, events);
  if (!plan) return 0;
  const folded = foldRows(projection, plan, await loadRows(db, projection, table, plan));
  const n = folded.upserts.length + folded.deletes.length;
  if (n > 0) await writeRows(db, projection, table, folded);
  return n;
}
