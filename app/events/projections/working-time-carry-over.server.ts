// working_time_carry_over — inline: one row per carry-over HR recorded into a person's balance
// year (stream `worktime-<personId>`, issue 36, ADR-0136), read by the balance on every screen and
// by HR's form right after the redirect. The latest figure for a date replaces the earlier one.
// Version 2 (migration 0078, ADR-0134): the reason is the person's personal part; PersonErased (a
// fan-out over `person_id`) empties it and marks it `reason_removed`, as a rebuild would.
import { WORKING_TIME_EVENT_TYPES } from "~/domain/working-time/events";
import { defineProjection, type Row } from "../projection.server";
import { byErasedPerson, isPersonErased } from "./person-erasure.server";

export interface WorkingTimeCarryOverRow extends Row {
  id: string;
  person_id: number;
  date: string;
  minutes: number;
  reason: string;
  /** the person was erased: the reason is gone (version 2) */
  reason_removed: boolean;
  set_at: string | Date;
  set_by: number | null;
  stream_version: number;
}

export const workingTimeCarryOver = defineProjection<WorkingTimeCarryOverRow, (typeof WORKING_TIME_EVENT_TYPES)[number] | "PersonErased", "PersonErased">({
  name: "working_time_carry_over",
  // 2: the reason is the person's, removed with their erasure (migration 0078, ADR-0134)
  version: 2,
  mode: "inline",
  handles: [...WORKING_TIME_EVENT_TYPES, "PersonErased"],
  key: "id",
  keyType: "text",
  keyOf: (e) => `${e.data.personId}:${e.data.date}`,
  fanOut: byErasedPerson,
  evolve(row, e) {
    if (isPersonErased(e)) {
      if (!row) return null;
      const { last_position: _p, ...r } = row;
      return { ...r, reason: "", reason_removed: true };
    }
    return {
      id: `${e.data.personId}:${e.data.date}`,
      person_id: e.data.personId,
      date: e.data.date,
      minutes: e.data.minutes,
      reason: e.data.personal?.reason ?? "",
      reason_removed: e.data.personal === null,
      set_at: e.data.at,
      set_by: e.data.by,
      stream_version: e.version,
    };
  },
});
