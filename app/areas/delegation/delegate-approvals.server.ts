// DelegateApprovals (ADR-0104: one command a file); what the area's commands share is in delegation-command.server.ts.
import { grantorOf, type DelegationInput } from "./delegation-command.server";
import type { Sql } from "~/db.server";
import type { Actor } from "~/domain/access/actor";
import { peopleCompanies, ROLE_RIGHTS } from "~/domain/access/permissions";
import { delegationDecider } from "~/domain/delegation/decider";
import { handleCommand, type CommandMeta } from "~/events/handle-command.server";
import { personAccess } from "~/events/queries/people.server";

/** Delegates the user's approvals of `kinds` to a person of their company scope for a period. */
export async function delegateApprovals(sql: Sql, user: Actor, input: DelegationInput, meta: CommandMeta) {
  const person = await personAccess(sql, input.delegateId);
  // someone outside the approver's scope is "unknown" to them, like someone who does not exist
  const inScope = person !== null && !person.erased && peopleCompanies(user.principal, user.access).includes(person.companyCode);
  // a delegate decides through the profile's forms: someone who may not post them (a worker, an
  // interim) could never act on the delegation, so is no candidate either
  const delegate = inScope && person.role !== null && ROLE_RIGHTS[person.role].includes("update:profile") ? { personId: person.id, active: person.active } : null;
  return handleCommand(sql, delegationDecider, {
    command: (delegationId) => ({ type: "DelegateApprovals" as const, delegationId, delegator: grantorOf(user), delegate, from: input.from, until: input.until, kinds: input.kinds }),
    meta,
    target: { sequence: "delegation_id_seq" },
  });
}
