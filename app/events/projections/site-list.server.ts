// site_list — inline: the sites list and every site lookup (title, company, money in cents, the
// picture, the stream's version for the edit form's conflict check). Version 2 (ADR-0051): the
// details, figures and status changes, the picture, and the version, which the team's events bump
// too (they are the site's stream). Version 3 (ADR-0122): the geofence's radius in metres.
import { SITE_EVENT_TYPES } from "~/domain/site/events";
import type { SiteDetails } from "~/domain/site/events";
import { defineProjection, type Row } from "../projection.server";

type SiteRow = Row & Record<string, unknown>;

const COLUMNS: [keyof SiteDetails, string][] = [
  ["title", "title"], ["quickcomId", "quickcom_id"], ["subject", "subject"], ["status", "status"],
  ["category", "category"], ["address", "address"], ["city", "city"], ["zip", "zip"], ["country", "country"],
  ["latitude", "latitude"], ["longitude", "longitude"], ["radius", "radius"], ["companyCode", "company_code"], ["currency", "currency"],
  ["offer", "offer"], ["total", "total"], ["requiredAdvances", "required_advances"], ["cashedAdvances", "cashed_advances"],
  ["balance", "balance"], ["laborCost", "labor_cost"], ["supplierCost", "supplier_cost"], ["othersCost", "others_cost"],
  ["goodsCost", "goods_cost"],
];

function columns(d: Partial<SiteDetails>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, c] of COLUMNS) if (d[k] !== undefined) out[c] = d[k];
  return out;
}

function withSearch(r: Record<string, unknown>) {
  return { ...r, search: [r.quickcom_id, r.title, r.city, r.address].filter(Boolean).join(" ").toLowerCase() };
}

export const siteList = defineProjection<SiteRow, (typeof SITE_EVENT_TYPES)[number]>({
  name: "site_list",
  version: 3,
  mode: "inline",
  handles: SITE_EVENT_TYPES,
  key: "id",
  keyType: "bigint",
  createdBy: ["SiteRegistered"],
  keyOf: (e) => e.data.siteId,
  evolve(row, e) {
    if (e.type === "SiteRegistered") {
      const { siteId, at, by: _by, ...details } = e.data;
      return withSearch({ id: siteId, ...columns(details), avatar_key: null, created_at: at, stream_version: e.version });
    }
    if (!row) return null;
    const { last_position: _p, ...r } = row;
    const next = { ...r, stream_version: e.version };
    switch (e.type) {
      case "SiteDetailsRevised":
      case "SiteDetailsChanged":
      case "SiteFiguresChanged":
        return withSearch({ ...next, ...columns(e.data) });
      case "SiteStatusChanged":
        return { ...next, status: e.data.status };
      case "SiteAvatarChanged":
        return { ...next, avatar_key: e.data.avatarKey };
      case "SiteTeamMemberAdded":
      case "SiteTeamMemberRemoved":
        return next;
    }
  },
});
