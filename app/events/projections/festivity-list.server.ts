// festivity_list — inline: company holidays, read by the festivities screen, calendars and balances.
import type { CompanyCode } from "~/domain/company/companies";
import { defineProjection, type Row } from "../projection.server";

export type FestivityListRow = Row & {
  id: number;
  title: string;
  description: string | null;
  place: string | null;
  start_date: string | Date;
  end_date: string | Date;
  company_code: CompanyCode | null;
  canton_code: string | null;
  half_day: boolean;
  holiday_key: string | null;
  removed: boolean;
};

export const festivityList = defineProjection<FestivityListRow, "FestivityAdded" | "FestivityChanged" | "FestivityRemoved">({
  name: "festivity_list",
  // 2: canton, half day and holiday key (migration 0041, ADR-0062); 3: description and place (migration 0064)
  version: 3,
  mode: "inline",
  handles: ["FestivityAdded", "FestivityChanged", "FestivityRemoved"],
  key: "id",
  keyType: "bigint",
  createdBy: ["FestivityAdded"],
  keyOf: (e) => e.data.festivityId,
  evolve(row, e) {
    switch (e.type) {
      case "FestivityAdded":
      case "FestivityChanged": {
        const d = e.data;
        return { id: d.festivityId, title: d.title, description: d.description ?? null, place: d.place ?? null, start_date: d.startDate, end_date: d.endDate, company_code: d.companyCode, canton_code: d.cantonCode ?? null, half_day: d.halfDay === true, holiday_key: d.holidayKey ?? null, removed: false };
      }
      case "FestivityRemoved":
        if (!row) return null;
        return { ...withoutPosition(row), removed: true };
    }
  },
});

const withoutPosition = ({ last_position: _position, ...fields }: FestivityListRow) => fields;
