import { describe, expect, it } from "vitest";
import { safeReturnTo, starSchema } from "./favourite-schema";

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
