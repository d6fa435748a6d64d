// Reads of the site_list projection for the sites list, its CSV export and a site's dashboard.
// Every read is limited to the companies the caller may see; user input reaches SQL only as
// parameters, and ORDER BY only through the whitelist below.
import type { Queryable } from "~/db.server";
import type { CompanyCode } from "~/domain/company/companies";
import type { Currency, SiteDetails } from "~/domain/site/events";

/** The columns the sites list may be sorted by (the ids of its table columns). */
export const SITE_SORTS = ["id", "title", "companyName", "city", "address", "offer", "status", "createdAt"] as const;
export type SiteSort = (typeof SITE_SORTS)[number];

export interface SiteListQuery {
  /** the companies the user may see (siteCompanies); none: no rows */
  companies: readonly CompanyCode[];
  /** one company picked in the filter; ignored unless it is among `companies` */
  company?: CompanyCode | null;
  /** words that must all occur in the quickcom id, title, city or address */
  search?: string;
  /**
   * Only this person's favourite sites: a user whose only site right is onlySitesFav (the CLIENT
   * role) always, anyone on the favourites table.
   */
  onlyFavouritesOf?: number | null;
  /** marks each row with whether this person starred it (`favourite`) */
  starredBy?: number | null;
  sort: SiteSort;
  dir: "asc" | "desc";
}

export interface SiteListRow {
  id: number;
  title: string;
  quickcomId: string;
  companyCode: CompanyCode;
  companyName: string;
  city: string;
  address: string;
  currency: Currency;
  /** cents */
  offer: number;
  status: SiteDetails["status"];
  createdAt: Date;
  /** starred by `starredBy` (false when the query names no one) */
  favourite: boolean;
  /** the site's picture (a storage key; its thumbnail is beside it), if any */
  avatarKey: string | null;
}

export interface SiteRecord extends SiteListRow, Omit<SiteDetails, "companyCode" | "title" | "quickcomId" | "city" | "address" | "currency" | "offer" | "status"> {
  /** the site's picture (a storage key), if any */
  avatarKey: string | null;
  /** the stream's version: the edit form's expected version */
  version: number;
}

/** The longest list one export returns. */
export const SITE_EXPORT_LIMIT = 10_000;

const LIKE_SPECIAL = /[\\%_]/g;

/**
 * The LIKE patterns of a search: one per word, lower case (as the search column), wildcards
 * escaped. Commas separate words too, so a name copied from a list ("Rossi, Mario") is found.
 */
export function searchPatterns(search: string | undefined): string[] {
  return (search ?? "")
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean)
    .slice(0, 8)
    .map((w) => `%${w.replace(LIKE_SPECIAL, "\\$&")}%`);
}

function where(db: Queryable, q: SiteListQuery) {
  const companies = q.company ? q.companies.filter((c) => c === q.company) : [...q.companies];
  const patterns = searchPatterns(q.search);
  return db`
    s.company_code = ANY(${db.array(companies as string[], 25)})
    ${patterns.length ? db`AND s.search LIKE ALL(${db.array(patterns, 25)})` : db``}
    ${q.onlyFavouritesOf != null
      ? db`AND EXISTS (SELECT 1 FROM site_favourite f WHERE f.person_id = ${q.onlyFavouritesOf} AND f.site_id = s.id AND NOT f.removed)`
      : db``}`;
}

function orderBy(db: Queryable, sort: SiteSort, dir: "asc" | "desc") {
  const d = dir === "asc" ? db`ASC` : db`DESC`;
  // the id breaks ties, so pages never repeat or skip a row
  switch (sort) {
    case "title":
      return db`lower(s.title) ${d}, s.id ${d}`;
    case "companyName":
      return db`lower(coalesce(c.name, s.company_code)) ${d}, s.id ${d}`;
    case "city":
      return db`lower(s.city) ${d}, s.id ${d}`;
    case "address":
      return db`lower(s.address) ${d}, s.id ${d}`;
    case "offer":
      return db`s.offer ${d}, s.id ${d}`;
    case "status":
      return db`s.status ${d}, s.id ${d}`;
    case "createdAt":
      return db`s.created_at ${d}, s.id ${d}`;
    case "id":
    default:
      // anything not whitelisted (a cast that slipped past the types) sorts by id
      return db`s.id ${d}`;
  }
}

interface ListRow {
  id: number;
  title: string;
  quickcom_id: string;
  company_code: CompanyCode;
  company_name: string;
  city: string;
  address: string;
  currency: Currency;
  offer: number;
  status: SiteDetails["status"];
  created_at: Date;
  favourite: boolean;
  avatar_key: string | null;
}

const toListRow = (r: ListRow): SiteListRow => ({
  id: Number(r.id),
  title: r.title,
  quickcomId: r.quickcom_id,
  companyCode: r.company_code,
  companyName: r.company_name,
  city: r.city,
  address: r.address,
  currency: r.currency,
  offer: Number(r.offer),
  status: r.status,
  createdAt: r.created_at,
  favourite: r.favourite === true,
  avatarKey: r.avatar_key ?? null,
});

function starred(db: Queryable, personId: number | null | undefined) {
  return personId != null
    ? db`EXISTS (SELECT 1 FROM site_favourite f WHERE f.person_id = ${personId} AND f.site_id = s.id AND NOT f.removed)`
    : db`false`;
}

/** How many sites match the query. */
export async function countSites(db: Queryable, q: SiteListQuery): Promise<number> {
  const [row] = await db<{ n: number }[]>`SELECT count(*)::int AS n FROM site_list s WHERE ${where(db, q)}`;
  return row.n;
}

/** One page of the sites that match the query, in the asked order. */
export async function listSites(db: Queryable, q: SiteListQuery, page: { limit: number; offset: number }): Promise<SiteListRow[]> {
  const limit = Math.min(Math.max(0, Math.trunc(page.limit)), SITE_EXPORT_LIMIT);
  const offset = Math.max(0, Math.trunc(page.offset));
  const rows = await db<ListRow[]>`
    SELECT s.id, s.title, s.quickcom_id, s.company_code, coalesce(c.name, s.company_code) AS company_name,
           s.city, s.address, s.currency, s.offer, s.status, s.created_at, s.avatar_key, ${starred(db, q.starredBy)} AS favourite
    FROM site_list s
    LEFT JOIN company_list c ON c.code = s.company_code
    WHERE ${where(db, q)}
    ORDER BY ${orderBy(db, q.sort, q.dir)}
    LIMIT ${limit} OFFSET ${offset}`;
  return rows.map(toListRow);
}

interface RecordRow extends ListRow {
  subject: string;
  stream_version: number;
  category: string;
  zip: string;
  country: string;
  latitude: number | null;
  longitude: number | null;
  radius: number;
  total: number;
  required_advances: number;
  cashed_advances: number;
  balance: number;
  labor_cost: number;
  supplier_cost: number;
  others_cost: number;
  goods_cost: number;
}

/**
 * One site, when it belongs to a company the user may see (and, for a favourites-only user, is
 * one of their favourites); null otherwise, so a guessed id reads exactly like an unknown one.
 */
export async function siteForUser(
  db: Queryable,
  id: number,
  scope: Pick<SiteListQuery, "companies" | "onlyFavouritesOf" | "starredBy">,
): Promise<SiteRecord | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const [r] = await db<RecordRow[]>`
    SELECT s.*, coalesce(c.name, s.company_code) AS company_name, ${starred(db, scope.starredBy)} AS favourite
    FROM site_list s
    LEFT JOIN company_list c ON c.code = s.company_code
    WHERE s.id = ${id} AND ${where(db, { ...scope, sort: "id", dir: "desc" })}`;
  if (!r) return null;
  return {
    ...toListRow(r),
    subject: r.subject,
    version: Number(r.stream_version),
    category: r.category,
    zip: r.zip,
    country: r.country,
    latitude: r.latitude,
    longitude: r.longitude,
    radius: Number(r.radius),
    total: Number(r.total),
    requiredAdvances: Number(r.required_advances),
    cashedAdvances: Number(r.cashed_advances),
    balance: Number(r.balance),
    laborCost: Number(r.labor_cost),
    supplierCost: Number(r.supplier_cost),
    othersCost: Number(r.others_cost),
    goodsCost: Number(r.goods_cost),
  };
}
