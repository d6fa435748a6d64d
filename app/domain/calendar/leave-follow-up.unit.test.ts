// Where a leave on a calendar leads (issue 34: the Edit link of an approved leave opened a form that
// refuses anything not pending).
import { describe, expect, it } from "vitest";
import { accessOf, type Role } from "../access/permissions";
import { leaveFollowUp } from "./view";

const person = (id: number, role: Role) => ({ id, access: accessOf({ personId: id, role, capabilities: [], companyCode: "cantiere", active: true }) });
const leave = (status: string, personId = 7) => ({ id: 40, personId, status });

describe("a leave on a calendar", () => {
  describe("when approved (what the calendar shows)", () => {
    it("leads HR to the request's history, never to a form that refuses it", () => {
      expect(leaveFollowUp(person(1, "HR"), leave("APPROVED"))).toEqual({ kind: "history", to: "/app/hr/leave-requests/40/history" });
    });
    it("leads the person to their own request's history", () => {
      expect(leaveFollowUp(person(7, "WORKER"), leave("APPROVED"))).toEqual({ kind: "history", to: "/app/profile/leaves/40/history" });
    });
    it("leads a colleague without HR's rights nowhere", () => {
      expect(leaveFollowUp(person(8, "WORKER"), leave("APPROVED"))).toBeNull();
    });
  });

  describe("when pending", () => {
    it("leads HR to its form", () => {
      expect(leaveFollowUp(person(1, "HR"), leave("PENDING"))).toEqual({ kind: "edit", to: "/app/hr/users/7/leaves/40/edit" });
    });
    it("leads the person to their own form", () => {
      expect(leaveFollowUp(person(7, "WORKER"), leave("PENDING"))).toEqual({ kind: "edit", to: "/app/profile/leaves/40/edit" });
    });
  });

  describe("when withdrawn or rejected", () => {
    it.each(["WITHDRAWN", "REJECTED"])("%s: HR's history", (status) => {
      expect(leaveFollowUp(person(1, "HR"), leave(status))).toEqual({ kind: "history", to: "/app/hr/leave-requests/40/history" });
    });
  });
});
