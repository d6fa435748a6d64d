import { describe, expect, it } from "vitest";
import { breadcrumbs, continueAfter, mayBrowse, parseFolderPath, renamedDisplayName, sortEntries, type Entry } from "./paths";

describe("folder paths", () => {
  it("accepts the root and safe folders, refuses ../, a NUL, an absolute path, a missing slash", () => {
    expect(parseFolderPath(undefined)).toBe("");
    expect(parseFolderPath("SHARED/Plans/")).toBe("SHARED/Plans/");
    for (const bad of ["../", "SHARED/../x/", "SHARED/a\u0000b/", "/etc/", "SHARED", "a//", ".hidden/", "a\\b/"]) expect(parseFolderPath(bad)).toBeNull();
  });
  it("lets a person without read files see only SHARED and below", () => {
    expect(mayBrowse("SHARED/x/", false)).toBe(true);
    expect(mayBrowse("", false)).toBe(false);
    expect(mayBrowse("Private/", false)).toBe(false);
    expect(mayBrowse("Private/", true)).toBe(true);
  });
  it("builds breadcrumbs from the root", () => {
    expect(breadcrumbs("SHARED/a/")).toEqual([
      { path: "", name: "" },
      { path: "SHARED/", name: "SHARED" },
      { path: "SHARED/a/", name: "a" },
    ]);
  });
  it("keeps the extension on rename", () => {
    expect(renamedDisplayName("Plan.DWG", "Pianta", "dwg")).toBe("Pianta.DWG");
    expect(renamedDisplayName("noext", "b", "pdf")).toBe("b.pdf");
  });
  it("continues a listing past a folder's whole contents", () => {
    expect(continueAfter("a/b/") > "a/b/zzz").toBe(true);
    expect(continueAfter("a/x.pdf")).toBe("a/x.pdf");
  });
});

describe("sorting", () => {
  const entries: Entry[] = [
    { kind: "file", id: "k2", name: "b.pdf", size: 5, modified: 2 },
    { kind: "folder", id: "Z/", name: "Z", size: null, modified: null },
    { kind: "file", id: "k1", name: "a.pdf", size: 9, modified: 1 },
    { kind: "file", id: "k3", name: "a.pdf", size: 1, modified: 3 },
  ];
  it("keeps folders first, in both directions", () => {
    expect(sortEntries(entries, "name", "asc").map((e) => e.id)).toEqual(["Z/", "k1", "k3", "k2"]);
    expect(sortEntries(entries, "size", "desc").map((e) => e.id)).toEqual(["Z/", "k1", "k2", "k3"]);
    expect(sortEntries(entries, "date", "desc")[0].id).toBe("Z/");
  });
});
