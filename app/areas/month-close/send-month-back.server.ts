// SendMonthBack: HR sends a signed month back to the person for correction (ADR-0138); the person is notified.
import type { Sql } from "~/db.server";
import type { Actor } from "~/domain/access/actor";
import type { CommandMeta } from "~/events/handle-command.server";
import { handleMonthCommand, monthActorOf, type OnMonth } from "./month-close-command.server";

/** Sends `on.personId`'s signed month back, with a reason. */
export function sendMonthBack(sql: Sql, user: Actor, on: OnMonth & { reason: string }, meta: CommandMeta) {
  return handleMonthCommand(sql, { type: "SendMonthBack", personId: on.personId, month: on.month, hr: monthActorOf(user), reason: on.reason }, on, meta);
}
