// npm run db:migrate — applies pending migrations (also done at every start). With
// MIGRATION_DATABASE_URL set it migrates as that owner role and grants DATABASE_URL's role what the
// app may do (ADR-0032): the release step of a deployment whose app never holds the owner's password.
import { withDb } from "./cli";

await withDb(async (db) => {
  const how = db.embedded ? "embedded store" : process.env.MIGRATION_DATABASE_URL ? "MIGRATION_DATABASE_URL, privileges granted to DATABASE_URL's role" : "DATABASE_URL";
  console.log(`migrations are up to date (${how})`);
});
