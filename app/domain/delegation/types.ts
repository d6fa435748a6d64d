// The kinds of requests an approver can hand to someone else (ADR-0088, ADR-0089): every kind of
// approval — leave, expenses, tool requests and checklists. Each decider takes the delegation and
// checks it, with the delegator's rights, in the same command.
import type { Grantor } from "../access/grants";

export const DELEGATION_KINDS = ["leave", "expense", "tool", "checklist"] as const;
export type DelegationKind = (typeof DELEGATION_KINDS)[number];

/** The longest delegation: a year (a longer one is a change of role, not a stand-in). */
export const MAX_DELEGATION_DAYS = 366;

/** Who acts on a delegation, with the rights they hold now. */
export type DelegationActor = Grantor;
