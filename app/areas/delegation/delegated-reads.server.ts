// The checklist and tool pages a delegate opens read-only (ADR-0094): whoever reads them by their own
// rights reads them as before; a delegate whom a delegation lets decide the record (or who decided it
// through one) reads it in the delegator's scope, with no right to change anything; anyone else
// gets a 404 for every id, as for a record outside their scope (the routes' policies admit read
// profile, so a refusal after them is the record's, not the route's).
import type { Sql } from "~/db.server";
import type { Actor } from "~/domain/access/actor";
import { can } from "~/domain/access/permissions";
import { delegatedViewer } from "~/areas/delegation/delegation-command.server";
import { scopedChecklist, type ChecklistRights } from "~/areas/checklists/checklists.server";
import { seesAllChecklists } from "~/domain/checklist/visibility";
import { notFound, scopedRecord, visibleOrNull } from "~/http/scope.server";

/** What a delegate may do on a checklist's pages: look. */
const READ_ONLY: ChecklistRights = { see: true, fill: false, sign: false, decide: false, prepare: false };

/**
 * The checklist of the URL for its view, history and PDF: a reader of the checklists (read admin or
 * read allChecklists) in their own scope; a delegate read-only in the delegator's (`delegated`); a
 * 404 for anyone else.
 */
export async function readableChecklist(sql: Sql, user: Pick<Actor, "id" | "principal" | "access">, param: unknown, opts: { includeRemoved?: boolean } = {}) {
  if (seesAllChecklists(user)) return { ...(await scopedChecklist(sql, user, param, opts)), delegated: false };
  const viewer = await delegatedViewer(sql, user, "checklist", param);
  if (!viewer) throw notFound();
  const { checklist } = await scopedChecklist(sql, viewer, param, opts);
  return { checklist, rights: READ_ONLY, delegated: true };
}

/** Reads a tool by their own rights: the tool manager's readers, and the auditors (its history). */
export const readsToolsDirectly = (user: Pick<Actor, "access">) => can(user.access, "read", "tool-manager") || can(user.access, "read", "audit");

/** Whether this user reads the tool of the URL as a delegate of the tool manager (ADR-0094); a 404 when no delegation lets them. */
export async function requireToolDelegate(sql: Sql, user: Pick<Actor, "id">, param: unknown): Promise<Actor> {
  const viewer = await delegatedViewer(sql, user, "tool", param);
  if (!viewer) throw notFound();
  return viewer;
}

/**
 * The tool of the URL (not deleted) for its page: the tool manager's readers and its holder as the
 * scope's "tool" kind sees it; a delegate of the tool manager read-only (`delegated`), in the
 * delegator's scope; a 404 for anyone else.
 */
export async function readableTool(sql: Sql, user: Pick<Actor, "id" | "principal" | "access">, param: unknown) {
  const own = await visibleOrNull(scopedRecord(sql, user, "tool", param));
  if (own) return { tool: own, delegated: false };
  const viewer = await requireToolDelegate(sql, user, param);
  return { tool: await scopedRecord(sql, viewer, "tool", param), delegated: true };
}
