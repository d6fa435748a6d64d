// The translations: every JSON file under app/locales/<lng>/ (one per area: common.json,
// sites.json, leave.json …), merged into the one `common` namespace. Read once from disk at
// start, so an area adds its file without touching this module. The browser fetches
// /locales/<lng>/common.json (the merged set).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { LANGUAGES, type Language } from "./config";

type Tree = { [k: string]: string | Tree };

function localesDir(): string {
  return path.resolve(process.env.LOCALES_DIR ?? "app/locales");
}

function merge(into: Tree, from: Tree, file: string, prefix = ""): void {
  for (const [k, v] of Object.entries(from)) {
    const cur = into[k];
    if (typeof v === "object" && v !== null) {
      if (typeof cur === "string") throw new Error(`translation key ${prefix}${k} in ${file} collides with a string`);
      into[k] = cur ?? {};
      merge(into[k] as Tree, v, file, `${prefix}${k}.`);
    } else {
      if (cur !== undefined) throw new Error(`translation key ${prefix}${k} is defined twice (again in ${file})`);
      into[k] = v;
    }
  }
}

export function loadResources(dir = localesDir()): Record<Language, { common: Tree }> {
  const out = {} as Record<Language, { common: Tree }>;
  for (const lng of LANGUAGES) {
    const common: Tree = {};
    const d = path.join(dir, lng);
    for (const f of readdirSync(d).filter((x) => x.endsWith(".json")).sort()) {
      merge(common, JSON.parse(readFileSync(path.join(d, f), "utf8")) as Tree, `${lng}/${f}`);
    }
    out[lng] = { common };
  }
  return out;
}

export const resources = loadResources();
