// The process's metrics in the Prometheus text format (issue 41, ADR-0121), on a registry of our
// own (prom-client). Counters and histograms move where the work happens (a request ends in
// server.mjs, a command in the command handler, a PDF step in the pool); the gauges of what lives
// in the database (projection lag, the outbox, connections) and of the PDF pool are set once per
// scrape by app/probes.server.ts, never per request.
//
// Labels are bounded: a route id (the route modules of the build, or "static", "healthz", "readyz",
// "metrics", "unmatched"), an HTTP method and status, a command type and outcome, a projection
// name. Never a path, a user or a value: a label with personal data or an unbounded set would
// reach every dashboard and fill Prometheus.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function create() {
  const registry = new Registry();
  // the process's memory, CPU, event-loop delay, heap and handles, under their standard names
  // (process_resident_memory_bytes, nodejs_heap_size_used_bytes, nodejs_eventloop_lag_seconds, ...)
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    httpDuration: new Histogram({
      name: "cantiere_http_request_duration_seconds",
      help: "HTTP requests by route id, method and status: duration until the answer was written (its _count is the request count)",
      labelNames: ["route", "method", "status"] as const,
      buckets: SECONDS,
      registers,
    }),
    commands: new Counter({
      name: "cantiere_commands_total",
      help: "Commands through the command handler by type and outcome (stored, unchanged, replayed, rejected, conflict, error)",
      labelNames: ["type", "outcome"] as const,
      registers,
    }),
    projectionLagEvents: new Gauge({
      name: "cantiere_projection_lag_events",
      help: "Events an async reader (projection or the notifications) has still to read, counted up to 100000",
      labelNames: ["projection"] as const,
      registers,
    }),
    projectionLagSeconds: new Gauge({
      name: "cantiere_projection_lag_seconds",
      help: "Age of the oldest event an async reader has still to read (0: caught up)",
      labelNames: ["projection"] as const,
      registers,
    }),
    pdfPagesBusy: new Gauge({ name: "cantiere_pdf_pages_busy", help: "PDF pool pages rendering now", registers }),
    pdfPagesOpen: new Gauge({ name: "cantiere_pdf_pages_open", help: "PDF pool pages open (busy or idle)", registers }),
    pdfPoolSize: new Gauge({ name: "cantiere_pdf_pool_size", help: "PDF pool pages at most (PDF_POOL_SIZE)", registers }),
    pdfQueue: new Gauge({ name: "cantiere_pdf_queue", help: "PDF renders waiting for a page", registers }),
    pdfStep: new Histogram({
      name: "cantiere_pdf_render_step_seconds",
      help: "Time of each step of a successful PDF render: wait (for a page), load, print, empty",
      labelNames: ["step"] as const,
      buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    outbox: new Gauge({
      name: "cantiere_notification_outbox",
      help: "Notification e-mails in the outbox by status (pending, sending, failed, unknown; sent ones are not counted)",
      labelNames: ["status"] as const,
      registers,
    }),
    dbConnections: new Gauge({
      name: "cantiere_db_connections",
      help: "This process's PostgreSQL connections by state (pg_stat_activity: active, idle, idle in transaction)",
      labelNames: ["state"] as const,
      registers,
    }),
    dbPoolMax: new Gauge({ name: "cantiere_db_pool_max", help: "Connections this process's pool may open (DATABASE_POOL_SIZE)", registers }),
    dbUp: new Gauge({ name: "cantiere_database_up", help: "1 when the scrape's query reached PostgreSQL, else 0", registers }),
  };
}

type Metrics = ReturnType<typeof create>;
// on globalThis: `remix dev` reloading this module must not register every metric a second time
const KEY = "__cantiereMetrics";
type G = typeof globalThis & { [KEY]?: Metrics };

/** The process's metrics (created on first use). */
export function metrics(): Metrics {
  const g = globalThis as G;
  g[KEY] ??= create();
  return g[KEY];
}

/** One answered HTTP request. */
export function observeRequest(route: string, method: string, status: number, seconds: number): void {
  // a client may send any method name: the label keeps the ones the app answers
  const m = METHODS.has(method) ? method : "OTHER";
  metrics().httpDuration.observe({ route, method: m, status: String(status) }, seconds);
}

export type CommandOutcomeLabel = "stored" | "unchanged" | "replayed" | "rejected" | "conflict" | "error";

/** One command through the command handler. */
export function countCommand(type: string, outcome: CommandOutcomeLabel): void {
  metrics().commands.inc({ type, outcome });
}

/** One step of a successful PDF render (the pool's onTiming). */
export function observePdfStep(step: string, ms: number): void {
  metrics().pdfStep.observe({ step }, ms / 1000);
}

/** The text Prometheus scrapes. */
export function metricsText(): Promise<string> {
  return metrics().registry.metrics();
}

export const METRICS_CONTENT_TYPE = Registry.PROMETHEUS_CONTENT_TYPE;
