// STORED EVENT SHAPES ARE PERMANENT. Never edit a shape that has been recorded: add a schema
// version and an upcaster in app/events/upcasters/ instead.
import { z } from "zod/v4";
import type { DomainEvent } from "../shared/decider";
import { eventSchemas } from "../shared/event-schemas";

/**
 * HR recorded what a person's working-time balance carries into a balance year (issue 36,
 * ADR-0136): signed minutes on 1 January or on the day of employment. Recording the same date again
 * replaces the earlier figure; the stream keeps both.
 */
export type WorkingTimeCarryOverSet = DomainEvent<
  "WorkingTimeCarryOverSet",
  { personId: number; date: string; minutes: number; previous: number | null; reason: string; at: string; by: number | null }
>;
export type WorkingTimeEvent = WorkingTimeCarryOverSet;

export const WORKING_TIME_EVENT_TYPES = ["WorkingTimeCarryOverSet"] as const satisfies readonly WorkingTimeEvent["type"][];

const ymd = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** Every working-time event's data, for reading rows back (ADR-0001). */
export const workingTimeEvents = eventSchemas<WorkingTimeEvent>("worktime", {
  WorkingTimeCarryOverSet: z.object({
    personId: z.number().int(),
    date: ymd,
    minutes: z.number().int(),
    previous: z.number().int().nullable(),
    reason: z.string(),
    at: z.string().min(1),
    by: z.number().int().nullable(),
  }),
});
