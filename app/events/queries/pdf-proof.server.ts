// The event a printed document was built from (issue 37, ADR-0132): one row of the log by its
// position, for the document's footer ("evento n. 1362", its time) and its link to the record's
// history at that event. Read from the log itself, never a projection: it is what an auditor replays.
import type { Queryable } from "~/db.server";
import { idOfStream } from "../store.server";

export interface ProofEvent {
  position: number;
  recordedAt: Date;
  streamType: string;
  recordId: number;
}

/** The event at `position`, or null when there is none (0: a document that shows no record). */
export async function proofEventAt(db: Queryable, position: number): Promise<ProofEvent | null> {
  if (!Number.isSafeInteger(position) || position <= 0) return null;
  const [row] = await db<{ position: string; recorded_at: Date; stream_type: string; stream_id: string }[]>`
    SELECT position::text AS position, recorded_at, stream_type, stream_id FROM events WHERE position = ${position}`;
  if (!row) return null;
  const recordId = idOfStream(row.stream_id);
  return Number.isSafeInteger(recordId) && recordId > 0
    ? { position: Number(row.position), recordedAt: row.recorded_at, streamType: row.stream_type, recordId }
    : null;
}
