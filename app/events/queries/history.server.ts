// A record's history for any aggregate (ADR-0011): the record's stream read from the event log,
// never a projection, folded with the aggregate's own evolve (replayHistory in
// app/domain/shared/history.ts) up to the version the page asks for. The people it names are
// looked up once, by id, in person_list: a name is display only, never part of the replay.
import type { Queryable } from "~/db.server";
import type { DomainEvent } from "~/domain/shared/decider";
import { peopleOf, replayHistory, versionAtPosition, versionAtTime, type HistoryEventInput, type HistoryPlug, type ReplayedHistory } from "~/domain/shared/history";
import { readStream, streamIdOf, type StoredEvent } from "../store.server";
import { receiptOf } from "../verify-chain.server";
import { peopleNames, type PeopleNames } from "./people.server";

export interface RecordHistory extends ReplayedHistory {
  streamId: string;
  streamType: string;
  recordId: number;
  people: PeopleNames;
  /** each event's receipt number by version: the start of its chained hash (ADR-0086), for people to quote */
  receipts: Record<number, string>;
  /** the instant the state was asked for with the date-time field (ISO), null when asked by version or not at all */
  asOf?: string | null;
}

/** What a page asks for: the state after version `at`, at the global event position `position` (a PDF's link), or at the instant `when` (ISO); default now. */
export interface HistoryRequest {
  at?: number | null;
  position?: number | null;
  when?: string | null;
}

const inputOf = (e: StoredEvent): HistoryEventInput => ({
  version: e.version,
  position: e.position,
  recordedAt: e.recordedAt.toISOString(),
  actorId: e.metadata.actorId == null ? null : Number(e.metadata.actorId),
  commandType: typeof e.metadata.commandType === "string" ? e.metadata.commandType : null,
  event: { type: e.type, data: e.data } as DomainEvent,
});

/**
 * The history of one record: every event with who issued it, when and what it changed, and the
 * state at the version asked for. Null when the record has no event (an unknown id): a 404 for
 * the page. `current` is the fold of the whole stream, for the route's own checks (whose record
 * it is); it is not meant for the browser.
 */
export async function loadRecordHistory<S, E extends DomainEvent>(
  db: Queryable,
  plug: HistoryPlug<S, E>,
  recordId: number,
  request: HistoryRequest = {},
): Promise<(RecordHistory & { current: S }) | null> {
  if (!Number.isSafeInteger(recordId) || recordId <= 0) return null;
  const streamId = streamIdOf(plug.decider.streamType, recordId);
  const [stored, hashes] = await Promise.all([
    readStream(db, streamId),
    db<{ version: number; hash: string }[]>`SELECT version, encode(substring(hash FROM 1 FOR 6), 'hex') AS hash FROM events WHERE stream_id = ${streamId}`,
  ]);
  if (stored.length === 0) return null;
  const inputs = stored.map(inputOf);
  const asOf = request.at == null && request.position == null && request.when ? request.when : null;
  const at = request.at ?? (request.position != null ? versionAtPosition(inputs, request.position) : asOf ? versionAtTime(inputs, asOf) : null);
  const replayed = replayHistory(plug, inputs, at);
  let current = plug.decider.initialState();
  for (const i of inputs) if (plug.readable(i.event)) current = plug.decider.evolve(current, i.event);
  return {
    ...replayed,
    streamId,
    streamType: plug.decider.streamType,
    recordId,
    people: await peopleNames(db, peopleOf(replayed)),
    receipts: Object.fromEntries(hashes.map((h) => [h.version, receiptOf(h.hash)])),
    asOf,
    current,
  };
}
