// The audit's event log (ADR-0011): the events table itself, newest first, filtered by record type,
// event type, actor and period, paged by position (keyset: "older than" / "newer than" a position,
// so a page costs the same on the first day and after millions of events, and a page never shifts
// while new events arrive). It reads only the envelope (type, stream, version, actor, time): the
// events' data, which may hold personal data, stays out of the list. The filter and page come
// parsed from the URL by app/http/history-pages.server.ts.
import type { Queryable } from "~/db.server";
import type { CompanyCode } from "~/domain/company/companies";
import { TIME_ZONE } from "~/domain/shared/format";
import { idOfStream } from "../store.server";
import { personNameOf } from "~/domain/person/name";

const AUDIT_PAGE_SIZE = 25;

export interface AuditFilter {
  streamType: string | null;
  eventType: string | null;
  /** a person's id; 0 is the system (no actor) */
  actorId: number | null;
  /** Zurich dates, inclusive */
  from: string | null;
  to: string | null;
}

export interface AuditPage {
  /** older than this position (the next page) */
  before: number | null;
  /** newer than this position (the previous page) */
  after: number | null;
}

export interface AuditRow {
  position: number;
  recordedAt: string;
  streamId: string;
  streamType: string;
  recordId: number;
  version: number;
  type: string;
  actorId: number | null;
  commandType: string | null;
}

interface DbRow {
  position: number;
  recorded_at: Date;
  stream_id: string;
  stream_type: string;
  version: number;
  event_type: string;
  actor_id: string | null;
  command_type: string | null;
}

/** The filter as a WHERE condition over `events` (shared by the page and the export). */
export function auditWhere(db: Queryable, filter: AuditFilter) {
  return db`
    TRUE
    ${filter.streamType ? db`AND stream_type = ${filter.streamType}` : db``}
    ${filter.eventType ? db`AND event_type = ${filter.eventType}` : db``}
    ${filter.actorId === 0 ? db`AND metadata->>'actorId' IS NULL` : filter.actorId !== null ? db`AND metadata->>'actorId' = ${String(filter.actorId)}` : db``}
    ${filter.from ? db`AND recorded_at >= (${filter.from}::date::timestamp AT TIME ZONE ${TIME_ZONE})` : db``}
    ${filter.to ? db`AND recorded_at < ((${filter.to}::date + 1)::timestamp AT TIME ZONE ${TIME_ZONE})` : db``}`;
}

/**
 * One page of the log, newest first, with the cursors of the pages around it: `older` (the
 * position to ask `before`) when older events match, `newer` (to ask `after`) when newer ones do.
 */
export async function auditLog(
  db: Queryable,
  filter: AuditFilter,
  page: AuditPage,
  size = AUDIT_PAGE_SIZE,
): Promise<{ rows: AuditRow[]; older: number | null; newer: number | null }> {
  const where = auditWhere(db, filter);
  const cols = db`position, recorded_at, stream_id, stream_type, version, event_type, metadata->>'actorId' AS actor_id, metadata->>'commandType' AS command_type`;
  const limit = size + 1;
  let rows: DbRow[];
  let more: boolean;
  if (page.after !== null) {
    const asc = await db<DbRow[]>`SELECT ${cols} FROM events WHERE ${where} AND position > ${page.after} ORDER BY position ASC LIMIT ${limit}`;
    more = asc.length > size;
    rows = asc.slice(0, size).reverse();
  } else {
    rows = await db<DbRow[]>`
      SELECT ${cols} FROM events WHERE ${where} ${page.before !== null ? db`AND position < ${page.before}` : db``}
      ORDER BY position DESC LIMIT ${limit}`;
    more = rows.length > size;
    rows = rows.slice(0, size);
  }
  const out = rows.map(
    (r): AuditRow => ({
      position: Number(r.position),
      recordedAt: r.recorded_at.toISOString(),
      streamId: r.stream_id,
      streamType: r.stream_type,
      recordId: idOfStream(r.stream_id),
      version: r.version,
      type: r.event_type,
      actorId: r.actor_id === null ? null : Number(r.actor_id),
      commandType: r.command_type,
    }),
  );
  const first = out[0]?.position ?? null;
  const last = out[out.length - 1]?.position ?? null;
  if (page.after !== null) return { rows: out, newer: more ? first : null, older: last };
  // newer pages exist when this one started below the newest event
  return { rows: out, older: more ? last : null, newer: page.before !== null ? first : null };
}

/** The people the actor filter offers: everyone in person_list, by name (erased people by id), with what tells equal names apart. */
export async function auditActors(db: Queryable): Promise<{ id: number; name: string | null; username: string | null; companyCode: CompanyCode }[]> {
  const rows = await db<{ id: number; first_name: string; last_name: string; username: string | null; company_code: CompanyCode; erased: boolean }[]>`
    SELECT id, first_name, last_name, username, company_code, erased FROM person_list ORDER BY erased, last_name, first_name, id`;
  return rows.map((r) => ({ id: Number(r.id), name: r.erased ? null : personNameOf(r), username: r.username, companyCode: r.company_code }));
}
