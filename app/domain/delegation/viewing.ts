// What a delegate may open of a tool or a checklist (ADR-0094, extending ADR-0089's rule for leave and
// expenses): the record is about people (a checklist's signer and preparer, a tool request's
// requester); a delegate opens it while they may decide it for the delegator — not about the
// delegator nor about themselves — or after they decided it through a delegation. Pure: the
// operation folds the streams and checks the delegation and the delegator's scope.
import type { ChecklistState } from "../checklist/decider";
import type { ToolState } from "../tool/decider";

/** The people a checklist is about: its signer and who prepared it (nobody decides about their own through a delegation). */
export function checklistSubjects(s: Pick<ChecklistState, "signature" | "preparedBy">): number[] {
  return [s.signature?.signerId ?? null, s.preparedBy].filter((p): p is number => p !== null);
}

/** A checklist a delegate may decide for the delegator: not removed, about neither of them. */
export function checklistDecidableFor(s: Pick<ChecklistState, "checklistId" | "removed" | "signature" | "preparedBy">, delegatorId: number, delegateId: number): boolean {
  return s.checklistId > 0 && !s.removed && checklistSubjects(s).every((p) => p !== delegatorId && p !== delegateId);
}

/** A tool with a pending request a delegate may decide for the delegator: one asked for by neither of them. */
export function toolDecidableFor(s: Pick<ToolState, "toolId" | "retired" | "requests">, delegatorId: number, delegateId: number): boolean {
  return s.toolId > 0 && !s.retired && Object.values(s.requests).some((r) => r.status === "PENDING" && r.personId !== delegatorId && r.personId !== delegateId);
}

/** Whom `delegateId` decided this checklist for through a delegation; null when they did not. */
export function checklistDecidedFor(s: Pick<ChecklistState, "decidedBy" | "decidedFor">, delegateId: number): number | null {
  return s.decidedBy === delegateId && s.decidedFor !== null ? s.decidedFor : null;
}

/** Whom `delegateId` decided one of this tool's requests for through a delegation (the latest such request); null when none. */
export function toolDecidedFor(s: Pick<ToolState, "requests">, delegateId: number): number | null {
  const mine = Object.entries(s.requests)
    .filter(([, r]) => r.decidedBy === delegateId && r.decidedFor !== null)
    .sort(([a], [b]) => Number(b) - Number(a));
  return mine.length > 0 ? (mine[0][1].decidedFor as number) : null;
}
