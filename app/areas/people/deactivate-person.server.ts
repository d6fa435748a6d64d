// DeactivatePerson (ADR-0006): the person's sessions end in the command's transaction (sessions are
// a table, not events).
import type { Actor } from "~/domain/access/actor";
import type { Sql } from "~/db.server";
import { personDecider } from "~/domain/person/decider";
import { handleCommand, type CommandMeta } from "~/events/handle-command.server";
import { grantorOf, someAdministratorRemains, targetOf } from "./person-command.server";

/** Deactivates a person: they cannot sign in, and every session of theirs ends in the same transaction. */
export async function deactivatePerson(sql: Sql, user: Actor | null, input: { personId: number; expectedVersion: number | null }, meta: CommandMeta) {
  const { activeAdmin, otherActiveAdmins } = await targetOf(sql, input.personId);
  return handleCommand(sql, personDecider, {
    command: { type: "DeactivatePerson", grantor: user ? grantorOf(user) : null, otherActiveAdmins },
    meta,
    target: { id: input.personId },
    expectedVersion: input.expectedVersion,
    afterAppend: async (tx) => {
      if (activeAdmin) await someAdministratorRemains(tx);
      await tx`DELETE FROM sessions WHERE person_id = ${input.personId}`;
    },
  });
}
