// One input rule for every text a page, a file answer or an API call reads from its URL's query
// (issue 42 M2, ADR-0099). A query is a question nobody typed into a form we checked: it arrives
// as the browser, a bookmark or an attacker wrote it, and parts of it reach SQL (a search, a
// filter, an id). PostgreSQL refuses a NUL in text (a server error where a list was asked for),
// and a lone surrogate cannot even be encoded; a megabyte of text is no search. So every value is
// read through `queryParams`, which:
// - drops the characters nobody types (C0 controls with NUL, DEL) and lone surrogates — dropped,
//   not refused: a query is a question, and the page answers what is left (as `list-params.ts`
//   always did for `search`);
// - refuses an over-long value (`get` answers null, as for a parameter not sent: its default then
//   applies) or, for a search text, cuts it (`text`).
// Every name a page may read is in QUERY_PARAMS: the reader takes no other (TypeScript says so), and
// the route fuzz test (tests/e2e/hostile-input.spec.ts) sends every one of them to every page. ESLint
// forbids reading `searchParams` anywhere else in the server code (.eslintrc.cjs).
// Pure, no zod: the table kit ships it to the browser.

/**
 * Every query parameter the app reads, in any page, file answer or API call. A new one is added
 * here (or the reader refuses it at compile time), and the fuzz walk then sends it hostile values.
 */
export const QUERY_PARAMS = [
  // lists (list-params.ts) and their filters
  "page", "size", "sort", "dir", "search", "view", "columns", "year", "month", "status", "company", "companyName", "currency", "role",
  "person", "from", "to", "favourites",
  // searches and filters of single pages
  "q", "category", "availability", "site", "template", "action", "personId", "siteId", "date", "day", "filter", "path",
  // the menu's search box: filters the menu, and the search across records reads it (ADR-0129)
  "menu",
  // confirmations and steps a page shows when asked (without JavaScript)
  "withdraw", "confirm", "delete", "remove", "done", "deactivate", "reactivate", "erase", "end", "open", "comments", "count", "link", "rename", "move",
  "deleteFolder", "pdfError", "pdfField", "pdfFrom", "pdfTo", "pdfComments",
  // a bulk decision's confirmation page (the list's selection, read by its form schema)
  "intent", "leaveIds", "expenseIds", "batchId",
  // histories and the audit log
  "at", "position", "when", "before", "after", "type", "event", "actor",
  // answers in a format or a language, signed downloads, the sign-in and SSO
  "format", "lang", "key", "exp", "sig", "dl", "redirectTo", "festivity", "state",
] as const;
export type QueryParam = (typeof QUERY_PARAMS)[number];

/** The longest value `get` takes (an id, a date, a choice, a redirect target); longer is "not sent". */
export const MAX_QUERY_VALUE = 2000;

// C0 controls (NUL among them) and DEL: nobody types them, and PostgreSQL refuses NUL in text
// eslint-disable-next-line no-control-regex -- why: exactly the characters dropped
const UNTYPED = /[\u0000-\u001f\u007f]/g;
// a high surrogate without its low one, or a low one without its high one
export const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** A query value with the characters nobody types and the lone surrogates dropped. */
export function typedText(v: string): string {
  return v.replace(UNTYPED, "").replace(LONE_SURROGATE, "");
}

/** A value as the app may use it: cleaned (typedText), or null when it is longer than `max` characters. */
export function queryValue(v: string | null | undefined, max = MAX_QUERY_VALUE): string | null {
  if (v === null || v === undefined || v.length > max * 2) return null;
  const clean = typedText(v);
  return clean.length > max ? null : clean;
}

/** A search text: cleaned, spaces collapsed, trimmed, cut to `max` characters ("" for none). */
export function searchTextOf(v: string | null | undefined, max: number): string {
  if (v === null || v === undefined) return "";
  // why cut before cleaning too: a megabyte of spaces is no search, and need not be scanned whole
  return typedText(v.slice(0, max * 4))
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, max)
    .trim();
}

export interface QueryParams {
  /** the value (cleaned), null when not sent or longer than `max` (default MAX_QUERY_VALUE) */
  get(name: QueryParam, max?: number): string | null;
  /** every value of a repeated parameter (cleaned; over-long ones left out) */
  getAll(name: QueryParam, max?: number): string[];
  has(name: QueryParam): boolean;
  /** a search text: cleaned, spaces collapsed, trimmed, cut to `max` (default 100) characters; "" for none */
  text(name: QueryParam, max?: number): string;
  /** every parameter cleaned, for a helper that reads a URLSearchParams (a form schema, a signed link) */
  all(): URLSearchParams;
}

type Source = { url: string } | URL | URLSearchParams | string;

function searchParamsOf(src: Source): URLSearchParams {
  if (src instanceof URLSearchParams) return src;
  if (src instanceof URL) return src.searchParams;
  try {
    return new URL(typeof src === "string" ? src : src.url, "http://x").searchParams;
  } catch {
    return new URLSearchParams();
  }
}

/** The query of a request, URL or query string, read through the one input rule (see the head of this file). */
export function queryParams(src: Source): QueryParams {
  const sp = searchParamsOf(src);
  return {
    get: (name, max) => queryValue(sp.get(name), max),
    getAll: (name, max) => sp.getAll(name).flatMap((v) => queryValue(v, max) ?? []),
    has: (name) => sp.has(name),
    text: (name, max = 100) => searchTextOf(sp.get(name), max),
    all: () => {
      const out = new URLSearchParams();
      for (const [k, v] of sp) {
        const clean = queryValue(v);
        if (clean !== null) out.append(typedText(k), clean);
      }
      return out;
    },
  };
}
