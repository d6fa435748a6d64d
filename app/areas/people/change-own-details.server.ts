// ChangePersonDetails: the person's own full profile form.
import type { Actor } from "~/domain/access/actor";
import type { Sql } from "~/db.server";
import { can } from "~/domain/access/permissions";
import { personDecider } from "~/domain/person/decider";
import type { ContactDetails, PersonDetails } from "~/domain/person/events";
import { forbidden } from "~/domain/shared/errors";
import { handleCommand, type CommandMeta, type CommandOutcome } from "~/events/handle-command.server";
import { ownSubject } from "./person-command.server";

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
    meta,
    target: { id: user.id },
    expectedVersion: input.expectedVersion,
    piiSubject: ownSubject,
  });
}
