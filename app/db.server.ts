// The one database connection of a process. DATABASE_URL set: postgres.js to that server.
// Not set: an embedded PostgreSQL (PGlite, persisted under ./data/) reached through a local
// socket, so the same driver, the same migrations and the same SQL run in both. See ADR-0002.
// MIGRATION_DATABASE_URL set: migrations and projection rebuilds connect there, as the role that
// owns the schema, and DATABASE_URL is a role that cannot rewrite the events (ADR-0032).
import { hostname } from "node:os";
import path from "node:path";
import postgres from "postgres";

export type Sql = postgres.Sql<Record<string, unknown>>;
export type Tx = postgres.TransactionSql<Record<string, unknown>>;
/** Anything that can run a query: the pool or an open transaction. */
export type Queryable = Sql | Tx;

export interface Db {
  sql: Sql;
  embedded: boolean;
  close(): Promise<void>;
}

// The process's database as the composition root hands it over: app/entry.server.tsx (the app, whose
// runtime opens and migrates it) or scripts/cli.ts (a command-line task). Auth and storage receive
// it here instead of importing the runtime, which sits above them (issue 21: no import circle).
let provided: (() => Promise<Sql>) | null = null;

/** Hands the process's database to the modules below the runtime (auth, storage); called once at start. */
export function provideSql(source: () => Promise<Sql>): void {
  provided = source;
}

/** The database the composition root provided; an error if none did (a wiring mistake, never a user's). */
export function processSql(): Promise<Sql> {
  if (!provided) return Promise.reject(new Error("no database provided: the entry module (or scripts/cli.ts) calls provideSql at start"));
  return provided();
}

export interface OpenOptions {
  url?: string;
  dataDir?: string;
  max?: number;
  onnotice?: (n: unknown) => void;
}

const connectionDefaults = {
  // why: keep every transaction short so the async projections' xmin gate never stalls (EVENT-STORE.md)
  connection: {
    statement_timeout: 30_000 as number,
    idle_in_transaction_session_timeout: 60_000 as number,
    // this process's own name, so pg_stat_activity (and the connections metric) tells the processes apart
    application_name: `cantiere ${hostname()} ${process.pid}`.slice(0, 63),
    TimeZone: "UTC",
  },
  transform: { undefined: null as null },
  types: {
    // why: ids and positions stay far below 2^53; plain numbers serialise into pages and JSON
    int8: {
      to: 20,
      from: [20] as number[],
      serialize: (x: number | bigint | string) => String(x),
      parse: (x: string) => Number(x),
    },
  },
};

export async function openDb(opts: OpenOptions = {}): Promise<Db> {
  const url = opts.url ?? process.env.DATABASE_URL;
  const onnotice = opts.onnotice ?? (() => undefined);
  if (url) {
    const sql = postgres(url, {
      ...connectionDefaults,
      max: opts.max ?? Number(process.env.DATABASE_POOL_SIZE ?? 10),
      onnotice,
    }) as unknown as Sql;
    return { sql, embedded: false, close: () => sql.end({ timeout: 5 }) };
  }
  return openEmbedded(opts.dataDir ?? embeddedDataDir(), onnotice);
}

/**
 * The owner role's URL for migrations and rebuilds (ADR-0032); undefined when the app's own
 * connection does both (the default, and always on the embedded store).
 */
export function migrationDatabaseUrl(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const url = env.MIGRATION_DATABASE_URL?.trim();
  if (!url) return undefined;
  if (!env.DATABASE_URL?.trim()) {
    throw new Error("MIGRATION_DATABASE_URL is set without DATABASE_URL: the embedded store has one role; set both (README \"Deployment\")");
  }
  return url;
}

function embeddedDataDir(): string {
  return path.resolve(process.env.DATA_DIR ?? "data", "pglite");
}

async function openEmbedded(dataDir: string, onnotice: (n: unknown) => void): Promise<Db> {
  const { mkdir } = await import("node:fs/promises");
  await mkdir(dataDir, { recursive: true });
  const { PGlite } = await import("@electric-sql/pglite");
  const { PGLiteSocketServer } = await import("@electric-sql/pglite-socket");
  const pg = await PGlite.create({ dataDir });
  // why: pglite-socket interleaves protocol messages with more than one connection (STACK.md)
  const server = new PGLiteSocketServer({ db: pg, host: "127.0.0.1", port: 0, maxConnections: 1 });
  await server.start();
  const conn = server.getServerConn();
  const port = Number(conn.split(":").pop());
  const sql = postgres({
    ...connectionDefaults,
    host: "127.0.0.1",
    port,
    database: "postgres",
    username: "postgres",
    max: 1,
    onnotice,
  }) as unknown as Sql;
  return {
    sql,
    embedded: true,
    async close() {
      await sql.end({ timeout: 5 });
      await server.stop();
      await pg.close();
    },
  };
}

// postgres.js's codes for a statement whose connection was lost, refused or ended, and the socket's
// own (a reset, a restart, a failover, a pooler dropping the connection: ADR-0096)
const LOST_CONNECTION = new Set([
  "CONNECTION_CLOSED",
  "CONNECTION_DESTROYED",
  "CONNECTION_ENDED",
  "CONNECT_TIMEOUT",
  "ECONNRESET",
  "ECONNREFUSED",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
]);
// SQLSTATEs of a server that is going away or not there yet: admin_shutdown (a terminated backend),
// crash_shutdown, cannot_connect_now (starting up, in recovery), too_many_connections
const SERVER_GOING = new Set(["57P01", "57P02", "57P03", "53300"]);

/**
 * Whether an error says the database is out of reach for now (ADR-0096) — the connection was lost
 * or refused, the server is shutting down or starting — rather than that a statement or its data
 * is wrong. Such a request is answered 503 and may simply be tried again. Follows `cause`.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === "object" && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code !== "string") continue;
    // class 08: connection exception (08000, 08003 connection does not exist, 08006 connection failure, …)
    if (LOST_CONNECTION.has(code) || SERVER_GOING.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  return false;
}

/**
 * Awaits statements pipelined on one transaction and fails with the first one's error in the
 * order they were sent: once a statement fails, the ones after it fail too ("current transaction
 * is aborted"), and whichever rejection Promise.all saw first would hide the cause.
 */
export async function pipelined<T extends readonly unknown[]>(promises: { [K in keyof T]: Promise<T[K]> | T[K] }): Promise<T> {
  const settled = await Promise.allSettled(promises as readonly unknown[]);
  for (const s of settled) if (s.status === "rejected") throw s.reason;
  return settled.map((s) => (s as PromiseFulfilledResult<unknown>).value) as unknown as T;
}
