// The one command handler: every write in Cantiere goes through here (ADR-0001).
// In one READ COMMITTED transaction: read the stream, fold it with the decider's evolve, decide,
// append, apply the inline projections, record the outcome. A crash leaves all of it or none of
// it; a repeated command id appends nothing and returns the first outcome, and the same id sent
// for another command, record or actor, or with other values, is refused (ADR-0001: a command id
// means one command, once; ADR-0098: and what was asked with it).
import { randomUUID } from "node:crypto";
import { countCommand } from "~/ops/metrics.server";
import { pipelined, type Sql, type Tx } from "~/db.server";
import type { CommandContext, Decider, DomainEvent } from "~/domain/shared/decider";
import { ConcurrencyError, DomainError, isDomainError } from "~/domain/shared/errors";
import type { EventSchemas } from "~/domain/shared/event-schemas";
import { freeTextSubjectOf } from "./pii.server";
import { decodeStream, eventSchemasOf } from "./catalog.server";
import { repeatVerdict, type Binding } from "./command-binding";
import { foldRows, loadRows, markPending, planRows, rowsCte, writeRows, type Row, type RowProjection } from "./projection.server";
import { inlineProjections } from "./projections/index.server";
import { lockAndResolve, prepareTables } from "./registry.server";
import { eventsAppended } from "./wake.server";
import {
  appendForCommand,
  appendNeedsKeys,
  appendToStream,
  appendInOneStatement,
  CommandIdTaken,
  pendingEvents,
  ProjectionTablesMoved,
  readStream,
  streamIdOf,
  type StoredEvent,
} from "./store.server";

/** Inline projections whose events may change rows of other records (see CommandInput.fansOut). */
const fanOutProjections = inlineProjections.filter((p) => p.fanOut);

const inlineBySchemas = new WeakMap<EventSchemas, RowProjection[]>();

/**
 * The inline projections a decider's events can reach: those handling any event type its schemas
 * declare (a decided event of another type is refused before the append). Only these are locked
 * and resolved, in the registry's order, the same for every command (ADR-0092); with a fan-out,
 * the fan-out projections too.
 */
function inlineProjectionsFor(schemas: EventSchemas, fansOut: boolean): RowProjection[] {
  let found = inlineBySchemas.get(schemas);
  if (!found) {
    const types = new Set(Object.keys(schemas.data));
    found = inlineProjections.filter((p) => p.handles.includes("*") || p.handles.some((t) => types.has(t)));
    inlineBySchemas.set(schemas, found);
  }
  if (!fansOut) return found;
  const reached = found;
  return inlineProjections.filter((p) => reached.includes(p) || p.fanOut);
}

export interface CommandMeta {
  actorId: number | null;
  /** ISO instant: the command's time, from the (settable) clock */
  now: string;
  /** from the form's hidden field; a repeat appends nothing and gets the first outcome */
  commandId?: string | null;
  correlationId?: string | null;
  causationId?: string | null;
  /** the API token the call came with (ADR-0077): recorded beside the actor in the metadata */
  actorTokenId?: string | null;
  /**
   * A hash of what was asked — the posted form's values, the API request — made where the request
   * arrives (app/http/request-hash.server.ts). Stored with the outcome: a repeat of the command id
   * with another intent is refused (CommandIdReused, "other-intent"; ADR-0098). None: not compared.
   */
  intentHash?: string | null;
}

/** Every command names itself (`RequestLeave`, `ApproveExpense`): its type is what a command id is bound to and what the metadata records. */
export interface Command {
  type: string;
}

export interface CommandInput<C extends Command> {
  /** the command, or a function of the record's id when the id is numbered here */
  command: C | ((id: number) => C);
  meta: CommandMeta;
  /** an existing record's id, or `{ sequence }` to number a new one */
  target: { id: number } | { sequence: string };
  /** the version the user saw (hidden field); a different current version is a conflict */
  expectedVersion?: number | null;
  /** whose personal data the events' `personal` field holds, if any (per event: a post's author, a comment's writer, ADR-0134) */
  piiSubject?: (streamId: string, event: DomainEvent) => string | null;
  /** extra work in the same transaction (an ordinary table beside the events, e.g. credentials) */
  afterAppend?: (tx: Tx, events: StoredEvent[], id: number) => Promise<void>;
  /**
   * The command may record an event that changes rows of other records (a fan-out: PersonErased
   * blanks every row of the person, ADR-0007). The projections with a fan-out are then locked
   * exclusively for the whole transaction: another command that read one of those rows before
   * this one committed would otherwise write it back with the text this one blanked.
   */
  fansOut?: boolean;
}

export interface CommandOutcome {
  id: number;
  streamId: string;
  version: number;
  positions: number[];
  eventTypes: string[];
  /** true when this command id had been handled before and nothing was appended now */
  replayed: boolean;
}

/**
 * A command id already used for another command, record or actor (a form sent twice for different
 * things: `errors.form_already_used`), or for the same command asked with other values (the form
 * sent again after its values were changed, the clock-in's id posted as a clock-out:
 * `errors.form_already_sent_otherwise`). Nothing of this run is stored.
 */
export class CommandIdReused extends DomainError {
  constructor(readonly reason: "other-command" | "other-intent" = "other-command") {
    super("conflict", reason === "other-intent" ? "errors.form_already_sent_otherwise" : "errors.form_already_used");
    this.name = "CommandIdReused";
  }
}

/**
 * The command's type, from the command itself. A command numbered here is built by a function of
 * its new id; the id only fills a field, so building it with a placeholder gives the same type.
 */
function commandTypeOf<C extends Command>(command: CommandInput<C>["command"]): string {
  return typeof command === "function" ? (command as (id: number) => C)(0).type : command.type;
}

function bindingOf<C extends Command>(streamType: string, input: CommandInput<C>): Binding {
  const t = input.target;
  return {
    commandType: commandTypeOf(input.command),
    target: "id" in t ? streamIdOf(streamType, t.id) : `new:${t.sequence}`,
    actorId: input.meta.actorId,
    intentHash: input.meta.intentHash ?? null,
  };
}

const MAX_ATTEMPTS = 4;

/**
 * A decider and the schemas its stream's events are decoded with: the catalog's for its stream type
 * (app/events/catalog.server.ts), or its own `events` (an aggregate outside the application's, as
 * the store's tests and benches have).
 */
export type CommandDecider<S, C, E extends DomainEvent> = Decider<S, C, E> & { events?: EventSchemas<E> };

export async function handleCommand<S, C extends Command, E extends DomainEvent>(
  sql: Sql,
  decider: CommandDecider<S, C, E>,
  input: CommandInput<C>,
): Promise<CommandOutcome> {
  // counted by type and outcome for the metrics (cantiere_commands_total, ADR-0121)
  const type = commandTypeOf(input.command);
  try {
    const outcome = await handleCommandOnce(sql, decider, input);
    const stored = !outcome.replayed && outcome.eventTypes.length > 0;
    countCommand(type, outcome.replayed ? "replayed" : stored ? "stored" : "unchanged");
    // this process's projector and notifier look at once (ADR-0142)
    if (stored) eventsAppended();
    return outcome;
  } catch (err) {
    countCommand(type, err instanceof ConcurrencyError || err instanceof CommandIdReused ? "conflict" : isDomainError(err) ? "rejected" : "error");
    throw err;
  }
}

async function handleCommandOnce<S, C extends Command, E extends DomainEvent>(
  sql: Sql,
  decider: CommandDecider<S, C, E>,
  input: CommandInput<C>,
): Promise<CommandOutcome> {
  const schemas = eventSchemasOf(decider);
  const commandId = input.meta.commandId ?? null;
  const binding = bindingOf(decider.streamType, input);
  for (let attempt = 1; ; attempt++) {
    try {
      let presetId: number | null = null;
      if ("sequence" in input.target && !input.afterAppend && !input.fansOut) {
        const done = await handleInOneStatement(sql, decider, schemas, input, commandId, binding);
        if ("outcome" in done) return done.outcome;
        presetId = done.id;
      }
      return await inTransaction(sql, (tx, flow) => handleOnce(tx, flow, decider, schemas, input, commandId, binding, presetId));
    } catch (err) {
      // A command id handled before (a double click, Back + resubmit, a retry) gets its first outcome,
      // whatever this run ran into: the twin's commands row, a version that moved on, or a decider
      // refusing the state the first run produced (an approval approved twice). The same id for
      // another command is refused by priorOutcome, and this run's events are already rolled back.
      if (commandId && (err instanceof CommandIdTaken || err instanceof ConcurrencyError || isDomainError(err))) {
        const prior = await priorOutcome(sql, commandId, binding);
        if (prior) return prior;
      }
      // Without an expected version the user asked for no particular state: decide again on the new one.
      // A rebuild that switched a projection's table under a one-statement command wrote nothing: try again.
      const retriable = (err instanceof ConcurrencyError && input.expectedVersion == null) || err instanceof ProjectionTablesMoved;
      if (!retriable || attempt >= MAX_ATTEMPTS) throw err;
    }
  }
}

/** BEGIN and COMMIT of one attempt, to be sent in the same flight as its first and its last statements. */
interface Flow {
  begin(): Promise<unknown>;
  commit(): Promise<unknown>;
}

/**
 * One transaction on a reserved connection, with BEGIN sent in one flight with the command's first
 * statements and COMMIT in one flight with its last (ADR-0092): `sql.begin` awaits each of them on
 * its own, two of the five round trips a command took. COMMIT after a failed statement answers
 * ROLLBACK, so once COMMIT has been answered the transaction is over whatever happened before it;
 * otherwise it is rolled back here. The connection returns to the pool before any other query
 * (an embedded store has one connection).
 */
async function inTransaction<T>(sql: Sql, run: (tx: Tx, flow: Flow) => Promise<T>): Promise<T> {
  const conn = await sql.reserve();
  let begun = false;
  let ended = false;
  const flow: Flow = {
    begin() {
      begun = true;
      // why execute(): a query is sent when first awaited, and BEGIN must precede the statements created after it
      return conn`BEGIN`.execute();
    },
    commit() {
      const done = conn`COMMIT`.execute();
      // answered (COMMIT, or ROLLBACK in an aborted transaction) or failed: either way no transaction is left open
      void done.then(
        () => (ended = true),
        () => (ended = true),
      );
      return done;
    },
  };
  try {
    // why the cast: a reserved connection between BEGIN and COMMIT is a transaction; the hooks that
    // receive it (afterAppend) only run queries, never savepoints
    return await run(conn as unknown as Tx, flow);
  } catch (err) {
    if (begun && !ended) await conn`ROLLBACK`.catch(() => undefined);
    throw err;
  } finally {
    conn.release();
  }
}

/** The first outcome of `commandId` when it was issued for this same command, asked alike; throws CommandIdReused when it was not. */
async function priorOutcome(db: Sql | Tx, commandId: string, binding: Binding): Promise<CommandOutcome | null> {
  const [row] = await db<
    { command_type: string; stream_id: string; actor_id: string | number | null; target: string | null; intent_hash: string | null; outcome: Omit<CommandOutcome, "replayed"> }[]
  >`SELECT command_type, stream_id, actor_id, target, intent_hash, outcome FROM commands WHERE command_id = ${commandId}`;
  if (!row) return null;
  const verdict = repeatVerdict(
    { commandType: row.command_type, streamId: row.stream_id, target: row.target, actorId: row.actor_id === null ? null : Number(row.actor_id), intentHash: row.intent_hash },
    binding,
  );
  if (verdict !== "replay") throw new CommandIdReused(verdict);
  return { ...row.outcome, replayed: true };
}

/**
 * One attempt, in as few round trips as the rules allow (ADR-0092, bench/RESULTS.md):
 * 1. BEGIN, the shared locks and tables of the projections the decider's events reach with the new
 *    id (one statement), and the stream: one flight;
 * 2. decide; the events are appended with the command's outcome (one statement), the projection
 *    rows written and COMMIT sent in the same flight, when the rows need no reading first (every
 *    touched row is created by its event: the fold runs over pending positions, which the upsert
 *    turns into the stored ones);
 *    otherwise the rows are read while appending, and written with COMMIT in a third flight.
 * A hook (`afterAppend`) runs after the writes, and COMMIT follows it.
 * The command id is not looked up first: a repeat fails on its commands row (or earlier), which
 * aborts the transaction, and the caller answers with the first outcome.
 */
async function handleOnce<S, C extends Command, E extends DomainEvent>(
  tx: Tx,
  flow: Flow,
  decider: Decider<S, C, E>,
  schemas: EventSchemas<E>,
  input: CommandInput<C>,
  commandId: string | null,
  binding: Binding,
  /** the new record's id, numbered by a one-statement attempt that found it needs the transaction */
  presetId: number | null,
): Promise<CommandOutcome> {
  const target = presetId != null ? { id: presetId } : input.target;
  const projections = inlineProjectionsFor(schemas as EventSchemas, !!input.fansOut);
  const names = projections.map((p) => p.name);
  const exclusive = input.fansOut ? fanOutProjections.map((p) => p.name) : [];
  const sequence = "sequence" in target ? target.sequence : null;
  const [, { tables, newId }, history] = await pipelined([
    flow.begin(),
    // why the projections the decider's events reach, not those it will record: the events are not
    // known before deciding; shared locks never wait on each other
    names.length > 0 || sequence ? lockAndResolve(tx, names, sequence, exclusive) : { tables: new Map<string, string>(), newId: null },
    // a freshly numbered record has no history: a stream of that id could only come from outside the
    // sequence, and then the append conflicts and the next attempt takes another number
    "id" in target && presetId == null ? readStream(tx, streamIdOf(decider.streamType, target.id)) : ([] as StoredEvent[]),
  ]);
  const id = newId ?? (target as { id: number }).id;
  const streamId = streamIdOf(decider.streamType, id);
  // every row through the aggregate's schemas: a row that does not match fails the command, naming it
  const state = decodeStream(schemas, history).reduce<S>((s, e) => decider.evolve(s, e), decider.initialState());
  const current = history.length;
  if (input.expectedVersion != null && input.expectedVersion !== current) {
    throw new ConcurrencyError(streamId, input.expectedVersion, current);
  }
  const ctx: CommandContext = { actorId: input.meta.actorId, now: input.meta.now };
  const command = typeof input.command === "function" ? (input.command as (id: number) => C)(id) : input.command;
  const decided = decider.decide(command, state, ctx);
  if (decided.length === 0 && commandId) {
    // nothing to append, so no commands row would tell a reused id: look it up (rare: a no-op command)
    const prior = await priorOutcome(tx, commandId, binding);
    if (prior) {
      await flow.commit();
      return prior;
    }
  }
  if (!input.fansOut) {
    const fanning = decided.find((e) => fanOutProjections.some((p) => p.fanOut?.handles.includes(e.type)));
    // a programming error, not a user's: the command must be declared with fansOut (see CommandInput)
    if (fanning) throw new Error(`${binding.commandType} records ${fanning.type}, which changes rows of other records: handle it with fansOut`);
  }
  const append = appendInputOf(decider.streamType, streamId, current, decided, input, commandId, binding);
  const pending = pendingEvents(append);
  // the decided events must read back: a shape its schema refuses is never stored (a programming error)
  decodeStream(schemas, pending);
  const plans = projections.flatMap((p) => {
    const plan = planRows(p, pending);
    return plan ? [{ p, table: tables.get(p.name) as string, plan }] : [];
  });
  const record = commandRecordOf(commandId, binding, id, append);
  const appending = () => (record ? appendForCommand(tx, append, pending, record) : appendToStream(tx, append, pending));
  // COMMIT goes with the last flight unless a hook still has to run in the transaction
  const commitNow = () => (input.afterAppend ? [] : [flow.commit()]);
  let stored: StoredEvent[];
  const direct = !appendNeedsKeys(append) && plans.every(({ plan }) => plan.toLoad.length === 0 && plan.toLoadBy.length === 0);
  if (direct) {
    // the order of the calls is the order of the statements on the connection: the append first
    markPending(pending);
    const appended = appending();
    const writes = plans.map(({ p, table, plan }) => writeRows(tx, p, table, foldRows(p, plan, []), streamId));
    [stored] = await pipelined([appended, ...writes, ...commitNow()]);
  } else {
    const [appended, ...loaded] = await pipelined([appending(), ...plans.map(({ p, table, plan }) => loadRows(tx, p, table, plan))]);
    stored = appended;
    await pipelined([...plans.map(({ p, table, plan }, i) => writeRows(tx, p, table, foldRows(p, plan, loaded[i] as Row[]))), ...commitNow()]);
  }
  const outcome: Omit<CommandOutcome, "replayed"> = {
    id,
    streamId,
    version: current + stored.length,
    positions: stored.map((e) => e.position),
    eventTypes: stored.map((e) => e.type),
  };
  if (input.afterAppend) {
    await input.afterAppend(tx, stored, id);
    await flow.commit();
  }
  return { ...outcome, replayed: false };
}

function appendInputOf<E extends DomainEvent>(
  streamType: string,
  streamId: string,
  current: number,
  decided: readonly E[],
  input: CommandInput<Command>,
  commandId: string | null,
  binding: Binding,
) {
  // free text people write is theirs (ADR-0134), whichever command wrote it
  const subjectOf = input.piiSubject ?? freeTextSubjectOf(streamType);
  return {
    streamId,
    streamType,
    expectedVersion: current,
    events: decided.map((e) => ({ type: e.type, data: e.data, piiSubject: subjectOf?.(streamId, e) ?? null })),
    metadata: {
      actorId: input.meta.actorId,
      correlationId: input.meta.correlationId ?? commandId ?? randomUUID(),
      causationId: input.meta.causationId ?? null,
      commandId,
      commandType: binding.commandType,
      ...(input.meta.actorTokenId ? { actorTokenId: input.meta.actorTokenId } : {}),
    },
    recordedAt: new Date(input.meta.now),
  };
}

function commandRecordOf(commandId: string | null, binding: Binding, id: number, append: { recordedAt: Date }) {
  return commandId
    ? { commandId, commandType: binding.commandType, id, handledAt: append.recordedAt, actorId: binding.actorId, target: binding.target, intentHash: binding.intentHash }
    : null;
}

/**
 * A command that numbers a new record, in two round trips and no explicit transaction (ADR-0092):
 * the projections' tables and the new id (one prepared statement); then decide, fold the projection rows
 * over pending positions and send one autocommit statement that takes the locks of the projections
 * it writes, checks their tables (`command_lock`), appends the events with the outcome and upserts
 * the rows. A new record has no history to read, and the stream's version guard and the commands
 * row guard the append as in the transaction. When the events need more — rows read before the
 * fold, a row removed, a personal-data key, no event at all — it answers with the id it numbered,
 * and the caller goes through the transaction with that id.
 */
async function handleInOneStatement<S, C extends Command, E extends DomainEvent>(
  sql: Sql,
  decider: Decider<S, C, E>,
  schemas: EventSchemas<E>,
  input: CommandInput<C>,
  commandId: string | null,
  binding: Binding,
): Promise<{ outcome: CommandOutcome } | { id: number }> {
  const projections = inlineProjectionsFor(schemas as EventSchemas, false);
  const { tables, newId: id } = await prepareTables(sql, projections.map((p) => p.name), (input.target as { sequence: string }).sequence);
  const streamId = streamIdOf(decider.streamType, id);
  const ctx: CommandContext = { actorId: input.meta.actorId, now: input.meta.now };
  const command = typeof input.command === "function" ? (input.command as (id: number) => C)(id) : input.command;
  const decided = decider.decide(command, decider.initialState(), ctx);
  if (decided.length === 0 || decided.some((e) => fanOutProjections.some((p) => p.fanOut?.handles.includes(e.type)))) return { id };
  const append = appendInputOf(decider.streamType, streamId, 0, decided, input, commandId, binding);
  if (appendNeedsKeys(append)) return { id };
  const pending = pendingEvents(append);
  // the decided events must read back: a shape its schema refuses is never stored (a programming error)
  decodeStream(schemas, pending);
  markPending(pending);
  const writes: { p: RowProjection; table: string; upserts: Row[] }[] = [];
  for (const p of projections) {
    const plan = planRows(p, pending);
    if (!plan) continue;
    if (plan.toLoad.length > 0 || plan.toLoadBy.length > 0) return { id };
    const { upserts, deletes } = foldRows(p, plan, []);
    if (deletes.length > 0) return { id };
    if (upserts.length > 0) writes.push({ p, table: tables.get(p.name) as string, upserts });
  }
  const record = commandRecordOf(commandId, binding, id, append);
  const stored = await appendInOneStatement(sql, append, pending, record, {
    lock: { names: writes.map((w) => w.p.name), tables: writes.map((w) => w.table) },
    ctes: writes.map((w, i) => rowsCte(sql, `projection_${i}`, w.p, w.table, w.upserts)),
  });
  return {
    outcome: {
      id,
      streamId,
      version: stored.length,
      positions: stored.map((e) => e.position),
      eventTypes: stored.map((e) => e.type),
      replayed: false,
    },
  };
}
