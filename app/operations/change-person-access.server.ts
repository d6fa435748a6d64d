// Role and capability flags of a person, and a password set by an administrator (ADR-0006).
import type { Sql } from "~/db.server";
import type { CurrentUser } from "~/auth/user.server";
import type { Capability, Role } from "~/domain/access/permissions";
import { personDecider } from "~/domain/person/decider";
import { handleCommand, type CommandMeta } from "~/events/handle-command.server";
import { hashPassword } from "~/auth/password.server";

const grantorOf = (user: CurrentUser) => ({ personId: user.id, rights: [...user.access.rights] });

export function changePersonAccess(
  sql: Sql,
  user: CurrentUser,
  input: { personId: number; role: Role | null; capabilities: Capability[]; expectedVersion: number | null },
  meta: CommandMeta,
) {
  return handleCommand(sql, personDecider, {
    command: { type: "ChangeAccess", role: input.role, capabilities: input.capabilities, grantor: grantorOf(user) },
    commandType: "ChangeAccess",
    meta,
    target: { id: input.personId },
    expectedVersion: input.expectedVersion,
  });
}

/** Sets a person's password: by an administrator (grantor) or by the person (null); ends their other sessions. */
export async function setPersonPassword(
  sql: Sql,
  input: { personId: number; password: string; grantor: CurrentUser | null; keepSessionIdHash?: string },
  meta: CommandMeta,
) {
  const hash = await hashPassword(input.password);
  return handleCommand(sql, personDecider, {
    command: { type: "SetPassword", grantor: input.grantor ? grantorOf(input.grantor) : null },
    commandType: "SetPassword",
    meta,
    target: { id: input.personId },
    afterAppend: async (tx) => {
      await tx`UPDATE accounts SET password_hash = ${hash}, updated_at = ${new Date(meta.now)} WHERE person_id = ${input.personId}`;
      await tx`DELETE FROM sessions WHERE person_id = ${input.personId} AND id_hash <> ${input.keepSessionIdHash ?? ""}`;
    },
  });
}
