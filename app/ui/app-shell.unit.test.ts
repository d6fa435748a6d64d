import { describe, expect, it } from "vitest";
import { currentEntry } from "./app-shell";

describe("currentEntry: the menu entry a page belongs to (as NavLink matched it)", () => {
  const menu = ["/app/sites/sites", "/app/sites/sites/favourites", "/app/profile/dashboard", "/app/profile/leaves", "/app/hr/users"];
  it("is the entry's own page", () => {
    expect(currentEntry(menu, "/app/profile/leaves")).toBe("/app/profile/leaves");
    expect(currentEntry(menu, "/app/profile/leaves/")).toBe("/app/profile/leaves");
  });
  it("is the entry above a page, unless other entries sit below that entry", () => {
    expect(currentEntry(menu, "/app/profile/leaves/new")).toBe("/app/profile/leaves");
    expect(currentEntry(menu, "/app/hr/users/12/edit")).toBe("/app/hr/users");
    // the sites list has the favourites below it: it marks only itself, as NavLink's `end` did
    expect(currentEntry(menu, "/app/sites/sites/favourites")).toBe("/app/sites/sites/favourites");
    expect(currentEntry(menu, "/app/sites/sites/12/dashboard")).toBeNull();
  });
  it("is none off the menu, and never a prefix that is not a path segment", () => {
    expect(currentEntry(menu, "/app/audit")).toBeNull();
    expect(currentEntry(menu, "/app/profile/leavesX")).toBeNull();
  });
});
