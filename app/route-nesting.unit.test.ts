// Remix's flat routes nest a file under every file whose name is a prefix of its own
// (`app.profile.stamping.$stampId.history` under `app.profile.stamping`): a page renders only
// where each of its parents renders an <Outlet/>. A parent without one shows itself again for
// every child URL (the worker's stamp history once showed the stamping page). Resource routes
// (no default export: PDFs, CSV) render nothing, so any parent serves them.
import { readFileSync } from "node:fs";
import path from "node:path";
import { flatRoutes } from "@remix-run/dev/dist/config/flat-routes.js";
import { describe, expect, it } from "vitest";

const APP = path.resolve(__dirname);
const routes = flatRoutes(APP, ["**/.*", "**/*.test.*", "**/*.css.ts"]);
const source = (id: string) => readFileSync(path.join(APP, routes[id].file), "utf8");
const rendersPage = (id: string) => /export\s+default\b/.test(source(id));
const rendersOutlet = (id: string) => /<Outlet\b/.test(source(id));

describe("route nesting", () => {
  it("every page's parents render an <Outlet/>", () => {
    const hidden = Object.values(routes)
      .filter((r) => rendersPage(r.id))
      .flatMap((r) => {
        const blocking: string[] = [];
        for (let p = r.parentId; p && p !== "root"; p = routes[p].parentId) if (!rendersOutlet(p)) blocking.push(p);
        return blocking.length ? [`${r.id} (under ${blocking.join(", ")})`] : [];
      });
    expect(hidden).toEqual([]);
  });

  it("the worker's own stamp history is a page of its own under /app/profile/stamping", () => {
    const history = Object.values(routes).find((r) => r.file.includes("$stampId.history") && r.file.includes("profile"));
    expect(history?.path).toBe("profile/stamping/:stampId/history");
    expect(history?.parentId).toBe("routes/app");
  });
});
