import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { authorizeGet } from "~/auth/policy.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { mayManageLeave } from "~/domain/leave/decider";
import { festivityDaysFor, leaveBalanceOf, leaveListRequest, leaveYears, listLeavesOfPerson } from "~/events/queries/leaves.server";
import { zurichToday } from "~/clock.server";
import { personPageOf } from "~/ui/people/person-page.server";
import { getT } from "~/i18n/i18next.server";
import { idFromParam } from "~/operations/http.server";
import { leaveActorOf } from "~/operations/leave.server";
import { getSql } from "~/runtime.server";
import { BalanceFigures } from "~/ui/leave/balance-figures";
import * as l from "~/ui/leave/leave.css";
import { personLeaveColumns } from "~/ui/leave/person-leave-columns";
import { balanceView, leaveRowView } from "~/ui/leave/view";
import { clampPage, pageWindow } from "~/domain/shared/list-params";
import { PersonHeader } from "~/ui/people/person-header";
import * as s from "~/ui/shell.css";
import { DataTable } from "~/ui/table/data-table";

export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "hr.users.list.title",
  policy: { get: anyOf(["read", "hr"], ["read", "leave"]) },
};

/** One person's requests of a year and their balance now, for HR (within their companies). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const sql = await getSql();
  const { person, header, tabs } = await personPageOf(sql, user, idFromParam(params.userId));
  const today = zurichToday();
  const { params: list, year } = leaveListRequest(request.url, today);
  const q = { personId: person.id, year, sort: list.sort, dir: list.dir };
  const [first, balance] = await Promise.all([listLeavesOfPerson(sql, q, pageWindow(list.page, list.size)), leaveBalanceOf(sql, person.id, today)]);
  const page = clampPage(list.page, first.total, list.size);
  const rows = page === list.page ? first.rows : (await listLeavesOfPerson(sql, q, pageWindow(page, list.size))).rows;
  const t = await getT(request);
  // every year each request touches: its duration is the same figure whichever year is shown
  const days = await festivityDaysFor(sql, person.companyCode, rows.map((r) => r.details));
  return {
    header,
    tabs,
    heading: t("leave.hr.person_title", { name: person.name }),
    balance: balance ? balanceView(balance) : null,
    rows: rows.map((r) => leaveRowView(t, r, days)),
    total: first.total,
    page,
    size: list.size,
    sort: list.sort,
    dir: list.dir,
    year,
    years: leaveYears(today, year),
    mayManage: mayManageLeave(leaveActorOf(user)),
  };
}

export default function HrPersonLeaves() {
  const d = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const location = useLocation();
  const base = `/app/hr/users/${d.header.id}/leaves`;
  const columns = useMemo(() => personLeaveColumns(t, { personId: d.header.id, mayManage: d.mayManage }), [t, d.header.id, d.mayManage]);
  return (
    <div className={l.page}>
      <PersonHeader person={d.header} tabs={d.tabs} />
      {d.balance ? <BalanceFigures balance={d.balance} /> : null}
      <section aria-labelledby="person-requests-title" className={l.page}>
        <div className={l.header}>
          <h2 id="person-requests-title" className={l.title}>
            {d.heading}
          </h2>
          {d.mayManage ? (
            <Link to={`${base}/new`} className={s.button}>
              {t("leave.hr.new_for_person")}
            </Link>
          ) : null}
        </div>
        <Form method="get" action={location.pathname} className={l.inlineForm}>
          <div className={s.field}>
            <label className={s.label} htmlFor="person-leave-year">
              {t("leave.list.year")}
            </label>
            <select id="person-leave-year" name="year" className={s.input} defaultValue={String(d.year)} key={d.year}>
              {d.years.map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </select>
          </div>
          <div className={s.field}>
            <button type="submit" className={s.buttonSecondary}>
              {t("leave.list.show")}
            </button>
          </div>
        </Form>
        <DataTable
          caption={d.heading}
          data={d.rows}
          columns={columns}
          getRowId={(r) => String(r.id)}
          rowHref={(r) => (d.mayManage ? `${base}/${r.id}/edit` : `/app/hr/leave-requests/${r.id}/history`)}
          total={d.total}
          page={d.page}
          size={d.size}
          sort={d.sort}
          dir={d.dir}
          emptyKey="leave.list.empty"
        />
      </section>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · Cantiere` : "Cantiere" }];
