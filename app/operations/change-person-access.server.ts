// A person's access as administrators change it (ADR-0006): role and capability flags, a password
// set by an administrator, deactivation, reactivation and erasure. The rules are the person
// decider's (app/domain/access/grants.ts); here the facts they need are read, and what is not an
// event is done in the command's transaction: sessions ended, credentials and keys deleted. An
// erased person's receipt files are deleted after that transaction has committed (ADR-0007).
import type { Actor } from "~/domain/access/actor";
import type { Sql, Tx } from "~/db.server";
import { personDecider } from "~/domain/person/decider";
import type { Capability, Role } from "~/domain/access/permissions";
import { notFound, ruleBroken } from "~/domain/shared/errors";
import { handleCommand, type CommandMeta, type CommandOutcome } from "~/events/handle-command.server";
import { shredKey } from "~/events/pii.server";
import { activeAdminsOtherThan, personAccess } from "~/events/queries/people.server";
import { hashPassword } from "~/auth/password.server";
import { fileStore } from "~/storage/index.server";
import { deleteFiles, personFileKeysOf, receiptKeysOfPerson, type FileDeletions } from "~/storage/person-files.server";
import type { FileStore } from "~/storage/store.server";

export const grantorOf = (user: Actor) => ({ personId: user.id, rights: [...user.access.rights], role: user.principal.role });

const ADMIN_LOCK = 7207; // advisory lock namespace: changes that could leave no active administrator, one at a time

/**
 * The decider refuses to take the last active administrator's role or status with the count read
 * before the command. Two administrators demoting each other at once would both read "one more
 * stays": so a change to an active administrator also checks, inside its transaction and under
 * one lock, that an active administrator remains once its own events are applied (person_list is
 * inline); the later of the two then sees the earlier's commit and rolls back.
 */
export async function someAdministratorRemains(tx: Tx): Promise<void> {
  await tx`SELECT pg_advisory_xact_lock(${ADMIN_LOCK}, 0)`;
  const [row] = await tx<{ n: number }[]>`SELECT count(*)::int AS n FROM person_list WHERE role = 'ADMIN' AND active AND NOT erased`;
  if (row.n === 0) throw ruleBroken("permission.last_admin");
}

/** The person as the rules see them before the command, and how many other active administrators there are. */
export async function targetOf(sql: Sql, personId: number) {
  const target = await personAccess(sql, personId);
  if (!target || target.erased) throw notFound();
  const activeAdmin = target.active && target.role === "ADMIN";
  return { target, activeAdmin, otherActiveAdmins: activeAdmin ? await activeAdminsOtherThan(sql, personId) : 0 };
}

export async function changePersonAccess(
  sql: Sql,
  user: Actor,
  input: { personId: number; role: Role | null; capabilities: Capability[]; expectedVersion: number | null },
  meta: CommandMeta,
) {
  const { activeAdmin, otherActiveAdmins } = await targetOf(sql, input.personId);
  return handleCommand(sql, personDecider, {
    command: { type: "ChangeAccess", role: input.role, capabilities: input.capabilities, grantor: grantorOf(user), otherActiveAdmins },
    commandType: "ChangeAccess",
    meta,
    target: { id: input.personId },
    expectedVersion: input.expectedVersion,
    afterAppend: activeAdmin ? (tx) => someAdministratorRemains(tx) : undefined,
  });
}

/** Deactivates a person: they cannot sign in, and every session of theirs ends in the same transaction. */
export async function deactivatePerson(sql: Sql, user: Actor | null, input: { personId: number; expectedVersion: number | null }, meta: CommandMeta) {
  const { activeAdmin, otherActiveAdmins } = await targetOf(sql, input.personId);
  return handleCommand(sql, personDecider, {
    command: { type: "DeactivatePerson", grantor: user ? grantorOf(user) : null, otherActiveAdmins },
    commandType: "DeactivatePerson",
    meta,
    target: { id: input.personId },
    expectedVersion: input.expectedVersion,
    afterAppend: async (tx) => {
      if (activeAdmin) await someAdministratorRemains(tx);
      await tx`DELETE FROM sessions WHERE person_id = ${input.personId}`;
    },
  });
}

/** Reactivates a person: they may sign in again with their password; their old sessions stay ended. */
export function reactivatePerson(sql: Sql, user: Actor | null, input: { personId: number; expectedVersion: number | null }, meta: CommandMeta) {
  return handleCommand(sql, personDecider, {
    command: { type: "ActivatePerson", grantor: user ? grantorOf(user) : null },
    commandType: "ActivatePerson",
    meta,
    target: { id: input.personId },
    expectedVersion: input.expectedVersion,
  });
}

/**
 * Erases a person (ADR-0007): the event, the deletion of their key (their personal data in every
 * event becomes unreadable), the blanking of their personal text in every projection row, and the
 * deletion of their credentials, sessions and sign-in records commit together. Then their receipt
 * files, and their avatars' and legal documents' files (ADR-0033), are deleted; a file that could
 * not be is left for `npm run storage:sweep` (ADR-0022).
 */
export async function erasePerson(
  sql: Sql,
  user: Actor | null,
  input: { personId: number; expectedVersion: number | null },
  meta: CommandMeta,
  opts: { store?: FileStore; log?: (m: string) => void } = {},
): Promise<CommandOutcome & { receiptFiles: FileDeletions; personFiles: FileDeletions }> {
  const { activeAdmin, otherActiveAdmins } = await targetOf(sql, input.personId);
  const outcome = await handleCommand(sql, personDecider, {
    command: { type: "ErasePerson", grantor: user ? grantorOf(user) : null, otherActiveAdmins },
    commandType: "ErasePerson",
    meta,
    target: { id: input.personId },
    expectedVersion: input.expectedVersion,
    // PersonErased blanks rows of the person's leave, expenses, stamps, hours and support requests
    fansOut: true,
    afterAppend: async (tx, _events, id) => {
      if (activeAdmin) await someAdministratorRemains(tx);
      await shredKey(tx, `person-${id}`);
      await tx`DELETE FROM sessions WHERE person_id = ${id}`;
      // attempts name the account by its username too (those refused before the person was known)
      await tx`DELETE FROM sign_in_attempts
               WHERE person_id = ${id} OR lower(username) IN (SELECT lower(username) FROM accounts WHERE person_id = ${id})`;
      await tx`DELETE FROM accounts WHERE person_id = ${id}`;
    },
  });
  // only now: files deleted for an erasure that then rolled back could never come back
  const [keys, ownKeys] = await Promise.all([receiptKeysOfPerson(sql, outcome.id), personFileKeysOf(sql, outcome.id)]);
  const store = () => opts.store ?? fileStore();
  const receiptFiles = keys.length === 0 ? { deleted: [], failed: [] } : await deleteFiles(store(), keys, opts.log);
  const personFiles = ownKeys.length === 0 ? { deleted: [], failed: [] } : await deleteFiles(store(), ownKeys, opts.log);
  return { ...outcome, receiptFiles, personFiles };
}

/** Sets a person's password: by an administrator (grantor) or by the person (null); ends their other sessions. */
export async function setPersonPassword(
  sql: Sql,
  input: { personId: number; password: string; grantor: Actor | null; keepSessionIdHash?: string },
  meta: CommandMeta,
) {
  const hash = await hashPassword(input.password);
  return handleCommand(sql, personDecider, {
    command: { type: "SetPassword", grantor: input.grantor ? grantorOf(input.grantor) : null },
    commandType: "SetPassword",
    meta,
    target: { id: input.personId },
    afterAppend: async (tx) => {
      await tx`UPDATE accounts SET password_hash = ${hash}, updated_at = ${new Date(meta.now)} WHERE person_id = ${input.personId}`;
      await tx`DELETE FROM sessions WHERE person_id = ${input.personId} AND id_hash <> ${input.keepSessionIdHash ?? ""}`;
    },
  });
}
