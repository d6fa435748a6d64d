// Which stamp the person's clock expects next (ADR-0042). The clock buttons record in turn: a
// clock-in, then a clock-out, then a clock-in again. What the person did last is read from the
// stamp list (their latest active or proposed stamp up to now) and handed to the decider, which
// refuses a stamp out of turn; a proposal waiting for HR counts, so that proposing a forgotten
// clock-out lets the person clock in again at once.
import { formatDate, formatTime } from "../shared/format";
import { parseZurichDateTime } from "../shared/zurich-time";
import { MAX_PAIR_MINUTES, type StampKind } from "./types";

/** The person's latest stamp that counts or may count (ACTIVE or PROPOSED), up to now. */
export interface LastStamp {
  id: number;
  kind: StampKind;
  status: "ACTIVE" | "PROPOSED";
  /** an instant with Z or an offset */
  stampedAt: string;
}

/**
 * How far after now a stamp may lie and still be "the last one": the clocks of two servers (or two
 * requests read a moment apart) may differ by a little; a stamp further ahead is not the person's.
 */
export const CLOCK_SKEW_SECONDS = 60;

const MINUTE_MS = 60_000;

function epochMs(s: string): number {
  const z = parseZurichDateTime(s);
  if (!z) throw new RangeError(`not an instant: ${s}`);
  return z.epochMilliseconds;
}

/**
 * The person is on duty when their latest stamp is a clock-in less than 16 hours old (the limit
 * of a pair, ADR-0030): the clock then expects a clock-out. After a clock-out, an older clock-in
 * (a forgotten clock-out, flagged) or no stamp at all, it expects a clock-in.
 */
export function expectedKind(last: LastStamp | null, now: string): StampKind {
  if (!last || last.kind !== "ENTRATA") return "ENTRATA";
  return epochMs(now) - epochMs(last.stampedAt) < MAX_PAIR_MINUTES * MINUTE_MS ? "USCITA" : "ENTRATA";
}

/** A stamp's Zurich date and time ("10.03.2026", "07:02"), for messages. */
export function stampMoment(stampedAt: string): { date: string; time: string } {
  return { date: formatDate(stampedAt), time: formatTime(stampedAt) };
}
