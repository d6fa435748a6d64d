// CommentMonth: the person or a countersigner leaves a comment on a month (ADR-0138).
import type { Sql } from "~/db.server";
import type { Actor } from "~/domain/access/actor";
import type { CommandMeta } from "~/events/handle-command.server";
import { handleMonthCommand, monthActorOf, type OnMonth } from "./month-close-command.server";

/** Adds a comment to `on.personId`'s month. */
export function commentMonth(sql: Sql, user: Actor, on: OnMonth & { comment: string }, meta: CommandMeta) {
  return handleMonthCommand(sql, { type: "CommentMonth", personId: on.personId, month: on.month, author: monthActorOf(user), comment: on.comment }, on, meta);
}
