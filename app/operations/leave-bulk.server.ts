// The bulk decision's pages, worded for HR: before (each request and what the decision will do to
// its person's holiday balance, or why it will not be applied) and after (each request, applied by
// this batch or not and why). Both are computed from the store, so the result page can be reloaded,
// bookmarked or reached again by Back, and always tells the truth.
import type { TFunction } from "i18next";
import { Temporal } from "temporal-polyfill";
import type { CurrentUser } from "~/auth/user.server";
import type { Sql } from "~/db.server";
import type { LeaveBalance } from "~/domain/leave/balance";
import { decisionEffects, type BalanceFigures, type Decision } from "~/domain/leave/decision-effect";
import { leaveTypeKey } from "~/domain/leave/types";
import { handledCommands } from "~/events/queries/commands.server";
import { leaveRequestsByIds, type LeaveRequestRow } from "~/events/queries/leave-requests.server";
import { leaveBalanceOf } from "~/events/queries/leaves.server";
import type { BulkLineView } from "~/ui/leave/bulk-decision";
import { periodEnds, signedHours } from "~/ui/leave/view";
import { bulkCommandId, whyNotApprovable, whyNotDecidable } from "./leave-decisions.server";

/** At most this many requests in one bulk decision. */
export const MAX_BULK = 50;

const yearsOf = (r: LeaveRequestRow) => {
  const a = Number(r.details.startDate.slice(0, 4));
  const b = Number(r.details.endDate.slice(0, 4));
  return a === b ? [a] : [a, b];
};

function baseLine(t: TFunction, id: number, r: LeaveRequestRow | undefined): Omit<BulkLineView, "ok" | "notes"> {
  if (!r) return { id, person: "—", type: "—", from: "—", to: "—", version: null };
  return { id, person: r.personName || t("history.unknown_person", { id: r.personId }), type: t(leaveTypeKey(r.leaveType)), ...periodEnds(r.details), version: r.version };
}

function balanceNote(t: TFunction, year: number, minutes: number, before: BalanceFigures, after: BalanceFigures): string {
  if (minutes === 0) return t("leave.hr.bulk.no_balance_change", { year });
  return t("leave.hr.bulk.balance_change", {
    year,
    takenBefore: signedHours(before.taken),
    takenAfter: signedHours(after.taken),
    pendingBefore: signedHours(before.pending),
    pendingAfter: signedHours(after.pending),
    remainingBefore: signedHours(before.remaining),
    remainingAfter: signedHours(after.remaining),
  });
}

/** The confirmation: every request asked for, in order, with its effect or the reason it will be left. */
export async function bulkConfirmation(sql: Sql, user: CurrentUser, t: TFunction, decision: Decision, ids: readonly number[]): Promise<BulkLineView[]> {
  const rows = new Map((await leaveRequestsByIds(sql, user, ids)).map((r) => [r.id, r]));
  const reasons = new Map<number, string>();
  for (const id of ids) {
    const r = rows.get(id);
    if (!r) reasons.set(id, t("errors.not_found"));
    else if (r.personId === user.id) reasons.set(id, t("leave.own_decision"));
    else if (r.status !== "PENDING") reasons.set(id, (await whyNotDecidable(sql, t, id)) ?? t("leave.hr.changed_meanwhile"));
    else if (decision === "approve") {
      const overlap = await whyNotApprovable(sql, t, r);
      if (overlap) reasons.set(id, overlap);
    }
  }
  const decidable = ids.filter((id) => !reasons.has(id)).map((id) => rows.get(id) as LeaveRequestRow);
  const balances = new Map<string, LeaveBalance>();
  for (const r of decidable) {
    for (const year of yearsOf(r)) {
      const key = `${r.personId}:${year}`;
      if (balances.has(key)) continue;
      const b = await leaveBalanceOf(sql, r.personId, Temporal.PlainDate.from({ year, month: 1, day: 1 }));
      if (b) balances.set(key, b);
    }
  }
  const effects = decisionEffects(
    decision,
    decidable.map((r) => ({ leaveId: r.id, personId: r.personId, years: yearsOf(r) })),
    balances,
  );
  return ids.map((id) => {
    const base = baseLine(t, id, rows.get(id));
    const reason = reasons.get(id);
    if (reason) return { ...base, ok: false, notes: [t("leave.hr.bulk.left_out", { reason })] };
    const notes = (effects.get(id) ?? []).map((e) => balanceNote(t, e.year, e.minutes, e.before, e.after));
    return { ...base, ok: true, notes: notes.length ? notes : [t("leave.hr.bulk.no_balance_change", { year: yearsOf(rows.get(id) as LeaveRequestRow)[0] })] };
  });
}

/** The result: for each request, whether this batch's decision was stored, else why not. */
export async function bulkResult(sql: Sql, user: CurrentUser, t: TFunction, decision: Decision, batchId: string, ids: readonly number[]): Promise<BulkLineView[]> {
  const rows = new Map((await leaveRequestsByIds(sql, user, ids)).map((r) => [r.id, r]));
  const handled = await handledCommands(
    sql,
    ids.map((id) => bulkCommandId(batchId, decision, id)),
  );
  const out: BulkLineView[] = [];
  for (const id of ids) {
    const base = baseLine(t, id, rows.get(id));
    const r = rows.get(id);
    if (!r) out.push({ ...base, ok: false, notes: [t("errors.not_found")] });
    else if (handled.has(bulkCommandId(batchId, decision, id))) out.push({ ...base, ok: true, notes: [t(decision === "approve" ? "leave.hr.bulk.approved" : "leave.hr.bulk.rejected")] });
    else if (r.personId === user.id) out.push({ ...base, ok: false, notes: [t("leave.own_decision")] });
    else {
      // still pending: an approval refused for overlapping an approved request says which one
      const overlap = r.status === "PENDING" && decision === "approve" ? await whyNotApprovable(sql, t, r) : null;
      out.push({ ...base, ok: false, notes: [overlap ?? (await whyNotDecidable(sql, t, id, -1)) ?? t("leave.hr.changed_meanwhile")] });
    }
  }
  return out;
}
