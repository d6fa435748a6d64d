// Runs before each integration file (vitest setupFiles): the file gets a database of its own, a
// copy of the run's migrated template, and a storage directory of its own (DATA_DIR), both removed
// after its tests. Why: a file that seeds, sweeps or erases never meets another file's records or
// files (issue 43: the seed's avatars, deleted by another file's sweep of the shared directory).
// A file whose text holds SEEDED_MARK starts on the demo data instead: a copy of the run's seeded
// template and of the seed's files (global-setup.ts); its own `seedDemoData` then appends nothing.
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import postgres from "postgres";
import { copyDatabase } from "./databases";
import { afterAll, expect, inject } from "vitest";

/** The mark of a file that starts on the seeded demo data (a comment naming it, at its top). */
export const SEEDED_MARK = "@starts-on-the-demo-data";
const testPath = expect.getState().testPath;
const seeded = Boolean(testPath && readFileSync(testPath, "utf8").includes(SEEDED_MARK));
const template = new URL(inject(seeded ? "seededTemplateUrl" : "templateUrl"));
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

const own = await copyDatabase(template.toString(), name);
process.env.CANTIERE_TEST_DATABASE_URL = own;
// the file's other databases (helpers.ts, useOwnDb) start from the same template
process.env.CANTIERE_TEST_TEMPLATE_URL = template.toString();
const dataDir = mkdtempSync(path.join(tmpdir(), "cantiere-it-data-"));
if (seeded) cpSync(inject("seededDataDir"), dataDir, { recursive: true });
process.env.DATA_DIR = dataDir;

afterAll(async () => {
  if (process.env.KEEP_TEST_DB !== "1") await onServer(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  rmSync(dataDir, { recursive: true, force: true });
});
