// EditPerson: HR's whole form on an existing person of their companies (ADR-0033).
import type { Actor } from "~/domain/access/actor";
import type { Sql } from "~/db.server";
import { personDecider } from "~/domain/person/decider";
import type { PersonInput } from "~/domain/person/input";
import { hidesWorkerFields } from "~/domain/person/types";
import { handleCommand, type CommandMeta, type CommandOutcome } from "~/events/handle-command.server";
import { grantorOf, hrScopeOf, managedPerson, outsideScope, ownSubject, quickSalIdBy, someAdministratorRemains } from "./person-command.server";

/**
 * HR's whole form on an existing person (update hr, within the user's companies, never oneself):
 * identity, contacts, company (one of the user's), role (clearing assigned sites), employee record
 * and, with update quickSalId, the quick id. The email is fixed; a WORKER's hidden fields keep what
 * is recorded. A change to an active administrator runs under the last-administrator lock (ADR-0006).
 */
export async function editPerson(
  sql: Sql,
  user: Actor,
  input: { personId: number; person: PersonInput; expectedVersion: number | null },
  meta: CommandMeta,
): Promise<CommandOutcome> {
  const { target, activeAdmin, otherActiveAdmins } = await managedPerson(sql, user, input.personId);
  // a WORKER's form does not show the company: the decider keeps the recorded one
  const company = hidesWorkerFields(input.person.role) ? target.companyCode : input.person.companyCode;
  if (!hrScopeOf(user).includes(company)) throw outsideScope();
  const person: PersonInput = { ...input.person, quickSalId: quickSalIdBy(user, input.person) };
  return handleCommand(sql, personDecider, {
    command: { type: "EditPerson", input: person, grantor: grantorOf(user), otherActiveAdmins },
    meta,
    target: { id: input.personId },
    expectedVersion: input.expectedVersion,
    piiSubject: ownSubject,
    afterAppend: activeAdmin ? (tx) => someAdministratorRemains(tx) : undefined,
  });
}
