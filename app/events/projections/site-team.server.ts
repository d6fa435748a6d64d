// site_team — inline: who is on a site's team (one row per site and person, key "<siteId>:<personId>"),
// read by the site's contacts page, its dashboard and the contact chooser. A removal keeps the row
// as a tombstone (`removed`), so an old SiteTeamMemberAdded applied again cannot bring it back
// (ADR-0001's last_position guard); a person taken back revives it. The person's name, company,
// email and phone are joined from person_list when read (they change there, not here).
import { defineProjection, type Row } from "../projection.server";

export type SiteTeamFields = {
  id: string;
  site_id: number;
  person_id: number;
  project_function: string;
  priority: number;
  removed: boolean;
  added_at: string | Date;
  added_by: number | null;
};
export type SiteTeamRow = SiteTeamFields & Row;

const siteTeamKey = (siteId: number, personId: number) => `${siteId}:${personId}`;

export const siteTeam = defineProjection<SiteTeamRow, "SiteTeamMemberAdded" | "SiteTeamMemberRemoved">({
  name: "site_team",
  version: 1,
  mode: "inline",
  handles: ["SiteTeamMemberAdded", "SiteTeamMemberRemoved"],
  key: "id",
  keyType: "text",
  keyOf: (e) => siteTeamKey(e.data.siteId, e.data.personId),
  evolve(row, e) {
    switch (e.type) {
      case "SiteTeamMemberAdded":
        return {
          id: siteTeamKey(e.data.siteId, e.data.personId),
          site_id: e.data.siteId,
          person_id: e.data.personId,
          project_function: e.data.projectFunction,
          priority: e.data.priority,
          removed: false,
          added_at: e.data.at,
          added_by: e.data.by,
        };
      case "SiteTeamMemberRemoved": {
        if (!row) return null;
        const { last_position: _p, ...r } = row;
        return { ...r, removed: true };
      }
    }
  },
});
