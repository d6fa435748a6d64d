// The zod schemas an aggregate's stored events are read back with (after decryption and
// upcasting): one schema per event type for its `data`, checked by the type checker against the
// event's TypeScript type, so a schema and its type cannot drift apart.
import { z } from "zod/v4";
import type { DomainEvent } from "./decider";

/** One schema per event type of the union `E`, for that event's `data`. */
export type EventDataSchemas<E extends DomainEvent> = {
  [T in E["type"]]: z.ZodType<Extract<E, { type: T }>["data"], unknown>;
};

/** An aggregate's events as stored: the stream type they are appended to and each type's data schema. */
export interface EventSchemas<E extends DomainEvent = DomainEvent> {
  streamType: string;
  data: EventDataSchemas<E>;
}

/** Declares an aggregate's event schemas (`E` is the aggregate's event union). */
export function eventSchemas<E extends DomainEvent>(streamType: string, data: EventDataSchemas<E>): EventSchemas<E> {
  return { streamType, data };
}


/** The same schemas as one discriminated union on `type` over `{ type, data }`. */
export function eventUnionOf<E extends DomainEvent>(schemas: EventSchemas<E>): z.ZodType<E, unknown> {
  const [first, ...rest] = Object.entries<z.ZodType>(schemas.data).map(([type, data]) => z.object({ type: z.literal(type), data }));
  if (!first) throw new Error(`no event types for ${schemas.streamType}`);
  // why the cast: zod cannot follow a mapped object into a union's type; EventDataSchemas ties each option to E
  return z.discriminatedUnion("type", [first, ...rest]) as z.ZodType<E, unknown>;
}
