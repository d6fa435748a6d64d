// Reads of the site_team projection: a site's team (the contacts page, the dashboard's first two),
// how many are on it, and the people the contact chooser may still offer. The people's names,
// companies, e-mail, work phone and avatar are joined from person_list / person_profile (they
// change there); an erased person is never shown, a removed member (tombstone) neither.
import type { Queryable } from "~/db.server";
import type { CompanyCode } from "~/domain/company/companies";
import type { ProjectFunction } from "~/domain/site/events";
import { searchPatterns } from "./sites.server";

export interface TeamMemberRow {
  personId: number;
  firstName: string;
  lastName: string;
  companyCode: CompanyCode;
  email: string | null;
  /** the first work phone (work mobile, office, c3x); personal numbers are never shown to colleagues */
  phone: string | null;
  avatarThumbnailKey: string | null;
  projectFunction: ProjectFunction;
  priority: number;
  addedAt: Date;
}

interface Row {
  person_id: number;
  first_name: string;
  last_name: string;
  company_code: CompanyCode;
  email: string | null;
  phone: string | null;
  avatar_thumbnail_key: string | null;
  project_function: ProjectFunction;
  priority: number;
  added_at: Date;
}

const toMember = (r: Row): TeamMemberRow => ({
  personId: Number(r.person_id),
  firstName: r.first_name,
  lastName: r.last_name,
  companyCode: r.company_code,
  email: r.email,
  phone: r.phone,
  avatarThumbnailKey: r.avatar_thumbnail_key,
  projectFunction: r.project_function,
  priority: r.priority,
  addedAt: r.added_at,
});

/**
 * A site's team, by priority then the day they were added (the dashboard shows the first two:
 * `limit`), erased people and removed members left out.
 */
export async function siteTeamOf(db: Queryable, siteId: number, opts: { limit?: number } = {}): Promise<TeamMemberRow[]> {
  const limit = opts.limit ?? 1000;
  const rows = await db<Row[]>`
    SELECT t.person_id, p.first_name, p.last_name, p.company_code, p.email, p.avatar_thumbnail_key,
           t.project_function, t.priority, t.added_at,
           (SELECT ph->>'number' FROM jsonb_array_elements(coalesce(pp.phones, '[]'::jsonb)) WITH ORDINALITY AS x(ph, i)
             WHERE ph->>'type' IN ('workmobile', 'workoffice', 'workc3x') AND coalesce(ph->>'number', '') <> ''
             ORDER BY array_position(ARRAY['workmobile', 'workoffice', 'workc3x'], ph->>'type'), i LIMIT 1) AS phone
    FROM site_team t
    JOIN person_list p ON p.id = t.person_id AND NOT p.erased
    LEFT JOIN person_profile pp ON pp.id = t.person_id
    WHERE t.site_id = ${siteId} AND NOT t.removed
    ORDER BY t.priority, t.added_at, t.person_id
    LIMIT ${limit}`;
  return rows.map(toMember);
}

/** How many people are on a site's team (erased people and removed members not counted). */
export async function siteTeamCount(db: Queryable, siteId: number): Promise<number> {
  const [r] = await db<{ n: number }[]>`
    SELECT count(*)::int AS n FROM site_team t JOIN person_list p ON p.id = t.person_id AND NOT p.erased
    WHERE t.site_id = ${siteId} AND NOT t.removed`;
  return r.n;
}

/** Is this person on the site's team now? */
export async function isOnSiteTeam(db: Queryable, siteId: number, personId: number): Promise<boolean> {
  const [r] = await db<{ ok: boolean }[]>`
    SELECT EXISTS (SELECT 1 FROM site_team WHERE site_id = ${siteId} AND person_id = ${personId} AND NOT removed) AS ok`;
  return r.ok;
}

export interface TeamCandidate {
  id: number;
  firstName: string;
  lastName: string;
  companyCode: CompanyCode;
}

/**
 * The people the contact chooser offers for a site: active, not erased, of the given companies
 * (the caller's), not already on the team, matching every word of `search` (name, username,
 * e-mail), by name; at most `limit`.
 */
export async function siteTeamCandidates(
  db: Queryable,
  q: { siteId: number; companies: readonly CompanyCode[]; search?: string; limit?: number },
): Promise<TeamCandidate[]> {
  const patterns = searchPatterns(q.search);
  const rows = await db<{ id: number; first_name: string; last_name: string; company_code: CompanyCode }[]>`
    SELECT p.id, p.first_name, p.last_name, p.company_code
    FROM person_list p
    WHERE p.company_code = ANY(${db.array(q.companies as string[], 25)}) AND p.active AND NOT p.erased
      ${patterns.length ? db`AND p.search LIKE ALL(${db.array(patterns, 25)})` : db``}
      AND NOT EXISTS (SELECT 1 FROM site_team t WHERE t.site_id = ${q.siteId} AND t.person_id = p.id AND NOT t.removed)
    ORDER BY p.last_name, p.first_name, p.id
    LIMIT ${q.limit ?? 50}`;
  return rows.map((r) => ({ id: Number(r.id), firstName: r.first_name, lastName: r.last_name, companyCode: r.company_code }));
}
