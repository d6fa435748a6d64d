// Reads for "the state at a date and time" and "the rules as they were" (issue 37, ADR-0133):
// straight from the log, never a projection (a projection knows only today). The festivity log
// (every festivity event, a few hundred at most), a person's leave streams and employee record cut at an instant.
import type { Queryable } from "~/db.server";
import { festivitiesAt, holidaysCountAt, type RecordedFestivityEvent } from "~/domain/leave/as-of";
import { leaveBalance, type LeaveBalance } from "~/domain/leave/balance";
import { leaveEventSchema, type LeaveEvent } from "~/domain/leave/events";
import { zurichDateOf } from "~/domain/shared/zurich-time";
import { decodeRows, EVENT_COLUMNS, streamIdOf, type EventRow } from "../store.server";
import { leavePersonOf } from "./leaves.server";

/** Every festivity event in log order, as recorded: what festivitiesAt folds. */
export async function festivityLog(db: Queryable): Promise<RecordedFestivityEvent[]> {
  const rows = await db<EventRow[]>`SELECT ${db.unsafe(EVENT_COLUMNS)} FROM events WHERE stream_type = 'festivity' ORDER BY position`;
  return (await decodeRows(db, rows)).map((e) => ({ streamId: e.streamId, recordedAt: e.recordedAt.toISOString(), event: { type: e.type, data: e.data } }));
}

/**
 * A person's leave balance as it was at `instant` (ISO), for the year of that day in Zurich: each of
 * their requests folded from the events recorded by then (a request not yet made is not there; one
 * approved later is still pending), counted with the festivities in force then. Null for an unknown person.
 */
export async function leaveBalanceAsOf(db: Queryable, personId: number, instant: string): Promise<LeaveBalance | null> {
  const person = await leavePersonOf(db, personId);
  if (!person) return null;
  const rows = await db<EventRow[]>`
    SELECT ${db.unsafe(EVENT_COLUMNS)} FROM events
    WHERE stream_id IN (SELECT 'leave-' || id FROM leave_list WHERE person_id = ${personId}) AND recorded_at <= ${instant}::timestamptz
    ORDER BY stream_id, version`;
  const streams = new Map<string, LeaveEvent[]>();
  for (const e of await decodeRows(db, rows)) {
    const parsed = leaveEventSchema.safeParse({ type: e.type, data: e.data });
    if (!parsed.success) continue;
    streams.set(e.streamId, [...(streams.get(e.streamId) ?? []), parsed.data]);
  }
  // the allowance as the employee record stood then (today's when none was recorded yet)
  const personRows = await db<EventRow[]>`SELECT ${db.unsafe(EVENT_COLUMNS)} FROM events WHERE stream_id = ${streamIdOf("person", personId)} AND recorded_at <= ${instant}::timestamptz ORDER BY version`;
  const personEvents = (await decodeRows(db, personRows)).map((e) => ({ recordedAt: e.recordedAt.toISOString(), event: { type: e.type, data: e.data } }));
  const then = holidaysCountAt(personEvents, instant);
  const day = zurichDateOf(instant);
  return leaveBalance({
    year: day.year,
    at: day.toString(),
    holidaysCount: then === undefined ? person.holidaysCount : then,
    requests: [...streams.values()],
    festivities: festivitiesAt(await festivityLog(db), instant, person.companyCode),
  });
}
