// The stamping page's two charts (issue 38, ADR-0130): the hours worked on each day of this week and
// in each week of the chosen month, each against the person's target. The month's weeks are the
// page's weekly table (the same summary), so the chart's figures are the table's.
import type { TFunction } from "i18next";
import { Temporal } from "temporal-polyfill";
import type { Sql } from "~/db.server";
import { formatDate } from "~/domain/shared/format";
import { dayTarget, targetBetween, type TargetInput } from "~/domain/stamping/target";
import { hoursAndMinutes, type WeekTotal } from "~/domain/stamping/totals";
import { stampPeriodOf } from "~/events/queries/stamps.server";
import { targetInputsOf } from "~/events/queries/targets.server";
import type { ChartColumn } from "~/ui/chart/chart";
import type { ColumnChartView } from "~/ui/overview/views";


const NO_TARGET: TargetInput = { hours: null, breakMinutes: null, workPercentage: null, festivities: new Set(), leave: [] };

/** "7:30 h", as the page's tables write hours. */
const hours = (t: TFunction, minutes: number) => t("stamping.hours", { value: hoursAndMinutes(minutes) });

function describe(t: TFunction, key: string, columns: readonly { value: number; target?: number | null }[]) {
  const worked = columns.reduce((s, c) => s + c.value, 0);
  const target = columns.reduce((s, c) => s + (c.target ?? 0), 0);
  return t(key, { worked: hours(t, worked), target: hours(t, target) });
}

/** This week's days and the month's weeks (the page's `weeks`), with their targets. */
export async function stampingChartsOf(
  sql: Sql,
  t: TFunction,
  personId: number,
  monthWeeks: readonly WeekTotal[],
  monthLabel: string,
  today: Temporal.PlainDate,
  now: string,
): Promise<{ week: ColumnChartView; month: ColumnChartView }> {
  const monday = today.subtract({ days: today.dayOfWeek - 1 });
  const sunday = monday.add({ days: 6 });
  const first = monthWeeks[0]?.from ?? monday.toString();
  const last = monthWeeks[monthWeeks.length - 1]?.to ?? sunday.toString();
  const from = first < monday.toString() ? first : monday.toString();
  const to = last > sunday.toString() ? last : sunday.toString();
  const [week, inputs] = await Promise.all([stampPeriodOf(sql, personId, monday.toString(), sunday.toString(), now), targetInputsOf(sql, [personId], from, to)]);
  const input = inputs.get(personId) ?? NO_TARGET;
  const dayColumns: ChartColumn[] = week.summary.days.map((d) => {
    const date = Temporal.PlainDate.from(d.date);
    const target = dayTarget(input, date);
    return {
      key: d.date,
      label: t(`stamping.weekday.${date.dayOfWeek}`),
      longLabel: `${t(`stamping.weekday.${date.dayOfWeek}`)} ${formatDate(d.date)}`,
      value: d.workedMinutes,
      display: hours(t, d.workedMinutes),
      target,
      targetDisplay: hours(t, target),
    };
  });
  const weekColumns: ChartColumn[] = monthWeeks.map((w) => {
    const target = targetBetween(input, w.from, w.to);
    return {
      key: `${w.year}-${w.week}`,
      label: t("overview.chart.week_short", { week: w.week }),
      longLabel: t("overview.chart.week_long", { week: w.week, range: `${formatDate(w.from)} – ${formatDate(w.to)}` }),
      value: w.minutes,
      display: hours(t, w.minutes),
      target,
      targetDisplay: hours(t, target),
    };
  });
  return {
    week: {
      title: t("overview.chart.week_title", { range: `${formatDate(monday.toString())} – ${formatDate(sunday.toString())}` }),
      description: describe(t, "overview.chart.week_desc", dayColumns),
      columns: dayColumns,
    },
    month: {
      title: t("overview.chart.month_title", { month: monthLabel }),
      description: describe(t, "overview.chart.month_desc", weekColumns),
      columns: weekColumns,
    },
  };
}
