// The hours worked on a site this week and this month (ADR-0122), for its dashboard: the stamps
// that name it and the daily hours reported on it, as of now, formatted "h:mm".
import { Temporal } from "temporal-polyfill";
import { zurichToday } from "~/clock.server";
import type { Sql } from "~/db.server";
import { hoursAndMinutes } from "~/domain/stamping/totals";
import { siteMinutesOf } from "~/events/queries/stamp-sites.server";

export interface SiteHoursView {
  week: string;
  month: string;
}

export async function siteHoursOf(sql: Sql, siteId: number, now: string): Promise<SiteHoursView> {
  const today: Temporal.PlainDate = zurichToday(now);
  const monday = today.subtract({ days: today.dayOfWeek - 1 });
  const first = today.with({ day: 1 });
  const [week, month] = await Promise.all([
    siteMinutesOf(sql, siteId, monday.toString(), today.toString(), now),
    siteMinutesOf(sql, siteId, first.toString(), today.toString(), now),
  ]);
  return { week: hoursAndMinutes(week.stamped + week.reported), month: hoursAndMinutes(month.stamped + month.reported) };
}
