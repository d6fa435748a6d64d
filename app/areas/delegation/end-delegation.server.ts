// EndDelegation (ADR-0104: one command a file); what the area's commands share is in delegation-command.server.ts.
import { grantorOf } from "./delegation-command.server";
import type { Sql } from "~/db.server";
import type { Actor } from "~/domain/access/actor";
import { delegationDecider } from "~/domain/delegation/decider";
import { handleCommand, type CommandMeta } from "~/events/handle-command.server";

/** Ends a delegation before its last day (the delegator, or an administrator). */
export function endDelegation(sql: Sql, user: Pick<Actor, "id" | "access">, delegationId: number, expectedVersion: number | null, meta: CommandMeta) {
  return handleCommand(sql, delegationDecider, {
    command: { type: "EndDelegation", endedBy: grantorOf(user) },
    meta,
    target: { id: delegationId },
    expectedVersion,
  });
}
