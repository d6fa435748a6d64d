import { describe, it, expect } from "vitest";
import { CTX, ctx, given } from "../shared/testing";
import { personDecider, type PersonCommand } from "./decider";
import type { PersonEvent, PersonRegistered } from "./events";
import { employee, personal, register as registerCommand, registered as registeredWith } from "./fixtures";

const register = registerCommand();
const registered = registeredWith();

const at = CTX.now;
const by = CTX.actorId;

const deactivated: PersonEvent = { type: "PersonDeactivated", data: { personId: 42, at: "2026-02-01T07:00:00.000Z", by: 1 } };
const activated: PersonEvent = { type: "PersonActivated", data: { personId: 42, at: "2026-02-10T07:00:00.000Z", by: 1 } };
const erased: PersonEvent = { type: "PersonErased", data: { personId: 42, at: "2026-02-20T07:00:00.000Z", by: 1 } };

describe("person: when nobody is registered", () => {
  it("registers the person, active, with role, company and capabilities", () => {
    const state = given(personDecider)
      .when(register)
      .thenEvents([
        {
          type: "PersonRegistered",
          data: { personId: 42, companyCode: "cantiere", role: "EMPLOYEE", capabilities: ["LIST_IN_HR_MODULE"], employee, quickSalId: null, personal, at, by },
        },
      ]);
    expect(state).toMatchObject({
      personId: 42,
      exists: true,
      erased: false,
      active: true,
      role: "EMPLOYEE",
      capabilities: ["LIST_IN_HR_MODULE"],
      companyCode: "cantiere",
      email: "employee@cantiere-group.ch",
      employee,
      siteIds: [],
    });
  });

  it("records capabilities once each and in a stable order", () => {
    given(personDecider)
      .when(registerCommand({ capabilities: ["SHOW_SITAF", "NO_LEAVE", "SHOW_SITAF", "LIST_ALL_EMPLOYEE", "NO_LEAVE"] }))
      .thenEvents([
        {
          type: "PersonRegistered",
          data: {
            personId: 42, companyCode: "cantiere", role: "EMPLOYEE",
            capabilities: ["LIST_ALL_EMPLOYEE", "NO_LEAVE", "SHOW_SITAF"],
            employee, quickSalId: null, personal, at, by,
          },
        },
      ]);
  });

  it("registers a person without a role (login only) and records who and when from the context", () => {
    const state = given(personDecider)
      .when(registerCommand({ role: null, capabilities: [] }), ctx({ actorId: null, now: "2026-04-01T12:00:00.000Z" }))
      .thenEvents([
        {
          type: "PersonRegistered",
          data: { personId: 42, companyCode: "cantiere", role: null, capabilities: [], employee, quickSalId: null, personal, at: "2026-04-01T12:00:00.000Z", by: null },
        },
      ]);
    expect(state.role).toBeNull();
    expect(state.active).toBe(true);
  });

  it.each<PersonCommand>([
    { type: "AssignRole", role: "HR" },
    { type: "SetCapabilities", capabilities: ["NO_LEAVE"] },
    { type: "DeactivatePerson", grantor: null, otherActiveAdmins: 1 },
    { type: "ActivatePerson", grantor: null },
    { type: "ErasePerson", grantor: null, otherActiveAdmins: 1 },
  ])("refuses $type as not found", (command) => {
    const err = given(personDecider).when(command).thenThrows("errors.not_found", { kind: "not_found" });
    expect(err.status).toBe(404);
  });
});

describe("person: when registered and active", () => {
  const history = [registered];

  it("refuses a second registration with the spec's user_already_exists", () => {
    const err = given(personDecider, history).when(register).thenThrows("user_already_exists", { kind: "rule" });
    expect(err.status).toBe(422);
  });

  it("assigns a new role, keeping the previous one in the event", () => {
    const state = given(personDecider, history)
      .when({ type: "AssignRole", role: "HR" })
      .thenEvents([{ type: "PersonRoleAssigned", data: { personId: 42, role: "HR", previousRole: "EMPLOYEE", at, by } }]);
    expect(state.role).toBe("HR");
  });

  it("can take the role away", () => {
    const state = given(personDecider, history)
      .when({ type: "AssignRole", role: null })
      .thenEvents([{ type: "PersonRoleAssigned", data: { personId: 42, role: null, previousRole: "EMPLOYEE", at, by } }]);
    expect(state.role).toBeNull();
  });

  it("records nothing when the role is already the one asked for", () => {
    given(personDecider, history).when({ type: "AssignRole", role: "EMPLOYEE" }).thenNothing();
  });

  it("sets capabilities deduplicated and sorted, keeping the previous set", () => {
    const state = given(personDecider, history)
      .when({ type: "SetCapabilities", capabilities: ["SHOW_SITAF", "NO_STAMPINGLOG", "SHOW_SITAF"] })
      .thenEvents([
        {
          type: "PersonCapabilitiesSet",
          data: { personId: 42, capabilities: ["NO_STAMPINGLOG", "SHOW_SITAF"], previous: ["LIST_IN_HR_MODULE"], at, by },
        },
      ]);
    expect(state.capabilities).toEqual(["NO_STAMPINGLOG", "SHOW_SITAF"]);
  });

  it("can clear every capability", () => {
    const state = given(personDecider, history)
      .when({ type: "SetCapabilities", capabilities: [] })
      .thenEvents([{ type: "PersonCapabilitiesSet", data: { personId: 42, capabilities: [], previous: ["LIST_IN_HR_MODULE"], at, by } }]);
    expect(state.capabilities).toEqual([]);
  });

  it("records nothing when the capabilities are the same set, whatever the order or repeats", () => {
    given(personDecider, history)
      .when({ type: "SetCapabilities", capabilities: ["LIST_IN_HR_MODULE", "LIST_IN_HR_MODULE"] })
      .thenNothing();
  });

  it("deactivates the person", () => {
    const state = given(personDecider, history)
      .when({ type: "DeactivatePerson", grantor: null, otherActiveAdmins: 1 })
      .thenEvents([{ type: "PersonDeactivated", data: { personId: 42, at, by } }]);
    expect(state.active).toBe(false);
    expect(state.exists).toBe(true);
  });

  it("records nothing when activated again", () => {
    given(personDecider, history).when({ type: "ActivatePerson", grantor: null }).thenNothing();
  });

  it("erases the person, who is then neither active nor live", () => {
    const state = given(personDecider, history)
      .when({ type: "ErasePerson", grantor: null, otherActiveAdmins: 1 }, ctx({ actorId: 7 }))
      .thenEvents([{ type: "PersonErased", data: { personId: 42, at, by: 7 } }]);
    expect(state).toMatchObject({ exists: true, erased: true, active: false });
  });
});

describe("person: when capabilities and role have been changed", () => {
  const history: PersonEvent[] = [
    registered,
    { type: "PersonRoleAssigned", data: { personId: 42, role: "HR", previousRole: "EMPLOYEE", at: "2026-01-06T07:00:00.000Z", by: 1 } },
    {
      type: "PersonCapabilitiesSet",
      data: { personId: 42, capabilities: ["LIST_ALL_EMPLOYEE", "SHOW_HR_MODULE"], previous: ["LIST_IN_HR_MODULE"], at: "2026-01-06T07:00:00.000Z", by: 1 },
    },
  ];

  it("folds to the latest role and capabilities", () => {
    expect(given(personDecider, history).state).toMatchObject({ role: "HR", capabilities: ["LIST_ALL_EMPLOYEE", "SHOW_HR_MODULE"] });
  });

  it("records the latest role as previous when the role changes back", () => {
    given(personDecider, history)
      .when({ type: "AssignRole", role: "EMPLOYEE" })
      .thenEvents([{ type: "PersonRoleAssigned", data: { personId: 42, role: "EMPLOYEE", previousRole: "HR", at, by } }]);
  });

  it("compares capabilities with the latest set", () => {
    given(personDecider, history)
      .when({ type: "SetCapabilities", capabilities: ["SHOW_HR_MODULE", "LIST_ALL_EMPLOYEE"] })
      .thenNothing();
    given(personDecider, history)
      .when({ type: "SetCapabilities", capabilities: ["LIST_IN_HR_MODULE"] })
      .thenEvents([
        {
          type: "PersonCapabilitiesSet",
          data: { personId: 42, capabilities: ["LIST_IN_HR_MODULE"], previous: ["LIST_ALL_EMPLOYEE", "SHOW_HR_MODULE"], at, by },
        },
      ]);
  });
});

describe("person: when deactivated", () => {
  const history = [registered, deactivated];

  it("folds to an inactive person", () => {
    expect(given(personDecider, history).state).toMatchObject({ exists: true, active: false, erased: false });
  });

  it("activates the person again", () => {
    const state = given(personDecider, history)
      .when({ type: "ActivatePerson", grantor: null })
      .thenEvents([{ type: "PersonActivated", data: { personId: 42, at, by } }]);
    expect(state.active).toBe(true);
  });

  it("records nothing when deactivated again", () => {
    given(personDecider, history).when({ type: "DeactivatePerson", grantor: null, otherActiveAdmins: 1 }).thenNothing();
  });

  it("still takes a role change while inactive", () => {
    given(personDecider, history)
      .when({ type: "AssignRole", role: "WORKER" })
      .thenEvents([{ type: "PersonRoleAssigned", data: { personId: 42, role: "WORKER", previousRole: "EMPLOYEE", at, by } }]);
  });

  it("can be erased", () => {
    given(personDecider, history).when({ type: "ErasePerson", grantor: null, otherActiveAdmins: 1 }).thenEvents([{ type: "PersonErased", data: { personId: 42, at, by } }]);
  });
});

describe("person: when reactivated", () => {
  const history = [registered, deactivated, activated];

  it("is active and can be deactivated once more", () => {
    expect(given(personDecider, history).state.active).toBe(true);
    given(personDecider, history)
      .when({ type: "DeactivatePerson", grantor: null, otherActiveAdmins: 1 })
      .thenEvents([{ type: "PersonDeactivated", data: { personId: 42, at, by } }]);
  });
});

describe("person: when erased", () => {
  const history = [registered, erased];

  it("folds to an erased, inactive person", () => {
    expect(given(personDecider, history).state).toMatchObject({ exists: true, erased: true, active: false });
  });

  it.each<PersonCommand>([
    { type: "AssignRole", role: "HR" },
    { type: "SetCapabilities", capabilities: ["NO_LEAVE"] },
    { type: "DeactivatePerson", grantor: null, otherActiveAdmins: 1 },
    { type: "ActivatePerson", grantor: null },
  ])("refuses $type as not found", (command) => {
    given(personDecider, history).when(command).thenThrows("errors.not_found", { kind: "not_found" });
  });

  it("refuses to reactivate even after a deactivation before the erasure", () => {
    given(personDecider, [registered, deactivated, erased]).when({ type: "ActivatePerson", grantor: null }).thenThrows("errors.not_found");
  });

  it("records nothing when erased again", () => {
    given(personDecider, history).when({ type: "ErasePerson", grantor: null, otherActiveAdmins: 1 }).thenNothing();
  });

  it("does not let the id be registered again", () => {
    given(personDecider, history).when(register).thenThrows("user_already_exists");
  });

  it("folds a registration whose personal data is gone (its key deleted, ADR-0007)", () => {
    const unreadable: PersonRegistered = { type: "PersonRegistered", data: { ...registered.data, personal: null } };
    expect(given(personDecider, [unreadable, erased]).state).toMatchObject({ personId: 42, role: "EMPLOYEE", erased: true });
  });
});
