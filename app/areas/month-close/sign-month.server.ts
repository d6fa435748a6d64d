// SignMonth: the person confirms their hours and expenses of a month (ADR-0138).
import type { Sql } from "~/db.server";
import type { Actor } from "~/domain/access/actor";
import type { CommandMeta } from "~/events/handle-command.server";
import { handleMonthCommand, monthActorOf, type OnMonth } from "./month-close-command.server";

/** The signed-in person signs their own month, with an optional comment. */
export function signMonth(sql: Sql, user: Actor, on: OnMonth & { comment: string }, meta: CommandMeta) {
  return handleMonthCommand(sql, { type: "SignMonth", personId: on.personId, month: on.month, signer: monthActorOf(user), comment: on.comment }, on, meta);
}
