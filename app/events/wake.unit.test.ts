import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { eventsAppended, idleWait, startLoop } from "./wake.server";

describe("idleWait", () => {
  it("waits the base after the first empty look, doubles after each next one up to the bound, and not at all after work", () => {
    const w = idleWait(200, 2000);
    expect([w.next(0), w.next(0), w.next(0), w.next(0), w.next(0), w.next(0)]).toEqual([200, 400, 800, 1600, 2000, 2000]);
    expect(w.next(3)).toBe(0);
    expect(w.next(0)).toBe(200);
    w.next(0);
    w.reset();
    expect(w.next(0)).toBe(200);
  });

  it("never waits less than the base, even with a lower bound", () => {
    const w = idleWait(500, 100);
    expect([w.next(0), w.next(0)]).toEqual([500, 500]);
  });
});

describe("startLoop", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("looks at once when it starts, then less and less often while idle, and at once when this process stored events", async () => {
    const looks: number[] = [];
    const stop = startLoop(async () => {
      looks.push(Date.now());
      return 0;
    }, 200, undefined, 2000);
    const t0 = Date.now();
    const gaps = () => looks.slice(1).map((t, i) => t - looks[i]);
    await vi.advanceTimersByTimeAsync(1 + 200 + 400 + 800 + 1600 + 2000);
    expect(looks[0] - t0).toBeLessThanOrEqual(1);
    expect(gaps()).toEqual([200, 400, 800, 1600, 2000]);
    // idle at its bound: a command's events wake it now, and its waits start again from the base
    await vi.advanceTimersByTimeAsync(500);
    expect(looks).toHaveLength(6);
    eventsAppended();
    await vi.advanceTimersByTimeAsync(1);
    expect(looks).toHaveLength(7);
    await vi.advanceTimersByTimeAsync(200);
    expect(looks).toHaveLength(8);
    expect(gaps().slice(-1)).toEqual([200]);
    await stop();
    eventsAppended();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(looks).toHaveLength(8);
  });

  it("looks again at once after a look that found work, or that was woken while it ran", async () => {
    let found = [5, 0];
    let inLook: (() => void) | null = null;
    const looks: number[] = [];
    const stop = startLoop(async () => {
      looks.push(Date.now());
      if (inLook) {
        const f = inLook;
        inLook = null;
        f();
      }
      return found.shift() ?? 0;
    }, 100, undefined, 1000);
    const gaps = () => looks.slice(1).map((t, i) => t - looks[i]);
    await vi.advanceTimersByTimeAsync(50);
    // a first look at once; work found: the next look follows at once: the next look follows at once (a timer of 0, which Node runs after 1 ms)
    expect(looks).toHaveLength(2);
    expect(gaps()[0]).toBeLessThanOrEqual(1);
    await vi.advanceTimersByTimeAsync(100);
    expect(gaps().slice(1)).toEqual([100]);
    // an append during a look: the loop looks once more right after it, then waits the base again
    inLook = eventsAppended;
    found = [];
    await vi.advanceTimersByTimeAsync(300);
    expect(gaps().slice(2)).toEqual([200, 1, 100]);
    await stop();
  });

  it("stretches its wait by the outage backoff it is given", async () => {
    const looks: number[] = [];
    const stop = startLoop(async () => {
      looks.push(Date.now());
      return 0;
    }, 100, (w) => w * 10, 100);
    await vi.advanceTimersByTimeAsync(1 + 1000 + 1000);
    expect(looks.slice(1).map((t, i) => t - looks[i])).toEqual([1000, 1000]);
    await stop();
  });
});
