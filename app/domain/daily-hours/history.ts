// A daily-hours entry in a history (ADR-0011): whose hours, on which site, from when to when.
import type { DomainEvent } from "../shared/decider";
import { formatDateTime } from "../shared/format";
import type { HistoryField, HistoryPlug, HistoryValue } from "../shared/history";
import { hoursAndMinutes } from "../stamping/totals";
import { dailyHoursDecider, type DailyHoursState } from "./decider";
import { dailyHoursEventSchema, type DailyHoursEvent } from "./events";

const text = (s: string | null | undefined): HistoryValue => (s ? { text: s } : null);

function describeDailyHours(s: DailyHoursState): HistoryField[] {
  const f = (k: string, value: HistoryValue): HistoryField => ({ key: k, label: `daily_hours.history.field.${k}`, value });
  const recorded = s.startAt !== null;
  return [
    f("person", recorded ? { person: s.personId } : null),
    f("site", recorded ? text(`#${s.siteId}`) : null),
    f("start", text(formatDateTime(s.startAt))),
    f("end", text(formatDateTime(s.endAt))),
    f("hours", recorded ? text(hoursAndMinutes(s.minutes)) : null),
    f("description", text(s.description)),
    f("recordedBy", s.recordedBy === null ? null : { person: s.recordedBy }),
    f("recordedAt", text(formatDateTime(s.recordedAt))),
  ];
}

export const dailyHoursHistory: HistoryPlug<DailyHoursState, DailyHoursEvent> = {
  decider: dailyHoursDecider,
  readable: (e: DomainEvent): e is DailyHoursEvent => dailyHoursEventSchema.safeParse(e).success,
  describe: describeDailyHours,
};
