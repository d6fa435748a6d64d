// One migrated template per run (the events table refuses TRUNCATE); each test file works on a copy
// of its own (own-database.ts), so no file sees another's records and order cannot fail a run.
// Beside it, a copy with the demo data seeded once, with the seed's files (avatars, documents): a
// file that starts on the demo data says so (SEEDED_MARK) and copies that instead of seeding again,
// which cost each of about 30 files the seed's 1,300 commands (issue 43: slow fixtures shared).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import postgres from "postgres";
import type { TestProject } from "vitest/node";
import { createMigratedDatabase, dropDatabase } from "./databases";

const ROOT = path.resolve(__dirname, "../..");

function seed(databaseUrl: string, dataDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/db-seed.ts"], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir, CANTIERE_PROJECTOR: "off" },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let err = "";
    child.stderr.on("data", (d) => (err += d));
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`seeding the integration tests' template failed (${code}): ${err}`))));
  });
}

export default async function setup(project: TestProject) {
  const admin = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const name = `cantiere_it_${process.pid}_${Date.now()}`;
  const seededName = `${name}_seeded`;
  // the template keeps no connection open: a copy is refused while anyone is connected to it
  const templateUrl = await createMigratedDatabase(admin, name);
  const server = postgres(admin, { max: 1, onnotice: () => {} });
  try {
    await server.unsafe(`CREATE DATABASE "${seededName}" TEMPLATE "${name}"`);
    await server.unsafe(`ALTER DATABASE "${seededName}" SET synchronous_commit = off`);
  } finally {
    await server.end();
  }
  const seededUrl = new URL(templateUrl);
  seededUrl.pathname = `/${seededName}`;
  const seededDataDir = mkdtempSync(path.join(tmpdir(), "cantiere-it-seeded-"));
  await seed(seededUrl.toString(), seededDataDir);
  project.provide("templateUrl", templateUrl);
  project.provide("seededTemplateUrl", seededUrl.toString());
  project.provide("seededDataDir", seededDataDir);
  return async () => {
    if (process.env.KEEP_TEST_DB !== "1") {
      await dropDatabase(admin, seededName);
      await dropDatabase(admin, name);
    }
    rmSync(seededDataDir, { recursive: true, force: true });
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    templateUrl: string;
    seededTemplateUrl: string;
    seededDataDir: string;
  }
}
