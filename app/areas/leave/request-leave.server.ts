// RequestLeave: a new request for a person, by the person or by HR for them (stream `leave-<id>`, numbered here).
import type { Actor } from "~/domain/access/actor";
import type { Sql } from "~/db.server";
import type { RequestLeave } from "~/domain/leave/commands";
import { leaveDecider } from "~/domain/leave/decider";
import type { LeaveInput } from "~/domain/leave/period";
import { handleCommand, type CommandMeta } from "~/events/handle-command.server";
import { leaveActorOf, noOverlapNow, personOf, piiOf, surroundingsOf, workingTimeOf } from "./leave-command.server";

/** Records a new request for `personId` (by the person or by HR for them); numbers the leave. */
export async function requestLeave(sql: Sql, user: Actor, input: { personId: number; leave: LeaveInput }, meta: CommandMeta) {
  const person = await personOf(sql, input.personId);
  const [workingTime, surroundings] = await Promise.all([workingTimeOf(sql, person), surroundingsOf(sql, person, input.leave, null)]);
  const wording = user.id === person.personId ? "own" : "other";
  return handleCommand(sql, leaveDecider, {
    command: (leaveId): RequestLeave => ({
      type: "RequestLeave",
      leaveId,
      personId: person.personId,
      personRole: person.role,
      personCapabilities: person.capabilities,
      recordedBy: leaveActorOf(user),
      leave: input.leave,
      workingTime,
      surroundings,
    }),
    meta,
    target: { sequence: "leave_id_seq" },
    piiSubject: piiOf(person.personId),
    afterAppend: (tx, _events, id) => noOverlapNow(tx, person.personId, id, { wording, approvedOnly: false }),
  });
}
