// The browser's translator (issue 40): what the pages ask of i18next, in a few lines instead of the
// library's 18 KB gzip. The server uses it too (the pages, `getT`'s messages and PDFs); i18next stays
// where remix-i18next picks the language, and as this translator's measure. The browser must give
// the same text for the same key and options as the server, or hydration would not match — `translate.unit.test.ts` compares the two on every key of every
// language. What it does, as i18next 23 does with this project's settings (app/i18n/config.ts):
// keys are paths in the one `common` namespace ("a.b.c"); the page's language, then Italian;
// `count` picks `key_<plural category>` (Intl.PluralRules; `key_zero` first for 0), then `key`;
// `{{name}}` and `{{- name}}` are filled from the options without escaping (React escapes), a
// variable not given stays as written; a key not found gives `defaultValue`, else the key.
import type { Language } from "./config";

export type Tree = { [k: string]: string | Tree };
export type TOptions = Record<string, unknown> & {
  count?: number;
  defaultValue?: unknown;
  returnObjects?: boolean;
  lng?: string;
};
export type Translate = (key: string, options?: TOptions) => string;

const NATURAL = /[ ,?!;]/;
const FALLBACK: Language = "it";

function deepFind(obj: Tree | undefined, path: string): string | Tree | undefined {
  if (!obj) return undefined;
  if (obj[path] !== undefined && obj[path] !== "") return obj[path];
  const tokens = path.split(".");
  let current: string | Tree | undefined = obj;
  for (let i = 0; i < tokens.length; ) {
    if (!current || typeof current !== "object") return undefined;
    let next: string | Tree | undefined;
    let nextPath = "";
    for (let j = i; j < tokens.length; j += 1) {
      if (j !== i) nextPath += ".";
      nextPath += tokens[j];
      next = current[nextPath];
      if (next !== undefined) {
        if (typeof next !== "object" && j < tokens.length - 1) continue;
        i += j - i + 1;
        break;
      }
    }
    current = next;
  }
  return current;
}

function lookup(tree: Tree | undefined, key: string): string | Tree | undefined {
  if (!tree) return undefined;
  let cur: string | Tree | undefined = tree;
  for (const part of key.split(".")) {
    if (!cur || typeof cur !== "object") {
      cur = undefined;
      break;
    }
    cur = cur[part];
  }
  return cur !== undefined ? cur : deepFind(tree, key);
}

function valueAt(data: Record<string, unknown>, path: string): unknown {
  if (path in data) return data[path];
  let cur: unknown = data;
  for (const part of path.split(".")) {
    if (cur === null || typeof cur !== "object") return undefined;
    cur = (cur as Record<string, unknown>)[part];
  }
  return cur;
}

function interpolate(text: string, data: Record<string, unknown>): string {
  let out = text;
  for (const re of [/\{\{-(.+?)\}\}/g, /\{\{(.+?)\}\}/g]) {
    out = out.replace(re, (whole, name: string) => {
      const v = name.trim();
      const value = valueAt(data, v);
      if (value === undefined) return Object.prototype.hasOwnProperty.call(data, v) ? "" : whole;
      return typeof value === "string" ? value : value === null ? "" : String(value as string);
    });
  }
  return out;
}

const rules = new Map<string, Intl.PluralRules>();
function pluralCategory(lng: string, count: number): string {
  let r = rules.get(lng);
  if (!r) {
    r = new Intl.PluralRules(lng);
    rules.set(lng, r);
  }
  return r.select(count);
}

/** A translator over one language's merged `common` tree (with Italian's as the fallback). */
export function makeTranslate(language: string, trees: Partial<Record<string, Tree>>): Translate {
  return function t(rawKey, options = {}) {
    let key = rawKey;
    let found = true;
    if (key.includes(":") && !NATURAL.test(key.split(".")[0] ?? key) && !NATURAL.test(key)) {
      const parts = key.split(":");
      const ns = parts.shift();
      key = parts.join(".");
      if (ns !== "common") found = false;
    }
    const lng = typeof options.lng === "string" ? options.lng : language;
    const codes = lng === FALLBACK ? [lng] : [lng, FALLBACK];
    const counted = typeof options.count === "number";
    let res: string | Tree | undefined;
    if (found) {
      outer: for (const code of codes) {
        const tree = trees[code];
        const candidates = [key];
        if (counted) {
          candidates.push(`${key}_${pluralCategory(code, options.count as number)}`);
          if (options.count === 0) candidates.push(`${key}_zero`);
        }
        while (candidates.length) {
          res = lookup(tree, candidates.pop() as string);
          if (res !== undefined && res !== null) break outer;
        }
      }
    }
    if (res !== undefined && res !== null && typeof res === "object") {
      if (options.returnObjects) return res as unknown as string;
      return `key '${key} (${language})' returned an object instead of string.`;
    }
    const text = typeof res === "string" ? res : options.defaultValue !== undefined ? String(options.defaultValue as string) : key;
    return text.includes("{{") ? interpolate(text, options) : text;
  };
}
