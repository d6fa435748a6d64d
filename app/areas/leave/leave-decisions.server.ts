// Approving and rejecting leave requests as HR's lists run them: one row's decision, or a bulk
// decision (request-decisions.server.ts) where every request is its own command. The rules are the
// decider's (`leaveDecisionProblem`); a refusal is worded for the person who tried: who closed the
// request first and when, that it was changed meanwhile, that it is their own, or which approved
// request of the person it overlaps.
import type { CurrentUser } from "~/auth/user.server";
import type { Sql } from "~/db.server";
import { leaveDecider, leaveDecisionProblem, type LeaveState } from "~/domain/leave/decider";
import type { LeaveEvent } from "~/domain/leave/events";
import type { Decision } from "~/domain/shared/approvable";
import type { CommandMeta } from "~/events/handle-command.server";
import { otherLeavesOf } from "~/events/queries/leaves.server";
import { approveLeave } from "./approve-leave.server";
import { leaveActorOf } from "./leave-command.server";
import { rejectLeave } from "./reject-leave.server";
import type { DecisionArea } from "~/areas/approvals/request-decisions.server";

interface OnLeave {
  leaveId: number;
  personId: number;
  expectedVersion: number | null;
}

/** One decision on one request. */
export function decideLeave(sql: Sql, user: CurrentUser, decision: Decision, input: OnLeave, meta: CommandMeta) {
  return decision === "approve" ? approveLeave(sql, user, input, meta) : rejectLeave(sql, user, input, meta);
}

/** Leave requests as the shared decision pages run them. */
export const leaveDecisions: DecisionArea<LeaveState, LeaveEvent> = {
  noun: "leave",
  decider: leaveDecider,
  decide: (sql, user, decision, item, meta) => decideLeave(sql, user, decision, { leaveId: item.id, personId: item.personId, expectedVersion: item.expectedVersion }, meta),
  async problem(sql, user, decision, state) {
    const actor = leaveActorOf(user);
    if (decision === "reject") return leaveDecisionProblem(state, actor, { decision });
    // an approval may not overlap an approved request of the person: the rules ask about the rows as they are now
    const others = state.status === "PENDING" ? await otherLeavesOf(sql, state.personId, state.leaveId) : [];
    return leaveDecisionProblem(state, actor, { decision, others });
  },
};
