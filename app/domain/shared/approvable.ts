// The lifecycle every approvable request shares (leave, expense; tools and checklists later):
// requested PENDING (by the person, or by someone who manages them); edited or withdrawn while
// pending, by the person or a manager; approved or rejected once, by a manager who is not the
// person. A decision on a request already closed is refused with `edit_allow_only_on_pending`,
// saying how it was closed, by whom and when. Each aggregate gives its own rules: who manages, the
// code of "your own request", and what an approval needs besides (an overlap, a CHF equivalent).
// Pure: the store checks the expected version; `staleVersion` says the same for a preview.
import type { Grantor } from "../access/grants";
import { DomainError, forbidden, notFound, ruleBroken } from "./errors";

/** WITHDRAWN is final like APPROVED and REJECTED: the request no longer counts (ADR-0010). */
export const REQUEST_STATUSES = ["PENDING", "APPROVED", "REJECTED", "WITHDRAWN"] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** What the lifecycle reads of a request's state; each aggregate's state has these fields and its own details. */
export interface ApprovableState<D> {
  personId: number;
  /** null: nothing requested yet */
  status: RequestStatus | null;
  details: D | null;
  decidedAt: string | null;
  decidedBy: number | null;
  withdrawnAt: string | null;
  withdrawnBy: number | null;
  /** the first of two approvals a rule asked for (ADR-0139); absent where no rule can apply */
  firstApproval?: { by: number } | null;
}

/** Pending with the first of two approvals: "1 of 2" (ADR-0139). */
export function awaitsSecondApproval(state: Pick<ApprovableState<unknown>, "status" | "firstApproval">): boolean {
  return state.status === "PENDING" && state.firstApproval != null;
}

/** Who acts on a request and the rights they hold. */
export type RequestActor = Grantor;

// ── One decision, one spelling ────────────────────────────────────────────────────────────────

export const DECISIONS = ["approve", "reject"] as const;
export type Decision = (typeof DECISIONS)[number];

/** A decision on a `Noun` request: the command type (`ApproveLeave`, stored in the commands table) and the form intent (`approve-leave`). */
export interface DecisionSpelling<N extends string, D extends Decision = Decision> {
  decision: D;
  commandType: `${Capitalize<D>}${N}`;
  intent: `${D}-${Lowercase<N>}`;
}

export interface DecisionSpellings<N extends string> {
  approve: DecisionSpelling<N, "approve">;
  reject: DecisionSpelling<N, "reject">;
  /** the form intents, for a zod enum */
  intents: readonly [`approve-${Lowercase<N>}`, `reject-${Lowercase<N>}`];
  /** the decision a form intent names */
  ofIntent(intent: `${Decision}-${Lowercase<N>}`): Decision;
}

const capitalized = <S extends string>(s: S) => `${s.charAt(0).toUpperCase()}${s.slice(1)}` as Capitalize<S>;

function spell<N extends string, D extends Decision>(noun: N, decision: D): DecisionSpelling<N, D> {
  return { decision, commandType: `${capitalized(decision)}${noun}`, intent: `${decision}-${noun.toLowerCase() as Lowercase<N>}` };
}

/** The decisions on `noun`'s requests (`decisionsOn("Leave")`): the command types and form intents both come from here. */
export function decisionsOn<N extends string>(noun: N): DecisionSpellings<N> {
  const approve = spell(noun, "approve");
  const reject = spell(noun, "reject");
  return { approve, reject, intents: [approve.intent, reject.intent], ofIntent: (intent) => (intent === approve.intent ? "approve" : "reject") };
}

// ── The rules ─────────────────────────────────────────────────────────────────────────────────

/** An intended decision; an approval carries what the aggregate's approval rule needs (`A`). */
export type DecisionIntent<A> = ({ decision: "approve" } & A) | { decision: "reject" };

/** An aggregate's part of the lifecycle; `S` is its state (its details typed), `A` what its approval carries. */
export interface ApprovableRules<S extends ApprovableState<unknown>, A> {
  /** who may decide, and act on someone else's request */
  mayManage(actor: RequestActor): boolean;
  /** the code refusing a decision on one's own request (`leave.own_decision`) */
  ownDecisionCode: string;
  /** what else an approval of this pending request needs; null when nothing is missing */
  approvalProblem?(state: S & { details: NonNullable<S["details"]> }, intent: { decision: "approve" } & A): DomainError | null;
}

export interface ApprovableLifecycle<S extends ApprovableState<unknown>, A> {
  /** Why `actor` may not take `intent` on this request, or null: the first broken rule, as the decider throws it. */
  decisionProblem(state: S, actor: RequestActor, intent: DecisionIntent<A>): DomainError | null;
  /** Throws unless the request exists, `actor` is the person or manages them, and it is pending (edit and withdraw). */
  requireChangeable(state: S, actor: RequestActor): void;
  mayManage(actor: RequestActor): boolean;
}

/** Refused unless pending: `edit_allow_only_on_pending` with the status, and who closed it and when. */
export function pendingProblem(state: Pick<ApprovableState<unknown>, "status" | "decidedAt" | "decidedBy" | "withdrawnAt" | "withdrawnBy">): DomainError | null {
  if (state.status === "PENDING") return null;
  const closed = state.status === "WITHDRAWN" ? { by: state.withdrawnBy, at: state.withdrawnAt } : { by: state.decidedBy, at: state.decidedAt };
  const params: Record<string, string | number> = { status: state.status ?? "" };
  if (closed.by !== null) params.by = closed.by;
  if (closed.at !== null) params.at = closed.at;
  return ruleBroken("edit_allow_only_on_pending", { params });
}

/** The closing status a refusal names (`edit_allow_only_on_pending`'s `status`), or null for any other refusal. */
export function closedStatusOf(err: DomainError): Exclude<RequestStatus, "PENDING"> | null {
  if (err.code !== "edit_allow_only_on_pending") return null;
  const s = err.params.status;
  return s === "APPROVED" || s === "REJECTED" || s === "WITHDRAWN" ? s : null;
}

/** A preview's version check: the version the user saw differs from the request's version now. */
export function staleVersion(seen: number | null | undefined, current: number): boolean {
  return seen != null && seen !== current;
}

/** The lifecycle with one aggregate's rules. */
export function approvableLifecycle<S extends ApprovableState<unknown>, A = Record<never, never>>(rules: ApprovableRules<S, A>): ApprovableLifecycle<S, A> {
  return {
    mayManage: rules.mayManage,
    decisionProblem(state, actor, intent) {
      if (state.status === null) return notFound();
      if (!rules.mayManage(actor)) return forbidden();
      if (actor.personId === state.personId) return new DomainError("forbidden", rules.ownDecisionCode);
      const closed = pendingProblem(state);
      if (closed) return closed;
      if (intent.decision === "approve" && rules.approvalProblem && state.details !== null) {
        return rules.approvalProblem(state as S & { details: NonNullable<S["details"]> }, intent);
      }
      return null;
    },
    requireChangeable(state, actor) {
      if (state.status === null) throw notFound();
      if (actor.personId !== state.personId && !rules.mayManage(actor)) throw forbidden();
      const closed = pendingProblem(state);
      if (closed) throw closed;
    },
  };
}

/** The lifecycle's part of evolve: withdrawn, approved and rejected close the request, saying who and when. */
export function closedBy<S extends ApprovableState<unknown>>(state: S, status: Exclude<RequestStatus, "PENDING">, by: number, at: string): S {
  return status === "WITHDRAWN" ? { ...state, status, withdrawnAt: at, withdrawnBy: by } : { ...state, status, decidedAt: at, decidedBy: by };
}

/** Structural equality of plain JSON values (key order ignored: JSONB does not keep it): an edit that changes nothing records nothing. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== "object" || typeof b !== "object") return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a as object);
  const kb = Object.keys(b as object);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}
