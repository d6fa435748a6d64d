// An erased person's files (ADR-0007, ADR-0022, ADR-0033): a receipt may show personal data, and
// a photo or an identity document is personal data, so erasing the person deletes every receipt
// their expenses' events name — the current ones, the ones an edit replaced, and the thumbnails —
// and every avatar and legal document their own events name. A file store cannot take part in the database transaction, so the
// erasure deletes them only after it has committed (a rolled-back erasure must not lose a file); a
// process that dies in between, or a delete that fails, leaves files that `npm run storage:sweep`
// deletes later, because they are named only by events about an erased person.
import type { Queryable } from "~/db.server";
import type { FileStore } from "./store.server";
import { LEGAL_DOCUMENTS_PREFIX, PROFILE_PICS_PREFIX, RECEIPTS_PREFIX } from "./sweep.server";

/**
 * The receipt keys the events of a person's expenses name (any string under `expenses/` in their
 * data or metadata, like the sweep). The expenses are found through expense_list's person index,
 * so this reads only the person's expense streams.
 */
export async function receiptKeysOfPerson(sql: Queryable, personId: number): Promise<string[]> {
  const rows = await sql<{ key: string }[]>`
    SELECT DISTINCT v #>> '{}' AS key
    FROM events e,
         jsonb_path_query(jsonb_build_array(e.data, e.metadata),
                          'strict $.** ? (@.type() == "string" && @ starts with $prefix)',
                          jsonb_build_object('prefix', ${RECEIPTS_PREFIX}::text)) AS v
    WHERE e.stream_id IN (SELECT 'expense-' || id FROM expense_list WHERE person_id = ${personId})
    ORDER BY 1`;
  return rows.map((r) => r.key);
}

/**
 * The avatar and legal-document keys the person's own events name (current, replaced and removed
 * ones, and thumbnails): any string under `public/profile-pics/` or `legal-documents/` in the data
 * or metadata of the stream `person-<id>`. Keys are outside the encrypted `personal` field, so they
 * are read the same before and after the person's key is deleted.
 */
export async function personFileKeysOf(sql: Queryable, personId: number): Promise<string[]> {
  const rows = await sql<{ key: string }[]>`
    SELECT DISTINCT v #>> '{}' AS key
    FROM events e,
         jsonb_path_query(jsonb_build_array(e.data, e.metadata),
                          'strict $.** ? (@.type() == "string" && (@ starts with $avatars || @ starts with $documents))',
                          jsonb_build_object('avatars', ${PROFILE_PICS_PREFIX}::text, 'documents', ${LEGAL_DOCUMENTS_PREFIX}::text)) AS v
    WHERE e.stream_id = ${`person-${personId}`}
    ORDER BY 1`;
  return rows.map((r) => r.key);
}

/**
 * The signature images of the checklists the person signed (ADR-0134): an image or a drawing of
 * their signature is theirs, and after the erasure no page shows it. The key is outside the
 * encrypted `personal` part (the sweep reads it), so it is found the same after the key is gone.
 */
export async function signatureKeysOf(sql: Queryable, personId: number): Promise<string[]> {
  const rows = await sql<{ key: string }[]>`
    SELECT DISTINCT data->>'imageKey' AS key FROM events
    WHERE event_type = 'ChecklistSigned' AND data->>'signerId' = ${String(personId)} AND data->>'imageKey' IS NOT NULL
    ORDER BY 1`;
  return rows.map((r) => r.key);
}

export interface FileDeletions {
  deleted: string[];
  /** left for the sweep; logged with the key (random ids, no personal data) */
  failed: string[];
}

/** Deletes the files, each on its own, best effort: a failure is logged and the rest go on. */
export async function deleteFiles(
  store: FileStore,
  keys: readonly string[],
  log: (m: string) => void = console.warn,
  why = "of an erased person",
): Promise<FileDeletions> {
  const out: FileDeletions = { deleted: [], failed: [] };
  for (const key of keys) {
    try {
      await store.delete(key);
      out.deleted.push(key);
    } catch (e) {
      out.failed.push(key);
      log(`[storage] could not delete ${key} ${why}; npm run storage:sweep -- --delete will: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  return out;
}
