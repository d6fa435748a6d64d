// Registers a person (events) and, when a username is given, their local account (an ordinary
// table: credentials are not events) in the same transaction.
import type { Sql } from "~/db.server";
import { personDecider, type PersonCommand } from "~/domain/person/decider";
import { handleCommand, type CommandMeta } from "~/events/handle-command.server";

type Register = Extract<PersonCommand, { type: "RegisterPerson" }>;

export async function registerPerson(
  sql: Sql,
  input: Omit<Register, "type" | "personId"> & { passwordHash: string | null; oidcSubject?: string | null },
  meta: CommandMeta,
) {
  const { passwordHash, oidcSubject, ...rest } = input;
  return handleCommand(sql, personDecider, {
    command: (id: number): Register => ({ type: "RegisterPerson", personId: id, ...rest }),
    commandType: "RegisterPerson",
    meta,
    target: { sequence: "person_id_seq" },
    piiSubject: (streamId) => streamId,
    afterAppend: async (tx, _events, id) => {
      await tx`
        INSERT INTO accounts (person_id, username, password_hash, oidc_subject, created_at, updated_at)
        VALUES (${id}, ${rest.personal.username}, ${passwordHash}, ${oidcSubject ?? null}, ${new Date(meta.now)}, ${new Date(meta.now)})`;
    },
  });
}
