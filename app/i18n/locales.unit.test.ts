// Every language carries every key, and every key the code asks for exists (Italian is the
// reference; German, French and English must never fall behind).
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "./config";
import { loadResources } from "./resources.server";

type Tree = { [k: string]: string | Tree };
const flat = (o: Tree, p = ""): string[] =>
  Object.entries(o).flatMap(([k, v]) => (typeof v === "object" ? flat(v, `${p}${k}.`) : [`${p}${k}`]));

const resources = loadResources(path.resolve("app/locales"));
const keys = Object.fromEntries(LANGUAGES.map((l) => [l, new Set(flat(resources[l].common))]));

/** Keys the spec names: notices, errors, empty states, validation messages. */
const SPEC_KEYS = [
  "the_search_did_not_return_any_results", "session_ended", "bring_me_to_login", "no_menu_rights",
  "validationMessagePassword", "validationMessageEmail", "passwords_do_not_match", "wrong_password",
  "password_saved_successfully", "user_saved_successfully", "user_already_exists", "feedback_sended_successfully",
  "no_options",
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    if (statSync(p).isDirectory()) return sourceFiles(p);
    return /\.(ts|tsx)$/.test(f) && !/\.test\.tsx?$/.test(f) ? [p] : [];
  });
}

describe("translations", () => {
  for (const lng of LANGUAGES.filter((l) => l !== "it")) {
    it(`${lng} has every key Italian has, and no other`, () => {
      expect([...keys.it].filter((k) => !keys[lng].has(k)), `missing in ${lng}`).toEqual([]);
      expect([...keys[lng]].filter((k) => !keys.it.has(k)), `only in ${lng}`).toEqual([]);
    });
  }

  it("has no empty translation", () => {
    for (const lng of LANGUAGES) {
      const empty = flat(resources[lng].common).filter((k) => {
        const v = k.split(".").reduce<string | Tree | undefined>((o, part) => (typeof o === "object" ? o[part] : undefined), resources[lng].common);
        return typeof v !== "string" || v.trim() === "";
      });
      expect(empty, lng).toEqual([]);
    }
  });

  it("has every key the spec names", () => {
    expect(SPEC_KEYS.filter((k) => !keys.it.has(k))).toEqual([]);
  });

  it("has every key the code asks for with a literal t(\"…\")", () => {
    const used = new Set<string>();
    for (const file of sourceFiles(path.resolve("app"))) {
      const text = readFileSync(file, "utf8");
      for (const m of text.matchAll(/\bt\(\s*"([a-zA-Z0-9_.-]+)"/g)) used.add(m[1]);
      for (const m of text.matchAll(/\b(?:key|label|code):\s*"([a-z_]+\.[a-zA-Z0-9_.]+|[a-z]+_[a-z_]+_successfully)"/g)) used.add(m[1]);
    }
    // i18next plurals live under <key>_one / <key>_other
    const missing = [...used].filter((k) => !keys.it.has(k) && !keys.it.has(`${k}_other`));
    expect(missing, "keys used in app/ but missing in app/locales/it").toEqual([]);
  });
});
