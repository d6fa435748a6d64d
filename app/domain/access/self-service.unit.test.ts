import { describe, expect, it } from "vitest";
import { expenseDecider } from "../expense/decider";
import { submitExpense } from "../expense/fixtures";
import { leaveDecider } from "../leave/decider";
import { requestLeave } from "../leave/fixtures";
import { CTX } from "../shared/testing";
import { stampDecider } from "../stamping/decider";
import { clockIn, workerPrincipal } from "../stamping/fixtures";
import { accessOf, ROLES, type Capability, type Role } from "./permissions";
import { denialKey, mayChangeOwn, mayClaimOwnExpenses, SELF_SERVICES, selfServicesOf } from "./self-service";

const of = (role: Role | null, capabilities: Capability[] = [], active = true) => selfServicesOf({ role, capabilities, active });
const MAY = { may: true };

describe("given a staff role", () => {
  it.each(["ADMIN", "HR", "EMPLOYEE", "ASSOCIATE", "WORKER", "INTERIM"] as const)("when %s, then they request leave, clock in and claim expenses", (role) => {
    expect(of(role)).toEqual({ requestLeave: MAY, stamp: MAY, claimExpenses: MAY });
  });

  it("when NO_LEAVE, then only leave is taken away, and the flag is the reason", () => {
    expect(of("EMPLOYEE", ["NO_LEAVE"])).toEqual({ requestLeave: { may: false, why: "NO_LEAVE" }, stamp: MAY, claimExpenses: MAY });
  });

  it("when NO_STAMPINGLOG, then only clocking is taken away, and the flag is the reason", () => {
    expect(of("WORKER", ["NO_STAMPINGLOG"])).toEqual({ requestLeave: MAY, stamp: { may: false, why: "NO_STAMPINGLOG" }, claimExpenses: MAY });
  });

  it("when switched off, then nothing, because of that", () => {
    expect(of("EMPLOYEE", [], false)).toEqual({
      requestLeave: { may: false, why: "inactive" },
      stamp: { may: false, why: "inactive" },
      claimExpenses: { may: false, why: "inactive" },
    });
  });
});

describe("given a role that is not staff", () => {
  it("when CLIENT (even with both flags, as the demo client), then nothing, and the role is the reason", () => {
    const client = { may: false, why: "client" };
    expect(of("CLIENT", ["NO_STAMPINGLOG", "NO_LEAVE"])).toEqual({ requestLeave: client, stamp: client, claimExpenses: client });
  });

  it("when AUDITOR, then nothing, and the role is the reason", () => {
    const auditor = { may: false, why: "auditor" };
    expect(of("AUDITOR")).toEqual({ requestLeave: auditor, stamp: auditor, claimExpenses: auditor });
  });

  it("when no role at all, then nothing", () => {
    expect(of(null).requestLeave).toEqual({ may: false, why: "no_role" });
    expect(mayClaimOwnExpenses(null)).toBe(false);
  });
});

describe("the access a session carries", () => {
  it("holds the same verdicts, and the booleans the screens ask follow them", () => {
    const a = accessOf({ personId: 1, role: "CLIENT", capabilities: [], companyCode: "cantiere", active: true });
    expect(a.selfService).toEqual(of("CLIENT"));
    expect([a.canRequestLeave, a.canStamp, a.canClaimExpenses]).toEqual([false, false, false]);
    const e = accessOf({ personId: 1, role: "EMPLOYEE", capabilities: ["NO_LEAVE"], companyCode: "cantiere", active: true });
    expect([e.canRequestLeave, e.canStamp, e.canClaimExpenses]).toEqual([false, true, true]);
  });

  it("each reason has its own message key", () => {
    expect(denialKey("requestLeave", "NO_LEAVE")).toBe("unavailable.requestLeave.NO_LEAVE");
    expect(SELF_SERVICES).toEqual(["requestLeave", "stamp", "claimExpenses"]);
  });
});

/** Whether a decider accepts the command (no DomainError). */
function accepts(run: () => unknown): boolean {
  try {
    run();
    return true;
  } catch {
    return false;
  }
}

describe("the deciders agree with it (so the menu never offers what the rules refuse, nor hides what they allow)", () => {
  const FLAG_SETS: Capability[][] = [[], ["NO_LEAVE"], ["NO_STAMPINGLOG"], ["NO_LEAVE", "NO_STAMPINGLOG"], ["LIST_IN_HR_MODULE"]];
  for (const role of [...ROLES, null]) {
    for (const capabilities of FLAG_SETS) {
      it(`given ${role ?? "no role"} with [${capabilities.join(", ")}], when they act for themselves, then exactly what selfServicesOf says is accepted`, () => {
        const v = of(role, capabilities);
        const leave = accepts(() => leaveDecider.decide(requestLeave({ personRole: role, personCapabilities: capabilities }), leaveDecider.initialState(), CTX));
        const stamp = accepts(() =>
          stampDecider.decide(clockIn({ person: { ...workerPrincipal, role, capabilities } }), stampDecider.initialState(), { ...CTX, now: "2026-03-10T07:00:00.000Z" }),
        );
        const expense = accepts(() => expenseDecider.decide(submitExpense({ personRole: role }), expenseDecider.initialState(), CTX));
        expect({ leave, stamp, expense }).toEqual({ leave: v.requestLeave.may, stamp: v.stamp.may, expense: v.claimExpenses.may });
      });
    }
  }
});

describe("what a person may change on their own profile (ADR-0006; issue 42)", () => {
  it("the auditor: neither their photo nor their notification toggles (only their password and support requests)", () => {
    expect(mayChangeOwn("AUDITOR", "avatar")).toBe(false);
    expect(mayChangeOwn("AUDITOR", "notificationSettings")).toBe(false);
  });
  it("the client: their notification toggles, not their photo", () => {
    expect(mayChangeOwn("CLIENT", "avatar")).toBe(false);
    expect(mayChangeOwn("CLIENT", "notificationSettings")).toBe(true);
  });
  it("every staff role: both", () => {
    for (const role of ["ADMIN", "HR", "EMPLOYEE", "ASSOCIATE", "WORKER", "INTERIM"] as const) {
      expect(mayChangeOwn(role, "avatar"), role).toBe(true);
      expect(mayChangeOwn(role, "notificationSettings"), role).toBe(true);
    }
  });
});
