import { describe, expect, it } from "vitest";
import { CTX, given } from "../shared/testing";
import type { FavouriteSiteEvent } from "./events";
import { favouriteSitesDecider } from "./favourites";

const at = CTX.now;
const fav = (siteId: number): FavouriteSiteEvent => ({ type: "SiteFavourited", data: { personId: 5, siteId, at } });

describe("a person's favourite sites", () => {
  it("stars a site", () => {
    const state = given(favouriteSitesDecider).when({ type: "FavouriteSite", personId: 5, siteId: 2 }).thenEvents([fav(2)]);
    expect(state).toEqual({ personId: 5, siteIds: [2] });
  });
  it("stars a site once: a repeated star changes nothing", () => {
    given(favouriteSitesDecider, [fav(2)]).when({ type: "FavouriteSite", personId: 5, siteId: 2 }).thenNothing();
  });
  it("unstars a starred site, and only that one", () => {
    const state = given(favouriteSitesDecider, [fav(2), fav(3)])
      .when({ type: "UnfavouriteSite", personId: 5, siteId: 2 })
      .thenEvents([{ type: "SiteUnfavourited", data: { personId: 5, siteId: 2, at } }]);
    expect(state.siteIds).toEqual([3]);
  });
  it("unstarring a site that is not starred changes nothing", () => {
    given(favouriteSitesDecider, [fav(3)]).when({ type: "UnfavouriteSite", personId: 5, siteId: 2 }).thenNothing();
  });
});
