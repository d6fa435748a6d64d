// Sign-in limits that slow password guessing without handing anyone a switch to lock another
// person out (ADR-0006, 2026-11-25). Pure: sign-in.server.ts reads the counted failures from
// sign_in_attempts, this decides how long the next attempt must wait.
//
// Each limit counts failures in a window; once its free failures are used, the next attempt waits
// base·2^k after the latest counted failure (k: the failures past the free ones), up to a cap.
// Attempts refused for waiting are recorded but never counted, so hammering does not lengthen the
// wait.
// - (account, address): the right person's own typos at their own address; only people at that
//   address can move it. Restarted by a successful sign-in from there.
// - account (every address): applies only to an address that has itself failed on this account
//   (and has not signed in to it successfully within 90 days). A clean address cannot be told apart
//   from the right person on a new network, and any budget shared with it the attacker could
//   spend first — so it never waits for this limit.
// - address (every account): spraying many accounts from one address; an address the account
//   signed in from within 90 days does not wait for it either (an office behind one address).

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const DAY = 24 * 60 * MINUTE;

export interface Limit {
  /** failures in the window that cost nothing */
  free: number;
  baseMs: number;
  capMs: number;
  windowMs: number;
}

export const PAIR_LIMIT: Limit = { free: 5, baseMs: SECOND, capMs: 15 * MINUTE, windowMs: DAY };
export const ACCOUNT_LIMIT: Limit = { free: 20, baseMs: SECOND, capMs: 15 * MINUTE, windowMs: DAY };
export const ADDRESS_LIMIT: Limit = { free: 100, baseMs: SECOND, capMs: 15 * MINUTE, windowMs: DAY };
/** An address the account signed in from this recently is its usual address. */
export const KNOWN_ADDRESS_MS = 90 * DAY;

/** How long the next attempt waits after the latest of `failures` counted failures: nothing before `free` of them, then base, 2·base, 4·base… up to the cap. */
export function delayAfter(failures: number, limit: Limit): number {
  if (failures < limit.free) return 0;
  // 2^40 is far past any cap: no overflow to Infinity
  return Math.min(limit.capMs, limit.baseMs * 2 ** Math.min(failures - limit.free, 40));
}

/** The most failures worth reading: from this many on, the delay is at its cap. */
export function failuresToRead(limit: Limit): number {
  return limit.free + Math.ceil(Math.log2(limit.capMs / limit.baseMs));
}

export interface Failures {
  /** counted failures in the window, at most `failuresToRead` */
  count: number;
  lastAt: number | null;
}

export interface SignInHistory {
  /** failures of this account from this address in the window, since its last success from there */
  pair: Failures;
  /** failures of this account from every address in the window */
  account: Failures;
  /** failures from this address on every account in the window */
  address: Failures;
  /** the latest successful sign-in of this account from this address */
  lastSuccessAt: number | null;
}

export type ThrottleCode = "login.locked" | "login.address_locked";

export interface Throttle {
  until: number;
  code: ThrottleCode;
}

/** When the next attempt of this account from this address may be made, or null: now. */
export function throttle(history: SignInHistory, now: number): Throttle | null {
  const known = history.lastSuccessAt !== null && history.lastSuccessAt <= now && now - history.lastSuccessAt <= KNOWN_ADDRESS_MS;
  const gates: Throttle[] = [];
  const gate = (f: Failures, limit: Limit, code: ThrottleCode) => {
    if (f.lastAt !== null && f.count >= limit.free) gates.push({ until: f.lastAt + delayAfter(f.count, limit), code });
  };
  gate(history.pair, PAIR_LIMIT, "login.locked");
  if (!known) {
    if (history.pair.count > 0) gate(history.account, ACCOUNT_LIMIT, "login.locked");
    gate(history.address, ADDRESS_LIMIT, "login.address_locked");
  }
  const latest = gates.filter((g) => g.until > now).sort((a, b) => b.until - a.until)[0];
  return latest ?? null;
}
