// A site's files in a history (issue 18, ADR-0011): the stream folded with siteFilesDecider.evolve, the state shown field by
// field (describeState). Pure; the audit's record page reads the stream.
import { eventUnionOf } from "../shared/event-schemas";
import { stateHistoryPlug } from "../shared/history";
import { siteFilesDecider, type SiteFilesState } from "./decider";
import { siteFilesEvents, type SiteFilesEvent } from "./events";

/** A site's files's plug into the audit's history: its own decider, its stored shapes, its state's fields. */
export const siteFilesHistory = stateHistoryPlug<SiteFilesState, SiteFilesEvent>(siteFilesDecider, eventUnionOf(siteFilesEvents), "audit.field.sitefiles", ["siteId", "n"]);
