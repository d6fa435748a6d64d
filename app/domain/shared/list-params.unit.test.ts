import { describe, expect, it } from "vitest";
import { clampPage, exportParams, pageCount, pageWindow, parseListParams, withParams, type ListSpec } from "./list-params";

const spec: ListSpec<"id" | "title" | "city", "companyName"> = {
  sorts: ["id", "title", "city"],
  filters: { companyName: ["cantiere", "metalsky"] },
};
const parse = (qs: string, s = spec) => parseListParams(new URLSearchParams(qs), s);

describe("reading a list's parameters", () => {
  it("gives the defaults for an empty query: page 1, 15 rows, id descending, list view", () => {
    expect(parse("")).toEqual({ page: 1, size: 15, sort: "id", dir: "desc", search: "", filters: {}, view: "list" });
  });

  it("reads every valid value", () => {
    expect(parse("page=3&size=50&sort=title&dir=asc&search=%20Lugano%20%20A%20&companyName=metalsky&view=grid")).toEqual({
      page: 3,
      size: 50,
      sort: "title",
      dir: "asc",
      search: "Lugano A",
      filters: { companyName: "metalsky" },
      view: "grid",
    });
  });

  it("accepts a URL, a URL string or a relative path", () => {
    expect(parseListParams(new URL("http://h/app?page=2"), spec).page).toBe(2);
    expect(parseListParams("/app/sites/sites?size=5", spec).size).toBe(5);
  });

  it("falls back to the default for each bad value on its own, never throwing", () => {
    const p = parse("page=abc&size=7&sort=password;DROP TABLE events&dir=sideways&view=table&companyName=sitaf");
    expect(p).toEqual({ page: 1, size: 15, sort: "id", dir: "desc", search: "", filters: {}, view: "list" });
    expect(parse("page=0").page).toBe(1);
    expect(parse("page=-4").page).toBe(1);
    expect(parse("page=2.5").page).toBe(1);
    expect(parse("page=1e309").page).toBe(1);
    expect(parse("page=99999999999").page).toBe(1);
    expect(parse("size=0").size).toBe(15);
    expect(parse("size=1000000").size).toBe(15);
    expect(parse("size=").size).toBe(15);
    expect(parse("page=2&size=banana").page).toBe(2);
  });

  it("offers only the sizes 5, 10, 15, 20, 25, 30 and 50", () => {
    for (const n of [5, 10, 15, 20, 25, 30, 50]) expect(parse(`size=${n}`).size).toBe(n);
    for (const n of [1, 4, 11, 40, 100]) expect(parse(`size=${n}`).size).toBe(15);
  });

  it("lets a list choose its own default size and sort", () => {
    const own: ListSpec<"title" | "city"> = { sorts: ["title", "city"], defaultSize: 25, defaultDir: "asc" };
    expect(parseListParams(new URLSearchParams(""), own)).toMatchObject({ size: 25, sort: "title", dir: "asc" });
    expect(parseListParams(new URLSearchParams("size=10"), own).size).toBe(10);
  });

  it("sorts a chosen column ascending when no direction is given, and accepts DESC in capitals", () => {
    expect(parse("sort=title")).toMatchObject({ sort: "title", dir: "asc" });
    expect(parse("sort=id")).toMatchObject({ sort: "id", dir: "desc" });
    expect(parse("sort=title&dir=DESC").dir).toBe("desc");
  });

  it("cuts a very long search instead of refusing it, and treats whitespace as nothing", () => {
    expect(parse(`search=${"x".repeat(500)}`).search).toHaveLength(100);
    expect(parse("search=%20%20%20").search).toBe("");
  });

  it("takes the first value of a repeated parameter", () => {
    expect(parse("sort=city&sort=title").sort).toBe("city");
  });
});

describe("pages", () => {
  it("counts at least one page", () => {
    expect(pageCount(0, 15)).toBe(1);
    expect(pageCount(15, 15)).toBe(1);
    expect(pageCount(16, 15)).toBe(2);
    expect(pageCount(35, 5)).toBe(7);
  });

  it("shows the last page for a page beyond it", () => {
    expect(clampPage(9, 35, 5)).toBe(7);
    expect(clampPage(3, 0, 15)).toBe(1);
    expect(clampPage(2, 35, 5)).toBe(2);
  });

  it("turns a page into LIMIT and OFFSET", () => {
    expect(pageWindow(1, 15)).toEqual({ limit: 15, offset: 0 });
    expect(pageWindow(3, 5)).toEqual({ limit: 5, offset: 10 });
  });
});

describe("links", () => {
  it("changes parameters, keeps the others and returns to page 1 unless the page is set", () => {
    expect(withParams("page=3&search=lugano&size=5", { sort: "title", dir: "asc" })).toBe("?search=lugano&size=5&sort=title&dir=asc");
    expect(withParams("search=lugano", { page: 2 })).toBe("?search=lugano&page=2");
    expect(withParams("page=2&view=grid", { view: null })).toBe("");
  });

  it("keeps filters, search and sort for a download, and drops page, size and view", () => {
    expect(exportParams("page=2&size=5&companyName=sitaf&search=a%20b&sort=title&dir=asc&view=grid")).toBe(
      "?companyName=sitaf&search=a+b&sort=title&dir=asc",
    );
  });
});
