import { randomUUID } from "node:crypto";
import { afterAll, inject } from "vitest";
import { openDb, type Db } from "../../app/db.server";

/** A connection pool to this run's database, closed after the file's tests. */
export function useDb(max = 10): () => Db {
  let db: Db | undefined;
  const ready = openDb({ url: inject("databaseUrl"), max }).then((d) => (db = d));
  afterAll(async () => {
    await ready;
    await db?.close();
  });
  return () => {
    if (!db) throw new Error("database not ready: await ready() in beforeAll");
    return db;
  };
}

export async function dbReady(get: () => Db): Promise<Db> {
  for (let i = 0; i < 200; i++) {
    try {
      return get();
    } catch {
      await new Promise((r) => setTimeout(r, 25));
    }
  }
  return get();
}

export const newId = () => randomUUID();
export const at = (iso: string) => ({ actorId: 1, now: iso });
