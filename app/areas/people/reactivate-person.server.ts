// ActivatePerson (ADR-0006): a deactivated person may sign in again.
import type { Actor } from "~/domain/access/actor";
import type { Sql } from "~/db.server";
import { personDecider } from "~/domain/person/decider";
import { handleCommand, type CommandMeta } from "~/events/handle-command.server";
import { grantorOf } from "./person-command.server";

/** Reactivates a person: they may sign in again with their password; their old sessions stay ended. */
export function reactivatePerson(sql: Sql, user: Actor | null, input: { personId: number; expectedVersion: number | null }, meta: CommandMeta) {
  return handleCommand(sql, personDecider, {
    command: { type: "ActivatePerson", grantor: user ? grantorOf(user) : null },
    meta,
    target: { id: input.personId },
    expectedVersion: input.expectedVersion,
  });
}
