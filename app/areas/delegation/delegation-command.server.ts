// DelegateApprovals, EndDelegation (stream `delegation-<id>`, numbered from delegation_id_seq) and
// the decisions a delegate takes through a delegation (ADR-0088). The delegation a decision goes
// through is read from its stream (the source), with the delegator's rights as they are now; the
// request is looked up within the delegator's company scope (a 404 otherwise), and the leave or
// expense decider applies the delegation's rule in the same command.
import { approveChecklist } from "~/areas/checklists/approve-checklist.server";
import { scopedChecklist } from "~/areas/checklists/checklists.server";
import { rejectChecklist } from "~/areas/checklists/reject-checklist.server";
import { approveExpense } from "~/areas/expense/approve-expense.server";
import { rejectExpense } from "~/areas/expense/reject-expense.server";
import { approveLeave } from "~/areas/leave/approve-leave.server";
import { rejectLeave } from "~/areas/leave/reject-leave.server";
import { decideToolRequest } from "~/areas/tools/decide-tool-request.server";
import type { CurrentUser } from "~/auth/user.server";
import { zurichToday } from "~/clock.server";
import type { Sql } from "~/db.server";
import { actorOf, type Actor } from "~/domain/access/actor";
import { checklistDecider } from "~/domain/checklist/decider";
import type { ChecklistEvent } from "~/domain/checklist/events";
import type { DelegatedAuthority } from "~/domain/delegation/approval";
import { authorityOf, delegationDecider, mayApprove } from "~/domain/delegation/decider";
import type { DelegationEvent } from "~/domain/delegation/events";
import type { DelegationKind } from "~/domain/delegation/types";
import { checklistDecidableFor, checklistDecidedFor, toolDecidableFor, toolDecidedFor } from "~/domain/delegation/viewing";
import type { Decision } from "~/domain/shared/approvable";
import { fold } from "~/domain/shared/decider";
import { notFound } from "~/domain/shared/errors";
import { toolDecider } from "~/domain/tool/decider";
import type { ToolEvent } from "~/domain/tool/events";
import { readDecodedStream } from "~/events/catalog.server";
import type { CommandMeta } from "~/events/handle-command.server";
import { delegatedDecisionsOf, delegationsHeldOn } from "~/events/queries/delegations.server";
import { personAccess } from "~/events/queries/people.server";
import { idFromParam, scopedRecord } from "~/http/scope.server";

export const grantorOf = (user: Pick<Actor, "id" | "access">) => ({ personId: user.id, rights: [...user.access.rights] });

export interface DelegationInput {
  delegateId: number;
  from: string;
  until: string;
  kinds: DelegationKind[];
}

/** A delegation as a decision through it carries it (its stream folded, the delegator's rights now) and the delegator as an actor; null when it does not exist. */
async function delegatedAuthority(sql: Sql, delegationId: number): Promise<{ authority: DelegatedAuthority; delegator: Actor } | null> {
  if (!Number.isSafeInteger(delegationId) || delegationId <= 0) return null;
  const events = await readDecodedStream<DelegationEvent>(sql, delegationDecider, delegationId);
  if (events.length === 0) return null;
  const state = fold(delegationDecider, events);
  const person = await personAccess(sql, state.delegatorId);
  if (!person) return null;
  const delegator = actorOf({ id: person.id, role: person.role, capabilities: person.capabilities, companyCode: person.companyCode, active: person.active && !person.erased });
  return { authority: authorityOf(state, [...delegator.access.rights]), delegator };
}

export interface OnBehalfDecision {
  delegationId: number;
  kind: DelegationKind;
  /** a leave, an expense, a checklist, or the tool of a tool request */
  recordId: number;
  /** a tool request's number (the tool's stream holds its requests) */
  requestId?: number | null;
  expectedVersion: number | null;
  /** a checklist's rejection reason */
  reason?: string;
  /** an expense approval's CHF equivalent (cents) and account */
  changedChf?: number | null;
  account?: string | null;
}

/**
 * A decision by the delegate `user` through a delegation: refused as not found when the delegation
 * is not theirs or the request is outside the delegator's scope; the decider refuses the rest
 * (over, ended, another kind, their own or the delegator's request) in words.
 */
export async function decideOnBehalf(sql: Sql, user: CurrentUser, decision: Decision, input: OnBehalfDecision, meta: CommandMeta) {
  const found = await delegatedAuthority(sql, input.delegationId);
  if (!found || found.authority.delegateId !== user.id) throw notFound();
  const { authority, delegator } = found;
  if (input.kind === "tool") {
    // tool requests are not kept by company (the tool manager decides them all); the decider checks the request exists
    if (!input.requestId) throw notFound();
    return decideToolRequest(sql, input.recordId, input.requestId, decision, false, input.expectedVersion, meta, authority);
  }
  if (input.kind === "checklist") {
    // within what the delegator sees (a 404 otherwise); the decider checks the delegation and the delegator's right
    const { checklist } = await scopedChecklist(sql, delegator, String(input.recordId));
    return decision === "approve"
      ? approveChecklist(sql, checklist.id, input.expectedVersion, meta, authority)
      : rejectChecklist(sql, checklist.id, input.reason ?? "", input.expectedVersion, meta, authority);
  }
  if (input.kind === "expense") {
    const expense = await scopedRecord(sql, delegator, "expense", input.recordId, { includeErased: true });
    const on = { expenseId: expense.id, personId: expense.personId, expectedVersion: input.expectedVersion };
    return decision === "approve"
      ? approveExpense(sql, user, { ...on, changedChf: input.changedChf ?? null, account: input.account ?? null }, meta, authority)
      : rejectExpense(sql, user, on, meta, authority);
  }
  const leave = await scopedRecord(sql, delegator, "leave", input.recordId, { includeErased: true });
  const on = { leaveId: leave.id, personId: leave.personId, expectedVersion: input.expectedVersion };
  return decision === "approve" ? approveLeave(sql, user, on, meta, authority) : rejectLeave(sql, user, on, meta, authority);
}

/**
 * Whose scope a delegate reads a request's history in (ADR-0089, ADR-0094): a delegation holding today
 * that covers the kind, whose delegator may decide it (within their scope, not their own request nor
 * the delegate's); or a decision the delegate took on it through a delegation. Null: no delegation
 * lets them see it. A checklist is read in the delegator's checklist scope; a tool (whose requests
 * are not kept by company) when one of its pending requests is one the delegate may decide.
 */
export async function delegatedViewer(sql: Sql, user: Pick<Actor, "id">, kind: DelegationKind, param: unknown): Promise<Actor | null> {
  const recordId = idFromParam(param);
  if (kind === "checklist" || kind === "tool") return delegatedViewerOfStream(sql, user, kind, recordId);
  const held = (await delegationsHeldOn(sql, user.id, zurichToday().toString())).filter((d) => d.kinds.includes(kind));
  for (const d of held) {
    const found = await delegatedAuthority(sql, d.id);
    if (!found || !mayApprove({ personId: d.delegatorId, rights: found.authority.delegatorRights }, kind)) continue;
    const record = await scopedRecord(sql, found.delegator, kind, recordId, { includeErased: true }).catch(() => null);
    if (record && record.personId !== d.delegatorId && record.personId !== user.id) return found.delegator;
  }
  const decided = (await delegatedDecisionsOf(sql, kind, [recordId])).get(recordId);
  if (decided?.decidedBy !== user.id) return null;
  return actorOfPerson(sql, decided.onBehalfOf);
}

/** The same rule for a checklist or a tool, read from its stream (the delegated-decision projection covers leave and expenses only). */
async function delegatedViewerOfStream(sql: Sql, user: Pick<Actor, "id">, kind: "checklist" | "tool", recordId: number): Promise<Actor | null> {
  const held = (await delegationsHeldOn(sql, user.id, zurichToday().toString())).filter((d) => d.kinds.includes(kind));
  const checklist = kind === "checklist" ? fold(checklistDecider, await readDecodedStream<ChecklistEvent>(sql, checklistDecider, recordId)) : null;
  const tool = kind === "tool" ? fold(toolDecider, await readDecodedStream<ToolEvent>(sql, toolDecider, recordId)) : null;
  for (const d of held) {
    const found = await delegatedAuthority(sql, d.id);
    if (!found || !mayApprove({ personId: d.delegatorId, rights: found.authority.delegatorRights }, kind)) continue;
    if (tool && toolDecidableFor(tool, d.delegatorId, user.id)) return found.delegator;
    if (checklist && checklistDecidableFor(checklist, d.delegatorId, user.id)) {
      // within what the delegator sees of the checklists (their teams' sites, or all)
      const inScope = await scopedChecklist(sql, found.delegator, String(recordId)).catch(() => null);
      if (inScope) return found.delegator;
    }
  }
  const decidedFor = tool ? toolDecidedFor(tool, user.id) : checklist ? checklistDecidedFor(checklist, user.id) : null;
  return decidedFor === null ? null : actorOfPerson(sql, decidedFor);
}

/** A person as the actor whose scope a record is read in; null when unknown. */
async function actorOfPerson(sql: Sql, personId: number): Promise<Actor | null> {
  const person = await personAccess(sql, personId);
  return person ? actorOf({ id: person.id, role: person.role, capabilities: person.capabilities, companyCode: person.companyCode, active: true }) : null;
}
