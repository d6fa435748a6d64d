// Reads of the site_schedule projection (ADR-0052): a site's planned phases, by first day, with the
// responsible person's name (an erased person's name is not shown), how many there are, and one
// phase by id for the scope check of a removal. Removed phases (tombstones) are never returned.
import type { Queryable } from "~/db.server";

export interface ScheduleRow {
  id: number;
  siteId: number;
  title: string;
  /** YYYY-MM-DD */
  startDate: string;
  /** YYYY-MM-DD */
  endDate: string;
  responsibleId: number | null;
  /** "Last, First"; null: none, or an erased person */
  responsibleFirstName: string | null;
  responsibleLastName: string | null;
  notes: string;
}

interface Row {
  id: number;
  site_id: number;
  title: string;
  start_date: string;
  end_date: string;
  responsible_id: number | null;
  first_name: string | null;
  last_name: string | null;
  notes: string;
}

const toSchedule = (r: Row): ScheduleRow => ({
  id: Number(r.id),
  siteId: Number(r.site_id),
  title: r.title,
  startDate: r.start_date,
  endDate: r.end_date,
  responsibleId: r.responsible_id === null ? null : Number(r.responsible_id),
  responsibleFirstName: r.first_name,
  responsibleLastName: r.last_name,
  notes: r.notes,
});

/** A site's live phases, by first day, then last day, then id. */
export async function siteSchedulesOf(db: Queryable, siteId: number): Promise<ScheduleRow[]> {
  const rows = await db<Row[]>`
    SELECT s.id, s.site_id, s.title, s.start_date::text AS start_date, s.end_date::text AS end_date, s.responsible_id,
           p.first_name, p.last_name, s.notes
    FROM site_schedule s
    LEFT JOIN person_list p ON p.id = s.responsible_id AND NOT p.erased
    WHERE s.site_id = ${siteId} AND NOT s.removed
    ORDER BY s.start_date, s.end_date, s.id`;
  return rows.map(toSchedule);
}

/** How many live phases a site has. */
export async function siteScheduleCount(db: Queryable, siteId: number): Promise<number> {
  const [r] = await db<{ n: number }[]>`SELECT count(*)::int AS n FROM site_schedule WHERE site_id = ${siteId} AND NOT removed`;
  return r.n;
}

/** One live phase by id (null: unknown or removed); its site decides who may see it. */
export async function scheduleById(db: Queryable, id: number): Promise<ScheduleRow | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const [r] = await db<Row[]>`
    SELECT s.id, s.site_id, s.title, s.start_date::text AS start_date, s.end_date::text AS end_date, s.responsible_id,
           p.first_name, p.last_name, s.notes
    FROM site_schedule s
    LEFT JOIN person_list p ON p.id = s.responsible_id AND NOT p.erased
    WHERE s.id = ${id} AND NOT s.removed`;
  return r ? toSchedule(r) : null;
}
