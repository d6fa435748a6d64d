// The audit's export (ADR-0087): the filtered event log, oldest first, as CSV or JSON Lines,
// streamed. Rows come a batch at a time (keyset pages in position order) and each batch is written
// out before the next is read, so memory stays flat whatever the log's size and the first bytes
// leave at once. PostgreSQL formats what it formats fastest (the instants, the JSON as text); Node only
// joins strings, and parses an event's data only to decrypt its personal data (ADR-0007: an erased
// person's stays out, as `null`). Each line carries the event's hash (ADR-0086), so an export can
// be checked against the chain later.
import type { Queryable } from "~/db.server";
import { TIME_ZONE } from "~/domain/shared/format";
import { rowsWithErasedText } from "../erased-text.server";
import { decrypt, isEncrypted, keysFor } from "../pii.server";
import { PLAIN_TEXT_EVENTS, upcast } from "../upcasters";
import { auditWhere, type AuditFilter } from "./audit.server";

export type AuditExportFormat = "csv" | "jsonl";

/** Positions of the log read per statement (a batch holds at most this many events). */
export const EXPORT_BATCH = 5_000;
/** Batches read ahead, each on its own connection, while the one before is sent. */
const EXPORT_AHEAD = 3;

/** The CSV's columns, in order: the header row is these, translated by the caller. */
export const EXPORT_COLUMNS = [
  "position",
  "recorded_at",
  "recorded_at_local",
  "record_type",
  "record_id",
  "version",
  "event",
  "schema_version",
  "actor",
  "command",
  "event_id",
  "hash",
  "data",
  "metadata",
] as const;

const BOM = "\uFEFF";

/** A header field: quoted when it must be (RFC 4180). */
const headerField = (s: string) => (/[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
/** A text field, always quoted (as the SQL below quotes it); no field can start a spreadsheet formula: the JSON ones start with "{", the others are names and numbers. */
const q = (s: string) => `"${s.replace(/"/g, '""')}"`;

/** An event as one JSON object: the JSON Lines line, and what a line with personal data is rebuilt from. */
interface ExportObject {
  position: number;
  recordedAt: string;
  recordedAtLocal: string;
  streamType: string;
  streamId: string;
  recordId: number | string;
  version: number;
  type: string;
  schemaVersion: number;
  actorId: number | null;
  commandType: string | null;
  eventId: string;
  hash: string;
  data: Record<string, unknown>;
  metadata: Record<string, unknown>;
}

function csvLineOf(o: ExportObject): string {
  return [
    String(o.position), o.recordedAt, o.recordedAtLocal, q(o.streamType), q(String(o.recordId)), String(o.version), q(o.type), String(o.schemaVersion),
    q(o.actorId === null ? "" : String(o.actorId)), q(o.commandType ?? ""), o.eventId, o.hash, q(JSON.stringify(o.data)), q(JSON.stringify(o.metadata)),
  ].join(",");
}

/**
 * The export as a byte stream: the header (CSV) at once, then the events matching the filter,
 * oldest first. Reading stops, and the cursor is closed, when the consumer cancels (a download
 * abandoned half-way). `header` holds the CSV's column titles (EXPORT_COLUMNS, translated).
 */
export function auditExportStream(db: Queryable, filter: AuditFilter, format: AuditExportFormat, header: readonly string[] = EXPORT_COLUMNS): ReadableStream<Uint8Array> {
  const utc = db`to_char(recorded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  const local = db`to_char(recorded_at AT TIME ZONE ${TIME_ZONE}, 'DD.MM.YYYY HH24:MI:SS')`;
  // the record's id: what follows the stream id's last "-" (split_part: no regular expression per row)
  const recordId = db`split_part(stream_id, '-', -1)`;
  // the whole event as JSON (json keeps the keys in this order); a line of its own in JSON Lines
  const object = db`json_build_object(
    'position', position, 'recordedAt', ${utc}, 'recordedAtLocal', ${local}, 'streamType', stream_type, 'streamId', stream_id,
    'recordId', CASE WHEN ${recordId} ~ '^[0-9]{1,15}$' THEN to_json(${recordId}::bigint) ELSE to_json(${recordId}) END,
    'version', version, 'type', event_type, 'schemaVersion', schema_version,
    'actorId', CASE WHEN metadata->>'actorId' ~ '^[0-9]{1,15}$' THEN (metadata->>'actorId')::bigint END,
    'commandType', metadata->>'commandType', 'eventId', event_id, 'hash', encode(hash, 'hex'), 'data', data, 'metadata', metadata)::text`;
  // the same object as one line, joined as text: no json value built and printed per row (the
  // export's largest cost); strings escaped by to_json, data and metadata printed as stored
  type Fragment = ReturnType<typeof db>;
  // names (record types, stream ids, event and command types) need no escaping: they are quoted as
  // they are when all four together hold only letters, digits and - _ . : — one regular expression
  // per row (they cost the export more than anything but the JSON's printing); a row with any other
  // character takes to_json for each
  const plain = db`(stream_type || stream_id || event_type || coalesce(metadata->>'commandType', '')) ~ '^[-A-Za-z0-9_.:]*$'`;
  const str = (x: Fragment | ReturnType<typeof db.unsafe>) => db`CASE WHEN (${x}) IS NULL THEN 'null' ELSE to_json(${x})::text END`;
  const name = (x: Fragment | ReturnType<typeof db.unsafe>) => db`'"' || (${x}) || '"'`;
  // a record id of digits is a number (at most 15 of them); ltrim by the digits needs no regular expression
  const numericId = db`(${recordId} <> '' AND length(${recordId}) <= 15 AND ltrim(${recordId}, '0123456789') = '')`;
  const commandType = db`metadata->>'commandType'`;
  const line = db`concat('{"position":', position, ',"recordedAt":"', ${utc}, '","recordedAtLocal":"', ${local},
    CASE WHEN ${plain} THEN concat('","streamType":', ${name(db`stream_type`)}, ',"streamId":', ${name(db`stream_id`)},
      ',"recordId":', CASE WHEN ${numericId} THEN (${recordId}::bigint)::text ELSE ${name(recordId)} END,
      ',"version":', version, ',"type":', ${name(db`event_type`)}, ',"schemaVersion":', schema_version,
      ',"actorId":', CASE WHEN jsonb_typeof(metadata->'actorId') = 'number' THEN metadata->>'actorId' ELSE 'null' END,
      ',"commandType":', CASE WHEN ${commandType} IS NULL THEN 'null' ELSE ${name(commandType)} END)
    ELSE concat('","streamType":', ${str(db`stream_type`)}, ',"streamId":', ${str(db`stream_id`)},
      ',"recordId":', CASE WHEN ${numericId} THEN (${recordId}::bigint)::text ELSE ${str(recordId)} END,
      ',"version":', version, ',"type":', ${str(db`event_type`)}, ',"schemaVersion":', schema_version,
      ',"actorId":', CASE WHEN jsonb_typeof(metadata->'actorId') = 'number' THEN metadata->>'actorId' ELSE 'null' END,
      ',"commandType":', ${str(commandType)}) END,
    ',"eventId":"', event_id, '","hash":', coalesce('"' || encode(hash, 'hex') || '"', 'null'), ',"data":', data::text, ',"metadata":', metadata::text, '}')`;
  const quoted = (x: Fragment | ReturnType<typeof db.unsafe>) => db`'"' || replace(${x}, '"', '""') || '"'`;
  const csv = db`concat_ws(',', position, ${utc}, ${local}, ${quoted(db`stream_type`)}, ${quoted(recordId)}, version, ${quoted(db`event_type`)}, schema_version,
    ${quoted(db`coalesce(metadata->>'actorId', '')`)}, ${quoted(db`coalesce(metadata->>'commandType', '')`)}, event_id, encode(hash, 'hex'),
    ${quoted(db`data::text`)}, ${quoted(db`metadata::text`)})`;
  // why one text column per row, as raw bytes: PostgreSQL formats the line, Node only copies it
  // (no per-field parsing, no strings); a row with personal data comes as its object, decrypted here
  // and a row with a person's free text in plain (before ADR-0134): its writer may have been erased
  const plainText = Object.entries(PLAIN_TEXT_EVENTS)
    .map(([type, p]) => `(event_type = '${type}' AND schema_version < ${p.before})`)
    .join(" OR ");
  const personal = db`((pii_subject IS NOT NULL AND data ? 'personal') OR (pii_subject IS NULL AND (${db.unsafe(plainText)})))`;
  // why batches by position range and not one long cursor: each batch is a short statement (an
  // index range scan in position order: the first bytes never wait for a sort of the whole log, no
  // statement timeout, no transaction holding the xmin horizon back while a slow client downloads);
  // ranges known in advance let the next batches be read while this one is sent (EXPORT_AHEAD of them
  // on their own connections: PostgreSQL formats on every core, the export is bound by its formatting)
  const batch = (from: number, to: number) => db`
    SELECT CASE WHEN ${personal} THEN NULL ELSE ${format === "csv" ? csv : line} END AS line,
           CASE WHEN ${personal} THEN ${object} END AS object, pii_subject
    FROM events WHERE ${auditWhere(db, filter)} AND position > ${from} AND position <= ${to}
    ORDER BY position`.raw();
  // the log as it stands when the download starts: later events belong to a later export
  let upTo: number | null = null;
  let next = 0;
  let done = false;
  const ahead: Promise<Buffer | null>[] = [];
  const newline = Buffer.from(format === "csv" ? "\r\n" : "\n");
  const read = async (from: number, to: number): Promise<Buffer | null> => {
    const rows = (await batch(from, to)) as unknown as (Buffer | null)[][];
    if (rows.length === 0) return null;
    const subjects = rows.flatMap((r) => (r[2] === null ? [] : [r[2].toString()]));
    const keys = subjects.length > 0 ? await keysFor(db, subjects) : new Map<string, Buffer>();
    const objects = new Map<number, { o: ExportObject; subject: string | null }>();
    rows.forEach(([line, object, subject], i) => {
      if (line === null) objects.set(i, { o: JSON.parse((object as Buffer).toString()) as ExportObject, subject: subject === null ? null : subject.toString() });
    });
    const plain = [...objects.values()]
      .filter((x) => x.subject === null)
      .map((x) => ({ stream_id: x.o.streamId, event_type: x.o.type, schema_version: x.o.schemaVersion, pii_subject: null, data: x.o.data, x }));
    const erasedText = new Set([...(await rowsWithErasedText(db, plain))].map((r) => r.x));
    const parts: Buffer[] = [];
    rows.forEach(([line], i) => {
      if (line !== null) parts.push(line, newline);
      else {
        const x = objects.get(i) as { o: ExportObject; subject: string | null };
        parts.push(Buffer.from(decrypted(x.o, x.subject, keys, erasedText.has(x), format)), newline);
      }
    });
    return Buffer.concat(parts);
  };
  const fill = (end: number) => {
    while (ahead.length < EXPORT_AHEAD && next < end) {
      const from = next;
      next = Math.min(end, next + EXPORT_BATCH);
      const p = read(from, next);
      p.catch(() => undefined); // awaited in order by pull; a cancelled export drops it
      ahead.push(p);
    }
  };
  return new ReadableStream<Uint8Array>({
    start(controller) {
      if (format === "csv") controller.enqueue(Buffer.from(BOM + header.map(headerField).join(",") + "\r\n"));
    },
    async pull(controller) {
      try {
        if (upTo === null) {
          const [{ min, max }] = await db<{ min: string | null; max: string | null }[]>`SELECT min(position)::text AS min, max(position)::text AS max FROM events`;
          upTo = max === null ? 0 : Number(max);
          next = min === null ? 0 : Number(min) - 1;
        }
        // empty ranges (a filter that matches nothing there) are skipped until a batch has lines
        for (;;) {
          if (done) return;
          fill(upTo);
          const head = ahead.shift();
          if (head === undefined) {
            done = true;
            controller.close();
            return;
          }
          const bytes = await head;
          if (bytes !== null) {
            controller.enqueue(bytes);
            return;
          }
        }
      } catch (err) {
        done = true;
        controller.error(err);
      }
    },
    cancel() {
      done = true;
    },
  });
}

/**
 * A line with personal data: the event's object, its `data.personal` decrypted (null once the key
 * is shredded: erased). An event with an erased writer's plain free text (before ADR-0134) is
 * given as the reader reads it: upcast, its text left out (`personal: null`).
 */
function decrypted(o: ExportObject, subject: string | null, keys: Map<string, Buffer>, textErased: boolean, format: AuditExportFormat): string {
  if (textErased) {
    const up = upcast({ type: o.type, schemaVersion: o.schemaVersion, data: o.data }, { textErased });
    o.schemaVersion = up.schemaVersion;
    o.data = up.data;
  } else if (subject !== null && isEncrypted(o.data.personal)) {
    const key = keys.get(subject);
    o.data = { ...o.data, personal: key ? decrypt(key, o.data.personal) : null };
  }
  return format === "csv" ? csvLineOf(o) : JSON.stringify(o);
}
