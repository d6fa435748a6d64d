// HR's dashboard (issue 38): counters that lead to their lists, two charts (requests waiting by kind,
// people away on each day of this week) and the people whose month strays from their target.
import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import type { CountView, HrDashboardView } from "./views";
import { ColumnChart } from "../chart/chart";
import * as p from "../page.css";
import { StackTable } from "../table/stack-table";
import * as g from "./overview.css";

function Counters({ counts, name }: { counts: CountView[]; name: string }) {
  return (
    <ul className={g.counters} data-counters={name}>
      {counts.map((c) => (
        <li key={c.key} className={g.counter} data-count={c.key}>
          <span className={g.counterValue} data-value={c.value}>
            {c.value}
          </span>
          {c.href ? <Link to={c.href}>{c.label}</Link> : <span>{c.label}</span>}
        </li>
      ))}
    </ul>
  );
}

export function HrDashboard({ d, heading }: { d: HrDashboardView; heading: string }) {
  const { t } = useTranslation();
  const figures = t("overview.chart.figures");
  return (
    <div className={g.page}>
      <h1 className={g.title}>{heading}</h1>
      <div className={g.panels}>
        <section className={g.panel} aria-labelledby="hr-pending">
          <h2 id="hr-pending" className={g.subtitle}>
            {t("overview.hr.pending.title")}
          </h2>
          <Counters counts={d.pending.counts} name="pending" />
          <ColumnChart name="pending" {...d.pending.chart} figuresLabel={figures} headings={{ label: t("overview.hr.pending.kind"), value: t("overview.hr.pending.count") }} />
        </section>
        <section className={g.panel} aria-labelledby="hr-absences">
          <h2 id="hr-absences" className={g.subtitle}>
            {t("overview.hr.absences.title")}
          </h2>
          <Counters counts={d.absences.counts} name="absences" />
          {d.absences.today.length > 0 ? (
            <ul className={g.list} data-list="away-today">
              {d.absences.today.map((a) => (
                <li key={`${a.personId}-${a.status}`}>
                  {a.name} · {a.status}
                </li>
              ))}
            </ul>
          ) : (
            <p className={g.muted}>{t("overview.hr.absences.nobody_today")}</p>
          )}
          <ColumnChart name="absences" {...d.absences.chart} figuresLabel={figures} headings={{ label: t("overview.chart.day"), value: t("overview.hr.absences.people") }} />
          <p>
            <Link to="/app/hr/absences">{t("overview.hr.absences.open")}</Link>
          </p>
        </section>
        <section className={g.panel} aria-labelledby="hr-attention">
          <h2 id="hr-attention" className={g.subtitle}>
            {t("overview.hr.attention.title")}
          </h2>
          <Counters counts={d.attention} name="attention" />
        </section>
      </div>
      <section className={g.panel} aria-labelledby="hr-target">
        <h2 id="hr-target" className={g.subtitle}>
          {t("overview.hr.target.title")}
        </h2>
        <p className={g.muted}>
          {d.offTarget.period ? t("overview.hr.target.hint", { period: d.offTarget.period, threshold: d.offTarget.threshold }) : t("overview.hr.target.no_days")}
        </p>
        {d.offTarget.period ? <p data-unstamped={d.offTarget.unstamped}>{t("overview.hr.target.unstamped", { count: d.offTarget.unstamped })}</p> : null}
        {d.offTarget.rows.length === 0 ? (
          <p data-off-target="0">{t("overview.hr.target.none")}</p>
        ) : (
          <div className={p.tableWrap}>
            <StackTable className={p.table} data-off-target={d.offTarget.rows.length}>
              <caption className="visually-hidden">{t("overview.hr.target.title")}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("overview.absences.person")}</th>
                  <th scope="col">{t("overview.chart.worked")}</th>
                  <th scope="col">{t("overview.chart.target")}</th>
                  <th scope="col">{t("overview.hr.target.difference")}</th>
                </tr>
              </thead>
              <tbody>
                {d.offTarget.rows.map((r) => (
                  <tr key={r.personId} data-person={r.personId}>
                    <td>
                      <Link to={`/app/hr/users/${r.personId}/stamps`}>{r.name}</Link>
                      <span className={g.muted}> · {r.company}</span>
                    </td>
                    <td>{r.worked}</td>
                    <td>{r.target}</td>
                    <td>
                      {r.difference} · {r.directionLabel}
                    </td>
                  </tr>
                ))}
              </tbody>
            </StackTable>
          </div>
        )}
      </section>
    </div>
  );
}
