// The site journal's projections (ADR-0063), all inline: the feed, a post's page and the dashboard
// read them right after the redirect.
// - journal_entry_list: one row per post with its comment and like counts (the stream's comment
//   and like events keep them) and its daily log (version 2, ADR-0067); a removed post is a tombstone.
// - journal_comment: one row per comment ("<journalId>:<commentId>"); a removed one is a tombstone.
// The post's title, text and daily log are its author's and a comment's text its writer's
// (ADR-0134): once the person is erased they read back as `personal: null`, and PersonErased (a
// fan-out over `author_id`) empties them and sets `text_removed` in the same transaction, as a
// rebuild would (journal_entry_list version 3, journal_comment version 2, migration 0071). The
// pages show the translated "[removed]" for `text_removed`.
// - journal_like: one row per post and person ("<journalId>:<personId>"), liked or not any more.
import { JOURNAL_EVENT_TYPES } from "~/domain/journal/events";
import type { DailyLog } from "~/domain/journal/daily-log";
import type { JournalImage, JournalText } from "~/domain/journal/events";
import { defineProjection, type Row } from "../projection.server";
import { byErasedWriter, isPersonErased } from "./person-erasure.server";

export type JournalEntryRow = Row & {
  id: number;
  site_id: number;
  author_id: number;
  entry_date: string | Date;
  title: string;
  description: string;
  images: JournalImage[];
  daily_log: DailyLog | null;
  /** the author was erased: title, text and log are gone (ADR-0134) */
  text_removed: boolean;
  comment_count: number;
  like_count: number;
  removed: boolean;
  written_at: string | Date;
  revised_at: string | Date | null;
  stream_version: number;
};

/** The row's text columns from an event's personal part (null: the writer was erased). */
const textOf = (p: JournalText | null) => ({ title: p?.title ?? "", description: p?.description ?? "", daily_log: p?.dailyLog ?? null, text_removed: p === null });

export const journalEntryList = defineProjection<JournalEntryRow, (typeof JOURNAL_EVENT_TYPES)[number] | "PersonErased", "PersonErased">({
  name: "journal_entry_list",
  // 3: the text is the author's personal part, removed on erasure (ADR-0134)
  version: 3,
  mode: "inline",
  handles: [...JOURNAL_EVENT_TYPES, "PersonErased"],
  key: "id",
  keyType: "bigint",
  createdBy: ["JournalEntryWritten"],
  keyOf: (e) => e.data.journalId,
  fanOut: byErasedWriter("author_id"),
  evolve(row, e) {
    if (isPersonErased(e)) {
      if (!row) return null;
      const { last_position: _p, ...r } = row;
      return { ...r, ...textOf(null) };
    }
    if (e.type === "JournalEntryWritten") {
      const d = e.data;
      return {
        id: d.journalId,
        site_id: d.siteId,
        author_id: d.authorId,
        entry_date: d.date,
        ...textOf(d.personal),
        images: d.images,
        comment_count: 0,
        like_count: 0,
        removed: false,
        written_at: d.at,
        revised_at: null,
        stream_version: e.version,
      };
    }
    if (!row) return null;
    const { last_position: _p, ...r } = row;
    const at = { stream_version: e.version };
    switch (e.type) {
      case "JournalEntryRevised":
        return { ...r, ...at, ...textOf(e.data.personal), images: e.data.images, revised_at: e.data.at };
      case "JournalEntryRemoved":
        return { ...r, ...at, removed: true };
      case "JournalCommentAdded":
        return { ...r, ...at, comment_count: r.comment_count + 1 };
      case "JournalCommentRemoved":
        return { ...r, ...at, comment_count: Math.max(0, r.comment_count - 1) };
      case "JournalEntryLiked":
        return { ...r, ...at, like_count: r.like_count + 1 };
      case "JournalEntryUnliked":
        return { ...r, ...at, like_count: Math.max(0, r.like_count - 1) };
    }
  },
});

export type JournalCommentRow = Row & {
  id: string;
  journal_id: number;
  comment_id: number;
  author_id: number | null;
  text: string;
  /** the writer was erased: the text is gone (ADR-0134) */
  text_removed: boolean;
  removed: boolean;
  added_at: string | Date;
};

const journalCommentKey = (journalId: number, commentId: number) => `${journalId}:${commentId}`;

export const journalComment = defineProjection<JournalCommentRow, "JournalCommentAdded" | "JournalCommentRemoved" | "PersonErased", "PersonErased">({
  name: "journal_comment",
  // 2: the text is the writer's personal part, removed on erasure (ADR-0134)
  version: 2,
  mode: "inline",
  handles: ["JournalCommentAdded", "JournalCommentRemoved", "PersonErased"],
  key: "id",
  keyType: "text",
  createdBy: ["JournalCommentAdded"],
  keyOf: (e) => journalCommentKey(e.data.journalId, e.data.commentId),
  fanOut: byErasedWriter("author_id"),
  evolve(row, e) {
    switch (e.type) {
      case "PersonErased": {
        if (!row) return null;
        const { last_position: _p, ...r } = row;
        return { ...r, text: "", text_removed: true };
      }
      case "JournalCommentAdded": {
        const p = e.data.personal;
        return { id: journalCommentKey(e.data.journalId, e.data.commentId), journal_id: e.data.journalId, comment_id: e.data.commentId, author_id: e.data.by, text: p?.text ?? "", text_removed: p === null, removed: false, added_at: e.data.at };
      }
      case "JournalCommentRemoved": {
        if (!row) return null;
        const { last_position: _p, ...r } = row;
        return { ...r, removed: true };
      }
    }
  },
});

export type JournalLikeRow = Row & { id: string; journal_id: number; person_id: number; liked: boolean; liked_at: string | Date };

const journalLikeKey = (journalId: number, personId: number) => `${journalId}:${personId}`;

export const journalLike = defineProjection<JournalLikeRow, "JournalEntryLiked" | "JournalEntryUnliked">({
  name: "journal_like",
  version: 1,
  mode: "inline",
  handles: ["JournalEntryLiked", "JournalEntryUnliked"],
  key: "id",
  keyType: "text",
  keyOf: (e) => journalLikeKey(e.data.journalId, e.data.personId),
  evolve(row, e) {
    const base = { id: journalLikeKey(e.data.journalId, e.data.personId), journal_id: e.data.journalId, person_id: e.data.personId };
    switch (e.type) {
      case "JournalEntryLiked":
        return { ...base, liked: true, liked_at: e.data.at };
      case "JournalEntryUnliked":
        return row ? { ...base, liked: false, liked_at: row.liked_at } : { ...base, liked: false, liked_at: e.data.at };
    }
  },
});
