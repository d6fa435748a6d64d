// The second-approval rule form's schema as the action runs it (conform's parseWithZod): every
// problem beside its field, Swiss-typed amounts read as cents, an empty field as null.
import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { approvalRuleFormSchema, removeApprovalRuleSchema } from "./schema";

function formData(fields: [string, string][]) {
  const fd = new FormData();
  for (const [k, v] of fields) fd.append(k, v);
  return fd;
}
const parse = (fields: [string, string][]) => parseWithZod(formData(fields), { schema: approvalRuleFormSchema });
const parseRemove = (fields: [string, string][]) => parseWithZod(formData(fields), { schema: removeApprovalRuleSchema });

describe("the second-approval rule form", () => {
  it("a leave rule: any type, 6 working days", () => {
    const s = parse([["kind", "leave"], ["companyCode", "cantiere"], ["leaveType", ""], ["minWorkingDays", "6"], ["minChf", ""], ["secondRight", "update:hr"]]);
    expect(s.status).toBe("success");
    if (s.status === "success") expect(s.value.input).toEqual({ kind: "leave", companyCode: "cantiere", leaveType: null, minWorkingDays: 6, minChf: null, secondRight: "update:hr" });
  });

  it("an expense rule reads a Swiss amount as cents", () => {
    const s = parse([["kind", "expense"], ["companyCode", "sitaf"], ["minChf", "1'000.50"], ["secondRight", "update:leave"]]);
    expect(s.status).toBe("success");
    if (s.status === "success") expect(s.value.input).toMatchObject({ kind: "expense", minChf: 100_050, minWorkingDays: null });
  });

  it("names every problem beside its field", () => {
    const s = parse([["kind", "leave"], ["companyCode", "mars"], ["minWorkingDays", "tre"], ["secondRight", "update:admin"]]);
    expect(s.status).toBe("error");
    expect(s.reply().error).toMatchObject({ companyCode: ["errors.required"], minWorkingDays: ["forms.errors.invalid_number"] });
    const days = parse([["kind", "leave"], ["companyCode", "cantiere"], ["minWorkingDays", "0"], ["secondRight", "update:admin"]]);
    expect(days.reply().error).toEqual({ minWorkingDays: ["approval_rule.days_range"], secondRight: ["errors.required"] });
    const chf = parse([["kind", "expense"], ["companyCode", "cantiere"], ["minChf", ""], ["secondRight", "update:hr"]]);
    expect(chf.reply().error).toEqual({ minChf: ["errors.required"] });
  });

  it("a remove button names its rule by number; anything else is not found", () => {
    expect(parseRemove([["ruleId", "12"], ["expectedVersion", "1"]]).status).toBe("success");
    expect(parseRemove([["ruleId", "x; drop"]]).reply().error).toEqual({ ruleId: ["errors.not_found"] });
  });
});
