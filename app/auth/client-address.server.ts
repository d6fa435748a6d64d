// The client's address for the sign-in limits and the sign-in records (ADR-0006): the socket peer
// that server.mjs passes in x-cantiere-remote-address, or what a trusted proxy appended to
// X-Forwarded-For (TRUST_PROXY, TRUST_PROXY_HOPS, TRUST_PROXIES; see ./client-address.ts).
import { proxyTrustFromEnv, selectClientAddress, type ProxyTrust } from "./client-address";

let trust: ProxyTrust | null = null;

/** Reads the proxy settings; throws on one it cannot read, so the runtime refuses to start. */
export function checkProxySettings(): ProxyTrust {
  trust = proxyTrustFromEnv(process.env);
  return trust;
}

export function clientAddress(request: Request): string {
  const peer = request.headers.get("x-cantiere-remote-address") ?? "local";
  if (!trust) {
    try {
      checkProxySettings();
    } catch {
      // why: the runtime refused to start on this setting already; a request never fails on it,
      // and without readable settings no header is believed
      return selectClientAddress({ kind: "none" }, peer, null);
    }
  }
  return selectClientAddress(trust as ProxyTrust, peer, request.headers.get("x-forwarded-for"));
}
