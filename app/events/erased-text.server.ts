// Plain free text of erased people in events written before ADR-0134. The store is append-only, so
// a journal post, comment or checklist answer recorded with its text in plain keeps it in the row;
// the reader replaces it: an event whose writer's person stream records PersonErased is upcast with
// `textErased`, and every page, export, audit view and rebuilt projection reads "[removed]".
import type { Queryable } from "~/db.server";
import { PLAIN_TEXT_EVENTS } from "./upcasters";

interface PlainRow {
  stream_id: string;
  event_type: string;
  schema_version: number;
  pii_subject: string | null;
  data: Record<string, unknown>;
}

const personOf = (id: unknown): string | null => (typeof id === "number" || (typeof id === "string" && id !== "") ? `person-${id}` : null);

/** The rows (of those given) carrying plain free text of a person who has been erased. */
export async function rowsWithErasedText<R extends PlainRow>(db: Queryable, rows: readonly R[]): Promise<Set<R>> {
  const plain = rows.filter((r) => {
    const p = PLAIN_TEXT_EVENTS[r.event_type];
    // an event whose text fields are all empty (a signature without a comment) has nothing to remove
    return p !== undefined && r.schema_version < p.before && r.pii_subject === null && (!p.text || p.text.some((f) => r.data?.[f] != null && r.data[f] !== ""));
  });
  if (plain.length === 0) return new Set();
  // a revision before version 3 does not name the post's author: its stream's first event does
  const posts = [...new Set(plain.filter((r) => PLAIN_TEXT_EVENTS[r.event_type].writer === "post").map((r) => r.stream_id))];
  const authors = new Map<string, string | null>();
  if (posts.length > 0) {
    const found = await db<{ stream_id: string; author: string | null }[]>`
      SELECT stream_id, data->>'authorId' AS author FROM events
      WHERE stream_id = ANY(${posts}) AND event_type = 'JournalEntryWritten'`;
    for (const f of found) authors.set(f.stream_id, personOf(f.author));
  }
  const writerOf = new Map<R, string>();
  for (const r of plain) {
    const how = PLAIN_TEXT_EVENTS[r.event_type].writer;
    const w = how === "post" ? (authors.get(r.stream_id) ?? null) : personOf(r.data?.[how]);
    if (w) writerOf.set(r, w);
  }
  if (writerOf.size === 0) return new Set();
  const erased = new Set(
    (
      await db<{ stream_id: string }[]>`
        SELECT DISTINCT stream_id FROM events WHERE stream_id = ANY(${[...new Set(writerOf.values())]}) AND event_type = 'PersonErased'`
    ).map((e) => e.stream_id),
  );
  return new Set([...writerOf].filter(([, w]) => erased.has(w)).map(([r]) => r));
}
