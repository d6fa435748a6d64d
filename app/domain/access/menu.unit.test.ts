import { describe, expect, it } from "vitest";
import { landingPath, menuFor } from "./menu";
import { accessOf, type Principal } from "./permissions";

const access = (role: Principal["role"], capabilities: Principal["capabilities"] = []) =>
  accessOf({ personId: 1, role, capabilities, companyCode: "cantiere", active: true });

describe("the menu", () => {
  it("offers the permission screens only to those who may update admin", () => {
    expect(menuFor(access("ADMIN")).map((e) => e.group)).toContain("permission");
    expect(menuFor(access("WORKER")).map((e) => e.group)).not.toContain("permission");
  });

  it("offers the administrator's users to those who may read admin (ADMIN, HR), not to an employee or an auditor", () => {
    for (const role of ["ADMIN", "HR"] as const) expect(menuFor(access(role)).map((e) => e.path)).toContain("/app/admin/users");
    for (const role of ["EMPLOYEE", "AUDITOR"] as const) expect(menuFor(access(role)).map((e) => e.path)).not.toContain("/app/admin/users");
  });

  it("offers the favourite sites to those who may star them (update favorites), not to a worker, a client or an auditor", () => {
    for (const role of ["ADMIN", "HR", "EMPLOYEE", "ASSOCIATE"] as const) expect(menuFor(access(role)).map((e) => e.path)).toContain("/app/sites/sites/favourites");
    for (const role of ["WORKER", "INTERIM", "CLIENT", "AUDITOR"] as const) expect(menuFor(access(role)).map((e) => e.path)).not.toContain("/app/sites/sites/favourites");
    expect(menuFor(access("EMPLOYEE")).find((e) => e.path === "/app/sites/sites/favourites")?.label).toBe("site_lists.favourites.title");
  });

  it("offers nothing to a person without a role", () => {
    expect(menuFor(access(null))).toEqual([]);
  });
});

const paths = (role: Principal["role"], capabilities: Principal["capabilities"] = []) => menuFor(access(role, capabilities)).map((e) => e.path);
const SELF_SERVICE_PATHS = ["/app/profile/stamping", "/app/profile/leaves", "/app/profile/expenses"];

describe("the menu, given what the person may do for themselves", () => {
  it("when an employee, then it offers their stamping, their leave (after the profile) and their expenses", () => {
    const entries = menuFor(access("EMPLOYEE"));
    expect(entries.map((e) => e.path)).toEqual(expect.arrayContaining(SELF_SERVICE_PATHS));
    expect(entries.find((e) => e.path === "/app/profile/leaves")?.label).toBe("menu.my_leaves");
  });

  it("when a client, then it offers the sites, the file log (SHARED's, ADR-0054), the profile, its settings and calendar, the notifications, and no stamping, leave or expenses", () => {
    expect(paths("CLIENT", ["NO_STAMPINGLOG", "NO_LEAVE"])).toEqual(["/app/sites/sites", "/app/file-log", "/app/profile/dashboard", "/app/profile/settings", "/app/profile/calendar", "/app/notifications"]);
  });

  it("when anyone who reads their profile, then it offers their notifications (the notification group)", () => {
    for (const role of ["ADMIN", "HR", "EMPLOYEE", "WORKER", "CLIENT", "AUDITOR"] as const) expect(menuFor(access(role)).find((e) => e.path === "/app/notifications")?.group).toBe("notification");
  });

  it("when anyone who reads their profile (a worker, an auditor), then it offers the profile's settings after the profile", () => {
    for (const role of ["WORKER", "AUDITOR"] as const) {
      const p = paths(role);
      expect(p.indexOf("/app/profile/settings")).toBe(p.indexOf("/app/profile/dashboard") + 1);
    }
  });

  it("when an auditor, then no stamping, leave or expenses either", () => {
    for (const p of SELF_SERVICE_PATHS) expect(paths("AUDITOR")).not.toContain(p);
  });

  it("when NO_LEAVE, then no leave entry, the rest stays", () => {
    expect(paths("EMPLOYEE", ["NO_LEAVE"])).not.toContain("/app/profile/leaves");
    expect(paths("EMPLOYEE", ["NO_LEAVE"])).toEqual(expect.arrayContaining(["/app/profile/stamping", "/app/profile/expenses"]));
  });

  it("when NO_STAMPINGLOG, then no stamping entry, the rest stays", () => {
    expect(paths("WORKER", ["NO_STAMPINGLOG"])).not.toContain("/app/profile/stamping");
    expect(paths("WORKER", ["NO_STAMPINGLOG"])).toEqual(expect.arrayContaining(["/app/profile/leaves", "/app/profile/expenses"]));
  });

  it("when HR, then HR's own stamping and leave still come with its HR screens", () => {
    expect(paths("HR")).toEqual(expect.arrayContaining([...SELF_SERVICE_PATHS, "/app/hr/leave-requests", "/app/hr/stamps"]));
  });
});

describe("where a user lands after signing in", () => {
  it("is the page asked for, when it is under /app and open to them", () => {
    expect(landingPath(access("WORKER"), "/app/profile/edit")).toBe("/app/profile/edit");
  });

  it("is the first menu entry when the page asked for is not open to them", () => {
    expect(landingPath(access("WORKER"), "/app/permission/list")).toBe(menuFor(access("WORKER"))[0].path);
  });

  it("ignores /app alone and paths outside /app", () => {
    const first = menuFor(access("ADMIN"))[0].path;
    expect(landingPath(access("ADMIN"), "/app")).toBe(first);
    expect(landingPath(access("ADMIN"), "/auth/login")).toBe(first);
  });

  it("is nowhere (the no-rights message) when no entry is allowed", () => {
    expect(landingPath(access(null), null)).toBeNull();
  });
});

// spec part 2 §6: the single-right profiles (leave reader, HR updater, tool-manager reader), each
// grantable on its own by a flag (ADR-0117): the person holds that right and nothing else, and
// lands on a page that right opens
describe("the single-right profiles, given no role and one flag", () => {
  const only = (c: Principal["capabilities"][number]) => access(null, [c]);
  it("when LIST_LEAVES, then read leave alone, and the leave requests are the landing page", () => {
    expect([...only("LIST_LEAVES").rights]).toEqual(["read:leave"]);
    expect(paths(null, ["LIST_LEAVES"])).toEqual(["/app/hr/leave-requests", "/app/hr/absences"]);
    expect(landingPath(only("LIST_LEAVES"), null)).toBe("/app/hr/leave-requests");
  });
  it("when EDIT_HR_MODULE, then update hr alone, and the HR people list is the landing page", () => {
    expect([...only("EDIT_HR_MODULE").rights]).toEqual(["update:hr"]);
    expect(landingPath(only("EDIT_HR_MODULE"), null)).toBe("/app/hr/users/list");
    expect(paths(null, ["EDIT_HR_MODULE"]).every((p) => p === "/app/hr" || p.startsWith("/app/hr/"))).toBe(true);
  });
  it("when LIST_INVENTORY, then read tool-manager alone, and the tools are the landing page", () => {
    expect([...only("LIST_INVENTORY").rights]).toEqual(["read:tool-manager"]);
    expect(paths(null, ["LIST_INVENTORY"])).toEqual(["/app/admin/tools"]);
  });
});
