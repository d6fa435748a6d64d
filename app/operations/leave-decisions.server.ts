// Approving and rejecting leave requests as HR's lists run them: one row's decision, or a bulk
// decision where every request is its own command with its own id (derived from the bulk form's
// batch id, so sending the form again appends nothing) and its own expected version. A refused
// decision is worded for the person who tried: who closed the request first and when, that it was
// changed meanwhile, that it is their own, or which approved request of the person it overlaps.
import type { TFunction } from "i18next";
import type { CurrentUser } from "~/auth/user.server";
import type { Sql } from "~/db.server";
import { foldLeave } from "~/domain/leave/decider";
import type { LeaveDetails, LeaveEvent } from "~/domain/leave/events";
import { firstOverlap, overlapRefusal } from "~/domain/leave/overlap";
import { ConcurrencyError, isDomainError } from "~/domain/shared/errors";
import { formatDateTime } from "~/domain/shared/format";
import type { CommandMeta } from "~/events/handle-command.server";
import { peopleNames } from "~/events/queries/history.server";
import { otherLeavesOf } from "~/events/queries/leaves.server";
import { readStream, streamIdOf } from "~/events/store.server";
import { deriveCommandId } from "./derived-command-id.server";
import { approveLeave } from "./approve-leave.server";
import { rejectLeave } from "./reject-leave.server";

export type LeaveDecision = "approve" | "reject";

export const decisionOfIntent = (intent: "approve-leave" | "reject-leave"): LeaveDecision => (intent === "approve-leave" ? "approve" : "reject");

interface OnLeave {
  leaveId: number;
  personId: number;
  expectedVersion: number | null;
}

/** One decision on one request. */
export function decideLeave(sql: Sql, user: CurrentUser, decision: LeaveDecision, input: OnLeave, meta: CommandMeta) {
  return decision === "approve" ? approveLeave(sql, user, input, meta) : rejectLeave(sql, user, input, meta);
}

/**
 * Why a request can no longer be decided, from its stream (the source, not a projection): who
 * approved, rejected or withdrew it and when; or that it changed meanwhile; or null when it is
 * still pending at `version`.
 */
export async function whyNotDecidable(sql: Sql, t: TFunction, leaveId: number, version?: number | null): Promise<string | null> {
  const events = await readStream(sql, streamIdOf("leave", leaveId));
  if (events.length === 0) return t("errors.not_found");
  const state = foldLeave(events.map((e) => ({ type: e.type, data: e.data }) as LeaveEvent));
  const closer = state.status === "WITHDRAWN" ? { by: state.withdrawnBy, at: state.withdrawnAt } : { by: state.decidedBy, at: state.decidedAt };
  if (state.status !== "PENDING") {
    const names = closer.by === null ? {} : await peopleNames(sql, [closer.by]);
    const name = closer.by === null ? t("history.system") : names[String(closer.by)] ?? t("history.unknown_person", { id: closer.by });
    return t(`leave.hr.already_${(state.status ?? "PENDING").toLowerCase()}`, { name, at: formatDateTime(closer.at) });
  }
  if (version != null && version !== events.length) return t("leave.hr.changed_meanwhile");
  return null;
}

/** A refused decision in words, with the status for the answer; anything but a domain refusal is re-thrown. */
export async function decisionRefusal(sql: Sql, t: TFunction, leaveId: number, err: unknown): Promise<{ status: number; message: string }> {
  if (!isDomainError(err)) throw err;
  if (err instanceof ConcurrencyError || err.code === "edit_allow_only_on_pending") {
    return { status: 409, message: (await whyNotDecidable(sql, t, leaveId, -1)) ?? t("leave.hr.changed_meanwhile") };
  }
  return { status: err.status, message: t(err.code, { ...err.params, defaultValue: t("errors.http", { status: err.status, statusText: err.code }) }) };
}

/**
 * Why approving a pending request would be refused for overlapping an approved request of the same
 * person (named with its number and dates), or null: the rules' own check, on the rows as they are now.
 */
export async function whyNotApprovable(sql: Sql, t: TFunction, leave: { id: number; personId: number; details: LeaveDetails }): Promise<string | null> {
  const other = firstOverlap(leave.details, await otherLeavesOf(sql, leave.personId, leave.id), { approvedOnly: true });
  if (!other) return null;
  const err = overlapRefusal(other, "other");
  return t(err.code, err.params);
}

/** The command id of one request's decision in a bulk form. */
export const bulkCommandId = (batchId: string, decision: LeaveDecision, leaveId: number) => deriveCommandId(batchId, "leave-decision", decision, leaveId);

export interface BulkItem {
  leaveId: number;
  personId: number;
  expectedVersion: number | null;
}

export interface BulkResult {
  leaveId: number;
  /** applied now, or applied by an earlier send of the same form */
  applied: boolean;
  replayed: boolean;
  /** why not, when not applied */
  message: string | null;
}

/**
 * A bulk decision: each request in turn, each its own command (id derived from the batch), so the
 * ones that can be decided are, and the others are listed with the reason. The batch id is the
 * events' correlation id: the log shows them as one batch.
 */
export async function decideMany(sql: Sql, user: CurrentUser, t: TFunction, decision: LeaveDecision, batchId: string, items: readonly BulkItem[], now: string): Promise<BulkResult[]> {
  const results: BulkResult[] = [];
  for (const item of items) {
    const meta: CommandMeta = { actorId: user.id, now, commandId: bulkCommandId(batchId, decision, item.leaveId), correlationId: batchId };
    try {
      const outcome = await decideLeave(sql, user, decision, item, meta);
      results.push({ leaveId: item.leaveId, applied: true, replayed: outcome.replayed, message: null });
    } catch (err) {
      const r = await decisionRefusal(sql, t, item.leaveId, err);
      results.push({ leaveId: item.leaveId, applied: false, replayed: false, message: r.message });
    }
  }
  return results;
}
