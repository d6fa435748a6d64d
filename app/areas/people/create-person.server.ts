// RegisterPerson from HR's new-user form (ADR-0033): HR or an administrator registers a person of
// one of their companies with a local account; the account is written by register-person.server.ts
// in the same transaction.
import type { Actor } from "~/domain/access/actor";
import { hashPassword } from "~/auth/password.server";
import type { Sql } from "~/db.server";
import { passwordProblem } from "~/domain/access/password-rules";
import { can } from "~/domain/access/permissions";
import type { PersonInput } from "~/domain/person/input";
import { forbidden, ruleBroken } from "~/domain/shared/errors";
import { readMessage } from "~/domain/shared/text-limits";
import type { CommandMeta, CommandOutcome } from "~/events/handle-command.server";
import { grantorOf, hrScopeOf, outsideScope, quickSalIdBy } from "./person-command.server";
import { registerPersonInput } from "./register-person.server";

/**
 * HR or an administrator registers a person with their local account (update hr): the company must
 * be one of the user's companies, the roles offered are the user's (ADR-0033), the password follows
 * the spec's rule and is stored hashed. A taken username is `user_already_exists` beside its field.
 */
export async function createPerson(sql: Sql, user: Actor, input: { person: PersonInput; password: string }, meta: CommandMeta): Promise<CommandOutcome> {
  if (!can(user.access, "update", "hr")) throw forbidden();
  if (!hrScopeOf(user).includes(input.person.companyCode)) throw outsideScope();
  const problem = passwordProblem(input.password);
  if (problem) {
    const { key, params } = readMessage(problem);
    throw ruleBroken(key, { field: "password", params });
  }
  const person: PersonInput = { ...input.person, quickSalId: quickSalIdBy(user, input.person) };
  const passwordHash = await hashPassword(input.password);
  return registerPersonInput(sql, person, { passwordHash, oidcSubject: null, grantor: grantorOf(user) }, meta);
}
