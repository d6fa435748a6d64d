// The columns of HR's leave requests (/app/hr/leave-requests). A pending request HR may decide has
// a tick box (for the bulk form, through the `form` attribute: it sits outside the table) and its
// approve and reject forms; a decided one shows its coloured label and who decided it, no buttons.
import { createColumnHelper } from "@tanstack/react-table";
import type { TFunction } from "i18next";
import type { LeaveStatus } from "~/domain/leave/types";
import { translatedTemplate } from "~/i18n/template";
import { DecisionButtons, type DecisionForms } from "./decision-buttons";
import { PdfLinks, type PdfLabels } from "./pdf-links";
import { StatusBadge } from "./status-badge";
import * as l from "./leave.css";

export interface LeaveRequestRowView {
  id: number;
  personId: number;
  person: string;
  company: string;
  type: string;
  from: string;
  to: string;
  duration: string;
  status: LeaveStatus;
  /** pending with the first of two approvals (ADR-0139) */
  oneOfTwo: boolean;
  /** "by Rossi Luca on 12.03.2026 10:15" for a decided or withdrawn request, or who gave the first of two approvals */
  closed: string | null;
  requested: string;
  version: number;
  /** pending, and this user may decide it (not their own) */
  decidable: boolean;
  /** pending and the user's own: they may not decide it */
  own: boolean;
}

export const BULK_FORM_ID = "bulk-leave";

const col = createColumnHelper<LeaveRequestRowView>();

/** `forms`: what the rows' decision forms share (null: no row is decided here); `pdf`: the download links' words, worked out once per page. */
export function leaveRequestColumns(t: TFunction, opts: { mayManage: boolean; bulk: boolean; forms: DecisionForms | null; pdf: PdfLabels }) {
  const what = (r: LeaveRequestRowView) => `${r.person}, ${r.type} ${r.from}`;
  const edit = t("leave.list.edit");
  const own = t("leave.hr.list.own");
  const selectOne = translatedTemplate(t, "leave.hr.list.select_one", "what");
  return [
    ...(opts.bulk
      ? [
          col.display({
            id: "select",
            header: t("leave.hr.list.select"),
            meta: { label: t("leave.hr.list.select") },
            cell: (c) =>
              c.row.original.decidable ? (
                <input type="checkbox" name="leaveIds" value={c.row.original.id} form={BULK_FORM_ID} aria-label={selectOne(what(c.row.original))} />
              ) : null,
          }),
        ]
      : []),
    col.accessor("id", { id: "id", header: t("leave.hr.list.columns.id"), enableSorting: true, meta: { rowLink: true } }),
    // fewer, denser columns so the person, the request, its status and the buttons fit 1280 px together
    // (issue 22): the company under the person, the period in one column
    col.accessor("person", {
      id: "person",
      header: t("leave.hr.list.columns.person"),
      enableSorting: true,
      cell: (c) => (
        <span>
          {c.getValue()}
          <br />
          <span className={l.muted}>{c.row.original.company}</span>
        </span>
      ),
    }),
    col.accessor("type", { id: "type", header: t("leave.list.columns.type") }),
    col.accessor("from", {
      id: "startDate",
      header: `${t("leave.list.columns.from")} – ${t("leave.list.columns.to")}`,
      enableSorting: true,
      cell: (c) => (c.row.original.to && c.row.original.to !== c.getValue() ? `${c.getValue()} – ${c.row.original.to}` : c.getValue()),
    }),
    col.accessor("duration", { id: "duration", header: t("leave.list.columns.duration"), meta: { align: "end" as const } }),
    col.accessor("status", {
      id: "status",
      header: t("leave.list.columns.status"),
      enableSorting: true,
      cell: (c) => (
        <span>
          <StatusBadge status={c.getValue()} oneOfTwo={c.row.original.oneOfTwo} />
          {c.row.original.closed ? (
            <>
              <br />
              <span className={l.muted}>{c.row.original.closed}</span>
            </>
          ) : null}
        </span>
      ),
    }),
    col.display({
      id: "actions",
      header: t("leave.list.actions"),
      cell: (c) => {
        const r = c.row.original;
        return (
          <span className={l.actions}>
            {r.decidable && opts.forms ? <DecisionButtons leaveId={r.id} version={r.version} forms={opts.forms} what={what(r)} /> : null}
            {r.own ? <span className={l.muted}>{own}</span> : null}
            {r.status === "PENDING" && opts.mayManage ? (
              // a plain link the table's one click handler navigates without prefetching, as the Link did (data-table-link), so the rows stay markup (staticRows)
              <a href={`/app/hr/users/${r.personId}/leaves/${r.id}/edit`} aria-label={`${edit}: ${what(r)}`} data-table-link="">
                {edit}
              </a>
            ) : null}
            <PdfLinks href={`/app/hr/leave-requests/${r.id}/pdf`} what={what(r)} labels={opts.pdf} />
          </span>
        );
      },
    }),
    col.accessor("requested", { id: "requestedAt", header: t("leave.list.columns.requested"), enableSorting: true }),
  ];
}
