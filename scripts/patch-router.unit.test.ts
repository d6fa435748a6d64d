import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { patchSource, unpatchSource } from "./patch-router.mjs";

const require = createRequire(import.meta.url);
const file = require.resolve("@remix-run/router/package.json").replace(/package\.json$/, "dist/router.cjs.js");
const installed = readFileSync(file, "utf8");
// the installed file is patched once the app has been built; either way both versions are at hand
const original: string = unpatchSource(installed) ?? installed;
const patched: string = patchSource(original) ?? installed;

type Router = typeof import("@remix-run/router");
function load(source: string): Router {
  const module = { exports: {} as Router };
  new Function("exports", "require", "module", source)(module.exports, require, module);
  return module.exports;
}

// a route table shaped like the app's: a layout with nested areas, params, optional segments, index routes, splats
const routes = () => [
  { id: "root", path: "/", children: [
    { id: "index", index: true },
    { id: "auth", path: "auth", children: [{ id: "login", path: "login" }, { id: "logout", path: "logout" }] },
    { id: "app", path: "app", children: [
      { id: "app-index", index: true },
      { id: "sites", path: "sites/sites", children: [
        { id: "sites-index", index: true },
        { id: "site", path: ":siteId", children: [
          { id: "dashboard", path: "dashboard" },
          { id: "files", path: "files/*" },
          { id: "calendar", path: "calendar/:itemId?" },
          { id: "edit", path: "edit", caseSensitive: true },
        ] },
      ] },
      { id: "leave", path: "profile/leaves/:leaveId/edit" },
      { id: "leaves", path: "profile/leaves" },
      { id: "hr-user", path: "hr/users/:userId/*" },
    ] },
    { id: "ics", path: "ics/:token" },
    { id: "splat", path: "*" },
  ] },
];
const urls = [
  "/", "/auth/login", "/auth/logout/", "/app", "/app/sites/sites", "/app/sites/sites/12/dashboard", "/app/sites/sites/12/files",
  "/app/sites/sites/12/files/SHARED/a%20b", "/app/sites/sites/12/calendar", "/app/sites/sites/12/calendar/ev_3", "/app/sites/sites/12/edit",
  "/app/sites/sites/12/EDIT", "/APP/SITES/SITES/9/DASHBOARD", "/app/profile/leaves", "/app/profile/leaves/5/edit", "/app/hr/users/3/calendar/x",
  "/ics/abc.ics", "/nowhere/at/all", "/app/sites/sites/%E2%98%86/dashboard",
];

describe("the route matching patch (scripts/patch-router.mjs)", () => {
  it("applies to the installed @remix-run/router and can be told apart from it", () => {
    expect(patched).not.toBe(original);
    expect(patchSource(patched)).toBeNull();
    expect(unpatchSource(patched)).toBe(original);
  });

  it("matches every URL as the unpatched router does, the first time and again from its caches", () => {
    const before = load(original);
    const after = load(patched);
    const table = routes();
    const shape = (r: Router, u: string, t: ReturnType<typeof routes>) =>
      JSON.stringify((r.matchRoutes(t, u) ?? []).map((m) => [m.route.id, m.params, m.pathname, m.pathnameBase]));
    for (const u of urls) {
      const want = shape(before, u, routes());
      expect(shape(after, u, table), u).toBe(want);
      expect(shape(after, u, table), `${u} (cached)`).toBe(want);
      expect(shape(after, u, routes()), `${u} (a new table)`).toBe(want);
    }
  });

  it("keeps matchPath's case sensitivity and end apart in its cache", () => {
    const before = load(original);
    const after = load(patched);
    const cases: [Parameters<Router["matchPath"]>[0], string][] = [
      [{ path: "/a/:id", caseSensitive: true }, "/A/5"],
      [{ path: "/a/:id", caseSensitive: false }, "/A/5"],
      [{ path: "/a", end: false }, "/a/b"],
      [{ path: "/a", end: true }, "/a/b"],
      ["/a/:id", "/a/5/"],
    ];
    for (let round = 0; round < 2; round++) {
      for (const [pattern, path] of cases) expect(JSON.stringify(after.matchPath(pattern, path))).toBe(JSON.stringify(before.matchPath(pattern, path)));
    }
  });
});
