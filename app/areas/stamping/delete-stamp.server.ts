// DeleteStamp: HR deletes a recorded stamp, with a reason (ADR-0030).
import type { Actor } from "~/domain/access/actor";
import type { Sql } from "~/db.server";
import { stampDecider } from "~/domain/stamping/decider";
import { lockedMonthsOf } from "~/events/queries/month-close.server";
import { handleCommand, type CommandMeta } from "~/events/handle-command.server";
import { piiOf, stampActorOf, type OnStamp } from "./stamp-command.server";

/** Deletes an active stamp (update profile and update stampingsLog, not one's own). */
export async function deleteStamp(sql: Sql, user: Actor, input: OnStamp & { reason: string }, meta: CommandMeta) {
  return handleCommand(sql, stampDecider, {
    command: { type: "DeleteStamp", deletedBy: stampActorOf(user), reason: input.reason, lockedMonths: await lockedMonthsOf(sql, input.personId) },
    meta,
    target: { id: input.stampId },
    expectedVersion: input.expectedVersion,
    piiSubject: piiOf(input.personId),
  });
}
