// The rules of one delegation of approvals (stream `delegation-<id>`; ADR-0088): an approver hands
// the decisions of some kinds of their requests to a colleague for a period of Zurich days; they end
// it early when they come back. Only what the approver may decide is handed on, to an active person
// of the approver's own company scope who is not the approver; a period runs from today or later,
// `until` on or after `from`, at most a year. Ending is the delegator's (or an administrator's), once,
// while the period has not run out.
import { can } from "../access/permissions";
import { mayDecideChecklists } from "../checklist/decider";
import { mayManageExpenses } from "../expense/decider";
import { mayManageLeave } from "../leave/decider";
import type { Decider } from "../shared/decider";
import { DomainError, forbidden, notFound, ruleBroken } from "../shared/errors";
import { formatDate } from "../shared/format";
import { parseDate, zurichDateOf } from "../shared/zurich-time";
import type { DelegatedAuthority } from "./approval";
import type { DelegationEvent } from "./events";
import { mayDecideToolRequests } from "../tool/decider";
import { DELEGATION_KINDS, MAX_DELEGATION_DAYS, type DelegationActor, type DelegationKind } from "./types";

/** The person the approver names, as found within the approver's company scope; null when not there (unknown, or another company's). */
export interface DelegateRef {
  personId: number;
  active: boolean;
}

export type DelegationCommand =
  | {
      type: "DelegateApprovals";
      delegationId: number;
      delegator: DelegationActor;
      delegate: DelegateRef | null;
      from: string;
      until: string;
      kinds: readonly DelegationKind[];
    }
  | { type: "EndDelegation"; endedBy: DelegationActor };

export interface DelegationState {
  delegationId: number;
  /** 0: nothing delegated yet */
  delegatorId: number;
  delegateId: number;
  from: string;
  until: string;
  kinds: DelegationKind[];
  createdAt: string | null;
  ended: boolean;
  endedAt: string | null;
  endedBy: number | null;
}

export const initialDelegationState = (): DelegationState => ({
  delegationId: 0,
  delegatorId: 0,
  delegateId: 0,
  from: "",
  until: "",
  kinds: [],
  createdAt: null,
  ended: false,
  endedAt: null,
  endedBy: null,
});

/** Whether `actor` decides requests of `kind` themselves: only those can be handed on. */
export function mayApprove(actor: DelegationActor, kind: DelegationKind): boolean {
  switch (kind) {
    case "leave":
      return mayManageLeave(actor);
    case "expense":
      return mayManageExpenses(actor);
    case "tool":
      return mayDecideToolRequests(actor.rights);
    case "checklist":
      return mayDecideChecklists(actor.rights);
  }
}

/** Whether someone may delegate at all: they decide at least one kind of request. */
const mayDelegate = (actor: DelegationActor) => DELEGATION_KINDS.some((k) => mayApprove(actor, k));

/** The delegation as a decision through it carries it, with the delegator's rights now. */
export function authorityOf(s: DelegationState, delegatorRights: DelegationActor["rights"]): DelegatedAuthority {
  return { delegationId: s.delegationId, delegatorId: s.delegatorId, delegateId: s.delegateId, from: s.from, until: s.until, kinds: s.kinds, ended: s.ended, delegatorRights };
}

function checkTerms(c: Extract<DelegationCommand, { type: "DelegateApprovals" }>, now: string): void {
  const from = parseDate(c.from);
  const until = parseDate(c.until);
  if (!from) throw ruleBroken("errors.invalid_date", { field: "from" });
  if (!until) throw ruleBroken("errors.invalid_date", { field: "until" });
  if (from.toString() < zurichDateOf(now).toString()) throw ruleBroken("delegation.from_in_past", { field: "from" });
  if (until.toString() < from.toString()) throw ruleBroken("delegation.until_before_from", { field: "until" });
  if (from.until(until).days + 1 > MAX_DELEGATION_DAYS) throw ruleBroken("delegation.too_long", { field: "until", params: { max: MAX_DELEGATION_DAYS } });
  if (c.kinds.length === 0) throw ruleBroken("delegation.kinds_required", { field: "kinds" });
  for (const k of c.kinds) if (!mayApprove(c.delegator, k)) throw new DomainError("forbidden", "delegation.kind_not_yours", { field: "kinds" });
  if (c.delegate?.personId === c.delegator.personId) throw ruleBroken("delegation.self", { field: "delegateId" });
  if (!c.delegate || !c.delegate.active) throw ruleBroken("delegation.unknown_delegate", { field: "delegateId" });
}

/** Delegations of approvals: see the head of this file. */
export const delegationDecider: Decider<DelegationState, DelegationCommand, DelegationEvent> = {
  streamType: "delegation",
  initialState: initialDelegationState,
  evolve(state, event) {
    switch (event.type) {
      case "ApprovalsDelegated": {
        const d = event.data;
        return { ...initialDelegationState(), delegationId: d.delegationId, delegatorId: d.delegatorId, delegateId: d.delegateId, from: d.from, until: d.until, kinds: [...d.kinds], createdAt: d.at };
      }
      case "DelegationEnded":
        return { ...state, ended: true, endedAt: event.data.at, endedBy: event.data.by };
    }
  },
  decide(command, state, ctx) {
    const at = ctx.now;
    switch (command.type) {
      case "DelegateApprovals": {
        if (state.delegatorId !== 0) throw ruleBroken("errors.already_exists");
        if (!mayDelegate(command.delegator)) throw forbidden();
        checkTerms(command, at);
        const kinds = [...new Set(command.kinds)];
        return [
          {
            type: "ApprovalsDelegated",
            data: {
              delegationId: command.delegationId,
              delegatorId: command.delegator.personId,
              delegateId: (command.delegate as DelegateRef).personId,
              from: command.from,
              until: command.until,
              kinds,
              at,
              by: command.delegator.personId,
            },
          },
        ];
      }
      case "EndDelegation": {
        if (state.delegatorId === 0) throw notFound();
        const by = command.endedBy;
        if (by.personId !== state.delegatorId && !can({ rights: new Set(by.rights) }, "update", "admin")) throw forbidden();
        if (state.ended) throw ruleBroken("delegation.already_ended");
        if (zurichDateOf(at).toString() > state.until) throw ruleBroken("delegation.already_over", { params: { until: formatDate(state.until) } });
        return [{ type: "DelegationEnded", data: { delegationId: state.delegationId, delegatorId: state.delegatorId, delegateId: state.delegateId, at, by: by.personId } }];
      }
    }
  },
};
