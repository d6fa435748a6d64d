// RejectLeave: a pending request rejected.
import type { CurrentUser } from "~/auth/user.server";
import type { Sql } from "~/db.server";
import { leaveDecider } from "~/domain/leave/decider";
import { handleCommand, type CommandMeta } from "~/events/handle-command.server";
import { leaveActorOf, piiOf, type OnLeave } from "./leave-command.server";

/** Rejects a pending request (update leave or update hr; never one's own). */
export function rejectLeave(sql: Sql, user: CurrentUser, input: OnLeave, meta: CommandMeta) {
  return handleCommand(sql, leaveDecider, {
    command: { type: "RejectLeave", decidedBy: leaveActorOf(user) },
    commandType: "RejectLeave",
    meta,
    target: { id: input.leaveId },
    expectedVersion: input.expectedVersion,
    piiSubject: piiOf(input.personId),
  });
}
