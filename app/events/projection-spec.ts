// Given/when/then for projections, without a database (Emmett's projection specification over the
// pure part of the engine): given the rows a table holds, when events arrive, then the table holds
// these rows. It runs the same plan and fold the engine runs before writing (planRows, foldRows) and
// the projection's own decoding (defineProjection), so a spec sees exactly what a command or a
// rebuild would write. Test support only: no I/O, no mocks.
//
// Every `thenRows` also applies the same events a second time and expects nothing to change: a
// projection is idempotent (ADR-0001), and a replay must never move a row.
import { expect } from "vitest";
import { deepFreeze } from "~/domain/shared/testing";
import type { DomainEvent } from "~/domain/shared/decider";
import { foldRows, planRows, type Row, type RowProjection } from "./projection.server";
import type { StoredEvent } from "./store.server";

/** A table's rows as a spec writes them: every column but `last_position`. */
export type SpecRow = Record<string, unknown>;

let position = 1_000;

/**
 * Events as stored in one stream (`<type>-<id>`): versions from `fromVersion` on, global positions
 * increasing across calls, recorded at each event's `at` when it has one.
 */
export function inStream(streamId: string, events: readonly DomainEvent[], opts: { fromVersion?: number; actorId?: number | null } = {}): StoredEvent[] {
  const streamType = streamId.slice(0, streamId.lastIndexOf("-"));
  return events.map((e, i) => {
    position += 1;
    const at = (e.data as { at?: unknown } | null)?.at;
    return {
      position,
      transactionId: String(position),
      streamId,
      streamType,
      version: (opts.fromVersion ?? 1) + i,
      eventId: `00000000-0000-7000-8000-${String(position).padStart(12, "0")}`,
      type: e.type,
      schemaVersion: 1,
      // a copy: the engine must never depend on sharing the caller's objects
      data: structuredClone(e.data),
      metadata: { actorId: opts.actorId ?? null, correlationId: "spec", causationId: null, commandId: null },
      recordedAt: new Date(typeof at === "string" ? at : 0),
    };
  });
}

export interface ProjectionThen {
  /** The table holds exactly these rows (in key order, `last_position` aside); then more events may follow. */
  thenRows(expected: SpecRow[]): ProjectionGiven;
  /** Folding the events throws an error whose message matches (an event its schema refuses). */
  thenThrows(message: RegExp): void;
}

export interface ProjectionGiven {
  /** The table's rows, with `last_position`. */
  readonly rows: Row[];
  /** The events, in order of position (streams' events as one list or several). */
  when(...events: (StoredEvent | StoredEvent[])[]): ProjectionThen;
}

const keyOfRow = (p: RowProjection, r: Row) => String(r[p.key]);

/** What the engine would write: its upserts, and its deletes of rows the table has (deleting no row changes nothing). */
function fold(p: RowProjection, table: Map<string, Row>, events: readonly StoredEvent[]): { upserts: Row[]; deletes: string[] } {
  const plan = planRows(p, events);
  if (!plan) return { upserts: [], deletes: [] };
  const { upserts, deletes } = foldRows(p, plan, [...table.values()]);
  return { upserts, deletes: deletes.filter((k) => table.has(k)) };
}

function given(p: RowProjection, rows: Row[]): ProjectionGiven {
  const frozen = deepFreeze(structuredClone(rows));
  return {
    rows: frozen,
    when(...events) {
      const frozenEvents = deepFreeze(events.flat());
      const table = new Map(frozen.map((r) => [keyOfRow(p, r), r]));
      return {
        thenRows(expected) {
          const { upserts, deletes } = fold(p, table, frozenEvents);
          const after = new Map(table);
          for (const k of deletes) after.delete(k);
          for (const r of upserts) after.set(keyOfRow(p, r), r);
          const sorted = [...after.values()].sort((a, b) => keyOfRow(p, a).localeCompare(keyOfRow(p, b), "en", { numeric: true }));
          expect(sorted.map(({ last_position: _position, ...columns }) => columns)).toEqual(expected);
          // idempotent: the same events again change no row
          expect(fold(p, after, frozenEvents), "applying the same events twice changed rows").toEqual({ upserts: [], deletes: [] });
          return given(p, sorted);
        },
        thenThrows(message) {
          expect(() => fold(p, table, frozenEvents)).toThrow(message);
        },
      };
    },
  };
}

/** Starts a projection specification: the projection and the rows its table already holds. */
export function givenProjection(p: RowProjection, rows: Row[] = []): ProjectionGiven {
  return given(p, rows);
}
