// site_favourite — inline: a person's favourite sites (key "<personId>:<siteId>"), read by the sites
// lists (the star, the favourites table, a client's list, which holds nothing else). Unstarring
// keeps a tombstone (`removed`), so an old SiteFavourited applied again cannot star it anew.
import { defineProjection, type Row } from "../projection.server";

export type SiteFavouriteFields = {
  id: string;
  person_id: number;
  site_id: number;
  removed: boolean;
  starred_at: string | Date;
};
export type SiteFavouriteRow = SiteFavouriteFields & Row;

const siteFavouriteKey = (personId: number, siteId: number) => `${personId}:${siteId}`;

export const siteFavourite = defineProjection<SiteFavouriteRow, "SiteFavourited" | "SiteUnfavourited">({
  name: "site_favourite",
  version: 1,
  mode: "inline",
  handles: ["SiteFavourited", "SiteUnfavourited"],
  key: "id",
  keyType: "text",
  keyOf: (e) => siteFavouriteKey(e.data.personId, e.data.siteId),
  evolve(row, e) {
    const base = { id: siteFavouriteKey(e.data.personId, e.data.siteId), person_id: e.data.personId, site_id: e.data.siteId };
    switch (e.type) {
      case "SiteFavourited":
        return { ...base, removed: false, starred_at: e.data.at };
      case "SiteUnfavourited":
        return row ? { ...base, removed: true, starred_at: row.starred_at } : null;
    }
  },
});
