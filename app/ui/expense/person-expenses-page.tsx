// A person's expenses (HR's page and the administrator's): the header with the tabs, the monthly
// report, the withdraw confirmation when asked for, and the list with the links the user's rights allow.
import type { SubmissionResult } from "@conform-to/react";
import { Link } from "@remix-run/react";
import { useMemo } from "react";
import { useTranslation } from "~/i18n/react";
import * as c from "~/ui/confirm.css";
import { formError } from "~/ui/forms/messages";
import { PersonHeader, type PersonHeaderView } from "~/ui/people/person-header";
import * as s from "~/ui/shell.css";
import { DataTable } from "~/ui/table/data-table";
import * as e from "./expense.css";
import { expenseColumns, type ExpenseListRow } from "./own-columns";
import { ExpenseReportForm } from "./report-form";
import { ConfirmWithdrawExpenseForm } from "./withdraw-button";

export interface PersonExpensesPageData {
  heading: string;
  header: PersonHeaderView;
  tabs: { to: string; label: string; end: boolean }[];
  back: { to: string; label: string };
  /** this page (where the withdraw form posts) */
  path: string;
  /** HR's pages of the person's expenses (new, edit, report) */
  base: string;
  /** update hr: new, edit, withdraw */
  mayChange: boolean;
  /** read hr: the monthly report */
  mayReport: boolean;
  /** read hr or audit: an expense's history */
  mayReadHistory: boolean;
  rows: ExpenseListRow[];
  total: number;
  page: number;
  size: number;
  sort: string;
  dir: "asc" | "desc";
  months: { value: string; label: string }[];
  reportMonth: string;
  confirming: { id: number; version: number; commandId: string } | null;
}

/** A refused withdrawal: the confirmation again, at the expense's current version, with its own form id. */
export interface WithdrawFailure {
  result: SubmissionResult<string[]>;
  expenseId?: unknown;
  version?: unknown;
  commandId?: unknown;
}

export function PersonExpensesPage({ d, failed }: { d: PersonExpensesPageData; failed: WithdrawFailure | undefined }) {
  const { t } = useTranslation();
  const columns = useMemo(() => {
    const all = expenseColumns(t, { basePath: d.base, historyPath: (id) => `/app/hr/expense-requests/${id}/history` });
    // a reader (no update hr) sees the list without the edit and withdraw actions
    return d.mayChange ? all : all.filter((col) => col.id !== "actions");
  }, [t, d.base, d.mayChange]);
  const confirming = failed?.expenseId
    ? { id: Number(failed.expenseId), version: Number(failed.version ?? 0), commandId: String(failed.commandId ?? "") }
    : d.confirming;

  return (
    <div className={e.page}>
      <PersonHeader person={d.header} tabs={d.tabs} back={d.back} />
      <div className={e.header}>
        <h2 className={e.title}>{d.heading}</h2>
        {d.mayChange ? (
          <Link to={`${d.base}/new`} className={s.button}>
            {t("expense.hr.new_for_person")}
          </Link>
        ) : null}
      </div>

      {d.mayReport ? <ExpenseReportForm action={`${d.base}/report`} months={d.months} month={d.reportMonth} heading={t("expense.report.export_person")} /> : null}

      {confirming ? (
        <div className={c.inline} role="alertdialog" aria-labelledby="withdraw-title">
          <ConfirmWithdrawExpenseForm
            expenseId={confirming.id}
            version={confirming.version}
            commandId={confirming.commandId}
            cancelTo={d.path}
            error={failed?.expenseId ? formError(failed.result) : null}
            titleId="withdraw-title"
          />
        </div>
      ) : null}

      <DataTable
        caption={d.heading}
        data={d.rows}
        columns={columns}
        getRowId={(r) => String(r.id)}
        rowHref={(r) => (d.mayChange && r.status === "PENDING" ? `${d.base}/${r.id}/edit` : d.mayReadHistory ? `/app/hr/expense-requests/${r.id}/history` : null)}
        total={d.total}
        page={d.page}
        size={d.size}
        sort={d.sort}
        dir={d.dir}
        emptyKey="expense.list.empty"
      />
    </div>
  );
}
