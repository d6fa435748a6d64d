// What the month-close commands (one per file: sign-, countersign-, send-month-back, reopen-,
// comment-month) share: the actor with their rights and the stream of a person's month (ADR-0138).
import type { Sql } from "~/db.server";
import type { Actor } from "~/domain/access/actor";
import { monthCloseDecider, type MonthActor, type MonthCloseCommand } from "~/domain/month-close/decider";
import { monthCloseId } from "~/domain/month-close/month";
import { selfServicesOf } from "~/domain/access/self-service";
import { handleCommand, type CommandMeta } from "~/events/handle-command.server";

/** The signed-in user as the month-close rules see an actor. */
export const monthActorOf = (user: Pick<Actor, "id" | "access" | "principal">): MonthActor => {
  const own = selfServicesOf(user.principal);
  return { personId: user.id, rights: [...user.access.rights], ownMonth: own.stamp.may || own.claimExpenses.may };
};

/** A command on one person's month (`month` already checked as "YYYY-MM"). */
export interface OnMonth {
  personId: number;
  month: string;
  expectedVersion: number | null;
}

/** Runs a month-close command on the month's own stream. */
export function handleMonthCommand(sql: Sql, command: MonthCloseCommand, on: OnMonth, meta: CommandMeta) {
  return handleCommand(sql, monthCloseDecider, { command, meta, target: { id: monthCloseId(on.personId, on.month) }, expectedVersion: on.expectedVersion });
}
