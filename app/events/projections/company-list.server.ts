// company_list — inline: the companies of the group, read by every company filter and the logos.
import type { CompanyEvent } from "~/domain/company/events";
import type { RowProjection } from "../projection.server";

export const companyList: RowProjection = {
  name: "company_list",
  version: 1,
  mode: "inline",
  handles: ["CompanyRegistered"],
  key: "id",
  keyType: "bigint",
  createdBy: ["CompanyRegistered"],
  keyOf: (e) => (e.data as CompanyEvent["data"]).companyId,
  evolve(_row, e) {
    const ev = e as unknown as CompanyEvent;
    switch (ev.type) {
      case "CompanyRegistered": {
        const d = ev.data;
        return { id: d.companyId, code: d.code, name: d.name, address: d.address, city: d.city, zip: d.zip, latitude: d.latitude, longitude: d.longitude, color: d.color };
      }
    }
  },
};
