// npm run db:migrate — applies pending migrations (also done at every start).
import { withDb } from "./cli";

await withDb(async (db) => {
  console.log(`migrations are up to date (${db.embedded ? "embedded store" : "DATABASE_URL"})`);
});
