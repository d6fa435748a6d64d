// The application clock. Production reads the system time; in test mode (CANTIERE_TEST_MODE=1)
// tests can set it, so lockouts, session expiry, "this year" and daylight saving are tested
// deterministically. It is never read inside a decider: commands carry `now`.
import type { Temporal } from "temporal-polyfill";
import { zurichDateOf } from "./domain/shared/zurich-time";

let offsetMs = 0;
let frozenAt: number | null = null;

export function testMode(): boolean {
  // the container sets CANTIERE_REQUIRE_DATABASE_URL: a deployed app never has a settable clock
  return process.env.CANTIERE_TEST_MODE === "1" && process.env.CANTIERE_REQUIRE_DATABASE_URL !== "1";
}

export function nowMs(): number {
  if (frozenAt !== null) return frozenAt;
  return Date.now() + offsetMs;
}

export function now(): Date {
  return new Date(nowMs());
}

export function nowIso(): string {
  return now().toISOString();
}

/** Today in Zurich by the application clock (settable in tests), or at the instant `now`. */
export function zurichToday(now: string = nowIso()): Temporal.PlainDate {
  return zurichDateOf(now);
}

/** Test mode only: set the clock to an instant (frozen) or move it (running). */
export function setTestClock(opts: { at?: string | null; advanceMs?: number; reset?: boolean }): void {
  if (!testMode()) throw new Error("the clock can only be set in test mode");
  if (opts.reset) {
    offsetMs = 0;
    frozenAt = null;
    return;
  }
  if (opts.at) frozenAt = Date.parse(opts.at);
  if (opts.advanceMs) {
    if (frozenAt !== null) frozenAt += opts.advanceMs;
    else offsetMs += opts.advanceMs;
  }
}
