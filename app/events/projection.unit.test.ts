// The projection engine's plan and fold, without a database: a fan-out event (PersonErased)
// touches every row of its person that exists at that point of the batch — read by the column or
// created earlier in the batch — in the order of the events, and applying it twice changes nothing.
import { describe, expect, it } from "vitest";
import { foldRows, planRows, type Row, type RowProjection } from "./projection.server";
import { byErasedPerson, isPersonErased } from "./projections/person-erasure.server";
import type { StoredEvent } from "./store.server";

interface NoteRow extends Row {
  id: number;
  person_id: number | string;
  text: string;
  status: string;
}

/** A toy projection: one row per note, its text blanked when its person is erased. */
const notes: RowProjection<NoteRow> = {
  name: "note_list",
  version: 1,
  mode: "inline",
  handles: ["NoteWritten", "NoteClosed", ...byErasedPerson.handles],
  key: "id",
  keyType: "bigint",
  createdBy: ["NoteWritten"],
  keyOf: (e) => (e.data as { noteId: number }).noteId,
  fanOut: byErasedPerson,
  evolve(row, e) {
    if (isPersonErased(e)) return row ? { ...row, text: "" } : null;
    const d = e.data as { noteId: number; personId: number; text?: string };
    if (e.type === "NoteWritten") return { id: d.noteId, person_id: d.personId, text: d.text ?? "", status: "OPEN" };
    return row ? { ...row, status: "CLOSED" } : null;
  },
};
const asRows = notes as unknown as RowProjection;

let position = 100;
function event(type: string, data: Record<string, unknown>): StoredEvent {
  position += 1;
  return { position, transactionId: "1", streamId: "x-1", streamType: "x", version: 1, eventId: `e${position}`, type, schemaVersion: 1, data, metadata: { actorId: null, correlationId: "c", causationId: null, commandId: null }, recordedAt: new Date(0) };
}
const written = (noteId: number, personId: number, text: string) => event("NoteWritten", { noteId, personId, text });
const closed = (noteId: number, personId: number) => event("NoteClosed", { noteId, personId });
const erased = (personId: number) => event("PersonErased", { personId, at: "2026-03-20T09:00:00.000Z", by: 1 });

describe("a fan-out event", () => {
  it("is planned by its value, so the person's rows are read by the column", () => {
    const plan = planRows(asRows, [written(1, 7, "a"), erased(7), closed(2, 7), erased(8)]);
    expect(plan?.toLoad).toEqual(["2"]);
    expect(plan?.toLoadBy).toEqual(["7", "8"]);
    expect(plan?.relevant.map((t) => ("by" in t ? `by ${t.by}` : `key ${t.key}`))).toEqual(["key 1", "by 7", "key 2", "by 8"]);
  });

  it("blanks every row of the person that exists at that point, loaded or created in the batch, and no other", () => {
    // loaded rows come back from PostgreSQL with bigint columns as strings
    const loaded: NoteRow[] = [
      { id: 2, person_id: "7", text: "old of 7", status: "OPEN", last_position: 10 },
      { id: 3, person_id: "9", text: "old of 9", status: "OPEN", last_position: 11 },
    ];
    const w = written(1, 7, "new of 7");
    const e = erased(7);
    const later = written(4, 7, "after the erasure");
    const plan = planRows(asRows, [w, e, later])!;
    const { upserts, deletes } = foldRows(asRows, plan, loaded);
    expect(deletes).toEqual([]);
    const byId = Object.fromEntries(upserts.map((r) => [String(r.id), r]));
    expect(Object.keys(byId).sort()).toEqual(["1", "2", "4"]);
    expect(byId["1"]).toMatchObject({ text: "", last_position: e.position });
    expect(byId["2"]).toMatchObject({ text: "", status: "OPEN", last_position: e.position });
    // a row the erasure could not have seen keeps what its own event says
    expect(byId["4"]).toMatchObject({ text: "after the erasure", last_position: later.position });
  });

  it("changes nothing when applied a second time, nor over a row a later event already moved on", () => {
    const e = erased(7);
    const after = closed(2, 7);
    const rows: NoteRow[] = [
      { id: 1, person_id: 7, text: "", status: "OPEN", last_position: e.position },
      { id: 2, person_id: 7, text: "", status: "CLOSED", last_position: after.position },
    ];
    const again = foldRows(asRows, planRows(asRows, [e])!, rows);
    expect(again).toEqual({ upserts: [], deletes: [] });
  });

  it("never creates a row", () => {
    const { upserts, deletes } = foldRows(asRows, planRows(asRows, [erased(5)])!, []);
    expect({ upserts, deletes }).toEqual({ upserts: [], deletes: [] });
  });
});
