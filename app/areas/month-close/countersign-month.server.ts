// CountersignMonth: HR or a stamping supervisor countersigns a signed month, which locks it (ADR-0138).
import type { Sql } from "~/db.server";
import type { Actor } from "~/domain/access/actor";
import type { CommandMeta } from "~/events/handle-command.server";
import { handleMonthCommand, monthActorOf, type OnMonth } from "./month-close-command.server";

/** Countersigns `on.personId`'s signed month, with an optional comment. */
export function countersignMonth(sql: Sql, user: Actor, on: OnMonth & { comment: string }, meta: CommandMeta) {
  return handleMonthCommand(sql, { type: "CountersignMonth", personId: on.personId, month: on.month, countersigner: monthActorOf(user), comment: on.comment }, on, meta);
}
