// AcceptMissingStamp: HR accepts a pending proposal (ADR-0030).
import type { Actor } from "~/domain/access/actor";
import type { Sql } from "~/db.server";
import { stampDecider } from "~/domain/stamping/decider";
import { lockedMonthsOf } from "~/events/queries/month-close.server";
import { handleCommand, type CommandMeta } from "~/events/handle-command.server";
import { stampActorOf, type OnStamp } from "./stamp-command.server";

/** HR accepts a pending proposal: it counts from now on. */
export async function acceptMissingStamp(sql: Sql, user: Actor, input: OnStamp, meta: CommandMeta) {
  return handleCommand(sql, stampDecider, {
    command: { type: "AcceptMissingStamp", decidedBy: stampActorOf(user), lockedMonths: await lockedMonthsOf(sql, input.personId) },
    meta,
    target: { id: input.stampId },
    expectedVersion: input.expectedVersion,
  });
}
