// HR's festivities list: the festivities of a year (not removed), of every company and of the user's.
import type { Queryable } from "~/db.server";
import type { CompanyCode } from "~/domain/company/companies";

export interface FestivityRow {
  id: number;
  title: string;
  startDate: string;
  endDate: string;
  companyCode: CompanyCode | null;
}

export async function festivitiesOfYear(db: Queryable, year: number): Promise<FestivityRow[]> {
  const rows = await db<{ id: number; title: string; start_date: string; end_date: string; company_code: CompanyCode | null }[]>`
    SELECT id, title, start_date::text AS start_date, end_date::text AS end_date, company_code FROM festivity_list
    WHERE NOT removed AND start_date <= ${`${year}-12-31`}::date AND end_date >= ${`${year}-01-01`}::date
    ORDER BY start_date, id`;
  return rows.map((r) => ({ id: Number(r.id), title: r.title, startDate: r.start_date, endDate: r.end_date, companyCode: r.company_code }));
}

export async function festivityById(db: Queryable, id: number): Promise<FestivityRow | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const [r] = await db<{ id: number; title: string; start_date: string; end_date: string; company_code: CompanyCode | null }[]>`
    SELECT id, title, start_date::text AS start_date, end_date::text AS end_date, company_code FROM festivity_list WHERE id = ${id} AND NOT removed`;
  return r ? { id: Number(r.id), title: r.title, startDate: r.start_date, endDate: r.end_date, companyCode: r.company_code } : null;
}
