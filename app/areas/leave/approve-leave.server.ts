// ApproveLeave: a pending request approved (never over an approved one: checked again in the transaction).
import { LEAVE_DECISIONS } from "~/domain/leave/commands";
import type { Actor } from "~/domain/access/actor";
import type { Sql } from "~/db.server";
import type { DelegatedAuthority } from "~/domain/delegation/approval";
import { leaveDecider } from "~/domain/leave/decider";
import { handleCommand, type CommandMeta } from "~/events/handle-command.server";
import { otherLeavesOf } from "~/events/queries/leaves.server";
import { leaveActorOf, noOverlapNow, piiOf, type OnLeave } from "./leave-command.server";

/** Approves a pending request (update leave or update hr; never one's own; never over an approved one). */
export async function approveLeave(sql: Sql, user: Actor, input: OnLeave, meta: CommandMeta, onBehalf: DelegatedAuthority | null = null) {
  const others = await otherLeavesOf(sql, input.personId, input.leaveId);
  return handleCommand(sql, leaveDecider, {
    command: { type: LEAVE_DECISIONS.approve.commandType, decidedBy: leaveActorOf(user), onBehalf, others },
    meta,
    target: { id: input.leaveId },
    expectedVersion: input.expectedVersion,
    piiSubject: piiOf(input.personId),
    afterAppend: (tx) => noOverlapNow(tx, input.personId, input.leaveId, { wording: "other", approvedOnly: true }),
  });
}
