// The site dashboard's charts (issue 38): hours per week on the site, and its checklists by status.
import { useTranslation } from "~/i18n/react";
import type { SiteChartsView } from "./views";
import { ColumnChart, SplitBar } from "../chart/chart";
import * as s from "../sites/sites.css";
import * as g from "./overview.css";

export function SiteCharts({ charts }: { charts: SiteChartsView }) {
  const { t } = useTranslation();
  const figures = t("overview.chart.figures");
  return (
    <section className={s.section} aria-labelledby="site-charts" data-slot="site-charts">
      <h2 id="site-charts" className={s.sectionTitle}>
        {t("overview.site.title")}
      </h2>
      <div className={g.charts}>
        <ColumnChart name="site-hours" {...charts.hours} figuresLabel={figures} headings={{ label: t("overview.chart.week"), value: t("overview.chart.worked") }} />
        {charts.checklists ? (
          <SplitBar name="site-checklists" {...charts.checklists} figuresLabel={figures} headings={{ label: t("overview.site.checklist_status"), value: t("overview.hr.pending.count") }} />
        ) : null}
      </div>
    </section>
  );
}
