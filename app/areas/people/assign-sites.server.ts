// AssignSites: HR assigns the construction sites of a WORKER or INTERIM (ADR-0033).
import type { Actor } from "~/domain/access/actor";
import type { Sql } from "~/db.server";
import { siteCompanies } from "~/domain/access/permissions";
import { personDecider } from "~/domain/person/decider";
import { ruleBroken } from "~/domain/shared/errors";
import { handleCommand, type CommandMeta, type CommandOutcome } from "~/events/handle-command.server";
import { managedPerson, ownSubject } from "./person-command.server";

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
    meta,
    target: { id: input.personId },
    expectedVersion: input.expectedVersion,
    piiSubject: ownSubject,
  });
}
