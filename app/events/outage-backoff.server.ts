// The background loops of an app process (the async projector, the notifications) while the
// database is out of reach — a reset, a restart, a failover (ADR-0096): they say so once, wait
// longer between tries (doubling, up to a bound) instead of a warning every tick, say when it is
// back, and never stop: the process serves again as soon as the database answers.
import { isDatabaseUnavailable } from "~/db.server";

export interface OutageBackoff {
  /** A step of this tick failed: an unreachable database is told once per outage, anything else every time. */
  failed(step: string, err: unknown): void;
  /** At the end of a tick: how long to wait before the next one (`usual`, or longer during an outage). */
  next(usual: number): number;
}

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** The backoff of the loop named `loop` (its log prefix); waits at most `maxMs` between tries. */
export function outageBackoff(loop: string, log: (m: string) => void = console.warn, maxMs = 10_000): OutageBackoff {
  // ticks in a row in which the database was out of reach
  let outageTicks = 0;
  let unreachableNow = false;
  return {
    failed(step, err) {
      if (!isDatabaseUnavailable(err)) {
        log(`[${loop}] ${step}: ${messageOf(err)}`);
        return;
      }
      if (outageTicks === 0 && !unreachableNow) log(`[${loop}] the database is out of reach, trying again with backoff (${step}: ${messageOf(err)})`);
      unreachableNow = true;
    },
    next(usual) {
      if (unreachableNow) {
        unreachableNow = false;
        outageTicks++;
        return Math.min(maxMs, Math.max(usual, 100) * 2 ** Math.min(outageTicks, 16));
      }
      if (outageTicks > 0) {
        log(`[${loop}] the database answers again (after ${outageTicks} ${outageTicks === 1 ? "try" : "tries"})`);
        outageTicks = 0;
      }
      return usual;
    },
  };
}
