// RefuseMissingStamp: HR refuses a pending proposal (ADR-0030); a reason given is the person's
// personal data (ADR-0007).
import type { Actor } from "~/domain/access/actor";
import type { Sql } from "~/db.server";
import { stampDecider } from "~/domain/stamping/decider";
import { handleCommand, type CommandMeta } from "~/events/handle-command.server";
import { piiOf, stampActorOf, type OnStamp } from "./stamp-command.server";

/** HR refuses a pending proposal, with an optional reason. */
export function refuseMissingStamp(sql: Sql, user: Actor, input: OnStamp & { reason: string }, meta: CommandMeta) {
  return handleCommand(sql, stampDecider, {
    command: { type: "RefuseMissingStamp", decidedBy: stampActorOf(user), reason: input.reason },
    meta,
    target: { id: input.stampId },
    expectedVersion: input.expectedVersion,
    piiSubject: input.reason.trim() ? piiOf(input.personId) : undefined,
  });
}
