// The approval rule of a delegation (ADR-0088): a delegate decides a request as the delegator would,
// with the delegator's rights, while the delegation holds on the Zurich day of the decision, only
// for the kinds it names, and never about themselves or the delegator. Pure: the command carries the
// delegation as it is now, and the decision's `now`.
import type { Right } from "../access/permissions";
import { DomainError, forbidden, ruleBroken } from "../shared/errors";
import { formatDate } from "../shared/format";
import { zurichDateOf } from "../shared/zurich-time";
import type { DelegationKind } from "./types";
import type { RequestActor } from "../shared/approvable";

/** A delegation as a decision made through it carries it: its terms now and the delegator's rights now. */
export interface DelegatedAuthority {
  delegationId: number;
  delegatorId: number;
  delegateId: number;
  /** YYYY-MM-DD, Zurich, both included */
  from: string;
  until: string;
  kinds: readonly DelegationKind[];
  /** ended early (DelegationEnded) */
  ended: boolean;
  /** what the delegator may do now: a delegate never holds more than the delegator */
  delegatorRights: readonly Right[];
}


/**
 * Why `deciderId` may not decide `subjectId`'s request of `kind` through this delegation at `now`,
 * or null: it is not theirs, does not cover the kind, is ended, not begun or over, or the request
 * is their own or the delegator's (nobody decides about themselves through a delegation).
 */
export function delegatedDecisionProblem(d: DelegatedAuthority, kind: DelegationKind, deciderId: number, subjectId: number, now: string): DomainError | null {
  if (d.delegateId !== deciderId) return forbidden();
  if (!d.kinds.includes(kind)) return new DomainError("forbidden", "delegation.kind_not_delegated");
  if (d.ended) return ruleBroken("delegation.ended");
  const today = zurichDateOf(now).toString();
  if (today < d.from) return ruleBroken("delegation.not_yet", { params: { from: formatDate(d.from) } });
  if (today > d.until) return ruleBroken("delegation.expired", { params: { until: formatDate(d.until) } });
  if (subjectId === deciderId) return new DomainError("forbidden", "delegation.own_request");
  if (subjectId === d.delegatorId) return new DomainError("forbidden", "delegation.delegator_request");
  return null;
}

/** The approver a decision through a delegation is checked as: the delegator, with their rights. */
function delegatorActor(d: DelegatedAuthority): RequestActor {
  return { personId: d.delegatorId, rights: d.delegatorRights };
}

/**
 * The approver a decision is checked as, and the delegation's own refusal first: directly, the one
 * who decides; through a delegation, the delegator (with their rights), once the delegation lets
 * `decidedBy` decide `subjectId`'s request now. A request that does not exist (`subjectId` null)
 * is left to the request's rules (not found).
 */
export function approverOf(
  decidedBy: RequestActor,
  onBehalf: DelegatedAuthority | null | undefined,
  kind: DelegationKind,
  subjectId: number | null,
  now: string,
): { actor: RequestActor; problem: DomainError | null } {
  if (!onBehalf) return { actor: decidedBy, problem: null };
  const problem = subjectId === null ? null : delegatedDecisionProblem(onBehalf, kind, decidedBy.personId, subjectId, now);
  return { actor: delegatorActor(onBehalf), problem };
}
