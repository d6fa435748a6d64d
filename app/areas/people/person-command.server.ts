// What the person commands (stream `person-<id>`; one per file: create-, edit-, erase-,
// deactivate-, reactivate-person, change-own-details, change-own-contacts,
// change-notification-settings, assign-sites, change-person-access, set-person-password,
// change-/remove-avatar, add-/remove-legal-document) share: the actor as a grantor (ADR-0006), the
// companies whose people HR manages (ADR-0033), the person as the rules see them before the command
// with the last-administrator check inside its transaction, and, for the commands that store a file,
// the stored upload's lifecycle (ADR-0022). Personal data is encrypted with the key of
// `person-<id>` (ADR-0007).
import type { Actor } from "~/domain/access/actor";
import type { Sql, Tx } from "~/db.server";
import { mayChangeOwn } from "~/domain/access/self-service";
import { can, peopleCompanies } from "~/domain/access/permissions";
import type { CompanyCode } from "~/domain/company/companies";
import type { PersonFile } from "~/domain/person/events";
import type { PersonInput } from "~/domain/person/input";
import { DomainError, forbidden, notFound, ruleBroken } from "~/domain/shared/errors";
import type { CommandOutcome } from "~/events/handle-command.server";
import { activeAdminsOtherThan, personAccess } from "~/events/queries/people.server";
import { KIND_INFO } from "~/storage/file-types";
import type { FileDeletions } from "~/storage/person-files.server";
import type { FileStore } from "~/storage/store.server";
import { discardUpload, storeUpload, type CheckedUpload, type StoredUpload, type UploadPolicy } from "~/storage/upload.server";

/** The signed-in user as the access rules see a grantor. */
export const grantorOf = (user: Actor) => ({ personId: user.id, rights: [...user.access.rights], role: user.principal.role });

/** Every person command's personal data is the person's own (ADR-0007). */
export const ownSubject = (streamId: string) => streamId;

/** The companies whose people the user may register and edit: those they see in HR (ADR-0006). */
export function hrScopeOf(user: Pick<Actor, "principal" | "access">): CompanyCode[] {
  return peopleCompanies(user.principal, user.access);
}

/** A company outside the user's, refused beside the company field. */
export const outsideScope = () => new DomainError("forbidden", "person.company_not_in_scope", { field: "companyCode" });

/** What the user may set of the quick id: the form's value with update quickSalId, nothing otherwise. */
export const quickSalIdBy = (user: Actor, person: PersonInput): PersonInput["quickSalId"] => (can(user.access, "update", "quickSalId") ? person.quickSalId : undefined);

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

// The commands that store a file (ADR-0033): the upload arrives already checked by its bytes
// against its use's policy (AVATAR_UPLOAD, LEGAL_DOCUMENT_UPLOAD); it is stored before the command
// and removed again when the command is refused, fails, or was a repeat that appended nothing
// (ADR-0022). A file the person's events retire — the avatar a new one replaced or removed, a
// removed document's file — is deleted once the command has committed, never before: a delete
// cannot be rolled back. What a crash or a failing store leaves, `npm run storage:sweep` deletes.

export interface UploadOptions {
  /** the file store (this process's unless given) */
  store?: FileStore;
  /** where a failed delete is reported (console.warn unless given); keys are random ids, no personal data */
  log?: (message: string) => void;
}

/** What a command that retires files did with them after its commit. */
export interface RetiredFiles {
  /** the files the person's events no longer use, deleted after the commit (a failure is left for the sweep) */
  removedFiles: FileDeletions;
}

/** No file deleted, none failed. */
export const NOTHING: FileDeletions = { deleted: [], failed: [] };

/** The storage keys of a person's file: the file and its thumbnail. */
export const keysOf = (f: Pick<PersonFile, "key" | "thumbnailKey"> | null): string[] => (f ? [f.key, ...(f.thumbnailKey ? [f.thumbnailKey] : [])] : []);
const fileOf = (s: StoredUpload): PersonFile => ({ key: s.key, thumbnailKey: s.thumbnailKey, contentType: s.contentType, size: s.size, sha256: s.sha256 });

/** An upload checked for another use (a receipt's PDF as an avatar) is refused like a wrong type. */
export function requireKind(file: CheckedUpload, policy: UploadPolicy, field: string): void {
  if (!policy.kinds.includes(file.kind)) throw ruleBroken("storage.reason.wrong_type", { field, params: { types: policy.kinds.map((k) => KIND_INFO[k].ext.toUpperCase()).join(", ") } });
}

/** The person's own avatar, or HR's change of it for a person of their companies (update hr). */
export async function avatarTarget(sql: Sql, user: Actor, personId: number): Promise<void> {
  if (personId === user.id) {
    // the auditor and the client change no photo of their own (ADR-0006; issue 42)
    if (!can(user.access, "read", "profile") || !mayChangeOwn(user.principal.role, "avatar")) throw forbidden();
    return;
  }
  await managedPerson(sql, user, personId);
}

/**
 * Stores the upload, runs the command with its file, and removes the upload again unless an event
 * of this very run names it (refused, failed, or a repeated command id that appended nothing).
 */
export async function withStoredUpload<T extends CommandOutcome>(
  store: FileStore,
  upload: CheckedUpload,
  policy: UploadPolicy,
  log: ((m: string) => void) | undefined,
  run: (file: PersonFile) => Promise<T>,
): Promise<T> {
  const stored = await storeUpload(store, upload, policy);
  let outcome: T;
  try {
    outcome = await run(fileOf(stored));
  } catch (err) {
    await discardUpload(store, stored, log);
    throw err;
  }
  if (outcome.replayed) await discardUpload(store, stored, log);
  return outcome;
}
