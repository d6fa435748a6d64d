// Which address a request came from, behind zero or more reverse proxies (ADR-0006). Pure: the
// caller passes the environment, the socket peer and the X-Forwarded-For header.
//
// A proxy appends to X-Forwarded-For the address its connection came from, so of that header only
// the right-hand part written by our own proxies can be believed; anything to its left is what the
// client sent. The client's address is therefore chosen from the right, never the left:
// - TRUST_PROXY unset: the socket peer; X-Forwarded-For is ignored.
// - TRUST_PROXY=1 with TRUST_PROXY_HOPS=n (n = 1 when neither variable below is set): n proxies
//   stand in front of the app, the nearest being the socket peer, and each appends one entry, so the
//   client is the n-th entry from the right (n = 1: the last one). With fewer than n entries, the
//   leftmost (every entry there was written by one of our proxies); with none, the socket peer.
// - TRUST_PROXY=1 with TRUST_PROXIES=<IPs and CIDRs>: the header is read only when the socket peer
//   is in the list; then the client is the right-most entry not in the list.
// A malformed entry where the client should be is not believed: the address of the trusted proxy
// to its right that wrote it is taken instead (with hops, the next well-formed entry to the right,
// else the socket peer). A client's own entries are never chosen.

/** An IP address: IPv4 as 32 bits, IPv6 as 128 bits; IPv4-mapped IPv6 (::ffff:a.b.c.d) is IPv4. */
export interface Ip {
  family: 4 | 6;
  value: bigint;
}

export interface Cidr {
  family: 4 | 6;
  /** the network address (host bits zero) */
  value: bigint;
  prefix: number;
}

export type ProxyTrust = { kind: "none" } | { kind: "hops"; hops: number } | { kind: "proxies"; proxies: Cidr[] };

const BITS = { 4: 32, 6: 128 } as const;
const MAPPED_PREFIX = 0xffffn << 32n; // ::ffff:0:0/96
const MAX_HOPS = 32;

function parseIpv4(s: string): bigint | null {
  const parts = s.split(".");
  if (parts.length !== 4) return null;
  let value = 0n;
  for (const p of parts) {
    // no leading zeros: "010" is octal to some parsers and decimal to others
    if (!/^(0|[1-9]\d{0,2})$/.test(p) || Number(p) > 255) return null;
    value = (value << 8n) | BigInt(p);
  }
  return value;
}

function parseIpv6(s: string): bigint | null {
  if (!/^[0-9a-fA-F:.]+$/.test(s)) return null;
  const halves = s.split("::");
  if (halves.length > 2) return null;
  // an embedded IPv4 address (::ffff:1.2.3.4) may only end the whole address
  const words = (half: string, v4Last: boolean): number[] | null => {
    if (half === "") return [];
    const out: number[] = [];
    const groups = half.split(":");
    for (let i = 0; i < groups.length; i++) {
      const g = groups[i];
      if (/^[0-9a-fA-F]{1,4}$/.test(g)) out.push(parseInt(g, 16));
      else if (v4Last && i === groups.length - 1) {
        const v4 = parseIpv4(g);
        if (v4 === null) return null;
        out.push(Number(v4 >> 16n), Number(v4 & 0xffffn));
      } else return null;
    }
    return out;
  };
  const head = words(halves[0], halves.length === 1);
  const tail = halves.length === 2 ? words(halves[1], true) : [];
  if (!head || !tail) return null;
  if (halves.length === 1 ? head.length !== 8 : head.length + tail.length > 7) return null;
  const all = [...head, ...Array<number>(8 - head.length - tail.length).fill(0), ...tail];
  return all.reduce((acc, w) => (acc << 16n) | BigInt(w), 0n);
}

/**
 * Parses one address as a proxy or a socket writes it: `1.2.3.4`, `1.2.3.4:5678`, `2001:db8::1`,
 * `[2001:db8::1]`, `[2001:db8::1]:443`, `fe80::1%eth0` (the zone is dropped). Anything else: null.
 */
export function parseIp(input: string): Ip | null {
  let s = input.trim();
  if (s.length === 0 || s.length > 100) return null;
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(s);
  if (bracketed) s = bracketed[1];
  else if (/^[\d.]+:\d{1,5}$/.test(s)) s = s.slice(0, s.lastIndexOf(":"));
  const zone = s.indexOf("%");
  if (zone > 0 && s.includes(":")) s = s.slice(0, zone);
  if (!s.includes(":")) {
    const v4 = parseIpv4(s);
    return v4 === null ? null : { family: 4, value: v4 };
  }
  const v6 = parseIpv6(s);
  if (v6 === null) return null;
  if (v6 >> 32n === MAPPED_PREFIX >> 32n) return { family: 4, value: v6 & 0xffffffffn };
  return { family: 6, value: v6 };
}

/** The canonical text of an address: dotted IPv4, or IPv6 as RFC 5952 writes it (lower case, the longest zero run as ::). */
export function formatIp(ip: Ip): string {
  if (ip.family === 4) return [24n, 16n, 8n, 0n].map((shift) => String((ip.value >> shift) & 0xffn)).join(".");
  const words = Array.from({ length: 8 }, (_, i) => Number((ip.value >> BigInt(112 - 16 * i)) & 0xffffn));
  let best = { start: -1, length: 0 };
  for (let i = 0; i < 8; ) {
    if (words[i] !== 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < 8 && words[j] === 0) j++;
    if (j - i > best.length && j - i >= 2) best = { start: i, length: j - i };
    i = j;
  }
  const hex = (ws: number[]) => ws.map((w) => w.toString(16)).join(":");
  if (best.start < 0) return hex(words);
  return `${hex(words.slice(0, best.start))}::${hex(words.slice(best.start + best.length))}`;
}

/** Parses `10.0.0.0/8`, `2001:db8::/32`, or a single address (a /32 or /128). Null when malformed. */
export function parseCidr(input: string): Cidr | null {
  const s = input.trim();
  const slash = s.indexOf("/");
  const ipText = slash < 0 ? s : s.slice(0, slash);
  const prefixText = slash < 0 ? null : s.slice(slash + 1);
  if (prefixText !== null && !/^\d{1,3}$/.test(prefixText)) return null;
  if (ipText.startsWith("[") || /^[\d.]+:\d+$/.test(ipText)) return null; // a range has no port
  const ip = parseIp(ipText);
  if (!ip) return null;
  const writtenAsV6 = ipText.includes(":");
  let prefix = prefixText === null ? BITS[ip.family] : Number(prefixText);
  if (writtenAsV6 && ip.family === 4 && prefixText !== null) {
    // ::ffff:10.0.0.0/104 is 10.0.0.0/8
    if (prefix < 96) return null;
    prefix -= 96;
  }
  if (prefix > BITS[ip.family]) return null;
  return { family: ip.family, value: networkOf(ip, prefix), prefix };
}

function networkOf(ip: Ip, prefix: number): bigint {
  const hostBits = BigInt(BITS[ip.family] - prefix);
  return (ip.value >> hostBits) << hostBits;
}

export function inCidr(ip: Ip, cidr: Cidr): boolean {
  return ip.family === cidr.family && networkOf(ip, cidr.prefix) === cidr.value;
}

/**
 * How far X-Forwarded-For is believed, from TRUST_PROXY, TRUST_PROXY_HOPS and TRUST_PROXIES.
 * A setting that cannot be read is an error (the app refuses to start), never a guess.
 */
export function proxyTrustFromEnv(env: Record<string, string | undefined>): ProxyTrust {
  const hopsText = env.TRUST_PROXY_HOPS?.trim() || undefined;
  const proxiesText = env.TRUST_PROXIES?.trim() || undefined;
  if (env.TRUST_PROXY !== "1") {
    if (hopsText || proxiesText) throw new Error("TRUST_PROXY_HOPS and TRUST_PROXIES take effect only with TRUST_PROXY=1; set it, or unset them");
    return { kind: "none" };
  }
  if (hopsText && proxiesText) throw new Error("set TRUST_PROXY_HOPS or TRUST_PROXIES, not both");
  if (proxiesText) {
    const entries = proxiesText.split(",").map((e) => e.trim()).filter(Boolean);
    const proxies = entries.map((e) => parseCidr(e));
    const bad = entries.filter((_, i) => proxies[i] === null);
    if (bad.length || proxies.length === 0) throw new Error(`TRUST_PROXIES has entries that are not IP addresses or CIDR ranges: ${bad.join(", ") || "(empty)"}`);
    return { kind: "proxies", proxies: proxies as Cidr[] };
  }
  if (hopsText) {
    if (!/^\d+$/.test(hopsText) || Number(hopsText) < 1 || Number(hopsText) > MAX_HOPS) {
      throw new Error(`TRUST_PROXY_HOPS must be a whole number from 1 to ${MAX_HOPS} (the proxies in front of the app)`);
    }
    return { kind: "hops", hops: Number(hopsText) };
  }
  return { kind: "hops", hops: 1 };
}

/** The address to record and to limit sign-ins by; the socket peer's own text if it is not an IP. */
export function selectClientAddress(trust: ProxyTrust, peer: string, forwardedFor: string | null): string {
  const peerIp = parseIp(peer);
  const peerText = peerIp ? formatIp(peerIp) : asText(peer);
  if (trust.kind === "none" || !forwardedFor) return peerText;
  // every header line joined with commas, split into entries; a huge header is cut from the left,
  // where only the client writes
  const entries = forwardedFor.slice(-4096).split(",").map((e) => e.trim());
  if (trust.kind === "hops") {
    const index = Math.max(0, entries.length - trust.hops);
    for (let i = index; i < entries.length; i++) {
      const ip = parseIp(entries[i]);
      if (ip) return formatIp(ip);
    }
    return peerText;
  }
  const trusted = (ip: Ip) => trust.proxies.some((c) => inCidr(ip, c));
  if (!peerIp || !trusted(peerIp)) return peerText;
  let nearest = peerText; // the trusted hop that wrote the entry being read
  for (let i = entries.length - 1; i >= 0; i--) {
    const ip = parseIp(entries[i]);
    if (!ip) return nearest;
    if (!trusted(ip)) return formatIp(ip);
    nearest = formatIp(ip);
  }
  return nearest;
}

/** Something that is not an address, as it may be stored: bounded, and without NUL, which PostgreSQL text cannot hold. */
function asText(s: string): string {
  return s.replace(/\0/g, "\uFFFD").slice(0, 100);
}

/**
 * The key sign-in limits count by: the address itself for IPv4, its /64 for IPv6 (one
 * subscriber's network, whose 2^64 addresses would otherwise each count as a new one).
 */
export function addressKey(address: string): string {
  const ip = parseIp(address);
  if (!ip) return asText(address);
  if (ip.family === 4) return formatIp(ip);
  return `${formatIp({ family: 6, value: networkOf(ip, 64) })}/64`;
}
