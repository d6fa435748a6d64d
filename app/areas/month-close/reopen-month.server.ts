// ReopenMonth: HR lifts the lock of a countersigned month with a reason; the sign-off starts again (ADR-0138).
import type { Sql } from "~/db.server";
import type { Actor } from "~/domain/access/actor";
import type { CommandMeta } from "~/events/handle-command.server";
import { handleMonthCommand, monthActorOf, type OnMonth } from "./month-close-command.server";

/** Reopens `on.personId`'s countersigned month, with a reason. */
export function reopenMonth(sql: Sql, user: Actor, on: OnMonth & { reason: string }, meta: CommandMeta) {
  return handleMonthCommand(sql, { type: "ReopenMonth", personId: on.personId, month: on.month, hr: monthActorOf(user), reason: on.reason }, on, meta);
}
