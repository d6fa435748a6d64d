// What deciding pending requests does to each person's balance, for the bulk confirmation page:
// approving a pending holiday moves its hours from pending to taken (remaining drops by as much);
// rejecting it takes them out of pending (remaining unchanged); a request that is not a holiday
// changes nothing. Several requests of one person in one batch are applied in turn, so each line
// starts where the previous one left off. Pure.
import type { Decision } from "../shared/approvable";
import type { LeaveBalance } from "./balance";

export interface BalanceFigures {
  taken: number;
  pending: number;
  remaining: number;
}

export interface YearEffect {
  year: number;
  /** the request's minutes counted in this year's balance (0 when it counts nothing) */
  minutes: number;
  before: BalanceFigures;
  after: BalanceFigures;
}

const figures = (b: LeaveBalance): BalanceFigures => ({ taken: b.minutes.taken, pending: b.minutes.pending, remaining: b.minutes.remainingHolidays });

/**
 * The effect of `decision` on each request, in order. `balances` holds each person's balance per
 * year before the batch (key `<personId>:<year>`); a request touching a year with no balance given
 * has no line for it.
 */
export function decisionEffects(
  decision: Decision,
  requests: readonly { leaveId: number; personId: number; years: readonly number[] }[],
  balances: ReadonlyMap<string, LeaveBalance>,
): Map<number, YearEffect[]> {
  const running = new Map<string, BalanceFigures>();
  const out = new Map<number, YearEffect[]>();
  for (const r of requests) {
    const effects: YearEffect[] = [];
    for (const year of r.years) {
      const key = `${r.personId}:${year}`;
      const balance = balances.get(key);
      if (!balance) continue;
      const before = running.get(key) ?? figures(balance);
      const line = balance.lines.find((l) => l.leaveId === r.leaveId);
      // only a pending holiday counts: anything else is untouched by the decision
      const minutes = line && line.effect === "pending" ? line.countedMinutes : 0;
      const after =
        decision === "approve"
          ? { taken: before.taken + minutes, pending: before.pending - minutes, remaining: before.remaining - minutes }
          : { taken: before.taken, pending: before.pending - minutes, remaining: before.remaining };
      running.set(key, after);
      effects.push({ year, minutes, before, after });
    }
    out.set(r.leaveId, effects);
  }
  return out;
}
