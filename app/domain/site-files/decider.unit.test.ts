import { describe, expect, it } from "vitest";
import { siteFilesDecider, type SiteFilesCommand } from "./decider";
import type { SiteFilesEvent } from "./events";

const ctx = { actorId: 7, now: "2026-11-26T10:00:00.000Z" };
const given = (events: SiteFilesEvent[]) => events.reduce(siteFilesDecider.evolve, siteFilesDecider.initialState());
const when = (events: SiteFilesEvent[], c: SiteFilesCommand) => siteFilesDecider.decide(c, given(events), ctx);
const codeOf = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return (e as { code: string }).code;
  }
  return null;
};
const e = { siteId: 1, at: ctx.now, by: 7 };
const folder: SiteFilesEvent = { type: "SiteFolderCreated", data: { ...e, n: 1, folder: "Plans/", name: "Plans" } };
const upload: SiteFilesEvent = { type: "SiteFileUploaded", data: { ...e, n: 2, key: "sites/1/Plans/abc.pdf", folder: "Plans/", name: "Offer.pdf", size: 10, contentType: "application/pdf" } };

describe("when empty", () => {
  it("creates a folder under the root or SHARED, numbered 1", () => {
    expect(when([], { type: "CreateSiteFolder", siteId: 1, parent: "SHARED/", name: " Sub " })).toEqual([{ type: "SiteFolderCreated", data: { ...e, n: 1, folder: "SHARED/Sub/", name: "Sub" } }]);
  });
  it("refuses an empty name, a slash, a leading dot, a NUL, an unknown parent and SHARED again", () => {
    const c = (name: string, parent = "") => codeOf(() => when([], { type: "CreateSiteFolder", siteId: 1, parent, name }));
    expect(c("  ")).toBe("siteFiles.errors.name_required");
    expect(c("a/b")).toBe("siteFiles.errors.no_slash");
    expect(c(".git")).toBe("siteFiles.errors.no_leading_dot");
    expect(c("a\u0000b")).toBe("siteFiles.errors.bad_characters");
    expect(c("x", "Nope/")).toBe("siteFiles.errors.folder_unknown");
    expect(c("SHARED")).toBe("siteFiles.errors.folder_exists");
  });
  it("records several uploads in one command, each its own entry", () => {
    const out = when([], {
      type: "RecordSiteUploads",
      siteId: 1,
      folder: "SHARED/",
      files: [
        { key: "sites/1/SHARED/a.pdf", name: "A.pdf", size: 1, contentType: "application/pdf" },
        { key: "sites/1/SHARED/b.png", name: "A.pdf", size: 2, contentType: "image/png" },
      ],
    });
    expect(out.map((x) => [x.type, x.data.n])).toEqual([
      ["SiteFileUploaded", 1],
      ["SiteFileUploaded", 2],
    ]);
  });
  it("refuses a key outside the folder", () => {
    expect(codeOf(() => when([], { type: "RecordSiteUploads", siteId: 1, folder: "SHARED/", files: [{ key: "sites/2/SHARED/a.pdf", name: "a", size: 1, contentType: "x" }] }))).toBe(
      "storage.reason.bad_name",
    );
  });
});

describe("when a folder holds a file", () => {
  it("renames the file keeping its extension", () => {
    expect(when([folder, upload], { type: "RenameSiteFile", siteId: 1, key: upload.data.key as string, name: "Offerta" })).toEqual([
      { type: "SiteFileRenamed", data: { ...e, n: 3, key: "sites/1/Plans/abc.pdf", folder: "Plans/", from: "Offer.pdf", name: "Offerta.pdf", size: 10 } },
    ]);
    expect(codeOf(() => when([folder, upload], { type: "RenameSiteFile", siteId: 1, key: "sites/1/Plans/abc.pdf", name: "x.exe" }))).toBe("siteFiles.errors.no_dot");
  });
  it("moves the file to another known folder", () => {
    const [moved] = when([folder, upload], { type: "MoveSiteFile", siteId: 1, key: "sites/1/Plans/abc.pdf", toKey: "sites/1/SHARED/abc.pdf", toFolder: "SHARED/" });
    expect(moved.type).toBe("SiteFileMoved");
    expect(codeOf(() => when([folder, upload], { type: "MoveSiteFile", siteId: 1, key: "sites/1/Plans/abc.pdf", toKey: "x", toFolder: "Nope/" }))).toBe("siteFiles.errors.folder_unknown");
  });
  it("deletes the folder with its contents only with the irreversible-operation box", () => {
    expect(codeOf(() => when([folder, upload], { type: "DeleteSiteFolder", siteId: 1, folder: "Plans/", acknowledged: false }))).toBe("siteFiles.errors.acknowledge");
    const out = when([folder, upload], { type: "DeleteSiteFolder", siteId: 1, folder: "Plans/", acknowledged: true });
    expect(out.map((x) => x.type)).toEqual(["SiteFileDeleted", "SiteFolderDeleted"]);
    const state = given([folder, upload, ...out]);
    expect(state.files).toEqual({});
    expect(state.folders).toEqual([]);
  });
  it("never deletes SHARED; deleting a deleted file records nothing", () => {
    expect(codeOf(() => when([], { type: "DeleteSiteFolder", siteId: 1, folder: "SHARED/", acknowledged: true }))).toBe("siteFiles.errors.folder_kept");
    expect(when([folder], { type: "DeleteSiteFile", siteId: 1, key: "sites/1/Plans/zzz.pdf" })).toEqual([]);
  });
});
