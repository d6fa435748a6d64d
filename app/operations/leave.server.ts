// The leave commands as the screens run them: request, edit, withdraw, approve, reject one leave
// (stream `leave-<id>`). Each loads what the rules need about the person the leave is about (their
// capabilities, their own working hours and their company's working-hours rules) and names the
// actor with their rights. The description is that person's personal data: every leave command
// encrypts with the key of `person-<personId>` (ADR-0007).
//
// A person's periods never overlap (see app/domain/leave/overlap.ts): the rules get the person's
// other pending and approved requests as read before the command, and two requests sent at once
// could both pass that. So every command that can add or move a period that counts checks again
// inside its transaction, after its own row is written, under a lock on the person: the later of
// two then waits for the earlier's commit, sees its row and is refused with the same message.
import type { Actor } from "~/domain/access/actor";
import type { Sql, Tx } from "~/db.server";
import { LEAVE_DECISIONS, type LeaveSurroundings, type RequestLeave, type WorkingTimeInput } from "~/domain/leave/commands";
import { leaveDecider } from "~/domain/leave/decider";
import type { LeaveDetails } from "~/domain/leave/events";
import { firstOverlap, overlapRefusal } from "~/domain/leave/overlap";
import { leaveInputDates, type LeaveInput } from "~/domain/leave/period";
import type { LeaveActor } from "~/domain/leave/types";
import { notFound } from "~/domain/shared/errors";
import { handleCommand, type CommandMeta } from "~/events/handle-command.server";
import { festivityDaysBetween, leaveById, leavePersonOf, otherLeavesOf, type LeavePerson } from "~/events/queries/leaves.server";
import { workingHoursRulesFor } from "~/events/queries/working-hours.server";

/** The signed-in user as the leave rules see an actor. */
export const leaveActorOf = (user: Actor): LeaveActor => ({ personId: user.id, rights: [...user.access.rights] });

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

/** The person's other requests that still count, and their company's festivities on the days the input covers. */
async function surroundingsOf(sql: Sql, person: LeavePerson, leave: LeaveInput, except: number | null): Promise<LeaveSurroundings> {
  const dates = leaveInputDates(leave);
  const [others, festivities] = await Promise.all([
    otherLeavesOf(sql, person.personId, except),
    dates ? festivityDaysBetween(sql, person.companyCode, dates.startDate, dates.endDate) : Promise.resolve([]),
  ]);
  return { others, festivities };
}

const LEAVE_PERIOD_LOCK = 7230; // advisory lock namespace: one change to a person's leave periods at a time

const periodOf = (d: LeaveDetails) => ({ shape: d.shape, startAt: d.startAt, endAt: d.endAt, startDate: d.startDate, endDate: d.endDate });

/**
 * The overlap rule once more, inside the command's transaction and under the person's lock, against
 * what is committed now (the transaction reads each statement afresh: READ COMMITTED) and its own
 * row: refused like the rules refuse, and everything of this command rolls back.
 */
async function noOverlapNow(tx: Tx, personId: number, leaveId: number, opts: { wording: "own" | "other"; approvedOnly: boolean }): Promise<void> {
  await tx`SELECT pg_advisory_xact_lock(${LEAVE_PERIOD_LOCK}, ${personId}::int)`;
  const own = await leaveById(tx, leaveId);
  if (!own) return;
  const other = firstOverlap(periodOf(own.details), await otherLeavesOf(tx, personId, leaveId), { approvedOnly: opts.approvedOnly });
  if (other) throw overlapRefusal(other, opts.wording);
}

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
    commandType: "RequestLeave",
    meta,
    target: { sequence: "leave_id_seq" },
    piiSubject: piiOf(person.personId),
    afterAppend: (tx, _events, id) => noOverlapNow(tx, person.personId, id, { wording, approvedOnly: false }),
  });
}

interface OnLeave {
  leaveId: number;
  /** the person the leave is about (from the leave's row) */
  personId: number;
  expectedVersion: number | null;
}

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
    commandType: "EditLeaveRequest",
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

/** Withdraws a pending request; final. */
export function withdrawLeave(sql: Sql, user: Actor, input: OnLeave, meta: CommandMeta) {
  return handleCommand(sql, leaveDecider, {
    command: { type: "WithdrawLeaveRequest", withdrawnBy: leaveActorOf(user) },
    commandType: "WithdrawLeaveRequest",
    meta,
    target: { id: input.leaveId },
    expectedVersion: input.expectedVersion,
    piiSubject: piiOf(input.personId),
  });
}

/** Approves a pending request (update leave or update hr; never one's own; never over an approved one). */
export async function approveLeave(sql: Sql, user: Actor, input: OnLeave, meta: CommandMeta) {
  const others = await otherLeavesOf(sql, input.personId, input.leaveId);
  return handleCommand(sql, leaveDecider, {
    command: { type: LEAVE_DECISIONS.approve.commandType, decidedBy: leaveActorOf(user), others },
    commandType: LEAVE_DECISIONS.approve.commandType,
    meta,
    target: { id: input.leaveId },
    expectedVersion: input.expectedVersion,
    piiSubject: piiOf(input.personId),
    afterAppend: (tx) => noOverlapNow(tx, input.personId, input.leaveId, { wording: "other", approvedOnly: true }),
  });
}

/** Rejects a pending request (update leave or update hr; never one's own). */
export function rejectLeave(sql: Sql, user: Actor, input: OnLeave, meta: CommandMeta) {
  return handleCommand(sql, leaveDecider, {
    command: { type: LEAVE_DECISIONS.reject.commandType, decidedBy: leaveActorOf(user) },
    commandType: LEAVE_DECISIONS.reject.commandType,
    meta,
    target: { id: input.leaveId },
    expectedVersion: input.expectedVersion,
    piiSubject: piiOf(input.personId),
  });
}
