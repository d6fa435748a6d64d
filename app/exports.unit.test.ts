// Every value app/ exports is used outside its module (issue 43: "55 exports are never imported").
// An export nobody imports is either dead code or a helper that belongs inside its module; either
// way it widens what a reader must keep in mind. Types are left out (a component's props type is
// exported with it by habit), and so are the names the frameworks read: a route's loader, action,
// component, meta and handle, the entry module's hooks.
//
// "Used" is read as text, generously: the name as a word in any other file of the project (app,
// tests, scripts, bench, pdf-templates, server.mjs). A name that only a comment elsewhere mentions
// counts as used; a name nothing mentions cannot be.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(__dirname, "..");
const SOURCE = /\.(ts|tsx|mjs|js|cjs)$/;

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    if (name === "node_modules" || name.startsWith(".")) return [];
    if (statSync(p).isDirectory()) return walk(p);
    return SOURCE.test(name) ? [p] : [];
  });
}

const FRAMEWORK = new Set(["loader", "action", "default", "meta", "handle", "links", "headers", "ErrorBoundary", "shouldRevalidate", "Layout", "handleError", "handleDataRequest"]);
const DECLARED = /^export\s+(?:declare\s+)?(?:async\s+)?(?:function\*?|const|let|class|enum)\s+([A-Za-z_$][\w$]*)/gm;

/** The value exports of the files in scope that no other file names, as "file: name". */
export function unusedExports(files: Map<string, string>, inScope: (file: string) => boolean): string[] {
  // in how many files each word stands (once per file): an export is used elsewhere when its name stands in two
  const filesWith = new Map<string, number>();
  for (const src of files.values()) for (const word of new Set(src.match(/[A-Za-z_$][\w$]*/g) ?? [])) filesWith.set(word, (filesWith.get(word) ?? 0) + 1);
  const out: string[] = [];
  for (const [file, src] of files) {
    if (!inScope(file)) continue;
    for (const [, name] of src.matchAll(DECLARED)) {
      if (FRAMEWORK.has(name)) continue;
      // a const kept for its type (`type X = (typeof X_VALUES)[number]`) is used through that type
      if (new RegExp(`typeof ${name.replace(/\$/g, "\\$")}\\b`).test(src)) continue;
      if ((filesWith.get(name) ?? 0) < 2) out.push(`${path.relative(ROOT, file)}: ${name}`);
    }
  }
  return out;
}

describe("the exports of app/", () => {
  const files = new Map(
    [...["app", "tests", "scripts", "bench", "pdf-templates"].flatMap((d) => walk(path.join(ROOT, d))), path.join(ROOT, "server.mjs")].map((f) => [f, readFileSync(f, "utf8")]),
  );
  // fixtures are read whole by their tests (`import * as`)
  const inApp = (f: string) => f.startsWith(path.join(ROOT, "app") + path.sep) && !/\.test\.tsx?$/.test(f) && !/fixtures\.tsx?$/.test(f);

  it("reads the project", () => {
    expect([...files.keys()].filter(inApp).length).toBeGreaterThan(500);
  });

  it("are each used by another module", () => {
    expect(unusedExports(files, inApp)).toEqual([]);
  });

  it("would see an export nobody uses (the check bites)", () => {
    // the name is put together here, so that no file holds it whole
    const unused = ["nobody", "Names", "This"].join("");
    const probe = new Map([...files, [path.join(ROOT, "app", "probe.ts"), `export const ${unused} = 1;\nexport const usedProbe = 2;\n`], [path.join(ROOT, "app", "user.ts"), "usedProbe;"]]);
    expect(unusedExports(probe, (f) => f.endsWith("probe.ts"))).toEqual([`app/probe.ts: ${unused}`]);
  });
});
