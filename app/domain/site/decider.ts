import type { Decider } from "../shared/decider";
import { notFound, ruleBroken } from "../shared/errors";
import type { SiteDetails, SiteEvent } from "./events";

export type SiteCommand =
  | { type: "RegisterSite"; siteId: number; details: SiteDetails }
  | { type: "ReviseSiteDetails"; changes: Partial<SiteDetails> };

export interface SiteState {
  siteId: number;
  details: SiteDetails | null;
}

/** A site is registered once; a revision records only the fields that changed. */
export const siteDecider: Decider<SiteState, SiteCommand, SiteEvent> = {
  streamType: "site",
  initialState: () => ({ siteId: 0, details: null }),
  evolve(state, event) {
    switch (event.type) {
      case "SiteRegistered": {
        const { siteId, at: _a, by: _b, ...details } = event.data;
        return { siteId, details };
      }
      case "SiteDetailsRevised": {
        const { siteId: _s, at: _a, by: _b, ...changes } = event.data;
        return { ...state, details: state.details ? { ...state.details, ...changes } : null };
      }
    }
  },
  decide(command, state, ctx) {
    switch (command.type) {
      case "RegisterSite":
        if (state.details) throw ruleBroken("errors.already_exists");
        if (!command.details.title.trim()) throw ruleBroken("errors.required", { field: "title" });
        return [{ type: "SiteRegistered", data: { ...command.details, siteId: command.siteId, at: ctx.now, by: ctx.actorId } }];
      case "ReviseSiteDetails": {
        if (!state.details) throw notFound();
        // the title is required at registration; a revision may not blank it either
        if (command.changes.title !== undefined && !command.changes.title.trim()) throw ruleBroken("errors.required", { field: "title" });
        const current = state.details as unknown as Record<string, unknown>;
        const changed = Object.fromEntries(
          Object.entries(command.changes).filter(([k, v]) => v !== undefined && current[k] !== v),
        ) as Partial<SiteDetails>;
        if (Object.keys(changed).length === 0) return [];
        return [{ type: "SiteDetailsRevised", data: { ...changed, siteId: state.siteId, at: ctx.now, by: ctx.actorId } }];
      }
    }
  },
};
