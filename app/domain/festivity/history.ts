// A festivity in a history (issue 18, ADR-0011): the stream folded with festivityDecider.evolve, the state shown field by
// field (describeState). Pure; the audit's record page reads the stream.
import { eventUnionOf } from "../shared/event-schemas";
import { companyValue, stateHistoryPlug } from "../shared/history";
import { festivityDecider, type FestivityState } from "./decider";
import { festivityEvents, type FestivityEvent } from "./events";

/** A festivity's plug into the audit's history: its own decider, its stored shapes, its state's fields. */
export const festivityHistory = stateHistoryPlug<FestivityState, FestivityEvent>(festivityDecider, eventUnionOf(festivityEvents), "audit.field.festivity", ["festivityId"], {}, { summary: { "details.companyCode": companyValue } });
