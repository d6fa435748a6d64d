// STORED EVENT SHAPES ARE PERMANENT. Never edit a shape that has been recorded: add a schema
// version and an upcaster in app/events/upcasters/ instead.
//
// One delegation of approvals is the stream `delegation-<id>` (ADR-0088): an approver hands the
// decisions of some kinds of requests to another person for a period of Zurich days, both ends
// included; ending it early is its own event. Nothing here is personal data beyond the two ids.
import { z } from "zod/v4";
import type { DomainEvent } from "../shared/decider";
import { eventSchemas } from "../shared/event-schemas";
import { DELEGATION_KINDS, type DelegationKind } from "./types";

/** An approver (`delegatorId`) let `delegateId` decide their `kinds` of requests from `from` to `until` (YYYY-MM-DD, Zurich, inclusive). */
export type ApprovalsDelegated = DomainEvent<
  "ApprovalsDelegated",
  { delegationId: number; delegatorId: number; delegateId: number; from: string; until: string; kinds: DelegationKind[]; at: string; by: number }
>;
/** The delegation was ended before its last day by `by` at `at`: from then on the delegate decides nothing through it. */
export type DelegationEnded = DomainEvent<"DelegationEnded", { delegationId: number; delegatorId: number; delegateId: number; at: string; by: number }>;

export type DelegationEvent = ApprovalsDelegated | DelegationEnded;

const ymd = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const ids = { delegationId: z.number().int(), delegatorId: z.number().int(), delegateId: z.number().int(), at: z.string().min(1), by: z.number().int() };

/** Every delegation event's data, for reading rows back (ADR-0001: deciders and projections see only these). */
export const delegationEvents = eventSchemas<DelegationEvent>("delegation", {
  ApprovalsDelegated: z.object({ ...ids, from: ymd, until: ymd, kinds: z.array(z.enum(DELEGATION_KINDS)).min(1) }),
  DelegationEnded: z.object(ids),
});

