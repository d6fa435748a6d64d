// Shared start-up of the command-line scripts: the same database the app would use.
import { openDb, type Db } from "~/db.server";
import { prepareDatabase } from "~/runtime.server";

export async function withDb<T>(fn: (db: Db) => Promise<T>): Promise<T> {
  const db = await openDb();
  try {
    await prepareDatabase(db);
    return await fn(db);
  } finally {
    await db.close();
  }
}

export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}
