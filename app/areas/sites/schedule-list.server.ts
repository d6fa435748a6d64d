// The views of a site's phases: days as DD.MM.YYYY, the responsible person's name, and each
// phase's state on the given day (Zurich's today, passed in by the route).
import { personName } from "~/domain/person/name";
import { phaseOf } from "~/domain/site/team-forms";
import type { ScheduleRow } from "~/events/queries/site-schedules.server";
import type { ScheduleView } from "~/ui/sites/schedule-list";

/** "2026-03-02" → "02.03.2026" */
export const swissDay = (day: string) => day.split("-").reverse().join(".");

export function scheduleViews(rows: ScheduleRow[], today: string): ScheduleView[] {
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    start: swissDay(r.startDate),
    end: swissDay(r.endDate),
    responsible: r.responsibleFirstName !== null ? personName({ firstName: r.responsibleFirstName, lastName: r.responsibleLastName ?? "" }) : "",
    notes: r.notes,
    state: phaseOf(r, today),
  }));
}
