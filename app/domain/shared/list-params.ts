// The state of a list lives in its URL: ?page=2&size=25&sort=title&dir=asc&search=…&<filters>,
// so every list works without JavaScript, can be bookmarked and survives Back. Pure (no I/O):
// used by loaders to read the request and by the table kit to build links. It sits in the domain
// layer, below the queries and the UI that both use it (issue 21: no import runs back up).
// A bad or tampered value never fails the page: each one falls back to its default on its own.
// Every value is read through the one input rule for query text (query-params.ts, ADR-0099).
// No zod here on purpose: the table kit ships this module to the browser, and zod would be 60 KB
// of it (bench/RESULTS-pages.md).
import { queryParams, type QueryParam } from "./query-params";

export const PAGE_SIZES = [5, 10, 15, 20, 25, 30, 50] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
const DEFAULT_PAGE_SIZE: PageSize = 15;
export type SortDir = "asc" | "desc";
export type ListView = "list" | "grid";

/** The longest search text taken from the URL; the rest is cut, not refused. */
export const MAX_SEARCH_LENGTH = 100;
const MAX_PAGE = 100_000;

/** What a list accepts: the sortable column ids (a whitelist) and its defaults. */
export interface ListSpec<S extends string, F extends QueryParam = never> {
  sorts: readonly [S, ...S[]];
  /** default "id" when sortable, else the first sort */
  defaultSort?: S;
  /** default "desc" */
  defaultDir?: SortDir;
  /** default 15; must be one of PAGE_SIZES */
  defaultSize?: PageSize;
  /** filter names with their allowed values; a value outside the list is dropped */
  filters?: { readonly [K in F]: readonly string[] };
}

export interface ListParams<S extends string, F extends QueryParam = never> {
  /** 1-based, as in the URL */
  page: number;
  size: PageSize;
  sort: S;
  dir: SortDir;
  /** trimmed, at most MAX_SEARCH_LENGTH characters, "" for none */
  search: string;
  filters: Partial<Record<F, string>>;
  view: ListView;
}

type Source = URLSearchParams | URL | string | { url: string };

/** A whole number from min to max, or the fallback (as z.coerce.number().int().min().max() would take it). */
function wholeNumber(v: string | undefined, min: number, max: number, fallback: number): number {
  if (v === undefined) return fallback;
  const n = Number(v);
  return Number.isInteger(n) && n >= min && n <= max ? n : fallback;
}

function oneOf<T extends string>(v: string | undefined, allowed: readonly T[], fallback: T): T {
  return v !== undefined && (allowed as readonly string[]).includes(v) ? (v as T) : fallback;
}

function pageSize(v: string | undefined, fallback: PageSize): PageSize {
  const n = v === undefined ? NaN : Number(v);
  return (PAGE_SIZES as readonly number[]).includes(n) ? (n as PageSize) : fallback;
}

/** The default sort column of a spec. */
function defaultSortOf<S extends string, F extends QueryParam>(spec: ListSpec<S, F>): S {
  return spec.defaultSort ?? (spec.sorts.includes("id" as S) ? ("id" as S) : spec.sorts[0]);
}

/**
 * Reads a list's parameters from a URL. Never throws: an unknown sort, a size not offered, a page
 * below 1 or not a number, a filter value not allowed — each falls back to its default. A sort
 * given without a direction sorts ascending, except the default sort, which keeps its default.
 */
export function parseListParams<S extends string, F extends QueryParam = never>(src: Source, spec: ListSpec<S, F>): ListParams<S, F> {
  const q = queryParams(src);
  const get = (k: QueryParam) => q.get(k) ?? undefined;
  const defaultSort = defaultSortOf(spec);
  const defaultDir = spec.defaultDir ?? "desc";
  const defaultSize = spec.defaultSize && (PAGE_SIZES as readonly number[]).includes(spec.defaultSize) ? spec.defaultSize : DEFAULT_PAGE_SIZE;

  const sort = oneOf(get("sort"), spec.sorts, defaultSort);
  const dirFallback: SortDir = sort === defaultSort ? defaultDir : "asc";
  const dir = oneOf<SortDir>(get("dir")?.toLowerCase(), ["asc", "desc"], dirFallback);

  const filters: Partial<Record<F, string>> = {};
  for (const [name, allowed] of Object.entries(spec.filters ?? {}) as [F, readonly string[]][]) {
    const v = get(name);
    if (v !== undefined && allowed.includes(v)) filters[name] = v;
  }

  return {
    page: wholeNumber(get("page"), 1, MAX_PAGE, 1),
    size: pageSize(get("size"), defaultSize),
    sort,
    dir,
    search: q.text("search", MAX_SEARCH_LENGTH),
    filters,
    view: oneOf<ListView>(get("view"), ["list", "grid"], "list"),
  };
}

/** The number of pages (at least 1, so an empty list reads "page 1 of 1"). */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / size));
}

/** A page beyond the last shows the last one. */
export function clampPage(page: number, total: number, size: number): number {
  return Math.min(Math.max(1, page), pageCount(total, size));
}

/** LIMIT and OFFSET for a page. */
export function pageWindow(page: number, size: number): { limit: number; offset: number } {
  return { limit: size, offset: (Math.max(1, page) - 1) * size };
}

/**
 * The current query string with some parameters changed (null removes one), as "?…" ("" when
 * nothing is left). Changing anything but the page goes back to the first page unless the
 * change sets a page itself.
 */
export function withParams(current: URLSearchParams | string, changes: Record<string, string | number | null>): string {
  const sp = new URLSearchParams(current);
  if (!("page" in changes)) sp.delete("page");
  for (const [k, v] of Object.entries(changes)) {
    if (v === null) sp.delete(k);
    else sp.set(k, String(v));
  }
  const s = sp.toString();
  return s ? `?${s}` : "";
}

/** The parameters a download of the whole list keeps: filters, search and sort, not the page. */
export function exportParams(current: URLSearchParams | string): string {
  return withParams(current, { page: null, size: null, view: null });
}
