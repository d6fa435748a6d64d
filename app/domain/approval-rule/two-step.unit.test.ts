// The second approval (ADR-0139) as the leave and expense deciders apply it: given/when/then.
import { describe, expect, it } from "vitest";
import type { DelegatedAuthority } from "../delegation/approval";
import { expenseDecider, expenseDecisionProblem } from "../expense/decider";
import type { ExpenseCommand } from "../expense/commands";
import type { ExpenseEvent } from "../expense/events";
import * as x from "../expense/fixtures";
import type { LeaveCommand } from "../leave/commands";
import { leaveDecider, leaveDecisionProblem } from "../leave/decider";
import type { LeaveEvent } from "../leave/events";
import { hr, hrUpdater, leaveManager, otherHr, PERSON, rangeDetails, requested } from "../leave/fixtures";
import { ctx, given } from "../shared/testing";
import type { StoredApprovalRule } from "./decider";
import { expenseRuleFor, leaveRuleFor, leaveWorkingDays } from "./second-step";

const T1 = "2026-02-21T10:00:00.000Z";
const T2 = "2026-02-22T10:00:00.000Z";
const at1 = ctx({ now: T1 });
const at2 = ctx({ now: T2 });

/** Holidays of 3 working days or more need a second approval by someone with update hr. */
const holidayRule: StoredApprovalRule = { id: 5, definition: { kind: "leave", companyCode: "cantiere", leaveType: 1, minWorkingDays: 3, minChf: null, secondRight: "update:hr" } };
/** Expenses of CHF 50 or more. */
const expenseRule: StoredApprovalRule = { id: 6, definition: { kind: "expense", companyCode: "cantiere", leaveType: null, minWorkingDays: null, minChf: 5_000, secondRight: "update:hr" } };

const approve = (decidedBy = hr, rules: StoredApprovalRule[] = [holidayRule], onBehalf: DelegatedAuthority | null = null): LeaveCommand => ({
  type: "ApproveLeave",
  decidedBy,
  others: [],
  secondApproval: { rules, festivities: [] },
  onBehalf,
});
const reject = (decidedBy = hr): LeaveCommand => ({ type: "RejectLeave", decidedBy });
const stamp = (by: number, at: string) => ({ leaveId: 4711, personId: PERSON, at, by });
const firstApproved: LeaveEvent = { type: "LeaveFirstApproved", data: { ...stamp(hr.personId, T1), ruleId: 5, secondRight: "update:hr" } };

/** Colleague 21 decides for HR 7 through a delegation that holds on both days. */
const delegationFrom7: DelegatedAuthority = { delegationId: 9, delegatorId: 7, delegateId: 21, from: "2026-02-01", until: "2026-02-28", kinds: ["leave", "expense"], ended: false, delegatorRights: hr.rights };
const delegate21 = { personId: 21, rights: ["read:profile"] as ["read:profile"] };

describe("which rule applies", () => {
  it("a leave rule applies from its working days, to its type or, without one, to every type", () => {
    expect(leaveWorkingDays(rangeDetails, new Set())).toBe(3);
    expect(leaveRuleFor([holidayRule], rangeDetails, new Set())?.id).toBe(5);
    // a festivity on the Tuesday leaves 2 working days: below the rule
    expect(leaveRuleFor([holidayRule], rangeDetails, new Set(["2026-03-03"]))).toBeNull();
    expect(leaveRuleFor([{ ...holidayRule, definition: { ...holidayRule.definition, leaveType: 2 } }], rangeDetails, new Set())).toBeNull();
    const anyType = { id: 2, definition: { ...holidayRule.definition, leaveType: null } };
    expect(leaveRuleFor([anyType, holidayRule], rangeDetails, new Set())?.id).toBe(5);
    expect(leaveRuleFor([anyType], rangeDetails, new Set())?.id).toBe(2);
  });

  it("an expense rule applies from its CHF amount; an unknown CHF equivalent matches none", () => {
    expect(expenseRuleFor([expenseRule], 5_000)?.id).toBe(6);
    expect(expenseRuleFor([expenseRule], 4_999)).toBeNull();
    expect(expenseRuleFor([expenseRule], null)).toBeNull();
  });
});

describe("leave: when requested, without a rule that applies", () => {
  it("is approved in one step, as before", () => {
    const s = given(leaveDecider, [requested()]).when(approve(hr, []), at1).thenEvents([{ type: "LeaveApproved", data: stamp(hr.personId, T1) }]);
    expect(s.status).toBe("APPROVED");
  });

  it("a rule from 4 working days leaves a 3-day holiday to one step", () => {
    const rule = { ...holidayRule, definition: { ...holidayRule.definition, minWorkingDays: 4 } };
    given(leaveDecider, [requested()]).when(approve(hr, [rule]), at1).thenEvents([{ type: "LeaveApproved", data: stamp(hr.personId, T1) }]);
  });
});

describe("leave: when requested, under a rule", () => {
  it("the first approval records LeaveFirstApproved: still PENDING, 1 of 2", () => {
    const s = given(leaveDecider, [requested()]).when(approve(), at1).thenEvents([firstApproved]);
    expect(s.status).toBe("PENDING");
    expect(s.firstApproval).toEqual({ by: 7, at: T1, onBehalfOf: null, ruleId: 5, secondRight: "update:hr" });
    expect(s.decidedBy).toBeNull();
  });

  it("a rejection at the first step ends it", () => {
    given(leaveDecider, [requested()]).when(reject(), at1).thenEvents([{ type: "LeaveRejected", data: stamp(hr.personId, T1) }]);
  });
});

describe("leave: when approved once (1 of 2)", () => {
  const history = [requested(), firstApproved];

  it("another person with update hr gives the second: LeaveApproved names both approvers", () => {
    const s = given(leaveDecider, history)
      .when(approve(otherHr), at2)
      .thenEvents([{ type: "LeaveApproved", data: { ...stamp(otherHr.personId, T2), firstApproval: { by: 7, at: T1 } } }]);
    expect(s.status).toBe("APPROVED");
    // kept for the history: both decisions
    expect(s.firstApproval?.by).toBe(7);
    expect(s.decidedBy).toBe(otherHr.personId);
  });

  it("the second step does not depend on the rule still existing (removed meanwhile)", () => {
    given(leaveDecider, history)
      .when(approve(otherHr, []), at2)
      .thenEvents([{ type: "LeaveApproved", data: { ...stamp(otherHr.personId, T2), firstApproval: { by: 7, at: T1 } } }]);
  });

  it("the same person again is refused, and so is the preview", () => {
    given(leaveDecider, history).when(approve(hr), at2).thenThrows("approval_rule.same_approver", { kind: "rule" });
    const state = given(leaveDecider, history).state;
    expect(leaveDecisionProblem(state, hr, { decision: "approve", others: [] })?.code).toBe("approval_rule.same_approver");
    expect(leaveDecisionProblem(state, otherHr, { decision: "approve", others: [] })).toBeNull();
  });

  it("the second approver must hold the rule's right (update hr): update leave alone is refused", () => {
    given(leaveDecider, history).when(approve(leaveManager), at2).thenThrows("approval_rule.second_right_missing", { kind: "forbidden" });
    given(leaveDecider, history)
      .when(approve(hrUpdater), at2)
      .thenEvents([{ type: "LeaveApproved", data: { ...stamp(hrUpdater.personId, T2), firstApproval: { by: 7, at: T1 } } }]);
  });

  it("a delegate of the first approver is the same approver: refused", () => {
    given(leaveDecider, history).when(approve(delegate21, [holidayRule], delegationFrom7), at2).thenThrows("approval_rule.same_approver");
  });

  it("a delegate who gave the first approval for HR 7 cannot give the second themselves", () => {
    const viaDelegate: LeaveEvent = { type: "LeaveFirstApproved", data: { ...stamp(21, T1), onBehalfOf: 7, delegationId: 9, ruleId: 5, secondRight: "update:hr" } };
    const withRights = { personId: 21, rights: hr.rights };
    given(leaveDecider, [requested(), viaDelegate]).when(approve(withRights), at2).thenThrows("approval_rule.same_approver");
    given(leaveDecider, [requested(), viaDelegate]).when(approve(hr), at2).thenThrows("approval_rule.same_approver");
    given(leaveDecider, [requested(), viaDelegate])
      .when(approve(otherHr), at2)
      .thenEvents([{ type: "LeaveApproved", data: { ...stamp(otherHr.personId, T2), firstApproval: { by: 21, at: T1, onBehalfOf: 7 } } }]);
  });

  it("a rejection at the second step ends it, by anyone who may decide (also the first approver)", () => {
    const s = given(leaveDecider, history).when(reject(otherHr), at2).thenEvents([{ type: "LeaveRejected", data: stamp(otherHr.personId, T2) }]);
    expect(s.status).toBe("REJECTED");
    given(leaveDecider, history).when(reject(hr), at2).thenEvents([{ type: "LeaveRejected", data: stamp(hr.personId, T2) }]);
  });

  it("an edit starts the approvals again: the next approval is a first one", () => {
    const edited: LeaveEvent = { type: "LeaveRequestEdited", data: { ...stamp(PERSON, T2), details: rangeDetails, personal: { description: "Neve" } } };
    const s = given(leaveDecider, [...history, edited]).when(approve(hr), ctx({ now: "2026-02-23T10:00:00.000Z" })).thenEvents([
      { type: "LeaveFirstApproved", data: { ...stamp(hr.personId, "2026-02-23T10:00:00.000Z"), ruleId: 5, secondRight: "update:hr" } },
    ]);
    expect(s.status).toBe("PENDING");
  });
});

const approveExpense = (decidedBy = x.hr, opts: { changedChf?: number | null; account?: string | null; rules?: StoredApprovalRule[] } = {}): ExpenseCommand => ({
  type: "ApproveExpense",
  decidedBy,
  changedChf: opts.changedChf ?? null,
  account: opts.account ?? null,
  secondApproval: { rules: opts.rules ?? [expenseRule] },
});
const xStamp = (by: number, at: string) => ({ expenseId: x.EXPENSE, personId: x.PERSON, at, by });
const otherExpenseHr = { personId: 8, rights: ["update:hr"] as ["update:hr"] };

describe("expense: under a rule", () => {
  it("CHF 85.40 reaches a CHF 50 rule: first approval, with the account given; still PENDING", () => {
    const s = given(expenseDecider, [x.submitted()])
      .when(approveExpense(x.hr, { account: "6200" }), at1)
      .thenEvents([{ type: "ExpenseFirstApproved", data: { ...xStamp(7, T1), changedChf: null, account: "6200", ruleId: 6, secondRight: "update:hr" } }]);
    expect(s.status).toBe("PENDING");
    expect(s.firstApproval?.by).toBe(7);
  });

  it("below the rule's amount, or without rules, one step as before", () => {
    const high = { ...expenseRule, definition: { ...expenseRule.definition, minChf: 10_000 } };
    given(expenseDecider, [x.submitted()]).when(approveExpense(x.hr, { rules: [high] }), at1).thenEvents([{ type: "ExpenseApproved", data: { ...xStamp(7, T1), changedChf: null, account: null } }]);
    given(expenseDecider, [x.submitted()]).when(approveExpense(x.hr, { rules: [] }), at1).thenEvents([{ type: "ExpenseApproved", data: { ...xStamp(7, T1), changedChf: null, account: null } }]);
  });

  it("a EUR expense is judged by the CHF equivalent the approver gives", () => {
    given(expenseDecider, [x.submitted(x.eurDetails)])
      .when(approveExpense(x.hr, { changedChf: 11_500 }), at1)
      .thenEvents([{ type: "ExpenseFirstApproved", data: { ...xStamp(7, T1), changedChf: { amount: 11_500, by: 7, at: T1 }, account: null, ruleId: 6, secondRight: "update:hr" } }]);
  });

  const once: ExpenseEvent = { type: "ExpenseFirstApproved", data: { ...xStamp(7, T1), changedChf: null, account: "6200", ruleId: 6, secondRight: "update:hr" } };

  it("the second by another HR person approves it, keeping the first's account, naming both", () => {
    const s = given(expenseDecider, [x.submitted(), once])
      .when(approveExpense(otherExpenseHr), at2)
      .thenEvents([{ type: "ExpenseApproved", data: { ...xStamp(8, T2), changedChf: null, account: "6200", firstApproval: { by: 7, at: T1 } } }]);
    expect(s.status).toBe("APPROVED");
  });

  it("the same person twice is refused (also through a delegation), and so is the preview", () => {
    given(expenseDecider, [x.submitted(), once]).when(approveExpense(x.hr), at2).thenThrows("approval_rule.same_approver");
    given(expenseDecider, [x.submitted(), once]).when({ ...approveExpense(delegate21), onBehalf: delegationFrom7 } as ExpenseCommand, at2).thenThrows("approval_rule.same_approver");
    const state = given(expenseDecider, [x.submitted(), once]).state;
    expect(expenseDecisionProblem(state, x.hr, { decision: "approve", changedChf: null, account: null })?.code).toBe("approval_rule.same_approver");
  });

  it("a rejection at the second step ends it", () => {
    const s = given(expenseDecider, [x.submitted(), once]).when({ type: "RejectExpense", decidedBy: otherExpenseHr }, at2).thenEvents([{ type: "ExpenseRejected", data: xStamp(8, T2) }]);
    expect(s.status).toBe("REJECTED");
  });
});
