// One person's favourite sites (stream favouritesites-<personId>, ADR-0051). The star is a plain
// form that says what it wants (add or remove), not "toggle": a repeated post (a double tap, a
// resent form) changes nothing instead of undoing itself.
import type { Decider } from "../shared/decider";
import type { FavouriteSiteEvent } from "./events";

export type FavouriteSitesCommand = { type: "FavouriteSite"; siteId: number } | { type: "UnfavouriteSite"; siteId: number };

export interface FavouriteSitesState {
  personId: number;
  siteIds: number[];
}

export const favouriteSitesDecider: Decider<FavouriteSitesState, FavouriteSitesCommand & { personId: number }, FavouriteSiteEvent> = {
  streamType: "favouritesites",
  initialState: () => ({ personId: 0, siteIds: [] }),
  evolve(state, event) {
    switch (event.type) {
      case "SiteFavourited":
        return { personId: event.data.personId, siteIds: [...state.siteIds.filter((id) => id !== event.data.siteId), event.data.siteId] };
      case "SiteUnfavourited":
        return { personId: event.data.personId, siteIds: state.siteIds.filter((id) => id !== event.data.siteId) };
    }
  },
  decide(command, state, ctx) {
    const has = state.siteIds.includes(command.siteId);
    const data = { personId: command.personId, siteId: command.siteId, at: ctx.now };
    switch (command.type) {
      case "FavouriteSite":
        return has ? [] : [{ type: "SiteFavourited", data }];
      case "UnfavouriteSite":
        return has ? [{ type: "SiteUnfavourited", data }] : [];
    }
  },
};
