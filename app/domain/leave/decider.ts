// The rules of one leave request (stream `leave-<id>`): requested (by the person or by HR for
// them), edited or withdrawn while pending, approved or rejected once by someone else who may
// (twice, by two people, where a second-approval rule of the person's company applies: ADR-0139).
// A double decision racing itself is settled by the store's expected version; a decision on a
// request already decided is refused here with who decided it and when.
import { can, mayRequestOwnLeave } from "../access/permissions";
import { firstApprovalOf, leaveRuleFor, secondApprovalProblem, type FirstApproval } from "../approval-rule/second-step";
import { approverOf } from "../delegation/approval";
import { onBehalfOf } from "../delegation/on-behalf";
import { fold, type Decider } from "../shared/decider";
import { approvableLifecycle, closedBy, sameJson, type DecisionIntent } from "../shared/approvable";
import { DomainError, forbidden, ruleBroken } from "../shared/errors";
import type { LeaveCommand, LeaveSurroundings, WorkingTimeInput } from "./commands";
import type { LeaveDetails, LeaveEvent, LeavePersonal } from "./events";
import { firstOverlap, overlapRefusal, type OtherLeave } from "./overlap";
import { leaveDetailsOf, noWorkingTimeIssue, type LeaveInput } from "./period";
import type { LeaveActor, LeaveStatus } from "./types";
import { workingHoursOf } from "./working-hours";

export interface LeaveState {
  leaveId: number;
  personId: number;
  /** null: nothing requested yet */
  status: LeaveStatus | null;
  details: LeaveDetails | null;
  /** the description; null when nothing was requested or the person has been erased */
  personal: LeavePersonal | null;
  requestedAt: string | null;
  /** who recorded the request: the person, or HR for them */
  requestedBy: number | null;
  editedAt: string | null;
  editedBy: number | null;
  /** who approved or rejected it, and when */
  decidedAt: string | null;
  decidedBy: number | null;
  /** the approver `decidedBy` decided for, through a delegation (ADR-0088); null: their own decision */
  decidedFor: number | null;
  /** the first of two approvals a rule asked for (ADR-0139): kept once decided (the history shows both); an edit clears it. PENDING with one: "1 of 2" */
  firstApproval: FirstApproval | null;
  withdrawnAt: string | null;
  withdrawnBy: number | null;
}

const initialLeaveState = (): LeaveState => ({
  leaveId: 0,
  personId: 0,
  status: null,
  details: null,
  personal: null,
  requestedAt: null,
  requestedBy: null,
  editedAt: null,
  editedBy: null,
  decidedAt: null,
  decidedBy: null,
  decidedFor: null,
  firstApproval: null,
  withdrawnAt: null,
  withdrawnBy: null,
});

/** Deciding, and acting on someone else's request, needs update leave or update hr. */
export function mayManageLeave(actor: LeaveActor): boolean {
  const access = { rights: new Set(actor.rights) };
  return can(access, "update", "leave") || can(access, "update", "hr");
}

/** What an approval carries: the person's other pending or approved requests (it may not overlap an approved one). */
export interface LeaveApproval {
  others: readonly OtherLeave[];
}

/**
 * The shared request lifecycle with the leave's rules: update leave or update hr manages; nobody
 * decides their own request; an approval overlaps no approved request of the person (requests
 * recorded before the overlap rule may overlap; only one of them can be approved).
 */
const leaveLifecycle = approvableLifecycle<LeaveState, LeaveApproval>({
  mayManage: mayManageLeave,
  ownDecisionCode: "leave.own_decision",
  approvalProblem(state, intent) {
    const other = firstOverlap(state.details, intent.others, { self: state.leaveId, approvedOnly: true });
    return other ? overlapRefusal(other, "other") : null;
  },
});

/** Why `actor` may not approve or reject this request (the first broken rule), or null: the rules the decider throws with, for a preview. */
export function leaveDecisionProblem(state: LeaveState, actor: LeaveActor, intent: DecisionIntent<LeaveApproval>): DomainError | null {
  const problem = leaveLifecycle.decisionProblem(state, actor, intent);
  if (problem || intent.decision !== "approve" || state.firstApproval === null) return problem;
  return secondApprovalProblem(state.firstApproval, actor.personId, null, actor);
}

/** The details to record; refused when the input is wrong or when the period counts no working time (only weekends and festivities, or outside the working hours). */
function detailsFor(personId: number, leave: LeaveInput, workingTime: WorkingTimeInput, surroundings: LeaveSurroundings): LeaveDetails {
  // a programming error, not a user's: the caller loaded another person's record
  if (workingTime.person.personId !== personId) throw new Error(`working hours of person ${workingTime.person.personId} given for person ${personId}`);
  const result = leaveDetailsOf(leave, workingHoursOf(workingTime.person, workingTime.rules));
  if (result.details === null) {
    const [first] = result.issues;
    throw ruleBroken(first.code, { field: first.field ?? undefined, params: first.params });
  }
  const empty = noWorkingTimeIssue(result.details, new Set(surroundings.festivities));
  if (empty) throw ruleBroken(empty);
  return result.details;
}

/** A period may not overlap another pending or approved request of the same person; the refusal names it. */
function requireNoOverlap(details: LeaveDetails, surroundings: LeaveSurroundings, self: number, own: boolean): void {
  const other = firstOverlap(details, surroundings.others, { self });
  if (other) throw overlapRefusal(other, own ? "own" : "other");
}

/** The period of a request's details (what the overlap rule compares). */
const periodOf = (d: LeaveDetails) => ({ shape: d.shape, startAt: d.startAt, endAt: d.endAt, startDate: d.startDate, endDate: d.endDate });

function personalOf(leave: LeaveInput): LeavePersonal {
  return { description: (leave.description ?? "").trim() };
}

/**
 * Leave requests: anyone may request for themselves unless NO_LEAVE; HR (update leave or hr) may
 * record for anyone; a request counts some working time and overlaps no other pending or approved
 * request of the person; only a pending request is edited, withdrawn, approved or rejected; nobody
 * decides their own request, and an approval overlaps no approved request.
 */
export const leaveDecider: Decider<LeaveState, LeaveCommand, LeaveEvent> = {
  streamType: "leave",
  initialState: initialLeaveState,
  evolve(state, event) {
    const d = event.data;
    switch (event.type) {
      case "LeaveRequested":
        return {
          ...initialLeaveState(),
          leaveId: d.leaveId,
          personId: d.personId,
          status: "PENDING",
          details: event.data.details,
          personal: event.data.personal,
          requestedAt: d.at,
          requestedBy: d.by,
        };
      case "LeaveRequestEdited":
        // what the first approver approved has changed: the request starts its approvals again (ADR-0139)
        return { ...state, details: event.data.details, personal: event.data.personal, editedAt: d.at, editedBy: d.by, firstApproval: null };
      case "LeaveRequestWithdrawn":
        return closedBy(state, "WITHDRAWN", d.by, d.at);
      case "LeaveFirstApproved": {
        const e = event.data;
        return { ...state, firstApproval: { by: e.by, at: e.at, onBehalfOf: e.onBehalfOf ?? null, ruleId: e.ruleId, secondRight: e.secondRight } };
      }
      case "LeaveApproved":
        return { ...closedBy(state, "APPROVED", d.by, d.at), decidedFor: event.data.onBehalfOf ?? null };
      case "LeaveRejected":
        return { ...closedBy(state, "REJECTED", d.by, d.at), decidedFor: event.data.onBehalfOf ?? null };
    }
  },
  decide(command, state, ctx) {
    const at = ctx.now;
    switch (command.type) {
      case "RequestLeave": {
        if (state.status !== null) throw ruleBroken("errors.already_exists");
        const by = command.recordedBy.personId;
        if (by === command.personId) {
          if (!mayRequestOwnLeave(command.personRole, command.personCapabilities)) throw new DomainError("forbidden", "leave.no_leave");
        } else if (!mayManageLeave(command.recordedBy)) {
          throw forbidden();
        }
        const details = detailsFor(command.personId, command.leave, command.workingTime, command.surroundings);
        requireNoOverlap(details, command.surroundings, command.leaveId, by === command.personId);
        return [
          {
            type: "LeaveRequested",
            data: { leaveId: command.leaveId, personId: command.personId, details, personal: personalOf(command.leave), at, by },
          },
        ];
      }
      case "EditLeaveRequest": {
        leaveLifecycle.requireChangeable(state, command.editedBy);
        const details = detailsFor(state.personId, command.leave, command.workingTime, command.surroundings);
        const personal = personalOf(command.leave);
        if (sameJson(details, state.details) && sameJson(personal, state.personal)) return [];
        // an unchanged period creates no overlap: a description can still be corrected on one recorded before the rule
        if (state.details === null || !sameJson(periodOf(details), periodOf(state.details))) {
          requireNoOverlap(details, command.surroundings, state.leaveId, command.editedBy.personId === state.personId);
        }
        return [
          {
            type: "LeaveRequestEdited",
            data: { leaveId: state.leaveId, personId: state.personId, details, personal, at, by: command.editedBy.personId },
          },
        ];
      }
      case "WithdrawLeaveRequest":
        leaveLifecycle.requireChangeable(state, command.withdrawnBy);
        return [{ type: "LeaveRequestWithdrawn", data: { leaveId: state.leaveId, personId: state.personId, at, by: command.withdrawnBy.personId } }];
      case "ApproveLeave":
      case "RejectLeave": {
        const intent: DecisionIntent<LeaveApproval> = command.type === "ApproveLeave" ? { decision: "approve", others: command.others } : { decision: "reject" };
        const approver = approverOf(command.decidedBy, command.onBehalf, "leave", state.status === null ? null : state.personId, at);
        const problem = approver.problem ?? leaveLifecycle.decisionProblem(state, approver.actor, intent);
        if (problem) throw problem;
        const data = { leaveId: state.leaveId, personId: state.personId, at, by: command.decidedBy.personId, ...onBehalfOf(command.onBehalf) };
        if (command.type === "RejectLeave") return [{ type: "LeaveRejected", data }];
        // a second-approval rule (ADR-0139): the second step by another person with the rule's right
        const first = state.firstApproval;
        if (first) {
          const second = secondApprovalProblem(first, data.by, command.onBehalf?.delegatorId, approver.actor);
          if (second) throw second;
          const firstApproval = { by: first.by, at: first.at, ...(first.onBehalfOf === null ? {} : { onBehalfOf: first.onBehalfOf }) };
          return [{ type: "LeaveApproved", data: { ...data, firstApproval } }];
        }
        const rule = state.details ? leaveRuleFor(command.secondApproval.rules, state.details, new Set(command.secondApproval.festivities)) : null;
        if (rule) return [{ type: "LeaveFirstApproved", data: { ...data, ...firstApprovalOf(rule) } }];
        return [{ type: "LeaveApproved", data }];
      }
    }
  },
};

/** A request's state from its events (as a history page or the balance folds them). */
export function foldLeave(events: readonly LeaveEvent[]): LeaveState {
  return fold(leaveDecider, [...events]);
}

/** The state after the first `count` events: the request exactly as it was then ("state at"). */
export function leaveStateAt(events: readonly LeaveEvent[], count: number): LeaveState {
  return foldLeave(events.slice(0, Math.max(0, count)));
}
