// A person's leave balance as it was at a chosen instant, for a leave's history page (issue 37,
// ADR-0133): the figures and the requests behind them, line by line, as the log stood then.
import type { Queryable } from "~/db.server";
import { formatHoursMinutes } from "~/domain/leave/period";
import { leaveTypeKey } from "~/domain/leave/types";
import type { LeaveStatus } from "~/domain/leave/types";
import { leaveBalanceAsOf } from "~/events/queries/as-of.server";
import type { BalanceView } from "~/ui/leave/balance-figures";
import { balanceView, periodEnds } from "~/ui/leave/view";

export interface BalanceAsOfView {
  balance: BalanceView;
  lines: { id: number; typeKey: string; from: string; to: string; status: LeaveStatus; duration: string; counted: string; effect: string; reason: string }[];
}

/** The balance of `personId` at `instant` (ISO) ready for the page; null for an unknown person. */
async function balanceAsOfView(db: Queryable, personId: number, instant: string): Promise<BalanceAsOfView | null> {
  const b = await leaveBalanceAsOf(db, personId, instant);
  if (!b) return null;
  return {
    balance: balanceView(b),
    lines: b.lines.map((line) => ({
      id: line.leaveId,
      typeKey: leaveTypeKey(line.leaveType),
      ...periodEnds({ shape: line.shape, startAt: line.startAt, endAt: line.endAt, startDate: line.startDate, endDate: line.endDate }),
      status: line.status,
      duration: formatHoursMinutes(line.requestMinutes),
      counted: formatHoursMinutes(line.minutes),
      effect: line.effect,
      reason: line.reason,
    })),
  };
}

/** For a leave's history page: with a chosen date and time (`asOf`), the balance of its person as it was then, named; else null. */
export async function historyBalanceAsOf(db: Queryable, personId: number, asOf: string | null | undefined, person: string) {
  const balance = asOf ? await balanceAsOfView(db, personId, asOf) : null;
  return balance && asOf ? { ...balance, asOf, person } : null;
}
