// The weekly table (week, date range, total) with the month total and the break time beside it,
// and the days of the month with their stamps, the time between pairs and the day's total.
// Weekends are labelled; a day with a stamp that counts nothing is flagged.
import { useTranslation } from "~/i18n/react";
import { StampChip } from "./stamp-chip";
import * as st from "./stamping.css";
import type { DayView, MonthView, StampView } from "./view";
import { PeriodPicker } from "../forms/period-picker";
import { StackTable } from "~/ui/table/stack-table";

export function MonthFigures({ month, breakTime }: { month: MonthView; breakTime: string | null }) {
  const { t } = useTranslation();
  return (
    <div className={st.figures}>
      <div className={st.figure}>
        <span className={st.figureLabel} id="month-total-label">
          {t("stamping.month_total", { month: month.label })}
        </span>
        <span className={st.figureValue} aria-labelledby="month-total-label" data-total="month">
          {t("stamping.hours", { value: month.total })}
        </span>
      </div>
      <div className={st.figure}>
        <span className={st.figureLabel} id="flagged-days-label">
          {t("stamping.flagged_days")}
        </span>
        <span className={st.figureValue} aria-labelledby="flagged-days-label" data-total="flagged">
          {month.flaggedDays}
        </span>
      </div>
      <div className={st.figure}>
        <span className={st.figureLabel} id="break-label">
          {t("stamping.break_time")}
        </span>
        <span className={st.figureValue} aria-labelledby="break-label">
          {breakTime ?? "—"}
        </span>
      </div>
    </div>
  );
}

export function WeekTable({ month }: { month: MonthView }) {
  const { t } = useTranslation();
  return (
    <StackTable className={st.table} data-table="weeks">
      <caption className="visually-hidden">{t("stamping.weeks_caption", { month: month.label })}</caption>
      <thead>
        <tr>
          <th className={st.th} scope="col">
            {t("stamping.columns.week")}
          </th>
          <th className={st.th} scope="col">
            {t("stamping.columns.date_range")}
          </th>
          <th className={`${st.th} ${st.end}`} scope="col">
            {t("stamping.columns.total")}
          </th>
        </tr>
      </thead>
      <tbody>
        {month.weeks.map((w) => (
          <tr key={`${w.week}-${w.range}`}>
            <td className={st.td}>{w.week}</td>
            <td className={st.td}>{w.range}</td>
            <td className={`${st.td} ${st.end}`}>{t("stamping.hours", { value: w.total })}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th className={st.td} scope="row" colSpan={2}>
            {t("stamping.month_total", { month: month.label })}
          </th>
          <td className={`${st.td} ${st.end}`}>
            <strong>{t("stamping.hours", { value: month.total })}</strong>
          </td>
        </tr>
      </tfoot>
    </StackTable>
  );
}

/** Every day with stamps (or every day when `all`), weekends labelled, flagged days marked. */
export function DayTable({ days, all = false, stampHref }: { days: DayView[]; all?: boolean; stampHref?: (s: StampView) => string | undefined }) {
  const { t } = useTranslation();
  const shown = all ? days : days.filter((d) => d.stamps.length > 0);
  if (shown.length === 0) return <p className={st.muted}>{t("stamping.no_stamps")}</p>;
  return (
    <StackTable className={st.table} data-table="days">
      <caption className="visually-hidden">{t("stamping.days_caption")}</caption>
      <thead>
        <tr>
          <th className={st.th} scope="col">
            {t("stamping.columns.day")}
          </th>
          <th className={st.th} scope="col">
            {t("stamping.columns.stamps")}
          </th>
          <th className={`${st.th} ${st.end}`} scope="col">
            {t("stamping.columns.pause")}
          </th>
          <th className={`${st.th} ${st.end}`} scope="col">
            {t("stamping.columns.total")}
          </th>
        </tr>
      </thead>
      <tbody>
        {shown.map((d) => (
          <tr key={d.date} className={d.flagged ? st.flaggedRow : d.weekend ? st.weekendRow : undefined} data-day={d.date}>
            <th className={st.td} scope="row">
              {d.label}
              {d.weekend ? (
                <>
                  {" "}
                  <span className={st.badge.muted}>{t("stamping.weekend")}</span>
                </>
              ) : null}
              {d.flagged ? (
                <>
                  {" "}
                  <span className={st.badge.warning}>{t("stamping.badge.flagged_day")}</span>
                </>
              ) : null}
            </th>
            <td className={st.td}>
              <ul className={st.stampList}>
                {d.stamps.map((s) => (
                  <li key={s.id}>
                    <StampChip stamp={s} href={stampHref?.(s)} />
                  </li>
                ))}
              </ul>
            </td>
            <td className={`${st.td} ${st.end}`}>{d.gap ?? ""}</td>
            <td className={`${st.td} ${st.end}`} data-worked={d.date}>
              {t("stamping.hours", { value: d.worked })}
            </td>
          </tr>
        ))}
      </tbody>
    </StackTable>
  );
}

/** The month picker of a person's stamps and balance; the month shown is offered even when older than the list. */
export function MonthPicker({ month, months, labels, action }: { month: string; months: string[]; labels: Record<string, string>; action: string }) {
  const { t } = useTranslation();
  const options = (months.includes(month) ? months : [month, ...months]).map((m) => ({ value: m, label: labels[m] ?? m }));
  return <PeriodPicker action={action} period={{ id: "stamping-month", label: t("stamping.month"), value: month, options }} submit={t("stamping.show")} />;
}
