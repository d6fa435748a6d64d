// HR's bulk decision on leave requests (the shared design: app/areas/approvals/bulk-decision.server.ts),
// worded for HR: each request with what the decision will do to its person's holiday balance, or why
// the rules will refuse it; then whether this batch decided it. The decisions themselves are the
// operations' (leaveDecisions); this is the area's view of them (ADR-0049).
import type { TFunction } from "i18next";
import { Temporal } from "temporal-polyfill";
import type { Sql } from "~/db.server";
import type { LeaveBalance } from "~/domain/leave/balance";
import { LEAVE_DECISIONS } from "~/domain/leave/commands";
import type { LeaveState } from "~/domain/leave/decider";
import { decisionEffects, type BalanceFigures } from "~/domain/leave/decision-effect";
import type { LeaveEvent } from "~/domain/leave/events";
import { leaveTypeKey } from "~/domain/leave/types";
import { leaveRequestsByIds, type LeaveRequestRow } from "~/events/queries/leave-requests.server";
import { leaveBalanceOf } from "~/events/queries/leaves.server";
import { periodEnds, signedHours } from "~/ui/leave/view";
import type { BulkArea, BulkRow } from "~/areas/approvals/bulk-decision.server";
import { leaveDecisions } from "~/areas/leave/leave-decisions.server";

const yearsOf = (d: LeaveRequestRow["details"]) => {
  const a = Number(d.startDate.slice(0, 4));
  const b = Number(d.endDate.slice(0, 4));
  return a === b ? [a] : [a, b];
};

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

type LeaveBulkRow = BulkRow & { years: number[] };

/** Leave requests on the shared bulk decision pages. */
export const leaveBulk: BulkArea<LeaveState, LeaveEvent> = {
  ...leaveDecisions,
  listPath: "/app/hr/leave-requests",
  listTitleKey: "leave.hr.list.title",
  cancelKey: "leave.list.cancel",
  idField: "leaveIds",
  rowAttribute: "data-leave-id",
  // the schema took only these two intents
  ofIntent: (intent) => LEAVE_DECISIONS.ofIntent(intent as (typeof LEAVE_DECISIONS.intents)[number]),
  headers: (t) => [t("leave.hr.list.columns.person"), t("leave.list.columns.type"), t("leave.list.columns.from"), t("leave.list.columns.to")],
  async rows(sql, user, t, ids) {
    const found = await leaveRequestsByIds(sql, user, ids);
    return new Map(
      found.map((r): [number, LeaveBulkRow] => {
        const { from, to } = periodEnds(r.details);
        const person = r.personName || t("history.unknown_person", { id: r.personId });
        return [r.id, { id: r.id, personId: r.personId, version: r.version, cells: [person, t(leaveTypeKey(r.leaveType)), from, to], years: yearsOf(r.details) }];
      }),
    );
  },
  async effects(sql: Sql, t, decision, rows) {
    const decidable = rows as readonly LeaveBulkRow[];
    const balances = new Map<string, LeaveBalance>();
    for (const r of decidable) {
      for (const year of r.years) {
        const key = `${r.personId}:${year}`;
        if (balances.has(key)) continue;
        const b = await leaveBalanceOf(sql, r.personId, Temporal.PlainDate.from({ year, month: 1, day: 1 }));
        if (b) balances.set(key, b);
      }
    }
    const effects = decisionEffects(
      decision,
      decidable.map((r) => ({ leaveId: r.id, personId: r.personId, years: r.years })),
      balances,
    );
    return new Map(
      decidable.map((r) => {
        const notes = (effects.get(r.id) ?? []).map((e) => balanceNote(t, e.year, e.minutes, e.before, e.after));
        return [r.id, notes.length ? notes : [t("leave.hr.bulk.no_balance_change", { year: r.years[0] })]];
      }),
    );
  },
};
