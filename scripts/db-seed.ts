// npm run db:seed — fills the store with the demo data through the commands; repeating it appends nothing.
import { seedDemoData } from "~/seed/seed.server";
import { withDb } from "./cli";

await withDb(async (db) => {
  const r = await seedDemoData(db.sql, (m) => console.log(`[seed] ${m}`));
  console.log(`seeded: ${r.companies} companies, ${r.people} people (${r.avatars} with an avatar, ${r.documents} legal documents), ${r.sites} sites, ${r.festivities} festivities; ${r.appended} events appended`);
});
