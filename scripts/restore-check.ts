// npm run restore:check [-- --keep] [-- --omit TABLE] — the backup and restore drill (issue 41,
// ADR-0121, README "Operating Cantiere"). With DATABASE_URL naming the database to back up:
//   1. pg_dump of the backup set (BACKUP_TABLES and the id sequences: what no replay can give back);
//   2. a new, empty database beside it, migrated, and the dump restored into it (pg_restore);
//   3. every projection rebuilt from the restored events, the async ones caught up;
//   4. projections:verify and audit:verify on the restored database, and every projection's rows,
//      every id sequence and the log's head compared with the original's.
// Exits 0 when all of it holds. The restored database is dropped afterwards (--keep keeps it).
// --omit TABLE leaves a table out of the dump, to see the check fail (the integration test's control).
// It only reads the original. pg_dump and pg_restore must be on the PATH, the same major version
// as the server or newer.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import postgres from "postgres";
import { openDb, provideSql, type Sql } from "~/db.server";
import { migrate } from "~/events/migrate.server";
import { catchUpAll } from "~/events/projector.server";
import { allProjections } from "~/events/projections/index.server";
import { verifyProjections } from "~/events/rebuild.server";
import { verifyChains } from "~/events/verify-chain.server";
import { prepareDatabase } from "~/runtime.server";
import { BACKUP_SEQUENCES, BACKUP_TABLES } from "./backup-set";

const { values } = parseArgs({ options: { keep: { type: "boolean", default: false }, omit: { type: "string", multiple: true, default: [] } } });
const sourceUrl = process.env.DATABASE_URL;
if (!sourceUrl) {
  console.error("restore:check needs DATABASE_URL: the database to back up (it is only read)");
  process.exit(2);
}
const log = (m: string) => console.log(`[restore:check] ${m}`);
const problems: string[] = [];

function run(cmd: string, args: string[]): void {
  const r = spawnSync(cmd, args, { encoding: "utf8", timeout: 600_000 });
  if (r.error) throw new Error(`${cmd}: ${r.error.message}`);
  if (r.status !== 0) throw new Error(`${cmd} failed (${r.status}): ${r.stderr.trim()}`);
}

const source = new URL(sourceUrl);
const targetName = `${source.pathname.slice(1)}_restore_${Date.now().toString(36)}`.slice(0, 63);
const target = new URL(source);
target.pathname = `/${targetName}`;
const admin = new URL(source);
admin.pathname = "/postgres";
const work = mkdtempSync(path.join(tmpdir(), "cantiere-restore-"));
const dumpFile = path.join(work, "cantiere.dump");

const tables = BACKUP_TABLES.filter((t) => !values.omit.includes(t));
const started = performance.now();
const adminSql = postgres(admin.toString(), { max: 1, onnotice: () => {} });
let created = false;
try {
  // 1. the dump: data only (the schema comes from the migrations of the release that restores)
  run("pg_dump", ["--format=custom", "--data-only", "--no-owner", "--no-privileges", ...tables.flatMap((t) => ["--table", t]), ...BACKUP_SEQUENCES.flatMap((s) => ["--table", s]), `--file=${dumpFile}`, `--dbname=${source}`]);
  log(`dumped ${tables.join(", ")} and the id sequences`);

  // 2. an empty database, migrated, the dump restored into it
  await adminSql.unsafe(`CREATE DATABASE "${targetName}"`);
  created = true;
  const restored = await openDb({ url: target.toString(), max: 4 });
  try {
    await migrate(restored.sql);
    run("pg_restore", ["--data-only", "--no-owner", "--no-privileges", "--single-transaction", "--exit-on-error", `--dbname=${target}`, dumpFile]);
    log(`restored into ${targetName}`);
    // the restored events keep their writing transactions' ids: a cluster whose own ids are still
    // below them would hide them from the async readers (README "Operating Cantiere": pg_resetwal)
    const [xid] = await restored.sql<{ behind: boolean }[]>`
      SELECT coalesce((SELECT max(transaction_id::text::numeric) FROM events) >= pg_snapshot_xmax(pg_current_snapshot())::text::numeric, false) AS behind`;
    if (xid.behind) throw new Error("this cluster's transaction ids are below the restored events' (restore into the cluster the dump came from, or raise its next transaction id with pg_resetwal -e/-x first)");

    // 3. every projection from the events
    provideSql(async () => restored.sql);
    await prepareDatabase(restored, log);
    await catchUpAll(restored.sql);

    // 4. the checks
    const verified = await verifyProjections(restored.sql);
    for (const r of verified) if (r.differences !== 0) problems.push(`projections:verify: ${r.name} has ${r.differences} rows that differ from a replay`);
    log(`projections:verify: ${verified.length} projections, ${verified.reduce((n, r) => n + r.differences, 0)} differences`);
    const chain = await verifyChains(restored.sql);
    if (chain.firstBroken) problems.push(`audit:verify: the chain breaks at position ${chain.firstBroken.position} (${chain.firstBroken.streamId})`);
    log(`audit:verify: ${chain.events} events in ${chain.streams} streams, ${chain.broken} broken links`);
    await compareWithSource(restored.sql);
  } finally {
    await restored.close();
  }
} catch (err) {
  problems.push(err instanceof Error ? err.message : String(err));
} finally {
  if (created && !values.keep) await adminSql.unsafe(`DROP DATABASE IF EXISTS "${targetName}" WITH (FORCE)`).catch(() => {});
  await adminSql.end();
  rmSync(work, { recursive: true, force: true });
}

/** The restored database against the original: the log's head, the id sequences, every inline projection's rows. */
async function compareWithSource(restored: Sql): Promise<void> {
  const original = postgres(source.toString(), { max: 1, onnotice: () => {} }) as unknown as Sql;
  try {
    const head = (sql: Sql) => sql<{ n: string; max: string | null }[]>`SELECT count(*)::text AS n, max(position)::text AS max FROM events`;
    const [a] = await head(original);
    const [b] = await head(restored);
    if (a.n !== b.n || a.max !== b.max) problems.push(`events: ${a.n} up to position ${a.max} in the original, ${b.n} up to ${b.max} restored`);
    const seqs = (sql: Sql) =>
      sql<{ name: string; value: string }[]>`SELECT sequencename AS name, coalesce(last_value, 0)::text AS value FROM pg_sequences WHERE sequencename = ANY(${[...BACKUP_SEQUENCES]}) ORDER BY 1`;
    const sa = JSON.stringify(await seqs(original));
    const sb = JSON.stringify(await seqs(restored));
    if (sa !== sb) problems.push(`id sequences differ: ${sa} in the original, ${sb} restored`);
    // an async projection of the original may lag behind its events: its rows are compared only when it has caught up
    const [{ lagging }] = await original<{ lagging: string[] }[]>`
      SELECT coalesce(array_agg(name), '{}') AS lagging FROM projection_checkpoints c
      WHERE EXISTS (SELECT 1 FROM events e WHERE (e.transaction_id, e.position) > (c.last_tx_id, c.last_position))`;
    let compared = 0;
    for (const p of allProjections) {
      if (p.mode === "async" && lagging.includes(p.name)) continue;
      const digest = (sql: Sql) =>
        sql<{ n: number; digest: string | null }[]>`SELECT count(*)::int AS n, md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest FROM ${sql(p.name)} t`;
      const [x] = await digest(original);
      const [y] = await digest(restored);
      compared++;
      if (x.n !== y.n || x.digest !== y.digest) problems.push(`projection ${p.name}: ${x.n} rows in the original, ${y.n} restored${x.n === y.n ? ", with other contents" : ""}`);
    }
    log(`compared with the original: the log's head, ${BACKUP_SEQUENCES.length} id sequences, ${compared} projections row by row`);
  } finally {
    await original.end();
  }
}

const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (problems.length === 0) {
  log(`ok in ${seconds} s: the dump restores, every projection rebuilds from the events as it was, the audit chain holds`);
  process.exit(0);
}
console.error(`[restore:check] FAILED after ${seconds} s:`);
for (const p of problems) console.error(`  ${p}`);
process.exit(1);
