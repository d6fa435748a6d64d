// notification_preference — inline: each person's notification toggles (in-app and e-mail per
// topic) and mail language (ADR-0084). The notification processor reads it when it decides whom to
// tell and how; a person without a row has every topic on.
import { completeChannels, type TopicChannels } from "~/domain/notification/topics";
import { defineProjection, type Row } from "../projection.server";

export type NotificationPreferenceRow = Row & {
  person_id: number;
  channels: TopicChannels;
  language: string | null;
};

export const notificationPreference = defineProjection<NotificationPreferenceRow, "PersonNotificationSettingsChanged">({
  name: "notification_preference",
  version: 1,
  mode: "inline",
  handles: ["PersonNotificationSettingsChanged"],
  key: "person_id",
  keyType: "bigint",
  createdBy: ["PersonNotificationSettingsChanged"],
  keyOf: (e) => e.data.personId,
  evolve: (_row, e) => ({ person_id: e.data.personId, channels: completeChannels(e.data.settings.channels), language: e.data.settings.language }),
});
