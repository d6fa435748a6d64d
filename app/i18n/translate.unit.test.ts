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
const OBJECTS = { returnObjects: true, defaultValue: "x" };
// every option set on the keys where they matter (the plural keys' stems, the odd keys); the rest
// with no options, with variables and as objects (all of them everywhere, 280,000 translations,
// took over 5 s on a busy machine)
const plural = new Set(paths(trees.it).filter((k) => /_(one|other|two|few|many|zero)$/.test(k)).map((k) => k.replace(/_[a-z]+$/, "")));
const optionsFor = (key: string) => (plural.has(key) || ODD.includes(key) ? [...OPTIONS, OBJECTS] : [OPTIONS[0], OPTIONS[6], OBJECTS]);
// why a longer limit than vitest's 5 s: each test translates some 12,000 times twice, which a machine busy with the browser tests slows down
const LIMIT_MS = 30_000;

describe("makeTranslate gives what i18next gives", () => {
  for (const lng of LANGUAGES) {
    it(`every key in ${lng}`, async () => {
      const i18n = createInstance();
      await i18n.init({ ...i18nConfig, lng, resources });
      const mine = makeTranslate(lng, trees);
      const keys = [...paths(trees.it), ...paths(trees[lng]), ...ODD];
      // why one assertion at the end: 35,000 expect calls took 5 s on a busy machine; the comparisons alone take milliseconds
      const differ: string[] = [];
      let compared = 0;
      for (const key of new Set(keys)) {
        for (const o of optionsFor(key)) {
          const [a, b] = [mine(key, { ...o }), i18n.t(key, { ...o } as never) as unknown];
          if (JSON.stringify(a) !== JSON.stringify(b)) differ.push(`${lng} ${key} ${JSON.stringify(o)}: ${JSON.stringify(a)} ≠ ${JSON.stringify(b)}`);
          compared += 1;
        }
      }
      expect(differ).toEqual([]);
      expect(compared).toBeGreaterThan(3000 * 3);
      expect(plural.size).toBeGreaterThan(20);
    }, LIMIT_MS);
    it(`every key in ${lng}, with only ${lng}'s translations loaded (as the browser has them)`, async () => {
      const i18n = createInstance();
      await i18n.init({ ...i18nConfig, lng, resources });
      const browser = makeTranslate(lng, { [lng]: trees[lng], it: trees[lng] });
      const differ: string[] = [];
      for (const key of new Set([...paths(trees[lng]), ...ODD])) {
        for (const o of optionsFor(key).filter((x) => !("lng" in x))) {
          const [a, b] = [browser(key, { ...o }), i18n.t(key, { ...o } as never) as unknown];
          if (JSON.stringify(a) !== JSON.stringify(b)) differ.push(`${lng} ${key} ${JSON.stringify(o)}: ${JSON.stringify(a)} ≠ ${JSON.stringify(b)}`);
        }
      }
      expect(differ).toEqual([]);
    }, LIMIT_MS);
  }
});
