// Every page has its own translated <title> (issue 34): a route module that renders a page exports a
// meta built from its loader's data (the translated heading), never the bare app name alone.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const dir = path.resolve("app/routes");

/** Route modules whose component never shows: the loader always throws or redirects (404s, posts only). */
const NEVER_RENDERED: Record<string, string> = {
  "$.tsx": "the 404 page: its loader always throws, the ErrorBoundary shows the error page",
  "app.$.tsx": "the 404 page inside the shell: its loader always throws",
  "app.tsx": "the shell layout: its pages set the title",
  "auth.logout.tsx": "post only: the action redirects",
  "auth.oidc.tsx": "the SSO start: always redirects",
  "auth.oidc.callback.tsx": "the SSO callback: always redirects",
  "settings.language.tsx": "post only: the action redirects",
  "settings.theme.tsx": "post only: the action redirects",
};

const pages = readdirSync(dir)
  .filter((f) => f.endsWith(".tsx") && !f.includes(".test."))
  .filter((f) => /export default function/.test(readFileSync(path.join(dir, f), "utf8")));

describe("page titles", () => {
  it("finds the pages", () => {
    expect(pages.length).toBeGreaterThan(100);
  });

  it.each(pages.filter((f) => !(f in NEVER_RENDERED)))("%s has a title of its own, from its loader's translated data", (f) => {
    const src = readFileSync(path.join(dir, f), "utf8");
    const meta = /export const meta\b[^\n]*(?:\n(?!export )[^\n]*)*/.exec(src)?.[0] ?? "";
    expect(meta, "no meta export: the page would show only the app's name").not.toBe("");
    expect(meta).not.toMatch(/=\s*\(\)\s*=>\s*\[\{\s*title:\s*"Cantiere"\s*\}\]/);
    expect(meta).toMatch(/data\b/);
  });
});
