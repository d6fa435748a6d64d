// Shared start-up of the command-line scripts: the same database the app would use, migrated the
// same way (as the owner role when MIGRATION_DATABASE_URL is set, ADR-0032).
import { migrationDatabaseUrl, openDb, provideSql, type Db } from "~/db.server";
import { prepareDatabase } from "~/runtime.server";

export interface CliDbOptions {
  /** the task changes the schema (a projection rebuild): run it as the owner role when one is configured */
  owner?: boolean;
}

export async function withDb<T>(fn: (db: Db) => Promise<T>, opts: CliDbOptions = {}): Promise<T> {
  const migrationUrl = migrationDatabaseUrl();
  const db = await openDb();
  try {
    await prepareDatabase(db, console.log, { migrationUrl });
    // the task's auth and storage code (the application secret) use this connection
    provideSql(async () => db.sql);
    if (!opts.owner || !migrationUrl) return await fn(db);
    const owner = await openDb({ url: migrationUrl, max: 2 });
    try {
      return await fn(owner);
    } finally {
      await owner.close();
    }
  } finally {
    await db.close();
  }
}

export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}
