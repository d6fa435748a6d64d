// A site's tabs, counters and notification links only for the pages that answer the person (issue 34).
import { describe, expect, it } from "vitest";
import { accessOf, type Capability, type Role } from "../access/permissions";
import { mayFollowSiteLink, sitePageOfLink, sitePagesFor } from "./site-pages";

const access = (role: Role, capabilities: Capability[] = []) => accessOf({ personId: 1, role, capabilities, companyCode: "cantiere", active: true });

describe("a site's pages", () => {
  it("the client: no journal and no checklists (their pages refuse them), SHARED's files", () => {
    expect(sitePagesFor(access("CLIENT"))).toEqual(["dashboard", "contacts", "schedules", "files", "calendar"]);
  });
  it("the worker: no files without a files right (ADR-0113)", () => {
    expect(sitePagesFor(access("WORKER"))).toEqual(["dashboard", "contacts", "schedules", "calendar", "journal", "checklists"]);
  });
  it("the worker with LIST_FILE: the files too", () => {
    expect(sitePagesFor(access("WORKER", ["LIST_FILE"]))).toContain("files");
  });
  it("the administrator: every page", () => {
    expect(sitePagesFor(access("ADMIN"))).toHaveLength(7);
  });
});

describe("a notification's link", () => {
  it("names the site page it leads to", () => {
    expect(sitePageOfLink("/app/sites/sites/8/files")).toBe("files");
    expect(sitePageOfLink("/app/sites/sites/8/journal/3/view")).toBe("journal");
    expect(sitePageOfLink("/app/sites/sites/8/checklists?x=1")).toBe("checklists");
    expect(sitePageOfLink("/app/profile/stamping")).toBeNull();
  });
  it("is followed only where the page answers", () => {
    expect(mayFollowSiteLink(access("WORKER"), "/app/sites/sites/1/files")).toBe(false);
    expect(mayFollowSiteLink(access("CLIENT"), "/app/sites/sites/1/files")).toBe(true);
    expect(mayFollowSiteLink(access("CLIENT"), "/app/sites/sites/1/checklists")).toBe(false);
    expect(mayFollowSiteLink(access("WORKER"), "/app/profile/leaves")).toBe(true);
  });
});
