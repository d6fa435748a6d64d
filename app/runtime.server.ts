// The process's runtime: the database (embedded or not), migrated (as the owner role when
// MIGRATION_DATABASE_URL is set, ADR-0032), projections registered, the async projector and the
// notifications (ADR-0084) running.
// One per process. It imports nothing above the event store: the demo data of a first start is
// seeded by the start script (server.mjs → entry.server's seedDemoDataIfEmpty), not from here.
import { checkProxySettings } from "./auth/client-address.server";
import { migrationDatabaseUrl, openDb, type Db, type Sql } from "./db.server";
import { assertAppRoleCannotRewrite, currentRole, grantAppRole } from "./db-roles.server";
import { startAnchorer } from "./storage/audit-anchor.server";
import { startRetention } from "./events/retention.server";
import { testMode } from "./clock.server";
import { migrate } from "./events/migrate.server";
import { startNotifier } from "./events/notifications/runner.server";
import { startProjector } from "./events/projector.server";
import { rebuildProjection } from "./events/rebuild.server";
import { ensureRegistry } from "./events/registry.server";
import { peekPdfPool } from "./pdf/pool.server";
import { fileStore } from "./storage/index.server";

export interface Runtime {
  db: Db;
  sql: Sql;
  stop(): Promise<void>;
}

const KEY = "__cantiereRuntime";
type G = typeof globalThis & { [KEY]?: Promise<Runtime> };

export interface PrepareOptions {
  /** the owner role's URL (MIGRATION_DATABASE_URL); unset: `db` migrates itself */
  migrationUrl?: string;
}

/**
 * Applies pending migrations and registers (or rebuilds) the projections. With `migrationUrl` the
 * schema's owner does that, grants the role `db` logs in as exactly what the app may do, and `db`
 * is then refused if it could still rewrite history (ADR-0032). Without it, a `db` that may not
 * change the schema passes only when there is nothing to change.
 */
export async function prepareDatabase(db: Db, log: (m: string) => void = console.log, opts: PrepareOptions = {}): Promise<void> {
  if (!opts.migrationUrl) {
    try {
      await prepareSchema(db.sql, log);
    } catch (e) {
      if ((e as { code?: string }).code !== "42501") throw e;
      throw new Error(
        `the database needs a change only the schema's owner may make (${(e as Error).message}): ` +
          `run \`npm run db:migrate\` with MIGRATION_DATABASE_URL set (README "Deployment", ADR-0032)`,
        { cause: e },
      );
    }
    return;
  }
  const appRole = await currentRole(db.sql);
  const owner = await openDb({ url: opts.migrationUrl, max: 2 });
  try {
    await prepareSchema(owner.sql, log, appRole);
  } finally {
    await owner.close();
  }
  await assertAppRoleCannotRewrite(db.sql);
}

async function prepareSchema(sql: Sql, log: (m: string) => void, appRole?: string): Promise<void> {
  const applied = await migrate(sql);
  if (applied.length) log(`[db] applied migrations: ${applied.join(", ")}`);
  // before the registry too: a rebuild copies the privileges of the table it starts from
  if (appRole) await grantAppRole(sql, appRole);
  const rebuilt = await ensureRegistry(sql, (p) => rebuildProjection(sql, p, log));
  if (rebuilt.length) log(`[db] rebuilt projections: ${rebuilt.join(", ")}`);
  if (appRole) await grantAppRole(sql, appRole);
}

async function start(): Promise<Runtime> {
  if (process.env.CANTIERE_REQUIRE_DATABASE_URL === "1" && !process.env.DATABASE_URL) {
    // the container sets this: it never silently runs the embedded store with demo accounts (ADR-0002)
    throw new Error("DATABASE_URL is required here: the embedded store with demo accounts is for a developer's machine only");
  }
  // a proxy setting that cannot be read stops the start, instead of recording the wrong addresses
  checkProxySettings();
  const migrationUrl = migrationDatabaseUrl();
  const db = await openDb();
  await prepareDatabase(db, console.log, { migrationUrl });
  const stopProjector = process.env.CANTIERE_PROJECTOR === "off" ? async () => {} : startProjector(db.sql);
  // the notifications (and their mails when SMTP_URL is set) are advanced beside the projector (ADR-0084)
  const stopNotifier = process.env.CANTIERE_PROJECTOR === "off" || process.env.CANTIERE_NOTIFIER === "off" ? async () => {} : startNotifier(db.sql);
  // the audit trail's daily anchor in the object store, when AUDIT_ANCHOR_KEY is set (ADR-0100)
  const stopAnchorer = process.env.CANTIERE_PROJECTOR === "off" ? async () => {} : startAnchorer(db.sql, fileStore);
  // the daily retention job (ADR-0125): sign-in attempts and sent mails' addresses past their time
  // off in test mode unless asked for: a test that moves the clock months ahead must not lose the sign-in records it reads
  const retentionOff = process.env.CANTIERE_PROJECTOR === "off" || process.env.CANTIERE_RETENTION === "off" || (testMode() && process.env.CANTIERE_RETENTION !== "on");
  const stopRetention = retentionOff ? async () => {} : startRetention(db.sql);
  return {
    db,
    sql: db.sql,
    async stop() {
      await stopRetention();
      // each loop finishes the batch under way (its rows and checkpoint commit together), then the
      // PDF pool's browser goes, then the connections (issue 41: a rolling deploy loses nothing)
      await stopAnchorer();
      await stopNotifier();
      await stopProjector();
      await peekPdfPool()?.close();
      await db.close();
    },
  };
}

export function runtime(): Promise<Runtime> {
  const g = globalThis as G;
  g[KEY] ??= start().catch((err) => {
    delete g[KEY];
    throw err;
  });
  return g[KEY];
}

export async function getSql(): Promise<Sql> {
  return (await runtime()).sql;
}
