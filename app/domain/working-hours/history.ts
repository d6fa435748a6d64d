// A working-hours rule in a history (ADR-0011, ADR-0031): its times, whom it is for, who created,
// changed or removed it. Pure; the audit's record page folds the stream with the decider's evolve.
import type { DomainEvent } from "../shared/decider";
import { formatDateTime } from "../shared/format";
import type { HistoryField, HistoryPlug, HistoryValue } from "../shared/history";
import { workingHoursDecider, type WorkingHoursState } from "./decider";
import { workingHoursEventSchema, type WorkingHoursEvent } from "./events";

const text = (s: string | null | undefined): HistoryValue => (s ? { text: s } : null);
const person = (id: number | null): HistoryValue => (id === null ? null : { person: id });

function describeWorkingHours(s: WorkingHoursState): HistoryField[] {
  const d = s.definition;
  const f = (k: string, value: HistoryValue): HistoryField => ({ key: k, label: `working_hours.history.field.${k}`, value });
  return [
    f("company", d ? text(d.companyCode) : null),
    f("winter", d ? text(`${d.winterStart} – ${d.winterEnd}`) : null),
    f("summer", d ? text(`${d.summerStart} – ${d.summerEnd}`) : null),
    f("forWhom", d ? (d.allUsers ? { key: "working_hours.list.all_users" } : text(d.userIds.map((id) => `#${id}`).join(", "))) : null),
    f("removed", s.removed ? { key: "working_hours.history.removed" } : null),
    f("createdBy", person(s.createdBy)),
    f("createdAt", text(formatDateTime(s.createdAt))),
    f("changedBy", person(s.changedBy)),
    f("changedAt", text(formatDateTime(s.changedAt))),
  ];
}

export const workingHoursHistory: HistoryPlug<WorkingHoursState, WorkingHoursEvent> = {
  decider: workingHoursDecider,
  readable: (e: DomainEvent): e is WorkingHoursEvent => workingHoursEventSchema.safeParse(e).success,
  describe: describeWorkingHours,
};
