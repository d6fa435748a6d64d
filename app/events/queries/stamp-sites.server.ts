// Reads for the site on a stamp (ADR-0122) and the foreman's crew (ADR-0123): the sites a person may
// stamp at (assigned in their profile, or on the site's team; not closed), a site's facts for the
// geofence, the sites a person is FOREMAN of, and a site's crew with where each one's clock stands.
// Reads site_list, site_team, person_profile, person_list and stamp_list; input only as parameters.
import type { Queryable } from "~/db.server";
import type { StampSiteFacts } from "~/domain/stamping/geofence";
import { siteStampMinutes } from "~/domain/stamping/site-hours";
import type { StampKind } from "~/domain/stamping/types";
import { personNameOf } from "~/domain/person/name";
import { clockStateOf } from "./stamps.server";

interface SiteFactsRow {
  id: number | string;
  title: string;
  latitude: number | null;
  longitude: number | null;
  radius: number | string;
}

const factsOf = (r: SiteFactsRow): StampSiteFacts => ({
  siteId: Number(r.id),
  title: r.title,
  latitude: r.latitude === null ? null : Number(r.latitude),
  longitude: r.longitude === null ? null : Number(r.longitude),
  radiusM: Number(r.radius),
});

/** The sites a person may name on a stamp: assigned in their profile or on the site's team, not closed; by title. */
export async function stampSitesOf(db: Queryable, personId: number): Promise<StampSiteFacts[]> {
  const rows = await db<SiteFactsRow[]>`
    SELECT s.id, s.title, s.latitude, s.longitude, s.radius FROM site_list s
    WHERE s.status <> 'CLOSED' AND (
      s.id = ANY(coalesce((SELECT pp.site_ids FROM person_profile pp WHERE pp.id = ${personId}), '{}'::bigint[]))
      OR EXISTS (SELECT 1 FROM site_team t WHERE t.site_id = s.id AND t.person_id = ${personId} AND NOT t.removed))
    ORDER BY s.title, s.id`;
  return rows.map(factsOf);
}

/** One site's facts for the geofence; null for an unknown id. */
export async function stampSiteFacts(db: Queryable, siteId: number): Promise<StampSiteFacts | null> {
  if (!Number.isSafeInteger(siteId) || siteId <= 0) return null;
  const [r] = await db<SiteFactsRow[]>`SELECT id, title, latitude, longitude, radius FROM site_list WHERE id = ${siteId}`;
  return r ? factsOf(r) : null;
}

/** The sites whose team has the person as FOREMAN now, by title. */
export async function foremanSitesOf(db: Queryable, personId: number): Promise<{ siteId: number; title: string }[]> {
  const rows = await db<{ id: number | string; title: string }[]>`
    SELECT s.id, s.title FROM site_team t JOIN site_list s ON s.id = t.site_id
    WHERE t.person_id = ${personId} AND t.project_function = 'FOREMAN' AND NOT t.removed
    ORDER BY s.title, s.id`;
  return rows.map((r) => ({ siteId: Number(r.id), title: r.title }));
}

/** Whether the person is FOREMAN on the site's team now (ADR-0123). */
export async function isForemanOf(db: Queryable, personId: number, siteId: number): Promise<boolean> {
  if (!Number.isSafeInteger(siteId) || siteId <= 0) return false;
  const [r] = await db<{ ok: boolean }[]>`
    SELECT EXISTS (SELECT 1 FROM site_team WHERE site_id = ${siteId} AND person_id = ${personId} AND project_function = 'FOREMAN' AND NOT removed) AS ok`;
  return r?.ok === true;
}

/** One member of a site's crew as the foreman's form lists them. */
export interface CrewMember {
  personId: number;
  name: string;
  /** what their clock expects next: ENTRATA (off duty) or USCITA (on duty) */
  expected: StampKind;
  /** their latest stamp when on duty (its time, ISO) */
  inSince: string | null;
}

/** The site's team less the foreman (and anyone erased), by name, with where each one's clock stands at `now`. */
export async function crewOf(db: Queryable, siteId: number, foremanId: number, now: string): Promise<CrewMember[]> {
  const rows = await db<{ person_id: number | string; first_name: string; last_name: string }[]>`
    SELECT t.person_id, p.first_name, p.last_name FROM site_team t JOIN person_list p ON p.id = t.person_id
    WHERE t.site_id = ${siteId} AND NOT t.removed AND t.person_id <> ${foremanId} AND NOT p.erased AND p.active
    ORDER BY p.last_name, p.first_name, p.id`;
  return Promise.all(
    rows.map(async (r) => {
      const clock = await clockStateOf(db, Number(r.person_id), now);
      return {
        personId: Number(r.person_id),
        name: personNameOf(r),
        expected: clock.expected,
        inSince: clock.expected === "USCITA" && clock.last ? clock.last.stampedAt : null,
      };
    }),
  );
}

/**
 * Minutes worked on the site from `from` to `to` (YYYY-MM-DD, Zurich) as of `now`: the stamps that
 * name it, counted per person (their stamps of the window, a day wider each side, so a pair closed
 * without a site still counts; ADR-0122), and the daily hours reported on it.
 */
export async function siteMinutesOf(db: Queryable, siteId: number, from: string, to: string, now: string): Promise<{ stamped: number; reported: number }> {
  const start = `${from}T00:00:00`;
  const rows = await db<{ id: number | string; person_id: number | string; site_id: number | string | null; kind: StampKind; stamped_at: Date }[]>`
    WITH window_ AS (
      SELECT ((${start}::timestamp - interval '1 day') AT TIME ZONE 'Europe/Zurich') AS a,
             (((${to}::date + 2)::timestamp) AT TIME ZONE 'Europe/Zurich') AS b)
    SELECT s.id, s.person_id, s.site_id, s.kind, s.stamped_at FROM stamp_list s, window_ w
    WHERE s.status = 'ACTIVE' AND s.stamped_at >= w.a AND s.stamped_at < w.b
      AND s.person_id IN (SELECT x.person_id FROM stamp_list x, window_ v WHERE x.site_id = ${siteId} AND x.status = 'ACTIVE' AND x.stamped_at >= v.a AND x.stamped_at < v.b)
    ORDER BY s.stamped_at, s.id`;
  const stamped = siteStampMinutes(
    rows.map((r) => ({ id: Number(r.id), personId: Number(r.person_id), siteId: r.site_id === null ? null : Number(r.site_id), kind: r.kind, status: "ACTIVE" as const, stampedAt: r.stamped_at.toISOString() })),
    siteId,
    from,
    to,
    now,
  );
  const [h] = await db<{ m: number | string | null }[]>`
    SELECT sum(minutes) AS m FROM daily_hours_list
    WHERE site_id = ${siteId}
      AND start_at >= (${from}::date::timestamp AT TIME ZONE 'Europe/Zurich')
      AND start_at < ((${to}::date + 1)::timestamp AT TIME ZONE 'Europe/Zurich')`;
  return { stamped, reported: Number(h?.m ?? 0) };
}
