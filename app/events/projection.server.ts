// Projections: tables shaped like the screen that reads them, built only from events (ADR-0001).
//
// A row projection declares the events it handles, which row each event touches and how the row
// changes; this engine loads the touched rows, folds the events over them in memory, and writes
// them back with one multi-row upsert. Every row carries the position of the last event applied
// to it, so applying an event twice changes nothing. A few events change every row of a column's
// value rather than one row by key (a person's erasure, ADR-0007): the projection declares them as
// its fan-out, and the engine finds those rows by that column and folds the event over each.
import type postgres from "postgres";
import { pipelined, type Queryable } from "~/db.server";
import { decodeEvent, type AppEventType, type EventOf } from "./catalog.server";
import type { StoredEvent } from "./store.server";

export type Row = Record<string, unknown> & { last_position: number };

/**
 * Events that touch every row whose `column` holds the value `valueOf` names, instead of the one
 * row `keyOf` names: PersonErased blanks the personal text of every row of the person (ADR-0007).
 * Their types are listed in `handles` too (the readers fetch what `handles` lists); `evolve`
 * receives them once per such row. The column should be indexed: the rows are found by it.
 */
/** A fan-out column holds one value, or (`bigint[]`) a list: a row is touched when the list contains it (ADR-0134). */
export type FanOutColumnType = "bigint" | "text" | "bigint[]";

export interface FanOut {
  handles: readonly string[];
  column: string;
  columnType: FanOutColumnType;
  valueOf(event: StoredEvent): string | number | null;
}

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
  /** events that change every row of a column's value (see FanOut) */
  fanOut?: FanOut;
}

/** A fan-out as a projection declares it: its events arrive decoded. */
export interface FanOutDefinition<F extends AppEventType> {
  handles: readonly F[];
  column: string;
  columnType: FanOutColumnType;
  valueOf(event: EventOf<F>): string | number | null;
}

/**
 * A projection as its module writes it: the event types it handles, and `keyOf` and `evolve` over
 * those events decoded (data checked against each type's schema, app/events/catalog.server.ts).
 * `T` are the types `handles` lists (a fan-out's among them), `F` the fan-out's.
 */
export interface ProjectionDefinition<R extends Row, T extends AppEventType, F extends T = never> {
  name: string;
  version: number;
  mode: "inline" | "async";
  handles: readonly T[];
  key: string;
  keyType: "bigint" | "text";
  createdBy?: readonly T[];
  /** never called with a fan-out's events (the engine routes them by `fanOut.valueOf`) */
  keyOf(event: EventOf<Exclude<T, F>>): string | number | null;
  evolve(row: R | null, event: EventOf<T>): Omit<R, "last_position"> | null;
  fanOut?: FanOutDefinition<F>;
}

/**
 * A typed projection for the engine and the registry: every event is decoded through its type's
 * schema before `keyOf`, `evolve` or the fan-out's `valueOf` sees it, so a row that does not match
 * is an error naming its stream, version and type, and the module needs no casts.
 */
export function defineProjection<R extends Row, T extends AppEventType, F extends T = never>(definition: ProjectionDefinition<R, T, F>): RowProjection {
  const { handles, fanOut } = definition;
  const notFanned = handles.filter((t) => !fanOut?.handles.includes(t as F)) as Exclude<T, F>[];
  return {
    name: definition.name,
    version: definition.version,
    mode: definition.mode,
    handles,
    key: definition.key,
    keyType: definition.keyType,
    createdBy: definition.createdBy,
    keyOf: (e) => definition.keyOf(decodeEvent(e, notFanned)),
    // why the row's cast: the engine reads rows back from the projection's own table, whose columns are R's
    evolve: (row, e) => definition.evolve(row as R | null, decodeEvent(e, handles)),
    fanOut: fanOut && {
      handles: fanOut.handles,
      column: fanOut.column,
      columnType: fanOut.columnType,
      valueOf: (e) => fanOut.valueOf(decodeEvent(e, fanOut.handles)),
    },
  };
}

/**
 * A projection over every event of every stream that reads only the envelope (stream, version,
 * type, time, actor), never `data`: nothing to decode, so test and bench streams pass too.
 */
export interface EnvelopeProjectionDefinition<R extends Row> {
  name: string;
  version: number;
  mode: "inline" | "async";
  key: string;
  keyType: "bigint" | "text";
  keyOf(event: Omit<StoredEvent, "data">): string | number | null;
  evolve(row: R | null, event: Omit<StoredEvent, "data">): Omit<R, "last_position"> | null;
}

export function defineEnvelopeProjection<R extends Row>(definition: EnvelopeProjectionDefinition<R>): RowProjection {
  return {
    name: definition.name,
    version: definition.version,
    mode: definition.mode,
    handles: ["*"],
    key: definition.key,
    keyType: definition.keyType,
    keyOf: (e) => definition.keyOf(e),
    // why the row's cast: the engine reads rows back from the projection's own table, whose columns are R's
    evolve: (row, e) => definition.evolve(row as R | null, e),
  };
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

/** One event and the rows it touches: the row of `key`, or every row whose fan-out column equals `by`. */
export type Touch = { key: string; event: StoredEvent } | { by: string; event: StoredEvent };

/** The rows a batch of events touches, and which of them must be read before folding. */
export interface RowPlan {
  relevant: Touch[];
  /** keys of rows to read */
  toLoad: string[];
  /** fan-out column values whose rows to read */
  toLoadBy: string[];
}

/**
 * Which rows the events touch. Needs only what `keyOf` and the fan-out's `valueOf` read (never the
 * position), so the command handler can plan before the events have positions and load rows while
 * appending.
 */
export function planRows(projection: RowProjection, events: readonly StoredEvent[]): RowPlan | null {
  const everything = projection.handles.includes("*");
  const fanOut = projection.fanOut;
  const relevant: Touch[] = [];
  for (const e of events) {
    if (!everything && !projection.handles.includes(e.type)) continue;
    if (fanOut?.handles.includes(e.type)) {
      const v = fanOut.valueOf(e);
      if (v != null) relevant.push({ by: String(v), event: e });
      continue;
    }
    const k = projection.keyOf(e);
    if (k == null) continue;
    relevant.push({ key: String(k), event: e });
  }
  if (relevant.length === 0) return null;
  const created = projection.createdBy ?? [];
  const firstByKey = new Map<string, StoredEvent>();
  const toLoadBy = new Set<string>();
  for (const r of relevant) {
    if ("by" in r) toLoadBy.add(r.by);
    else if (!firstByKey.has(r.key)) firstByKey.set(r.key, r.event);
  }
  const toLoad = [...firstByKey].filter(([, e]) => !created.includes(e.type)).map(([k]) => k);
  return { relevant, toLoad, toLoadBy: [...toLoadBy] };
}

/** Reads the rows a plan must fold over (none when every touched row is created by its first event). */
export async function loadRows(db: Queryable, projection: RowProjection, table: string, plan: RowPlan): Promise<Row[]> {
  const fanOut = projection.fanOut;
  if (plan.toLoadBy.length > 0 && fanOut) {
    const byColumn = fanOut.columnType === "bigint[]" ? `${ident(fanOut.column)} && $2::bigint[]` : `${ident(fanOut.column)} = ANY($2::${fanOut.columnType}[])`;
    return db.unsafe<Row[]>(
      `SELECT * FROM ${ident(table)}
       WHERE ${ident(projection.key)} = ANY($1::${projection.keyType}[]) OR ${byColumn}`,
      [plan.toLoad, plan.toLoadBy],
      { prepare: true },
    );
  }
  if (plan.toLoad.length === 0) return [];
  // why prepare: the table names come from the registry, so there are few distinct statements
  return db.unsafe<Row[]>(`SELECT * FROM ${ident(table)} WHERE ${ident(projection.key)} = ANY($1::${projection.keyType}[])`, [plan.toLoad], {
    prepare: true,
  });
}

/**
 * Folds the plan's events over the loaded rows, in order; an event at or below a row's position is
 * skipped. A fan-out event is folded over every row of its value that exists at that point: the
 * rows read by the column and the rows created earlier in the batch.
 */
export function foldRows(projection: RowProjection, plan: RowPlan, loaded: readonly Row[]): { upserts: Row[]; deletes: string[] } {
  const rows = new Map<string, Row | null>();
  for (const r of loaded) rows.set(String(r[projection.key]), r);
  const dirty = new Set<string>();
  const apply = (key: string, current: Row | null, event: StoredEvent) => {
    if (current && Number(current.last_position) >= event.position) return; // already applied
    const next = projection.evolve(current, event);
    rows.set(key, next ? ({ ...next, last_position: event.position } as Row) : null);
    dirty.add(key);
  };
  for (const touch of plan.relevant) {
    if ("by" in touch) {
      const column = (projection.fanOut as FanOut).column;
      // only existing rows: a fan-out event never creates one (the map's keys do not change while iterating)
      for (const [key, current] of rows) if (current && fanOutMatches(current[column], touch.by)) apply(key, current, touch.event);
    } else {
      apply(touch.key, rows.get(touch.key) ?? null, touch.event);
    }
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

/** A row's fan-out column holds the value, or (a list) contains it. */
function fanOutMatches(v: unknown, by: string): boolean {
  return Array.isArray(v) ? v.some((x) => String(x) === by) : String(v) === by;
}

/**
 * Positions of events whose append is still on its way (ADR-0092): `PENDING_POSITION + version`.
 * Far above any real position (bigint identity, < 2^50 in any plausible life of the store) and
 * increasing with the version, so a fold over them orders and skips exactly as over real ones.
 * `writeRows` with `pendingStream` turns them into the stored positions on the server.
 */
const PENDING_POSITION = 2 ** 50;

/** Gives not-yet-appended events of one stream their pending positions, so they can be folded before the append returns. */
export function markPending(events: readonly StoredEvent[]): void {
  for (const e of events) e.position = PENDING_POSITION + e.version;
}

/**
 * Writes folded rows back: one multi-row upsert guarded by last_position, one delete.
 * With `pendingStream`, the rows were folded over pending positions (see PENDING_POSITION) of
 * events of that stream appended earlier in the same transaction: the upsert reads each row's
 * real position from the events table, so it can be sent in the same flight as the append.
 */
export async function writeRows(
  db: Queryable,
  projection: RowProjection,
  table: string,
  rows: { upserts: Row[]; deletes: string[] },
  pendingStream: string | null = null,
): Promise<void> {
  const t = ident(table);
  const keyCol = ident(projection.key);
  const writes: Promise<unknown>[] = [];
  if (rows.upserts.length > 0) {
    const cols = Object.keys(rows.upserts[0]);
    const colList = cols.map(ident).join(", ");
    const updates = cols.filter((c) => c !== projection.key).map((c) => `${ident(c)} = EXCLUDED.${ident(c)}`);
    const selected = pendingStream
      ? cols
          .map((c) =>
            c === "last_position"
              ? `(SELECT e.position FROM events e WHERE e.stream_id = $2 AND e.version = (r.last_position - ${PENDING_POSITION})::int)`
              : `r.${ident(c)}`,
          )
          .join(", ")
      : colList;
    writes.push(
      db.unsafe(
        `INSERT INTO ${t} (${colList})
         SELECT ${selected} FROM jsonb_populate_recordset(NULL::${t}, $1::text::jsonb) r
         ON CONFLICT (${keyCol}) DO UPDATE SET ${updates.join(", ")}
         WHERE ${t}.last_position < EXCLUDED.last_position`,
        // why text: serialised once here rather than parsed back and serialised again by the driver
        pendingStream ? [JSON.stringify(rows.upserts, jsonReplacer), pendingStream] : [JSON.stringify(rows.upserts, jsonReplacer)],
        { prepare: true },
      ),
    );
  }
  if (rows.deletes.length > 0) {
    writes.push(db.unsafe(`DELETE FROM ${t} WHERE ${keyCol} = ANY($1::${projection.keyType}[])`, [rows.deletes], { prepare: true }));
  }
  await pipelined(writes);
}

/**
 * Folded upserts as a CTE of the append's own statement (ADR-0092, store.server.ts
 * `appendInOneStatement`): the rows were folded over pending positions, which the CTE turns into
 * the positions of the events the statement inserts (the CTE `ins`). Deletes are not expressed:
 * a command whose fold removes a row goes through the transaction.
 */
export function rowsCte(db: Queryable, name: string, projection: RowProjection, table: string, upserts: Row[]): postgres.Fragment {
  const t = ident(table);
  const cols = Object.keys(upserts[0]);
  const colList = cols.map(ident).join(", ");
  const selected = cols.map((c) => (c === "last_position" ? "i.position" : `r.${ident(c)}`)).join(", ");
  const updates = cols.filter((c) => c !== projection.key).map((c) => `${ident(c)} = EXCLUDED.${ident(c)}`);
  return db`${db.unsafe(`${ident(name)} AS (INSERT INTO ${t} (${colList}) SELECT ${selected} FROM jsonb_populate_recordset(NULL::${t}, `)}${JSON.stringify(upserts, jsonReplacer)}${db.unsafe(`::text::jsonb) r, ins i
    WHERE i.version = (r.last_position - ${PENDING_POSITION})::int
    ON CONFLICT (${ident(projection.key)}) DO UPDATE SET ${updates.join(", ")}
    WHERE ${t}.last_position < EXCLUDED.last_position)`)}`;
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
