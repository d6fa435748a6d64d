// The kinds of requests an approver can hand to someone else (ADR-0088). Leave and expenses: the
// two whose deciders take the approver with their rights; tool requests and checklists are decided
// on a yes/no right computed in the route and are not delegable yet.
import type { Grantor } from "../access/grants";

export const DELEGATION_KINDS = ["leave", "expense"] as const;
export type DelegationKind = (typeof DELEGATION_KINDS)[number];

/** The longest delegation: a year (a longer one is a change of role, not a stand-in). */
export const MAX_DELEGATION_DAYS = 366;

/** Who acts on a delegation, with the rights they hold now. */
export type DelegationActor = Grantor;
