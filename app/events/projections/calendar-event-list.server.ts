// calendar_event_list — inline: one row per calendar event (ADR-0057), read by the personal,
// employee and site calendars right after the redirect. A cancelled event keeps its row as a
// tombstone; the stream's version is the edit form's expected version.
import { CALENDAR_EVENT_TYPES } from "~/domain/calendar/events";
import { defineProjection, type Row } from "../projection.server";

export type CalendarEventListRow = Row & {
  id: number;
  title: string;
  description: string;
  place: string;
  start_at: string | Date;
  end_at: string | Date;
  is_public: boolean;
  site_id: number | null;
  owner_id: number | null;
  all_day: boolean;
  cancelled: boolean;
  scheduled_at: string | Date;
  stream_version: number;
};

export const calendarEventList = defineProjection<CalendarEventListRow, (typeof CALENDAR_EVENT_TYPES)[number]>({
  name: "calendar_event_list",
  // 2: all_day (migration 0049, ADR-0066)
  version: 2,
  mode: "inline",
  handles: [...CALENDAR_EVENT_TYPES],
  key: "id",
  keyType: "bigint",
  createdBy: ["CalendarEventScheduled"],
  keyOf: (e) => e.data.eventId,
  evolve(row, e) {
    switch (e.type) {
      case "CalendarEventScheduled": {
        const d = e.data;
        return {
          id: d.eventId,
          title: d.title,
          description: d.description,
          place: d.place,
          start_at: d.startAt,
          end_at: d.endAt,
          is_public: d.isPublic,
          site_id: d.siteId,
          owner_id: d.ownerId,
          all_day: d.allDay === true,
          cancelled: false,
          scheduled_at: d.at,
          stream_version: e.version,
        };
      }
      case "CalendarEventRescheduled": {
        if (!row) return null;
        const { last_position: _p, ...r } = row;
        const d = e.data;
        return { ...r, title: d.title, description: d.description, place: d.place, start_at: d.startAt, end_at: d.endAt, is_public: d.isPublic, site_id: d.siteId, all_day: d.allDay === true, stream_version: e.version };
      }
      case "CalendarEventCancelled": {
        if (!row) return null;
        const { last_position: _p, ...r } = row;
        return { ...r, cancelled: true, stream_version: e.version };
      }
    }
  },
});
