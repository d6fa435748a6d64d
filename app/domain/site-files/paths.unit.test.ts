import { describe, expect, it } from "vitest";
import { breadcrumbs, continueAfter, extensionBadge, fileViewOf, isImageKey, mayBrowse, parseFolderPath, renamedDisplayName, siteThumbKeyOf, sortEntries, type Entry } from "./paths";

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

describe("thumbnails and the grid (ADR-0060)", () => {
  it("keys an image's thumbnail by the file's id alone, so a move to another folder keeps it", () => {
    expect(siteThumbKeyOf(7, "sites/7/SHARED/Plans/3f9c.jpg")).toBe("site-thumbs/7/3f9c.jpg");
    expect(siteThumbKeyOf(7, "sites/7/Foto/3f9c.jpg")).toBe("site-thumbs/7/3f9c.jpg");
    expect(siteThumbKeyOf(7, "sites/7/a.PNG")).toBe("site-thumbs/7/a.jpg");
  });
  it("has no thumbnail for a PDF, a drawing, a file without extension or another site's key", () => {
    for (const key of ["sites/7/SHARED/a.pdf", "sites/7/SHARED/a.dwg", "sites/7/SHARED/jpg", "sites/8/SHARED/a.jpg", "sites/70/a.jpg"]) expect(siteThumbKeyOf(7, key)).toBeNull();
  });
  it("recognises images by the stored extension", () => {
    expect(["a.jpg", "a.jpeg", "b/a.png", "a.gif", "a.WEBP"].map(isImageKey)).toEqual([true, true, true, true, true]);
    expect(["a.pdf", "a.zip", ".jpg", "jpg/a"].map(isImageKey)).toEqual([false, false, false, false]);
  });
  it("shows the extension in capitals as the badge of a file without thumbnail", () => {
    expect(extensionBadge("sites/7/SHARED/x.dwg")).toBe("DWG");
    expect(extensionBadge("sites/7/SHARED/x")).toBe("");
  });
  it("shows the grid only when the URL asks for it", () => {
    expect(fileViewOf("grid")).toBe("grid");
    for (const v of [null, "", "list", "GRID", "cards"]) expect(fileViewOf(v)).toBe("list");
  });
});
