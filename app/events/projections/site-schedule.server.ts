// site_schedule — inline: a site's planned phases (ADR-0052), read by the site's schedules page and
// counted on its dashboard. A removed phase keeps its row as a tombstone (`removed`).
import { defineProjection, type Row } from "../projection.server";

export type SiteScheduleFields = {
  id: number;
  site_id: number;
  title: string;
  start_date: string;
  end_date: string;
  responsible_id: number | null;
  notes: string;
  removed: boolean;
  planned_at: string | Date;
  planned_by: number | null;
};
export type SiteScheduleRow = SiteScheduleFields & Row;

export const siteSchedule = defineProjection<SiteScheduleRow, "SchedulePlanned" | "ScheduleRemoved">({
  name: "site_schedule",
  version: 1,
  mode: "inline",
  handles: ["SchedulePlanned", "ScheduleRemoved"],
  key: "id",
  keyType: "bigint",
  createdBy: ["SchedulePlanned"],
  keyOf: (e) => e.data.scheduleId,
  evolve(row, e) {
    switch (e.type) {
      case "SchedulePlanned": {
        const d = e.data;
        return {
          id: d.scheduleId,
          site_id: d.siteId,
          title: d.title,
          start_date: d.startDate,
          end_date: d.endDate,
          responsible_id: d.responsibleId,
          notes: d.notes,
          removed: false,
          planned_at: d.at,
          planned_by: d.by,
        };
      }
      case "ScheduleRemoved": {
        if (!row) return null;
        const { last_position: _p, ...r } = row;
        return { ...r, removed: true };
      }
    }
  },
});
