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
// reference: the sweep reads no personal data and needs no key.
//
// Files of erased persons go too (2026-11-25, ADR-0007): a file named only by events about a person
// who has been erased (`data.personId` of a PersonErased) is deleted whatever its age. The erasure
// deletes those files itself right after it commits (app/storage/person-files.server.ts); the sweep
// finishes the job when that process died first or a delete failed. A checklist's signature image
// is about its signer (`data.signerId` of ChecklistSigned, ADR-0134): the erasure deletes it, and
// the sweep does when that failed.
//
// Avatars and legal documents are swept too (2026-11-25, ADR-0033), and with them a third kind of
// file: one its person's events have retired — an avatar a later PersonAvatarChanged names as its
// `previous`, a document's file whose LegalDocumentRemoved is recorded. The operations delete
// those right after their command commits (app/areas/people/change-avatar, remove-avatar and
// remove-legal-document.server.ts); the sweep deletes them whatever their age when that process
// died first or the delete failed. Every upload gets a fresh random key, so a retired key is never
// named as current again.
//
// Checklists' files are swept too (2026-11-27, ADR-0073, ADR-0080): question photos with their
// thumbnails and signature images (typed, uploaded or drawn) under `checklist/`, named by
// ChecklistPhotosAdded and ChecklistSigned. A photo or signature whose command was refused or
// repeated is deleted by the operation at once (app/areas/checklists/checklist-commands.server.ts); the sweep
// finds what a crash between the upload and the command left. A removed checklist's files stay:
// its history still shows them.
//
// Journal photos are swept too (2026-11-27, ADR-0093): the JSON API stores a post's photo at its
// upload (POST utility/uploadImage, purpose journal), before any post names it; an upload never
// used leaves a file under `journal/` that JournalEntryWritten or JournalEntryRevised never names.
import type { Queryable } from "~/db.server";
import { checkPrefix } from "./keys";
import type { FileStore, StoredFile } from "./store.server";
import { AVATAR_UPLOAD, LEGAL_DOCUMENT_UPLOAD, RECEIPT_UPLOAD } from "./upload.server";

/** Where receipts and their thumbnails are stored (`expenses/…`, `expenses/thumbs/…`). */
export const RECEIPTS_PREFIX = `${RECEIPT_UPLOAD.folder}/`;
/** Where avatars and their thumbnails are stored. */
export const PROFILE_PICS_PREFIX = `${AVATAR_UPLOAD.folder}/`;
/** Where legal documents and their thumbnails are stored. */
export const LEGAL_DOCUMENTS_PREFIX = `${LEGAL_DOCUMENT_UPLOAD.folder}/`;
/** Where checklists' photos, thumbnails and signature images are stored (CHECKLIST_PHOTO_UPLOAD, CHECKLIST_SIGNATURE_UPLOAD). */
export const CHECKLISTS_PREFIX = "checklist/";
/** Where journal posts' photos and their thumbnails are stored (JOURNAL_UPLOAD). */
export const JOURNAL_PREFIX = "journal/";
/** The folders `npm run storage:sweep` sweeps, one after the other: every folder whose files events name. */
export const SWEPT_PREFIXES = [RECEIPTS_PREFIX, PROFILE_PICS_PREFIX, LEGAL_DOCUMENTS_PREFIX, CHECKLISTS_PREFIX, JOURNAL_PREFIX] as const;
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
  /** named only by events about erased persons: deleted, or to be deleted in a dry run */
  erased: StoredFile[];
  /** a replaced avatar or a removed document's file (their person's events retired them): deleted, or to be in a dry run */
  retired: StoredFile[];
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

/** The keys under a prefix that events name, by whether any of those events is about a person not erased. */
export interface NamedKeys {
  /** named by at least one event that is not about an erased person: kept */
  kept: Set<string>;
  /** named only by events about erased persons (`data.personId`, a signature's `signerId`): their files go (ADR-0007, ADR-0134) */
  ofErasedPersons: Set<string>;
  /** a replaced avatar or a removed legal document's file: their person's events say they are no longer used (ADR-0033) */
  retired: Set<string>;
}

/**
 * The keys under `prefix` that any event names: every string value, at any depth of `data` or
 * `metadata`, that starts with the prefix. One statement, so one snapshot of the log and of the
 * erasures. The text match only skips events that cannot hold such a string (about 0.7 s per
 * million events on our machines); the JSON path then takes exact values.
 */
export async function keysNamedByEvents(sql: Queryable, prefix: string): Promise<NamedKeys> {
  const rows = await sql<{ key: string; erased_only: boolean; retired: boolean }[]>`
    WITH erased AS (SELECT DISTINCT data->>'personId' AS person_id FROM events WHERE event_type = 'PersonErased'),
    retired AS (
      SELECT k.key FROM events e, LATERAL (VALUES (e.data #>> '{previous,key}'), (e.data #>> '{previous,thumbnailKey}')) AS k(key)
      WHERE e.event_type = 'PersonAvatarChanged' AND k.key IS NOT NULL
      UNION
      SELECT k.key FROM events a
        JOIN events r ON r.stream_id = a.stream_id AND r.event_type = 'LegalDocumentRemoved' AND r.data->>'documentId' = a.data->>'documentId',
        LATERAL (VALUES (a.data #>> '{file,key}'), (a.data #>> '{file,thumbnailKey}')) AS k(key)
      WHERE a.event_type = 'LegalDocumentAdded' AND k.key IS NOT NULL)
    SELECT v #>> '{}' AS key,
           -- a signature image is about its signer (ADR-0134)
           bool_and(coalesce(coalesce(e.data->>'personId', CASE WHEN e.event_type = 'ChecklistSigned' THEN e.data->>'signerId' END) IN (SELECT person_id FROM erased), false)) AS erased_only,
           bool_or((v #>> '{}') IN (SELECT key FROM retired)) AS retired
    FROM events e,
         jsonb_path_query(jsonb_build_array(e.data, e.metadata),
                          'strict $.** ? (@.type() == "string" && @ starts with $prefix)',
                          jsonb_build_object('prefix', ${prefix}::text)) AS v
    WHERE e.data::text LIKE ${textPattern(prefix)} OR e.metadata::text LIKE ${textPattern(prefix)}
    GROUP BY 1`;
  const named: NamedKeys = { kept: new Set(), ofErasedPersons: new Set(), retired: new Set() };
  for (const r of rows) (r.erased_only ? named.ofErasedPersons : r.retired ? named.retired : named.kept).add(r.key);
  return named;
}

/** Finds the orphaned files under a folder (the receipts' unless told) and, with `remove`, deletes them. */
export async function sweepOrphanedFiles(opts: SweepOptions): Promise<SweepReport> {
  const prefix = checkPrefix(opts.prefix ?? RECEIPTS_PREFIX);
  const minAgeMs = opts.minAgeMs ?? ORPHAN_MIN_AGE_MS;
  const log = opts.log ?? (() => {});
  const dryRun = !opts.remove;
  // list first, then read the log: a file listed here whose event commits before the read is kept
  const files = await listAll(opts.store, prefix);
  const named = await keysNamedByEvents(opts.sql, prefix);
  const cutoff = opts.now - minAgeMs;

  const report: SweepReport = { prefix, listed: files.length, referenced: 0, recent: 0, orphans: [], erased: [], retired: [], deleted: 0, failed: 0, dryRun };
  for (const f of files) {
    if (named.kept.has(f.key)) report.referenced++;
    // named, so no upload in flight: an erased person's file goes whatever its age, as does a retired one
    else if (named.ofErasedPersons.has(f.key)) report.erased.push(f);
    else if (named.retired.has(f.key)) report.retired.push(f);
    else if (f.lastModified.getTime() > cutoff) report.recent++;
    else report.orphans.push(f);
  }

  const doomed = [
    ...report.orphans.map((f) => ({ f, why: "" })),
    ...report.erased.map((f) => ({ f, why: ", of an erased person" })),
    ...report.retired.map((f) => ({ f, why: ", replaced or removed" })),
  ];
  for (const { f, why } of doomed) {
    const what = `${f.key} (${f.size} bytes, stored ${f.lastModified.toISOString()}${why})`;
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

  const bytes = doomed.reduce((n, { f }) => n + f.size, 0);
  const what = `${report.orphans.length} orphaned, ${report.erased.length} of erased persons and ${report.retired.length} replaced or removed (${bytes} bytes)`;
  const outcome = dryRun ? `${what} would be deleted; dry run, --delete deletes them` : `${what}: ${report.deleted} deleted, ${report.failed} failed`;
  log(
    `storage sweep of ${prefix}: ${report.listed} files, ${report.referenced} named by events, ` +
      `${report.recent} younger than ${Math.round(minAgeMs / 3_600_000)} h, ${outcome}`,
  );
  return report;
}
