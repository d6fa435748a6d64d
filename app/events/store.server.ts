// Append to and read from the one event log (ADR-0001). Streams are `<aggregate>-<id>`; each
// stream's versions run 1, 2, 3 … with no gap, guarded by UNIQUE (stream_id, version).
import { randomFillSync } from "node:crypto";
import type postgres from "postgres";
import type { Queryable } from "~/db.server";
import { ConcurrencyError } from "~/domain/shared/errors";
import type { DomainEvent } from "~/domain/shared/decider";
import { rowsWithErasedText } from "./erased-text.server";
import { decrypt, encrypt, isEncrypted, keyFor, keysFor } from "./pii.server";
import { currentSchemaVersion, upcast } from "./upcasters";

export interface EventMetadata {
  actorId: number | null;
  correlationId: string;
  causationId: string | null;
  commandId: string | null;
  commandType?: string;
  [k: string]: unknown;
}

export interface StoredEvent<E extends DomainEvent = DomainEvent> {
  position: number;
  transactionId: string;
  streamId: string;
  streamType: string;
  version: number;
  eventId: string;
  type: E["type"];
  schemaVersion: number;
  data: E["data"];
  metadata: EventMetadata;
  recordedAt: Date;
  /** true when the subject's personal data has been erased and `data.personal` is gone */
  erased?: boolean;
}

export interface NewEvent {
  type: string;
  data: unknown;
  schemaVersion?: number;
  /** whose personal data `data.personal` holds; defaults to the stream when it is a person's */
  piiSubject?: string | null;
  eventId?: string;
}

export interface AppendInput {
  streamId: string;
  streamType: string;
  /** the stream's version the caller decided on (0 for a new stream) */
  expectedVersion: number;
  events: NewEvent[];
  metadata: EventMetadata;
  recordedAt: Date;
}

interface EventRow {
  position: number;
  transaction_id: string;
  stream_id: string;
  stream_type: string;
  version: number;
  event_id: string;
  event_type: string;
  schema_version: number;
  data: Record<string, unknown>;
  /** text from EVENT_COLUMNS (parsed lazily), or already parsed */
  metadata: EventMetadata | string;
  pii_subject: string | null;
  recorded_at: Date;
}

// why metadata as text: most readers (rebuilds, folds) never look at it; it is parsed on first use
export const EVENT_COLUMNS = `position, transaction_id::text AS transaction_id, stream_id, stream_type, version,
  event_id::text AS event_id, event_type, schema_version, data, metadata::text AS metadata, pii_subject, recorded_at`;

export function streamIdOf(type: string, id: number | bigint | string): string {
  return `${type}-${id}`;
}

export function idOfStream(streamId: string): number {
  return Number(streamId.slice(streamId.lastIndexOf("-") + 1));
}

const UNIQUE_VIOLATION = "23505";

const entropy = Buffer.alloc(16 * 256);
let entropyAt = entropy.length;

/**
 * A time-ordered UUID (version 7, RFC 9562): 48 bits of Unix milliseconds, then random bits.
 * Event ids are unique-indexed; ids that grow with time touch the right-hand leaf of that index
 * instead of a random one for every event (bench/RESULTS.md).
 */
export function uuidv7(now = Date.now()): string {
  if (entropyAt >= entropy.length) {
    randomFillSync(entropy);
    entropyAt = 0;
  }
  const b = Buffer.from(entropy.subarray(entropyAt, (entropyAt += 16)));
  b.writeUIntBE(now, 0, 6);
  b[6] = (b[6] & 0x0f) | 0x70;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = b.toString("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/**
 * The events as they will be stored, before they have a position: what a command handler plans
 * its inline projections with while the append is on its way. `appendToStream` fills in
 * `position` and `transactionId`.
 */
export function pendingEvents(input: AppendInput): StoredEvent[] {
  return input.events.map((e, i) => ({
    position: 0,
    transactionId: "0",
    streamId: input.streamId,
    streamType: input.streamType,
    version: input.expectedVersion + i + 1,
    eventId: e.eventId ?? uuidv7(),
    type: e.type,
    schemaVersion: e.schemaVersion ?? currentSchemaVersion(e.type),
    data: e.data,
    metadata: input.metadata,
    recordedAt: input.recordedAt,
  }));
}

/** The outcome row of an idempotent command, written by the same statement as its events. */
export interface CommandRecord {
  commandId: string;
  commandType: string;
  /** the record's id, as the outcome names it */
  id: number;
  handledAt: Date;
  /** who sent it and what it was issued for (the stream, or `new:<sequence>`): a repeat must match both */
  actorId: number | null;
  target: string;
  /** a hash of what was asked (ADR-0098); a repeat with another is refused */
  intentHash?: string | null;
}

/**
 * Appends events at expectedVersion+1…; a stale expectedVersion throws ConcurrencyError.
 * Returns the events with their positions (`pending`, when given, is filled in and returned).
 */
export async function appendToStream(db: Queryable, input: AppendInput, pending: StoredEvent[] = pendingEvents(input)): Promise<StoredEvent[]> {
  return appendEvents(db, input, pending, null);
}

/**
 * A command id already recorded (a twin committed first, or commits while this one waits on its
 * `commands` row): the statement fails, so the transaction cannot commit this run's events, and
 * the caller answers with the twin's outcome.
 */
export class CommandIdTaken extends Error {
  constructor(readonly commandId: string) {
    super(`command ${commandId} was handled before`);
    this.name = "CommandIdTaken";
  }
}

/**
 * Appends a command's events and records its outcome in the `commands` table in one statement.
 * A command id that is already there fails the statement with CommandIdTaken (see there): the
 * command handler sends COMMIT in the same flight as this statement (ADR-0092), so a repeat must
 * abort the transaction rather than report itself afterwards.
 */
export function appendForCommand(db: Queryable, input: AppendInput, pending: StoredEvent[], command: CommandRecord): Promise<StoredEvent[]> {
  return appendEvents(db, input, pending, command);
}

/** True when appending these events first fetches (or makes) a personal-data key: a round trip before the append's statement. */
export function appendNeedsKeys(input: AppendInput): boolean {
  return input.events.some(carriesPersonalData);
}

/**
 * What else the append's one statement writes (ADR-0092): first the shared locks of the projections
 * it writes, with the check that their tables are still those named (`command_lock`, migration 0062),
 * then its events and, in `ctes`, the projection rows (`rowsCte` in projection.server.ts), which may
 * read the inserted events' `position` and `version` from the CTE `ins`.
 */
export interface AlsoInStatement {
  lock: { names: string[]; tables: string[] };
  ctes: postgres.Fragment[];
}

/** The projections' tables moved (a rebuild switched one) between the command's first round trip and its write: nothing was written; try again. */
export class ProjectionTablesMoved extends Error {
  constructor() {
    super("a projection moved to another table while the command was decided");
    this.name = "ProjectionTablesMoved";
  }
}

/**
 * Appends a command's events, records its outcome and writes its projection rows in one autocommit
 * statement, after the projections' locks (see AlsoInStatement). Throws as appendForCommand does,
 * and ProjectionTablesMoved.
 */
export function appendInOneStatement(db: Queryable, input: AppendInput, pending: StoredEvent[], command: CommandRecord | null, also: AlsoInStatement): Promise<StoredEvent[]> {
  return appendEvents(db, input, pending, command, also);
}

function carriesPersonalData(e: NewEvent): boolean {
  const data = e.data as Record<string, unknown> | null;
  return !!e.piiSubject && !!data && typeof data === "object" && data.personal != null;
}

async function appendEvents(
  db: Queryable,
  input: AppendInput,
  pending: StoredEvent[],
  command: CommandRecord | null,
  also: AlsoInStatement | null = null,
): Promise<StoredEvent[]> {
  if (input.events.length === 0) return [];
  // a key is fetched (or made) only for a subject whose personal data an event actually carries
  const carries = carriesPersonalData;
  const subjects = [...new Set(input.events.filter(carries).map((e) => e.piiSubject as string))];
  const keys = new Map<string, Buffer>();
  for (const subject of subjects) keys.set(subject, await keyFor(db, subject));
  const prepared = input.events.map((e, i) => {
    let data = e.data as Record<string, unknown>;
    const personal = carries(e);
    if (personal) data = { ...data, personal: encrypt(keys.get(e.piiSubject as string) as Buffer, data.personal) };
    // why the subject only with personal data: a row naming a subject is looked up for its key on every read
    return { id: pending[i].eventId, type: e.type, sv: e.schemaVersion ?? currentSchemaVersion(e.type), data, subject: personal ? (e.piiSubject as string) : null };
  });
  let rows: { position: number; transaction_id: string }[];
  try {
    // why only position and transaction id back: the caller has the rest, and parsing data it just sent costs
    // Tamper evidence (ADR-0086): each row's hash covers its content and the previous row's hash in
    // the stream, chained through the batch by the recursive CTE, in this one statement. The
    // previous hash is read at expectedVersion: a stale version still ends in the unique violation
    // below, so the chain needs no lock beyond the version guard (EVENT-STORE.md).
    // with `also`: the events come only after command_lock's row, so nothing is written before the locks are held
    const chain = db`
      ${also ? db`lk AS (SELECT command_lock(${also.lock.names}::text[], ${also.lock.tables}::text[]) AS ok),` : db``}
      src AS (SELECT t.e, t.ord FROM ${also ? db`lk,` : db``} jsonb_array_elements(${prepared as never}::jsonb) WITH ORDINALITY AS t(e, ord)${also ? db` WHERE lk.ok` : db``}),
      chain (ord, hash) AS (
        SELECT 0::bigint, (SELECT p.hash FROM events p WHERE p.stream_id = ${input.streamId} AND p.version = ${input.expectedVersion}::int)
        UNION ALL
        SELECT s.ord, event_chain_hash(c.hash, ${input.streamId}::text, ${input.streamType}::text, ${input.expectedVersion}::int + s.ord::int,
                 (s.e->>'id')::uuid, s.e->>'type', (s.e->>'sv')::int, s.e->'data', ${input.metadata as never}::jsonb,
                 s.e->>'subject', ${input.recordedAt}::timestamptz)
        FROM chain c JOIN src s ON s.ord = c.ord + 1),
      ins AS (
        INSERT INTO events (stream_id, stream_type, version, event_id, event_type, schema_version, data, metadata, pii_subject, recorded_at, hash)
        SELECT ${input.streamId}, ${input.streamType}, ${input.expectedVersion}::int + s.ord::int,
               (s.e->>'id')::uuid, s.e->>'type', (s.e->>'sv')::int, s.e->'data', ${input.metadata as never}::jsonb,
               s.e->>'subject', ${input.recordedAt}, c.hash
        FROM src s JOIN chain c ON c.ord = s.ord
        ORDER BY s.ord
        RETURNING position, transaction_id, version)${also ? also.ctes.reduce((list, c) => db`${list}, ${c}`, db``) : db``}`;
    // why no ON CONFLICT on the commands row: a repeated command id must fail the statement (CommandIdTaken)
    rows = command
      ? await db<{ position: number; transaction_id: string }[]>`
          WITH RECURSIVE ${chain},
          cmd AS (
            INSERT INTO commands (command_id, command_type, stream_id, actor_id, target, intent_hash, outcome, handled_at)
            SELECT ${command.commandId}, ${command.commandType}, ${input.streamId}, ${command.actorId}, ${command.target}, ${command.intentHash ?? null},
                   jsonb_build_object('id', ${command.id}::bigint, 'streamId', ${input.streamId}::text,
                     'version', ${input.expectedVersion + input.events.length}::int,
                     'positions', (SELECT jsonb_agg(position ORDER BY position) FROM ins),
                     'eventTypes', ${input.events.map((e) => e.type)}::text[]),
                   ${command.handledAt})
          SELECT position, transaction_id::text AS transaction_id FROM ins ORDER BY position`
      : await db<{ position: number; transaction_id: string }[]>`
          WITH RECURSIVE ${chain} SELECT position, transaction_id::text AS transaction_id FROM ins ORDER BY position`;
  } catch (err) {
    const e = err as { code?: string; constraint_name?: string };
    if (e.code === UNIQUE_VIOLATION && e.constraint_name === "events_stream_version_unique") {
      throw new ConcurrencyError(input.streamId, input.expectedVersion, null);
    }
    if (command && e.code === UNIQUE_VIOLATION && e.constraint_name === "commands_pkey") throw new CommandIdTaken(command.commandId);
    if (e.code === "CT409") throw new ProjectionTablesMoved();
    // the one statement names its projection tables before it holds their locks: a rebuild may drop
    // a table it names (undefined_table) or wait on it while holding the lock (deadlock_detected);
    // either way the autocommit statement wrote nothing, and the next attempt reads the new tables
    if (also && (e.code === "42P01" || e.code === "40P01")) throw new ProjectionTablesMoved();
    throw err;
  }
  // positions follow insertion order (ORDER BY t.ord feeds the identity column)
  rows.forEach((r, i) => {
    pending[i].position = Number(r.position);
    pending[i].transactionId = r.transaction_id;
  });
  // the plain data the caller gave, upcast like any read (projections need it decrypted)
  const events = pending.map((e) => {
    const up = upcast({ type: e.type, schemaVersion: e.schemaVersion, data: e.data as Record<string, unknown> });
    return Object.assign(e, { type: up.type, schemaVersion: up.schemaVersion, data: up.data });
  });
  return events;
}

export async function readStream(
  db: Queryable,
  streamId: string,
  opts: { toVersion?: number; toPosition?: number } = {},
): Promise<StoredEvent[]> {
  const rows = await db<EventRow[]>`
    SELECT ${db.unsafe(EVENT_COLUMNS)} FROM events
    WHERE stream_id = ${streamId}
      ${opts.toVersion != null ? db`AND version <= ${opts.toVersion}` : db``}
      ${opts.toPosition != null ? db`AND position <= ${opts.toPosition}` : db``}
    ORDER BY version`;
  return decodeRows(db, rows);
}

/** Turns raw rows into current-shape events: personal data decrypted (or marked erased), upcast. */
export async function decodeRows(db: Queryable, rows: EventRow[]): Promise<StoredEvent[]> {
  const subjects = rows.filter((r) => r.pii_subject).map((r) => r.pii_subject as string);
  const [keys, erasedText] = await Promise.all([keysFor(db, subjects), rowsWithErasedText(db, rows)]);
  return rows.map((r) => toStored(r, keys, erasedText.has(r)));
}

function toStored(r: EventRow, keys: Map<string, Buffer> | null, textErased = false): StoredEvent {
  let data = r.data;
  // plain free text of an erased writer, stored before ADR-0134: the upcaster leaves it out
  let erased = textErased;
  if (keys && r.pii_subject && data && isEncrypted(data.personal)) {
    const key = keys.get(r.pii_subject);
    if (key) data = { ...data, personal: decrypt(key, data.personal) };
    else {
      data = { ...data, personal: null };
      erased = true;
    }
  }
  const up = upcast({ type: r.event_type, schemaVersion: r.schema_version, data }, { textErased });
  const raw = r.metadata;
  let metadata: EventMetadata | undefined = typeof raw === "string" ? undefined : raw;
  return {
    position: Number(r.position),
    transactionId: r.transaction_id,
    streamId: r.stream_id,
    streamType: r.stream_type,
    version: r.version,
    eventId: r.event_id,
    type: up.type,
    schemaVersion: up.schemaVersion,
    data: up.data,
    // parsed on first use (see EVENT_COLUMNS)
    get metadata(): EventMetadata {
      return (metadata ??= JSON.parse(raw as string) as EventMetadata);
    },
    set metadata(v: EventMetadata) {
      metadata = v;
    },
    recordedAt: r.recorded_at,
    ...(erased ? { erased } : {}),
  };
}

export type { EventRow };
