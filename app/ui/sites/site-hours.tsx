// The hours worked on the site this week and this month (ADR-0122), on its dashboard. Values come
// formatted from the loader.
import { useTranslation } from "~/i18n/react";
import * as s from "./sites.css";
import * as t from "./site-team.css";

export function SiteHours({ hours }: { hours: { week: string; month: string } }) {
  const { t: tr } = useTranslation();
  return (
    <section className={s.section} aria-labelledby="site-hours" data-slot="site-hours">
      <h2 id="site-hours" className={s.sectionTitle}>
        {tr("sites.hours.title")}
      </h2>
      <ul className={t.counters}>
        <li className={t.counter} data-hours="week">
          <span className={t.counterValue}>{tr("sites.hours.value", { value: hours.week })}</span>
          <span>{tr("sites.hours.week")}</span>
        </li>
        <li className={t.counter} data-hours="month">
          <span className={t.counterValue}>{tr("sites.hours.value", { value: hours.month })}</span>
          <span>{tr("sites.hours.month")}</span>
        </li>
      </ul>
      <p className={s.fieldLabel}>{tr("sites.hours.hint")}</p>
    </section>
  );
}
