// The shared request lifecycle on a small request of its own (a tool loan: the way tools and
// checklists will use it), given/when/then, and decisionProblem state by state.
import { describe, expect, it } from "vitest";
import type { Grantor } from "../access/grants";
import {
  approvableLifecycle,
  closedBy,
  closedStatusOf,
  decisionsOn,
  pendingProblem,
  sameJson,
  staleVersion,
  type ApprovableState,
  type DecisionIntent,
} from "./approvable";
import type { Decider, DomainEvent } from "./decider";
import { ruleBroken } from "./errors";
import { CTX, given } from "./testing";

interface LoanDetails {
  toolId: number;
  days: number;
}
type LoanState = ApprovableState<LoanDetails> & { loanId: number };
type LoanEvent =
  | DomainEvent<"LoanRequested", { loanId: number; personId: number; details: LoanDetails; at: string; by: number }>
  | DomainEvent<"LoanWithdrawn" | "LoanApproved" | "LoanRejected", { loanId: number; at: string; by: number }>;

const LOAN_DECISIONS = decisionsOn("Loan");
type LoanCommand =
  | { type: "WithdrawLoan"; by: Grantor }
  | { type: typeof LOAN_DECISIONS.approve.commandType; by: Grantor; toolFree: boolean }
  | { type: typeof LOAN_DECISIONS.reject.commandType; by: Grantor };

const manager: Grantor = { personId: 7, rights: ["update:hr"] };
const otherManager: Grantor = { personId: 8, rights: ["update:hr"] };
const person: Grantor = { personId: 42, rights: ["read:profile"] };
const colleague: Grantor = { personId: 43, rights: ["read:profile"] };
const managerPerson: Grantor = { personId: 42, rights: ["update:hr"] };

/** A loan is approved only while the tool is free. */
const loanLifecycle = approvableLifecycle<LoanState, { toolFree: boolean }>({
  mayManage: (a) => a.rights.includes("update:hr"),
  ownDecisionCode: "loan.own_decision",
  approvalProblem: (state, intent) => (intent.toolFree ? null : ruleBroken("loan.tool_taken", { params: { toolId: state.details.toolId } })),
});

const initial = (): LoanState => ({ loanId: 0, personId: 0, status: null, details: null, decidedAt: null, decidedBy: null, withdrawnAt: null, withdrawnBy: null });

const loanDecider: Decider<LoanState, LoanCommand, LoanEvent> = {
  streamType: "loan",
  initialState: initial,
  evolve(state, e) {
    switch (e.type) {
      case "LoanRequested":
        return { ...initial(), loanId: e.data.loanId, personId: e.data.personId, status: "PENDING", details: e.data.details };
      case "LoanWithdrawn":
        return closedBy(state, "WITHDRAWN", e.data.by, e.data.at);
      case "LoanApproved":
        return closedBy(state, "APPROVED", e.data.by, e.data.at);
      case "LoanRejected":
        return closedBy(state, "REJECTED", e.data.by, e.data.at);
    }
  },
  decide(command, state, ctx) {
    const stamp = { loanId: state.loanId, at: ctx.now, by: command.by.personId };
    if (command.type === "WithdrawLoan") {
      loanLifecycle.requireChangeable(state, command.by);
      return [{ type: "LoanWithdrawn", data: stamp }];
    }
    const intent: DecisionIntent<{ toolFree: boolean }> = command.type === "ApproveLoan" ? { decision: "approve", toolFree: command.toolFree } : { decision: "reject" };
    const problem = loanLifecycle.decisionProblem(state, command.by, intent);
    if (problem) throw problem;
    return [{ type: command.type === "ApproveLoan" ? "LoanApproved" : "LoanRejected", data: stamp }];
  },
};

const REQUESTED_AT = "2026-03-01T08:00:00.000Z";
const requested: LoanEvent = { type: "LoanRequested", data: { loanId: 5, personId: 42, details: { toolId: 3, days: 2 }, at: REQUESTED_AT, by: 42 } };
const approve = (by = manager, toolFree = true): LoanCommand => ({ type: "ApproveLoan", by, toolFree });
const reject = (by = manager): LoanCommand => ({ type: "RejectLoan", by });
const withdraw = (by = person): LoanCommand => ({ type: "WithdrawLoan", by });
const stamp = (by: number) => ({ loanId: 5, at: CTX.now, by });

describe("decisionsOn: one decision, one spelling", () => {
  it("derives the command type and the form intent from the noun", () => {
    expect(LOAN_DECISIONS.approve).toEqual({ decision: "approve", commandType: "ApproveLoan", intent: "approve-loan" });
    expect(LOAN_DECISIONS.reject).toEqual({ decision: "reject", commandType: "RejectLoan", intent: "reject-loan" });
    expect(LOAN_DECISIONS.intents).toEqual(["approve-loan", "reject-loan"]);
  });
  it("keeps the stored command types of leave and expense", () => {
    expect(decisionsOn("Leave").approve.commandType).toBe("ApproveLeave");
    expect(decisionsOn("Expense").reject.commandType).toBe("RejectExpense");
    expect(decisionsOn("Expense").approve.intent).toBe("approve-expense");
  });
  it("reads the decision back from the intent", () => {
    expect(LOAN_DECISIONS.ofIntent("approve-loan")).toBe("approve");
    expect(LOAN_DECISIONS.ofIntent("reject-loan")).toBe("reject");
  });
});

describe("lifecycle: when nothing requested", () => {
  it("a decision is not found", () => {
    given(loanDecider).when(approve()).thenThrows("errors.not_found", { kind: "not_found" });
  });
  it("a withdrawal is not found", () => {
    given(loanDecider).when(withdraw()).thenThrows("errors.not_found", { kind: "not_found" });
  });
});

describe("lifecycle: when pending", () => {
  it("a manager approves it", () => {
    const state = given(loanDecider, [requested]).when(approve()).thenEvents([{ type: "LoanApproved", data: stamp(7) }]);
    expect(state).toMatchObject({ status: "APPROVED", decidedBy: 7, decidedAt: CTX.now, withdrawnBy: null });
  });
  it("a manager rejects it", () => {
    const state = given(loanDecider, [requested]).when(reject()).thenEvents([{ type: "LoanRejected", data: stamp(7) }]);
    expect(state).toMatchObject({ status: "REJECTED", decidedBy: 7 });
  });
  it("the person withdraws it", () => {
    const state = given(loanDecider, [requested]).when(withdraw()).thenEvents([{ type: "LoanWithdrawn", data: stamp(42) }]);
    expect(state).toMatchObject({ status: "WITHDRAWN", withdrawnBy: 42, withdrawnAt: CTX.now, decidedBy: null });
  });
  it("a manager withdraws it for the person", () => {
    given(loanDecider, [requested]).when(withdraw(manager)).thenEvents([{ type: "LoanWithdrawn", data: stamp(7) }]);
  });
  it("a colleague may not withdraw it", () => {
    given(loanDecider, [requested]).when(withdraw(colleague)).thenThrows("errors.forbidden", { kind: "forbidden" });
  });
  it("someone who does not manage may not decide", () => {
    given(loanDecider, [requested]).when(approve(colleague)).thenThrows("errors.forbidden", { kind: "forbidden" });
  });
  it("nobody decides their own request, even a manager", () => {
    given(loanDecider, [requested]).when(reject(managerPerson)).thenThrows("loan.own_decision", { kind: "forbidden" });
  });
  it("an approval needs the aggregate's own rule; a rejection does not", () => {
    given(loanDecider, [requested]).when(approve(manager, false)).thenThrows("loan.tool_taken", { kind: "rule", params: { toolId: 3 } });
    given(loanDecider, [requested]).when(reject()).thenEvents([{ type: "LoanRejected", data: stamp(7) }]);
  });
});

describe("lifecycle: when decided or withdrawn", () => {
  const approvedBy7: LoanEvent = { type: "LoanApproved", data: { loanId: 5, at: "2026-03-01T09:00:00.000Z", by: 7 } };
  const withdrawnBy42: LoanEvent = { type: "LoanWithdrawn", data: { loanId: 5, at: "2026-03-01T10:00:00.000Z", by: 42 } };
  it("a second decision answers who decided it and when", () => {
    given(loanDecider, [requested, approvedBy7])
      .when(reject(otherManager))
      .thenThrows("edit_allow_only_on_pending", { kind: "rule", params: { status: "APPROVED", by: 7, at: "2026-03-01T09:00:00.000Z" } });
  });
  it("a decision on a withdrawn request answers who withdrew it and when", () => {
    given(loanDecider, [requested, withdrawnBy42])
      .when(approve())
      .thenThrows("edit_allow_only_on_pending", { params: { status: "WITHDRAWN", by: 42, at: "2026-03-01T10:00:00.000Z" } });
  });
  it("a withdrawal after a decision is refused the same way", () => {
    given(loanDecider, [requested, approvedBy7]).when(withdraw()).thenThrows("edit_allow_only_on_pending", { params: { status: "APPROVED", by: 7, at: "2026-03-01T09:00:00.000Z" } });
  });
  it("the approval's own rule is not asked once the request is closed", () => {
    given(loanDecider, [requested, approvedBy7]).when(approve(otherManager, false)).thenThrows("edit_allow_only_on_pending");
  });
});

describe("decisionProblem: the rules as a value, for a preview", () => {
  const pending = given(loanDecider, [requested]).state;
  it("is null when the decision would be taken", () => {
    expect(loanLifecycle.decisionProblem(pending, manager, { decision: "approve", toolFree: true })).toBeNull();
    expect(loanLifecycle.decisionProblem(pending, manager, { decision: "reject" })).toBeNull();
  });
  it("is the error the decider throws, in the decider's order", () => {
    expect(loanLifecycle.decisionProblem(initial(), colleague, { decision: "reject" })?.code).toBe("errors.not_found");
    expect(loanLifecycle.decisionProblem(pending, colleague, { decision: "reject" })?.code).toBe("errors.forbidden");
    expect(loanLifecycle.decisionProblem(pending, managerPerson, { decision: "approve", toolFree: false })?.code).toBe("loan.own_decision");
    const err = loanLifecycle.decisionProblem(pending, manager, { decision: "approve", toolFree: false });
    expect(err).toMatchObject({ code: "loan.tool_taken", kind: "rule", params: { toolId: 3 } });
    const thrown = given(loanDecider, [requested]).when(approve(manager, false)).thenThrows("loan.tool_taken");
    expect(thrown.params).toEqual(err?.params);
  });
  it("does not change the state it reads", () => {
    const before = structuredClone(pending);
    loanLifecycle.decisionProblem(pending, manager, { decision: "approve", toolFree: false });
    expect(pending).toEqual(before);
  });
});

describe("the lifecycle's small answers", () => {
  it("pendingProblem leaves out who and when when unknown", () => {
    expect(pendingProblem({ status: "PENDING", decidedAt: null, decidedBy: null, withdrawnAt: null, withdrawnBy: null })).toBeNull();
    expect(pendingProblem({ status: "REJECTED", decidedAt: null, decidedBy: null, withdrawnAt: null, withdrawnBy: null })?.params).toEqual({ status: "REJECTED" });
  });
  it("closedStatusOf names the closing status of a refusal, and nothing for another refusal", () => {
    expect(closedStatusOf(ruleBroken("edit_allow_only_on_pending", { params: { status: "WITHDRAWN" } }))).toBe("WITHDRAWN");
    expect(closedStatusOf(ruleBroken("loan.tool_taken"))).toBeNull();
  });
  it("staleVersion compares only a version that was seen", () => {
    expect(staleVersion(2, 2)).toBe(false);
    expect(staleVersion(1, 2)).toBe(true);
    expect(staleVersion(null, 2)).toBe(false);
    expect(staleVersion(undefined, 2)).toBe(false);
  });
  it("sameJson ignores key order, not values", () => {
    expect(sameJson({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBe(true);
    expect(sameJson({ a: 1 }, { a: 2 })).toBe(false);
    expect(sameJson([1], { 0: 1 })).toBe(false);
    expect(sameJson(null, {})).toBe(false);
  });
});
