// A person's leave requests (HR's page and the administrator's): the header with the tabs, the
// balance, the year chooser and the requests, with the links the user's rights allow.
import { Link, useLocation } from "@remix-run/react";
import { useMemo } from "react";
import { useTranslation } from "~/i18n/react";
import { PeriodPicker, yearOptions } from "~/ui/forms/period-picker";
import { PersonHeader, type PersonHeaderView } from "~/ui/people/person-header";
import * as s from "~/ui/shell.css";
import { DataTable } from "~/ui/table/data-table";
import { BalanceFigures } from "./balance-figures";
import type { LeaveRowView } from "./leave-columns";
import * as l from "./leave.css";
import { personLeaveColumns } from "./person-leave-columns";
import type { balanceView } from "./view";

export interface PersonLeavesPageData {
  header: PersonHeaderView;
  tabs: { to: string; label: string; end: boolean }[];
  back: { to: string; label: string };
  heading: string;
  balance: ReturnType<typeof balanceView> | null;
  rows: LeaveRowView[];
  total: number;
  page: number;
  size: number;
  sort: string;
  dir: "asc" | "desc";
  year: number;
  years: number[];
  /** update leave or update hr: new and edit (HR's pages) */
  mayManage: boolean;
  /** read hr, leave or audit: a request's history and PDF */
  mayReadHistory: boolean;
}

export function PersonLeavesPage({ d }: { d: PersonLeavesPageData }) {
  const { t } = useTranslation();
  const location = useLocation();
  const base = `/app/hr/users/${d.header.id}/leaves`;
  const columns = useMemo(
    () => personLeaveColumns(t, { personId: d.header.id, mayManage: d.mayManage, mayReadHistory: d.mayReadHistory }),
    [t, d.header.id, d.mayManage, d.mayReadHistory],
  );
  return (
    <div className={l.page}>
      <PersonHeader person={d.header} tabs={d.tabs} back={d.back} />
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
        <PeriodPicker
          action={location.pathname}
          period={{ id: "person-leave-year", name: "year", label: t("leave.list.year"), value: String(d.year), options: yearOptions(d.years) }}
          submit={t("leave.list.show")}
        />
        <DataTable
          caption={d.heading}
          data={d.rows}
          columns={columns}
          getRowId={(r) => String(r.id)}
          rowHref={(r) => (d.mayManage ? `${base}/${r.id}/edit` : d.mayReadHistory ? `/app/hr/leave-requests/${r.id}/history` : null)}
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
