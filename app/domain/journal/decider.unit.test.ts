import { describe, expect, it } from "vitest";
import { CTX, ctx, given } from "../shared/testing";
import { entryDate, journalDecider, type JournalContent, type WriterRights } from "./decider";
import type { JournalEvent } from "./events";

const at = CTX.now; // 2026-03-02T08:00Z: Monday 2 March in Zurich
const by = CTX.actorId as number;
const team: WriterRights = { onTeam: true, foreman: false, mayUpdateSites: false };
const foreman: WriterRights = { onTeam: true, foreman: true, mayUpdateSites: false };
const offTeam: WriterRights = { onTeam: false, foreman: false, mayUpdateSites: false };
const photo = (n: number) => ({ key: `journal/p${n}.jpg`, thumbnailKey: `journal/thumbs/p${n}.jpg` });
const content = { title: "Getto solaio", description: "Piano 2\nCasseri pronti", images: [photo(1), photo(2)], dailyLog: null } satisfies JournalContent;
const ref = { journalId: 7, siteId: 3 };
/** A post's content as an event carries it (ADR-0134): the photos beside, the text in `personal`. */
const carried = ({ images, ...text }: JournalContent) => ({ images, personal: { title: text.title, description: text.description, dailyLog: text.dailyLog ?? null } });
const written: JournalEvent = { type: "JournalEntryWritten", data: { ...ref, authorId: 1, date: "2026-03-02", ...carried(content), at, by: 1 } };
const removed: JournalEvent = { type: "JournalEntryRemoved", data: { ...ref, at, by: 1 } };
const liked = (personId: number): JournalEvent => ({ type: "JournalEntryLiked", data: { ...ref, personId, at, by: personId } });
const comment = (commentId: number, author: number): JournalEvent => ({ type: "JournalCommentAdded", data: { ...ref, commentId, personal: { text: "ok" }, at, by: author } });
const write = (rights: WriterRights, over: Partial<{ date: string | null; content: JournalContent }> = {}) => ({
  type: "WriteJournalEntry" as const,
  journalId: 7,
  siteId: 3,
  date: null,
  content,
  rights,
  ...over,
});

describe("journal post: when none exists", () => {
  it("writes it for today by a team member", () => {
    given(journalDecider).when(write(team)).thenEvents([written]);
  });
  it("trims the title and keeps line breaks of the text", () => {
    given(journalDecider)
      .when(write(team, { content: { title: "  T ", description: "a\r\nb ", images: [] } }))
      .thenEvents([{ type: "JournalEntryWritten", data: { ...ref, authorId: 1, date: "2026-03-02", images: [], personal: { title: "T", description: "a\nb", dailyLog: null }, at, by } }]);
  });
  it("refuses a person off the team without update sites", () => {
    given(journalDecider).when(write(offTeam)).thenThrows("journal.errors.not_on_team", { kind: "forbidden" });
    given(journalDecider).when(write({ ...offTeam, mayUpdateSites: true })).thenEvents([written]);
  });
  it("lets a foreman (or update sites) write yesterday's entry, nobody another day", () => {
    given(journalDecider).when(write(team, { date: "2026-03-01" })).thenThrows("journal.errors.yesterday_foreman_only", { field: "day" });
    given(journalDecider)
      .when(write(foreman, { date: "2026-03-01" }))
      .thenEvents([{ type: "JournalEntryWritten", data: { ...ref, authorId: 1, date: "2026-03-01", ...carried(content), at, by } }]);
    given(journalDecider).when(write(foreman, { date: "2026-02-27" })).thenThrows("journal.errors.date_today_or_yesterday", { field: "day" });
    given(journalDecider).when(write(foreman, { date: "2026-03-03" })).thenThrows("journal.errors.date_today_or_yesterday", { field: "day" });
  });
  it("refuses a blank title, more than 20 images and images outside journal/", () => {
    given(journalDecider).when(write(team, { content: { ...content, title: " " } })).thenThrows("errors.required", { field: "title" });
    const many = Array.from({ length: 21 }, (_, i) => photo(i));
    given(journalDecider).when(write(team, { content: { ...content, images: many } })).thenThrows("journal.errors.too_many_images", { field: "images" });
    given(journalDecider).when(write(team, { content: { ...content, images: many.slice(0, 20) } })).thenEvents([
      { type: "JournalEntryWritten", data: { ...ref, authorId: 1, date: "2026-03-02", ...carried(content), images: many.slice(0, 20), at, by } },
    ]);
    given(journalDecider)
      .when(write(team, { content: { ...content, images: [{ key: "expenses/x.jpg", thumbnailKey: null }] } }))
      .thenThrows("journal.errors.image_unknown", { field: "images" });
  });
  it("answers every other command as not found", () => {
    given(journalDecider).when({ type: "LikeJournalEntry", rights: team }).thenThrows("errors.not_found", { kind: "not_found" });
    given(journalDecider).when({ type: "AddJournalComment", rights: team, text: "x" }).thenThrows("errors.not_found");
    given(journalDecider).when({ type: "RemoveJournalEntry", mayUpdateSites: true }).thenThrows("errors.not_found");
  });
});

describe("journal post: when written", () => {
  it("is revised by its author, a photo removed; the same content records nothing", () => {
    const revised = { ...content, images: [photo(2)] };
    given(journalDecider, [written]).when({ type: "ReviseJournalEntry", content: revised, mayUpdateSites: false }).thenEvents([{ type: "JournalEntryRevised", data: { ...ref, authorId: 1, ...carried(revised), at, by } }]);
    given(journalDecider, [written]).when({ type: "ReviseJournalEntry", content, mayUpdateSites: false }).thenNothing();
  });
  it("is revised or removed by someone else only with update sites", () => {
    const other = ctx({ actorId: 2 });
    given(journalDecider, [written]).when({ type: "ReviseJournalEntry", content: { ...content, title: "X" }, mayUpdateSites: false }, other).thenThrows("journal.errors.not_author", { kind: "forbidden" });
    given(journalDecider, [written]).when({ type: "RemoveJournalEntry", mayUpdateSites: false }, other).thenThrows("journal.errors.not_author");
    given(journalDecider, [written]).when({ type: "RemoveJournalEntry", mayUpdateSites: true }, other).thenEvents([{ type: "JournalEntryRemoved", data: { ...ref, at, by: 2 } }]);
  });
  it("is liked once per person: a second like and an unlike of what was not liked record nothing", () => {
    const other = ctx({ actorId: 2 });
    given(journalDecider, [written]).when({ type: "LikeJournalEntry", rights: team }, other).thenEvents([liked(2)]);
    given(journalDecider, [written, liked(2)]).when({ type: "LikeJournalEntry", rights: team }, other).thenNothing();
    given(journalDecider, [written]).when({ type: "UnlikeJournalEntry" }, other).thenNothing();
    given(journalDecider, [written, liked(2)]).when({ type: "UnlikeJournalEntry" }, other).thenEvents([{ type: "JournalEntryUnliked", data: { ...ref, personId: 2, at, by: 2 } }]);
    const state = given(journalDecider, [written, liked(2), liked(3), { type: "JournalEntryUnliked", data: { ...ref, personId: 2, at, by: 2 } }]).state;
    expect(state.likedBy).toEqual([3]);
  });
  it("takes comments and likes from the team and update sites only", () => {
    given(journalDecider, [written]).when({ type: "LikeJournalEntry", rights: offTeam }, ctx({ actorId: 2 })).thenThrows("journal.errors.not_on_team", { kind: "forbidden" });
    given(journalDecider, [written]).when({ type: "AddJournalComment", rights: offTeam, text: "x" }, ctx({ actorId: 2 })).thenThrows("journal.errors.not_on_team", { kind: "forbidden" });
    given(journalDecider, [written]).when({ type: "LikeJournalEntry", rights: { ...offTeam, mayUpdateSites: true } }, ctx({ actorId: 2 })).thenEvents([liked(2)]);
  });
  it("takes comments numbered in turn, refuses an empty one", () => {
    given(journalDecider, [written]).when({ type: "AddJournalComment", rights: team, text: "  Bene\r\n" }, ctx({ actorId: 4 })).thenEvents([{ type: "JournalCommentAdded", data: { ...ref, commentId: 1, personal: { text: "Bene" }, at, by: 4 } }]);
    given(journalDecider, [written, comment(1, 4)]).when({ type: "AddJournalComment", rights: team, text: "Due" }).thenEvents([{ type: "JournalCommentAdded", data: { ...ref, commentId: 2, personal: { text: "Due" }, at, by } }]);
    given(journalDecider, [written]).when({ type: "AddJournalComment", rights: team, text: " \n " }).thenThrows("journal.errors.comment_empty", { field: "comment" });
    given(journalDecider, [written]).when({ type: "AddJournalComment", rights: team, text: "x".repeat(2001) }).thenThrows("forms.errors.too_long_max", { field: "comment" });
  });
  it("lets a comment be removed by its author or update sites, once", () => {
    const gone: JournalEvent = { type: "JournalCommentRemoved", data: { ...ref, commentId: 1, at, by: 4 } };
    given(journalDecider, [written, comment(1, 4)]).when({ type: "RemoveJournalComment", commentId: 1, mayUpdateSites: false }, ctx({ actorId: 4 })).thenEvents([gone]);
    given(journalDecider, [written, comment(1, 4)]).when({ type: "RemoveJournalComment", commentId: 1, mayUpdateSites: false }, ctx({ actorId: 5 })).thenThrows("journal.errors.not_comment_author", { kind: "forbidden" });
    given(journalDecider, [written, comment(1, 4)])
      .when({ type: "RemoveJournalComment", commentId: 1, mayUpdateSites: true }, ctx({ actorId: 5 }))
      .thenEvents([{ type: "JournalCommentRemoved", data: { ...ref, commentId: 1, at, by: 5 } }]);
    given(journalDecider, [written, comment(1, 4), gone]).when({ type: "RemoveJournalComment", commentId: 1, mayUpdateSites: false }, ctx({ actorId: 4 })).thenNothing();
    given(journalDecider, [written]).when({ type: "RemoveJournalComment", commentId: 9, mayUpdateSites: true }).thenThrows("errors.not_found");
  });
});

describe("journal post: when removed", () => {
  it("takes no likes, comments or revisions; a second removal records nothing", () => {
    given(journalDecider, [written, removed]).when({ type: "LikeJournalEntry", rights: team }).thenThrows("errors.not_found");
    given(journalDecider, [written, removed]).when({ type: "AddJournalComment", rights: team, text: "x" }).thenThrows("errors.not_found");
    given(journalDecider, [written, removed]).when({ type: "ReviseJournalEntry", content, mayUpdateSites: true }).thenThrows("errors.not_found");
    given(journalDecider, [written, removed]).when({ type: "RemoveJournalEntry", mayUpdateSites: true }).thenNothing();
  });
});

describe("the day of a post", () => {
  it("is today in Zurich, also just after midnight", () => {
    expect(entryDate(null, "2026-03-01T23:30:00.000Z", team)).toBe("2026-03-02");
    expect(entryDate("2026-03-01", "2026-03-01T23:30:00.000Z", foreman)).toBe("2026-03-01");
  });
});

describe("the feed's steps", () => {
  it("shows 6 more posts and 10 more comments per step, whatever the address says", async () => {
    const { feedCount, commentCount } = await import("./paging");
    expect([feedCount(null), feedCount("12"), feedCount("7"), feedCount("abc"), feedCount("99999")]).toEqual([6, 12, 12, 6, 6]);
    expect([commentCount(null), commentCount("20"), commentCount("0"), commentCount("x")]).toEqual([10, 20, 10, 10]);
  });
});

describe("journal post: when its author has been erased (ADR-0134)", () => {
  const erasedWritten: JournalEvent = { type: "JournalEntryWritten", data: { ...ref, authorId: 1, date: "2026-03-02", images: [], personal: null, at, by: 1 } };
  it("is revised by nobody: the text is the erased author's, and no new key is made for them", () => {
    given(journalDecider, [erasedWritten]).when({ type: "ReviseJournalEntry", content, mayUpdateSites: true }).thenThrows("erasure.subject_erased");
  });
  it("still takes comments, likes and a removal by the site's managers", () => {
    given(journalDecider, [erasedWritten]).when({ type: "LikeJournalEntry", rights: team }, ctx({ actorId: 4 })).thenEvents([{ type: "JournalEntryLiked", data: { ...ref, personId: 4, at, by: 4 } }]);
    given(journalDecider, [erasedWritten]).when({ type: "RemoveJournalEntry", mayUpdateSites: true }).thenEvents([{ type: "JournalEntryRemoved", data: { ...ref, at, by } }]);
  });
});
