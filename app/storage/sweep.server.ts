// The sweep for orphaned receipt files (ADR-0022): a receipt is stored before its command runs, so
// a process that dies in between, or a best-effort delete that failed, leaves a file that no event
// names. The sweep lists every file under the receipts' folder, keeps each one that an event names
// or that is younger than a day, and deletes the rest — or, in a dry run (the default), only says
// which it would delete.
//
// "Named by an event" is exact and does not depend on where in an event the key sits: any string
// value anywhere in any event's `data` or `metadata` that equals the file's key, whatever the event
// type or schema version (so an ExpenseEdited that replaced a receipt still protects the old file,
// which the expense's history names). Receipt keys are stored in plain JSON, outside the encrypted
// `personal` field (app/domain/expense/events.ts), so erasing a person (ADR-0007) never hides a
// reference: the sweep reads no personal data and needs no key. Deleting an erased person's
// receipts is the erasure's job, not the sweep's.
import type { Queryable } from "~/db.server";
import { checkPrefix } from "./keys";
import type { FileStore, StoredFile } from "./store.server";
import { RECEIPT_UPLOAD } from "./upload.server";

/** Where receipts and their thumbnails are stored (`expenses/…`, `expenses/thumbs/…`). */
export const RECEIPTS_PREFIX = `${RECEIPT_UPLOAD.folder}/`;
/** A younger file may belong to an upload whose command has not committed yet. */
export const ORPHAN_MIN_AGE_MS = 24 * 60 * 60 * 1000;

export interface SweepOptions {
  sql: Queryable;
  store: FileStore;
  /** the time the files' ages are measured from, in ms (the store's own last-modified times are real time) */
  now: number;
  /** false (the default): a dry run that only logs */
  remove?: boolean;
  prefix?: string;
  minAgeMs?: number;
  log?: (message: string) => void;
}

export interface SweepReport {
  prefix: string;
  /** files under the prefix */
  listed: number;
  /** of those, named by an event */
  referenced: number;
  /** not named, but younger than the minimum age */
  recent: number;
  /** not named and old enough: deleted, or to be deleted in a dry run */
  orphans: StoredFile[];
  deleted: number;
  /** deletes that failed (logged with the key); the files stay for the next sweep */
  failed: number;
  dryRun: boolean;
}

const PAGE = 1000;

/** Every file under `prefix`, page by page. */
export async function listAll(store: FileStore, prefix: string): Promise<StoredFile[]> {
  const files: StoredFile[] = [];
  let startAfter: string | undefined;
  for (;;) {
    const page = await store.list(prefix, { maxKeys: PAGE, startAfter });
    files.push(...page.files);
    if (!page.truncated) return files;
    const last = page.files.at(-1)?.key;
    // a page of folder markers only cannot be stepped past; stop rather than loop (nothing is deleted yet)
    if (last === undefined || last === startAfter) throw new Error(`listing ${prefix} stopped after ${startAfter ?? "its start"}`);
    startAfter = last;
  }
}

/** LIKE's wildcards in a literal. */
const likeLiteral = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A text pattern every event naming a key under `prefix` matches: the string's opening quote and
 * the prefix. A prefix with a quote is escaped in JSON text, so then every event is looked at.
 */
const textPattern = (prefix: string) => (prefix.includes('"') ? "%" : `%"${likeLiteral(prefix)}%`);

/**
 * The keys under `prefix` that any event names: every string value, at any depth of `data` or
 * `metadata`, that starts with the prefix. One statement, so one snapshot of the log. The text
 * match only skips events that cannot hold such a string (about 0.7 s per million events on our
 * machines); the JSON path then takes exact values.
 */
export async function keysNamedByEvents(sql: Queryable, prefix: string): Promise<Set<string>> {
  const rows = await sql<{ key: string }[]>`
    SELECT DISTINCT v #>> '{}' AS key
    FROM events e,
         jsonb_path_query(jsonb_build_array(e.data, e.metadata),
                          'strict $.** ? (@.type() == "string" && @ starts with $prefix)',
                          jsonb_build_object('prefix', ${prefix}::text)) AS v
    WHERE e.data::text LIKE ${textPattern(prefix)} OR e.metadata::text LIKE ${textPattern(prefix)}`;
  return new Set(rows.map((r) => r.key));
}

/** Finds the orphaned files under the receipts' folder and, with `remove`, deletes them. */
export async function sweepOrphanedFiles(opts: SweepOptions): Promise<SweepReport> {
  const prefix = checkPrefix(opts.prefix ?? RECEIPTS_PREFIX);
  const minAgeMs = opts.minAgeMs ?? ORPHAN_MIN_AGE_MS;
  const log = opts.log ?? (() => {});
  const dryRun = !opts.remove;
  // list first, then read the log: a file listed here whose event commits before the read is kept
  const files = await listAll(opts.store, prefix);
  const named = await keysNamedByEvents(opts.sql, prefix);
  const cutoff = opts.now - minAgeMs;

  const report: SweepReport = { prefix, listed: files.length, referenced: 0, recent: 0, orphans: [], deleted: 0, failed: 0, dryRun };
  for (const f of files) {
    if (named.has(f.key)) report.referenced++;
    else if (f.lastModified.getTime() > cutoff) report.recent++;
    else report.orphans.push(f);
  }

  for (const f of report.orphans) {
    const what = `${f.key} (${f.size} bytes, stored ${f.lastModified.toISOString()})`;
    if (dryRun) {
      log(`would delete ${what}`);
      continue;
    }
    try {
      await opts.store.delete(f.key);
      report.deleted++;
      log(`deleted ${what}`);
    } catch (e) {
      report.failed++;
      log(`could not delete ${f.key}: ${e instanceof Error ? e.message : String(e)}`);
    }
  }

  const bytes = report.orphans.reduce((n, f) => n + f.size, 0);
  const outcome = dryRun
    ? `${report.orphans.length} orphaned (${bytes} bytes) would be deleted; dry run, --delete deletes them`
    : `${report.orphans.length} orphaned (${bytes} bytes): ${report.deleted} deleted, ${report.failed} failed`;
  log(
    `storage sweep of ${prefix}: ${report.listed} files, ${report.referenced} named by events, ` +
      `${report.recent} younger than ${Math.round(minAgeMs / 3_600_000)} h, ${outcome}`,
  );
  return report;
}
