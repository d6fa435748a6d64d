// Decisions on approvable requests (leave and expense; ADR-0010, ADR-0021) as HR's lists and bulk
// pages run them. The rules are the deciders' own (`decisionProblem`): a preview asks them about the
// request as its stream folds now, and a refusal is worded from the error they throw, params kept.
// A bulk decision runs each request as its own command, its id derived from the batch (so sending
// the confirmed form again appends nothing), its expected version the one the confirmation showed.
import type { TFunction } from "i18next";
import type { CurrentUser } from "~/auth/user.server";
import type { Sql } from "~/db.server";
import { closedStatusOf, pendingProblem, type ApprovableState, type Decision } from "~/domain/shared/approvable";
import { fold, type Decider, type DomainEvent } from "~/domain/shared/decider";
import { ConcurrencyError, isDomainError, type DomainError } from "~/domain/shared/errors";
import { formatDateTime } from "~/domain/shared/format";
import type { CommandMeta, CommandOutcome } from "~/events/handle-command.server";
import { handledCommands } from "~/events/queries/commands.server";
import { peopleNames } from "~/events/queries/people.server";
import { readStream, streamIdOf } from "~/events/store.server";
import { bulkDecisionCommandId } from "~/http/derived-command-id.server";

/** The area whose translations word the answers (`<noun>.hr.already_approved`, `<noun>.hr.changed_meanwhile`). */
export type RequestNoun = "leave" | "expense";

/** One request a decision acts on: the person it is about, and the version the user saw (null: none). */
export interface DecisionItem {
  id: number;
  personId: number;
  expectedVersion: number | null;
}

/** How an area decides: its decider, its command, and what its rules need to be asked about a request now. */
export interface DecisionArea<S extends ApprovableState<unknown>, E extends DomainEvent> {
  noun: RequestNoun;
  decider: Decider<S, never, E>;
  /** runs the decision's command */
  decide(sql: Sql, user: CurrentUser, decision: Decision, item: DecisionItem, meta: CommandMeta): Promise<CommandOutcome>;
  /** the rules' answer on the request as it is now (the area loads what an approval needs) */
  problem(sql: Sql, user: CurrentUser, decision: Decision, state: S): Promise<DomainError | null>;
}

/** A request's state now, from its stream (the source, not a projection), and its version; null when it does not exist. */
export async function requestNow<S, E extends DomainEvent>(sql: Sql, decider: Decider<S, never, E>, id: number): Promise<{ state: S; version: number } | null> {
  const events = await readStream(sql, streamIdOf(decider.streamType, id));
  if (events.length === 0) return null;
  return { state: fold(decider, events.map((e) => ({ type: e.type, data: e.data }) as E)), version: events.length };
}

/** A refusal in words, params kept: a closed request says who closed it and when; anything else its translated code. */
async function problemText(sql: Sql, t: TFunction, noun: RequestNoun, err: DomainError): Promise<string> {
  const status = closedStatusOf(err);
  if (status) {
    const by = typeof err.params.by === "number" ? err.params.by : null;
    const name = by === null ? t("history.system") : ((await peopleNames(sql, [by]))[String(by)] ?? t("history.unknown_person", { id: by }));
    return t(`${noun}.hr.already_${status.toLowerCase()}`, { name, at: formatDateTime(typeof err.params.at === "string" ? err.params.at : null) });
  }
  return t(err.code, { ...err.params, defaultValue: t("errors.http", { status: err.status, statusText: err.code }) });
}

/**
 * A refused decision in words, with the status for the answer: a stale version or a request closed
 * meanwhile says who closed it and when, or that it changed; anything but a domain refusal is re-thrown.
 */
export async function decisionRefusal<S extends ApprovableState<unknown>, E extends DomainEvent>(
  sql: Sql,
  t: TFunction,
  area: DecisionArea<S, E>,
  id: number,
  err: unknown,
): Promise<{ status: number; message: string }> {
  if (!isDomainError(err)) throw err;
  if (!(err instanceof ConcurrencyError) && !closedStatusOf(err)) return { status: err.status, message: await problemText(sql, t, area.noun, err) };
  const now = await requestNow(sql, area.decider, id);
  if (!now) return { status: 409, message: t("errors.not_found") };
  const closed = pendingProblem(now.state);
  return { status: 409, message: closed ? await problemText(sql, t, area.noun, closed) : t(`${area.noun}.hr.changed_meanwhile`) };
}

/** What the rules would answer now to each request's decision: null (it would be taken) or the refusal in words. */
export async function decisionPreview<S extends ApprovableState<unknown>, E extends DomainEvent>(
  sql: Sql,
  user: CurrentUser,
  t: TFunction,
  area: DecisionArea<S, E>,
  decision: Decision,
  ids: readonly number[],
): Promise<Map<number, string | null>> {
  const out = new Map<number, string | null>();
  for (const id of ids) {
    const now = await requestNow(sql, area.decider, id);
    const problem = now ? await area.problem(sql, user, decision, now.state) : null;
    out.set(id, !now ? t("errors.not_found") : problem ? await problemText(sql, t, area.noun, problem) : null);
  }
  return out;
}

/** The decision recorded the first of two approvals (ADR-0139): the request is "1 of 2", not approved; its flash says so. */
export function gaveFirstApproval(outcome: Pick<CommandOutcome, "eventTypes">): boolean {
  return outcome.eventTypes.some((type) => type === "LeaveFirstApproved" || type === "ExpenseFirstApproved");
}

/** The command id of one request's decision in a bulk form. */
export const bulkCommandId = (batchId: string, area: { decider: { streamType: string } }, decision: Decision, id: number) =>
  bulkDecisionCommandId(batchId, area.decider.streamType, decision, id);

export interface BulkOutcome {
  id: number;
  /** applied now, or applied by an earlier send of the same form */
  applied: boolean;
  replayed: boolean;
  /** why not, when not applied */
  message: string | null;
}

/**
 * A bulk decision: each request in turn, each its own command (id derived from the batch), so the
 * ones that can be decided are, and the others are listed with the reason. The batch id is the
 * events' correlation id: the log shows them as one batch.
 */
export async function decideEach<S extends ApprovableState<unknown>, E extends DomainEvent>(
  sql: Sql,
  user: CurrentUser,
  t: TFunction,
  area: DecisionArea<S, E>,
  decision: Decision,
  batchId: string,
  items: readonly DecisionItem[],
  now: string,
): Promise<BulkOutcome[]> {
  const results: BulkOutcome[] = [];
  for (const item of items) {
    const meta: CommandMeta = { actorId: user.id, now, commandId: bulkCommandId(batchId, area, decision, item.id), correlationId: batchId };
    try {
      const outcome = await area.decide(sql, user, decision, item, meta);
      results.push({ id: item.id, applied: true, replayed: outcome.replayed, message: null });
    } catch (err) {
      const r = await decisionRefusal(sql, t, area, item.id, err);
      results.push({ id: item.id, applied: false, replayed: false, message: r.message });
    }
  }
  return results;
}

/** After a batch: for each request, null when this batch's decision was stored, else why not (the rules on it now, or that it changed). */
export async function batchOutcome<S extends ApprovableState<unknown>, E extends DomainEvent>(
  sql: Sql,
  user: CurrentUser,
  t: TFunction,
  area: DecisionArea<S, E>,
  decision: Decision,
  batchId: string,
  ids: readonly number[],
): Promise<Map<number, string | null>> {
  const handled = await handledCommands(
    sql,
    ids.map((id) => bulkCommandId(batchId, area, decision, id)),
  );
  const open = ids.filter((id) => !handled.has(bulkCommandId(batchId, area, decision, id)));
  const why = await decisionPreview(sql, user, t, area, decision, open);
  return new Map(ids.map((id) => [id, why.has(id) ? (why.get(id) ?? t(`${area.noun}.hr.changed_meanwhile`)) : null]));
}
