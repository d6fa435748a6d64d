// MarkAllNotificationsRead: the person's own inbox up to the newest notification the page listed (stream inbox-<personId>, ADR-0084).
import type { Actor } from "~/domain/access/actor";
import type { Sql } from "~/db.server";
import { can } from "~/domain/access/permissions";
import { inboxDecider } from "~/domain/notification/inbox";
import { forbidden, notFound } from "~/domain/shared/errors";
import { handleCommand, type CommandMeta, type CommandOutcome } from "~/events/handle-command.server";
import { isOwnNotification } from "~/events/queries/notifications.server";

/** Marks every notification the page showed (up to the newest one it listed) read. */
export async function markAllNotificationsRead(sql: Sql, user: Actor, upTo: number, meta: CommandMeta): Promise<CommandOutcome> {
  if (!can(user.access, "read", "profile")) throw forbidden();
  if (upTo > 0 && !(await isOwnNotification(sql, user.id, upTo))) throw notFound();
  return handleCommand(sql, inboxDecider, { command: { type: "MarkAllNotificationsRead", personId: user.id, upTo }, meta, target: { id: user.id } });
}
