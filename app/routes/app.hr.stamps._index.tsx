import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { useMemo } from "react";
import { useTranslation } from "~/i18n/react";
import { authorizeGet } from "~/auth/policy.server";
import { nowIso } from "~/clock.server";
import { peopleCompanies } from "~/domain/access/permissions";
import { anyOf, type Policy } from "~/domain/access/policy";
import { COMPANY_NAMES } from "~/domain/company/companies";
import { hoursAndMinutes } from "~/domain/stamping/totals.server";
import { stampOverview } from "~/events/queries/stamps.server";
import { STAMP_OVERVIEW_LIST } from "~/areas/stamping/stamp-overview.server";
import { monthParam, recentMonths } from "~/http/list-requests.server";
import { zurichToday } from "~/clock.server";
import { getT } from "~/i18n/i18next.server";
import { balancesOf, balanceText } from "~/areas/balance/person-balance.server";
import { getSql } from "~/runtime.server";
import { clampPage, MAX_SEARCH_LENGTH, parseListParams } from "~/domain/shared/list-params";
import { PeriodPicker } from "~/ui/forms/period-picker";
import * as s from "~/ui/shell.css";
import { overviewColumns, type OverviewRowView } from "~/ui/stamping/overview-columns";
import * as st from "~/ui/stamping/stamping.css";
import { monthLabel } from "~/ui/stamping/view.server";
import { DataTable } from "~/ui/table/data-table";
import { useCsvHref } from "~/ui/csv-link";

export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "stamping.hr_menu",
  policy: { get: anyOf(["read", "hr"], ["read", "stampingsLog"]) },
};


/** The people HR may see with their month's total, flagged days and proposals waiting. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const sql = await getSql();
  const now = nowIso();
  const today = zurichToday(now);
  const month = monthParam(request.url, today);
  const params = parseListParams(request.url, STAMP_OVERVIEW_LIST);
  const companies = peopleCompanies(user.principal, user.access);
  // only the people with stamps outside their site's radius this month (ADR-0122)
  const offSiteOnly = params.filters.filter === "off-site";
  const query = { companies, search: params.search, month, size: params.size, now, offSiteOnly };
  const first = await stampOverview(sql, { ...query, page: params.page });
  const page = clampPage(params.page, first.total, params.size);
  const result = page === params.page ? first : await stampOverview(sql, { ...query, page });
  // each person's working-time balance (ADR-0136): the function of the person's page and the payroll export
  const [t, balances] = await Promise.all([getT(request), balancesOf(sql, result.rows.map((r) => r.personId), month, today, now)]);
  const months = recentMonths(today);
  return {
    pageTitle: t("stamping.hr.overview_title", { month: monthLabel(t, month) }),
    month,
    months: months.map((m) => ({ value: m, label: monthLabel(t, m) })),
    monthLabel: monthLabel(t, month),
    params: { ...params, page },
    offSiteOnly,
    total: result.total,
    rows: result.rows.map(
      (r): OverviewRowView => ({
        personId: r.personId,
        name: r.name,
        company: COMPANY_NAMES[r.companyCode],
        total: hoursAndMinutes(r.totalMinutes),
        flaggedDays: r.flaggedDays,
        pendingProposals: r.pendingProposals,
        offSiteStamps: r.offSiteStamps,
        balanceMonth: balances.has(r.personId) ? balanceText(t, balances.get(r.personId)!.period.difference) : null,
        balanceRunning: balances.has(r.personId) ? balanceText(t, balances.get(r.personId)!.year.closing) : null,
      }),
    ),
  };
}

export default function HrStamps() {
  const d = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const location = useLocation();
  const csvHref = useCsvHref("/app/hr/stamps/csv");
  const columns = useMemo(() => overviewColumns(t), [t]);
  return (
    <div className={st.page}>
      <h1 className={st.title}>{t("stamping.hr.overview_title", { month: d.monthLabel })}</h1>
      <PeriodPicker
        action={location.pathname}
        role="search"
        label={t("stamping.hr.search")}
        before={
          <div className={s.field}>
            <label htmlFor="overview-search" className={s.label}>
              {t("stamping.hr.search")}
            </label>
            <input id="overview-search" name="search" type="search" defaultValue={d.params.search} key={d.params.search} className={s.input} maxLength={MAX_SEARCH_LENGTH} />
          </div>
        }
        period={{ id: "overview-month", label: t("stamping.month"), value: d.month, options: d.months }}
        after={
          <div className={s.field}>
            <label className={st.checkRow}>
              <input type="checkbox" name="filter" value="off-site" defaultChecked={d.offSiteOnly} key={String(d.offSiteOnly)} className={st.checkBox} />
              {t("stamping.hr.off_site_filter")}
            </label>
          </div>
        }
        submit={t("stamping.show")}
      />
      <DataTable
        caption={t("stamping.hr.overview_title", { month: d.monthLabel })}
        data={d.rows}
        columns={columns}
        getRowId={(r) => String(r.personId)}
        rowHref={(r) => `/app/hr/users/${r.personId}/stamps?month=${d.month}`}
        total={d.total}
        page={d.params.page}
        size={d.params.size}
        sort={d.params.sort}
        dir={d.params.dir}
        emptyKey="the_search_did_not_return_any_results"
        csvHref={csvHref}
        staticRows
      />
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.pageTitle} · Cantiere` : "Cantiere" }];
