import { describe, expect, it } from "vitest";
import { pathOnly, prettyLine } from "./log-format";
import { metricsAllowed, parseMetricsAllow } from "./metrics-allow";

describe("METRICS_ALLOW", () => {
  it("unset: the loopback only, IPv4 (also as ::ffff:) and IPv6", () => {
    const list = parseMetricsAllow(undefined);
    expect(metricsAllowed(list, "127.0.0.1", {})).toBe(true);
    expect(metricsAllowed(list, "127.3.2.1", {})).toBe(true);
    expect(metricsAllowed(list, "::ffff:127.0.0.1", {})).toBe(true);
    expect(metricsAllowed(list, "::1", {})).toBe(true);
    expect(metricsAllowed(list, "10.0.0.5", {})).toBe(false);
    expect(metricsAllowed(list, "::ffff:10.0.0.5", {})).toBe(false);
    expect(metricsAllowed(list, undefined, {})).toBe(false);
  });

  it("addresses and CIDR ranges, comma-separated; none refuses everyone", () => {
    const list = parseMetricsAllow(" 10.1.0.0/16, 192.168.1.7 ,fd00::/8");
    expect(metricsAllowed(list, "10.1.200.3", {})).toBe(true);
    expect(metricsAllowed(list, "10.2.0.1", {})).toBe(false);
    expect(metricsAllowed(list, "192.168.1.7", {})).toBe(true);
    expect(metricsAllowed(list, "192.168.1.8", {})).toBe(false);
    expect(metricsAllowed(list, "fd12::1", {})).toBe(true);
    expect(metricsAllowed(list, "127.0.0.1", {})).toBe(false);
    expect(metricsAllowed(parseMetricsAllow("none"), "127.0.0.1", {})).toBe(false);
  });

  it("a request that came through a proxy is refused whatever its peer", () => {
    const list = parseMetricsAllow("10.0.0.0/8");
    expect(metricsAllowed(list, "10.0.0.2", { "x-forwarded-for": "10.0.0.9" })).toBe(false);
    expect(metricsAllowed(list, "10.0.0.2", { forwarded: "for=10.0.0.9" })).toBe(false);
  });

  it.each(["10.0.0.0/33", "10.0.0/8", "example.org", "::1/129", "10.0.0.1/8/2", "10.0.0.0/x"])("refuses %s with the entry named", (spec) => {
    expect(() => parseMetricsAllow(spec)).toThrow(`"${spec}"`);
  });
});

describe("the log's path", () => {
  it("drops the query string and the fragment, where personal data can sit", () => {
    expect(pathOnly("/app/hr/users/list?q=Rossi&email=a%40b.ch")).toBe("/app/hr/users/list");
    expect(pathOnly("/auth/login#x")).toBe("/auth/login");
    expect(pathOnly("/app/sites/12")).toBe("/app/sites/12");
    expect(pathOnly("http://host.example/app?x=1")).toBe("/app");
  });
});

describe("LOG_FORMAT=pretty", () => {
  it("a request line: time, level, method, path, status and duration first, then the ids", () => {
    const line = JSON.stringify({ level: "info", time: "2026-11-29T19:30:28.864Z", requestId: "a993b3e356", routeId: "routes/auth.login", method: "GET", path: "/auth/login", status: 200, durationMs: 24.5, userId: null, msg: "request" });
    expect(prettyLine(line)).toBe("19:30:28.864 INFO  GET /auth/login 200 24.5 ms  requestId=a993b3e356 routeId=routes/auth.login\n");
  });
  it("an error line with its stack; a line that is not JSON as it is", () => {
    const line = JSON.stringify({ level: "error", time: "2026-11-29T19:30:28.864Z", requestId: "r1", err: { type: "Error", message: "boom", stack: "Error: boom\n    at x" }, msg: "unexpected error" });
    expect(prettyLine(line)).toBe("19:30:28.864 ERROR unexpected error  requestId=r1\nError: boom\n    at x\n");
    expect(prettyLine("plain")).toBe("plain");
  });
});
