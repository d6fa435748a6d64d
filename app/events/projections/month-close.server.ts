// month_close — inline (ADR-0138): one row per person and month that has a sign-off event, with
// where it stands (OPEN, SIGNED, COUNTERSIGNED), who signed and countersigned and when, and the
// month's log (signatures, comments, send-backs, reopenings) in order. Read by the sign-off pages
// right after the redirect, by every stamp, daily-hours and expense command (the period lock: a
// countersigned month is locked), by the PDFs' signature lines and by the payroll export
// (monthSignOffOf, app/events/queries/month-close.server.ts).
import type { MonthCloseEvent } from "~/domain/month-close/events";
import { defineProjection, type Row } from "../projection.server";

export type MonthLogEntry = { type: MonthCloseEvent["type"]; by: number; at: string; text: string | null };

export type MonthCloseRow = Row & {
  id: number;
  person_id: number;
  month: string;
  status: "OPEN" | "SIGNED" | "COUNTERSIGNED";
  signed_by: number | null;
  signed_at: string | Date | null;
  countersigned_by: number | null;
  countersigned_at: string | Date | null;
  log: MonthLogEntry[];
  stream_version: number;
};

export const monthClose = defineProjection<MonthCloseRow, MonthCloseEvent["type"]>({
  name: "month_close",
  version: 1,
  mode: "inline",
  handles: ["MonthSigned", "MonthCountersigned", "MonthSentBack", "MonthReopened", "MonthCommented"],
  key: "id",
  keyType: "bigint",
  keyOf: (e) => Number(e.streamId.slice(e.streamId.lastIndexOf("-") + 1)),
  evolve(row, e) {
    const d = e.data;
    const base = row
      ? (({ last_position: _p, ...fields }) => fields)(row)
      : { id: Number(e.streamId.slice(e.streamId.lastIndexOf("-") + 1)), person_id: d.personId, month: d.month, status: "OPEN" as const, signed_by: null, signed_at: null, countersigned_by: null, countersigned_at: null, log: [] };
    const text = "comment" in d ? d.comment : d.reason;
    const log = [...base.log, { type: e.type, by: d.by, at: d.at, text }];
    const next = { ...base, log, stream_version: e.version };
    switch (e.type) {
      case "MonthSigned":
        return { ...next, status: "SIGNED", signed_by: d.by, signed_at: d.at, countersigned_by: null, countersigned_at: null };
      case "MonthCountersigned":
        return { ...next, status: "COUNTERSIGNED", countersigned_by: d.by, countersigned_at: d.at };
      case "MonthSentBack":
      case "MonthReopened":
        return { ...next, status: "OPEN", signed_by: null, signed_at: null, countersigned_by: null, countersigned_at: null };
      case "MonthCommented":
        return next;
    }
  },
});
