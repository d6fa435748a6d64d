import { describe, expect, it } from "vitest";
import { ACCOUNT_LIMIT, ADDRESS_LIMIT, delayAfter, failuresToRead, KNOWN_ADDRESS_MS, PAIR_LIMIT, throttle, type SignInHistory } from "./sign-in-limits";

const NOW = Date.parse("2026-11-25T10:00:00Z");
const none = { count: 0, lastAt: null };
const history = (h: Partial<SignInHistory>): SignInHistory => ({ pair: none, account: none, address: none, lastSuccessAt: null, ...h });

describe("the delay of a limit", () => {
  it("is nothing before the free failures are used, then doubles from one second up to the cap", () => {
    const waits = Array.from({ length: 18 }, (_, i) => delayAfter(i + 1, PAIR_LIMIT) / 1000);
    expect(waits).toEqual([0, 0, 0, 0, 1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900, 900, 900]);
    expect(delayAfter(1_000_000, ACCOUNT_LIMIT)).toBe(15 * 60_000);
    expect(delayAfter(0, ADDRESS_LIMIT)).toBe(0);
  });

  it("reads just enough failures to know the delay has reached its cap", () => {
    for (const limit of [PAIR_LIMIT, ACCOUNT_LIMIT, ADDRESS_LIMIT]) {
      const n = failuresToRead(limit);
      expect(delayAfter(n, limit)).toBe(limit.capMs);
      expect(delayAfter(n - 1, limit)).toBeLessThan(limit.capMs);
    }
  });
});

describe("when an account and an address have failed", () => {
  it("after the address's own five free failures it waits, counted from the latest one", () => {
    expect(throttle(history({ pair: { count: 4, lastAt: NOW }, account: { count: 4, lastAt: NOW } }), NOW)).toBeNull();
    expect(throttle(history({ pair: { count: 5, lastAt: NOW - 400 }, account: { count: 5, lastAt: NOW - 400 } }), NOW)).toEqual({ until: NOW + 600, code: "login.locked" });
    expect(throttle(history({ pair: { count: 7, lastAt: NOW - 4000 }, account: { count: 7, lastAt: NOW - 4000 } }), NOW)).toBeNull();
  });

  it("the account's failures from everywhere slow an address that has failed on it too", () => {
    const account = { count: ACCOUNT_LIMIT.free + 2, lastAt: NOW - 1000 }; // waits 4 s after the latest
    expect(throttle(history({ pair: { count: 1, lastAt: NOW - 60_000 }, account }), NOW)).toEqual({ until: NOW + 3000, code: "login.locked" });
  });

  it("the account's failures never slow an address that has not failed on it", () => {
    const account = { count: 10_000, lastAt: NOW };
    expect(throttle(history({ account }), NOW)).toBeNull();
  });

  it("the account's usual address pays only for its own failures", () => {
    const account = { count: 10_000, lastAt: NOW };
    const address = { count: 10_000, lastAt: NOW };
    expect(throttle(history({ pair: { count: 2, lastAt: NOW }, account, address, lastSuccessAt: NOW - 3_600_000 }), NOW)).toBeNull();
    expect(throttle(history({ pair: { count: 6, lastAt: NOW }, account, address, lastSuccessAt: NOW - 3_600_000 }), NOW)).toEqual({ until: NOW + 2000, code: "login.locked" });
    // a success long ago no longer makes the address usual
    expect(throttle(history({ pair: { count: 2, lastAt: NOW }, account, lastSuccessAt: NOW - KNOWN_ADDRESS_MS - 1 }), NOW)?.code).toBe("login.locked");
  });

  it("an address failing on many accounts waits, with its own message", () => {
    const address = { count: ADDRESS_LIMIT.free, lastAt: NOW };
    expect(throttle(history({ address }), NOW)).toEqual({ until: NOW + 1000, code: "login.address_locked" });
    expect(throttle(history({ address: { count: ADDRESS_LIMIT.free - 1, lastAt: NOW } }), NOW)).toBeNull();
  });

  it("the longest wait wins", () => {
    const h = history({ pair: { count: 7, lastAt: NOW }, account: { count: 29, lastAt: NOW }, address: { count: 101, lastAt: NOW } });
    expect(throttle(h, NOW)).toEqual({ until: NOW + 512_000, code: "login.locked" });
  });
});
