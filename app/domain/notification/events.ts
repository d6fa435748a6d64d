// STORED EVENT SHAPES ARE PERMANENT. Never edit a shape that has been recorded: add a schema
// version and an upcaster in app/events/upcasters/ instead.
//
// One stream per person, `inbox-<personId>`: what they have read of their notifications
// (ADR-0084). The notifications themselves are not events: they are derived from events by the
// notification processor and can be derived again.
import { z } from "zod/v4";
import type { DomainEvent } from "../shared/decider";
import { eventSchemas } from "../shared/event-schemas";

/** The person read one notification. */
export type NotificationRead = DomainEvent<"NotificationRead", { personId: number; notificationId: number; at: string }>;
/** The person marked every notification up to `upTo` (the newest they were shown) as read. */
export type NotificationsAllRead = DomainEvent<"NotificationsAllRead", { personId: number; upTo: number; at: string }>;

export type InboxEvent = NotificationRead | NotificationsAllRead;

export const inboxEvents = eventSchemas<InboxEvent>("inbox", {
  NotificationRead: z.object({ personId: z.number().int(), notificationId: z.number().int(), at: z.string().min(1) }),
  NotificationsAllRead: z.object({ personId: z.number().int(), upTo: z.number().int(), at: z.string().min(1) }),
});
