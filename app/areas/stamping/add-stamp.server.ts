// AddStamp: HR's entry of a stamp for someone (a new stamp record, ADR-0030).
import type { Actor } from "~/domain/access/actor";
import type { Sql } from "~/db.server";
import { notFound } from "~/domain/shared/errors";
import { stampDecider } from "~/domain/stamping/decider";
import type { StampKind } from "~/domain/stamping/types";
import { lockedMonthsOf } from "~/events/queries/month-close.server";
import { handleCommand, type CommandMeta } from "~/events/handle-command.server";
import { stampPersonOf } from "~/events/queries/stamps.server";
import { piiOf, stampActorOf } from "./stamp-command.server";

/** HR records a stamp for `personId` at the time they enter, with a reason. */
export async function addStamp(sql: Sql, user: Actor, input: { personId: number; kind: StampKind; stampedAt: string; reason: string }, meta: CommandMeta) {
  const person = await stampPersonOf(sql, input.personId);
  if (!person) throw notFound();
  const lockedMonths = await lockedMonthsOf(sql, input.personId);
  return handleCommand(sql, stampDecider, {
    command: (stampId) => ({
      type: "AddStamp" as const,
      stampId,
      person: person.principal,
      addedBy: stampActorOf(user),
      kind: input.kind,
      stampedAt: input.stampedAt,
      reason: input.reason,
      lockedMonths,
    }),
    meta,
    target: { sequence: "stamp_id_seq" },
    piiSubject: piiOf(input.personId),
  });
}
