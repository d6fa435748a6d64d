// A server of the spec's own, on a database of its own seeded with the demo data: for specs whose
// posts change what other specs rely on (the hostile-input fuzzer approves, rejects and creates
// records by the hundred). Started and stopped by the spec; bounded in time; loopback only.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import path from "node:path";
import postgres from "postgres";

export interface OwnServer {
  baseURL: string;
  databaseUrl: string;
  /** what the server wrote to stderr so far (its error log) */
  stderr: () => string;
  /** the server's process id */
  pid: number;
  /** the server's exit code or signal once it has exited, else null */
  exited: () => number | string | null;
  stop: () => Promise<void>;
}

function adminUrl(): string {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
  const shared = new URL(process.env.E2E_DATABASE_URL as string);
  shared.pathname = "/postgres";
  return shared.toString();
}

/**
 * A server on `port`. By default on a fresh database of its own, seeded; with `shared`, on the
 * browser tests' database (for a spec that only reads, and needs the server started differently).
 */
export async function startOwnServer(name: string, port: number, opts: { shared?: boolean; env?: Record<string, string> } = {}): Promise<OwnServer> {
  const admin = postgres(adminUrl(), { max: 1, onnotice: () => {} });
  const db = opts.shared ? null : `cantiere_${name}_${process.pid}_${Date.now()}`;
  const url = new URL(opts.shared ? (process.env.E2E_DATABASE_URL as string) : adminUrl());
  // the suite's seeded copy (scripts/test.mjs) when there is one: cloned in a second, not seeded again
  const template = process.env.E2E_SEEDED_TEMPLATE && /^[a-z0-9_]+$/.test(process.env.E2E_SEEDED_TEMPLATE) ? process.env.E2E_SEEDED_TEMPLATE : null;
  if (db) {
    await admin.unsafe(template ? `CREATE DATABASE ${db} TEMPLATE ${template}` : `CREATE DATABASE ${db}`);
    url.pathname = `/${db}`;
  }
  const databaseUrl = url.toString();
  const root = path.resolve(".");
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: "production", ...opts.env };
  if (db && !template) {
    const seeded = spawnSync(process.execPath, ["--import", "tsx", "scripts/db-seed.ts"], { cwd: root, env, stdio: ["ignore", "ignore", "pipe"], timeout: 300_000 });
    if (seeded.status !== 0) throw new Error(`seeding ${db} failed: ${seeded.stderr?.toString()}`);
  }

  let err = "";
  const child: ChildProcess = spawn(process.execPath, ["server.mjs"], {
    cwd: root,
    env: { ...env, PORT: String(port), HOST: "127.0.0.1", CANTIERE_TEST_MODE: "1" },
    stdio: ["ignore", "ignore", "pipe"],
  });
  child.stderr?.on("data", (c: Buffer) => (err += c.toString()));
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}): ${err}`);
    try {
      if ((await fetch(`${baseURL}/auth/login`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the server did not answer within 60 s: ${err}`);
    await new Promise((r) => setTimeout(r, 200));
  }

  return {
    baseURL,
    databaseUrl,
    stderr: () => err,
    pid: child.pid as number,
    exited: () => child.exitCode ?? child.signalCode ?? null,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (child.exitCode === null) child.kill("SIGKILL");
      }
      if (db) await admin.unsafe(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`).catch(() => {});
      await admin.end();
    },
  };
}
