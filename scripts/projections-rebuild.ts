// npm run projections:rebuild [name ...] — rebuilds into fresh tables and switches, while the app serves.
// Creating and dropping tables is the schema owner's work: MIGRATION_DATABASE_URL when set (ADR-0032).
import { rebuildAll } from "~/events/rebuild.server";
import { withDb } from "./cli";

const names = process.argv.slice(2);
await withDb(async (db) => {
  const results = await rebuildAll(db.sql, names, (m) => console.log(m));
  for (const r of results) console.log(`${r.name}: ${r.events} events -> ${r.table} in ${r.ms} ms`);
}, { owner: true });
