// What an operator's tools ask the process (issue 41, ADR-0121): readiness for the load balancer
// and the figures of a metrics scrape that live in the database or the PDF pool. server.mjs
// answers /healthz, /readyz and /metrics with these, before the session, CSRF and translations.
//
// Cheap by construction: one small statement per readiness check and one per scrape, each with a
// time limit, and at most one of each in flight (a check that arrives while one runs shares its
// answer), so a slow or unreachable database can never pile probes up on the app's pool.
import { readdirSync } from "node:fs";
import type { Sql } from "./db.server";
import { NOTIFICATION_READ_TYPES, NOTIFICATIONS } from "./events/notifications/processor.server";
import { migrationsDir } from "./events/migrate.server";
import { asyncProjections } from "./events/projections/index.server";
import { metrics } from "./ops/metrics.server";
import { peekPdfPool } from "./pdf/pool.server";
import { runtime } from "./runtime.server";

/** The async readers whose lag is measured: each async projection, and the notifications processor. */
function readers(): { name: string; types: readonly string[] | null }[] {
  return [
    ...asyncProjections.map((p) => ({ name: p.name, types: p.handles.includes("*") ? null : p.handles })),
    { name: NOTIFICATIONS, types: NOTIFICATION_READ_TYPES },
  ];
}

const LAG_CAP = 100_000;

/**
 * Per reader: the events it has still to read (counted up to LAG_CAP) and the age of the oldest.
 * A typed reader is measured through the (event_type, position) index from its checkpoint's
 * position, so a long run of events it does not read costs nothing; an event a concurrent
 * transaction committed just below the checkpoint's position is not counted (it is read on the
 * reader's next tick anyway).
 */
function lagSql(sql: Sql) {
  const parts = readers().map((r) => {
    const typed = r.types ? sql`AND e.event_type = ANY(${[...r.types]}::text[]) AND e.position > c.pos` : sql``;
    return sql`SELECT ${r.name}::text AS name, count(*)::int AS events, coalesce(extract(epoch FROM now() - min(behind.recorded_at)), 0)::float8 AS seconds
      FROM (SELECT e.recorded_at
            FROM (SELECT coalesce((SELECT last_tx_id FROM projection_checkpoints WHERE name = ${r.name}), '0'::xid8) AS tx,
                         coalesce((SELECT last_position FROM projection_checkpoints WHERE name = ${r.name}), 0) AS pos) c
            JOIN events e ON (e.transaction_id, e.position) > (c.tx, c.pos) ${typed}
            LIMIT ${LAG_CAP}) behind`;
  });
  return parts.reduce((acc, p) => sql`${acc} UNION ALL ${p}`);
}

export interface Lag {
  name: string;
  events: number;
  seconds: number;
}

let knownVersions: number[] | null = null;
/** The migrations this build carries (read once). */
function migrationVersions(): number[] {
  knownVersions ??= readdirSync(migrationsDir())
    .filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f))
    .map((f) => Number(f.slice(0, 4)));
  return knownVersions;
}

/** The longest a check may take before it counts as failed. */
function timeLimit<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  work.catch(() => {});
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}

/** `make()` once at a time: a caller arriving while it runs shares its promise. */
function coalesced<T>(make: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  return () => {
    running ??= make().finally(() => {
      running = null;
    });
    return running;
  };
}

// ---- readiness ---------------------------------------------------------------------------------

let draining = false;
/** The process is stopping (SIGTERM): /readyz answers 503 from now on. */
export function startDraining(): void {
  draining = true;
}

export interface Readiness {
  ready: boolean;
  checks: {
    process: "running" | "stopping";
    database: "ok" | "unreachable";
    migrations: "current" | "pending" | "unknown";
    projector: { ok: boolean; lagSeconds: number | null; maxLagSeconds: number };
  };
}

function numberFromEnv(name: string, fallback: number): number {
  const n = Number(process.env[name]);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

const checkDatabase = coalesced(async () => {
  const { sql } = await runtime();
  const versions = migrationVersions();
  const [row] = await sql<{ applied: number; lag: number }[]>`
    SELECT (SELECT count(*)::int FROM schema_migrations WHERE version = ANY(${versions}::int[])) AS applied,
           (SELECT coalesce(max(seconds), 0)::float8 FROM (${lagSql(sql)}) l) AS lag`;
  return { applied: row.applied, expected: versions.length, lagSeconds: row.lag };
});

/**
 * Ready when the process is not stopping, PostgreSQL answers within READYZ_TIMEOUT_MS (default
 * 2 s), every migration this build carries is applied, and no async reader is behind by more than
 * READYZ_MAX_LAG_SECONDS (default 60).
 */
export async function readiness(): Promise<Readiness> {
  const maxLagSeconds = numberFromEnv("READYZ_MAX_LAG_SECONDS", 60);
  const checks: Readiness["checks"] = {
    process: draining ? "stopping" : "running",
    database: "unreachable",
    migrations: "unknown",
    projector: { ok: false, lagSeconds: null, maxLagSeconds },
  };
  try {
    const r = await timeLimit(checkDatabase(), numberFromEnv("READYZ_TIMEOUT_MS", 2000), "the readiness query");
    checks.database = "ok";
    checks.migrations = r.applied === r.expected ? "current" : "pending";
    checks.projector = { ok: r.lagSeconds <= maxLagSeconds, lagSeconds: Math.round(r.lagSeconds * 10) / 10, maxLagSeconds };
  } catch {
    // unreachable (or too slow): the answer says so, the log does not fill with one line per probe
  }
  const ready = !draining && checks.database === "ok" && checks.migrations === "current" && checks.projector.ok;
  return { ready, checks };
}

// ---- the scrape's figures ----------------------------------------------------------------------

const scrapeDatabase = coalesced(async () => {
  const { sql } = await runtime();
  const [row] = await sql<{ lag: Lag[]; outbox: { status: string; n: number }[]; conns: { state: string; n: number }[] }[]>`
    SELECT (SELECT coalesce(json_agg(l), '[]') FROM (${lagSql(sql)}) l) AS lag,
           (SELECT coalesce(json_agg(o), '[]') FROM (
              SELECT status, count(*)::int AS n FROM notification_outbox WHERE status <> 'sent' GROUP BY status) o) AS outbox,
           (SELECT coalesce(json_agg(a), '[]') FROM (
              SELECT coalesce(state, 'unknown') AS state, count(*)::int AS n FROM pg_stat_activity
              WHERE application_name = current_setting('application_name') GROUP BY 1) a) AS conns`;
  return row;
});

/** Sets the gauges a scrape reads from the database and the PDF pool; returns false when the database did not answer. */
export async function refreshScrapeFigures(): Promise<boolean> {
  const m = metrics();
  const pool = peekPdfPool();
  if (pool) {
    const s = pool.stats();
    m.pdfPagesOpen.set(s.pagesOpen);
    m.pdfPagesBusy.set(Math.max(0, s.pagesOpen - s.pagesIdle));
    m.pdfQueue.set(s.queued);
    m.pdfPoolSize.set(pool.size);
  } else {
    m.pdfPagesOpen.set(0);
    m.pdfPagesBusy.set(0);
    m.pdfQueue.set(0);
  }
  try {
    const { sql } = await runtime();
    m.dbPoolMax.set(Number((sql as unknown as { options?: { max?: number } }).options?.max ?? 0));
    const row = await timeLimit(scrapeDatabase(), numberFromEnv("METRICS_TIMEOUT_MS", 2000), "the metrics query");
    for (const l of row.lag) {
      m.projectionLagEvents.set({ projection: l.name }, l.events);
      m.projectionLagSeconds.set({ projection: l.name }, Math.round(l.seconds * 1000) / 1000);
    }
    m.outbox.reset();
    for (const status of ["pending", "sending", "failed", "unknown"]) m.outbox.set({ status }, 0);
    for (const o of row.outbox) m.outbox.set({ status: o.status }, o.n);
    m.dbConnections.reset();
    for (const c of row.conns) m.dbConnections.set({ state: c.state }, c.n);
    m.dbUp.set(1);
    return true;
  } catch {
    m.dbUp.set(0);
    return false;
  }
}
