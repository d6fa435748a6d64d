// The process's structured log (issue 41, ADR-0121): one JSON line per request with the reference
// the error page shows (`requestId`), the route id, method, path, status, duration and the user's
// id; errors as JSON lines with the same reference, so a support request's reference finds both
// by a log search. `LOG_FORMAT=pretty` prints the same lines for a person at a terminal.
//
// What is never logged: names, e-mail addresses, form values, query strings (a search, a filter
// or a token can carry personal data: the path is logged without them), cookies, headers. A user
// is an id. The path itself holds ids only (no route takes a name or a secret in its path).
//
// Lines at `info` and below go to stdout, `error` and above to stderr (a process manager that
// splits the two keeps the errors apart, and the browser tests read the server's stderr).
import pino, { type DestinationStream, type Logger } from "pino";
import { pathOnly, prettyLine } from "./log-format";

export type LogLevel = "fatal" | "error" | "warn" | "info" | "debug" | "trace";
const LEVELS: LogLevel[] = ["fatal", "error", "warn", "info", "debug", "trace"];

function pretty(fd: 1 | 2): DestinationStream {
  const out = pino.destination({ dest: fd, sync: true });
  return { write: (line: string) => out.write(prettyLine(line)) };
}

export interface LoggerOptions {
  level?: string;
  format?: string;
  /** where the lines go (tests); default stdout for info and below, stderr for errors */
  destination?: DestinationStream;
}

/** A logger as the process's (LOG_LEVEL, LOG_FORMAT); a test passes its own destination. */
export function createLogger(opts: LoggerOptions = {}): Logger {
  const level = LEVELS.includes(opts.level as LogLevel) ? (opts.level as LogLevel) : "info";
  const isPretty = opts.format === "pretty";
  const options: pino.LoggerOptions = {
    level,
    base: undefined,
    messageKey: "msg",
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  };
  if (opts.destination) return pino(options, isPretty ? { write: (l: string) => opts.destination!.write(prettyLine(l)) } : opts.destination);
  // why sync: a line written before process.exit is a line kept; a write costs microseconds (bench/RESULTS-ops.md)
  const out = isPretty ? pretty(1) : pino.destination({ dest: 1, sync: true });
  const err = isPretty ? pretty(2) : pino.destination({ dest: 2, sync: true });
  return pino(options, pino.multistream([{ level: "trace", stream: out }, { level: "error", stream: err }], { dedupe: true }));
}

const KEY = "__cantiereLogger";
type G = typeof globalThis & { [KEY]?: Logger };

/** The process's logger (created on first use from LOG_LEVEL and LOG_FORMAT). */
export function log(): Logger {
  const g = globalThis as G;
  g[KEY] ??= createLogger({ level: process.env.LOG_LEVEL, format: process.env.LOG_FORMAT });
  return g[KEY];
}

/** Replaces the process's logger (tests). */
export function setLogger(logger: Logger): void {
  (globalThis as G)[KEY] = logger;
}

/** What is known of one request while it runs: filled in by the route wrapper and the auth helper. */
export interface RequestRecord {
  requestId: string;
  method: string;
  path: string;
  started: number;
  routeId: string | null;
  routeDepth: number;
  userId: number | null;
}

// the requests in flight, by the id server.mjs gave each one (`x-cantiere-request-id`): a route's
// loaders and its action each get a Request object of their own, the id is what they share
const open = new Map<string, RequestRecord>();

/** A request has arrived (server.mjs). */
export function beginRequest(requestId: string, method: string, target: string): RequestRecord {
  const rec: RequestRecord = { requestId, method, path: pathOnly(target), started: performance.now(), routeId: null, routeDepth: -1, userId: null };
  open.set(requestId, rec);
  return rec;
}

function recordOf(request: Request): RequestRecord | undefined {
  const id = request.headers.get("x-cantiere-request-id");
  return id ? open.get(id) : undefined;
}

/** A route's loader or action runs for `request`: the deepest route (the page, not its layouts) names the request. */
export function noteRoute(request: Request, routeId: string, depth: number): void {
  const rec = recordOf(request);
  if (rec && depth > rec.routeDepth) {
    rec.routeId = routeId;
    rec.routeDepth = depth;
  }
}

/** The request is a signed-in person's (their id only). */
export function noteUser(request: Request, userId: number): void {
  const rec = recordOf(request);
  if (rec) rec.userId = userId;
}

/** How many requests are being answered now (server.mjs waits for them on SIGTERM). */
export function requestsInFlight(): number {
  return open.size;
}

/**
 * The request has been answered (or its connection closed): one log line, one observation.
 * `routeId` names a request Remix never saw (a static file, a probe); `quiet` logs it at debug;
 * `expected` marks a 5xx the app gives on purpose (the preparing page), logged at info, not error.
 */
export function endRequest(rec: RequestRecord, status: number, opts: { routeId?: string; quiet?: boolean; expected?: boolean; aborted?: boolean } = {}): { routeId: string; durationMs: number } {
  open.delete(rec.requestId);
  const durationMs = Math.round((performance.now() - rec.started) * 10) / 10;
  // the route that ran names the request; else what server.mjs answered itself (a static file, a probe)
  const routeId = rec.routeId ?? opts.routeId ?? "unmatched";
  const logger = log();
  // a 5xx is an error unless the app gave it on purpose (the preparing page while the demo data is written)
  const level = status >= 500 && !opts.expected ? "error" : opts.quiet ? "debug" : "info";
  if (logger.isLevelEnabled(level)) {
    logger[level](
      {
        requestId: rec.requestId,
        routeId,
        method: rec.method,
        path: rec.path,
        status,
        durationMs,
        userId: rec.userId,
        ...(opts.aborted ? { aborted: true } : {}),
      },
      "request",
    );
  }
  return { routeId, durationMs };
}

/** An unexpected error, with the reference the error page shows. */
export function logError(requestId: string, msg: string, fields: Record<string, unknown> = {}, err?: unknown): void {
  log().error({ requestId, ...fields, ...(err === undefined ? {} : { err: errorFields(err) }) }, msg);
}

/** An error as logged: its type, message and stack, never the values it carries. */
export function errorFields(err: unknown): { type: string; message: string; stack?: string } {
  if (err instanceof Error) return { type: err.name, message: err.message, stack: err.stack };
  return { type: typeof err, message: String(err) };
}
