// The process's runtime: the database (embedded or not), migrated, projections registered, the
// demo data seeded into an empty embedded store, the async projector running. One per process.
import { checkProxySettings } from "./auth/client-address.server";
import { openDb, type Db, type Sql } from "./db.server";
import { migrate } from "./events/migrate.server";
import { startProjector } from "./events/projector.server";
import { rebuildProjection } from "./events/rebuild.server";
import { ensureRegistry } from "./events/registry.server";
import { seedDemoData, storeIsEmpty } from "./seed/seed.server";

export interface Runtime {
  db: Db;
  sql: Sql;
  stop(): Promise<void>;
}

const KEY = "__cantiereRuntime";
type G = typeof globalThis & { [KEY]?: Promise<Runtime> };

export async function prepareDatabase(db: Db, log: (m: string) => void = console.log): Promise<void> {
  const applied = await migrate(db.sql);
  if (applied.length) log(`[db] applied migrations: ${applied.join(", ")}`);
  const rebuilt = await ensureRegistry(db.sql, (p) => rebuildProjection(db.sql, p, log));
  if (rebuilt.length) log(`[db] rebuilt projections: ${rebuilt.join(", ")}`);
}

async function start(): Promise<Runtime> {
  if (process.env.CANTIERE_REQUIRE_DATABASE_URL === "1" && !process.env.DATABASE_URL) {
    // the container sets this: it never silently runs the embedded store with demo accounts (ADR-0002)
    throw new Error("DATABASE_URL is required here: the embedded store with demo accounts is for a developer's machine only");
  }
  // a proxy setting that cannot be read stops the start, instead of recording the wrong addresses
  checkProxySettings();
  const db = await openDb();
  await prepareDatabase(db);
  if (db.embedded && (await storeIsEmpty(db.sql))) {
    console.log("[db] embedded store is empty: seeding the demo data");
    await seedDemoData(db.sql, (m) => console.log(`[seed] ${m}`));
  }
  const stopProjector = process.env.CANTIERE_PROJECTOR === "off" ? async () => {} : startProjector(db.sql);
  return {
    db,
    sql: db.sql,
    async stop() {
      await stopProjector();
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
