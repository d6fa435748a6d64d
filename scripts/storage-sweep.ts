// npm run storage:sweep [-- --delete] — finds receipt, avatar, legal-document, checklist and journal files that no event
// names and that are older than a day (uploads whose command never ran, ADR-0022), and those of
// erased persons and replaced or removed ones that a crash left (ADR-0007, ADR-0033). A dry run by
// default: it logs what it would delete; with --delete it deletes them. Exits non-zero when a
// delete failed.
import { fileStore } from "~/storage/index.server";
import { sweepOrphanedFiles, SWEPT_PREFIXES } from "~/storage/sweep.server";
import { fail, withDb } from "./cli";

const args = process.argv.slice(2);
const unknown = args.filter((a) => a !== "--delete");
if (unknown.length > 0) fail(`unknown argument ${unknown.join(" ")}; usage: npm run storage:sweep [-- --delete]`);

const failed = await withDb(async (db) => {
  let n = 0;
  for (const prefix of SWEPT_PREFIXES) {
    // why Date.now, not the application clock: the store's last-modified times are real time
    const report = await sweepOrphanedFiles({ sql: db.sql, store: fileStore(), prefix, now: Date.now(), remove: args.includes("--delete"), log: (m) => console.log(m) });
    n += report.failed;
  }
  return n;
});
process.exit(failed === 0 ? 0 : 1);
