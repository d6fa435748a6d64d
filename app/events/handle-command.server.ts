// The one command handler: every write in Cantiere goes through here (ADR-0001).
// In one READ COMMITTED transaction: read the stream, fold it with the decider's evolve, decide,
// append, apply the inline projections, record the outcome. A crash leaves all of it or none of
// it; a repeated command id appends nothing and returns the first outcome, and the same id sent
// for another command, record or actor is refused (ADR-0001: a command id means one command, once).
import { randomUUID } from "node:crypto";
import { pipelined, type Sql, type Tx } from "~/db.server";
import type { CommandContext, Decider, DomainEvent } from "~/domain/shared/decider";
import { ConcurrencyError, DomainError, isDomainError } from "~/domain/shared/errors";
import type { EventSchemas } from "~/domain/shared/event-schemas";
import { decodeStream, eventSchemasOf } from "./catalog.server";
import { foldRows, loadRows, planRows, writeRows, type Row } from "./projection.server";
import { inlineProjections } from "./projections/index.server";
import { lockAndResolve } from "./registry.server";
import { appendForCommand, appendToStream, pendingEvents, readStream, streamIdOf, type StoredEvent } from "./store.server";

/** Inline projections whose events may change rows of other records (see CommandInput.fansOut). */
const fanOutProjections = inlineProjections.filter((p) => p.fanOut);

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
  /** whose personal data the events' `personal` field holds, if any */
  piiSubject?: (streamId: string) => string | null;
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

class DuplicateInFlight extends Error {}

/** What a command id was issued for: a repeat must match all three, or it is another command. */
interface Binding {
  commandType: string;
  /** the record's stream, or `new:<sequence>` for a command that numbers a new record */
  target: string;
  actorId: number | null;
}

/** A command id already used for another command, record or actor (a form sent twice for different things). */
export class CommandIdReused extends DomainError {
  constructor() {
    super("conflict", "errors.form_already_used");
    this.name = "CommandIdReused";
  }
}

/**
 * The command's type, from the command itself. A command numbered here is built by a function of
 * its new id; the id only fills a field, so building it with a placeholder gives the same type.
 */
export function commandTypeOf<C extends Command>(command: CommandInput<C>["command"]): string {
  return typeof command === "function" ? (command as (id: number) => C)(0).type : command.type;
}

function bindingOf<C extends Command>(streamType: string, input: CommandInput<C>): Binding {
  const t = input.target;
  return {
    commandType: commandTypeOf(input.command),
    target: "id" in t ? streamIdOf(streamType, t.id) : `new:${t.sequence}`,
    actorId: input.meta.actorId,
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
  const schemas = eventSchemasOf(decider);
  const commandId = input.meta.commandId ?? null;
  const binding = bindingOf(decider.streamType, input);
  for (let attempt = 1; ; attempt++) {
    try {
      return await sql.begin((tx) => handleOnce(tx, decider, schemas, input, commandId, binding));
    } catch (err) {
      // A command id handled before (a double click, Back + resubmit, a retry) gets its first outcome,
      // whatever this run ran into: the twin's commands row, a version that moved on, or a decider
      // refusing the state the first run produced (an approval approved twice). The same id for
      // another command is refused by priorOutcome, and this run's events are already rolled back.
      if (commandId && (err instanceof DuplicateInFlight || err instanceof ConcurrencyError || isDomainError(err))) {
        const prior = await priorOutcome(sql, commandId, binding);
        if (prior) return prior;
      }
      // Without an expected version the user asked for no particular state: decide again on the new one.
      const retriable = err instanceof ConcurrencyError && input.expectedVersion == null;
      if (!retriable || attempt >= MAX_ATTEMPTS) throw err;
    }
  }
}

/** The first outcome of `commandId` when it was issued for this same command; throws CommandIdReused when it was not. */
async function priorOutcome(db: Sql | Tx, commandId: string, binding: Binding): Promise<CommandOutcome | null> {
  const [row] = await db<{ command_type: string; stream_id: string; actor_id: string | number | null; target: string | null; outcome: Omit<CommandOutcome, "replayed"> }[]>`
    SELECT command_type, stream_id, actor_id, target, outcome FROM commands WHERE command_id = ${commandId}`;
  if (!row) return null;
  const sameTarget =
    row.target !== null
      ? row.target === binding.target && (row.actor_id === null ? null : Number(row.actor_id)) === binding.actorId
      : // recorded before the binding was stored: the type and the record are all there is to compare
        binding.target.startsWith("new:") || row.stream_id === binding.target;
  if (row.command_type !== binding.commandType || !sameTarget) throw new CommandIdReused();
  return { ...row.outcome, replayed: true };
}

/**
 * One attempt, in as few round trips as the rules allow (bench/RESULTS.md):
 * 1. the projections' shared locks and tables with the new id (one statement), or with the stream
 *    (pipelined);
 * 2. decide; the events are appended with the command's outcome (one statement) while the rows
 *    they touch are read (pipelined);
 * 3. the rows are written back (pipelined); then COMMIT.
 * The command id is not looked up first: a repeat fails on its commands row (or earlier) and the
 * caller answers with the first outcome, so the common case pays nothing for idempotency.
 */
async function handleOnce<S, C extends Command, E extends DomainEvent>(
  tx: Tx,
  decider: Decider<S, C, E>,
  schemas: EventSchemas<E>,
  input: CommandInput<C>,
  commandId: string | null,
  binding: Binding,
): Promise<CommandOutcome> {
  const target = input.target;
  const names = inlineProjections.map((p) => p.name);
  const exclusive = input.fansOut ? fanOutProjections.map((p) => p.name) : [];
  // why all inline projections: the events are not known before deciding; shared locks never wait on each other
  const [{ tables, newId }, history] = await pipelined([
    lockAndResolve(tx, names, "sequence" in target ? target.sequence : null, exclusive),
    // a freshly numbered record has no history: a stream of that id could only come from outside the
    // sequence, and then the append conflicts and the next attempt takes another number
    "id" in target ? readStream(tx, streamIdOf(decider.streamType, target.id)) : ([] as StoredEvent[]),
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
    if (prior) return prior;
  }
  if (!input.fansOut) {
    const fanning = decided.find((e) => fanOutProjections.some((p) => p.fanOut?.handles.includes(e.type)));
    // a programming error, not a user's: the command must be declared with fansOut (see CommandInput)
    if (fanning) throw new Error(`${binding.commandType} records ${fanning.type}, which changes rows of other records: handle it with fansOut`);
  }
  const subject = input.piiSubject?.(streamId) ?? null;
  const append = {
    streamId,
    streamType: decider.streamType,
    expectedVersion: current,
    events: decided.map((e) => ({ type: e.type, data: e.data, piiSubject: subject })),
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
  const pending = pendingEvents(append);
  // the decided events must read back: a shape its schema refuses is never stored (a programming error)
  decodeStream(schemas, pending);
  const plans = inlineProjections.flatMap((p) => {
    const plan = planRows(p, pending);
    return plan ? [{ p, table: tables.get(p.name) as string, plan }] : [];
  });
  const [appended, ...loaded] = await pipelined([
    commandId
      ? appendForCommand(tx, append, pending, {
          commandId,
          commandType: binding.commandType,
          id,
          handledAt: append.recordedAt,
          actorId: binding.actorId,
          target: binding.target,
        })
      : appendToStream(tx, append, pending).then((events) => ({ events, recorded: true })),
    ...plans.map(({ p, table, plan }) => loadRows(tx, p, table, plan)),
  ]);
  if (!appended.recorded) throw new DuplicateInFlight();
  const stored = appended.events;
  await pipelined(plans.map(({ p, table, plan }, i) => writeRows(tx, p, table, foldRows(p, plan, loaded[i] as Row[]))));
  const outcome: Omit<CommandOutcome, "replayed"> = {
    id,
    streamId,
    version: current + stored.length,
    positions: stored.map((e) => e.position),
    eventTypes: stored.map((e) => e.type),
  };
  if (input.afterAppend) await input.afterAppend(tx, stored, id);
  return { ...outcome, replayed: false };
}
