// The team absence overview's grid (issue 38): people in rows, days in columns, each marked cell a
// letter on a colour, with its meaning in words as its title; the legend says what each letter is.
// The month (wide screens) and the week (phones) are both rendered; CSS shows one (ADR-0131).
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import type { AbsenceOverviewView, CellView, DayHead } from "./views";
import * as p from "../page.css";
import * as s from "../shell.css";
import * as g from "./absence-grid.css";

function Cell({ cell, personId }: { cell: CellView; personId: number }) {
  const cls = [cell.mark ? g.mark[cell.mark] : "", cell.weekend && !cell.mark ? g.weekend : ""].filter(Boolean).join(" ");
  return (
    <td className={cls || undefined} data-cell={`${personId}:${cell.date}`} data-mark={cell.mark ?? ""} title={cell.text || undefined}>
      {cell.letters ? <abbr title={cell.text}>{cell.letters}</abbr> : null}
    </td>
  );
}

function Grid({ caption, days, rows, which, personLabel }: { caption: string; days: DayHead[]; rows: AbsenceOverviewView["people"]; which: "month" | "week"; personLabel: string }) {
  return (
    // a box that scrolls sideways is reached by the keyboard too (axe: scrollable-region-focusable)
    <div className={g.scroll} role="region" aria-label={caption} tabIndex={0}>
      <table className={g.table} data-grid={which}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={g.person}>
              {personLabel}
            </th>
            {days.map((d) => (
              <th key={d.date} scope="col" className={[g.dayHead, d.weekend ? g.weekend : "", d.today ? g.today : ""].filter(Boolean).join(" ")} title={d.full} data-date={d.date}>
                <span className={g.weekday}>{d.weekday}</span>
                {d.day}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} data-person={r.id}>
              <th scope="row" className={g.person}>
                {r.name}
                {r.company ? <span className={g.company}>{r.company}</span> : null}
              </th>
              {r[which].map((c) => (
                <Cell key={c.date} cell={c} personId={r.id} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function AbsenceOverview({ d, heading }: { d: AbsenceOverviewView; heading: string }) {
  const { t } = useTranslation();
  return (
    <div className={g.page}>
      <h1 className={g.title}>{heading}</h1>
      <Form method="get" action="/app/hr/absences" className={g.filters} role="search" aria-label={t("overview.absences.filters")}>
        <input type="hidden" name="date" value={d.filter.date} />
        {d.companies.length > 0 ? (
          <div className={s.field}>
            <label className={s.label} htmlFor="ab-company">
              {t("profile.company")}
            </label>
            <select id="ab-company" name="company" className={p.select} defaultValue={d.filter.company} key={`c${d.filter.company}`}>
              <option value="">{t("hr.users.list.all_companies")}</option>
              {d.companies.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className={s.field}>
          <label className={s.label} htmlFor="ab-site">
            {t("overview.absences.site_team")}
          </label>
          <select id="ab-site" name="site" className={p.select} defaultValue={d.filter.site} key={`s${d.filter.site}`}>
            <option value="">{t("overview.absences.all_people")}</option>
            {d.sites.map((x) => (
              <option key={x.id} value={x.id}>
                {x.title}
              </option>
            ))}
          </select>
        </div>
        <div className={s.field}>
          <button type="submit" className={s.button}>
            {t("overview.absences.apply")}
          </button>
        </div>
      </Form>
      <ul className={g.legend} aria-label={t("overview.absences.legend_title")}>
        {d.legend.map((l) => (
          <li key={l.mark} className={g.legendItem}>
            <span className={`${g.swatch} ${g.mark[l.mark]}`} aria-hidden="true">
              {l.letter}
            </span>
            <span>
              {l.letter} = {l.label}
            </span>
          </li>
        ))}
      </ul>
      {d.people.length === 0 ? <p className={g.muted}>{t("overview.absences.empty")}</p> : null}
      <section className={g.wide} aria-labelledby="ab-month">
        <div className={g.nav}>
          <Link to={d.month.prev} className={s.buttonSecondary} rel="prev">
            ← {t("overview.absences.prev_month")}
          </Link>
          <h2 id="ab-month" className={g.period}>
            {d.month.label}
          </h2>
          <Link to={d.month.next} className={s.buttonSecondary} rel="next">
            {t("overview.absences.next_month")} →
          </Link>
        </div>
        {d.people.length > 0 ? <Grid caption={t("overview.absences.caption", { period: d.month.label })} days={d.month.days} rows={d.people} which="month" personLabel={t("overview.absences.person")} /> : null}
      </section>
      <section className={g.narrow} aria-labelledby="ab-week">
        <h2 id="ab-week" className={g.period}>
          {t("overview.absences.week", { range: d.week.label })}
        </h2>
        <div className={g.nav}>
          <Link to={d.week.prev} className={s.buttonSecondary}>
            ← {t("overview.absences.prev_week")}
          </Link>
          <Link to={d.week.next} className={s.buttonSecondary}>
            {t("overview.absences.next_week")} →
          </Link>
        </div>
        {d.people.length > 0 ? <Grid caption={t("overview.absences.caption", { period: d.week.label })} days={d.week.days} rows={d.people} which="week" personLabel={t("overview.absences.person")} /> : null}
      </section>
    </div>
  );
}
