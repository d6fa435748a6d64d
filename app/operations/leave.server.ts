// The leave commands as the screens run them: request, edit, withdraw, approve, reject one leave
// (stream `leave-<id>`). Each loads what the rules need about the person the leave is about (their
// capabilities, their own working hours and their company's working-hours rules) and names the
// actor with their rights. The description is that person's personal data: every leave command
// encrypts with the key of `person-<personId>` (ADR-0007).
import type { CurrentUser } from "~/auth/user.server";
import type { Sql } from "~/db.server";
import type { RequestLeave, WorkingTimeInput } from "~/domain/leave/commands";
import { leaveDecider } from "~/domain/leave/decider";
import type { LeaveInput } from "~/domain/leave/period";
import type { LeaveActor } from "~/domain/leave/types";
import { notFound } from "~/domain/shared/errors";
import { handleCommand, type CommandMeta } from "~/events/handle-command.server";
import { leavePersonOf, type LeavePerson } from "~/events/queries/leaves.server";
import { workingHoursRulesFor } from "~/events/queries/working-hours.server";

/** The signed-in user as the leave rules see an actor. */
export const leaveActorOf = (user: CurrentUser): LeaveActor => ({ personId: user.id, rights: [...user.access.rights] });

const piiOf = (personId: number) => () => `person-${personId}`;

async function personOf(sql: Sql, personId: number): Promise<LeavePerson> {
  const person = await leavePersonOf(sql, personId);
  if (!person) throw notFound();
  return person;
}

/** The person's own hours and the working-hours rules of their company (a rule naming them beats one for all users, which beats their own fields). */
const workingTimeOf = async (sql: Sql, person: LeavePerson): Promise<WorkingTimeInput> => ({
  person: person.workingHours,
  rules: await workingHoursRulesFor(sql, person.companyCode),
});

/** Records a new request for `personId` (by the person or by HR for them); numbers the leave. */
export async function requestLeave(sql: Sql, user: CurrentUser, input: { personId: number; leave: LeaveInput }, meta: CommandMeta) {
  const person = await personOf(sql, input.personId);
  const workingTime = await workingTimeOf(sql, person);
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
    }),
    commandType: "RequestLeave",
    meta,
    target: { sequence: "leave_id_seq" },
    piiSubject: piiOf(person.personId),
  });
}

interface OnLeave {
  leaveId: number;
  /** the person the leave is about (from the leave's row) */
  personId: number;
  expectedVersion: number | null;
}

/** Changes a pending request. */
export async function editLeave(sql: Sql, user: CurrentUser, input: OnLeave & { leave: LeaveInput }, meta: CommandMeta) {
  const person = await personOf(sql, input.personId);
  return handleCommand(sql, leaveDecider, {
    command: { type: "EditLeaveRequest", editedBy: leaveActorOf(user), leave: input.leave, workingTime: await workingTimeOf(sql, person) },
    commandType: "EditLeaveRequest",
    meta,
    target: { id: input.leaveId },
    expectedVersion: input.expectedVersion,
    piiSubject: piiOf(input.personId),
  });
}

/** Withdraws a pending request; final. */
export function withdrawLeave(sql: Sql, user: CurrentUser, input: OnLeave, meta: CommandMeta) {
  return handleCommand(sql, leaveDecider, {
    command: { type: "WithdrawLeaveRequest", withdrawnBy: leaveActorOf(user) },
    commandType: "WithdrawLeaveRequest",
    meta,
    target: { id: input.leaveId },
    expectedVersion: input.expectedVersion,
    piiSubject: piiOf(input.personId),
  });
}

/** Approves a pending request (update leave or update hr; never one's own). */
export function approveLeave(sql: Sql, user: CurrentUser, input: OnLeave, meta: CommandMeta) {
  return handleCommand(sql, leaveDecider, {
    command: { type: "ApproveLeave", decidedBy: leaveActorOf(user) },
    commandType: "ApproveLeave",
    meta,
    target: { id: input.leaveId },
    expectedVersion: input.expectedVersion,
    piiSubject: piiOf(input.personId),
  });
}

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
