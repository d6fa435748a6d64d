// The working-time balance line by line (issue 36, ADR-0136), as the leave balance explains its
// figures: where the year opened, each day of the month with its target, worked time, absence
// credit, difference and running balance and why, then the weeks and the month's totals.
import { useTranslation } from "~/i18n/react";
import type { BalanceExplanationView } from "./views";
import * as p from "../page.css";
import * as st from "../stamping/stamping.css";
import { StackTable } from "../table/stack-table";

export function BalanceExplanation({ view, monthLabel }: { view: BalanceExplanationView; monthLabel: string }) {
  const { t } = useTranslation();
  return (
    <>
      <p>{t("balance.intro")}</p>
      <p data-testid="balance-opening">{view.openingLine}</p>
      <p>{t("balance.month_opening", { month: monthLabel, value: view.opening })}</p>
      <h2 className={st.subtitle}>{t("balance.days_title")}</h2>
      {view.lines.length === 0 ? (
        <p>{t("balance.no_days")}</p>
      ) : (
        <div className={p.tableWrap}>
          <StackTable className={p.table} aria-label={t("balance.days_title")} data-table="balance-days">
            <thead>
              <tr>
                <th scope="col">{t("balance.columns.date")}</th>
                <th scope="col">{t("balance.columns.target")}</th>
                <th scope="col">{t("balance.columns.worked")}</th>
                <th scope="col">{t("balance.columns.absence")}</th>
                <th scope="col">{t("balance.columns.difference")}</th>
                <th scope="col">{t("balance.columns.running")}</th>
                <th scope="col">{t("balance.columns.why")}</th>
              </tr>
            </thead>
            <tbody>
              {view.lines.map((l) => (
                <tr key={l.date} data-date={l.date}>
                  <td>{l.dateLabel}</td>
                  <td>{l.target}</td>
                  <td data-column="worked">{l.worked}</td>
                  <td>{l.absence}</td>
                  <td data-column="difference">{l.difference}</td>
                  <td data-column="running">{l.running}</td>
                  <td>{l.notes.join(" · ")}</td>
                </tr>
              ))}
            </tbody>
          </StackTable>
        </div>
      )}
      <p className={st.muted}>{t("balance.until", { date: view.until })}</p>
      <h2 className={st.subtitle}>{t("balance.weeks_title")}</h2>
      <div className={p.tableWrap}>
        <StackTable className={p.table} aria-label={t("balance.weeks_title")}>
          <thead>
            <tr>
              <th scope="col">{t("balance.columns.week")}</th>
              <th scope="col">{t("balance.columns.target")}</th>
              <th scope="col">{t("balance.columns.worked")}</th>
              <th scope="col">{t("balance.columns.absence")}</th>
              <th scope="col">{t("balance.columns.difference")}</th>
              <th scope="col">{t("balance.columns.running")}</th>
            </tr>
          </thead>
          <tbody>
            {view.weeks.map((w) => (
              <tr key={w.label}>
                <td>{w.label}</td>
                <td>{w.target}</td>
                <td>{w.worked}</td>
                <td>{w.absence}</td>
                <td>{w.difference}</td>
                <td>{w.closing}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr data-row="total">
              <th scope="row">{t("balance.columns.month_total", { month: monthLabel })}</th>
              <td>{view.totals.target}</td>
              <td data-column="worked">{view.totals.worked}</td>
              <td>{view.totals.absence}</td>
              <td data-column="difference">{view.totals.difference}</td>
              <td data-column="running">{view.totals.closing}</td>
            </tr>
          </tfoot>
        </StackTable>
      </div>
    </>
  );
}
