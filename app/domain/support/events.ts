// STORED EVENT SHAPES ARE PERMANENT. Never edit a shape that has been recorded: add a schema
// version and an upcaster in app/events/upcasters/ instead.
//
// The title and message are free text a person wrote: kept in `personal`, encrypted with that
// person's key, so erasing the person erases them too (ADR-0007).
import { z } from "zod/v4";
import type { DomainEvent } from "../shared/decider";
import { eventSchemas } from "../shared/event-schemas";

export type SupportRequestSubmitted = DomainEvent<
  "SupportRequestSubmitted",
  { requestId: number; personId: number; page: string | null; personal: { title: string; message: string } | null; at: string }
>;
/** An administrator removed the request from the list (irreversible: acknowledged on the form). */
export type SupportRequestDeleted = DomainEvent<"SupportRequestDeleted", { requestId: number; at: string; by: number | null }>;
export type SupportEvent = SupportRequestSubmitted | SupportRequestDeleted;

/** Every support event's data, for reading rows back (ADR-0001: deciders and projections see only these). */
export const supportEvents = eventSchemas<SupportEvent>("support", {
  SupportRequestSubmitted: z.object({
    requestId: z.number().int(),
    personId: z.number().int(),
    page: z.string().nullable(),
    personal: z.object({ title: z.string(), message: z.string() }).nullable(),
    at: z.string().min(1),
  }),
  SupportRequestDeleted: z.object({ requestId: z.number().int(), at: z.string().min(1), by: z.number().int().nullable() }),
});

