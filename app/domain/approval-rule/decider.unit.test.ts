import { describe, expect, it } from "vitest";
import type { Grantor } from "../access/grants";
import { CTX, given } from "../shared/testing";
import { approvalRuleDecider, type ApprovalRuleCommand, type SecondApprovalRuleInput, type StoredApprovalRule } from "./decider";
import type { ApprovalRuleEvent, SecondApprovalRuleDefinition } from "./events";

const at = CTX.now;
const hrActor: Grantor = { personId: 7, rights: ["read:hr", "update:hr"] };
const leaveOnly: Grantor = { personId: 9, rights: ["update:leave"] };

const holidayInput: SecondApprovalRuleInput = { kind: "leave", companyCode: "cantiere", leaveType: 1, minWorkingDays: 6, minChf: null, secondRight: "update:hr" };
const holiday: SecondApprovalRuleDefinition = { kind: "leave", companyCode: "cantiere", leaveType: 1, minWorkingDays: 6, minChf: null, secondRight: "update:hr" };

const set = (input: Partial<SecondApprovalRuleInput> = {}, opts: { by?: typeof hrActor; existing?: StoredApprovalRule[]; companies?: ("cantiere" | "sitaf")[] } = {}): ApprovalRuleCommand => ({
  type: "SetSecondApprovalRule",
  ruleId: 3,
  by: opts.by ?? hrActor,
  companies: opts.companies ?? ["cantiere"],
  input: { ...holidayInput, ...input },
  existing: opts.existing ?? [],
});
const remove = (companies: ("cantiere" | "sitaf")[] = ["cantiere"], by = hrActor): ApprovalRuleCommand => ({ type: "RemoveSecondApprovalRule", by, companies });
const wasSet: ApprovalRuleEvent = { type: "SecondApprovalRuleSet", data: { ruleId: 3, definition: holiday, at: "2026-03-01T08:00:00.000Z", by: 7 } };

describe("second-approval rule: when none exists", () => {
  it("HR sets a holiday rule of their company: from 6 working days, second by update hr", () => {
    const state = given(approvalRuleDecider).when(set()).thenEvents([{ type: "SecondApprovalRuleSet", data: { ruleId: 3, definition: holiday, at, by: 7 } }]);
    expect(state).toMatchObject({ ruleId: 3, definition: holiday, removed: false, setBy: 7 });
  });

  it("sets a rule for any leave type (no type named)", () => {
    given(approvalRuleDecider)
      .when(set({ leaveType: null }))
      .thenEvents([{ type: "SecondApprovalRuleSet", data: { ruleId: 3, definition: { ...holiday, leaveType: null }, at, by: 7 } }]);
  });

  it("an expense rule keeps only its CHF minimum (a leave type and days given on the form are dropped)", () => {
    given(approvalRuleDecider)
      .when(set({ kind: "expense", minChf: 50_000, secondRight: "update:hr" }))
      .thenEvents([
        { type: "SecondApprovalRuleSet", data: { ruleId: 3, definition: { kind: "expense", companyCode: "cantiere", leaveType: null, minWorkingDays: null, minChf: 50_000, secondRight: "update:hr" }, at, by: 7 } },
      ]);
  });

  it("refuses someone without update hr", () => {
    given(approvalRuleDecider).when(set({}, { by: leaveOnly })).thenThrows("errors.forbidden", { kind: "forbidden" });
  });

  it("refuses a company the user may not manage, on the company field", () => {
    given(approvalRuleDecider).when(set({ companyCode: "sitaf" })).thenThrows("errors.forbidden", { kind: "forbidden", field: "companyCode" });
  });

  it("a leave rule needs its working days, at least 1", () => {
    given(approvalRuleDecider).when(set({ minWorkingDays: null })).thenThrows("errors.required", { field: "minWorkingDays" });
    given(approvalRuleDecider).when(set({ minWorkingDays: 0 })).thenThrows("approval_rule.days_range", { field: "minWorkingDays" });
    given(approvalRuleDecider).when(set({ minWorkingDays: 2.5 })).thenThrows("approval_rule.days_range", { field: "minWorkingDays" });
  });

  it("an expense rule needs a positive CHF amount", () => {
    given(approvalRuleDecider).when(set({ kind: "expense", minChf: null })).thenThrows("errors.required", { field: "minChf" });
    given(approvalRuleDecider).when(set({ kind: "expense", minChf: -100 })).thenThrows("approval_rule.chf_range", { field: "minChf" });
  });

  it("the second right is one of those that decide", () => {
    given(approvalRuleDecider).when(set({ secondRight: "update:admin" })).thenThrows("errors.required", { field: "secondRight" });
    given(approvalRuleDecider).when(set({ leaveType: 99 })).thenThrows("leave.invalid_type", { field: "leaveType" });
  });

  it("refuses a second live rule for the same company, kind and leave type; another type is fine", () => {
    const existing = [{ id: 1, definition: holiday }];
    given(approvalRuleDecider).when(set({ minWorkingDays: 10 }, { existing })).thenThrows("approval_rule.duplicate", { kind: "rule" });
    given(approvalRuleDecider)
      .when(set({ leaveType: 2 }, { existing }))
      .thenEvents([{ type: "SecondApprovalRuleSet", data: { ruleId: 3, definition: { ...holiday, leaveType: 2 }, at, by: 7 } }]);
  });

  it("removing a rule that does not exist is not found", () => {
    given(approvalRuleDecider).when(remove()).thenThrows("errors.not_found", { kind: "not_found" });
  });
});

describe("second-approval rule: when set", () => {
  it("is set once: the same id again is refused", () => {
    given(approvalRuleDecider, [wasSet]).when(set()).thenThrows("errors.already_exists");
  });

  it("HR removes it; removing again records nothing", () => {
    const state = given(approvalRuleDecider, [wasSet]).when(remove()).thenEvents([{ type: "SecondApprovalRuleRemoved", data: { ruleId: 3, at, by: 7 } }]);
    expect(state.removed).toBe(true);
    given(approvalRuleDecider, [wasSet, { type: "SecondApprovalRuleRemoved", data: { ruleId: 3, at, by: 7 } }]).when(remove()).thenNothing();
  });

  it("someone who may not manage its company does not see it; without update hr it is refused", () => {
    given(approvalRuleDecider, [wasSet]).when(remove(["sitaf"])).thenThrows("errors.not_found");
    given(approvalRuleDecider, [wasSet]).when(remove(["cantiere"], leaveOnly)).thenThrows("errors.forbidden");
  });
});
