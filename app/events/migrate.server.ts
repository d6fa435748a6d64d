// Numbered SQL files in migrations/, applied in order, once, in one transaction under an advisory
// lock, so two instances starting together cannot race: the second waits, then finds nothing to do.
import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { Sql } from "~/db.server";

const MIGRATION_LOCK = 7_204_118_001; // any constant shared by every process

export function migrationsDir(): string {
  return path.resolve(process.env.MIGRATIONS_DIR ?? "migrations");
}

export interface MigrationFile {
  version: number;
  name: string;
  sql: string;
  checksum: string;
}

async function loadMigrations(dir = migrationsDir()): Promise<MigrationFile[]> {
  const files = (await readdir(dir)).filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f)).sort();
  return Promise.all(
    files.map(async (f) => {
      const sql = await readFile(path.join(dir, f), "utf8");
      return {
        version: Number(f.slice(0, 4)),
        name: f,
        sql,
        checksum: createHash("sha256").update(sql).digest("hex"),
      };
    }),
  );
}

/** Applies every migration not yet applied; returns the names applied now. */
export async function migrate(sql: Sql, dir = migrationsDir()): Promise<string[]> {
  const migrations = await loadMigrations(dir);
  return sql.begin(async (tx) => {
    await tx`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`;
    // created only when missing: the app's own role may check for pending migrations without the
    // right to create anything (ADR-0032), and CREATE … IF NOT EXISTS asks for that right first
    const [{ exists }] = await tx<{ exists: boolean }[]>`SELECT to_regclass('schema_migrations') IS NOT NULL AS exists`;
    if (!exists) {
      await tx`CREATE TABLE schema_migrations (
        version integer PRIMARY KEY, name text NOT NULL, checksum text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now())`;
    }
    const applied = await tx<{ version: number; name: string; checksum: string }[]>`
      SELECT version, name, checksum FROM schema_migrations`;
    const byVersion = new Map(applied.map((r) => [r.version, r]));
    const done: string[] = [];
    for (const m of migrations) {
      const prior = byVersion.get(m.version);
      if (prior) {
        if (prior.checksum !== m.checksum) {
          throw new Error(`migration ${m.name} was changed after it was applied; add a new migration instead`);
        }
        continue;
      }
      await tx.unsafe(m.sql);
      await tx`INSERT INTO schema_migrations (version, name, checksum) VALUES (${m.version}, ${m.name}, ${m.checksum})`;
      done.push(m.name);
    }
    return done;
  });
}
