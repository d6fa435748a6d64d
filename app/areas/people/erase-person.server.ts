// ErasePerson (ADR-0007): what is not an event is done in the command's transaction (the key
// shredded, sessions, credentials and sign-in records deleted); the person's files are deleted
// after that transaction has committed.
import type { Actor } from "~/domain/access/actor";
import type { Sql } from "~/db.server";
import { personDecider } from "~/domain/person/decider";
import { handleCommand, type CommandMeta, type CommandOutcome } from "~/events/handle-command.server";
import { ruleBroken } from "~/domain/shared/errors";
import { shredKey } from "~/events/pii.server";
import { fileStore } from "~/storage/index.server";
import { deleteFiles, personFileKeysOf, receiptKeysOfPerson, signatureKeysOf, type FileDeletions } from "~/storage/person-files.server";
import type { FileStore } from "~/storage/store.server";
import { grantorOf, someAdministratorRemains, targetOf } from "./person-command.server";

/** The person's own requests still waiting for a decision: erased, they would be left with nobody to answer. */
async function pendingApprovalsOf(sql: Sql, personId: number): Promise<{ leaves: number; expenses: number; stamps: number }> {
  const [row] = await sql<{ leaves: number; expenses: number; stamps: number }[]>`
    SELECT (SELECT count(*)::int FROM leave_list WHERE person_id = ${personId} AND status = 'PENDING') AS leaves,
           (SELECT count(*)::int FROM expense_list WHERE person_id = ${personId} AND status = 'PENDING') AS expenses,
           (SELECT count(*)::int FROM stamp_list WHERE person_id = ${personId} AND status = 'PROPOSED') AS stamps`;
  return row;
}

/**
 * Refuses the erasure of a person whose requests wait for a decision (issue 39), naming how many of
 * each: they must be decided or withdrawn first, or the approvers would be left with orphans.
 */
async function requireNoPendingApprovals(sql: Sql, personId: number): Promise<void> {
  const p = await pendingApprovalsOf(sql, personId);
  if (p.leaves + p.expenses + p.stamps > 0) throw ruleBroken("erasure.pending_approvals", { params: p });
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
  opts: { store?: FileStore; log?: (m: string) => void; /** only for tests of erasures recorded before the pending check (issue 39) */ allowPending?: boolean } = {},
): Promise<CommandOutcome & { receiptFiles: FileDeletions; personFiles: FileDeletions }> {
  const { activeAdmin, otherActiveAdmins } = await targetOf(sql, input.personId);
  if (!opts.allowPending) await requireNoPendingApprovals(sql, input.personId);
  const outcome = await handleCommand(sql, personDecider, {
    command: { type: "ErasePerson", grantor: user ? grantorOf(user) : null, otherActiveAdmins },
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
      await tx`DELETE FROM api_tokens WHERE person_id = ${id}`;
    },
  });
  // only now: files deleted for an erasure that then rolled back could never come back
  const [keys, fileKeys, signatureKeys] = await Promise.all([receiptKeysOfPerson(sql, outcome.id), personFileKeysOf(sql, outcome.id), signatureKeysOf(sql, outcome.id)]);
  // their own files: avatars, legal documents and the images of the checklists they signed (ADR-0134)
  const ownKeys = [...fileKeys, ...signatureKeys];
  const store = () => opts.store ?? fileStore();
  const receiptFiles = keys.length === 0 ? { deleted: [], failed: [] } : await deleteFiles(store(), keys, opts.log);
  const personFiles = ownKeys.length === 0 ? { deleted: [], failed: [] } : await deleteFiles(store(), ownKeys, opts.log);
  return { ...outcome, receiptFiles, personFiles };
}
