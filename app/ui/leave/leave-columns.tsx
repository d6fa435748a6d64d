// The columns of the person's own leave list, for the table kit. The loader sends every value
// already formatted (Swiss formats, on the server); a pending row carries its version so its
// withdraw form can say which state the user saw.
import { Link } from "@remix-run/react";
import { createColumnHelper } from "@tanstack/react-table";
import type { TFunction } from "i18next";
import type { LeaveStatus } from "~/domain/leave/types";
import { PdfLinks, type PdfLabels } from "./pdf-links";
import { StatusBadge } from "./status-badge";
import { WithdrawButton } from "./withdraw-button";
import * as l from "./leave.css";

export interface LeaveRowView {
  id: number;
  /** the translated type */
  type: string;
  /** DD.MM.YYYY HH:mm, or DD.MM.YYYY for whole days */
  from: string;
  to: string;
  /** "16:00 h" */
  duration: string;
  status: LeaveStatus;
  /** pending with the first of two approvals (ADR-0139) */
  oneOfTwo: boolean;
  /** DD.MM.YYYY */
  requested: string;
  version: number;
}

/** A row of the list with the command id of its own withdraw form (a pending row's; null otherwise). */
export type LeaveListRow = LeaveRowView & { commandId: string | null };

const col = createColumnHelper<LeaveListRow>();

/** `pdf`: the download links' words; they and the actions' words are worked out once per page, not per row (ADR-0091). */
export function leaveColumns(t: TFunction, pdf: PdfLabels) {
  const edit = t("leave.list.edit");
  const history = t("leave.history.link");
  return [
    col.accessor("type", { id: "type", header: t("leave.list.columns.type"), enableSorting: true, meta: { rowLink: true } }),
    col.accessor("from", { id: "startDate", header: t("leave.list.columns.from"), enableSorting: true }),
    col.accessor("to", { id: "endDate", header: t("leave.list.columns.to"), enableSorting: true }),
    col.accessor("duration", { id: "duration", header: t("leave.list.columns.duration"), meta: { align: "end" as const } }),
    col.accessor("status", {
      id: "status",
      header: t("leave.list.columns.status"),
      enableSorting: true,
      cell: (c) => <StatusBadge status={c.getValue()} oneOfTwo={c.row.original.oneOfTwo} />,
    }),
    col.accessor("requested", { id: "requestedAt", header: t("leave.list.columns.requested"), enableSorting: true }),
    col.display({
      id: "actions",
      header: t("leave.list.actions"),
      cell: (c) => (
        <span className={l.actions}>
          {c.row.original.status === "PENDING" ? (
            <>
              <Link to={`/app/profile/leaves/${c.row.original.id}/edit`} aria-label={`${edit} ${c.row.original.type} ${c.row.original.from}`}>
                {edit}
              </Link>
              <WithdrawButton leaveId={c.row.original.id} version={c.row.original.version} commandId={c.row.original.commandId ?? ""} />
            </>
          ) : null}
          <Link to={`/app/profile/leaves/${c.row.original.id}/history`} aria-label={`${history} ${c.row.original.type} ${c.row.original.from}`}>
            {history}
          </Link>
          <PdfLinks href={`/app/profile/leaves/${c.row.original.id}/pdf`} what={`${c.row.original.type} ${c.row.original.from}`} labels={pdf} />
        </span>
      ),
    }),
  ];
}
