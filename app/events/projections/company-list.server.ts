// company_list — inline: the companies of the group, read by every company filter and the logos.
import { defineProjection, type Row } from "../projection.server";

export type CompanyListRow = Row & {
  id: number;
  code: string;
  name: string;
  address: string;
  city: string;
  zip: string;
  latitude: number;
  longitude: number;
  color: string;
};

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
