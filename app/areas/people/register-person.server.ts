// Registers a person (events) and, when a username is given, their local account (an ordinary
// table: credentials are not events) in the same transaction. A username already taken is
// `user_already_exists` (the spec's key), beside the username field.
import type { Sql } from "~/db.server";
import type { Grantor } from "~/domain/access/grants";
import type { Capability, Role } from "~/domain/access/permissions";
import type { CompanyCode } from "~/domain/company/companies";
import { personDecider, type PersonCommand } from "~/domain/person/decider";
import type { EmployeeRecord, PersonalData } from "~/domain/person/events";
import type { PersonInput } from "~/domain/person/input";
import { ruleBroken } from "~/domain/shared/errors";
import { isUuid } from "~/domain/shared/ids";
import { handleCommand, type CommandMeta } from "~/events/handle-command.server";

type Register = Extract<PersonCommand, { type: "RegisterPerson" }>;

export interface Registration {
  companyCode: CompanyCode;
  role: Role | null;
  capabilities: Capability[];
  employee: EmployeeRecord;
  personal: PersonalData;
  quickSalId?: string | null;
  passwordHash: string | null;
  oidcSubject?: string | null;
  /** null or absent: the system (seed, command-line tools) */
  grantor?: Grantor | null;
}

/** A registration's form input: the personal data split as the form holds it. */
function personInputOf(r: Omit<Registration, "passwordHash" | "oidcSubject" | "grantor">): PersonInput {
  const p = r.personal;
  return {
    details: { firstName: p.firstName, lastName: p.lastName, birthday: p.birthday, gender: p.gender, civilStatus: p.civilStatus, childrenNumber: p.childrenNumber, motherLanguage: p.motherLanguage },
    contact: { address: p.address, zip: p.zip, city: p.city, countryId: p.countryId, personalMail: p.personalMail, officeMail: p.officeMail, phones: p.phones },
    email: p.email,
    username: p.username,
    companyCode: r.companyCode,
    role: r.role,
    capabilities: r.capabilities,
    employee: r.employee,
    quickSalId: r.quickSalId ?? null,
  };
}

export async function registerPerson(sql: Sql, input: Registration, meta: CommandMeta) {
  const { passwordHash, oidcSubject, grantor, ...rest } = input;
  const person = personInputOf(rest);
  return registerPersonInput(sql, person, { passwordHash, oidcSubject: oidcSubject ?? null, grantor: grantor ?? null }, meta);
}


/**
 * Whether another person holds the username. The person this very command registered does not
 * count: a repeated command id (a double submit, the seed run again) must reach the command
 * handler, which answers with the first outcome (ADR-0001), not be told its own name is taken.
 */
async function usernameTaken(sql: Sql, username: string, commandId: string | null): Promise<boolean> {
  const mine = isUuid(commandId) ? commandId : null;
  const [row] = await sql`
    SELECT 1 FROM accounts a
    WHERE lower(a.username) = ${username}
      AND NOT EXISTS (SELECT 1 FROM commands c WHERE c.command_id = ${mine}::uuid AND c.stream_id = 'person-' || a.person_id)`;
  return Boolean(row);
}

/** Registers from the form's input (HR's new-user form), with the account in the same transaction. */
export async function registerPersonInput(
  sql: Sql,
  person: PersonInput,
  account: { passwordHash: string | null; oidcSubject: string | null; grantor: Grantor | null },
  meta: CommandMeta,
) {
  const username = person.username?.trim().toLowerCase() ?? "";
  if (username && (await usernameTaken(sql, username, meta.commandId ?? null))) {
    // why before the command: a taken name is the user's mistake, said beside the field
    throw ruleBroken("user_already_exists", { field: "username" });
  }
  try {
    return await handleCommand(sql, personDecider, {
      command: (id: number): Register => ({ type: "RegisterPerson", personId: id, input: person, grantor: account.grantor }),
      meta,
      target: { sequence: "person_id_seq" },
      piiSubject: (streamId) => streamId,
      afterAppend: async (tx, _events, id) => {
        if (!username) return;
        await tx`
          INSERT INTO accounts (person_id, username, password_hash, oidc_subject, created_at, updated_at)
          VALUES (${id}, ${username}, ${account.passwordHash}, ${account.oidcSubject}, ${new Date(meta.now)}, ${new Date(meta.now)})`;
      },
    });
  } catch (err) {
    // two registrations of one name at once: the unique index decides, the later one is told
    if ((err as { code?: string }).code === "23505" && /username/.test(String((err as { constraint_name?: string }).constraint_name ?? ""))) {
      throw ruleBroken("user_already_exists", { field: "username" });
    }
    throw err;
  }
}
