// daily_hours_list — inline: one row per daily-hours entry (stream `dailyhours-<id>`), read by HR's
// list of a person's hours right after the redirect. Built only from DailyHoursRecorded; the
// site's title is joined from site_list when read. The description is personal data: PersonErased
// blanks it in every row of the person at once (ADR-0007), as a rebuild would; version 2 added
// that, and its rebuild cleans the rows erasures left under version 1.
import { DAILY_HOURS_EVENT_TYPES } from "~/domain/daily-hours/events";
import { defineProjection, type Row } from "../projection.server";
import { byErasedPerson, isPersonErased } from "./person-erasure.server";

export interface DailyHoursRow extends Row {
  id: number;
  person_id: number;
  site_id: number;
  start_at: string | Date;
  end_at: string | Date;
  minutes: number;
  description: string;
  recorded_at: string | Date;
  recorded_by: number;
}

export const dailyHoursList = defineProjection<DailyHoursRow, (typeof DAILY_HOURS_EVENT_TYPES)[number] | "PersonErased", "PersonErased">({
  name: "daily_hours_list",
  version: 2,
  mode: "inline",
  handles: [...DAILY_HOURS_EVENT_TYPES, ...byErasedPerson.handles],
  key: "id",
  keyType: "bigint",
  createdBy: ["DailyHoursRecorded"],
  keyOf: (e) => e.data.entryId,
  fanOut: byErasedPerson,
  evolve(row, e) {
    // the row as the person's event reads once their key is gone: no description
    if (isPersonErased(e)) return row ? { ...row, description: "" } : null;
    const d = e.data;
    return {
      id: d.entryId,
      person_id: d.personId,
      site_id: d.siteId,
      start_at: d.startAt,
      end_at: d.endAt,
      minutes: d.minutes,
      description: d.personal?.description ?? "",
      recorded_at: d.at,
      recorded_by: d.by,
    };
  },
});
