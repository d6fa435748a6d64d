import { describe, it, expect } from "vitest";
import { COMPANY_CODES } from "../company/companies";
import {
  CAPABILITIES,
  CAPABILITY_RIGHTS,
  RESOURCES,
  ROLES,
  ROLE_RIGHTS,
  accessOf,
  can,
  isCapability,
  isRole,
  peopleCompanies,
  siteCompanies,
  type Access,
  type Capability,
  type Principal,
  type Resource,
  type Right,
  type Role,
} from "./permissions";

function principal(over: Partial<Principal> = {}): Principal {
  return { personId: 1, role: "EMPLOYEE", capabilities: [], companyCode: "cantiere", active: true, ...over };
}

const accessOfRole = (role: Role | null, capabilities: Capability[] = []) => accessOf(principal({ role, capabilities }));
const rightsOf = (a: Access) => [...a.rights].sort();
const readable = (a: Access) => RESOURCES.filter((r) => can(a, "read", r));
const updatable = (a: Access) => RESOURCES.filter((r) => can(a, "update", r));
const CLIENT_ONLY: Resource[] = ["onlySitesFav", "onlySubcontractorsFiles", "sensibleDataClient"];
const ALL_COMPANY_READS = COMPANY_CODES.map((c) => `read:company:${c}`);

describe("role defaults", () => {
  it("ADMIN updates (so reads) every resource except the client-only views, and reads every company", () => {
    const a = accessOfRole("ADMIN");
    const staff = RESOURCES.filter((r) => !CLIENT_ONLY.includes(r));
    expect(updatable(a)).toEqual(staff);
    expect(readable(a)).toEqual(staff);
    for (const right of ALL_COMPANY_READS) expect(a.rights.has(right as Right)).toBe(true);
  });

  it("HR updates hr, admin, files, leave, stamping logs and profile; reads sites, their figures (ADR-0033) and the tool manager", () => {
    const a = accessOfRole("HR");
    expect(updatable(a).sort()).toEqual(["admin", "favorites", "files", "hr", "leave", "profile", "stampingsLog"]);
    expect(readable(a).sort()).toEqual(["admin", "favorites", "files", "hr", "leave", "profile", "sensibleData", "sites", "stampingsLog", "tool-manager"]);
    expect(can(a, "update", "sites")).toBe(false);
    expect(can(a, "update", "tool-manager")).toBe(false);
    expect(can(a, "read", "allEmployee")).toBe(false);
  });

  it("EMPLOYEE reads sites and sensible data, updates favorites and their profile", () => {
    expect(rightsOf(accessOfRole("EMPLOYEE"))).toEqual(
      ["read:favorites", "read:profile", "read:sensibleData", "read:sites", "update:favorites", "update:profile"],
    );
  });

  it("ASSOCIATE has the EMPLOYEE rights plus reading files", () => {
    const employee = accessOfRole("EMPLOYEE");
    const associate = accessOfRole("ASSOCIATE");
    expect(rightsOf(associate)).toEqual([...rightsOf(employee), "read:files"].sort());
    expect(can(employee, "read", "files")).toBe(false);
    expect(can(associate, "read", "files")).toBe(true);
    expect(can(associate, "update", "files")).toBe(false);
  });

  it.each<Role>(["WORKER", "INTERIM"])("%s only reads sites and their profile", (role) => {
    const a = accessOfRole(role);
    expect(rightsOf(a)).toEqual(["read:profile", "read:sites"]);
    expect(can(a, "update", "profile")).toBe(false);
  });

  it("CLIENT reads only favourite sites, subcontractor files, client sensible data and their profile", () => {
    const a = accessOfRole("CLIENT");
    expect(readable(a).sort()).toEqual(["onlySitesFav", "onlySubcontractorsFiles", "profile", "sensibleDataClient"]);
    expect(updatable(a)).toEqual([]);
    expect(can(a, "read", "sites")).toBe(false);
  });

  it("AUDITOR reads what an audit needs across every company and updates nothing", () => {
    const a = accessOfRole("AUDITOR");
    expect(readable(a).sort()).toEqual(["allEmployee", "allSites", "audit", "hr", "leave", "profile", "sites"]);
    expect(updatable(a)).toEqual([]);
    for (const right of ALL_COMPANY_READS) expect(a.rights.has(right as Right)).toBe(true);
  });

  it("only ADMIN and AUDITOR read the audit", () => {
    expect(ROLES.filter((r) => can(accessOfRole(r), "read", "audit")).sort()).toEqual(["ADMIN", "AUDITOR"]);
  });

  it("a person without a role has no rights", () => {
    const a = accessOfRole(null);
    expect(a.rights.size).toBe(0);
    expect(readable(a)).toEqual([]);
  });

  it.each<[Role | null, boolean]>([
    ["ADMIN", true], ["HR", true], ["EMPLOYEE", true], ["ASSOCIATE", true], ["WORKER", true], ["INTERIM", true],
    ["CLIENT", false], ["AUDITOR", false], [null, false],
  ])("%s: clocks in, requests leave and is listed in HR: %s", (role, staff) => {
    const a = accessOfRole(role);
    expect(a.canStamp).toBe(staff);
    expect(a.canRequestLeave).toBe(staff);
    expect(a.listedInHr).toBe(staff);
  });

  it("every role's rights are well-formed rights over known resources and companies", () => {
    const known = new Set<string>([...RESOURCES.flatMap((r) => [`read:${r}`, `update:${r}`]), ...ALL_COMPANY_READS]);
    for (const role of ROLES) for (const right of ROLE_RIGHTS[role]) expect(known.has(right), `${role}: ${right}`).toBe(true);
  });
});

describe("update implies read", () => {
  it("reads a resource the person may update", () => {
    const a = { rights: new Set<Right>(["update:hr"]) };
    expect(can(a, "read", "hr")).toBe(true);
    expect(can(a, "update", "hr")).toBe(true);
  });

  it("does not let reading imply updating", () => {
    const a = { rights: new Set<Right>(["read:hr"]) };
    expect(can(a, "read", "hr")).toBe(true);
    expect(can(a, "update", "hr")).toBe(false);
  });

  it("keeps each right to its own resource", () => {
    const a = { rights: new Set<Right>(["update:hr", "read:sites"]) };
    expect(RESOURCES.filter((r) => can(a, "read", r)).sort()).toEqual(["hr", "sites"]);
    expect(RESOURCES.filter((r) => can(a, "update", r))).toEqual(["hr"]);
  });

  it("grants nothing from no rights", () => {
    const a = { rights: new Set<Right>() };
    for (const r of RESOURCES) {
      expect(can(a, "read", r)).toBe(false);
      expect(can(a, "update", r)).toBe(false);
    }
  });
});

describe("capabilities granting rights", () => {
  it.each(Object.entries(CAPABILITY_RIGHTS) as [Capability, Right][])("%s grants %s to a WORKER", (capability, right) => {
    const without = accessOfRole("WORKER");
    const with_ = accessOfRole("WORKER", [capability]);
    expect(without.rights.has(right)).toBe(false);
    expect(rightsOf(with_)).toEqual([...rightsOf(without), right].sort());
  });

  it("SHOW_HR_MODULE opens the HR module for reading only", () => {
    const a = accessOfRole("EMPLOYEE", ["SHOW_HR_MODULE"]);
    expect(can(a, "read", "hr")).toBe(true);
    expect(can(a, "update", "hr")).toBe(false);
  });

  it("STAMPINGS_LOG_MANAGEMENT lets the person manage, and so read, stamping logs", () => {
    const a = accessOfRole("WORKER", ["STAMPINGS_LOG_MANAGEMENT"]);
    expect(can(a, "update", "stampingsLog")).toBe(true);
    expect(can(a, "read", "stampingsLog")).toBe(true);
  });

  it("EDIT_INVENTORY lets an HR person edit the tool manager they could only read", () => {
    expect(can(accessOfRole("HR"), "update", "tool-manager")).toBe(false);
    expect(can(accessOfRole("HR", ["EDIT_INVENTORY"]), "update", "tool-manager")).toBe(true);
  });

  it("adds to the role's defaults without taking anything away", () => {
    const base = accessOfRole("HR");
    const more = accessOfRole("HR", ["LIST_ALL_EMPLOYEE", "ALL_CHECKLISTS"]);
    for (const right of base.rights) expect(more.rights.has(right)).toBe(true);
    expect(can(more, "read", "allEmployee")).toBe(true);
    expect(can(more, "read", "allChecklists")).toBe(true);
  });

  it("grants its right even to a person without a role", () => {
    expect(rightsOf(accessOfRole(null, ["SHOW_HR_MODULE", "LIST_FILE"]))).toEqual(["read:files", "read:hr"]);
  });

  it.each<Capability>(["NO_STAMPINGLOG", "NO_LEAVE", "LIST_IN_HR_MODULE"])("%s grants no right", (capability) => {
    expect(rightsOf(accessOfRole("EMPLOYEE", [capability]))).toEqual(rightsOf(accessOfRole("EMPLOYEE")));
  });

  it.each([...COMPANY_CODES])("SHOW_<company> exists for %s and grants reading that company", (code) => {
    const capability = `SHOW_${code.toUpperCase()}`;
    expect(isCapability(capability)).toBe(true);
    expect(CAPABILITY_RIGHTS[capability as Capability]).toBe(`read:company:${code}`);
  });

  it("LIST_IN_HR_MODULE lists a client in HR's people lists", () => {
    expect(accessOfRole("CLIENT").listedInHr).toBe(false);
    expect(accessOfRole("CLIENT", ["LIST_IN_HR_MODULE"]).listedInHr).toBe(true);
    expect(accessOfRole(null, ["LIST_IN_HR_MODULE"]).listedInHr).toBe(true);
  });
});

describe("NO_STAMPINGLOG and NO_LEAVE", () => {
  it("NO_STAMPINGLOG stops clocking in but not requesting leave", () => {
    const a = accessOfRole("EMPLOYEE", ["NO_STAMPINGLOG"]);
    expect(a.canStamp).toBe(false);
    expect(a.canRequestLeave).toBe(true);
  });

  it("NO_LEAVE stops requesting leave but not clocking in", () => {
    const a = accessOfRole("WORKER", ["NO_LEAVE"]);
    expect(a.canRequestLeave).toBe(false);
    expect(a.canStamp).toBe(true);
  });

  it("both together take both abilities, even from an ADMIN, and leave the rights and the HR listing", () => {
    const a = accessOfRole("ADMIN", ["NO_STAMPINGLOG", "NO_LEAVE"]);
    expect(a.canStamp).toBe(false);
    expect(a.canRequestLeave).toBe(false);
    expect(a.listedInHr).toBe(true);
    expect(rightsOf(a)).toEqual(rightsOf(accessOfRole("ADMIN")));
  });

  it("STAMPINGS_LOG_MANAGEMENT manages others' logs without giving back one's own clocking in", () => {
    const a = accessOfRole("HR", ["NO_STAMPINGLOG", "STAMPINGS_LOG_MANAGEMENT"]);
    expect(can(a, "update", "stampingsLog")).toBe(true);
    expect(a.canStamp).toBe(false);
  });
});

describe("an inactive person", () => {
  const inactive = (role: Role | null, capabilities: Capability[] = [], over: Partial<Principal> = {}) =>
    principal({ role, capabilities, active: false, ...over });

  it.each<Role>([...ROLES])("has no rights as %s, even with granting capabilities", (role) => {
    const a = accessOf(inactive(role, ["SHOW_HR_MODULE", "LIST_ALL_EMPLOYEE", "EDIT_INVENTORY", "SHOW_SITAF"]));
    expect(a.rights.size).toBe(0);
    expect(readable(a)).toEqual([]);
    expect(a.canStamp).toBe(false);
    expect(a.canRequestLeave).toBe(false);
  });

  it("stays listed in HR's people lists, so HR can find and reactivate them", () => {
    expect(accessOf(inactive("WORKER")).listedInHr).toBe(true);
  });

  it("sees no other company's sites or people, whatever the role said", () => {
    const p = inactive("ADMIN", ["LIST_ALL_EMPLOYEE", "SHOW_SITAF"], { companyCode: "edemar" });
    const a = accessOf(p);
    expect(siteCompanies(p, a)).toEqual(["edemar"]);
    expect(peopleCompanies(p, a)).toEqual(["edemar"]);
  });
});

describe("siteCompanies and peopleCompanies scoping", () => {
  const scope = (over: Partial<Principal>) => {
    const p = principal(over);
    const a = accessOf(p);
    return { sites: siteCompanies(p, a), people: peopleCompanies(p, a) };
  };

  it("scopes an employee to their own company", () => {
    expect(scope({ role: "EMPLOYEE", companyCode: "metalsky" })).toEqual({ sites: ["metalsky"], people: ["metalsky"] });
  });

  it("adds the companies of SHOW_<company> to the sites, in the group's order, not to the people", () => {
    expect(scope({ role: "WORKER", companyCode: "tmwood", capabilities: ["SHOW_SITAF", "SHOW_CANTIERE"] })).toEqual({
      sites: ["cantiere", "sitaf", "tmwood"],
      people: ["tmwood"],
    });
  });

  it("lists the own company once when SHOW_ names it too", () => {
    expect(scope({ companyCode: "sitaf", capabilities: ["SHOW_SITAF"] }).sites).toEqual(["sitaf"]);
  });

  it("gives every company to ADMIN and AUDITOR (allSites and allEmployee)", () => {
    for (const role of ["ADMIN", "AUDITOR"] as const) {
      expect(scope({ role, companyCode: "edemar" })).toEqual({ sites: [...COMPANY_CODES], people: [...COMPANY_CODES] });
    }
  });

  it("keeps HR to their own company's people unless LIST_ALL_EMPLOYEE", () => {
    expect(scope({ role: "HR", companyCode: "sitaf" }).people).toEqual(["sitaf"]);
    expect(scope({ role: "HR", companyCode: "sitaf", capabilities: ["LIST_ALL_EMPLOYEE"] })).toEqual({
      sites: ["sitaf"],
      people: [...COMPANY_CODES],
    });
  });

  it("treats update on allSites or allEmployee as reading them", () => {
    const p = principal({ companyCode: "edemar" });
    const a = { ...accessOf(p), rights: new Set<Right>(["update:allSites", "update:allEmployee"]) };
    expect(siteCompanies(p, a)).toEqual([...COMPANY_CODES]);
    expect(peopleCompanies(p, a)).toEqual([...COMPANY_CODES]);
  });

  it("returns a fresh list each time, so a caller cannot change the group's companies", () => {
    const p = principal({ role: "ADMIN" });
    const list = siteCompanies(p, accessOf(p));
    list.pop();
    expect(COMPANY_CODES).toHaveLength(7);
    expect(siteCompanies(p, accessOf(p))).toHaveLength(7);
  });
});

describe("isRole and isCapability", () => {
  it("recognise every role and capability", () => {
    for (const r of ROLES) expect(isRole(r)).toBe(true);
    for (const c of CAPABILITIES) expect(isCapability(c)).toBe(true);
  });

  it.each<unknown>(["admin", "Admin", "project_manager", "", null, undefined, 3, ["ADMIN"]])("reject %j as a role", (v) => {
    expect(isRole(v)).toBe(false);
  });

  it.each<unknown>(["no_leave", "SHOW_ACME", "read:hr", "", null, 0])("reject %j as a capability", (v) => {
    expect(isCapability(v)).toBe(false);
  });
});
