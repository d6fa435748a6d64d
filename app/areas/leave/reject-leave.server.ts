// RejectLeave: a pending request rejected.
import { LEAVE_DECISIONS } from "~/domain/leave/commands";
import type { Actor } from "~/domain/access/actor";
import type { Sql } from "~/db.server";
import type { DelegatedAuthority } from "~/domain/delegation/approval";
import { leaveDecider } from "~/domain/leave/decider";
import { handleCommand, type CommandMeta } from "~/events/handle-command.server";
import { leaveActorOf, piiOf, type OnLeave } from "./leave-command.server";

/** Rejects a pending request (update leave or update hr; never one's own). */
export function rejectLeave(sql: Sql, user: Actor, input: OnLeave, meta: CommandMeta, onBehalf: DelegatedAuthority | null = null) {
  return handleCommand(sql, leaveDecider, {
    command: { type: LEAVE_DECISIONS.reject.commandType, decidedBy: leaveActorOf(user), onBehalf },
    meta,
    target: { id: input.leaveId },
    expectedVersion: input.expectedVersion,
    piiSubject: piiOf(input.personId),
  });
}
