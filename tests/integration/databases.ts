// Creating and dropping the test databases, for the run's shared one (global-setup.ts) and for a
// file that needs its own (helpers.ts, useOwnDb). `server` is any database URL on the server.
import postgres from "postgres";
import { openDb } from "../../app/db.server";
import { prepareDatabase } from "../../app/runtime.server";

function urlOf(server: string, name: string): string {
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer(server: string, statement: string): Promise<void> {
  const root = postgres(server, { max: 1, onnotice: () => {} });
  try {
    await root.unsafe(statement);
  } finally {
    await root.end();
  }
}

/** Creates database `name` beside `server`'s, applies the migrations, and returns its URL. */
export async function createMigratedDatabase(server: string, name: string): Promise<string> {
  await onServer(server, `CREATE DATABASE "${name}"`);
  // a test needs no commit to survive a crash: each commit returns without waiting for its WAL flush
  await onServer(server, `ALTER DATABASE "${name}" SET synchronous_commit = off`);
  const url = urlOf(server, name);
  const db = await openDb({ url, max: 2 });
  try {
    await prepareDatabase(db, () => {});
  } finally {
    await db.close();
  }
  return url;
}

/**
 * Creates database `name` as a copy of the database at `templateUrl` (a migrated or seeded template
 * nobody stays connected to) and returns its URL. Two copies of one template at once: PostgreSQL
 * refuses the second while the first is made ("being accessed by other users"), so it waits.
 */
export async function copyDatabase(templateUrl: string, name: string): Promise<string> {
  const template = new URL(templateUrl).pathname.slice(1);
  // on the server's maintenance database: a connection to the template would refuse the copy
  const server = urlOf(templateUrl, "postgres");
  for (let attempt = 0; ; attempt++) {
    try {
      await onServer(server, `CREATE DATABASE "${name}" TEMPLATE "${template}"`);
      break;
    } catch (err) {
      if (attempt >= 50 || !/being accessed by other users/.test(String(err))) throw err;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    }
  }
  // a test needs no commit to survive a crash: each commit returns without waiting for its WAL flush
  await onServer(server, `ALTER DATABASE "${name}" SET synchronous_commit = off`);
  return urlOf(templateUrl, name);
}

export async function dropDatabase(server: string, name: string): Promise<void> {
  await onServer(server, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}
