// Commands on one leave request (stream `leave-<id>`). Each names the person acting with the rights
// they hold, so the rules check who may act here and not only in the route; `now` comes from the
// command context. Intents on forms mirror them: request-leave, edit-leave-request,
// withdraw-leave-request, approve-leave, reject-leave.
import type { SecondApprovalRules } from "../approval-rule/second-step";
import type { DelegatedAuthority } from "../delegation/approval";
import type { Capability, Role } from "../access/permissions";
import { decisionsOn } from "../shared/approvable";
import type { OtherLeave } from "./overlap";
import type { LeaveInput } from "./period";
import type { LeaveActor } from "./types";
import type { WorkingHoursPerson, WorkingHoursRule } from "./working-hours";

/** The person's own hours and the working-hours rules, from which an all-day leave takes its times. */
export interface WorkingTimeInput {
  person: WorkingHoursPerson;
  rules: readonly WorkingHoursRule[];
}

/**
 * What the rules need to know around a new or changed period: the person's other requests that
 * still count (pending or approved; a request may not overlap one of them), and the festivity dates
 * of the person's company on the days the input covers (a request must count some working time).
 */
export interface LeaveSurroundings {
  others: readonly OtherLeave[];
  festivities: readonly string[];
}

/**
 * Record a request for `personId`: by the person, or by someone with update leave or update hr for
 * them. Starts PENDING either way. `personRole` and `personCapabilities` are the person's (NO_LEAVE,
 * and the CLIENT and AUDITOR roles, stop them requesting for themselves); `workingTime.person` must
 * be the same person.
 */
export interface RequestLeave {
  type: "RequestLeave";
  leaveId: number;
  personId: number;
  personRole: Role | null;
  personCapabilities: readonly Capability[];
  recordedBy: LeaveActor;
  leave: LeaveInput;
  workingTime: WorkingTimeInput;
  surroundings: LeaveSurroundings;
}

/** Change a pending request: by the person, or by someone with update leave or update hr. */
export interface EditLeaveRequest {
  type: "EditLeaveRequest";
  editedBy: LeaveActor;
  leave: LeaveInput;
  workingTime: WorkingTimeInput;
  surroundings: LeaveSurroundings;
}

/** Withdraw a pending request: by the person, or by someone with update leave or update hr. */
export interface WithdrawLeaveRequest {
  type: "WithdrawLeaveRequest";
  withdrawnBy: LeaveActor;
}

/** The decisions on a leave request: `ApproveLeave` / `approve-leave`, `RejectLeave` / `reject-leave`. */
export const LEAVE_DECISIONS = decisionsOn("Leave");

/**
 * Approve a pending request: needs update leave or update hr, and not one's own request; `others`
 * are the person's other pending or approved requests (it may not overlap an approved one).
 */
export interface ApproveLeave {
  type: typeof LEAVE_DECISIONS.approve.commandType;
  decidedBy: LeaveActor;
  others: readonly OtherLeave[];
  /** the live leave rules of the person's company and the festivities on the request's days: which rule, if any, asks for two approvals (ADR-0139) */
  secondApproval: SecondApprovalRules & { festivities: readonly string[] };
  /** decided through a delegation (ADR-0088): its terms and the delegator's rights now */
  onBehalf?: DelegatedAuthority | null;
}

/** Reject a pending request: needs update leave or update hr, and not one's own request. */
export interface RejectLeave {
  type: typeof LEAVE_DECISIONS.reject.commandType;
  decidedBy: LeaveActor;
  onBehalf?: DelegatedAuthority | null;
}

export type LeaveCommand = RequestLeave | EditLeaveRequest | WithdrawLeaveRequest | ApproveLeave | RejectLeave;
