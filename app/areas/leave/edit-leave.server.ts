// EditLeaveRequest: a pending request changed (its period checked against the others again when it moved).
import type { Actor } from "~/domain/access/actor";
import type { Sql } from "~/db.server";
import { leaveDecider } from "~/domain/leave/decider";
import type { LeaveDetails } from "~/domain/leave/events";
import type { LeaveInput } from "~/domain/leave/period";
import { handleCommand, type CommandMeta } from "~/events/handle-command.server";
import { leaveById } from "~/events/queries/leaves.server";
import { leaveActorOf, noOverlapNow, periodOf, personOf, piiOf, surroundingsOf, workingTimeOf, type OnLeave } from "./leave-command.server";

/** Changes a pending request. */
export async function editLeave(sql: Sql, user: Actor, input: OnLeave & { leave: LeaveInput }, meta: CommandMeta) {
  const person = await personOf(sql, input.personId);
  const [workingTime, surroundings, before] = await Promise.all([
    workingTimeOf(sql, person),
    surroundingsOf(sql, person, input.leave, input.leaveId),
    leaveById(sql, input.leaveId),
  ]);
  const wording = user.id === person.personId ? "own" : "other";
  return handleCommand(sql, leaveDecider, {
    command: { type: "EditLeaveRequest", editedBy: leaveActorOf(user), leave: input.leave, workingTime, surroundings },
    meta,
    target: { id: input.leaveId },
    expectedVersion: input.expectedVersion,
    piiSubject: piiOf(input.personId),
    afterAppend: async (tx, events) => {
      const edited = events.find((e) => e.type === "LeaveRequestEdited")?.data as { details?: LeaveDetails } | undefined;
      // as the rules: nothing recorded, or an unchanged period, is not checked again (a description corrected on a request recorded before the rule)
      if (!edited?.details) return;
      if (before && JSON.stringify(periodOf(edited.details)) === JSON.stringify(periodOf(before.details))) return;
      await noOverlapNow(tx, person.personId, input.leaveId, { wording, approvedOnly: false });
    },
  });
}
