// Given/when/then for delegations and for decisions taken through one (ADR-0088).
import { describe, expect, it } from "vitest";
import { expenseDecider } from "../expense/decider";
import * as x from "../expense/fixtures";
import { ctx, given } from "../shared/testing";
import { delegatedDecisionProblem, type DelegatedAuthority } from "./approval";
import { authorityOf, delegationDecider, initialDelegationState, type DelegationCommand, type DelegationState } from "./decider";
import type { DelegationEvent } from "./events";

// Monday 2 March 2026, 09:00 in Zurich
const NOW = "2026-03-02T08:00:00.000Z";
const hr = x.hr; // person 7, update hr and update leave
const colleague = { personId: 21, active: true };

const delegate = (o: Partial<Extract<DelegationCommand, { type: "DelegateApprovals" }>> = {}): DelegationCommand => ({
  type: "DelegateApprovals",
  delegationId: 5,
  delegator: hr,
  delegate: colleague,
  from: "2026-03-02",
  until: "2026-03-08",
  kinds: ["leave", "expense"],
  ...o,
});

const delegated = (o: Partial<Extract<DelegationEvent, { type: "ApprovalsDelegated" }>["data"]> = {}): DelegationEvent => ({
  type: "ApprovalsDelegated",
  data: { delegationId: 5, delegatorId: 7, delegateId: 21, from: "2026-03-02", until: "2026-03-08", kinds: ["leave", "expense"], at: NOW, by: 7, ...o },
});

describe("delegation: when nothing was delegated yet", () => {
  it("HR delegates leave and expenses to a colleague for a week", () => {
    given(delegationDecider).when(delegate(), ctx({ now: NOW })).thenEvents([delegated()]);
  });
  it("refuses a last day before the first", () => {
    given(delegationDecider).when(delegate({ from: "2026-03-05", until: "2026-03-04" }), ctx({ now: NOW })).thenThrows("delegation.until_before_from", { field: "until" });
  });
  it("refuses a period starting before today (Zurich)", () => {
    given(delegationDecider).when(delegate({ from: "2026-03-01" }), ctx({ now: NOW })).thenThrows("delegation.from_in_past", { field: "from" });
  });
  it("refuses a period longer than a year", () => {
    given(delegationDecider).when(delegate({ until: "2027-03-10" }), ctx({ now: NOW })).thenThrows("delegation.too_long", { field: "until" });
  });
  it("refuses delegating to oneself", () => {
    given(delegationDecider).when(delegate({ delegate: { personId: 7, active: true } }), ctx({ now: NOW })).thenThrows("delegation.self", { field: "delegateId" });
  });
  it("refuses a person outside the approver's scope, unknown or inactive", () => {
    given(delegationDecider).when(delegate({ delegate: null }), ctx({ now: NOW })).thenThrows("delegation.unknown_delegate", { field: "delegateId" });
    given(delegationDecider).when(delegate({ delegate: { personId: 21, active: false } }), ctx({ now: NOW })).thenThrows("delegation.unknown_delegate", { field: "delegateId" });
  });
  it("hands on only what the approver decides: a leave manager cannot hand on expenses", () => {
    given(delegationDecider).when(delegate({ delegator: x.leaveManager, kinds: ["expense"] }), ctx({ now: NOW })).thenThrows("delegation.kind_not_yours", { kind: "forbidden", field: "kinds" });
    given(delegationDecider).when(delegate({ delegator: x.leaveManager, kinds: ["leave"] }), ctx({ now: NOW })).thenEvents([delegated({ delegatorId: 9, by: 9, kinds: ["leave"] })]);
  });
  it("refuses someone who approves nothing", () => {
    given(delegationDecider).when(delegate({ delegator: x.employee }), ctx({ now: NOW })).thenThrows("errors.forbidden", { kind: "forbidden" });
  });
  it("refuses no kind at all", () => {
    given(delegationDecider).when(delegate({ kinds: [] }), ctx({ now: NOW })).thenThrows("delegation.kinds_required", { field: "kinds" });
  });
});

describe("delegation: when delegated", () => {
  const end = (by = hr): DelegationCommand => ({ type: "EndDelegation", endedBy: by });
  it("the delegator ends it early", () => {
    const s = given(delegationDecider, [delegated()]).when(end(), ctx({ now: "2026-03-04T10:00:00.000Z" })).thenEvents([
      { type: "DelegationEnded", data: { delegationId: 5, delegatorId: 7, delegateId: 21, at: "2026-03-04T10:00:00.000Z", by: 7 } },
    ]);
    expect(s.ended).toBe(true);
  });
  it("the delegate cannot end it", () => {
    given(delegationDecider, [delegated()]).when(end({ personId: 21, rights: [] })).thenThrows("errors.forbidden");
  });
  it("cannot end it twice, nor after its last day", () => {
    const ended: DelegationEvent = { type: "DelegationEnded", data: { delegationId: 5, delegatorId: 7, delegateId: 21, at: NOW, by: 7 } };
    given(delegationDecider, [delegated(), ended]).when(end(), ctx({ now: NOW })).thenThrows("delegation.already_ended");
    given(delegationDecider, [delegated()]).when(end(), ctx({ now: "2026-03-09T08:00:00.000Z" })).thenThrows("delegation.already_over");
  });
  it("refuses delegating again in the same stream", () => {
    given(delegationDecider, [delegated()]).when(delegate(), ctx({ now: NOW })).thenThrows("errors.already_exists");
  });
});

describe("the approval rule of a delegation", () => {
  const state: DelegationState = { ...initialDelegationState(), delegationId: 5, delegatorId: 7, delegateId: 21, from: "2026-03-02", until: "2026-03-08", kinds: ["expense"] };
  const a: DelegatedAuthority = authorityOf(state, hr.rights);
  it("lets the delegate decide another person's request of a delegated kind within the period", () => {
    expect(delegatedDecisionProblem(a, "expense", 21, 42, NOW)).toBeNull();
    // the last day, late in the evening in Zurich (UTC already the next day is not)
    expect(delegatedDecisionProblem(a, "expense", 21, 42, "2026-03-08T22:30:00.000Z")).toBeNull();
  });
  it("refuses after the last Zurich day and before the first", () => {
    expect(delegatedDecisionProblem(a, "expense", 21, 42, "2026-03-08T23:30:00.000Z")?.code).toBe("delegation.expired");
    expect(delegatedDecisionProblem(a, "expense", 21, 42, "2026-03-01T12:00:00.000Z")?.code).toBe("delegation.not_yet");
  });
  it("refuses another kind, another delegate, an ended delegation", () => {
    expect(delegatedDecisionProblem(a, "leave", 21, 42, NOW)?.code).toBe("delegation.kind_not_delegated");
    expect(delegatedDecisionProblem(a, "expense", 22, 42, NOW)?.code).toBe("errors.forbidden");
    expect(delegatedDecisionProblem({ ...a, ended: true }, "expense", 21, 42, NOW)?.code).toBe("delegation.ended");
  });
  it("nobody decides about themselves through a delegation: not the delegate's own, not the delegator's", () => {
    expect(delegatedDecisionProblem(a, "expense", 21, 21, NOW)?.code).toBe("delegation.own_request");
    expect(delegatedDecisionProblem(a, "expense", 21, 7, NOW)?.code).toBe("delegation.delegator_request");
  });
});

describe("expense: when submitted, decided through a delegation", () => {
  const colleagueActor = { personId: 21, rights: ["read:profile", "update:profile"] as const };
  const authority: DelegatedAuthority = authorityOf(
    { ...initialDelegationState(), delegationId: 5, delegatorId: 7, delegateId: 21, from: "2026-03-02", until: "2026-03-08", kinds: ["expense"] },
    hr.rights,
  );
  const approve = (onBehalf: DelegatedAuthority | null) => ({ type: "ApproveExpense" as const, decidedBy: { ...colleagueActor, rights: [...colleagueActor.rights] }, changedChf: null, account: null, secondApproval: { rules: [] }, onBehalf });
  it("the delegate approves, recorded as by the delegate for the delegator", () => {
    const s = given(expenseDecider, [x.submitted()]).when(approve(authority), ctx({ now: "2026-03-04T10:00:00.000Z" })).thenEvents([
      { type: "ExpenseApproved", data: { expenseId: x.EXPENSE, personId: x.PERSON, at: "2026-03-04T10:00:00.000Z", by: 21, onBehalfOf: 7, delegationId: 5, changedChf: null, account: null } },
    ]);
    expect(s.decidedBy).toBe(21);
    expect(s.decidedFor).toBe(7);
  });
  it("without the delegation the colleague may not decide", () => {
    given(expenseDecider, [x.submitted()]).when(approve(null), ctx({ now: "2026-03-04T10:00:00.000Z" })).thenThrows("errors.forbidden");
  });
  it("after the week the colleague cannot", () => {
    given(expenseDecider, [x.submitted()]).when(approve(authority), ctx({ now: "2026-03-09T08:00:00.000Z" })).thenThrows("delegation.expired", { params: { until: "08.03.2026" } });
  });
  it("a delegator who lost update hr hands on nothing", () => {
    given(expenseDecider, [x.submitted()]).when(approve({ ...authority, delegatorRights: ["read:hr"] }), ctx({ now: "2026-03-04T10:00:00.000Z" })).thenThrows("errors.forbidden");
  });
  it("the delegate's own expense is refused", () => {
    given(expenseDecider, [x.submitted(x.chfDetails, { personId: 21, by: 21 })]).when(approve(authority), ctx({ now: "2026-03-04T10:00:00.000Z" })).thenThrows("delegation.own_request");
  });
  it("an old decision without onBehalfOf still folds: decided by the approver for nobody", () => {
    const s = given(expenseDecider, [x.submitted(), x.approved()]).state;
    expect(s.decidedBy).toBe(7);
    expect(s.decidedFor).toBeNull();
  });
});
