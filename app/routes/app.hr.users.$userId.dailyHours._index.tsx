import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { authorizeGet } from "~/auth/policy.server";
import { can } from "~/domain/access/permissions";
import { anyOf, type Policy } from "~/domain/access/policy";
import { formatDate, formatTime } from "~/domain/shared/format";
import { hoursAndMinutes } from "~/domain/stamping/totals.server";
import { dailyHoursOf } from "~/events/queries/daily-hours.server";
import { personPageOf } from "~/areas/people/person-page.server";
import { monthParam, recentMonths } from "~/http/list-requests.server";
import { zurichToday } from "~/clock.server";
import { getT } from "~/i18n/i18next.server";
import { getSql } from "~/runtime.server";
import { PersonHeader } from "~/ui/people/person-header";
import * as s from "~/ui/shell.css";
import { MonthPicker } from "~/ui/stamping/period-tables";
import * as st from "~/ui/stamping/stamping.css";
import { monthLabel } from "~/ui/stamping/view.server";
import { HistoryLink } from "~/ui/history/history-link";
import { StackTable } from "~/ui/table/stack-table";

export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "daily_hours.title",
  policy: { get: anyOf(["read", "hr"]) },
};

/** A person's hours per site in a month, with the month's total. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const sql = await getSql();
  const page = await personPageOf(sql, user, params.userId);
  const today = zurichToday();
  const month = monthParam(request.url, today);
  const [entries, t] = await Promise.all([dailyHoursOf(sql, page.person.id, month), getT(request)]);
  const months = recentMonths(today);
  return {
    personId: page.person.id,
    header: page.header,
    tabs: page.tabs,
    heading: t("daily_hours.person_title", { name: page.person.name }),
    month,
    months,
    monthLabels: Object.fromEntries(months.map((m) => [m, monthLabel(t, m)])),
    monthLabel: monthLabel(t, month),
    rows: entries.map((e) => ({
      id: e.id,
      date: formatDate(e.startAt),
      from: formatTime(e.startAt),
      to: formatDate(e.endAt) === formatDate(e.startAt) ? formatTime(e.endAt) : `${formatDate(e.endAt)} ${formatTime(e.endAt)}`,
      hours: hoursAndMinutes(e.minutes),
      site: e.siteTitle ?? `#${e.siteId}`,
      description: e.description,
    })),
    total: hoursAndMinutes(entries.reduce((sum, e) => sum + e.minutes, 0)),
    canAdd: can(user.access, "update", "hr"),
    mayAudit: can(user.access, "read", "audit"),
  };
}

export default function PersonDailyHours() {
  const d = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const base = `/app/hr/users/${d.personId}/dailyHours`;
  return (
    <div className={st.page}>
      <PersonHeader person={d.header} tabs={d.tabs} />
      <div className={st.header}>
        <h2 className={st.title}>{t("daily_hours.title")}</h2>
        <div className={st.actions}>
          {d.canAdd ? (
            <Link to={`${base}/new`} className={s.button}>
              {t("daily_hours.new")}
            </Link>
          ) : null}
        </div>
      </div>
      <section className={st.panel} aria-labelledby="daily-month">
        <div className={st.header}>
          <h2 id="daily-month" className={st.subtitle}>
            {t("stamping.month_title", { month: d.monthLabel })}
          </h2>
          <MonthPicker month={d.month} months={d.months} labels={d.monthLabels} action={base} />
        </div>
        {d.rows.length === 0 ? (
          <p className={st.muted}>{t("daily_hours.empty")}</p>
        ) : (
          <StackTable className={st.table} data-table="daily-hours">
            <caption className="visually-hidden">{d.heading}</caption>
            <thead>
              <tr>
                <th className={st.th} scope="col">
                  {t("daily_hours.columns.date")}
                </th>
                <th className={st.th} scope="col">
                  {t("daily_hours.columns.from")}
                </th>
                <th className={st.th} scope="col">
                  {t("daily_hours.columns.to")}
                </th>
                <th className={st.th} scope="col">
                  {t("daily_hours.columns.site")}
                </th>
                <th className={st.th} scope="col">
                  {t("daily_hours.columns.description")}
                </th>
                <th className={`${st.th} ${st.end}`} scope="col">
                  {t("daily_hours.columns.hours")}
                </th>
              </tr>
            </thead>
            <tbody>
              {d.rows.map((r) => (
                <tr key={r.id}>
                  <td className={st.td}>{r.date}</td>
                  <td className={st.td}>{r.from}</td>
                  <td className={st.td}>{r.to}</td>
                  <td className={st.td}>{r.site}</td>
                  <td className={st.td}>
                    {r.description}
                    {d.mayAudit ? (
                      <>
                        {r.description ? " · " : null}
                        <HistoryLink streamType="dailyhours" id={r.id} />
                      </>
                    ) : null}
                  </td>
                  <td className={`${st.td} ${st.end}`}>{t("stamping.hours", { value: r.hours })}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th className={st.td} scope="row" colSpan={5}>
                  {t("stamping.month_total", { month: d.monthLabel })}
                </th>
                <td className={`${st.td} ${st.end}`} data-total="daily-hours">
                  <strong>{t("stamping.hours", { value: d.total })}</strong>
                </td>
              </tr>
            </tfoot>
          </StackTable>
        )}
      </section>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · Cantiere` : "Cantiere" }];
