// The right of access (issue 39; revDSG art. 25, GDPR art. 15): everything Cantiere stores about one
// person, as one JSON document HR downloads from the person's page. Their events decoded (their own
// stream, the events that carry their personal data, name them or that they wrote), the names of
// their files, and the rows of every projection and table that holds them. Another person's
// personal data that an event carries is left out (it is not this person's to read).
import type { Queryable } from "~/db.server";
import { decodeRows, EVENT_COLUMNS, type EventRow } from "~/events/store.server";

/** The columns by which a projection row or a table row belongs to a person. */
const OWNER_COLUMNS = ["person_id", "author_id", "actor_id", "created_by", "added_by"] as const;
/** Ordinary tables that hold a person's data beside the projections (credentials and sessions are secrets, left out). */
const TABLES = ["sign_in_attempts", "notification", "notification_outbox"] as const;

export interface PersonExport {
  personId: number;
  exportedAt: string;
  events: { position: number; streamId: string; version: number; type: string; recordedAt: string; data: unknown; metadata: unknown; erased: boolean }[];
  files: { kind: string; name: string; key: string | null; at: string | null }[];
  rows: Record<string, Record<string, unknown>[]>;
}

/** Everything stored about the person (the caller checked HR's right and the person's company). */
export async function personExportOf(db: Queryable, personId: number, now: string): Promise<PersonExport> {
  const subject = `person-${personId}`;
  const id = String(personId);
  const raw = await db<EventRow[]>`
    SELECT ${db.unsafe(EVENT_COLUMNS)} FROM events
    WHERE stream_id = ${subject} OR pii_subject = ${subject}
       OR data->>'personId' = ${id} OR data->>'authorId' = ${id} OR data->>'by' = ${id}
    ORDER BY position`;
  // another subject's personal part is not decrypted: the row is read as if it carried none
  const own = raw.map((r) => (r.pii_subject && r.pii_subject !== subject ? { ...r, pii_subject: null, data: { ...r.data, personal: null } } : r));
  const events = (await decodeRows(db, own)).map((e) => ({
    position: e.position,
    streamId: e.streamId,
    version: e.version,
    type: e.type,
    recordedAt: e.recordedAt.toISOString(),
    data: e.data,
    metadata: e.metadata,
    erased: e.erased ?? false,
  }));

  const views = await db<{ table_name: string; column_name: string }[]>`
    SELECT c.table_name, c.column_name FROM information_schema.columns c JOIN information_schema.views v ON v.table_name = c.table_name AND v.table_schema = c.table_schema
    WHERE c.table_schema = current_schema() AND c.column_name = ANY(${[...OWNER_COLUMNS]}::text[])
    ORDER BY c.table_name, c.column_name`;
  const rows: Record<string, Record<string, unknown>[]> = {};
  const [person] = await db`SELECT * FROM person_list WHERE id = ${personId}`;
  if (person) rows.person_list = [person];
  for (const v of views) {
    const found = await db<Record<string, unknown>[]>`SELECT * FROM ${db(v.table_name)} WHERE ${db(v.column_name)} = ${personId}`;
    if (found.length) rows[v.table_name] = [...(rows[v.table_name] ?? []), ...found];
  }
  for (const t of TABLES) {
    const found = await db<Record<string, unknown>[]>`SELECT * FROM ${db(t)} WHERE person_id = ${personId} ORDER BY 1`;
    if (found.length) rows[t] = found;
  }

  const files = [
    ...(await db<{ name: string; key: string; at: Date }[]>`SELECT name, store_key AS key, created_at AS at FROM site_file WHERE created_by = ${personId} AND NOT is_folder ORDER BY created_at`).map((f) => ({
      kind: "site-file",
      name: f.name,
      key: f.key,
      at: f.at.toISOString(),
    })),
    ...(await db<{ name: string; key: string; at: Date }[]>`SELECT title AS name, file_key AS key, added_at AS at FROM legal_document_list WHERE person_id = ${personId} ORDER BY added_at`).map((f) => ({
      kind: "legal-document",
      name: f.name,
      key: f.key,
      at: f.at?.toISOString() ?? null,
    })),
  ];
  return { personId, exportedAt: now, events, files, rows };
}
