// ApproveLeave: a pending request approved (never over an approved one: checked again in the
// transaction); under a second-approval rule of the person's company, in two steps (ADR-0139).
import { LEAVE_DECISIONS, type ApproveLeave } from "~/domain/leave/commands";
import type { Actor } from "~/domain/access/actor";
import type { Sql } from "~/db.server";
import type { DelegatedAuthority } from "~/domain/delegation/approval";
import { leaveDecider } from "~/domain/leave/decider";
import { handleCommand, type CommandMeta } from "~/events/handle-command.server";
import { festivityDaysBetween, leaveById, leavePersonOf, otherLeavesOf } from "~/events/queries/leaves.server";
import { approvalRulesForPerson } from "~/events/queries/second-approval.server";
import { leaveActorOf, noOverlapNow, piiOf, type OnLeave } from "./leave-command.server";

/**
 * The leave rules of the person's company and their company's festivities on the request's days:
 * the decider picks the rule that asks for a second approval, if any (ADR-0139), as it reads the
 * period lock's months (ADR-0138).
 */
async function secondApprovalOf(sql: Sql, input: OnLeave): Promise<ApproveLeave["secondApproval"]> {
  const [rules, leave, person] = await Promise.all([approvalRulesForPerson(sql, input.personId, "leave"), leaveById(sql, input.leaveId), leavePersonOf(sql, input.personId)]);
  if (rules.length === 0 || !leave || !person) return { rules, festivities: [] };
  return { rules, festivities: await festivityDaysBetween(sql, person.companyCode, leave.details.startDate, leave.details.endDate) };
}

/** Approves a pending request (update leave or update hr; never one's own; never over an approved one). */
export async function approveLeave(sql: Sql, user: Actor, input: OnLeave, meta: CommandMeta, onBehalf: DelegatedAuthority | null = null) {
  const [others, secondApproval] = await Promise.all([otherLeavesOf(sql, input.personId, input.leaveId), secondApprovalOf(sql, input)]);
  return handleCommand(sql, leaveDecider, {
    command: { type: LEAVE_DECISIONS.approve.commandType, decidedBy: leaveActorOf(user), onBehalf, others, secondApproval },
    meta,
    target: { id: input.leaveId },
    expectedVersion: input.expectedVersion,
    piiSubject: piiOf(input.personId),
    afterAppend: (tx) => noOverlapNow(tx, input.personId, input.leaveId, { wording: "other", approvedOnly: true }),
  });
}
