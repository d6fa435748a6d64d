// One fresh database per run (the events table refuses TRUNCATE), migrated once.
import type { TestProject } from "vitest/node";
import { createMigratedDatabase, dropDatabase } from "./databases";

export default async function setup(project: TestProject) {
  const admin = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const name = `cantiere_it_${process.pid}_${Date.now()}`;
  project.provide("databaseUrl", await createMigratedDatabase(admin, name));
  return async () => {
    if (process.env.KEEP_TEST_DB !== "1") await dropDatabase(admin, name);
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}
