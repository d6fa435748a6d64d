// The columns of a person's requests as HR sees them (/app/hr/users/{id}/leaves, and the
// administrator's /app/admin/users/{id}/leaves): the person's own list's columns, with HR's links
// (edit while pending, the history and the PDF), each for those whose rights that page accepts.
import { Link } from "@remix-run/react";
import { createColumnHelper } from "@tanstack/react-table";
import type { TFunction } from "i18next";
import type { LeaveRowView } from "./leave-columns";
import { PdfLinks } from "./pdf-links";
import { StatusBadge } from "./status-badge";
import * as l from "./leave.css";

const col = createColumnHelper<LeaveRowView>();

export function personLeaveColumns(t: TFunction, opts: { personId: number; mayManage: boolean; mayReadHistory: boolean }) {
  const base = `/app/hr/users/${opts.personId}/leaves`;
  return [
    col.accessor("type", { id: "type", header: t("leave.list.columns.type"), enableSorting: true, meta: { rowLink: true } }),
    col.accessor("from", { id: "startDate", header: t("leave.list.columns.from"), enableSorting: true }),
    col.accessor("to", { id: "endDate", header: t("leave.list.columns.to"), enableSorting: true }),
    col.accessor("duration", { id: "duration", header: t("leave.list.columns.duration"), meta: { align: "end" as const } }),
    col.accessor("status", { id: "status", header: t("leave.list.columns.status"), enableSorting: true, cell: (c) => <StatusBadge status={c.getValue()} oneOfTwo={c.row.original.oneOfTwo} /> }),
    col.accessor("requested", { id: "requestedAt", header: t("leave.list.columns.requested"), enableSorting: true }),
    col.display({
      id: "actions",
      header: t("leave.list.actions"),
      cell: (c) => {
        const r = c.row.original;
        const what = `${r.type} ${r.from}`;
        return (
          <span className={l.actions}>
            {r.status === "PENDING" && opts.mayManage ? (
              <Link to={`${base}/${r.id}/edit`} aria-label={`${t("leave.list.edit")} ${what}`}>
                {t("leave.list.edit")}
              </Link>
            ) : null}
            {opts.mayReadHistory ? (
              <>
                <Link to={`/app/hr/leave-requests/${r.id}/history`} aria-label={`${t("leave.history.link")} ${what}`}>
                  {t("leave.history.link")}
                </Link>
                <PdfLinks href={`/app/hr/leave-requests/${r.id}/pdf`} what={what} />
              </>
            ) : null}
          </span>
        );
      },
    }),
  ];
}
