// ChangeNotificationSettings: the person's own notification toggles.
import type { Actor } from "~/domain/access/actor";
import type { Sql } from "~/db.server";
import { can } from "~/domain/access/permissions";
import { personDecider } from "~/domain/person/decider";
import type { NotificationSettings } from "~/domain/person/events";
import { forbidden } from "~/domain/shared/errors";
import { handleCommand, type CommandMeta, type CommandOutcome } from "~/events/handle-command.server";
import { ownSubject } from "./person-command.server";

/** The person's own notification toggles (the profile's settings page). */
export async function changeNotificationSettings(sql: Sql, user: Actor, input: { settings: NotificationSettings; expectedVersion: number | null }, meta: CommandMeta): Promise<CommandOutcome> {
  if (!can(user.access, "read", "profile")) throw forbidden();
  const settings: NotificationSettings = { sites: input.settings.sites === true, files: input.settings.files === true, stampingHours: input.settings.stampingHours === true };
  return handleCommand(sql, personDecider, {
    command: { type: "ChangeNotificationSettings", settings },
    meta,
    target: { id: user.id },
    expectedVersion: input.expectedVersion,
    piiSubject: ownSubject,
  });
}
