// The payroll export of a month (issue 36): per person the hours, the balance, the absences, the
// holidays, the expenses and the sign-off, filtered by month and company; the same rows as CSV,
// XLSX and through the JSON API.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { authorizeGet } from "~/auth/policy.server";
import { nowIso, zurichToday } from "~/clock.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { COMPANY_NAMES } from "~/domain/company/companies";
import { payrollQueryOf, payrollRows, payrollTable } from "~/areas/balance/payroll.server";
import { hrCompaniesOf } from "~/events/queries/hr-people.server";
import { recentMonths } from "~/http/list-requests.server";
import { getT } from "~/i18n/i18next.server";
import { getSql } from "~/runtime.server";
import { PeriodPicker } from "~/ui/forms/period-picker";
import * as p from "~/ui/page.css";
import * as s from "~/ui/shell.css";
import * as st from "~/ui/stamping/stamping.css";
import { monthLabel } from "~/ui/stamping/view.server";
import { StackTable } from "~/ui/table/stack-table";

export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "payroll.menu",
  policy: { get: anyOf(["read", "hr"]) },
};

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const now = nowIso();
  const today = zurichToday(now);
  const query = payrollQueryOf(request.url, today);
  const [rows, t] = await Promise.all([payrollRows(await getSql(), user, query, today, now), getT(request)]);
  const table = payrollTable(t, rows);
  const label = monthLabel(t, query.month);
  const search = new URLSearchParams({ month: query.month, ...(query.company ? { company: query.company } : {}) }).toString();
  return {
    heading: t("payroll.title", { month: label }),
    month: query.month,
    company: query.company ?? "",
    months: recentMonths(today).map((m) => ({ value: m, label: monthLabel(t, m) })),
    companies: hrCompaniesOf(user).map((c) => ({ value: c, label: COMPANY_NAMES[c] })),
    header: table.header,
    rows: table.rows.map((cells, i) => ({ personId: rows[i].personId, cells })),
    csvHref: `/app/hr/payroll/csv?${search}`,
    xlsxHref: `/app/hr/payroll/xlsx?${search}`,
  };
}

export default function Payroll() {
  const d = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className={st.page}>
      <h1 className={st.title}>{d.heading}</h1>
      <PeriodPicker
        action="/app/hr/payroll"
        label={t("payroll.filters")}
        period={{ id: "payroll-month", label: t("stamping.month"), value: d.month, options: d.months }}
        after={
          <div className={s.field}>
            <label htmlFor="payroll-company" className={s.label}>
              {t("payroll.columns.company")}
            </label>
            <select id="payroll-company" name="company" defaultValue={d.company} key={d.company} className={s.input}>
              <option value="">{t("payroll.all_companies")}</option>
              {d.companies.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </select>
          </div>
        }
        submit={t("stamping.show")}
      />
      <p className={st.actions}>
        <a href={d.csvHref} className={s.buttonSecondary} download>
          {t("payroll.download_csv")}
        </a>{" "}
        <a href={d.xlsxHref} className={s.buttonSecondary} download>
          {t("payroll.download_xlsx")}
        </a>
      </p>
      <p className={st.muted}>{t("payroll.intro")}</p>
      {d.rows.length === 0 ? (
        <p>{t("payroll.empty")}</p>
      ) : (
        <div className={p.tableWrap}>
          <StackTable className={p.table} aria-label={d.heading} data-table="payroll">
            <thead>
              <tr>
                {d.header.map((h) => (
                  <th key={h} scope="col">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {d.rows.map((r) => (
                <tr key={r.personId} data-person-id={r.personId}>
                  {r.cells.map((c, i) => (
                    <td key={d.header[i]}>{i === 1 ? <a href={`/app/hr/users/${r.personId}/balance?month=${d.month}`}>{c}</a> : c}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </StackTable>
        </div>
      )}
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · Cantiere` : "Cantiere" }];
