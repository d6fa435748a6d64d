// STORED EVENT SHAPES ARE PERMANENT. Never edit a shape that has been recorded: add a schema
// version and an upcaster in app/events/upcasters/ instead.
import { z } from "zod/v4";
import type { DomainEvent } from "../shared/decider";
import { eventSchemas } from "../shared/event-schemas";

/**
 * HR recorded what a person's working-time balance carries into a balance year (issue 36,
 * ADR-0136): signed minutes on 1 January or on the day of employment. Recording the same date again
 * replaces the earlier figure; the stream keeps both. Version 2 (ADR-0134): the reason is the
 * `personal` part of the person whose balance it is (`personId`, whoever wrote it), null once they
 * are erased; version 1 kept it plain and is upcast.
 */
export type WorkingTimeCarryOverSet = DomainEvent<
  "WorkingTimeCarryOverSet",
  { personId: number; date: string; minutes: number; previous: number | null; at: string; by: number | null; personal: CarryOverText | null }
>;
/** The reason HR gave for a carry-over. */
export interface CarryOverText {
  reason: string;
}
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
    at: z.string().min(1),
    by: z.number().int().nullable(),
    personal: z.object({ reason: z.string() }).nullable(),
  }),
});

/** The schema versions new working-time events are written with (ADR-0134). */
export const WORKING_TIME_SCHEMA_VERSIONS: Record<WorkingTimeEvent["type"], number> = { WorkingTimeCarryOverSet: 2 };

/** Version 1 of WorkingTimeCarryOverSet to version 2 (ADR-0134): the plain reason becomes the person's `personal` part (null once erased). */
export function upcastCarryOverV1(data: Record<string, unknown>, textErased: boolean): Record<string, unknown> {
  const { reason, ...rest } = data;
  return { ...rest, personal: textErased ? null : { reason } };
}
