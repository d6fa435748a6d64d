import { describe, expect, it } from "vitest";
import { addressKey, formatIp, inCidr, parseCidr, parseIp, proxyTrustFromEnv, selectClientAddress, type ProxyTrust } from "./client-address";

const text = (s: string) => {
  const ip = parseIp(s);
  return ip ? formatIp(ip) : null;
};

describe("parsing an address", () => {
  it("reads IPv4, with or without a port", () => {
    expect(text("203.0.113.7")).toBe("203.0.113.7");
    expect(text(" 203.0.113.7 ")).toBe("203.0.113.7");
    expect(text("203.0.113.7:51234")).toBe("203.0.113.7");
    expect(text("0.0.0.0")).toBe("0.0.0.0");
  });

  it("reads IPv6 in every written form, and writes it one way", () => {
    expect(text("2001:DB8:0:0:0:0:0:1")).toBe("2001:db8::1");
    expect(text("2001:db8::1")).toBe("2001:db8::1");
    expect(text("[2001:db8::1]")).toBe("2001:db8::1");
    expect(text("[2001:db8::1]:443")).toBe("2001:db8::1");
    expect(text("fe80::1%eth0")).toBe("fe80::1");
    expect(text("::")).toBe("::");
    expect(text("::1")).toBe("::1");
    expect(text("2001:db8:0:1:1:1:1:1")).toBe("2001:db8:0:1:1:1:1:1");
    expect(text("2001:0:0:1:0:0:0:1")).toBe("2001:0:0:1::1");
    expect(text("1::")).toBe("1::");
  });

  it("treats an IPv4-mapped IPv6 address as the IPv4 address", () => {
    expect(text("::ffff:127.0.0.1")).toBe("127.0.0.1");
    expect(text("::FFFF:7f00:1")).toBe("127.0.0.1");
    expect(text("0:0:0:0:0:ffff:10.1.2.3")).toBe("10.1.2.3");
  });

  it("refuses what is not an address", () => {
    for (const bad of [
      "", " ", "unknown", "_hidden", "localhost", "1.2.3", "1.2.3.4.5", "256.1.1.1", "01.2.3.4", "1.2.3.-4", "1.2.3.4/24",
      "1.2.3.4:", "1.2.3.4:123456", "2001:db8::1::2", "2001:db8:::1", ":1", "1:", "1:2:3:4:5:6:7:8:9", "1:2:3:4:5:6:7::8",
      "12345::1", "g::1", "1.2.3.4::", "::1.2.3.4:5", "[1.2.3.4", "[::1", "::1]", "\"[::1]\"", "for=1.2.3.4",
      "x".repeat(200), "1.2.3.4\u0000",
    ]) {
      expect(parseIp(bad), JSON.stringify(bad)).toBeNull();
    }
  });
});

describe("ranges", () => {
  it("reads CIDR ranges and single addresses", () => {
    expect(parseCidr("10.0.0.0/8")).toEqual({ family: 4, value: 10n << 24n, prefix: 8 });
    expect(parseCidr("10.1.2.3/8")).toEqual({ family: 4, value: 10n << 24n, prefix: 8 }); // host bits dropped
    expect(parseCidr("192.0.2.1")).toMatchObject({ family: 4, prefix: 32 });
    expect(parseCidr("2001:db8::/32")).toMatchObject({ family: 6, prefix: 32 });
    expect(parseCidr("::1")).toMatchObject({ family: 6, prefix: 128 });
    expect(parseCidr("::ffff:10.0.0.0/104")).toEqual({ family: 4, value: 10n << 24n, prefix: 8 });
    expect(parseCidr("0.0.0.0/0")).toMatchObject({ family: 4, prefix: 0, value: 0n });
  });

  it("refuses malformed ranges", () => {
    for (const bad of ["10.0.0.0/33", "2001:db8::/129", "10.0.0.0/", "10.0.0.0/-1", "10.0.0.0/8/8", "10.0.0.0/a", "proxy", "", "1.2.3.4:80", "[::1]", "::ffff:10.0.0.0/64"]) {
      expect(parseCidr(bad), bad).toBeNull();
    }
  });

  it("tells whether an address is in a range, never across families", () => {
    const range = (s: string) => parseCidr(s)!;
    const ip = (s: string) => parseIp(s)!;
    expect(inCidr(ip("10.200.3.4"), range("10.0.0.0/8"))).toBe(true);
    expect(inCidr(ip("11.0.0.1"), range("10.0.0.0/8"))).toBe(false);
    expect(inCidr(ip("2001:db8:ffff::1"), range("2001:db8::/32"))).toBe(true);
    expect(inCidr(ip("2001:db9::1"), range("2001:db8::/32"))).toBe(false);
    expect(inCidr(ip("::ffff:10.0.0.1"), range("10.0.0.0/8"))).toBe(true);
    expect(inCidr(ip("10.0.0.1"), range("::/0"))).toBe(false);
    expect(inCidr(ip("192.0.2.1"), range("192.0.2.1"))).toBe(true);
    expect(inCidr(ip("192.0.2.2"), range("192.0.2.1"))).toBe(false);
  });
});

describe("reading the settings", () => {
  it("believes no header without TRUST_PROXY=1", () => {
    expect(proxyTrustFromEnv({})).toEqual({ kind: "none" });
    expect(proxyTrustFromEnv({ TRUST_PROXY: "0" })).toEqual({ kind: "none" });
    expect(proxyTrustFromEnv({ TRUST_PROXY: "true" })).toEqual({ kind: "none" });
  });

  it("takes one proxy by default, or the hops or the list given", () => {
    expect(proxyTrustFromEnv({ TRUST_PROXY: "1" })).toEqual({ kind: "hops", hops: 1 });
    expect(proxyTrustFromEnv({ TRUST_PROXY: "1", TRUST_PROXY_HOPS: "2" })).toEqual({ kind: "hops", hops: 2 });
    expect(proxyTrustFromEnv({ TRUST_PROXY: "1", TRUST_PROXY_HOPS: "", TRUST_PROXIES: "" })).toEqual({ kind: "hops", hops: 1 });
    const list = proxyTrustFromEnv({ TRUST_PROXY: "1", TRUST_PROXIES: "10.0.0.0/8, 2001:db8::/32,192.0.2.1," });
    expect(list.kind === "proxies" && list.proxies.map((c) => c.prefix)).toEqual([8, 32, 32]);
  });

  it("refuses settings it cannot read, rather than guess", () => {
    for (const env of [
      { TRUST_PROXY_HOPS: "1" },
      { TRUST_PROXIES: "10.0.0.0/8" },
      { TRUST_PROXY: "1", TRUST_PROXY_HOPS: "1", TRUST_PROXIES: "10.0.0.0/8" },
      { TRUST_PROXY: "1", TRUST_PROXY_HOPS: "0" },
      { TRUST_PROXY: "1", TRUST_PROXY_HOPS: "-1" },
      { TRUST_PROXY: "1", TRUST_PROXY_HOPS: "1.5" },
      { TRUST_PROXY: "1", TRUST_PROXY_HOPS: "33" },
      { TRUST_PROXY: "1", TRUST_PROXY_HOPS: "two" },
      { TRUST_PROXY: "1", TRUST_PROXIES: "10.0.0.0/8, proxy.internal" },
      { TRUST_PROXY: "1", TRUST_PROXIES: "," },
    ]) {
      expect(() => proxyTrustFromEnv(env), JSON.stringify(env)).toThrow(/TRUST_PROX(Y|IES)/);
    }
  });
});

describe("choosing the client's address", () => {
  const none: ProxyTrust = { kind: "none" };
  const hops = (n: number): ProxyTrust => ({ kind: "hops", hops: n });
  const proxies = (list: string): ProxyTrust => proxyTrustFromEnv({ TRUST_PROXY: "1", TRUST_PROXIES: list });

  it("without a trusted proxy: the socket peer, whatever the header says", () => {
    expect(selectClientAddress(none, "198.51.100.4", "203.0.113.9")).toBe("198.51.100.4");
    expect(selectClientAddress(none, "::ffff:198.51.100.4", null)).toBe("198.51.100.4");
    expect(selectClientAddress(none, "local", "203.0.113.9")).toBe("local");
  });

  it("one hop: the entry the proxy appended, not the one the client sent", () => {
    expect(selectClientAddress(hops(1), "10.0.0.2", "203.0.113.9")).toBe("203.0.113.9");
    // the client sent "1.1.1.1" itself; the proxy appended what it saw
    expect(selectClientAddress(hops(1), "10.0.0.2", "1.1.1.1, 203.0.113.9")).toBe("203.0.113.9");
    expect(selectClientAddress(hops(1), "10.0.0.2", "1.1.1.1,203.0.113.9:4711")).toBe("203.0.113.9");
  });

  it("n hops: the n-th entry from the right; fewer entries: the leftmost; no header: the peer", () => {
    // client → edge proxy (appends client) → inner proxy (appends edge) → app (peer: inner)
    expect(selectClientAddress(hops(2), "10.0.0.3", "6.6.6.6, 203.0.113.9, 10.0.0.2")).toBe("203.0.113.9");
    expect(selectClientAddress(hops(3), "10.0.0.3", "6.6.6.6, 203.0.113.9, 10.0.0.1, 10.0.0.2")).toBe("203.0.113.9");
    expect(selectClientAddress(hops(2), "10.0.0.3", "10.0.0.2")).toBe("10.0.0.2");
    expect(selectClientAddress(hops(2), "10.0.0.3", null)).toBe("10.0.0.3");
    expect(selectClientAddress(hops(2), "10.0.0.3", "")).toBe("10.0.0.3");
  });

  it("n hops: a malformed entry where the client should be gives the next one to the right, never one to the left", () => {
    expect(selectClientAddress(hops(2), "10.0.0.3", "6.6.6.6, unknown, 10.0.0.2")).toBe("10.0.0.2");
    expect(selectClientAddress(hops(1), "10.0.0.3", "6.6.6.6, garbage")).toBe("10.0.0.3");
    expect(selectClientAddress(hops(1), "10.0.0.3", "6.6.6.6, ")).toBe("10.0.0.3");
    expect(selectClientAddress(hops(1), "10.0.0.3", ",,,")).toBe("10.0.0.3");
  });

  it("a list: the right-most entry outside it, only when the peer is in it", () => {
    const trust = proxies("10.0.0.0/8, 2001:db8:ffff::/48");
    expect(selectClientAddress(trust, "10.0.0.2", "6.6.6.6, 203.0.113.9")).toBe("203.0.113.9");
    expect(selectClientAddress(trust, "10.0.0.2", "6.6.6.6, 203.0.113.9, 10.9.9.9, 10.0.0.1")).toBe("203.0.113.9");
    expect(selectClientAddress(trust, "2001:db8:ffff::2", "2001:DB8:1::1, 2001:db8:ffff::1")).toBe("2001:db8:1::1");
    expect(selectClientAddress(trust, "::ffff:10.0.0.2", "[2001:db8:1::1]:1234")).toBe("2001:db8:1::1");
    // a peer outside the list: a client talking to the app directly, its header is not read
    expect(selectClientAddress(trust, "203.0.113.50", "10.0.0.7")).toBe("203.0.113.50");
    // a client that names a trusted address itself is still found by the proxy's entry
    expect(selectClientAddress(trust, "10.0.0.2", "10.0.0.7, 203.0.113.9")).toBe("203.0.113.9");
  });

  it("a list: everything trusted gives the leftmost; a malformed entry gives the proxy that wrote it", () => {
    const trust = proxies("10.0.0.0/8");
    expect(selectClientAddress(trust, "10.0.0.2", "10.1.1.1, 10.0.0.1")).toBe("10.1.1.1");
    expect(selectClientAddress(trust, "10.0.0.2", "6.6.6.6, unknown, 10.0.0.1")).toBe("10.0.0.1");
    expect(selectClientAddress(trust, "10.0.0.2", "6.6.6.6, unknown")).toBe("10.0.0.2");
    expect(selectClientAddress(trust, "10.0.0.2", "")).toBe("10.0.0.2");
    expect(selectClientAddress(trust, "not-an-ip", "203.0.113.9")).toBe("not-an-ip");
  });

  it("survives any header: huge, binary, full of separators", () => {
    const huge = `${"6.6.6.6, ".repeat(5000)}203.0.113.9`;
    expect(selectClientAddress(hops(1), "10.0.0.2", huge)).toBe("203.0.113.9");
    expect(selectClientAddress(proxies("10.0.0.0/8"), "10.0.0.2", huge)).toBe("203.0.113.9");
    for (const h of ["\u0000\u0001", "[", "]]]:::", "%%%", "1.2.3.4%eth0", "::1%", ", , ,", "\uFFFF".repeat(100)]) {
      expect(() => selectClientAddress(hops(2), "10.0.0.2", h)).not.toThrow();
      expect(() => selectClientAddress(proxies("10.0.0.0/8"), "10.0.0.2", h)).not.toThrow();
    }
  });
});

describe("the key sign-in limits count by", () => {
  it("is the address for IPv4 and the /64 for IPv6", () => {
    expect(addressKey("203.0.113.9")).toBe("203.0.113.9");
    expect(addressKey("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(addressKey("2001:db8:1:2:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:db8:1:2::1")).toBe(addressKey("2001:db8:1:2:ffff::9"));
    expect(addressKey("2001:db8:1:3::1")).not.toBe(addressKey("2001:db8:1:2::1"));
    expect(addressKey("local")).toBe("local");
    expect(addressKey("odd\u0000peer")).toBe("odd\uFFFDpeer");
  });
});
