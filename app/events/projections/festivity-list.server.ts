// festivity_list — inline: company holidays, read by the festivities screen, calendars and balances.
import type { FestivityEvent } from "~/domain/festivity/events";
import type { Row, RowProjection } from "../projection.server";

export const festivityList: RowProjection<Row & Record<string, unknown>> = {
  name: "festivity_list",
  version: 1,
  mode: "inline",
  handles: ["FestivityAdded", "FestivityChanged", "FestivityRemoved"],
  key: "id",
  keyType: "bigint",
  createdBy: ["FestivityAdded"],
  keyOf: (e) => (e.data as { festivityId: number }).festivityId,
  evolve(row, e) {
    const ev = e as unknown as FestivityEvent;
    switch (ev.type) {
      case "FestivityAdded":
      case "FestivityChanged": {
        const d = ev.data;
        return { id: d.festivityId, title: d.title, start_date: d.startDate, end_date: d.endDate, company_code: d.companyCode, removed: false };
      }
      case "FestivityRemoved":
        return row ? { ...row, removed: true } : null;
    }
  },
};
