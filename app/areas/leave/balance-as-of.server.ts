// A person's leave balance as it was at a chosen instant, for a leave's history page (issue 37,
// ADR-0133): the figures and the requests behind them, line by line, as the log stood then.
import type { Queryable } from "~/db.server";
import { formatHoursMinutes } from "~/domain/leave/period";
import { leaveTypeKey } from "~/domain/leave/types";
import { leaveBalanceAsOf } from "~/events/queries/as-of.server";
import type { LeaveBalance } from "~/domain/leave/balance";
import type { BalanceView } from "~/ui/leave/balance-figures";
import type { BalanceLine } from "~/ui/leave/balance-lines";
import { balanceView, periodEnds } from "~/ui/leave/view";

export interface BalanceAsOfView {
  balance: BalanceView;
  lines: BalanceLine[];
}

/** The lines behind a balance, each request with what it counts and why, ready for the page. */
export function balanceLineViews(lines: LeaveBalance["lines"]): BalanceLine[] {
  return lines.map((line) => ({
    id: line.leaveId,
    typeKey: leaveTypeKey(line.leaveType),
    ...periodEnds({ shape: line.shape, startAt: line.startAt, endAt: line.endAt, startDate: line.startDate, endDate: line.endDate }),
    status: line.status,
    // the whole request, every year: the figure the lists, the PDF and the history show
    duration: formatHoursMinutes(line.requestMinutes),
    counted: formatHoursMinutes(line.minutes),
    effect: line.effect,
    reason: line.reason,
  }));
}

/** The balance of `personId` at `instant` (ISO) ready for the page; null for an unknown person. */
async function balanceAsOfView(db: Queryable, personId: number, instant: string): Promise<BalanceAsOfView | null> {
  const b = await leaveBalanceAsOf(db, personId, instant);
  return b ? { balance: balanceView(b), lines: balanceLineViews(b.lines) } : null;
}

/** For a leave's history page: with a chosen date and time (`asOf`), the balance of its person as it was then, named; else null. */
export async function historyBalanceAsOf(db: Queryable, personId: number, asOf: string | null | undefined, person: string) {
  const balance = asOf ? await balanceAsOfView(db, personId, asOf) : null;
  return balance && asOf ? { ...balance, asOf, person } : null;
}
