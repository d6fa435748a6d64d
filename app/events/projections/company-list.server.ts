// company_list — inline: the companies of the group, read by every company filter and the logos.
import type { CompanyProfile } from "~/domain/company/events";
import { defineProjection, type Row } from "../projection.server";

/** A company's profile as registered, by its id. */
export type CompanyListRow = Row & CompanyProfile & { id: number };

export const companyList = defineProjection<CompanyListRow, "CompanyRegistered">({
  name: "company_list",
  version: 1,
  mode: "inline",
  handles: ["CompanyRegistered"],
  key: "id",
  keyType: "bigint",
  createdBy: ["CompanyRegistered"],
  keyOf: (e) => e.data.companyId,
  evolve(_row, e) {
    const d = e.data;
    return { id: d.companyId, code: d.code, name: d.name, address: d.address, city: d.city, zip: d.zip, latitude: d.latitude, longitude: d.longitude, color: d.color };
  },
});
