// working_time_carry_over — inline: one row per carry-over HR recorded into a person's balance
// year (stream `worktime-<personId>`, issue 36, ADR-0136), read by the balance on every screen and
// by HR's form right after the redirect. The latest figure for a date replaces the earlier one.
import { WORKING_TIME_EVENT_TYPES } from "~/domain/working-time/events";
import { defineProjection, type Row } from "../projection.server";

export interface WorkingTimeCarryOverRow extends Row {
  id: string;
  person_id: number;
  date: string;
  minutes: number;
  reason: string;
  set_at: string | Date;
  set_by: number | null;
  stream_version: number;
}

export const workingTimeCarryOver = defineProjection<WorkingTimeCarryOverRow, (typeof WORKING_TIME_EVENT_TYPES)[number]>({
  name: "working_time_carry_over",
  version: 1,
  mode: "inline",
  handles: WORKING_TIME_EVENT_TYPES,
  key: "id",
  keyType: "text",
  keyOf: (e) => `${e.data.personId}:${e.data.date}`,
  evolve(_row, e) {
    return {
      id: `${e.data.personId}:${e.data.date}`,
      person_id: e.data.personId,
      date: e.data.date,
      minutes: e.data.minutes,
      reason: e.data.reason,
      set_at: e.data.at,
      set_by: e.data.by,
      stream_version: e.version,
    };
  },
});
