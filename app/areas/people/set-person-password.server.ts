// SetPassword (ADR-0006): the hash is written to the account (credentials are not events) and the
// person's other sessions end, in the command's transaction.
import type { Actor } from "~/domain/access/actor";
import { hashPassword } from "~/auth/password.server";
import type { Sql } from "~/db.server";
import { personDecider } from "~/domain/person/decider";
import { handleCommand, type CommandMeta } from "~/events/handle-command.server";
import { grantorOf } from "./person-command.server";

/** Sets a person's password: by an administrator (grantor) or by the person (null); ends their other sessions. */
export async function setPersonPassword(
  sql: Sql,
  input: { personId: number; password: string; grantor: Actor | null; keepSessionIdHash?: string },
  meta: CommandMeta,
) {
  const hash = await hashPassword(input.password);
  return handleCommand(sql, personDecider, {
    command: { type: "SetPassword", grantor: input.grantor ? grantorOf(input.grantor) : null },
    meta,
    target: { id: input.personId },
    afterAppend: async (tx) => {
      await tx`UPDATE accounts SET password_hash = ${hash}, updated_at = ${new Date(meta.now)} WHERE person_id = ${input.personId}`;
      await tx`DELETE FROM sessions WHERE person_id = ${input.personId} AND id_hash <> ${input.keepSessionIdHash ?? ""}`;
    },
  });
}
