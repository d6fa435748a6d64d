// ChangeAccess: an administrator changes a person's role and capability flags (ADR-0006). The rules
// are the person decider's (app/domain/access/grants.ts); a change to an active administrator runs
// under the last-administrator lock.
import type { Actor } from "~/domain/access/actor";
import type { Sql } from "~/db.server";
import type { Capability, Role } from "~/domain/access/permissions";
import { personDecider } from "~/domain/person/decider";
import { handleCommand, type CommandMeta } from "~/events/handle-command.server";
import { grantorOf, someAdministratorRemains, targetOf } from "./person-command.server";

/** Sets a person's role and capabilities as the grantor may (ADR-0006); never leaves no active administrator. */
export async function changePersonAccess(
  sql: Sql,
  user: Actor,
  input: { personId: number; role: Role | null; capabilities: Capability[]; expectedVersion: number | null },
  meta: CommandMeta,
) {
  const { activeAdmin, otherActiveAdmins } = await targetOf(sql, input.personId);
  return handleCommand(sql, personDecider, {
    command: { type: "ChangeAccess", role: input.role, capabilities: input.capabilities, grantor: grantorOf(user), otherActiveAdmins },
    meta,
    target: { id: input.personId },
    expectedVersion: input.expectedVersion,
    afterAppend: activeAdmin ? (tx) => someAdministratorRemains(tx) : undefined,
  });
}
