import { describe, expect, it } from "vitest";
import { hasFilter } from "./phone-fold";

describe("the Filters panel opens by itself", () => {
  it("when the address carries a filter", () => {
    expect(hasFilter(new URLSearchParams("status=PENDING"))).toBe(true);
    expect(hasFilter(new URLSearchParams("page=2&search=ponte"))).toBe(true);
    expect(hasFilter(new URLSearchParams("month=2026-11"))).toBe(true);
  });

  it("not for paging, sorting, the page size, the view, the column variant or an empty field", () => {
    expect(hasFilter(new URLSearchParams(""))).toBe(false);
    expect(hasFilter(new URLSearchParams("page=3&size=50&sort=name&dir=desc&view=grid&columns=status&index"))).toBe(false);
    expect(hasFilter(new URLSearchParams("search=&company="))).toBe(false);
  });
});
