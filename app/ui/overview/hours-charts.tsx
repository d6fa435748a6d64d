// The stamping page's charts (issue 38): this week's days and the month's weeks against the target.
import { useTranslation } from "~/i18n/react";
import type { ColumnChartView } from "./views";
import { ColumnChart } from "../chart/chart";
import * as st from "../stamping/stamping.css";
import * as g from "./overview.css";

export function HoursCharts({ charts }: { charts: { week: ColumnChartView; month: ColumnChartView } }) {
  const { t } = useTranslation();
  const common = { figuresLabel: t("overview.chart.figures"), headings: { label: "", value: t("overview.chart.worked"), target: t("overview.chart.target") } };
  return (
    <section className={st.panel} aria-labelledby="hours-charts-title" data-slot="hours-charts">
      <h2 id="hours-charts-title" className={st.subtitle}>
        {t("overview.chart.section")}
      </h2>
      <p className={st.muted}>{t("overview.chart.target_hint")}</p>
      <div className={g.charts}>
        <ColumnChart name="week" {...charts.week} {...common} headings={{ ...common.headings, label: t("overview.chart.day") }} />
        <ColumnChart name="month" {...charts.month} {...common} headings={{ ...common.headings, label: t("overview.chart.week") }} />
      </div>
    </section>
  );
}
