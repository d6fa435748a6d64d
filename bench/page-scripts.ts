// The JavaScript a page loads with JavaScript on (issue 40), read from the production build's
// manifest (public/build/manifest-*.js), not from a browser: a page of a route loads the client
// entry and its imports, the manifest itself, and the module and imports of every route from the
// root down to it. What a page fetches later on demand (a dialog's Headless UI, a form's schema and
// zod, FullCalendar) is not counted: it is not loaded with the page. Each file is counted
// gzip-compressed on its own (level 9, as a file is sent; the server's compression is level 6,
// within 2 %). Used by `bench/js-per-page.ts` and by the budget test (tests/integration/js-budget.int.test.ts).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

interface ManifestRoute {
  id: string;
  parentId?: string;
  module: string;
  imports?: string[];
}
interface Manifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
}

export interface PageScripts {
  id: string;
  files: number;
  bytes: number;
  /** the files' paths under public/ ("/build/…") */
  paths: string[];
}

/** Every route's page scripts in the build under `root` (the project's directory). */
export function pageScriptsOfBuild(root: string): PageScripts[] {
  const dir = path.join(root, "public/build");
  const manifestFile = readdirSync(dir).find((f) => f.startsWith("manifest-"));
  if (!manifestFile) throw new Error("no public/build/manifest-*.js: run `npm run build` first");
  const text = readFileSync(path.join(dir, manifestFile), "utf8");
  const manifest = JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1)) as Manifest;
  const sizes = new Map<string, number>();
  const gz = (file: string) => {
    let n = sizes.get(file);
    if (n === undefined) {
      n = gzipSync(readFileSync(path.join(root, "public", file)), { level: 9 }).length;
      sizes.set(file, n);
    }
    return n;
  };
  return Object.keys(manifest.routes).map((id) => {
    const chain: ManifestRoute[] = [];
    for (let r: ManifestRoute | undefined = manifest.routes[id]; r; r = r.parentId ? manifest.routes[r.parentId] : undefined) chain.push(r);
    const files = new Set([manifest.entry.module, ...manifest.entry.imports, `/build/${manifestFile}`, ...chain.flatMap((r) => [r.module, ...(r.imports ?? [])])]);
    return { id, files: files.size, bytes: [...files].reduce((s, f) => s + gz(f), 0), paths: [...files] };
  });
}

/** The npm packages whose code is in each built browser file ("/build/…"), from the build's metafile. */
export function packagesOfFiles(root: string): Map<string, Set<string>> {
  const meta = JSON.parse(readFileSync(path.join(root, "build/metafile.js.json"), "utf8")) as { outputs: Record<string, { inputs: Record<string, unknown> }> };
  const out = new Map<string, Set<string>>();
  for (const [file, o] of Object.entries(meta.outputs)) {
    const packages = new Set<string>();
    for (const input of Object.keys(o.inputs)) {
      const m = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input);
      if (m) packages.add(m[1]);
    }
    out.set(`/build/${file.replace(/^public\/build\//, "")}`, packages);
  }
  return out;
}
