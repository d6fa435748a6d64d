// One fresh database per run (the events table refuses TRUNCATE), migrated once.
import postgres from "postgres";
import type { TestProject } from "vitest/node";
import { openDb } from "../../app/db.server";
import { prepareDatabase } from "../../app/runtime.server";

export default async function setup(project: TestProject) {
  const admin = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const name = `cantiere_it_${process.pid}_${Date.now()}`;
  const root = postgres(admin, { max: 1, onnotice: () => {} });
  await root.unsafe(`CREATE DATABASE ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const db = await openDb({ url: url.toString(), max: 2 });
  await prepareDatabase(db, () => {});
  await db.close();
  project.provide("databaseUrl", url.toString());
  return async () => {
    if (process.env.KEEP_TEST_DB !== "1") await root.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await root.end();
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}
