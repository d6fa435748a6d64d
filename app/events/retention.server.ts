// The retention job (issue 39, ADR-0125): what is past its time is deleted or anonymised, and the
// job says what it did. Run by `npm run retention` and by the app's daily check (startRetention).
// Only ordinary tables change: the events and the projections are never touched here (an erased
// person's data goes by crypto-shredding, ADR-0007), so projections:verify and audit:verify stay clean.
import type { Queryable, Sql } from "~/db.server";
import { nowMs } from "~/clock.server";
import { fileStillExists } from "~/events/queries/site-files.server";
import { retentionSettings, type RetentionSettings } from "~/events/retention-settings.server";

const DAY_MS = 86_400_000;

export interface RetentionReport {
  at: string;
  settings: RetentionSettings;
  /** sign-in attempts older than the limit, deleted */
  signInAttemptsDeleted: number;
  /** sent notification mails older than the limit whose address was blanked */
  mailAddressesBlanked: number;
  /** file log entries whose file no longer exists: the log shows no name for them (read time, nothing deleted) */
  fileLogEntriesWithoutName: number;
}

/** Deletes or anonymises what is past its retention at `now` (the application clock unless given). */
export async function runRetention(sql: Queryable, opts: { now?: number; settings?: RetentionSettings } = {}): Promise<RetentionReport> {
  const now = opts.now ?? nowMs();
  const settings = opts.settings ?? retentionSettings();
  const signInBefore = new Date(now - settings.signInAttemptDays * DAY_MS);
  const mailBefore = new Date(now - settings.sentMailAddressDays * DAY_MS);
  const deleted = await sql`DELETE FROM sign_in_attempts WHERE attempted_at < ${signInBefore}`;
  // only mails that are done (sent, failed for good, or of unknown fate): a pending one still needs its address
  const blanked = await sql`
    UPDATE notification_outbox SET email = '' WHERE email <> '' AND status IN ('sent', 'failed', 'unknown')
      AND COALESCE(sent_at, created_at) < ${mailBefore}`;
  const [{ n }] =
    settings.fileLogNames === "file"
      ? await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM site_file_log l WHERE l.actor_id IS NOT NULL AND NOT ${fileStillExists(sql)}`
      : [{ n: 0 }];
  return { at: new Date(now).toISOString(), settings, signInAttemptsDeleted: deleted.count, mailAddressesBlanked: blanked.count, fileLogEntriesWithoutName: n };
}

/** The report in one line for the log (counts only, no personal data). */
export function describeRetention(r: RetentionReport): string {
  return (
    `[retention] ${r.at}: ${r.signInAttemptsDeleted} sign-in attempts older than ${r.settings.signInAttemptDays} days deleted; ` +
    `${r.mailAddressesBlanked} addresses of notification mails older than ${r.settings.sentMailAddressDays} days blanked; ` +
    (r.settings.fileLogNames === "file" ? `${r.fileLogEntriesWithoutName} file log entries of files that no longer exist show no name` : "the file log keeps its names (CANTIERE_RETENTION_FILE_LOG_NAMES=forever)")
  );
}

/** The app's daily check: soon after the start, then once a day; returns a stop function. */
export function startRetention(sql: Sql, opts: { everyMs?: number; log?: (m: string) => void } = {}): () => Promise<void> {
  const log = opts.log ?? ((m: string) => console.log(m));
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  const tick = async () => {
    try {
      log(describeRetention(await runRetention(sql)));
    } catch (err) {
      if (!stopped) console.warn(`[retention] ${(err as Error).message}`);
    }
  };
  const first = setTimeout(() => (running = tick()), 30_000);
  first.unref?.();
  const timer = setInterval(() => (running = tick()), opts.everyMs ?? DAY_MS);
  timer.unref?.();
  return async () => {
    stopped = true;
    clearTimeout(first);
    clearInterval(timer);
    await running;
  };
}
