// Reads of the daily_hours_list projection: a person's entries of a month with the sites' titles,
// and the sites HR may record hours on. User input reaches SQL only as parameters.
import { Temporal } from "temporal-polyfill";
import type { Queryable } from "~/db.server";
import type { CompanyCode } from "~/domain/company/companies";
import type { RecordedHours } from "~/domain/daily-hours/decider";
import { TIME_ZONE } from "~/domain/shared/format";
import { monthRange } from "~/domain/stamping/totals";

export interface DailyHoursEntry {
  id: number;
  siteId: number;
  /** null when the site is not in site_list */
  siteTitle: string | null;
  startAt: Date;
  endAt: Date;
  minutes: number;
  description: string;
  recordedAt: Date;
  recordedBy: number;
}

const midnight = (date: string) => Temporal.PlainDate.from(date).toZonedDateTime({ timeZone: TIME_ZONE }).toInstant().toString();

/** A person's entries that start in the month ("YYYY-MM"), in time order; none for a malformed month. */
export async function dailyHoursOf(db: Queryable, personId: number, month: string): Promise<DailyHoursEntry[]> {
  const r = monthRange(month);
  if (!r) return [];
  const end = Temporal.PlainDate.from(r.to).add({ days: 1 }).toString();
  const rows = await db<{ id: number; site_id: number; title: string | null; start_at: Date; end_at: Date; minutes: number; description: string; recorded_at: Date; recorded_by: number }[]>`
    SELECT d.id, d.site_id, s.title, d.start_at, d.end_at, d.minutes, d.description, d.recorded_at, d.recorded_by
    FROM daily_hours_list d LEFT JOIN site_list s ON s.id = d.site_id
    WHERE d.person_id = ${personId} AND d.start_at >= ${midnight(r.from)}::timestamptz AND d.start_at < ${midnight(end)}::timestamptz
    ORDER BY d.start_at, d.id`;
  return rows.map((x) => ({
    id: Number(x.id),
    siteId: Number(x.site_id),
    siteTitle: x.title,
    startAt: x.start_at,
    endAt: x.end_at,
    minutes: Number(x.minutes),
    description: x.description,
    recordedAt: x.recorded_at,
    recordedBy: Number(x.recorded_by),
  }));
}

/**
 * The person's entries that start on a Zurich date ("YYYY-MM-DD"), other than `exceptId`: what the
 * duplicate rule compares a new entry with (ADR-0043). None for a malformed date.
 */
export async function dailyHoursStartingOn(db: Queryable, personId: number, date: string, exceptId = 0): Promise<RecordedHours[]> {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return [];
  const next = Temporal.PlainDate.from(date).add({ days: 1 }).toString();
  const rows = await db<{ site_id: number; start_at: Date; end_at: Date }[]>`
    SELECT site_id, start_at, end_at FROM daily_hours_list
    WHERE person_id = ${personId} AND id <> ${exceptId} AND start_at >= ${midnight(date)}::timestamptz AND start_at < ${midnight(next)}::timestamptz`;
  return rows.map((r) => ({ siteId: Number(r.site_id), startAt: r.start_at.toISOString(), endAt: r.end_at.toISOString() }));
}

/** The sites of the given companies a form offers, by company and title. */
export async function sitesForHours(db: Queryable, companies: readonly CompanyCode[]): Promise<{ id: number; title: string; companyCode: CompanyCode; quickcomId: string }[]> {
  if (companies.length === 0) return [];
  const rows = await db<{ id: number; title: string; company_code: CompanyCode; quickcom_id: string }[]>`
    SELECT id, title, company_code, quickcom_id FROM site_list WHERE company_code = ANY(${[...companies]}::text[]) ORDER BY company_code, title, id`;
  return rows.map((r) => ({ id: Number(r.id), title: r.title, companyCode: r.company_code, quickcomId: r.quickcom_id }));
}

/** One site's company, when it exists. */
export async function siteCompanyOf(db: Queryable, siteId: number): Promise<{ siteId: number; companyCode: CompanyCode } | null> {
  if (!Number.isSafeInteger(siteId) || siteId <= 0) return null;
  const [r] = await db<{ id: number; company_code: CompanyCode }[]>`SELECT id, company_code FROM site_list WHERE id = ${siteId}`;
  return r ? { siteId: Number(r.id), companyCode: r.company_code } : null;
}
