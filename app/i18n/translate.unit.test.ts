// The browser's translator must give what the server's i18next gives, or hydration would not match:
// every key of every language (and its parent objects), with and without counts and variables,
// and the odd keys pages pass (a namespace-like prefix, natural language, a key not there).
import { describe, expect, it } from "vitest";
import { createInstance } from "i18next";
import { i18nConfig, LANGUAGES } from "./config";
import { resources } from "./resources.server";
import { makeTranslate, type Tree } from "./translate";

function paths(tree: Tree, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([k, v]) => {
    const p = prefix ? `${prefix}.${k}` : k;
    return typeof v === "string" ? [p] : [p, ...paths(v, p)];
  });
}

const trees = Object.fromEntries(LANGUAGES.map((l) => [l, resources[l].common]));
const ODD = ["no.such.key", "Natural language: with a colon", "common:menu.title", "stamping:title", "a:b:c", "Hello {{name}}", "", "menu"];
const OPTIONS = [
  {},
  { count: 0 },
  { count: 1 },
  { count: 2 },
  { count: 5 },
  { count: 1_000_000 },
  {
    name: "Anna",
    count: 3,
    date: "01.02.2026",
    n: 4,
    total: "1'234.50",
    person: "Rossi",
    value: 7,
  },
  { name: undefined, defaultValue: "Vorgabe {{name}}" },
  { defaultValue: "Vorgabe", lng: "de" },
  { lng: "fr", count: 2 },
];

describe("makeTranslate gives what i18next gives", () => {
  for (const lng of LANGUAGES) {
    it(`every key in ${lng}`, async () => {
      const i18n = createInstance();
      await i18n.init({ ...i18nConfig, lng, resources });
      const mine = makeTranslate(lng, trees);
      const keys = [...paths(trees.it), ...paths(trees[lng]), ...ODD];
      let compared = 0;
      for (const key of new Set(keys)) {
        for (const o of OPTIONS) {
          expect(mine(key, { ...o }), `${lng} ${key} ${JSON.stringify(o)}`).toEqual(i18n.t(key, { ...o } as never));
          compared += 1;
        }
        const objects = { returnObjects: true, defaultValue: "x" };
        expect(mine(key, objects)).toEqual(i18n.t(key, objects as never));
      }
      expect(compared).toBeGreaterThan(3000 * OPTIONS.length);
    });
    it(`every key in ${lng}, with only ${lng}'s translations loaded (as the browser has them)`, async () => {
      const i18n = createInstance();
      await i18n.init({ ...i18nConfig, lng, resources });
      const browser = makeTranslate(lng, { [lng]: trees[lng], it: trees[lng] });
      for (const key of new Set([...paths(trees[lng]), ...ODD])) {
        for (const o of OPTIONS.filter((x) => !("lng" in x))) {
          expect(browser(key, { ...o }), `${lng} ${key} ${JSON.stringify(o)}`).toEqual(i18n.t(key, { ...o } as never));
        }
      }
    });
  }
});
