// WithdrawLeaveRequest: a pending request withdrawn; final.
import type { Actor } from "~/domain/access/actor";
import type { Sql } from "~/db.server";
import { leaveDecider } from "~/domain/leave/decider";
import { handleCommand, type CommandMeta } from "~/events/handle-command.server";
import { leaveActorOf, piiOf, type OnLeave } from "./leave-command.server";

/** Withdraws a pending request; final. */
export function withdrawLeave(sql: Sql, user: Actor, input: OnLeave, meta: CommandMeta) {
  return handleCommand(sql, leaveDecider, {
    command: { type: "WithdrawLeaveRequest", withdrawnBy: leaveActorOf(user) },
    meta,
    target: { id: input.leaveId },
    expectedVersion: input.expectedVersion,
    piiSubject: piiOf(input.personId),
  });
}
