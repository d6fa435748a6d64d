// The spec's list parameters (pageNumber zero-based, pageSize, orderBy, orderDirection, search)
// and its answer `{ data, totalPages }` (ADR-0077). orderBy takes the spec's field names, each
// mapped to the sort id of the page showing the same list, so the same whitelisted ORDER BY runs;
// the list's other parameters are read by the page's own URL reader (a bad value falls back to
// its default, as on the page).
import { z } from "zod";
import { pageCount } from "~/domain/shared/list-params";

export const MAX_API_PAGE_SIZE = 1000;

/** The list query of a call: the spec's paging and sorting, orderBy one of `orderBys`, plus the call's own filters; pageSize defaults to the spec's 15, or the list's own default (20 for leave and expenses, part 2 §9). */
export function listQuery<O extends string, X extends z.ZodRawShape>(orderBys: readonly [O, ...O[]], extra: X, defaultPageSize = 15) {
  return z
    .object({
      pageNumber: z.coerce.number().int().min(0).max(100_000).default(0),
      pageSize: z.coerce.number().int().min(1).max(MAX_API_PAGE_SIZE).default(defaultPageSize),
      orderBy: z.enum(orderBys as unknown as [O, ...O[]]).optional(),
      orderDirection: z
        .string()
        .transform((s) => s.toLowerCase())
        .pipe(z.enum(["asc", "desc"]))
        .optional(),
      search: z.string().max(100).optional(),
    })
    .extend(extra);
}

export interface ListWindow {
  limit: number;
  offset: number;
}

export const windowOf = (q: { pageNumber: number; pageSize: number }): ListWindow => ({ limit: q.pageSize, offset: q.pageNumber * q.pageSize });

/** `{ data, totalPages }` as the spec's list screens read it. */
export function paged<T>(data: T[], total: number, pageSize: number) {
  return { data, totalPages: total === 0 ? 0 : pageCount(total, pageSize) };
}

/** The page's URL for its own list reader: sort and direction by the page's ids, the search, the filters. */
export function pageUrl(q: { orderBy?: string; orderDirection?: "asc" | "desc"; search?: string }, sorts: Record<string, string>, filters: Record<string, string | undefined> = {}): URL {
  const u = new URL("http://api.invalid/");
  if (q.orderBy) u.searchParams.set("sort", sorts[q.orderBy] ?? q.orderBy);
  if (q.orderDirection) u.searchParams.set("dir", q.orderDirection);
  if (q.search) u.searchParams.set("search", q.search);
  for (const [k, v] of Object.entries(filters)) if (v !== undefined && v !== "") u.searchParams.set(k, v);
  return u;
}

/** The list schema for the document: `{ data: item[], totalPages }`. */
export const pageOf = <T extends z.ZodTypeAny>(item: T) => z.object({ data: z.array(item), totalPages: z.number().int() });

