// npm run retention — deletes or anonymises the personal data that is past its retention (issue 39,
// ADR-0125): sign-in attempts, the addresses of sent notification mails; reports the file log's
// entries that no longer show a name. The app runs the same job once a day; this is for operators
// and cron. Prints what it did (counts only).
import { describeRetention, runRetention } from "~/events/retention.server";
import { fail, withDb } from "./cli";

if (process.argv.length > 2) fail(`unknown argument ${process.argv.slice(2).join(" ")}; usage: npm run retention`);
await withDb(async (db) => console.log(describeRetention(await runRetention(db.sql))));
