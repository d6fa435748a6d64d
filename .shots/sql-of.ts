// prints the SQL statements one page costs: node --import tsx .shots/sql-of.ts BASE USER PATH
import { readFileSync, statSync } from "node:fs";
import { signIn } from "../bench/app-fixtures";
const [base, user, page] = process.argv.slice(2);
const log = "/var/log/postgresql/postgresql-15-main.log";
const cookie = await signIn(base, user);
await fetch(base + page, { headers: { cookie } }); // warm
await new Promise((r) => setTimeout(r, 300));
const start = statSync(log).size;
const r = await fetch(base + page, { headers: { cookie } });
await r.text();
await new Promise((r) => setTimeout(r, 500));
const text = readFileSync(log).subarray(start).toString("utf8");
const entries = text.split(/\n(?=\d{4}-\d\d-\d\d )/).filter((l) => /LOG: {2}(statement|execute)/.test(l)).map((l) => l.replace(/^.*?LOG: {2}(statement|execute[^:]*): /s, "").replace(/\s+/g, " ").trim());
const own = entries.filter((e) => !/^(begin|commit)$/.test(e) && !e.includes("pg_try_advisory_xact_lock"));
console.log(r.status, entries.length, "statements,", own.length, "without background locks/begin/commit");
for (const s of own) console.log(s.slice(0, 230));
