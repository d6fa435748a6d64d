// The star's form (favourite-site / unfavourite-site): which site, and the list page to come back
// to. Pure; the browser and the command action read the same schema.
import { z } from "zod";
import { UUID_PATTERN } from "~/domain/shared/ids";
import { localPath } from "~/domain/shared/local-path";



/** Where a star's redirect may lead: a page of the sites area of this site, never another host. */
export const SITE_LISTS_PATH = "/app/sites/sites";

/**
 * The list page a star's form came from (path and query, so page, sort and search are kept), when it
 * is a same-site path under /app/sites/; otherwise the sites list. A URL with a host, a scheme, a
 * protocol-relative `//` or a backslash is never followed.
 */
export function safeReturnTo(raw: unknown, fallback = SITE_LISTS_PATH): string {
  // the one rule for redirect targets first (a local path, in ASCII: ADR-0099), then the sites' own
  const local = localPath(raw, "");
  if (local === "") return fallback;
  let url: URL;
  try {
    url = new URL(local, "http://cantiere.invalid");
  } catch {
    return fallback;
  }
  if (url.origin !== "http://cantiere.invalid") return fallback;
  if (url.pathname !== SITE_LISTS_PATH && !url.pathname.startsWith("/app/sites/")) return fallback;
  // the `index` marker of a post to the list route is no place to come back to
  url.searchParams.delete("index");
  return url.pathname + url.search;
}

/** The star's form: the site's id (digits; the scope module answers a 404 for any other) and the page to return to. */
export const starSchema = z.object({
  siteId: z.string({ required_error: "errors.not_found" }).trim().regex(/^\d{1,15}$/, "errors.not_found"),
  returnTo: z.string().max(2000).optional(),
});

/**
 * The list's star form as a row's button sends it: `star` ("+12" / "-12"), the render's id (the base
 * of the row's command id, rowCommandId) and the page to return to.
 */
export const starButtonSchema = z.object({
  star: z.string({ required_error: "errors.not_found" }).trim().regex(/^[+-]\d{1,12}$/, "errors.not_found"),
  pageId: z.string().regex(UUID_PATTERN).optional().catch(undefined),
  returnTo: z.string().max(2000).optional(),
});

/** What a star button asks: add or remove, which site. */
export function starOf(value: string): { add: boolean; siteId: string } {
  return { add: value.startsWith("+"), siteId: value.slice(1) };
}
