// What a person may be told, and how (issue 18, ADR-0084). Pure: no I/O.
//
// A topic is one toggle of the profile's settings; each has an in-app and an e-mail switch. The
// first three are the spec's own toggles (construction sites, files, stamping hours); the others
// are the kinds of notification the issue lists.
import { LANGUAGES, type Language } from "~/i18n/config";

export const NOTIFICATION_TOPICS = [
  "sites",
  "files",
  "stampingHours",
  "requestDecided",
  "approvalWaiting",
  "toolOverdue",
  "documentExpiring",
  "checklistDue",
  "clockOutMissing",
] as const;
export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number];

export interface Channels {
  inApp: boolean;
  email: boolean;
}
export type TopicChannels = Record<NotificationTopic, Channels>;

export { LANGUAGES as MAIL_LANGUAGES, type Language as MailLanguage };

/** Everything on: what a person who never changed a toggle is sent. */
export function defaultChannels(): TopicChannels {
  return Object.fromEntries(NOTIFICATION_TOPICS.map((t) => [t, { inApp: true, email: true }])) as TopicChannels;
}

/** The channels stored (possibly missing topics added later) completed with the defaults. */
export function completeChannels(stored: Partial<Record<string, Partial<Channels>>> | null | undefined): TopicChannels {
  const out = defaultChannels();
  for (const t of NOTIFICATION_TOPICS) {
    const c = stored?.[t];
    if (c) out[t] = { inApp: c.inApp !== false, email: c.email !== false };
  }
  return out;
}

/** Whether a person with these channels wants this topic by this channel. */
export function wants(channels: TopicChannels, topic: NotificationTopic, channel: keyof Channels): boolean {
  return channels[topic][channel];
}

/** The toggle's label: the spec's three keep their keys, the others are the notifications' own. */
export function topicLabel(topic: NotificationTopic): string {
  if (topic === "sites") return "own_profile.settings.sites";
  if (topic === "files") return "own_profile.settings.files";
  if (topic === "stampingHours") return "own_profile.settings.stamping_hours";
  return `notifications.topics.${topic}`;
}
