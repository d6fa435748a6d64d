// month_close — inline (ADR-0138): one row per person and month that has a sign-off event, with
// where it stands (OPEN, SIGNED, COUNTERSIGNED), who signed and countersigned and when, and the
// month's log (signatures, comments, send-backs, reopenings) in order. Read by the sign-off pages
// right after the redirect, by every stamp, daily-hours and expense command (the period lock: a
// countersigned month is locked), by the PDFs' signature lines and by the payroll export
// (monthSignOffOf, app/events/queries/month-close.server.ts).
// Version 2 (migration 0078, ADR-0134): the comments and reasons are the month's person's personal
// part; PersonErased (a fan-out over `person_id`) empties the text of their months' log entries and
// marks them `textRemoved`, as a rebuild would; the page shows the translated "[removed]".
import type { MonthCloseEvent } from "~/domain/month-close/events";
import { defineProjection, type Row } from "../projection.server";
import { byErasedPerson, isPersonErased } from "./person-erasure.server";

/** One step of the month; `textRemoved`: the month's person was erased, its comment or reason is gone (version 2). */
export type MonthLogEntry = { type: MonthCloseEvent["type"]; by: number; at: string; text: string | null; textRemoved?: boolean };

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

export const monthClose = defineProjection<MonthCloseRow, MonthCloseEvent["type"] | "PersonErased", "PersonErased">({
  name: "month_close",
  // 2: the text is the month's person's, removed with their erasure (migration 0078, ADR-0134)
  version: 2,
  mode: "inline",
  handles: ["MonthSigned", "MonthCountersigned", "MonthSentBack", "MonthReopened", "MonthCommented", "PersonErased"],
  key: "id",
  keyType: "bigint",
  keyOf: (e) => Number(e.streamId.slice(e.streamId.lastIndexOf("-") + 1)),
  fanOut: byErasedPerson,
  evolve(row, e) {
    if (isPersonErased(e)) {
      if (!row) return null;
      const { last_position: _p, ...r } = row;
      return { ...r, log: r.log.map((l) => (l.text === null ? l : { ...l, text: null, textRemoved: true })) };
    }
    const d = e.data;
    const base = row
      ? (({ last_position: _p, ...fields }) => fields)(row)
      : { id: Number(e.streamId.slice(e.streamId.lastIndexOf("-") + 1)), person_id: d.personId, month: d.month, status: "OPEN" as const, signed_by: null, signed_at: null, countersigned_by: null, countersigned_at: null, log: [] };
    const p = d.personal;
    const text = p === null ? null : "comment" in p ? p.comment : p.reason;
    // no text and the key gone: there was a comment or reason, now removed (a signature without a comment is not erased)
    const log = [...base.log, { type: e.type, by: d.by, at: d.at, text, ...(p === null && e.erased === true ? { textRemoved: true } : {}) }];
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
