// The nonce of the HTML answer being rendered (entry.server.tsx makes one per request): Remix's
// inline scripts carry it, or the Content-Security-Policy stops them. Undefined in the browser,
// which hides nonces from the page anyway.
import { createContext, useContext } from "react";

export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
