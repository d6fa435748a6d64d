// The columns of HR's stamping overview: each person's month total, flagged days and proposals
// waiting. Values come formatted from the loader.
import { createColumnHelper } from "@tanstack/react-table";
import type { TFunction } from "i18next";
import * as st from "./stamping.css";

export interface OverviewRowView {
  personId: number;
  name: string;
  company: string;
  total: string;
  flaggedDays: number;
  pendingProposals: number;
  /** the month's stamps outside their site's radius (ADR-0122) */
  offSiteStamps: number;
  /** the month's working-time balance and the running balance at its end, "+6:15 h" (ADR-0136); null without a target */
  balanceMonth: string | null;
  balanceRunning: string | null;
}

const col = createColumnHelper<OverviewRowView>();

export function overviewColumns(t: TFunction) {
  return [
    col.accessor("name", { id: "name", header: t("stamping.hr.columns.person"), meta: { rowLink: true } }),
    col.accessor("company", { id: "company", header: t("stamping.hr.columns.company") }),
    col.accessor("total", { id: "total", header: t("stamping.columns.total"), meta: { align: "end" as const }, cell: (c) => t("stamping.hours", { value: c.getValue() }) }),
    col.accessor("balanceMonth", { id: "balanceMonth", header: t("balance.columns.month_balance"), meta: { align: "end" as const }, cell: (c) => c.getValue() ?? "—" }),
    col.accessor("balanceRunning", { id: "balanceRunning", header: t("balance.columns.running"), meta: { align: "end" as const }, cell: (c) => c.getValue() ?? "—" }),
    col.accessor("flaggedDays", {
      id: "flagged",
      header: t("stamping.flagged_days"),
      meta: { align: "end" as const },
      cell: (c) => (c.getValue() > 0 ? <span className={st.badge.warning}>{c.getValue()}</span> : "0"),
    }),
    col.accessor("pendingProposals", {
      id: "pending",
      header: t("stamping.hr.columns.pending"),
      meta: { align: "end" as const },
      cell: (c) => (c.getValue() > 0 ? <span className={st.badge.info}>{c.getValue()}</span> : "0"),
    }),
    col.accessor("offSiteStamps", {
      id: "offSite",
      header: t("stamping.hr.off_site_column"),
      meta: { align: "end" as const },
      cell: (c) => (c.getValue() > 0 ? <span className={st.badge.warning}>{c.getValue()}</span> : "0"),
    }),
  ];
}
