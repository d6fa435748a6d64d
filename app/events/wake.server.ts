// The background loops of an app process (the async projector, the notifications) and when they
// look for new events (ADR-0142). Idle, a loop waits longer after each empty look — its interval
// doubling up to a bound — so an idle process costs next to nothing; a command this process stored
// wakes its loops at once, so what it appended is projected and notified without waiting. Nothing
// depends on the nudge: an event another process appended is found by the next look (within the
// bound), and the loops and their locks stay in PostgreSQL's hands.

type Waker = () => void;
const wakers = new Set<Waker>();

/** Called by the command handler after a command stored events: this process's loops look at once. */
export function eventsAppended(): void {
  for (const wake of wakers) wake();
}

/** Registers a loop's waker; returns the function that removes it. */
function onEventsAppended(wake: Waker): () => void {
  wakers.add(wake);
  return () => {
    wakers.delete(wake);
  };
}

/** The longest idle wait between two looks (CANTIERE_IDLE_POLL_MS, default 2 s). */
function idleBoundMs(): number {
  const n = Number(process.env.CANTIERE_IDLE_POLL_MS);
  return Number.isFinite(n) && n > 0 ? n : 2000;
}

/**
 * The wait before a loop's next look: at once after a look that found work, `baseMs` after the
 * first empty one, then doubling up to `maxMs` (never below `baseMs`).
 */
export function idleWait(baseMs: number, maxMs: number = idleBoundMs()) {
  let empty = 0;
  return {
    /** the wait after a look that found `found` items */
    next(found: number): number {
      if (found > 0) {
        empty = 0;
        return 0;
      }
      const wait = Math.max(baseMs, Math.min(maxMs, baseMs * 2 ** empty));
      empty = Math.min(empty + 1, 30);
      return wait;
    },
    /** woken: the next empty look waits `baseMs` again */
    reset(): void {
      empty = 0;
    },
  };
}

/**
 * A loop that runs `tick` (returning how much it found) at once, then waits by `idleWait` (stretched by the
 * outage backoff through `adjust`), and is woken at once by `eventsAppended`. Returns its stop
 * function, which waits for the tick under way.
 */
export function startLoop(tick: () => Promise<number>, baseMs: number, adjust: (wait: number) => number = (w) => w, maxMs?: number): () => Promise<void> {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let ticking = false;
  let wokenDuringTick = false;
  let running: Promise<void> = Promise.resolve();
  const waits = idleWait(baseMs, maxMs);
  const schedule = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(() => (running = run()), ms);
    timer.unref?.();
  };
  const run = async () => {
    ticking = true;
    wokenDuringTick = false;
    let found = 0;
    try {
      found = await tick();
    } finally {
      ticking = false;
      // woken during the look (its waker reset the waits): look again at once
      schedule(adjust(wokenDuringTick ? 0 : waits.next(found)));
    }
  };
  const off = onEventsAppended(() => {
    if (stopped) return;
    waits.reset();
    if (ticking) {
      wokenDuringTick = true;
      return;
    }
    if (timer) clearTimeout(timer);
    schedule(0);
  });
  // a process that starts looks at once: what was written while no process ran is caught up first
  schedule(0);
  return async () => {
    stopped = true;
    off();
    if (timer) clearTimeout(timer);
    await running;
  };
}
