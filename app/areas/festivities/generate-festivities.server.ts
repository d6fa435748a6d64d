// GenerateFestivities (ADR-0104: one command a file): a canton's public holidays for a year, one
// AddFestivity per day not yet there (ADR-0062).
import type { Sql } from "~/db.server";
import type { CompanyCode } from "~/domain/company/companies";
import { holidayKey, swissHolidays, type CantonCode, type HolidayId } from "~/domain/festivity/swiss-holidays";
import type { CommandMeta } from "~/events/handle-command.server";
import { existingHolidayKeys, festivityDatesOf } from "~/events/queries/festivities.server";
import { deriveCommandId } from "~/http/derived-command-id.server";
import { addFestivity } from "./add-festivity.server";

export interface GenerateFestivities {
  year: number;
  canton: CantonCode;
  /** null: a festivity of every company */
  companyCode: CompanyCode | null;
  halfDays: boolean;
  /** the day's name in the language of the person generating (it stays editable) */
  titleOf: (id: HolidayId) => string;
}

/**
 * Adds the canton's public holidays of the year (and the half days when asked) that the company —
 * or every company — does not have yet: a day already generated and not removed is skipped, and so
 * is any day the company already has a festivity on (its own or every company's), so generating
 * the same year again adds nothing and no day is listed twice. Each festivity is its own AddFestivity, with a
 * command id derived from the form's, so the same form sent twice appends nothing new.
 */
export async function generateFestivities(sql: Sql, g: GenerateFestivities, meta: CommandMeta): Promise<{ added: number; skipped: number }> {
  const days = swissHolidays(g.canton, g.year, { halfDays: g.halfDays });
  const keyed = days.map((d) => ({ ...d, key: holidayKey(g.canton, g.year, d.id) }));
  const existing = await existingHolidayKeys(sql, keyed.map((d) => d.key), g.companyCode);
  // a day the company already has a festivity on (its own, or every company's, added by hand or seeded) is not added twice
  const taken = await festivityDatesOf(sql, keyed.map((d) => d.date), g.companyCode);
  let added = 0;
  for (const d of keyed) {
    if (existing.has(d.key) || taken.has(d.date)) continue;
    const commandId = meta.commandId ? deriveCommandId(meta.commandId, "generate-festivity", d.key, g.companyCode ?? "all") : null;
    const outcome = await addFestivity(
      sql,
      { title: g.titleOf(d.id), startDate: d.date, endDate: d.date, companyCode: g.companyCode, cantonCode: g.canton, halfDay: d.halfDay, holidayKey: d.key },
      { ...meta, commandId },
    );
    if (!outcome.replayed) added++;
  }
  return { added, skipped: keyed.length - added };
}
