// leave_list — inline: one row per leave request, read by the person's own list and balance (and
// later HR's lists), right after the redirect. Built only from the leave events: the row folds the
// decider's own evolve, so the list and the rules can never disagree on a status. The person's
// name and company are joined from person_list when read. The description is personal data: an
// erased person's events read back without it, and the row keeps ''. PersonErased blanks it in
// every row of the person at once (ADR-0007), as a rebuild would; version 2 added that, and its
// rebuild cleans the rows erasures left under version 1.
import { leaveDecider, type LeaveState } from "~/domain/leave/decider";
import { LEAVE_EVENT_TYPES, type LeaveDetails } from "~/domain/leave/events";
import type { LeaveStatus } from "~/domain/leave/types";
import { defineProjection, type Row } from "../projection.server";
import { byErasedPerson, isPersonErased } from "./person-erasure.server";

export interface LeaveListRow extends Row {
  id: number;
  person_id: number;
  leave_type: number;
  shape: string;
  start_at: string | Date;
  end_at: string | Date;
  start_date: string | Date;
  end_date: string | Date;
  hours: number | null;
  minutes: number | null;
  details: LeaveDetails;
  description: string;
  status: LeaveStatus;
  requested_at: string | Date;
  requested_by: number;
  edited_at: string | Date | null;
  decided_at: string | Date | null;
  decided_by: number | null;
  withdrawn_at: string | Date | null;
  stream_version: number;
}

const iso = (v: string | Date | null | undefined): string | null => (v === null || v === undefined ? null : v instanceof Date ? v.toISOString() : v);
const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

/** A row back as the decider's state (what evolve needs; who edited or withdrew is not kept). */
function leaveStateOfRow(row: LeaveListRow): LeaveState {
  return {
    leaveId: Number(row.id),
    personId: Number(row.person_id),
    status: row.status,
    details: row.details,
    personal: { description: row.description },
    requestedAt: iso(row.requested_at),
    requestedBy: num(row.requested_by),
    editedAt: iso(row.edited_at),
    editedBy: null,
    decidedAt: iso(row.decided_at),
    decidedBy: num(row.decided_by),
    // not a column: who a decision was taken for is read from delegated_decision (ADR-0088)
    decidedFor: null,
    // not a column: a first approval waiting for its second is read from first_approval (ADR-0139)
    firstApproval: null,
    withdrawnAt: iso(row.withdrawn_at),
    withdrawnBy: null,
  };
}

function rowOf(s: LeaveState, version: number): Omit<LeaveListRow, "last_position"> | null {
  // a state without a request (an event for a leave this table never saw) has no row
  if (s.status === null || s.details === null || s.requestedAt === null || s.requestedBy === null) return null;
  const d = s.details;
  return {
    id: s.leaveId,
    person_id: s.personId,
    leave_type: d.leaveType,
    shape: d.shape,
    start_at: d.startAt,
    end_at: d.endAt,
    start_date: d.startDate,
    end_date: d.endDate,
    hours: d.hours,
    minutes: d.minutes,
    details: d,
    description: s.personal?.description ?? "",
    status: s.status,
    requested_at: s.requestedAt,
    requested_by: s.requestedBy,
    edited_at: s.editedAt,
    decided_at: s.decidedAt,
    decided_by: s.decidedBy,
    withdrawn_at: s.withdrawnAt,
    stream_version: version,
  };
}

export const leaveList = defineProjection<LeaveListRow, (typeof LEAVE_EVENT_TYPES)[number] | "PersonErased", "PersonErased">({
  name: "leave_list",
  version: 2,
  mode: "inline",
  handles: [...LEAVE_EVENT_TYPES, ...byErasedPerson.handles],
  key: "id",
  keyType: "bigint",
  createdBy: ["LeaveRequested"],
  keyOf: (e) => e.data.leaveId,
  fanOut: byErasedPerson,
  evolve(row, e) {
    // the row as the person's events read once their key is gone: no description
    if (isPersonErased(e)) return row ? rowOf({ ...leaveStateOfRow(row), personal: null }, Number(row.stream_version)) : null;
    // a later event for a request this table never saw changes nothing (see the engine)
    if (!row && e.type !== "LeaveRequested") return null;
    const before = row ? leaveStateOfRow(row) : leaveDecider.initialState();
    return rowOf(leaveDecider.evolve(before, e), e.version);
  },
});
