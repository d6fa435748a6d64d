// STORED EVENT SHAPES ARE PERMANENT. Never edit a shape that has been recorded: add a schema
// version and an upcaster in app/events/upcasters/ instead.
//
// A person's private calendar link (ICS feed, ADR-0062): stream calendarfeed-<personId>. Only the
// SHA-256 of the link's token is recorded; the token itself is shown once and kept nowhere.
import { z } from "zod/v4";
import type { DomainEvent } from "../shared/decider";
import { eventSchemas } from "../shared/event-schemas";

type Ref = { personId: number; at: string; by: number | null };
export type CalendarFeedLinkCreated = DomainEvent<"CalendarFeedLinkCreated", Ref & { tokenHash: string }>;
export type CalendarFeedLinkRevoked = DomainEvent<"CalendarFeedLinkRevoked", Ref & { tokenHash: string }>;
export type CalendarFeedEvent = CalendarFeedLinkCreated | CalendarFeedLinkRevoked;

const ref = { personId: z.number().int(), at: z.string().min(1), by: z.number().int().nullable() };
const tokenHash = z.string().regex(/^[0-9a-f]{64}$/);

/** Every calendar link event's data, for reading rows back. */
export const calendarFeedEvents = eventSchemas<CalendarFeedEvent>("calendarfeed", {
  CalendarFeedLinkCreated: z.object({ ...ref, tokenHash }),
  CalendarFeedLinkRevoked: z.object({ ...ref, tokenHash }),
});

