import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { patchRenderSource, patchSource, RENDER_PATCHES, unpatchRenderSource, unpatchSource } from "./patch-router.mjs";

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

describe("the render patches (scripts/patch-router.mjs): the server's route tables built once per build", () => {
  const sources = RENDER_PATCHES.map((patch) => {
    const file = require.resolve(`${patch.pkg}/package.json`).replace(/package\.json$/, patch.file);
    const installed = readFileSync(file, "utf8");
    const before: string = unpatchRenderSource(patch, installed) ?? installed;
    return { patch, file, before, after: patchRenderSource(patch, before) ?? installed };
  });

  it("apply to the installed files and can be told apart from them", () => {
    for (const { patch, before, after } of sources) {
      expect(after, patch.file).not.toBe(before);
      expect(patchRenderSource(patch, after), patch.file).toBeNull();
      expect(unpatchRenderSource(patch, after), patch.file).toBe(before);
    }
  });

  function loadCjs(source: string, file: string) {
    const module = { exports: {} as Record<string, unknown> };
    const local = createRequire(file);
    new Function("exports", "require", "module", source)(module.exports, local, module);
    return module.exports;
  }

  it("React Router's static router renders every URL as before, the first time and again from the kept data routes", async () => {
    const { file, before, after } = sources.find((s) => s.patch.pkg === "react-router-dom")!;
    const React = require("react") as typeof import("react");
    const { renderToString } = require("react-dom/server") as typeof import("react-dom/server");
    const { createStaticHandler } = require("@remix-run/router") as Router;
    const { Outlet, useParams, useMatches } = require("react-router") as typeof import("react-router");
    const Show = () => React.createElement("p", null, JSON.stringify({ params: useParams(), ids: useMatches().map((m) => m.id) }));
    const withElements = (rs: ReturnType<typeof routes>): object[] =>
      rs.map((r) => ({ ...r, element: React.createElement("div", null, React.createElement(Show), React.createElement(Outlet)), ...("children" in r && r.children ? { children: withElements(r.children as ReturnType<typeof routes>) } : {}) }));
    // one handler, as the server has one per build: the same routes array on every render
    const handler = createStaticHandler(withElements(routes()) as never);
    const render = async (lib: Record<string, unknown>, url: string) => {
      const { createStaticRouter, StaticRouterProvider } = lib as typeof import("react-router-dom/server");
      const context = await handler.query(new Request(`http://x${url}`));
      if (context instanceof Response) return `response ${context.status}`;
      return renderToString(React.createElement(StaticRouterProvider, { router: createStaticRouter(handler.dataRoutes, context), context }));
    };
    const original = loadCjs(before, file);
    const patched = loadCjs(after, file);
    const rendered: string[] = [];
    for (const u of urls) {
      const want = await render(original, u);
      rendered.push(want);
      expect(await render(patched, u), u).toBe(want);
      expect(await render(patched, u), `${u} (kept)`).toBe(want);
    }
    // the renders show the matched routes and their params (not an error page every time)
    expect(rendered.join("\n")).toContain("&quot;siteId&quot;:&quot;12&quot;");
    expect(rendered.join("\n")).toContain("&quot;leaves&quot;");
  });
});
