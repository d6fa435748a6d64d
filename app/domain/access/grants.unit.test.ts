import { describe, expect, it } from "vitest";
import { personDecider } from "../person/decider";
import type { PersonEvent, PersonRegistered } from "../person/events";
import { given, CTX } from "../shared/testing";
import { capabilitiesOffered, covers, strongerRightOf } from "./grants";
import { accessOf, CAPABILITIES, type Principal } from "./permissions";

const registered = (over: Partial<PersonRegistered["data"]> = {}): PersonRegistered => ({
  type: "PersonRegistered",
  data: {
    personId: 7,
    companyCode: "cantiere",
    role: "WORKER",
    capabilities: ["LIST_IN_HR_MODULE"],
    employee: { badgeId: 1, hiredAt: null, terminatedAt: null, workPercentage: 100, holidaysCount: 20, breakTime: 60, winterStart: "07:30", winterEnd: "16:30", summerStart: "07:00", summerEnd: "17:00" },
    quickSalId: null,
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
      .when({ type: "ChangeAccess", role: "EMPLOYEE", capabilities: ["LIST_FILE", "LIST_IN_HR_MODULE", "LIST_FILE"], grantor: grantor("ADMIN"), otherActiveAdmins: 1 })
      .thenEvents([
        { type: "PersonRoleAssigned", data: { personId: 7, role: "EMPLOYEE", previousRole: "WORKER", at: CTX.now, by: CTX.actorId } },
        { type: "PersonCapabilitiesSet", data: { personId: 7, capabilities: ["LIST_FILE", "LIST_IN_HR_MODULE"], previous: ["LIST_IN_HR_MODULE"], at: CTX.now, by: CTX.actorId } },
      ]);
  });

  it("records nothing when nothing changes", () => {
    given(personDecider, history).when({ type: "ChangeAccess", role: "WORKER", capabilities: ["LIST_IN_HR_MODULE"], grantor: grantor("ADMIN"), otherActiveAdmins: 1 }).thenNothing();
  });

  it("refuses a change to one's own access, whoever asks", () => {
    given(personDecider, history)
      .when({ type: "ChangeAccess", role: "ADMIN", capabilities: [], grantor: grantor("ADMIN", 7), otherActiveAdmins: 1 })
      .thenThrows("permission.own_change", { kind: "forbidden" });
  });
});

describe("when HR changes someone's access", () => {
  const history: PersonEvent[] = [registered()];

  it("refuses to grant the administrator role, whose rights HR does not hold", () => {
    const err = given(personDecider, history)
      .when({ type: "ChangeAccess", role: "ADMIN", capabilities: ["LIST_IN_HR_MODULE"], grantor: grantor("HR"), otherActiveAdmins: 1 })
      .thenThrows("permission.cannot_grant", { kind: "forbidden" });
    expect(String(err.params.right)).toMatch(/^(read|update):/);
  });

  it("refuses a flag that grants a right HR lacks", () => {
    given(personDecider, history)
      .when({ type: "ChangeAccess", role: "WORKER", capabilities: ["LIST_IN_HR_MODULE", "ALL_CHECKLISTS"], grantor: grantor("HR"), otherActiveAdmins: 1 })
      .thenThrows("permission.cannot_grant", { params: { right: "read:allChecklists" } });
  });

  it("may grant a flag whose right HR holds", () => {
    given(personDecider, history)
      .when({ type: "ChangeAccess", role: "WORKER", capabilities: ["LIST_IN_HR_MODULE", "LIST_FILE"], grantor: grantor("HR"), otherActiveAdmins: 1 })
      .thenEvents([
        { type: "PersonCapabilitiesSet", data: { personId: 7, capabilities: ["LIST_FILE", "LIST_IN_HR_MODULE"], previous: ["LIST_IN_HR_MODULE"], at: CTX.now, by: CTX.actorId } },
      ]);
  });

  it("refuses to demote an administrator or strip their role: HR could not grant what it would take away", () => {
    for (const role of ["WORKER", "HR", null] as const) {
      const err = given(personDecider, [registered({ role: "ADMIN" })])
        .when({ type: "ChangeAccess", role, capabilities: ["LIST_IN_HR_MODULE"], grantor: grantor("HR"), otherActiveAdmins: 1 })
        .thenThrows("permission.cannot_remove", { kind: "forbidden" });
      expect(String(err.params.right)).toMatch(/^(read|update):/);
    }
  });

  it("refuses to take away a flag whose right HR lacks, and may take one whose right it holds", () => {
    given(personDecider, [registered({ capabilities: ["LIST_IN_HR_MODULE", "ALL_CHECKLISTS"] })])
      .when({ type: "ChangeAccess", role: "WORKER", capabilities: ["LIST_IN_HR_MODULE"], grantor: grantor("HR"), otherActiveAdmins: 1 })
      .thenThrows("permission.cannot_remove", { params: { right: "read:allChecklists" } });
    given(personDecider, [registered({ capabilities: ["LIST_IN_HR_MODULE", "LIST_FILE"] })])
      .when({ type: "ChangeAccess", role: "WORKER", capabilities: ["LIST_IN_HR_MODULE"], grantor: grantor("HR"), otherActiveAdmins: 1 })
      .thenEvents([
        { type: "PersonCapabilitiesSet", data: { personId: 7, capabilities: ["LIST_IN_HR_MODULE"], previous: ["LIST_IN_HR_MODULE", "LIST_FILE"], at: CTX.now, by: CTX.actorId } },
      ]);
  });

  it("refuses to strip a deactivated administrator too: their rights return on reactivation", () => {
    given(personDecider, [registered({ role: "ADMIN" }), { type: "PersonDeactivated", data: { personId: 7, at: CTX.now, by: 1 } }])
      .when({ type: "ChangeAccess", role: null, capabilities: [], grantor: grantor("HR"), otherActiveAdmins: 1 })
      .thenThrows("permission.cannot_remove");
  });

  it("refuses to deactivate, reactivate or erase an administrator", () => {
    given(personDecider, [registered({ role: "ADMIN" })])
      .when({ type: "DeactivatePerson", grantor: grantor("HR"), otherActiveAdmins: 1 })
      .thenThrows("permission.cannot_remove", { kind: "forbidden" });
    given(personDecider, [registered({ role: "ADMIN" })])
      .when({ type: "ErasePerson", grantor: grantor("HR"), otherActiveAdmins: 1 })
      .thenThrows("permission.cannot_remove", { kind: "forbidden" });
    given(personDecider, [registered({ role: "ADMIN" }), { type: "PersonDeactivated", data: { personId: 7, at: CTX.now, by: 1 } }])
      .when({ type: "ActivatePerson", grantor: grantor("HR") })
      .thenThrows("permission.cannot_grant", { kind: "forbidden" });
  });

  it("may deactivate and reactivate a worker", () => {
    given(personDecider, [registered()])
      .when({ type: "DeactivatePerson", grantor: grantor("HR"), otherActiveAdmins: 0 })
      .thenEvents([{ type: "PersonDeactivated", data: { personId: 7, at: CTX.now, by: CTX.actorId } }]);
    given(personDecider, [registered(), { type: "PersonDeactivated", data: { personId: 7, at: CTX.now, by: 1 } }])
      .when({ type: "ActivatePerson", grantor: grantor("HR") })
      .thenEvents([{ type: "PersonActivated", data: { personId: 7, at: CTX.now, by: CTX.actorId } }]);
  });
});

describe("when HR changes the flags of someone stronger (issue 42, ADR-0101)", () => {
  const admin = [registered({ role: "ADMIN", capabilities: ["LIST_IN_HR_MODULE"] })];

  it("refuses the flags that grant no right on the only administrator: NO_STAMPINGLOG, NO_LEAVE, and taking LIST_IN_HR_MODULE away", () => {
    for (const capabilities of [["LIST_IN_HR_MODULE", "NO_STAMPINGLOG"], ["LIST_IN_HR_MODULE", "NO_LEAVE"], []] as const) {
      const err = given(personDecider, admin)
        .when({ type: "ChangeAccess", role: "ADMIN", capabilities: [...capabilities], grantor: grantor("HR"), otherActiveAdmins: 0 })
        .thenThrows("permission.cannot_change_stronger", { kind: "forbidden" });
      expect(String(err.params.right)).toMatch(/^(read|update):/);
    }
  });

  it("refuses them on an auditor too (who reads all employees, which HR does not)", () => {
    given(personDecider, [registered({ role: "AUDITOR", capabilities: [] })])
      .when({ type: "ChangeAccess", role: "AUDITOR", capabilities: ["LIST_IN_HR_MODULE"], grantor: grantor("HR"), otherActiveAdmins: 1 })
      .thenThrows("permission.cannot_change_stronger", { kind: "forbidden" });
  });

  it("lets another administrator set them, and HR set them on a worker", () => {
    given(personDecider, admin)
      .when({ type: "ChangeAccess", role: "ADMIN", capabilities: ["LIST_IN_HR_MODULE", "NO_LEAVE"], grantor: grantor("ADMIN", 2), otherActiveAdmins: 0 })
      .thenEvents([{ type: "PersonCapabilitiesSet", data: { personId: 7, capabilities: ["LIST_IN_HR_MODULE", "NO_LEAVE"], previous: ["LIST_IN_HR_MODULE"], at: CTX.now, by: CTX.actorId } }]);
    given(personDecider, [registered()])
      .when({ type: "ChangeAccess", role: "WORKER", capabilities: ["NO_STAMPINGLOG"], grantor: grantor("HR"), otherActiveAdmins: 1 })
      .thenEvents([{ type: "PersonCapabilitiesSet", data: { personId: 7, capabilities: ["NO_STAMPINGLOG"], previous: ["LIST_IN_HR_MODULE"], at: CTX.now, by: CTX.actorId } }]);
  });

  it("records nothing, and refuses nothing, when HR sends the stronger person's access unchanged", () => {
    given(personDecider, admin).when({ type: "ChangeAccess", role: "ADMIN", capabilities: ["LIST_IN_HR_MODULE"], grantor: grantor("HR"), otherActiveAdmins: 0 }).thenNothing();
  });

  it("names the first right the grantor lacks, for the page to hide its controls", () => {
    expect(strongerRightOf(grantor("HR"), principal("ADMIN", 7))).toMatch(/^(read|update):/);
    expect(strongerRightOf(grantor("HR"), principal("WORKER", 7, ["NO_LEAVE"]))).toBeNull();
    expect(strongerRightOf(grantor("ADMIN", 2), principal("ADMIN", 7))).toBeNull();
  });
});

describe("what holding a right covers", () => {
  const held = new Set(accessOf(principal("ADMIN", 1)).rights);

  it("a right held, a narrowing right (a client's favourites or subcontractors' files only), a client's share of what is held", () => {
    expect(covers(held, "update:hr")).toBe(true);
    expect(covers(held, "read:onlySitesFav")).toBe(true);
    expect(covers(held, "read:onlySubcontractorsFiles")).toBe(true);
    expect(covers(held, "read:sensibleDataClient")).toBe(true);
  });

  it("never a right the grantor lacks, nor the client's share without the whole", () => {
    const employee = new Set(accessOf(principal("EMPLOYEE", 2)).rights);
    expect(covers(employee, "update:hr")).toBe(false);
    expect(covers(new Set(accessOf(principal("WORKER", 3)).rights), "read:sensibleDataClient")).toBe(false);
  });

  it("lets an administrator deactivate and reactivate a client, and make a worker a client", () => {
    const client = registered({ role: "CLIENT", capabilities: [] });
    given(personDecider, [client]).when({ type: "DeactivatePerson", grantor: grantor("ADMIN"), otherActiveAdmins: 1 }).thenEvents([expect.objectContaining({ type: "PersonDeactivated" }) as PersonEvent]);
    given(personDecider, [registered()])
      .when({ type: "ChangeAccess", role: "CLIENT", capabilities: [], grantor: grantor("ADMIN"), otherActiveAdmins: 1 })
      .thenEvents([expect.objectContaining({ type: "PersonRoleAssigned" }) as PersonEvent, expect.objectContaining({ type: "PersonCapabilitiesSet" }) as PersonEvent]);
  });
});

describe("the capability flags offered on a new person's form", () => {
  it("HR: the flags whose rights HR holds, never another company's or all employees", () => {
    const offered = capabilitiesOffered(grantor("HR"));
    expect(offered).toEqual(expect.arrayContaining(["LIST_FILE", "NO_STAMPINGLOG", "NO_LEAVE", "SHOW_HR_MODULE", "LIST_IN_HR_MODULE"]));
    expect(offered).not.toContain("SHOW_METALSKY");
    expect(offered).not.toContain("LIST_ALL_EMPLOYEE");
  });

  it("an administrator: every flag", () => {
    expect(capabilitiesOffered(grantor("ADMIN"))).toEqual([...CAPABILITIES]);
  });
});

describe("when the person is the last active administrator", () => {
  const history: PersonEvent[] = [registered({ role: "ADMIN" })];

  it("refuses to take ADMIN away, to deactivate or to erase them, even for another administrator", () => {
    given(personDecider, history)
      .when({ type: "ChangeAccess", role: "HR", capabilities: [], grantor: grantor("ADMIN"), otherActiveAdmins: 0 })
      .thenThrows("permission.last_admin", { kind: "rule" });
    given(personDecider, history).when({ type: "DeactivatePerson", grantor: grantor("ADMIN"), otherActiveAdmins: 0 }).thenThrows("permission.last_admin");
    given(personDecider, history).when({ type: "ErasePerson", grantor: grantor("ADMIN"), otherActiveAdmins: 0 }).thenThrows("permission.last_admin");
    // nor by the operator's tools
    given(personDecider, history).when({ type: "DeactivatePerson", grantor: null, otherActiveAdmins: 0 }).thenThrows("permission.last_admin");
  });

  it("still takes a change of flags that keeps ADMIN", () => {
    given(personDecider, history)
      .when({ type: "ChangeAccess", role: "ADMIN", capabilities: ["LIST_IN_HR_MODULE", "NO_LEAVE"], grantor: grantor("ADMIN"), otherActiveAdmins: 0 })
      .thenEvents([
        { type: "PersonCapabilitiesSet", data: { personId: 7, capabilities: ["LIST_IN_HR_MODULE", "NO_LEAVE"], previous: ["LIST_IN_HR_MODULE"], at: CTX.now, by: CTX.actorId } },
      ]);
  });

  it("lets another administrator demote them when one more stays", () => {
    given(personDecider, history)
      .when({ type: "ChangeAccess", role: "HR", capabilities: [], grantor: grantor("ADMIN"), otherActiveAdmins: 1 })
      .thenEvents([
        { type: "PersonRoleAssigned", data: { personId: 7, role: "HR", previousRole: "ADMIN", at: CTX.now, by: CTX.actorId } },
        { type: "PersonCapabilitiesSet", data: { personId: 7, capabilities: [], previous: ["LIST_IN_HR_MODULE"], at: CTX.now, by: CTX.actorId } },
      ]);
  });

  it("refuses one's own deactivation", () => {
    given(personDecider, history).when({ type: "DeactivatePerson", grantor: grantor("ADMIN", 7), otherActiveAdmins: 3 }).thenThrows("permission.own_change");
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
