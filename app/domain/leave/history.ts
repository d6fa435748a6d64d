// The leave request in a history (ADR-0011): the decider, the stored shapes, and the fields a
// history page shows of a state. Pure; the history page folds the stream with leaveDecider.evolve.
import { firstApprovalFields } from "../approval-rule/second-step";
import type { DomainEvent } from "../shared/decider";
import { formatDate, formatDateTime } from "../shared/format";
import type { HistoryField, HistoryPlug, HistoryValue } from "../shared/history";
import { leaveDecider, type LeaveState } from "./decider";
import { leaveEventSchema, type LeaveEvent } from "./events";
import { formatHoursMinutes, leaveDuration } from "./period";
import { leaveStatusKey, leaveTypeKey } from "./types";

const text = (s: string | null | undefined): HistoryValue => (s ? { text: s } : null);
const key = (k: string): HistoryValue => ({ key: k });
const person = (id: number | null): HistoryValue => (id === null ? null : { person: id });

/**
 * A request's fields as its history shows them: status, type, period, description, and who did
 * what when; with the festivities of its company (every year it touches), also its duration, the
 * same figure as the lists and the PDF.
 */
export function describeLeave(s: LeaveState, festivities?: ReadonlySet<string>): HistoryField[] {
  const d = s.details;
  const period =
    d === null
      ? { from: null, to: null }
      : d.shape === "allDay"
        ? { from: formatDate(d.startDate), to: formatDate(d.endDate) }
        : { from: formatDateTime(d.startAt), to: formatDateTime(d.endAt) };
  const hours = d?.shape === "hours" && d.hours !== null ? formatHoursMinutes(d.hours * 60 + (d.minutes ?? 0)) : null;
  const f = (k: string, value: HistoryValue): HistoryField => ({ key: k, label: `leave.history.field.${k}`, value });
  return [
    f("status", s.status ? key(leaveStatusKey(s.status)) : null),
    f("type", d ? key(leaveTypeKey(d.leaveType)) : null),
    f("shape", d ? key(`leave.shape.${d.shape}`) : null),
    f("from", text(period.from)),
    f("to", text(period.to)),
    f("hours", hours ? { key: "leave.balance.hours", params: { value: hours } } : null),
    ...(festivities && d ? [f("duration", { key: "leave.balance.hours", params: { value: formatHoursMinutes(leaveDuration(d, festivities).totalMinutes) } })] : []),
    f("description", text(s.personal?.description)),
    f("requestedBy", person(s.requestedBy)),
    f("requestedAt", text(formatDateTime(s.requestedAt))),
    f("editedBy", person(s.editedBy)),
    f("editedAt", text(formatDateTime(s.editedAt))),
    // the first of two approvals (ADR-0139): "1 of 2" while it waits, and who gave it
    ...firstApprovalFields(s),
    f("decidedBy", person(s.decidedBy)),
    // "approved by X for Y": the approver a delegate decided for (ADR-0088)
    { key: "decidedFor", label: "delegation.history.decided_for", value: person(s.decidedFor) },
    f("decidedAt", text(formatDateTime(s.decidedAt))),
    f("withdrawnBy", person(s.withdrawnBy)),
    f("withdrawnAt", text(formatDateTime(s.withdrawnAt))),
  ];
}

/** The leave request's history with each state's duration, counted with these festivity dates (see describeLeave). */
export function leaveHistoryWith(festivities: ReadonlySet<string>): HistoryPlug<LeaveState, LeaveEvent> {
  return { ...leaveHistory, describe: (s) => describeLeave(s, festivities) };
}

/** The leave request's plug into the generic history and audit. */
export const leaveHistory: HistoryPlug<LeaveState, LeaveEvent> = {
  decider: leaveDecider,
  readable: (e: DomainEvent): e is LeaveEvent => leaveEventSchema.safeParse(e).success,
  describe: (s) => describeLeave(s),
};
