// The shape every aggregate's rules take (Emmett's decider): pure, no I/O, the clock passed in.

/** An event as the domain sees it: a past-tense type and the facts the decision used. */
export interface DomainEvent<T extends string = string, D = unknown> {
  type: T;
  data: D;
}

/** Who asks and when; `now` is an ISO instant supplied by the caller, never read inside decide. */
export interface CommandContext {
  actorId: number | null;
  now: string;
}

export interface Decider<S, C, E extends DomainEvent> {
  streamType: string;
  initialState(): S;
  evolve(state: S, event: E): S;
  /** Returns the events the command produces, or throws a DomainError. */
  decide(command: C, state: S, ctx: CommandContext): E[];
}

export function fold<S, E extends DomainEvent>(d: Pick<Decider<S, never, E>, "initialState" | "evolve">, events: E[]): S {
  return events.reduce((s, e) => d.evolve(s, e), d.initialState());
}
