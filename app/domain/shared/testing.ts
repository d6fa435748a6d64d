// Given/when/then for deciders (Emmett's DeciderSpecification): given past events, when a command,
// then the new events, no events, or a DomainError's code. Test support only: pure, no I/O, no mocks.
//
// The outcomes are named thenEvents / thenNothing / thenThrows rather than `then`: an object with a
// `then` method is a thenable, and a test that returned or awaited one would silently run it.
import { expect } from "vitest";
import { fold, type CommandContext, type Decider, type DomainEvent } from "./decider";
import { isDomainError, type DomainError, type DomainErrorKind } from "./errors";

/** The context most tests use: actor 1 at a fixed instant. */
export const CTX: CommandContext = { actorId: 1, now: "2026-03-02T08:00:00.000Z" };

/** A context with another actor or instant. */
export const ctx = (overrides: Partial<CommandContext> = {}): CommandContext => ({ ...CTX, ...overrides });

/** Freezes a value and everything it holds, so a decide or evolve that mutates its input fails loudly. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

export interface Then<S, E extends DomainEvent> {
  /** The command produces exactly these events; returns the state folded over history + them. */
  thenEvents(expected: E[]): S;
  /** The command is accepted and changes nothing (an idempotent repeat). */
  thenNothing(): S;
  /** The command is refused with a DomainError of this code (and, when given, kind, field, params). */
  thenThrows(code: string, expected?: { kind?: DomainErrorKind; field?: string; params?: Record<string, string | number> }): DomainError;
}

export interface Given<S, C, E extends DomainEvent> {
  /** The state the history folds to. */
  readonly state: S;
  when(command: C, context?: CommandContext): Then<S, E>;
}

/** Starts a specification: the decider and the events already in the stream. */
export function given<S, C, E extends DomainEvent>(decider: Decider<S, C, E>, history: E[] = []): Given<S, C, E> {
  const past = deepFreeze(structuredClone(history));
  const state = deepFreeze(fold(decider, past));
  return {
    state,
    when(command, context = CTX) {
      const frozenCommand = deepFreeze(structuredClone(command));
      const decide = () => decider.decide(frozenCommand, state, context);
      const accepted = (): E[] => {
        const events = decide();
        // Pure: the same state, command and clock decide the same events.
        expect(decide()).toEqual(events);
        return events;
      };
      // Whatever decide emits, evolve must be able to fold.
      const after = (events: E[]): S => fold(decider, [...past, ...events]);
      return {
        thenEvents(expected) {
          const events = accepted();
          expect(events).toEqual(expected);
          return after(events);
        },
        thenNothing() {
          const events = accepted();
          expect(events).toEqual([]);
          return state;
        },
        thenThrows(code, expected = {}) {
          let caught: unknown;
          let events: E[] | undefined;
          try {
            events = decide();
          } catch (e) {
            caught = e;
          }
          expect(events, `expected ${code} but the command was accepted`).toBeUndefined();
          expect(isDomainError(caught), `expected a DomainError, got ${String(caught)}`).toBe(true);
          const err = caught as DomainError;
          expect(err.code).toBe(code);
          if (expected.kind !== undefined) expect(err.kind).toBe(expected.kind);
          if ("field" in expected) expect(err.field).toBe(expected.field);
          if (expected.params !== undefined) expect(err.params).toEqual(expected.params);
          return err;
        },
      };
    },
  };
}
