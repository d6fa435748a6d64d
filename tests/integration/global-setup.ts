// One migrated template per run (the events table refuses TRUNCATE); each test file works on a copy
// of its own (own-database.ts), so no file sees another's records and order cannot fail a run.
import type { TestProject } from "vitest/node";
import { createMigratedDatabase, dropDatabase } from "./databases";

export default async function setup(project: TestProject) {
  const admin = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const name = `cantiere_it_${process.pid}_${Date.now()}`;
  // the template keeps no connection open: a copy is refused while anyone is connected to it
  project.provide("templateUrl", await createMigratedDatabase(admin, name));
  return async () => {
    if (process.env.KEEP_TEST_DB !== "1") await dropDatabase(admin, name);
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    templateUrl: string;
  }
}
