// Given/when/then for the working-hours rules, and how they reach a leave: a rule naming the
// person beats a rule for all users, which beats the person's own fields; summer is CEST.
import { describe, expect, it } from "vitest";
import type { Grantor } from "../access/grants";
import { resolveWorkingHours, workingHoursOf } from "../leave/working-hours";
import { ctx, given } from "../shared/testing";
import { rulesForCompany, workingHoursDecider, type WorkingHoursCommand, type WorkingHoursInput } from "./decider";
import type { WorkingHoursDefinition, WorkingHoursEvent } from "./events";

const hr: Grantor = { personId: 7, rights: ["read:hr", "update:hr"] };
const reader: Grantor = { personId: 11, rights: ["read:hr"] };
const AT = "2026-03-02T08:00:00.000Z";
const input: WorkingHoursInput = { companyCode: "sitaf", winterStart: "07:30", winterEnd: "16:30", summerStart: "07:00", summerEnd: "16:00", allUsers: true, userIds: [] };
const definition: WorkingHoursDefinition = { ...input, userIds: [] };
const people = [
  { personId: 42, companyCode: "sitaf" as const },
  { personId: 43, companyCode: "sitaf" as const },
  { personId: 50, companyCode: "metalsky" as const },
];
const create = (over: Partial<WorkingHoursInput> = {}, rest: Partial<Extract<WorkingHoursCommand, { type: "CreateWorkingHoursRule" }>> = {}): WorkingHoursCommand => ({
  type: "CreateWorkingHoursRule",
  ruleId: 5,
  by: hr,
  companies: ["sitaf"],
  input: { ...input, ...over },
  people,
  existing: [],
  ...rest,
});
const created: WorkingHoursEvent = { type: "WorkingHoursRuleCreated", data: { ruleId: 5, definition, at: AT, by: 7 } };
const at = ctx({ now: AT });

describe("when no rule exists", () => {
  it("HR creates one for all users of their company", () => {
    given(workingHoursDecider).when(create(), at).thenEvents([created]);
  });

  it("or for named people of that company (sorted, without repeats)", () => {
    const [e] = workingHoursDecider.decide(create({ allUsers: false, userIds: [43, 42, 43] }), workingHoursDecider.initialState(), at);
    expect(e.data).toMatchObject({ definition: { allUsers: false, userIds: [42, 43] } });
  });

  it("all four times are required, valid, in 5-minute steps, each start before its end", () => {
    given(workingHoursDecider).when(create({ winterStart: "" }), at).thenThrows("errors.required", { field: "winterStart" });
    given(workingHoursDecider).when(create({ summerEnd: "25:00" }), at).thenThrows("errors.invalid_time", { field: "summerEnd" });
    given(workingHoursDecider).when(create({ winterEnd: "16:32" }), at).thenThrows("working_hours.five_minutes", { field: "winterEnd" });
    given(workingHoursDecider).when(create({ summerStart: "16:00" }), at).thenThrows("working_hours.end_before_start", { field: "summerEnd" });
  });

  it("a rule for named people needs at least one, all of the rule's company", () => {
    given(workingHoursDecider).when(create({ allUsers: false, userIds: [] }), at).thenThrows("working_hours.users_required", { field: "userIds" });
    given(workingHoursDecider).when(create({ allUsers: false, userIds: [42, 50] }), at).thenThrows("working_hours.user_of_other_company", { field: "userIds" });
    given(workingHoursDecider).when(create({ allUsers: false, userIds: [999] }), at).thenThrows("working_hours.user_of_other_company");
  });

  it("needs update hr, and a company the actor manages", () => {
    given(workingHoursDecider).when(create({}, { by: reader }), at).thenThrows("errors.forbidden", { kind: "forbidden" });
    given(workingHoursDecider).when(create({ companyCode: "metalsky" }), at).thenThrows("errors.forbidden", { field: "companyCode" });
  });

  it("changing or removing an unknown rule is not found", () => {
    given(workingHoursDecider).when({ type: "ChangeWorkingHoursRule", by: hr, companies: ["sitaf"], input, people, existing: [] }, at).thenThrows("errors.not_found");
    given(workingHoursDecider).when({ type: "RemoveWorkingHoursRule", by: hr, companies: ["sitaf"] }, at).thenThrows("errors.not_found");
  });
});

describe("when a rule exists", () => {
  it("a change carries the new and the previous definition", () => {
    const next = { ...input, summerEnd: "17:00" };
    given(workingHoursDecider, [created])
      .when({ type: "ChangeWorkingHoursRule", by: hr, companies: ["sitaf"], input: next, people, existing: [] }, at)
      .thenEvents([{ type: "WorkingHoursRuleChanged", data: { ruleId: 5, definition: { ...definition, summerEnd: "17:00" }, previous: definition, at: AT, by: 7 } }]);
  });

  it("the same definition again records nothing", () => {
    given(workingHoursDecider, [created]).when({ type: "ChangeWorkingHoursRule", by: hr, companies: ["sitaf"], input, people, existing: [] }, at).thenNothing();
  });

  it("a creation on an existing stream is refused", () => {
    given(workingHoursDecider, [created]).when(create(), at).thenThrows("errors.already_exists");
  });

  it("HR of another company does not see it", () => {
    given(workingHoursDecider, [created]).when({ type: "ChangeWorkingHoursRule", by: hr, companies: ["metalsky"], input, people, existing: [] }, at).thenThrows("errors.not_found");
    given(workingHoursDecider, [created]).when({ type: "RemoveWorkingHoursRule", by: hr, companies: ["metalsky"] }, at).thenThrows("errors.not_found");
  });

  it("removing is final", () => {
    const removed: WorkingHoursEvent = { type: "WorkingHoursRuleRemoved", data: { ruleId: 5, at: AT, by: 7 } };
    const state = given(workingHoursDecider, [created]).when({ type: "RemoveWorkingHoursRule", by: hr, companies: ["sitaf"] }, at).thenEvents([removed]);
    expect(state.removed).toBe(true);
    given(workingHoursDecider, [created, removed]).when({ type: "ChangeWorkingHoursRule", by: hr, companies: ["sitaf"], input, people, existing: [] }, at).thenThrows("errors.not_found");
    given(workingHoursDecider, [created]).when({ type: "RemoveWorkingHoursRule", by: reader, companies: ["sitaf"] }, at).thenThrows("errors.forbidden");
  });
});

describe("one live rule per scope (ADR-0043)", () => {
  const forAll = { id: 1, definition };
  const forTwo = { id: 2, definition: { ...definition, allUsers: false, userIds: [42, 43] } };

  it("a second rule for all users of the company is refused, whatever its times", () => {
    given(workingHoursDecider).when(create({}, { existing: [forAll] }), at).thenThrows("working_hours.duplicate", { kind: "rule" });
    given(workingHoursDecider).when(create({ winterStart: "08:00" }, { existing: [forAll] }), at).thenThrows("working_hours.duplicate");
  });

  it("a second rule naming exactly the same people is refused, in any order", () => {
    given(workingHoursDecider).when(create({ allUsers: false, userIds: [43, 42] }, { existing: [forTwo] }), at).thenThrows("working_hours.duplicate");
  });

  it("other scopes are allowed: other people, an overlapping list, all users beside a list, another company's rule", () => {
    const otherCompany = { id: 3, definition: { ...definition, companyCode: "metalsky" as const } };
    for (const [over, existing] of [
      [{ allUsers: false, userIds: [42] }, [forTwo]],
      [{ allUsers: false, userIds: [42, 43] }, [forAll]],
      [{}, [forTwo, otherCompany]],
    ] as const) {
      expect(workingHoursDecider.decide(create(over, { existing: [...existing] }), workingHoursDecider.initialState(), at)).toHaveLength(1);
    }
  });

  it("a change may keep its own scope, but not take another live rule's", () => {
    const own = { id: 5, definition };
    const next = { ...input, summerEnd: "17:00" };
    expect(workingHoursDecider.decide({ type: "ChangeWorkingHoursRule", by: hr, companies: ["sitaf"], input: next, people, existing: [own] }, given(workingHoursDecider, [created]).state, at)).toHaveLength(1);
    given(workingHoursDecider, [created])
      .when({ type: "ChangeWorkingHoursRule", by: hr, companies: ["sitaf"], input: { ...next, allUsers: false, userIds: [42, 43] }, people, existing: [own, forTwo] }, at)
      .thenThrows("working_hours.duplicate");
  });
});

describe("which hours a leave takes", () => {
  const person = { personId: 42, winterStart: "08:00", winterEnd: "17:00", summerStart: "08:00", summerEnd: "17:00" };
  const forAll = { id: 1, definition };
  const forPerson = { id: 2, definition: { ...definition, allUsers: false, userIds: [42], winterStart: "06:00", summerStart: "06:30" } };
  const otherCompany = { id: 3, definition: { ...definition, companyCode: "metalsky" as const, winterStart: "09:00" } };

  it("a rule naming the person beats a rule for all users, which beats the person's own fields", () => {
    expect(workingHoursOf(person, rulesForCompany([forAll, forPerson, otherCompany], "sitaf"))).toMatchObject({ source: "personRule", ruleId: 2, winterStart: "06:00" });
    expect(workingHoursOf(person, rulesForCompany([forAll, otherCompany], "sitaf"))).toMatchObject({ source: "allUsersRule", ruleId: 1, winterStart: "07:30" });
    expect(workingHoursOf(person, rulesForCompany([otherCompany], "sitaf"))).toMatchObject({ source: "person", winterStart: "08:00" });
  });

  it("summer is the CEST period: winter times on 27 March 2026, summer times on 30 March", () => {
    const rules = rulesForCompany([forAll], "sitaf");
    expect(resolveWorkingHours(person, rules, "2026-03-27")).toMatchObject({ season: "winter", start: "07:30", end: "16:30" });
    expect(resolveWorkingHours(person, rules, "2026-03-30")).toMatchObject({ season: "summer", start: "07:00", end: "16:00" });
  });
});
