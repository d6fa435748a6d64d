// STORED EVENT SHAPES ARE PERMANENT. Never edit a shape that has been recorded: add a schema
// version and an upcaster in app/events/upcasters/ instead.
//
// A calendar event (stream `calendarevent-<id>`, ADR-0057): a meeting, a delivery, a site visit. It
// is public (every calendar of the company shows it) or private (only its owner's), and may belong
// to a site (that site's calendar shows it). Times are Zurich wall time with their offset.
import { z } from "zod/v4";
import type { DomainEvent } from "../shared/decider";
import { eventSchemas } from "../shared/event-schemas";

export interface CalendarEventDetails {
  title: string;
  description: string;
  place: string;
  /** "2026-03-27T07:30:00+01:00" */
  startAt: string;
  endAt: string;
  isPublic: boolean;
  /** null: not a site's event */
  siteId: number | null;
  /** an all-day event, its times taken from the person's working hours (ADR-0066); absent before: not all day */
  allDay?: boolean;
}

interface Ref {
  eventId: number;
  at: string;
  by: number | null;
}

/** Scheduled by `by`, who owns it (its private calendar item is theirs). */
export type CalendarEventScheduled = DomainEvent<"CalendarEventScheduled", CalendarEventDetails & Ref & { ownerId: number | null }>;
/** Its details changed; carries the whole new details. */
export type CalendarEventRescheduled = DomainEvent<"CalendarEventRescheduled", CalendarEventDetails & Ref>;
/** Cancelled: no calendar shows it any more; final. */
export type CalendarEventCancelled = DomainEvent<"CalendarEventCancelled", Ref & { siteId: number | null }>;
export type CalendarEventEvent = CalendarEventScheduled | CalendarEventRescheduled | CalendarEventCancelled;

export const CALENDAR_EVENT_TYPES = ["CalendarEventScheduled", "CalendarEventRescheduled", "CalendarEventCancelled"] as const;

const ref = { eventId: z.number().int(), at: z.string().min(1), by: z.number().int().nullable() };
const details = {
  title: z.string(),
  description: z.string(),
  place: z.string(),
  startAt: z.string().min(1),
  endAt: z.string().min(1),
  isPublic: z.boolean(),
  siteId: z.number().int().nullable(),
  allDay: z.boolean().optional(),
};

/** Every calendar event's data, for reading rows back (ADR-0050). */
export const calendarEventEvents = eventSchemas<CalendarEventEvent>("calendarevent", {
  CalendarEventScheduled: z.object({ ...details, ...ref, ownerId: z.number().int().nullable() }),
  CalendarEventRescheduled: z.object({ ...details, ...ref }),
  CalendarEventCancelled: z.object({ ...ref, siteId: z.number().int().nullable() }),
});

