// The person commands as the screens run them (ADR-0033): HR or an administrator registers and
// edits people of the companies they see; the person changes their own identity and contacts and
// their notification settings; HR assigns the construction sites of a WORKER or INTERIM. The
// rules are the person decider's; here the facts they need are read (the grantor's rights, the
// other active administrators, the companies in the user's scope) and every command carries the
// command id and the expected version its form sent. Personal data is encrypted with the key of
// `person-<id>` (ADR-0007). Avatars and legal documents, which store files, are in
// person-files.server.ts; access, deactivation and erasure in change-person-access.server.ts.
import type { Actor } from "~/domain/access/actor";
import { hashPassword } from "~/auth/password.server";
import type { Sql } from "~/db.server";
import { passwordProblem } from "~/domain/access/password-rules";
import { can, peopleCompanies, siteCompanies } from "~/domain/access/permissions";
import type { CompanyCode } from "~/domain/company/companies";
import { personDecider } from "~/domain/person/decider";
import type { ContactDetails, NotificationSettings, PersonDetails } from "~/domain/person/events";
import type { PersonInput } from "~/domain/person/input";
import { hidesWorkerFields } from "~/domain/person/types";
import { DomainError, forbidden, notFound, ruleBroken } from "~/domain/shared/errors";
import { readMessage } from "~/domain/shared/text-limits";
import { handleCommand, type CommandMeta, type CommandOutcome } from "~/events/handle-command.server";
import { grantorOf, someAdministratorRemains, targetOf } from "./change-person-access.server";
import { registerPersonInput } from "./register-person.server";

/** Every person command's personal data is the person's own (ADR-0007). */
const ownSubject = (streamId: string) => streamId;

/** The companies whose people the user may register and edit: those they see in HR (ADR-0006). */
export function hrScopeOf(user: Pick<Actor, "principal" | "access">): CompanyCode[] {
  return peopleCompanies(user.principal, user.access);
}

const outsideScope = () => new DomainError("forbidden", "person.company_not_in_scope", { field: "companyCode" });

/**
 * A person the user manages: update hr, and the person within the user's companies and not erased;
 * another company's person reads exactly like an unknown one (a 404).
 */
export async function managedPerson(sql: Sql, user: Actor, personId: number) {
  if (!can(user.access, "update", "hr")) throw forbidden();
  const target = await targetOf(sql, personId);
  if (!hrScopeOf(user).includes(target.target.companyCode)) throw notFound();
  return target;
}

/** What the user may set of the quick id: the form's value with update quickSalId, nothing otherwise. */
const quickSalIdBy = (user: Actor, person: PersonInput): PersonInput["quickSalId"] => (can(user.access, "update", "quickSalId") ? person.quickSalId : undefined);

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
    commandType: "EditPerson",
    meta,
    target: { id: input.personId },
    expectedVersion: input.expectedVersion,
    piiSubject: ownSubject,
    afterAppend: activeAdmin ? (tx) => someAdministratorRemains(tx) : undefined,
  });
}

/** The person's own full profile form (update profile): identity and contacts. */
export async function changeOwnDetails(
  sql: Sql,
  user: Actor,
  input: { details: PersonDetails; contact: ContactDetails; expectedVersion: number | null },
  meta: CommandMeta,
): Promise<CommandOutcome> {
  if (!can(user.access, "update", "profile")) throw forbidden();
  return handleCommand(sql, personDecider, {
    command: { type: "ChangePersonDetails", details: input.details, contact: input.contact },
    commandType: "ChangePersonDetails",
    meta,
    target: { id: user.id },
    expectedVersion: input.expectedVersion,
    piiSubject: ownSubject,
  });
}

/** The person's own restricted form (read profile, which every role holds): their contacts. */
export async function changeOwnContacts(sql: Sql, user: Actor, input: { contact: ContactDetails; expectedVersion: number | null }, meta: CommandMeta): Promise<CommandOutcome> {
  if (!can(user.access, "read", "profile")) throw forbidden();
  return handleCommand(sql, personDecider, {
    command: { type: "ChangeContactDetails", contact: input.contact },
    commandType: "ChangeContactDetails",
    meta,
    target: { id: user.id },
    expectedVersion: input.expectedVersion,
    piiSubject: ownSubject,
  });
}

/** The person's own notification toggles (the profile's settings page). */
export async function changeNotificationSettings(sql: Sql, user: Actor, input: { settings: NotificationSettings; expectedVersion: number | null }, meta: CommandMeta): Promise<CommandOutcome> {
  if (!can(user.access, "read", "profile")) throw forbidden();
  const settings: NotificationSettings = { sites: input.settings.sites === true, files: input.settings.files === true, stampingHours: input.settings.stampingHours === true };
  return handleCommand(sql, personDecider, {
    command: { type: "ChangeNotificationSettings", settings },
    commandType: "ChangeNotificationSettings",
    meta,
    target: { id: user.id },
    expectedVersion: input.expectedVersion,
    piiSubject: ownSubject,
  });
}

/**
 * HR assigns the construction sites of a WORKER or INTERIM (update hr, the person within the user's
 * companies): every site must be one the user sees; an empty list clears them.
 */
export async function assignSites(
  sql: Sql,
  user: Actor,
  input: { personId: number; siteIds: readonly number[]; expectedVersion: number | null },
  meta: CommandMeta,
): Promise<CommandOutcome> {
  await managedPerson(sql, user, input.personId);
  const wanted = [...new Set(input.siteIds)];
  if (wanted.some((id) => !Number.isSafeInteger(id) || id <= 0)) throw ruleBroken("person.unknown_site", { field: "siteIds" });
  if (wanted.length > 0) {
    const companies = siteCompanies(user.principal, user.access);
    const [{ n }] = await sql<{ n: number }[]>`
      SELECT count(*)::int AS n FROM site_list WHERE id = ANY(${wanted}::bigint[]) AND company_code = ANY(${companies}::text[])`;
    if (n !== wanted.length) throw ruleBroken("person.unknown_site", { field: "siteIds" });
  }
  return handleCommand(sql, personDecider, {
    command: { type: "AssignSites", siteIds: wanted },
    commandType: "AssignSites",
    meta,
    target: { id: input.personId },
    expectedVersion: input.expectedVersion,
    piiSubject: ownSubject,
  });
}
