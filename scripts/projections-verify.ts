// npm run projections:verify [name ...] — replays into scratch tables and compares with the live
// ones; exits non-zero on any difference.
import { verifyProjections } from "~/events/rebuild.server";
import { withDb } from "./cli";

const names = process.argv.slice(2);
const bad = await withDb(async (db) => {
  const results = await verifyProjections(db.sql, names);
  let differences = 0;
  for (const r of results) {
    const verdict = r.differences === 0 ? "ok" : `${r.differences} DIFFERENT ROWS`;
    console.log(`${r.name} (${r.table}, ${r.rows} rows): ${verdict}`);
    for (const s of r.sample) console.log(`  ${JSON.stringify(s)}`);
    differences += r.differences;
  }
  return differences;
});
process.exit(bad === 0 ? 0 : 1);
