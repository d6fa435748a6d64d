import { randomUUID } from "node:crypto";
import { afterAll, beforeAll } from "vitest";
import { openDb, type Db, type Sql } from "../../app/db.server";
import { lockExclusive } from "../../app/events/registry.server";
import { copyDatabase, dropDatabase } from "./databases";

/** A connection pool to this run's database, closed after the file's tests. */
export function useDb(max = 10): () => Db {
  let db: Db | undefined;
  const ready = openDb({ url: fileDatabaseUrl(), max }).then((d) => (db = d));
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

/** The database of this test file (a copy of the run's migrated template: own-database.ts). */
export function fileDatabaseUrl(): string {
  const url = process.env.CANTIERE_TEST_DATABASE_URL;
  if (!url) throw new Error("no test database: run the integration tests through vitest's integration project");
  return url;
}

export const newId = () => randomUUID();
export const at = (iso: string) => ({ actorId: 1, now: iso });

/**
 * A migrated database of the file's own, dropped after its tests: for tests that write what no
 * shared database should keep (for instance events with hand-picked transaction ids, which a
 * checkpointed reader that already passed them never sees, so every later verify would differ).
 * Ready once the enclosing block's `beforeAll` hooks have run.
 */
export function useOwnDb(max = 5): () => Db {
  const shared = fileDatabaseUrl();
  const name = `${new URL(shared).pathname.slice(1)}_own_${randomUUID().slice(0, 8)}`;
  let db: Db | undefined;
  // created when its describe block starts, not while the file is collected: a migration running
  // beside other tests would hold the cluster-wide xmin horizon back under their feet
  beforeAll(async () => {
    // a copy of the template the file's own database came from: migrated, or seeded (own-database.ts)
    db = await openDb({ url: await copyDatabase(process.env.CANTIERE_TEST_TEMPLATE_URL ?? "", name), max });
  });
  afterAll(async () => {
    await db?.close();
    await dropDatabase(shared, name);
  });
  return () => {
    if (!db) throw new Error("database not ready: use it inside the block that called useOwnDb");
    return db;
  };
}

/**
 * Sends commands that truly meet: holds `projection`'s lock (as a rebuild would) so each command
 * stops at its first statement, waits until all of them are queued on it, then lets them go together.
 */
export async function atOnce<T>(sql: Sql, projection: string, send: () => Promise<T>[]): Promise<PromiseSettledResult<T>[]> {
  const blocker = await sql.reserve();
  try {
    await blocker`BEGIN`;
    await lockExclusive(blocker as never, projection);
    const sent = send();
    for (const until = Date.now() + 10_000; Date.now() < until; ) {
      const [{ n }] = await blocker<{ n: number }[]>`
        SELECT count(*)::int AS n FROM pg_locks l JOIN pg_database d ON d.oid = l.database
        WHERE d.datname = current_database() AND l.locktype = 'advisory' AND NOT l.granted`;
      if (n >= sent.length) break;
      await new Promise((r) => setTimeout(r, 10));
    }
    await blocker`COMMIT`;
    return await Promise.allSettled(sent);
  } finally {
    blocker.release();
  }
}
