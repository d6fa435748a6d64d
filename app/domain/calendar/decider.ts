// A calendar event's rules (ADR-0057): scheduled once, rescheduled with its whole details,
// cancelled for good. Title and start required, the start not after the end; a site's event also
// needs a description and a place (spec part 2 §5 "Event"). An all-day event takes its times from
// the person's working hours, winter or summer by the day (spec part 2 §4, ADR-0061).
import { Temporal } from "temporal-polyfill";
import { hoursOnDate, type WorkingHours } from "../leave/working-hours";
import type { Decider } from "../shared/decider";
import { notFound, ruleBroken } from "../shared/errors";
import { TIME_ZONE } from "../shared/format";
import type { CalendarEventDetails, CalendarEventEvent } from "./events";

/** An all-day event: the working hours of the person scheduling it (null: none usable). */
export interface AllDay {
  hours: WorkingHours | null;
}

export type CalendarEventCommand =
  | { type: "ScheduleCalendarEvent"; eventId: number; details: CalendarEventDetails; allDay?: AllDay }
  | { type: "RescheduleCalendarEvent"; details: CalendarEventDetails; allDay?: AllDay }
  | { type: "CancelCalendarEvent" };

export interface CalendarEventState {
  eventId: number;
  ownerId: number | null;
  details: CalendarEventDetails | null;
  cancelled: boolean;
}

/** The event's details are complete and in order; throws the first rule broken, on its field. */
function check(d: CalendarEventDetails): CalendarEventDetails {
  const title = d.title.trim();
  if (!title) throw ruleBroken("errors.required", { field: "title" });
  if (d.siteId !== null) {
    if (!d.description.trim()) throw ruleBroken("errors.required", { field: "description" });
    if (!d.place.trim()) throw ruleBroken("errors.required", { field: "place" });
  }
  const start = Date.parse(d.startAt);
  const end = Date.parse(d.endAt);
  if (Number.isNaN(start)) throw ruleBroken("errors.required", { field: "startAt" });
  if (Number.isNaN(end)) throw ruleBroken("errors.required", { field: "endAt" });
  if (start > end) throw ruleBroken("errors.start_after_end", { field: "endAt" });
  return { ...d, title, description: d.description.trim(), place: d.place.trim() };
}

const zurichDate = (iso: string): Temporal.PlainDate | null => {
  try {
    return Temporal.Instant.from(iso).toZonedDateTimeISO(TIME_ZONE).toPlainDate();
  } catch {
    return null;
  }
};

/**
 * An all-day event's times: from the working day's start on its first date to the working day's end
 * on its last (its end date, or its start date when it has none), each by that date's season: winter
 * or summer hours. No usable hours: refused on the all-day box.
 */
function allDayTimes(d: CalendarEventDetails, allDay: AllDay): CalendarEventDetails {
  const first = zurichDate(d.startAt);
  if (!first) throw ruleBroken("errors.required", { field: "startAt" });
  const end = d.endAt ? zurichDate(d.endAt) : null;
  if (end && Temporal.PlainDate.compare(end, first) < 0) throw ruleBroken("errors.start_after_end", { field: "endAt" });
  if (!allDay.hours) throw ruleBroken("calendar.event.no_working_hours", { field: "allDay" });
  return { ...d, startAt: hoursOnDate(allDay.hours, first).startAt, endAt: hoursOnDate(allDay.hours, end ?? first).endAt, allDay: true };
}

/** The details as recorded: an all-day event's times from the hours, and the fact that it is all day (so its edit form says so, ADR-0066); a timed one without the fact. */
const timed = (d: CalendarEventDetails, allDay: AllDay | undefined): CalendarEventDetails => {
  if (allDay) return allDayTimes(d, allDay);
  const { allDay: _ignored, ...rest } = d;
  return rest;
};

/** Events of a calendar: public ones are everyone's, private ones their owner's, a site's on that site. */
export const calendarEventDecider: Decider<CalendarEventState, CalendarEventCommand, CalendarEventEvent> = {
  streamType: "calendarevent",
  initialState: () => ({ eventId: 0, ownerId: null, details: null, cancelled: false }),
  evolve(state, event) {
    switch (event.type) {
      case "CalendarEventScheduled": {
        const { eventId, ownerId, at: _a, by: _b, ...details } = event.data;
        return { eventId, ownerId, details, cancelled: false };
      }
      case "CalendarEventRescheduled": {
        const { eventId, at: _a, by: _b, ...details } = event.data;
        return { ...state, eventId, details };
      }
      case "CalendarEventCancelled":
        return { ...state, cancelled: true };
    }
  },
  decide(command, state, ctx) {
    const stamp = { at: ctx.now, by: ctx.actorId };
    switch (command.type) {
      case "ScheduleCalendarEvent":
        if (state.details) throw ruleBroken("errors.already_exists");
        return [{ type: "CalendarEventScheduled", data: { ...check(timed(command.details, command.allDay)), eventId: command.eventId, ownerId: ctx.actorId, ...stamp } }];
      case "RescheduleCalendarEvent":
        if (!state.details || state.cancelled) throw notFound();
        // an event stays where it was created: a site's event is not moved to another site
        return [{ type: "CalendarEventRescheduled", data: { ...check(timed({ ...command.details, siteId: state.details.siteId }, command.allDay)), eventId: state.eventId, ...stamp } }];
      case "CancelCalendarEvent":
        if (!state.details) throw notFound();
        return state.cancelled ? [] : [{ type: "CalendarEventCancelled", data: { eventId: state.eventId, siteId: state.details.siteId, ...stamp } }];
    }
  },
};
