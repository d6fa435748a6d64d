// The one command handler: every write in Cantiere goes through here (ADR-0001).
// In one READ COMMITTED transaction: read the stream, fold it with the decider's evolve, decide,
// append, apply the inline projections, record the outcome. A crash leaves all of it or none of
// it; a repeated command id appends nothing and returns the first outcome.
import { randomUUID } from "node:crypto";
import { pipelined, type Sql, type Tx } from "~/db.server";
import type { CommandContext, Decider, DomainEvent } from "~/domain/shared/decider";
import { ConcurrencyError, isDomainError } from "~/domain/shared/errors";
import { foldRows, loadRows, planRows, writeRows, type Row } from "./projection.server";
import { inlineProjections } from "./projections/index.server";
import { lockAndResolve } from "./registry.server";
import { appendForCommand, appendToStream, pendingEvents, readStream, streamIdOf, type StoredEvent } from "./store.server";

export interface CommandMeta {
  actorId: number | null;
  /** ISO instant: the command's time, from the (settable) clock */
  now: string;
  /** from the form's hidden field; a repeat appends nothing and gets the first outcome */
  commandId?: string | null;
  correlationId?: string | null;
  causationId?: string | null;
}

export interface CommandInput<C> {
  /** the command, or a function of the record's id when the id is numbered here */
  command: C | ((id: number) => C);
  commandType: string;
  meta: CommandMeta;
  /** an existing record's id, or `{ sequence }` to number a new one */
  target: { id: number } | { sequence: string };
  /** the version the user saw (hidden field); a different current version is a conflict */
  expectedVersion?: number | null;
  /** whose personal data the events' `personal` field holds, if any */
  piiSubject?: (streamId: string) => string | null;
  /** extra work in the same transaction (an ordinary table beside the events, e.g. credentials) */
  afterAppend?: (tx: Tx, events: StoredEvent[], id: number) => Promise<void>;
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

const MAX_ATTEMPTS = 4;

export async function handleCommand<S, C, E extends DomainEvent>(
  sql: Sql,
  decider: Decider<S, C, E>,
  input: CommandInput<C>,
): Promise<CommandOutcome> {
  const commandId = input.meta.commandId ?? null;
  for (let attempt = 1; ; attempt++) {
    try {
      return await sql.begin((tx) => handleOnce(tx, decider, input, commandId));
    } catch (err) {
      // A command id handled before (a double click, Back + resubmit, a retry) gets its first outcome,
      // whatever this run ran into: the twin's commands row, a version that moved on, or a decider
      // refusing the state the first run produced (an approval approved twice).
      if (commandId && (err instanceof DuplicateInFlight || err instanceof ConcurrencyError || isDomainError(err))) {
        const prior = await priorOutcome(sql, commandId);
        if (prior) return prior;
      }
      // Without an expected version the user asked for no particular state: decide again on the new one.
      const retriable = err instanceof ConcurrencyError && input.expectedVersion == null;
      if (!retriable || attempt >= MAX_ATTEMPTS) throw err;
    }
  }
}

async function priorOutcome(db: Sql | Tx, commandId: string): Promise<CommandOutcome | null> {
  const [row] = await db<{ outcome: Omit<CommandOutcome, "replayed"> }[]>`
    SELECT outcome FROM commands WHERE command_id = ${commandId}`;
  return row ? { ...row.outcome, replayed: true } : null;
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
async function handleOnce<S, C, E extends DomainEvent>(
  tx: Tx,
  decider: Decider<S, C, E>,
  input: CommandInput<C>,
  commandId: string | null,
): Promise<CommandOutcome> {
  const target = input.target;
  const names = inlineProjections.map((p) => p.name);
  // why all inline projections: the events are not known before deciding; shared locks never wait on each other
  const [{ tables, newId }, history] = await pipelined([
    lockAndResolve(tx, names, "sequence" in target ? target.sequence : null),
    // a freshly numbered record has no history: a stream of that id could only come from outside the
    // sequence, and then the append conflicts and the next attempt takes another number
    "id" in target ? readStream(tx, streamIdOf(decider.streamType, target.id)) : ([] as StoredEvent[]),
  ]);
  const id = newId ?? (target as { id: number }).id;
  const streamId = streamIdOf(decider.streamType, id);
  const state = history.reduce((s, e) => decider.evolve(s, e as unknown as E), decider.initialState());
  const current = history.length;
  if (input.expectedVersion != null && input.expectedVersion !== current) {
    throw new ConcurrencyError(streamId, input.expectedVersion, current);
  }
  const ctx: CommandContext = { actorId: input.meta.actorId, now: input.meta.now };
  const command = typeof input.command === "function" ? (input.command as (id: number) => C)(id) : input.command;
  const decided = decider.decide(command, state, ctx);
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
      commandType: input.commandType,
    },
    recordedAt: new Date(input.meta.now),
  };
  const pending = pendingEvents(append);
  const plans = inlineProjections.flatMap((p) => {
    const plan = planRows(p, pending);
    return plan ? [{ p, table: tables.get(p.name) as string, plan }] : [];
  });
  const [appended, ...loaded] = await pipelined([
    commandId
      ? appendForCommand(tx, append, pending, { commandId, commandType: input.commandType, id, handledAt: append.recordedAt })
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
