// ChangeNotificationSettings: the person's own notification toggles (in-app and e-mail per topic, the mails' language; ADR-0084).
import type { Actor } from "~/domain/access/actor";
import type { Sql } from "~/db.server";
import { can } from "~/domain/access/permissions";
import { mayChangeOwn } from "~/domain/access/self-service";
import { personDecider } from "~/domain/person/decider";
import type { NotificationSettings } from "~/domain/person/events";
import { forbidden } from "~/domain/shared/errors";
import { completeChannels } from "~/domain/notification/topics";
import { isLanguage } from "~/i18n/config";
import { handleCommand, type CommandMeta, type CommandOutcome } from "~/events/handle-command.server";
import { ownSubject } from "~/areas/people/person-command.server";

/** The person's own notification toggles (the profile's settings page). */
export async function changeNotificationSettings(sql: Sql, user: Actor, input: { settings: NotificationSettings; expectedVersion: number | null }, meta: CommandMeta): Promise<CommandOutcome> {
  // the auditor writes nothing but their password and support requests (ADR-0006; issue 42)
  if (!can(user.access, "read", "profile") || !mayChangeOwn(user.principal.role, "notificationSettings")) throw forbidden();
  const channels = completeChannels(input.settings.channels);
  const settings: NotificationSettings = {
    sites: channels.sites.inApp,
    files: channels.files.inApp,
    stampingHours: channels.stampingHours.inApp,
    channels,
    language: isLanguage(input.settings.language) ? input.settings.language : null,
  };
  return handleCommand(sql, personDecider, {
    command: { type: "ChangeNotificationSettings", settings },
    meta,
    target: { id: user.id },
    expectedVersion: input.expectedVersion,
    piiSubject: ownSubject,
  });
}
