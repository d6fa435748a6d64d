// ChangeContactDetails: the person's own restricted profile form.
import type { Actor } from "~/domain/access/actor";
import type { Sql } from "~/db.server";
import { can } from "~/domain/access/permissions";
import { personDecider } from "~/domain/person/decider";
import type { ContactDetails } from "~/domain/person/events";
import { forbidden } from "~/domain/shared/errors";
import { handleCommand, type CommandMeta, type CommandOutcome } from "~/events/handle-command.server";
import { ownSubject } from "./person-command.server";

/** The person's own restricted form (read profile, which every role holds): their contacts. */
export async function changeOwnContacts(sql: Sql, user: Actor, input: { contact: ContactDetails; expectedVersion: number | null }, meta: CommandMeta): Promise<CommandOutcome> {
  if (!can(user.access, "read", "profile")) throw forbidden();
  return handleCommand(sql, personDecider, {
    command: { type: "ChangeContactDetails", contact: input.contact },
    meta,
    target: { id: user.id },
    expectedVersion: input.expectedVersion,
    piiSubject: ownSubject,
  });
}
