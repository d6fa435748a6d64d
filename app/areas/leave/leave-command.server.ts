// What the leave commands (request-, edit-, withdraw-, approve-, reject-leave.server.ts; stream
// `leave-<id>`) share: the actor with their rights, the person the leave is about (their
// capabilities, their own working hours and their company's working-hours rules), and the overlap
// rule checked once more inside the command's transaction. The description is that person's
// personal data: every leave command encrypts with the key of `person-<personId>` (ADR-0007).
//
// A person's periods never overlap (see app/domain/leave/overlap.ts): the rules get the person's
// other pending and approved requests as read before the command, and two requests sent at once
// could both pass that. So every command that can add or move a period that counts checks again
// inside its transaction, after its own row is written, under a lock on the person: the later of
// two then waits for the earlier's commit, sees its row and is refused with the same message.
import type { Actor } from "~/domain/access/actor";
import type { Sql, Tx } from "~/db.server";
import type { LeaveSurroundings, WorkingTimeInput } from "~/domain/leave/commands";
import type { LeaveDetails } from "~/domain/leave/events";
import { firstOverlap, overlapRefusal } from "~/domain/leave/overlap";
import { leaveInputDates, type LeaveInput } from "~/domain/leave/period";
import type { LeaveActor } from "~/domain/leave/types";
import { notFound } from "~/domain/shared/errors";
import { festivityDaysBetween, leaveById, leavePersonOf, otherLeavesOf, type LeavePerson } from "~/events/queries/leaves.server";
import { workingHoursRulesFor } from "~/events/queries/working-hours.server";

/** The signed-in user as the leave rules see an actor. */
export const leaveActorOf = (user: Actor): LeaveActor => ({ personId: user.id, rights: [...user.access.rights] });

/** Every leave command encrypts with the key of the person the leave is about (ADR-0007). */
export const piiOf = (personId: number) => () => `person-${personId}`;

/** What the rules need about the person the leave is about; an unknown person is not found. */
export async function personOf(sql: Sql, personId: number): Promise<LeavePerson> {
  const person = await leavePersonOf(sql, personId);
  if (!person) throw notFound();
  return person;
}

/** The person's own hours and the working-hours rules of their company (a rule naming them beats one for all users, which beats their own fields). */
export const workingTimeOf = async (sql: Sql, person: LeavePerson): Promise<WorkingTimeInput> => ({
  person: person.workingHours,
  rules: await workingHoursRulesFor(sql, person.companyCode),
});

/** The person's other requests that still count, and their company's festivities on the days the input covers. */
export async function surroundingsOf(sql: Sql, person: LeavePerson, leave: LeaveInput, except: number | null): Promise<LeaveSurroundings> {
  const dates = leaveInputDates(leave);
  const [others, festivities] = await Promise.all([
    otherLeavesOf(sql, person.personId, except),
    dates ? festivityDaysBetween(sql, person.companyCode, dates.startDate, dates.endDate) : Promise.resolve([]),
  ]);
  return { others, festivities };
}

const LEAVE_PERIOD_LOCK = 7230; // advisory lock namespace: one change to a person's leave periods at a time

export const periodOf = (d: LeaveDetails) => ({ shape: d.shape, startAt: d.startAt, endAt: d.endAt, startDate: d.startDate, endDate: d.endDate });

/**
 * The overlap rule once more, inside the command's transaction and under the person's lock, against
 * what is committed now (the transaction reads each statement afresh: READ COMMITTED) and its own
 * row: refused like the rules refuse, and everything of this command rolls back.
 */
export async function noOverlapNow(tx: Tx, personId: number, leaveId: number, opts: { wording: "own" | "other"; approvedOnly: boolean }): Promise<void> {
  await tx`SELECT pg_advisory_xact_lock(${LEAVE_PERIOD_LOCK}, ${personId}::int)`;
  const own = await leaveById(tx, leaveId);
  if (!own) return;
  const other = firstOverlap(periodOf(own.details), await otherLeavesOf(tx, personId, leaveId), { approvedOnly: opts.approvedOnly });
  if (other) throw overlapRefusal(other, opts.wording);
}

/** A command on one recorded leave. */
export interface OnLeave {
  leaveId: number;
  /** the person the leave is about (from the leave's row) */
  personId: number;
  expectedVersion: number | null;
}
