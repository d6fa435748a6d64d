// notification_read — inline: what each person has read of their notifications (stream
// inbox-<personId>, ADR-0084), so the bell's count is right on the page the mark-read redirects to.
import { defineProjection, type Row } from "../projection.server";

export type NotificationReadRow = Row & {
  person_id: number;
  read_up_to: number;
  read_ids: number[];
};

export const notificationRead = defineProjection<NotificationReadRow, "NotificationRead" | "NotificationsAllRead">({
  name: "notification_read",
  version: 1,
  mode: "inline",
  handles: ["NotificationRead", "NotificationsAllRead"],
  key: "person_id",
  keyType: "bigint",
  keyOf: (e) => e.data.personId,
  evolve(row, e) {
    const upTo = Number(row?.read_up_to ?? 0);
    const ids = (row?.read_ids ?? []).map(Number);
    switch (e.type) {
      case "NotificationRead":
        return { person_id: e.data.personId, read_up_to: upTo, read_ids: e.data.notificationId <= upTo || ids.includes(e.data.notificationId) ? ids : [...ids, e.data.notificationId] };
      case "NotificationsAllRead": {
        const next = Math.max(upTo, e.data.upTo);
        return { person_id: e.data.personId, read_up_to: next, read_ids: ids.filter((id) => id > next) };
      }
    }
  },
});
