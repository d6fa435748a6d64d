// site_list — inline: the sites list and every site lookup (title, company, money in cents).
import type { SiteDetails } from "~/domain/site/events";
import { defineProjection, type Row } from "../projection.server";

type SiteRow = Row & Record<string, unknown>;

function columns(d: Partial<SiteDetails>): Record<string, unknown> {
  const map: [keyof SiteDetails, string][] = [
    ["title", "title"], ["quickcomId", "quickcom_id"], ["subject", "subject"], ["status", "status"],
    ["category", "category"], ["address", "address"], ["city", "city"], ["zip", "zip"], ["country", "country"],
    ["latitude", "latitude"], ["longitude", "longitude"], ["companyCode", "company_code"], ["currency", "currency"],
    ["offer", "offer"], ["total", "total"], ["requiredAdvances", "required_advances"], ["cashedAdvances", "cashed_advances"],
    ["balance", "balance"], ["laborCost", "labor_cost"], ["supplierCost", "supplier_cost"], ["othersCost", "others_cost"],
    ["goodsCost", "goods_cost"],
  ];
  const out: Record<string, unknown> = {};
  for (const [k, c] of map) if (d[k] !== undefined) out[c] = d[k];
  return out;
}

function withSearch(r: Record<string, unknown>) {
  return { ...r, search: [r.quickcom_id, r.title, r.city, r.address].filter(Boolean).join(" ").toLowerCase() };
}

export const siteList = defineProjection<SiteRow, "SiteRegistered" | "SiteDetailsRevised">({
  name: "site_list",
  version: 1,
  mode: "inline",
  handles: ["SiteRegistered", "SiteDetailsRevised"],
  key: "id",
  keyType: "bigint",
  createdBy: ["SiteRegistered"],
  keyOf: (e) => e.data.siteId,
  evolve(row, e) {
    switch (e.type) {
      case "SiteRegistered":
        return withSearch({ id: e.data.siteId, ...columns(e.data), created_at: e.data.at });
      case "SiteDetailsRevised":
        if (!row) return null;
        return withSearch({ ...row, ...columns(e.data) });
    }
  },
});
