// The architecture as checks rather than paragraphs (issue 21 §2, STYLE.md "Layout"):
// - the import graph of app/ has no circle (a circle is how the runtime once seeded itself through
//   operations and auth, and how a layer quietly starts depending on the one above it);
// - every ESLint zone of .eslintrc.cjs refuses a probe file that breaks it, and lets the same file
//   through when it imports what its layer may import: a zone that silently stopped matching (a
//   resolver that no longer sees `~/` imports, a renamed folder) fails here instead of in review.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(__dirname, "..");
const APP = path.join(ROOT, "app");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) return sourceFiles(p);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [p] : [];
  });
}

const CANDIDATES = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];
function resolveImport(from: string, spec: string): string | null {
  const base = spec.startsWith("~/") ? path.join(APP, spec.slice(2)) : spec.startsWith(".") ? path.resolve(path.dirname(from), spec) : null;
  if (base === null) return null;
  for (const ext of CANDIDATES) {
    const p = base + ext;
    if (existsSync(p) && statSync(p).isFile()) return p;
  }
  return null;
}

/** The modules a file loads when it runs: `import type` and `export type` load nothing. */
function runtimeImports(file: string): string[] {
  const src = readFileSync(file, "utf8");
  const specs = [
    ...[...src.matchAll(/^\s*(?:import|export)\s+(type\s+)?[^;]*?\sfrom\s+["']([^"']+)["']/gms)].filter((m) => !m[1]).map((m) => m[2]),
    ...[...src.matchAll(/^\s*import\s+["']([^"']+)["']/gm)].map((m) => m[1]),
  ];
  return [...new Set(specs.map((s) => resolveImport(file, s)).filter((p): p is string => p !== null))];
}

/** Strongly connected components of more than one module (Tarjan): each is an import circle. */
function circles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(component.map((p) => path.relative(ROOT, p)).sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe("the import graph of app/", () => {
  const files = sourceFiles(APP);
  const graph = new Map(files.map((f) => [f, runtimeImports(f)]));

  it("reads the whole app (the resolver finds `~/` and relative imports)", () => {
    expect(files.length).toBeGreaterThan(300);
    const edges = [...graph.values()].reduce((n, deps) => n + deps.length, 0);
    expect(edges).toBeGreaterThan(files.length);
    expect(graph.get(path.join(APP, "runtime.server.ts"))).toContain(path.join(APP, "db.server.ts"));
  });

  it("has no circle", () => {
    expect(circles(graph)).toEqual([]);
  });

  it("would see a circle (the check bites)", () => {
    const a = path.join(APP, "a.ts");
    const b = path.join(APP, "b.ts");
    const c = path.join(APP, "c.ts");
    expect(circles(new Map([[a, [b]], [b, [c]], [c, [a]]]))).toEqual([["app/a.ts", "app/b.ts", "app/c.ts"]]);
  });
});

/**
 * The layers of app/, from the top down: a module imports only from its own layer or one
 * below it, type imports included (a type that a lower layer needs lives there; ADR-0104). The JSON API sits
 * beside the routes; an area's commands and page builders (app/areas/<area>) sit below both; app/http
 * keeps only the generic pipeline they share.
 */
const LAYERS: string[][] = [
  ["routes", "api", "entry.server.tsx", "entry.client.tsx", "root.tsx", "database-outage.server.ts"],
  ["seed"],
  ["areas"],
  ["http"],
  ["runtime.server.ts", "probes.server.ts"],
  ["auth"],
  ["pdf"],
  ["ui"],
  ["storage"],
  ["events"],
  ["db.server.ts", "db-roles.server.ts", "app-secret.server.ts", "clock.server.ts"],
  ["ops"],
  ["domain"],
  ["i18n", "locales"],
];

/** Every module a file names, types included. */
function allImports(file: string): string[] {
  const src = readFileSync(file, "utf8");
  const specs = [...src.matchAll(/^\s*(?:import|export)\s+(?:type\s+)?[^;]*?\sfrom\s+["']([^"']+)["']/gms)].map((m) => m[1]);
  return [...new Set(specs.map((s) => resolveImport(file, s)).filter((p): p is string => p !== null && p.startsWith(APP + path.sep)))];
}

/** The unit an import is counted between: a top-level folder or file of app/, an area for app/areas/<area>. */
function unitOf(file: string): string {
  const parts = path.relative(APP, file).split(path.sep);
  return parts[0] === "areas" ? `areas/${parts[1]}` : parts[0];
}
const layerOf = (file: string): number => LAYERS.findIndex((l) => l.includes(path.relative(APP, file).split(path.sep)[0]));

/** Imports that run back up a layer, as "from → to". */
function upwardImports(edges: [string, string][]): string[] {
  return edges.filter(([from, to]) => layerOf(to) < layerOf(from)).map(([from, to]) => `${path.relative(ROOT, from)} → ${path.relative(ROOT, to)}`);
}
/** Pairs of units (folders, areas) that import each other. */
function twoWayPairs(edges: [string, string][]): string[] {
  const arrows = new Set(edges.map(([a, b]) => `${unitOf(a)}|${unitOf(b)}`).filter((k) => k.split("|")[0] !== k.split("|")[1]));
  return [...arrows].filter((k) => k.split("|")[0] < k.split("|")[1] && arrows.has(k.split("|").reverse().join("|"))).map((k) => k.replace("|", " ⇄ "));
}

describe("the layers of app/", () => {
  const files = sourceFiles(APP);
  const edges = files.flatMap((f) => allImports(f).map((t): [string, string] => [f, t]));

  it("place every folder and top-level file of app/ in a layer", () => {
    const unplaced = [...new Set(files.map((f) => path.relative(APP, f).split(path.sep)[0]))].filter((u) => !LAYERS.flat().includes(u));
    expect(unplaced).toEqual([]);
  });

  it("import only downwards, types included", () => {
    expect(upwardImports(edges)).toEqual([]);
  });

  it("have no two folders (or two areas) that import each other", () => {
    expect(twoWayPairs(edges)).toEqual([]);
  });

  it("app/operations is gone: an area's commands live in app/areas/<area>", () => {
    expect(existsSync(path.join(APP, "operations"))).toBe(false);
  });

  it("would see an upward import and a two-way pair (the checks bite)", () => {
    const ui = path.join(APP, "ui", "x.tsx");
    const area = path.join(APP, "areas", "leave", "x.server.ts");
    const other = path.join(APP, "areas", "expense", "y.server.ts");
    expect(upwardImports([[ui, area]])).toEqual(["app/ui/x.tsx → app/areas/leave/x.server.ts"]);
    expect(twoWayPairs([[area, other], [other, area]])).toEqual(["areas/expense ⇄ areas/leave"]);
  });
});

describe("the README's map of the code", () => {
  const readme = readFileSync(path.join(ROOT, "README.md"), "utf8");
  const map = readme.slice(readme.indexOf("## Where things are"));
  const row = (folder: string) => map.split("\n").find((l) => l.startsWith("| ") && l.split("|")[1].includes(`\`${folder}\``)) ?? "";
  const dirs = (d: string) => readdirSync(path.join(APP, d)).filter((n) => statSync(path.join(APP, d, n)).isDirectory());

  it.each(dirs(""))("names app/%s/", (d) => {
    expect(map).toContain(`\`app/${d}/\``);
  });
  it.each(dirs("areas"))("names the area %s", (a) => {
    expect(row("app/areas/")).toContain(`\`${a}\``);
  });
  it.each(dirs("domain"))("names the domain folder %s", (d) => {
    expect(row("app/domain/")).toContain(`\`${d}\``);
  });
});

/** A probe: a file at `at` importing `breaks` must be refused by `rule`; importing `allowed` instead it must not. */
interface ImportProbe {
  zone: string;
  at: string;
  breaks: string;
  allowed: string;
  rule: "import/no-restricted-paths" | "@typescript-eslint/no-restricted-imports";
}

const IMPORT_PROBES: ImportProbe[] = [
  { zone: "events ↛ ui", at: "app/events/queries/probe.server.ts", breaks: "~/ui/forms/parse", allowed: "~/domain/shared/ids", rule: "import/no-restricted-paths" },
  { zone: "events ↛ areas", at: "app/events/projections/probe.server.ts", breaks: "~/areas/leave/request-leave.server", allowed: "~/domain/shared/ids", rule: "import/no-restricted-paths" },
  { zone: "events ↛ auth", at: "app/events/probe.server.ts", breaks: "~/auth/user.server", allowed: "~/db.server", rule: "import/no-restricted-paths" },
  { zone: "events ↛ routes", at: "app/events/queries/probe.server.ts", breaks: "~/routes/app", allowed: "~/domain/shared/ids", rule: "import/no-restricted-paths" },
  { zone: "queries ↛ clock", at: "app/events/queries/probe.server.ts", breaks: "~/clock.server", allowed: "~/domain/shared/ids", rule: "import/no-restricted-paths" },
  { zone: "events ↛ http", at: "app/events/projections/probe.server.ts", breaks: "~/http/scope.server", allowed: "~/domain/shared/ids", rule: "import/no-restricted-paths" },
  { zone: "storage ↛ auth", at: "app/storage/probe.server.ts", breaks: "~/auth/user.server", allowed: "~/app-secret.server", rule: "import/no-restricted-paths" },
  { zone: "areas ↛ routes", at: "app/areas/leave/probe.server.ts", breaks: "~/routes/app", allowed: "~/events/store.server", rule: "import/no-restricted-paths" },
  { zone: "areas ↛ api", at: "app/areas/leave/probe.server.ts", breaks: "~/api/handle-api.server", allowed: "~/http/scope.server", rule: "import/no-restricted-paths" },
  { zone: "runtime ↛ seed", at: "app/runtime.server.ts", breaks: "~/seed/seed.server", allowed: "~/db.server", rule: "import/no-restricted-paths" },
  { zone: "domain ↛ events", at: "app/domain/leave/probe.ts", breaks: "~/events/store.server", allowed: "~/domain/shared/ids", rule: "import/no-restricted-paths" },
  { zone: "domain ↛ auth", at: "app/domain/leave/probe.ts", breaks: "~/auth/user.server", allowed: "~/domain/shared/ids", rule: "import/no-restricted-paths" },
  { zone: "browser code ↛ *.server", at: "app/ui/probe.tsx", breaks: "~/runtime.server", allowed: "~/domain/shared/ids", rule: "@typescript-eslint/no-restricted-imports" },
];

/** A probe in app/domain: the clock and chance come in with the command. */
const DOMAIN_PROBES = [
  { what: "Date.now()", code: "export const at = () => Date.now();\n" },
  { what: "new Date() without an argument", code: "export const at = () => new Date();\n" },
  { what: "Math.random()", code: "export const id = () => Math.random();\n" },
];

/** The little of ESLint 8's Node API the probes use (eslint 8 ships no types; @types/eslint would be a dependency for three lines). */
interface Linter {
  lintText(code: string, options: { filePath: string }): Promise<{ messages: { ruleId: string | null }[] }[]>;
}
const { ESLint } = createRequire(import.meta.url)("eslint") as { ESLint: new (options: { cwd: string; useEslintrc: boolean }) => Linter };

describe("the ESLint zones of .eslintrc.cjs", () => {
  // one ESLint for every probe: it reads the project's own configuration, resolver and plugins
  const eslint = new ESLint({ cwd: ROOT, useEslintrc: true });
  const ruleIds = async (code: string, at: string) => (await eslint.lintText(code, { filePath: path.join(ROOT, at) }))[0].messages.map((m) => m.ruleId);
  const importing = (spec: string) => `import * as probe from "${spec}";\nexport const used = probe;\n`;

  it.each(IMPORT_PROBES)("$zone: $at importing $breaks is refused, importing $allowed is not", async (p) => {
    expect(await ruleIds(importing(p.breaks), p.at)).toContain(p.rule);
    expect(await ruleIds(importing(p.allowed), p.at)).not.toContain(p.rule);
    // why 2 min: the first probe loads ESLint's TypeScript resolver; it passed 30 s on a loaded clean-clone run
  }, 120_000);

  it.each(DOMAIN_PROBES)("app/domain refuses $what, and the same code outside app/domain passes", async (p) => {
    expect(await ruleIds(p.code, "app/domain/leave/probe.ts")).toContain("no-restricted-syntax");
    expect(await ruleIds(p.code, "app/areas/leave/probe.server.ts")).not.toContain("no-restricted-syntax");
  }, 30_000);
});
