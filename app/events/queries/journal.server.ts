// Reads of the journal's projections (ADR-0063): a site's feed (newest day first, then newest
// post), one post, the people who liked posts, the first comments of posts, and the dashboard's
// latest posts and count. Authors' names and avatars are joined from person_list (an erased
// person's name reads as empty). An erased author's title, text and log, and an erased writer's
// comment, come as `textRemoved` (ADR-0134): the page shows the translated "[removed]".
import type { Queryable } from "~/db.server";
import type { DailyLog } from "~/domain/journal/daily-log";
import type { JournalImage } from "~/domain/journal/events";
import type { JournalEntryRow } from "../projections/journal.server";

export interface JournalEntryView {
  id: number;
  siteId: number;
  authorId: number;
  authorFirstName: string;
  authorLastName: string;
  authorAvatarKey: string | null;
  /** YYYY-MM-DD */
  date: string;
  title: string;
  description: string;
  images: JournalImage[];
  /** the daily log's sections (ADR-0067), null: none */
  dailyLog: DailyLog | null;
  /** the author was erased: title, text and log are gone; show the "[removed]" marker (ADR-0134) */
  textRemoved: boolean;
  commentCount: number;
  likeCount: number;
  removed: boolean;
  writtenAt: Date;
  version: number;
  /** the position of the last event the row holds (a PDF's footer) */
  lastPosition: number;
}

/** The columns read: the projection's row (ids and position as a read gives them), the author's name and photo, the day as text. */
type EntryRow = Pick<
  JournalEntryRow,
  "title" | "description" | "images" | "daily_log" | "text_removed" | "comment_count" | "like_count" | "removed" | "stream_version"
> & {
  id: string | number;
  site_id: string | number;
  author_id: string | number;
  first_name: string | null;
  last_name: string | null;
  avatar_thumbnail_key: string | null;
  day: string;
  written_at: Date;
  last_position: string | number;
};

const toEntry = (r: EntryRow): JournalEntryView => ({
  id: Number(r.id),
  siteId: Number(r.site_id),
  authorId: Number(r.author_id),
  authorFirstName: r.first_name ?? "",
  authorLastName: r.last_name ?? "",
  authorAvatarKey: r.avatar_thumbnail_key,
  date: r.day,
  title: r.title,
  description: r.description,
  images: r.images ?? [],
  dailyLog: r.daily_log ?? null,
  textRemoved: r.text_removed,
  commentCount: r.comment_count,
  likeCount: r.like_count,
  removed: r.removed,
  writtenAt: r.written_at,
  version: r.stream_version,
  lastPosition: Number(r.last_position),
});

/** A site's posts, newest day first (then the newest written), at most `limit`; removed ones left out. */
export async function journalFeed(db: Queryable, siteId: number, limit: number): Promise<JournalEntryView[]> {
  const rows = await db<EntryRow[]>`
    SELECT j.id, j.site_id, j.author_id, p.first_name, p.last_name, p.avatar_thumbnail_key, to_char(j.entry_date, 'YYYY-MM-DD') AS day,
           j.title, j.description, j.images, j.daily_log, j.text_removed, j.comment_count, j.like_count, j.removed, j.written_at, j.stream_version, j.last_position
    FROM journal_entry_list j LEFT JOIN person_list p ON p.id = j.author_id
    WHERE j.site_id = ${siteId} AND NOT j.removed
    ORDER BY j.entry_date DESC, j.id DESC
    LIMIT ${limit}`;
  return rows.map(toEntry);
}

/** How many posts a site's journal has (removed ones left out). */
export async function journalCount(db: Queryable, siteId: number): Promise<number> {
  const [row] = await db<{ n: number }[]>`SELECT count(*)::int AS n FROM journal_entry_list WHERE site_id = ${siteId} AND NOT removed`;
  return row?.n ?? 0;
}

/** One post of a site (removed ones too: the caller answers them as not found). */
export async function journalEntryById(db: Queryable, siteId: number, id: number): Promise<JournalEntryView | null> {
  const [row] = await db<EntryRow[]>`
    SELECT j.id, j.site_id, j.author_id, p.first_name, p.last_name, p.avatar_thumbnail_key, to_char(j.entry_date, 'YYYY-MM-DD') AS day,
           j.title, j.description, j.images, j.daily_log, j.text_removed, j.comment_count, j.like_count, j.removed, j.written_at, j.stream_version, j.last_position
    FROM journal_entry_list j LEFT JOIN person_list p ON p.id = j.author_id
    WHERE j.id = ${id} AND j.site_id = ${siteId}`;
  return row ? toEntry(row) : null;
}

export interface JournalLikeView {
  journalId: number;
  personId: number;
  firstName: string;
  lastName: string;
  /** the person's photo thumbnail (a storage key), if any */
  avatarKey: string | null;
}

/** Who likes each of these posts, in the order they liked. */
export async function journalLikesOf(db: Queryable, journalIds: number[]): Promise<JournalLikeView[]> {
  if (journalIds.length === 0) return [];
  const rows = await db<{ journal_id: string | number; person_id: string | number; first_name: string | null; last_name: string | null; avatar_thumbnail_key: string | null }[]>`
    SELECT l.journal_id, l.person_id, p.first_name, p.last_name, p.avatar_thumbnail_key
    FROM journal_like l LEFT JOIN person_list p ON p.id = l.person_id
    WHERE l.journal_id = ANY(${journalIds}::bigint[]) AND l.liked
    ORDER BY l.liked_at, l.person_id`;
  return rows.map((r) => ({ journalId: Number(r.journal_id), personId: Number(r.person_id), firstName: r.first_name ?? "", lastName: r.last_name ?? "", avatarKey: r.avatar_thumbnail_key ?? null }));
}

export interface JournalCommentView {
  journalId: number;
  commentId: number;
  authorId: number | null;
  firstName: string;
  lastName: string;
  text: string;
  /** the writer was erased: the text is gone (ADR-0134) */
  textRemoved: boolean;
  addedAt: Date;
}

/** The first comments of each post (oldest first): `limitOf(journalId)` of each. */
export async function journalCommentsOf(db: Queryable, journalIds: number[], limitOf: (journalId: number) => number): Promise<JournalCommentView[]> {
  if (journalIds.length === 0) return [];
  const limits = journalIds.map(limitOf);
  const rows = await db<{ journal_id: string | number; comment_id: number; author_id: string | number | null; first_name: string | null; last_name: string | null; text: string; text_removed: boolean; added_at: Date }[]>`
    WITH wanted AS (SELECT * FROM unnest(${journalIds}::bigint[], ${limits}::int[]) AS w(journal_id, lim)),
    ranked AS (
      SELECT c.*, row_number() OVER (PARTITION BY c.journal_id ORDER BY c.comment_id) AS n
      FROM journal_comment c JOIN wanted w ON w.journal_id = c.journal_id
      WHERE NOT c.removed)
    SELECT r.journal_id, r.comment_id, r.author_id, p.first_name, p.last_name, r.text, r.text_removed, r.added_at
    FROM ranked r JOIN wanted w ON w.journal_id = r.journal_id LEFT JOIN person_list p ON p.id = r.author_id
    WHERE r.n <= w.lim
    ORDER BY r.journal_id, r.comment_id`;
  return rows.map((r) => ({
    journalId: Number(r.journal_id),
    commentId: r.comment_id,
    authorId: r.author_id === null ? null : Number(r.author_id),
    firstName: r.first_name ?? "",
    lastName: r.last_name ?? "",
    text: r.text,
    textRemoved: r.text_removed,
    addedAt: r.added_at,
  }));
}

/** The person's function on the site's team now (FOREMAN may write yesterday's post), or null when not on it. */
export async function teamFunctionOf(db: Queryable, siteId: number, personId: number): Promise<string | null> {
  const [r] = await db<{ project_function: string }[]>`
    SELECT project_function FROM site_team WHERE site_id = ${siteId} AND person_id = ${personId} AND NOT removed`;
  return r?.project_function ?? null;
}

/** A site's posts of the days `from`–`to` (YYYY-MM-DD, both included), oldest day first, at most `limit` (the journal PDF, ADR-0068). */
export async function journalPeriod(db: Queryable, siteId: number, from: string, to: string, limit: number): Promise<JournalEntryView[]> {
  const rows = await db<EntryRow[]>`
    SELECT j.id, j.site_id, j.author_id, p.first_name, p.last_name, p.avatar_thumbnail_key, to_char(j.entry_date, 'YYYY-MM-DD') AS day,
           j.title, j.description, j.images, j.daily_log, j.text_removed, j.comment_count, j.like_count, j.removed, j.written_at, j.stream_version, j.last_position
    FROM journal_entry_list j LEFT JOIN person_list p ON p.id = j.author_id
    WHERE j.site_id = ${siteId} AND NOT j.removed AND j.entry_date BETWEEN ${from}::date AND ${to}::date
    ORDER BY j.entry_date, j.id
    LIMIT ${limit}`;
  return rows.map(toEntry);
}

export interface CrewMember {
  personId: number;
  firstName: string;
  lastName: string;
  /** stamped at this site that day (ACTIVE stamps naming the site, ADR-0122; stamps elsewhere or with no site do not count) */
  stamped: boolean;
}

/**
 * The people a post's manpower may name: the site's team now, anyone who stamped at the site on
 * `day` (Zurich), plus `extra` (people a log already names who have left the team), each marked
 * when a stamp of theirs that day names this site (ADR-0122).
 */
export async function crewOptions(db: Queryable, siteId: number, day: string, extra: number[] = []): Promise<CrewMember[]> {
  const rows = await db<{ person_id: string | number; first_name: string | null; last_name: string | null; stamped: boolean }[]>`
    WITH here AS (
      SELECT DISTINCT s.person_id FROM stamp_list s WHERE s.site_id = ${siteId} AND s.status = 'ACTIVE'
        AND s.stamped_at >= (${day}::date::timestamp AT TIME ZONE 'Europe/Zurich')
        AND s.stamped_at < ((${day}::date + 1)::timestamp AT TIME ZONE 'Europe/Zurich')),
    people AS (
      SELECT person_id FROM site_team WHERE site_id = ${siteId} AND NOT removed
      UNION SELECT person_id FROM here
      UNION SELECT unnest(${extra}::bigint[]))
    SELECT x.person_id, p.first_name, p.last_name, x.person_id IN (SELECT person_id FROM here) AS stamped
    FROM people x LEFT JOIN person_list p ON p.id = x.person_id
    ORDER BY p.last_name, p.first_name, x.person_id`;
  return rows.map((r) => ({ personId: Number(r.person_id), firstName: r.first_name ?? "", lastName: r.last_name ?? "", stamped: r.stamped }));
}

/** The names of these people (a log's crew), by id. */
export async function personNamesOf(db: Queryable, ids: number[]): Promise<Map<number, { firstName: string; lastName: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db<{ id: string | number; first_name: string | null; last_name: string | null }[]>`
    SELECT id, first_name, last_name FROM person_list WHERE id = ANY(${ids}::bigint[])`;
  return new Map(rows.map((r) => [Number(r.id), { firstName: r.first_name ?? "", lastName: r.last_name ?? "" }]));
}

/** The site a post belongs to (removed posts too); null for an unknown id. */
export async function journalSiteOf(db: Queryable, id: number): Promise<number | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const [row] = await db<{ site_id: string | number }[]>`SELECT site_id FROM journal_entry_list WHERE id = ${id}`;
  return row ? Number(row.site_id) : null;
}
