// A tiny counter decider for the concurrency benchmark (copied from the store's integration test):
// each Count appends ProbeCounted with n = the stream's count + 1, so n must equal the version.
import { z } from "zod/v4";
import type { Decider } from "~/domain/shared/decider";
import { eventSchemas, type EventSchemas } from "~/domain/shared/event-schemas";
import { ruleBroken } from "~/domain/shared/errors";

export type ProbeEvent = { type: "ProbeCounted"; data: { n: number; at: string } } | { type: "ProbeClosed"; data: { at: string } };
export type ProbeCommand = { type: "Count" } | { type: "Close" };
export interface ProbeState {
  n: number;
  closed: boolean;
}

/** Its own event schemas: the catalog (app/events/catalog.server.ts) knows only the application's aggregates. */
const probeEvents = eventSchemas<ProbeEvent>("probe", { ProbeCounted: z.object({ n: z.number().int(), at: z.string() }), ProbeClosed: z.object({ at: z.string() }) });

export const probeDecider: Decider<ProbeState, ProbeCommand, ProbeEvent> & { events: EventSchemas<ProbeEvent> } = {
  streamType: "probe",
  events: probeEvents,
  initialState: () => ({ n: 0, closed: false }),
  evolve: (s, e) => (e.type === "ProbeCounted" ? { ...s, n: e.data.n } : { ...s, closed: true }),
  decide(c, s, ctx) {
    if (s.closed) throw ruleBroken("probe.closed");
    return c.type === "Count" ? [{ type: "ProbeCounted", data: { n: s.n + 1, at: ctx.now } }] : [{ type: "ProbeClosed", data: { at: ctx.now } }];
  },
};
