// Runs before each integration file (vitest setupFiles): the file gets a database of its own, a
// copy of the run's migrated template, and a storage directory of its own (DATA_DIR), both removed
// after its tests. Why: a file that seeds, sweeps or erases never meets another file's records or
// files (issue 43: the seed's avatars, deleted by another file's sweep of the shared directory).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import postgres from "postgres";
import { afterAll, inject } from "vitest";

const template = new URL(inject("templateUrl"));
const name = `${template.pathname.slice(1)}_${randomUUID().slice(0, 8)}`;
const server = new URL(template);
server.pathname = "/postgres";

async function onServer(statement: string) {
  const admin = postgres(server.toString(), { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(statement);
  } finally {
    await admin.end();
  }
}

// two files starting at once copy the same template: PostgreSQL refuses a copy while another is
// being made from it ("source database is being accessed by other users"), so a refused one waits
for (let attempt = 0; ; attempt++) {
  try {
    await onServer(`CREATE DATABASE "${name}" TEMPLATE "${template.pathname.slice(1)}"`);
    break;
  } catch (err) {
    if (attempt >= 50 || !/being accessed by other users/.test(String(err))) throw err;
    await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
  }
}
// a test needs no commit to survive a crash: each commit returns without waiting for its WAL flush
await onServer(`ALTER DATABASE "${name}" SET synchronous_commit = off`);
const own = new URL(template);
own.pathname = `/${name}`;
process.env.CANTIERE_TEST_DATABASE_URL = own.toString();
const dataDir = mkdtempSync(path.join(tmpdir(), "cantiere-it-data-"));
process.env.DATA_DIR = dataDir;

afterAll(async () => {
  if (process.env.KEEP_TEST_DB !== "1") await onServer(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  rmSync(dataDir, { recursive: true, force: true });
});
