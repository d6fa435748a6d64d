// npm run storage:sweep [-- --delete] — finds receipt files that no event names and that are older
// than a day (uploads whose command never ran, ADR-0022). A dry run by default: it logs what it
// would delete; with --delete it deletes them. Exits non-zero when a delete failed.
import { fileStore } from "~/storage/index.server";
import { sweepOrphanedFiles } from "~/storage/sweep.server";
import { fail, withDb } from "./cli";

const args = process.argv.slice(2);
const unknown = args.filter((a) => a !== "--delete");
if (unknown.length > 0) fail(`unknown argument ${unknown.join(" ")}; usage: npm run storage:sweep [-- --delete]`);

const report = await withDb((db) =>
  // why Date.now, not the application clock: the store's last-modified times are real time
  sweepOrphanedFiles({ sql: db.sql, store: fileStore(), now: Date.now(), remove: args.includes("--delete"), log: (m) => console.log(m) }),
);
process.exit(report.failed === 0 ? 0 : 1);
