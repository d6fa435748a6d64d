// The journal's projections folded without a database (app/events/projection-spec.ts): the post's
// row with its counts, the comments and the likes; every fold applied twice changes nothing.
import { describe, it } from "vitest";
import type { JournalEvent } from "~/domain/journal/events";
import { givenProjection, inStream } from "../projection-spec";
import { journalComment, journalEntryList, journalLike } from "./journal.server";

const at = "2026-03-02T08:00:00.000Z";
const ref = { journalId: 7, siteId: 3, at, by: 1 };
const images = [{ key: "journal/a.jpg", thumbnailKey: "journal/thumbs/a.jpg" }];
const dailyLog = { weather: { condition: "sunny" as const, temperatureC: 21 }, crew: [2, 4], crewNote: "", equipment: "Gru", delays: "", incidents: "" };
const events: JournalEvent[] = [
  { type: "JournalEntryWritten", data: { ...ref, authorId: 1, date: "2026-03-02", images, personal: { title: "T", description: "D", dailyLog: null } } },
  { type: "JournalCommentAdded", data: { ...ref, by: 2, commentId: 1, personal: { text: "ok" } } },
  { type: "JournalEntryLiked", data: { ...ref, by: 2, personId: 2 } },
  { type: "JournalCommentAdded", data: { ...ref, commentId: 2, personal: { text: "due" } } },
  { type: "JournalCommentRemoved", data: { ...ref, commentId: 1 } },
  { type: "JournalEntryLiked", data: { ...ref, by: 4, personId: 4 } },
  { type: "JournalEntryUnliked", data: { ...ref, by: 2, personId: 2 } },
  { type: "JournalEntryRevised", data: { ...ref, authorId: 1, images: [], personal: { title: "T2", description: "D2", dailyLog } } },
];
const stream = inStream("journal-7", events);

describe("journal_entry_list", () => {
  it("keeps the post's content and its comment and like counts; a removal keeps a tombstone", () => {
    const row = {
      id: 7,
      site_id: 3,
      author_id: 1,
      entry_date: "2026-03-02",
      title: "T2",
      description: "D2",
      images: [],
      daily_log: dailyLog,
      text_removed: false,
      comment_count: 1,
      like_count: 1,
      removed: false,
      written_at: at,
      revised_at: at,
      stream_version: 8,
    };
    givenProjection(journalEntryList)
      .when(stream)
      .thenRows([row])
      .when(inStream("journal-7", [{ type: "JournalEntryRemoved", data: ref }], { fromVersion: 9 }))
      .thenRows([{ ...row, removed: true, stream_version: 9 }]);
  });
});

describe("journal_comment", () => {
  it("has a row per comment, a removed one as a tombstone", () => {
    givenProjection(journalComment)
      .when(stream)
      .thenRows([
        { id: "7:1", journal_id: 7, comment_id: 1, author_id: 2, text: "ok", text_removed: false, removed: true, added_at: at },
        { id: "7:2", journal_id: 7, comment_id: 2, author_id: 1, text: "due", text_removed: false, removed: false, added_at: at },
      ]);
  });
});

describe("journal_like", () => {
  it("has a row per person, liked or not any more", () => {
    givenProjection(journalLike)
      .when(stream)
      .thenRows([
        { id: "7:2", journal_id: 7, person_id: 2, liked: false, liked_at: at },
        { id: "7:4", journal_id: 7, person_id: 4, liked: true, liked_at: at },
      ]);
  });
});

describe("an erasure (ADR-0134)", () => {
  const erased = inStream("person-1", [{ type: "PersonErased", data: { personId: 1, at, by: null } }], { fromVersion: 5 });
  it("empties the author's post text and marks it removed; counts, photos and dates stay", () => {
    givenProjection(journalEntryList)
      .when([...stream, ...erased])
      .thenRows([
        {
          id: 7, site_id: 3, author_id: 1, entry_date: "2026-03-02", title: "", description: "", images: [], daily_log: null, text_removed: true,
          comment_count: 1, like_count: 1, removed: false, written_at: at, revised_at: at, stream_version: 8,
        },
      ]);
  });
  it("empties only the erased writer's comments", () => {
    givenProjection(journalComment)
      .when([...stream, ...erased])
      .thenRows([
        { id: "7:1", journal_id: 7, comment_id: 1, author_id: 2, text: "ok", text_removed: false, removed: true, added_at: at },
        { id: "7:2", journal_id: 7, comment_id: 2, author_id: 1, text: "", text_removed: true, removed: false, added_at: at },
      ]);
  });
  it("a post read back after the erasure (its text null) gives the same row", () => {
    givenProjection(journalEntryList)
      .when(inStream("journal-7", [{ type: "JournalEntryWritten", data: { ...ref, authorId: 1, date: "2026-03-02", images, personal: null } }]))
      .thenRows([
        {
          id: 7, site_id: 3, author_id: 1, entry_date: "2026-03-02", title: "", description: "", images, daily_log: null, text_removed: true,
          comment_count: 0, like_count: 0, removed: false, written_at: at, revised_at: null, stream_version: 1,
        },
      ]);
  });
});
