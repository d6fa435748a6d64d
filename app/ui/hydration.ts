// Whether React is hydrating the server's page (the first render in the browser), for what the server
// rendered and the browser need not render again (a list's rows, ADR-0095). True in the browser until
// the root's first effect runs (effects run children first: after everything has hydrated); false on
// the server and for everything rendered later (a navigation's new page).
import { useEffect, useLayoutEffect } from "react";

/** useLayoutEffect in the browser; nothing to lay out on the server */
export const useBrowserLayoutEffect = typeof document !== "undefined" ? useLayoutEffect : useEffect;

let hydrating = typeof document !== "undefined";

export function isHydrating(): boolean {
  return hydrating;
}

/** In the root component: marks the hydration as done once it has committed. */
export function useHydrationDone(): void {
  useEffect(() => {
    hydrating = false;
  }, []);
}
