// The notifications' inline projections folded without a database (app/events/projection-spec.ts):
// what each person has read, and their toggles; every fold applied twice changes nothing.
import { describe, it } from "vitest";
import type { InboxEvent } from "~/domain/notification/events";
import { defaultChannels } from "~/domain/notification/topics";
import { settingsFromToggles, type PersonEvent } from "~/domain/person/events";
import { givenProjection, inStream } from "../projection-spec";
import { notificationPreference } from "./notification-preference.server";
import { notificationRead } from "./notification-read.server";

const at = "2026-03-02T08:00:00.000Z";

describe("notification_read", () => {
  it("keeps the single reads above the last read-all, and the read-all's mark", () => {
    const events: InboxEvent[] = [
      { type: "NotificationRead", data: { personId: 42, notificationId: 3, at } },
      { type: "NotificationRead", data: { personId: 42, notificationId: 12, at } },
      { type: "NotificationsAllRead", data: { personId: 42, upTo: 9, at } },
      { type: "NotificationRead", data: { personId: 42, notificationId: 15, at } },
    ];
    givenProjection(notificationRead)
      .when(inStream("inbox-42", events))
      .thenRows([{ person_id: 42, read_up_to: 9, read_ids: [12, 15] }]);
  });
});

describe("notification_preference", () => {
  it("holds the latest toggles per topic and the mail language", () => {
    const settings = settingsFromToggles({ sites: false, files: true, stampingHours: true });
    const later = { ...settings, channels: { ...defaultChannels(), clockOutMissing: { inApp: true, email: false } }, language: "fr" as const };
    const events: PersonEvent[] = [
      { type: "PersonNotificationSettingsChanged", data: { personId: 42, settings, at, by: 42 } },
      { type: "PersonNotificationSettingsChanged", data: { personId: 42, settings: later, at, by: 42 } },
    ];
    givenProjection(notificationPreference)
      .when(inStream("person-42", events, { fromVersion: 2 }))
      .thenRows([{ person_id: 42, channels: later.channels, language: "fr" }]);
  });
});
