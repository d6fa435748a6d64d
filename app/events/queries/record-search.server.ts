// The menu's search over search_document (ADR-0129): PostgreSQL full-text search, each kind with the
// scope the caller computed from the user's rights (the same rules as the pages the results open).
import type { Queryable } from "~/db.server";
import type { SearchKind } from "../projections/search-document.server";

/** At most this many results of each kind. */
export const SEARCH_LIMIT_PER_KIND = 20;

/** The words of a search as a prefix tsquery ("ross lug" finds "Rossi Luigi"): letters and digits only, at most 8 words; "" when none is left. */
function tsQueryOf(text: string): string {
  const words = (text.normalize("NFC").toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).map((w) => w.slice(0, 40)).slice(0, 8);
  return words.map((w) => `${w}:*`).join(" & ");
}

/** Who sees which sites: the companies, and whether only the person's favourites (a client's right). */
export interface SiteScope {
  companies: readonly string[];
  onlyFavouritesOf: number | null;
}

export interface SearchScope {
  /** null: no site is a result */
  sites: SiteScope | null;
  /** the companies whose people are results; null: no person is */
  people: readonly string[] | null;
  tools: boolean;
  /** journal posts of the sites of this scope; null: none */
  journal: SiteScope | null;
  /** files of the sites of this scope; null: none */
  files: SiteScope | null;
}

export interface SearchHit {
  kind: SearchKind;
  recordId: number | null;
  siteId: number | null;
  siteTitle: string | null;
  title: string;
  detail: string;
  body: string;
  folder: string;
}

type HitRow = { kind: SearchKind; record_id: string | null; site_id: string | null; site_title: string | null; title: string; detail: string; body: string; folder: string };

function siteVisible(db: Queryable, scope: SiteScope) {
  return db`s.company_code = ANY(${db.array([...scope.companies], 25)})
    ${scope.onlyFavouritesOf !== null ? db`AND EXISTS (SELECT 1 FROM site_favourite f WHERE f.person_id = ${scope.onlyFavouritesOf} AND f.site_id = s.id AND NOT f.removed)` : db``}`;
}

/** The records of each kind the scope allows that match the words, best matches first. */
export async function searchRecords(db: Queryable, text: string, scope: SearchScope): Promise<SearchHit[]> {
  const q = tsQueryOf(text);
  if (q === "") return [];
  const parts = [];
  const base = (kind: SearchKind) => db`d.kind = ${kind} AND NOT d.removed AND d.document @@ to_tsquery('simple', ${q})`;
  const pick = db`d.kind, d.record_id::text, d.site_id::text, s.title AS site_title, d.title, d.detail, d.body, d.folder, ts_rank(d.document, to_tsquery('simple', ${q})) AS rank`;
  const limit = db`ORDER BY rank DESC, lower(d.title), d.id LIMIT ${SEARCH_LIMIT_PER_KIND}`;
  if (scope.sites)
    parts.push(db`(SELECT ${pick} FROM search_document d JOIN site_list s ON s.id = d.site_id WHERE ${base("site")} AND ${siteVisible(db, scope.sites)} ${limit})`);
  if (scope.people)
    parts.push(db`(SELECT ${pick} FROM search_document d LEFT JOIN site_list s ON false
      JOIN person_list p ON p.id = d.record_id AND NOT p.erased
      WHERE ${base("person")} AND p.company_code = ANY(${db.array([...scope.people], 25)}) ${limit})`);
  if (scope.tools)
    parts.push(db`(SELECT ${pick} FROM search_document d LEFT JOIN site_list s ON false WHERE ${base("tool")} ${limit})`);
  if (scope.journal)
    parts.push(db`(SELECT ${pick} FROM search_document d JOIN site_list s ON s.id = d.site_id WHERE ${base("journal")} AND ${siteVisible(db, scope.journal)} ${limit})`);
  // a file inside a deleted folder went with it (the folder's event names the folder, not its files)
  if (scope.files)
    parts.push(db`(SELECT ${pick} FROM search_document d JOIN site_list s ON s.id = d.site_id WHERE ${base("file")} AND ${siteVisible(db, scope.files)}
      AND NOT EXISTS (SELECT 1 FROM site_file fo WHERE fo.site_id = d.site_id AND fo.is_folder AND fo.removed AND left(d.folder, length(fo.folder)) = fo.folder) ${limit})`);
  if (parts.length === 0) return [];
  const union = parts.reduce((acc, p) => db`${acc} UNION ALL ${p}`);
  const rows = await db<HitRow[]>`${union}`;
  return rows.map((r) => ({
    kind: r.kind,
    recordId: r.record_id === null ? null : Number(r.record_id),
    siteId: r.site_id === null ? null : Number(r.site_id),
    siteTitle: r.site_title,
    title: r.title,
    detail: r.detail,
    body: r.body,
    folder: r.folder,
  }));
}
