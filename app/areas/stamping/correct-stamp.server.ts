// CorrectStamp: HR corrects a recorded stamp (a correcting event, never an edit; ADR-0030).
import type { Actor } from "~/domain/access/actor";
import type { Sql } from "~/db.server";
import { stampDecider } from "~/domain/stamping/decider";
import type { StampKind } from "~/domain/stamping/types";
import { lockedMonthsOf } from "~/events/queries/month-close.server";
import { handleCommand, type CommandMeta } from "~/events/handle-command.server";
import { piiOf, stampActorOf, type OnStamp } from "./stamp-command.server";

/** Corrects an active stamp's kind or time (update stampingsLog, not one's own). */
export async function correctStamp(sql: Sql, user: Actor, input: OnStamp & { kind: StampKind; stampedAt: string; reason: string }, meta: CommandMeta) {
  return handleCommand(sql, stampDecider, {
    command: { type: "CorrectStamp", correctedBy: stampActorOf(user), kind: input.kind, stampedAt: input.stampedAt, reason: input.reason, lockedMonths: await lockedMonthsOf(sql, input.personId) },
    meta,
    target: { id: input.stampId },
    expectedVersion: input.expectedVersion,
    piiSubject: piiOf(input.personId),
  });
}
