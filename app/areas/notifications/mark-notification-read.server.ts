// MarkNotificationRead: one of the person's own notifications (stream inbox-<personId>, ADR-0084).
import type { Actor } from "~/domain/access/actor";
import type { Sql } from "~/db.server";
import { can } from "~/domain/access/permissions";
import { inboxDecider } from "~/domain/notification/inbox";
import { forbidden, notFound } from "~/domain/shared/errors";
import { handleCommand, type CommandMeta, type CommandOutcome } from "~/events/handle-command.server";
import { isOwnNotification } from "~/events/queries/notifications.server";

/** Marks one of the person's own notifications read, with the identical ones shown on its line (another's, or none, is a 404). */
export async function markNotificationRead(sql: Sql, user: Actor, notificationId: number, meta: CommandMeta, alsoIds: readonly number[] = []): Promise<CommandOutcome> {
  if (!can(user.access, "read", "profile")) throw forbidden();
  for (const id of [notificationId, ...alsoIds]) if (!(await isOwnNotification(sql, user.id, id))) throw notFound();
  const command = alsoIds.length > 0 ? { type: "MarkNotificationRead" as const, personId: user.id, notificationId, alsoIds: [...alsoIds] } : { type: "MarkNotificationRead" as const, personId: user.id, notificationId };
  return handleCommand(sql, inboxDecider, { command, meta, target: { id: user.id } });
}
