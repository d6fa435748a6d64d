// MarkNotificationRead: one of the person's own notifications (stream inbox-<personId>, ADR-0084).
import type { Actor } from "~/domain/access/actor";
import type { Sql } from "~/db.server";
import { can } from "~/domain/access/permissions";
import { inboxDecider } from "~/domain/notification/inbox";
import { forbidden, notFound } from "~/domain/shared/errors";
import { handleCommand, type CommandMeta, type CommandOutcome } from "~/events/handle-command.server";
import { isOwnNotification } from "~/events/queries/notifications.server";

/** Marks one of the person's own notifications read (another's, or none, is a 404). */
export async function markNotificationRead(sql: Sql, user: Actor, notificationId: number, meta: CommandMeta): Promise<CommandOutcome> {
  if (!can(user.access, "read", "profile")) throw forbidden();
  if (!(await isOwnNotification(sql, user.id, notificationId))) throw notFound();
  return handleCommand(sql, inboxDecider, { command: { type: "MarkNotificationRead", personId: user.id, notificationId }, meta, target: { id: user.id } });
}
