// The site dashboard's charts (issue 38): the hours worked on the site in each of the last six weeks
// (the stamps that name it and the daily hours reported on it, ADR-0122: the figures of the hours
// panel beside it), and its checklists by status for whoever may open them.
import type { TFunction } from "i18next";
import { Temporal } from "temporal-polyfill";
import type { Sql } from "~/db.server";
import { formatDate } from "~/domain/shared/format";
import { hoursAndMinutes } from "~/domain/stamping/totals";
import { siteChecklistStatuses } from "~/events/queries/absence-overview.server";
import { siteMinutesOf } from "~/events/queries/stamp-sites.server";
import type { ChartColumn } from "~/ui/chart/chart";
import type { SiteChartsView } from "~/ui/overview/views";

const SITE_CHART_WEEKS = 6;


export async function siteChartsOf(sql: Sql, t: TFunction, siteId: number, today: Temporal.PlainDate, now: string, seesChecklists: boolean): Promise<SiteChartsView> {
  const monday = today.subtract({ days: today.dayOfWeek - 1 });
  const weeks = Array.from({ length: SITE_CHART_WEEKS }, (_, i) => monday.subtract({ weeks: SITE_CHART_WEEKS - 1 - i }));
  const [minutes, checklists] = await Promise.all([
    Promise.all(
      weeks.map(async (m) => {
        const end = m.add({ days: 6 });
        const to = Temporal.PlainDate.compare(end, today) > 0 ? today : end;
        const r = await siteMinutesOf(sql, siteId, m.toString(), to.toString(), now);
        return r.stamped + r.reported;
      }),
    ),
    seesChecklists ? siteChecklistStatuses(sql, siteId) : Promise.resolve(null),
  ]);
  const columns: ChartColumn[] = weeks.map((m, i) => ({
    key: m.toString(),
    label: t("overview.chart.week_short", { week: m.weekOfYear }),
    longLabel: t("overview.chart.week_long", { week: m.weekOfYear, range: `${formatDate(m.toString())} – ${formatDate(m.add({ days: 6 }).toString())}` }),
    value: minutes[i],
    display: t("stamping.hours", { value: hoursAndMinutes(minutes[i]) }),
  }));
  const total = minutes.reduce((s, m) => s + m, 0);
  return {
    hours: {
      title: t("overview.site.hours_title", { weeks: SITE_CHART_WEEKS }),
      description: t("overview.site.hours_desc", { weeks: SITE_CHART_WEEKS, total: t("stamping.hours", { value: hoursAndMinutes(total) }) }),
      columns,
    },
    checklists: checklists
      ? {
          title: t("overview.site.checklists_title"),
          description: t("overview.site.checklists_desc", { open: checklists.open, approved: checklists.approved, rejected: checklists.rejected }),
          parts: [
            { key: "open", label: t("overview.site.checklists_open"), value: checklists.open, display: String(checklists.open), tone: "b" },
            { key: "approved", label: t("overview.site.checklists_approved"), value: checklists.approved, display: String(checklists.approved), tone: "a" },
            { key: "rejected", label: t("overview.site.checklists_rejected"), value: checklists.rejected, display: String(checklists.rejected), tone: "c" },
          ],
        }
      : null,
  };
}
