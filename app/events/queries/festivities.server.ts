// HR's festivities list: the festivities of a year (not removed), of every company and of the user's.
import type { Queryable } from "~/db.server";
import type { CompanyCode } from "~/domain/company/companies";

export interface FestivityRow {
  id: number;
  title: string;
  description: string | null;
  place: string | null;
  startDate: string;
  endDate: string;
  companyCode: CompanyCode | null;
  cantonCode: string | null;
  halfDay: boolean;
  /** canton:year:day of a generated holiday, kept by a change */
  holidayKey: string | null;
}

type DbRow = { id: number; title: string; description: string | null; place: string | null; start_date: string; end_date: string; company_code: CompanyCode | null; canton_code: string | null; half_day: boolean; holiday_key: string | null };
const toRow = (r: DbRow): FestivityRow => ({ id: Number(r.id), title: r.title, description: r.description, place: r.place, startDate: r.start_date, endDate: r.end_date, companyCode: r.company_code, cantonCode: r.canton_code, halfDay: r.half_day, holidayKey: r.holiday_key });

export async function festivitiesOfYear(db: Queryable, year: number): Promise<FestivityRow[]> {
  const rows = await db<DbRow[]>`
    SELECT id, title, description, place, start_date::text AS start_date, end_date::text AS end_date, company_code, canton_code, half_day, holiday_key FROM festivity_list
    WHERE NOT removed AND start_date <= ${`${year}-12-31`}::date AND end_date >= ${`${year}-01-01`}::date
    ORDER BY start_date, id`;
  return rows.map(toRow);
}

export async function festivityById(db: Queryable, id: number): Promise<FestivityRow | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const [r] = await db<DbRow[]>`
    SELECT id, title, description, place, start_date::text AS start_date, end_date::text AS end_date, company_code, canton_code, half_day, holiday_key FROM festivity_list WHERE id = ${id} AND NOT removed`;
  return r ? toRow(r) : null;
}

/** Which of these generated holidays (canton:year:day keys) a company — null: every company — already has, not removed. */
export async function existingHolidayKeys(db: Queryable, keys: readonly string[], companyCode: CompanyCode | null): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db<{ holiday_key: string }[]>`
    SELECT holiday_key FROM festivity_list
    WHERE holiday_key = ANY(${[...keys]}::text[]) AND company_code IS NOT DISTINCT FROM ${companyCode}::text AND NOT removed`;
  return new Set(rows.map((r) => r.holiday_key));
}

/**
 * Which of these days (YYYY-MM-DD) a company already has a festivity on, not removed: its own or
 * one of every company (that one is the company's too). For every company (null), only those of
 * every company count. A generated holiday is never added on such a day, so a day is listed once.
 */
export async function festivityDatesOf(db: Queryable, dates: readonly string[], companyCode: CompanyCode | null): Promise<Set<string>> {
  if (dates.length === 0) return new Set();
  const rows = await db<{ day: string }[]>`
    SELECT DISTINCT d.day::text AS day FROM unnest(${[...dates]}::date[]) AS d(day)
    JOIN festivity_list f ON NOT f.removed AND f.start_date <= d.day AND f.end_date >= d.day
      AND (f.company_code IS NULL OR f.company_code = ${companyCode}::text)`;
  return new Set(rows.map((r) => r.day));
}
