import { describe, expect, it } from "vitest";
import { personDecider } from "../person/decider";
import type { PersonEvent, PersonRegistered } from "../person/events";
import { given, CTX } from "../shared/testing";
import { accessOf, type Principal } from "./permissions";

const registered = (over: Partial<PersonRegistered["data"]> = {}): PersonRegistered => ({
  type: "PersonRegistered",
  data: {
    personId: 7,
    companyCode: "cantiere",
    role: "WORKER",
    capabilities: ["LIST_IN_HR_MODULE"],
    employee: { badgeId: 1, hiredAt: null, terminatedAt: null, workPercentage: 100, holidaysCount: 20, breakTime: 60, winterStart: "07:30", winterEnd: "16:30", summerStart: "07:00", summerEnd: "17:00" },
    personal: null,
    at: "2026-01-01T00:00:00.000Z",
    by: null,
    ...over,
  },
});

const principal = (role: Principal["role"], personId: number, capabilities: Principal["capabilities"] = []): Principal => ({ personId, role, capabilities, companyCode: "cantiere", active: true });
const grantor = (role: Principal["role"], personId = 1, caps: Principal["capabilities"] = []) => ({ personId, rights: [...accessOf(principal(role, personId, caps)).rights] });

describe("when an administrator changes a worker's access", () => {
  const history: PersonEvent[] = [registered()];

  it("records the new role and the new flags as two facts", () => {
    given(personDecider, history)
      .when({ type: "ChangeAccess", role: "EMPLOYEE", capabilities: ["LIST_FILE", "LIST_IN_HR_MODULE", "LIST_FILE"], grantor: grantor("ADMIN") })
      .thenEvents([
        { type: "PersonRoleAssigned", data: { personId: 7, role: "EMPLOYEE", previousRole: "WORKER", at: CTX.now, by: CTX.actorId } },
        { type: "PersonCapabilitiesSet", data: { personId: 7, capabilities: ["LIST_FILE", "LIST_IN_HR_MODULE"], previous: ["LIST_IN_HR_MODULE"], at: CTX.now, by: CTX.actorId } },
      ]);
  });

  it("records nothing when nothing changes", () => {
    given(personDecider, history).when({ type: "ChangeAccess", role: "WORKER", capabilities: ["LIST_IN_HR_MODULE"], grantor: grantor("ADMIN") }).thenNothing();
  });

  it("refuses a change to one's own access, whoever asks", () => {
    given(personDecider, history)
      .when({ type: "ChangeAccess", role: "ADMIN", capabilities: [], grantor: grantor("ADMIN", 7) })
      .thenThrows("permission.own_change", { kind: "forbidden" });
  });
});

describe("when HR changes someone's access", () => {
  const history: PersonEvent[] = [registered()];

  it("refuses to grant the administrator role, whose rights HR does not hold", () => {
    const err = given(personDecider, history)
      .when({ type: "ChangeAccess", role: "ADMIN", capabilities: ["LIST_IN_HR_MODULE"], grantor: grantor("HR") })
      .thenThrows("permission.cannot_grant", { kind: "forbidden" });
    expect(String(err.params.right)).toMatch(/^(read|update):/);
  });

  it("refuses a flag that grants a right HR lacks", () => {
    given(personDecider, history)
      .when({ type: "ChangeAccess", role: "WORKER", capabilities: ["LIST_IN_HR_MODULE", "ALL_CHECKLISTS"], grantor: grantor("HR") })
      .thenThrows("permission.cannot_grant", { params: { right: "read:allChecklists" } });
  });

  it("may grant a flag whose right HR holds", () => {
    given(personDecider, history)
      .when({ type: "ChangeAccess", role: "WORKER", capabilities: ["LIST_IN_HR_MODULE", "LIST_FILE"], grantor: grantor("HR") })
      .thenEvents([
        { type: "PersonCapabilitiesSet", data: { personId: 7, capabilities: ["LIST_FILE", "LIST_IN_HR_MODULE"], previous: ["LIST_IN_HR_MODULE"], at: CTX.now, by: CTX.actorId } },
      ]);
  });

  it("may take a right away that the person already had, even one HR lacks", () => {
    given(personDecider, [registered({ role: "ADMIN" })])
      .when({ type: "ChangeAccess", role: "WORKER", capabilities: ["LIST_IN_HR_MODULE"], grantor: grantor("HR") })
      .thenEvents([{ type: "PersonRoleAssigned", data: { personId: 7, role: "WORKER", previousRole: "ADMIN", at: CTX.now, by: CTX.actorId } }]);
  });
});

describe("when a password is set", () => {
  it("records that an administrator set it, never the secret", () => {
    given(personDecider, [registered()])
      .when({ type: "SetPassword", grantor: grantor("ADMIN") })
      .thenEvents([{ type: "PersonPasswordSet", data: { personId: 7, byAdministrator: true, at: CTX.now, by: CTX.actorId } }]);
  });

  it("records that the person changed it themselves", () => {
    given(personDecider, [registered()])
      .when({ type: "SetPassword", grantor: null }, { ...CTX, actorId: 7 })
      .thenEvents([{ type: "PersonPasswordSet", data: { personId: 7, byAdministrator: false, at: CTX.now, by: 7 } }]);
  });

  it("refuses HR setting an administrator's password (that would be taking over stronger rights)", () => {
    given(personDecider, [registered({ role: "ADMIN" })])
      .when({ type: "SetPassword", grantor: grantor("HR") })
      .thenThrows("permission.cannot_reset_stronger", { kind: "forbidden" });
  });

  it("sends an administrator to the profile for their own password", () => {
    given(personDecider, [registered()]).when({ type: "SetPassword", grantor: grantor("ADMIN", 7) }).thenThrows("permission.own_password_here");
  });
});
