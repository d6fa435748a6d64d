// A site in a history (issue 18, ADR-0011): the stream folded with siteDecider.evolve, the state shown field by
// field (describeState). Pure; the audit's record page reads the stream.
import { eventUnionOf } from "../shared/event-schemas";
import { companyValue, presentValue, stateHistoryPlug } from "../shared/history";
import { siteDecider, type SiteState } from "./decider";
import { siteEvents, type SiteEvent } from "./events";

/** A site's plug into the audit's history: its own decider, its stored shapes, its state's fields. */
export const siteHistory = stateHistoryPlug<SiteState, SiteEvent>(siteDecider, eventUnionOf(siteEvents), "audit.field.site", ["siteId"], {}, {
  keyed: { "details.status": "sites.status", "details.category": "sites.categories", "team.n.projectFunction": "sites.functions" },
  // the site's money fields are kept in cents
  money: ["details.offer", "details.balance", "details.cashedAdvances", "details.requiredAdvances", "details.goodsCost", "details.laborCost", "details.othersCost", "details.supplierCost", "details.total"],
  summary: { "details.companyCode": companyValue, avatarKey: presentValue },
});
