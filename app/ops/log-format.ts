// The pure parts of the log (ADR-0121): the path a line records, and the human form of a line.

/** The path of a URL or request target without its query string or fragment. */
export function pathOnly(target: string): string {
  const q = target.search(/[?#]/);
  const path = q < 0 ? target : target.slice(0, q);
  // an absolute URL (a proxy's request target) keeps its path only
  return path.startsWith("/") ? path : path.replace(/^[a-z]+:\/\/[^/]*/i, "") || "/";
}

/** The human form of a JSON line (LOG_FORMAT=pretty): time, level, then the fields that matter. */
export function prettyLine(json: string): string {
  let o: Record<string, unknown>;
  try {
    o = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json;
  }
  const time = typeof o.time === "string" ? o.time.slice(11, 23) : "";
  const level = String(o.level ?? "").toUpperCase().padEnd(5);
  const { time: _t, level: _l, msg, err, ...rest } = o;
  const head =
    msg === "request"
      ? `${rest.method} ${rest.path} ${rest.status} ${rest.durationMs} ms`
      : String(msg ?? "");
  for (const k of ["method", "path", "status", "durationMs"]) if (msg === "request") delete rest[k];
  const fields = Object.entries(rest)
    .filter(([, v]) => v !== null && v !== undefined)
    .map(([k, v]) => `${k}=${typeof v === "object" ? JSON.stringify(v) : String(v)}`)
    .join(" ");
  const stack = err && typeof err === "object" && "stack" in err ? `\n${String((err as { stack: unknown }).stack)}` : "";
  return `${time} ${level} ${head}${fields ? `  ${fields}` : ""}${stack}\n`;
}
