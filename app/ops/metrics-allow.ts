// Who may read /metrics (ADR-0121): METRICS_ALLOW, a comma-separated list of addresses and CIDR
// ranges, IPv4 or IPv6 (`10.0.0.0/8, 192.168.1.7, fd00::/8`); unset, the loopback only
// (`127.0.0.0/8, ::1`). `none` refuses everyone. The address is the TCP peer's, never a header's:
// X-Forwarded-For is whatever the client wrote. A request that came through a proxy (it carries
// X-Forwarded-For or Forwarded) is refused whatever its peer, so allowing the balancer's address
// for the scraper's sake never opens the metrics to the public behind it.
import { BlockList, isIP } from "node:net";

const DEFAULT_METRICS_ALLOW = "127.0.0.0/8,::1";

/** The allow list of `spec`; throws with the entry that cannot be read (the start stops, as for TRUST_PROXY). */
export function parseMetricsAllow(spec: string | undefined = process.env.METRICS_ALLOW): BlockList {
  const list = new BlockList();
  const text = spec === undefined || spec.trim() === "" ? DEFAULT_METRICS_ALLOW : spec;
  if (text.trim() === "none") return list;
  for (const raw of text.split(",")) {
    const entry = raw.trim();
    if (!entry) continue;
    const [address, bits, extra] = entry.split("/");
    const family = isIP(address);
    const prefix = bits === undefined ? (family === 6 ? 128 : 32) : Number(bits);
    if (family === 0 || extra !== undefined || !Number.isInteger(prefix) || prefix < 0 || prefix > (family === 6 ? 128 : 32) || (bits !== undefined && !/^\d+$/.test(bits))) {
      throw new Error(`METRICS_ALLOW: "${entry}" is not an address or a CIDR range (e.g. 127.0.0.1, 10.0.0.0/8, ::1, fd00::/8)`);
    }
    list.addSubnet(address, prefix, family === 6 ? "ipv6" : "ipv4");
  }
  return list;
}

/** Whether a request from `remoteAddress` (the socket's) with these headers may read the metrics. */
export function metricsAllowed(list: BlockList, remoteAddress: string | undefined, headers: Record<string, string | string[] | undefined>): boolean {
  if (!remoteAddress) return false;
  if (headers["x-forwarded-for"] !== undefined || headers.forwarded !== undefined) return false;
  // an IPv4 peer on a dual-stack socket arrives as ::ffff:a.b.c.d
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(remoteAddress);
  const address = mapped ? mapped[1] : remoteAddress;
  const family = isIP(address);
  if (family === 0) return false;
  return list.check(address, family === 6 ? "ipv6" : "ipv4");
}
