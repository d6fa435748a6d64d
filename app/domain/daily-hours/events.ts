// STORED EVENT SHAPES ARE PERMANENT. Never edit a shape that has been recorded: add a schema
// version and an upcaster in app/events/upcasters/ instead.
//
// One stream per daily-hours entry (`dailyhours-<id>`): HR records the hours a person worked on a
// site (start, end, site, description). The description is free text about the person: it lives in
// `personal`, encrypted with the key of `person-<personId>` (ADR-0007).
import { z } from "zod/v4";
import type { DomainEvent } from "../shared/decider";
import { eventSchemas, eventUnionOf } from "../shared/event-schemas";

/** HR recorded hours worked by a person on a site; times are Zurich instants with their offset. */
export type DailyHoursRecorded = DomainEvent<
  "DailyHoursRecorded",
  {
    entryId: number;
    personId: number;
    siteId: number;
    startAt: string;
    endAt: string;
    /** endAt − startAt on the time line */
    minutes: number;
    personal: { description: string } | null;
    at: string;
    by: number;
  }
>;

export type DailyHoursEvent = DailyHoursRecorded;
export const DAILY_HOURS_EVENT_TYPES = ["DailyHoursRecorded"] as const satisfies readonly DailyHoursEvent["type"][];

/** Every daily-hours event's data, for reading rows back (ADR-0001: deciders and projections see only these). */
export const dailyHoursEvents = eventSchemas<DailyHoursEvent>("dailyhours", {
  DailyHoursRecorded: z.object({
    entryId: z.number().int(),
    personId: z.number().int(),
    siteId: z.number().int(),
    startAt: z.string().min(1),
    endAt: z.string().min(1),
    minutes: z.number().int(),
    personal: z.object({ description: z.string() }).nullable(),
    at: z.string().min(1),
    by: z.number().int(),
  }),
});

export const dailyHoursEventSchema = eventUnionOf(dailyHoursEvents);
