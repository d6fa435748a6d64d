// The spec's leave, expense and checklist lists open on 20 rows a page (part 2 §9); a person's
// leave tab (HR) and the own leave list opened on the kit's 15.
import { describe, expect, it } from "vitest";
import { Temporal } from "temporal-polyfill";
import { CHECKLIST_PAGE_SIZE } from "~/events/queries/checklists.server";
import { hrExpenseListRequest, leaveListRequest, leaveRequestQueryOf, ownExpenseListRequest } from "./list-requests.server";

const today = Temporal.PlainDate.from("2026-06-15");
const url = "http://localhost/app/x";

describe("the lists' page size", () => {
  it("when a leave list (own, or a person's tab) opens without a size, then it shows 20 rows", () => {
    expect(leaveListRequest(url, today).params.size).toBe(20);
  });
  it("when HR's leave requests open without a size, then 20", () => {
    const user = { principal: { personId: 1, role: "HR" as const, capabilities: [], companyCode: "cantiere" as const, active: true }, access: { rights: new Set(["read:hr"]) } };
    expect(leaveRequestQueryOf(url, user as never).params.size).toBe(20);
  });
  it("when an expense list opens without a size, then 20", () => {
    expect(ownExpenseListRequest(url, today).size).toBe(20);
    expect(hrExpenseListRequest(url, ["cantiere"], today).params.size).toBe(20);
  });
  it("when a checklist list pages, then 20 a page", () => {
    expect(CHECKLIST_PAGE_SIZE).toBe(20);
  });
  it("when the person chooses another size, then that one", () => {
    expect(leaveListRequest(`${url}?size=50`, today).params.size).toBe(50);
  });
});
