import { describe, expect, it } from "vitest";
import { safeReturnTo, starButtonSchema, starOf, starSchema } from "./favourite-schema";

describe("safeReturnTo", () => {
  it("keeps a sites page with its query (page, sort, search)", () => {
    expect(safeReturnTo("/app/sites/sites?page=2&sort=title&search=lugano")).toBe("/app/sites/sites?page=2&sort=title&search=lugano");
    expect(safeReturnTo("/app/sites/sites/favourites?view=grid")).toBe("/app/sites/sites/favourites?view=grid");
  });
  it("drops the index marker of a post to the list", () => {
    expect(safeReturnTo("/app/sites/sites?page=3&index")).toBe("/app/sites/sites?page=3");
  });
  it("falls back to the list for anything off the sites area or off this site", () => {
    for (const bad of ["https://evil.example/app/sites/sites", "//evil.example/app/sites", "/\\evil.example", "/app/hr/users/list", "javascript:alert(1)", "", null, 7, "/app/sites/../hr/users/list"]) {
      expect(safeReturnTo(bad), String(bad)).toBe("/app/sites/sites");
    }
  });
});

describe("starSchema", () => {
  it("takes a site id of digits only", () => {
    expect(starSchema.safeParse({ siteId: "12" }).success).toBe(true);
    expect(starSchema.safeParse({ siteId: "12; drop" }).success).toBe(false);
    expect(starSchema.safeParse({}).success).toBe(false);
  });
});

describe("starButtonSchema (the list's one star form, ADR-0095)", () => {
  const pageId = "0190c2e4-7b1a-7c3e-9f00-1a2b3c4d5e6f";
  it("takes + or - and a site id, and says which", () => {
    expect(starButtonSchema.parse({ star: "+12", pageId }).star).toBe("+12");
    expect(starOf("+12")).toEqual({ add: true, siteId: "12" });
    expect(starOf("-7")).toEqual({ add: false, siteId: "7" });
  });
  it("refuses a star without its sign, with more than a site id, or too long a number", () => {
    for (const bad of ["12", "+", "+12a", "*12", "+-12", "+1234567890123", " "]) expect(starButtonSchema.safeParse({ star: bad }).success, bad).toBe(false);
    expect(starButtonSchema.safeParse({}).success).toBe(false);
  });
  it("ignores a render id that is no UUID (no deduplication then) rather than refusing the star", () => {
    const r = starButtonSchema.parse({ star: "+3", pageId: "x'; drop" });
    expect(r.pageId).toBeUndefined();
  });
});
