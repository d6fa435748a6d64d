// A site in a history (issue 18, ADR-0011): the stream folded with siteDecider.evolve, the state shown field by
// field (describeState). Pure; the audit's record page reads the stream.
import { eventUnionOf } from "../shared/event-schemas";
import { stateHistoryPlug } from "../shared/history";
import { siteDecider, type SiteState } from "./decider";
import { siteEvents, type SiteEvent } from "./events";

/** A site's plug into the audit's history: its own decider, its stored shapes, its state's fields. */
export const siteHistory = stateHistoryPlug<SiteState, SiteEvent>(siteDecider, eventUnionOf(siteEvents), "audit.field.site", ["siteId"]);
