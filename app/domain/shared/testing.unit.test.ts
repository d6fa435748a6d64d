// The given/when/then helper checks itself: a helper that passed silently would make every decider test worthless.
import { describe, it, expect } from "vitest";
import type { Decider, DomainEvent } from "./decider";
import { ruleBroken } from "./errors";
import { CTX, ctx, given } from "./testing";

type Added = DomainEvent<"Added", { n: number; at: string }>;
type Cmd = { type: "Add"; n: number } | { type: "Boom" } | { type: "Crash" };
interface Total {
  total: number;
  seen: number[];
}

const counter: Decider<Total, Cmd, Added> = {
  streamType: "counter",
  initialState: () => ({ total: 0, seen: [] }),
  evolve: (s, e) => ({ total: s.total + e.data.n, seen: [...s.seen, e.data.n] }),
  decide(c, _s, context) {
    if (c.type === "Boom") throw ruleBroken("counter.boom", { field: "n", params: { max: 3 } });
    if (c.type === "Crash") throw new Error("counter.boom");
    return c.n === 0 ? [] : [{ type: "Added", data: { n: c.n, at: context.now } }];
  },
};
const added = (n: number, at = CTX.now): Added => ({ type: "Added", data: { n, at } });

describe("given", () => {
  it("folds the history into the state", () => {
    expect(given(counter, [added(2), added(3)]).state).toEqual({ total: 5, seen: [2, 3] });
    expect(given(counter).state).toEqual({ total: 0, seen: [] });
  });

  it("leaves the caller's history unfrozen", () => {
    const history = [added(1)];
    given(counter, history);
    history.push(added(2));
    expect(history).toHaveLength(2);
  });
});

describe("thenEvents and thenNothing", () => {
  it("returns the state after the new events", () => {
    expect(given(counter, [added(2)]).when({ type: "Add", n: 4 }).thenEvents([added(4)])).toEqual({ total: 6, seen: [2, 4] });
  });

  it("passes the context to decide", () => {
    given(counter).when({ type: "Add", n: 1 }, ctx({ now: "2030-01-01T00:00:00.000Z" })).thenEvents([added(1, "2030-01-01T00:00:00.000Z")]);
  });

  it("fails on other events", () => {
    expect(() => given(counter).when({ type: "Add", n: 1 }).thenEvents([added(2)])).toThrow();
    expect(() => given(counter).when({ type: "Add", n: 0 }).thenEvents([added(0)])).toThrow();
  });

  it("thenNothing fails when events are produced and passes when none are", () => {
    expect(() => given(counter).when({ type: "Add", n: 1 }).thenNothing()).toThrow();
    expect(given(counter, [added(2)]).when({ type: "Add", n: 0 }).thenNothing()).toEqual({ total: 2, seen: [2] });
  });

  it("fails when decide throws instead", () => {
    expect(() => given(counter).when({ type: "Boom" }).thenEvents([])).toThrow("counter.boom");
  });
});

describe("thenThrows", () => {
  it("returns the DomainError of the expected code, kind, field and params", () => {
    const e = given(counter).when({ type: "Boom" }).thenThrows("counter.boom", { kind: "rule", field: "n", params: { max: 3 } });
    expect(e.status).toBe(422);
  });

  it("fails when the command is accepted", () => {
    expect(() => given(counter).when({ type: "Add", n: 1 }).thenThrows("counter.boom")).toThrow(/was accepted/);
  });

  it("fails on another code, kind, field or params", () => {
    expect(() => given(counter).when({ type: "Boom" }).thenThrows("counter.other")).toThrow();
    expect(() => given(counter).when({ type: "Boom" }).thenThrows("counter.boom", { kind: "not_found" })).toThrow();
    expect(() => given(counter).when({ type: "Boom" }).thenThrows("counter.boom", { field: "m" })).toThrow();
    expect(() => given(counter).when({ type: "Boom" }).thenThrows("counter.boom", { field: undefined })).toThrow();
    expect(() => given(counter).when({ type: "Boom" }).thenThrows("counter.boom", { params: {} })).toThrow();
  });

  it("fails on an error that is not a DomainError, even with a matching message", () => {
    expect(() => given(counter).when({ type: "Crash" }).thenThrows("counter.boom")).toThrow(/expected a DomainError/);
  });
});

describe("purity checks", () => {
  it("fails a decide that mutates the state it was given", () => {
    const mutating: Decider<Total, Cmd, Added> = {
      ...counter,
      decide(c, s, context) {
        s.seen.push(0);
        return counter.decide(c, s, context);
      },
    };
    expect(() => given(mutating, [added(1)]).when({ type: "Add", n: 1 }).thenEvents([added(1)])).toThrow(TypeError);
  });

  it("fails a decide that mutates the command", () => {
    const mutating: Decider<Total, Cmd, Added> = {
      ...counter,
      decide(c, s, context) {
        (c as { n: number }).n += 1;
        return counter.decide(c, s, context);
      },
    };
    expect(() => given(mutating).when({ type: "Add", n: 1 }).thenEvents([added(2)])).toThrow(TypeError);
  });

  it("fails a decide that does not decide the same twice (a clock or randomness read inside)", () => {
    let calls = 0;
    const impure: Decider<Total, Cmd, Added> = {
      ...counter,
      decide: (c, s, context) => counter.decide(c, s, { ...context, now: `2026-01-01T00:00:0${calls++}.000Z` }),
    };
    expect(() => given(impure).when({ type: "Add", n: 1 }).thenEvents([added(1, "2026-01-01T00:00:00.000Z")])).toThrow();
  });

  it("fails when evolve cannot fold what decide produced", () => {
    const broken: Decider<Total, Cmd, Added> = {
      ...counter,
      evolve: (s, e) => {
        if (e.data.n > 5) throw new Error("unhandled");
        return counter.evolve(s, e);
      },
    };
    expect(() => given(broken).when({ type: "Add", n: 6 }).thenEvents([added(6)])).toThrow("unhandled");
  });
});
