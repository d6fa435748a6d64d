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

  it("offers nothing to a person without a role", () => {
    expect(menuFor(access(null))).toEqual([]);
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
