// A site journal post's rules (ADR-0063): written by someone on the site's team (or with update
// sites) for today — a foreman or update sites may also write yesterday's; revised or removed by
// its author or update sites; commented and liked by the team (or update sites), a comment removed
// by its author or update sites; a like counts once per person (a second like and an unlike of
// what was not liked record nothing). Everyone else who may read the site reads.
import type { Decider } from "../shared/decider";
import { forbidden, notFound, ruleBroken } from "../shared/errors";
import { zurichDateOf } from "../shared/zurich-time";
import { checkDailyLog, sameLog, type DailyLog } from "./daily-log";
import type { JournalEvent, JournalImage, JournalText } from "./events";

/** Limits of a post (spec part 1 §7: 0–20 images). */
export const JOURNAL_LIMITS = { title: 200, description: 10_000, comment: 2000, images: 20 } as const;

/** The facts about the writer the route looked up (the site's team, the writer's rights). */
export interface WriterRights {
  /** on the site's team */
  onTeam: boolean;
  /** a FOREMAN of the site's team */
  foreman: boolean;
  /** update sites: may write for any site in scope, edit and remove anyone's post or comment */
  mayUpdateSites: boolean;
}

/** Who takes part in a site's journal (comments, likes): its team, and update sites. */
export type TeamRights = Pick<WriterRights, "onTeam" | "mayUpdateSites">;

export interface JournalContent {
  title: string;
  description: string;
  images: JournalImage[];
  /** the daily log's sections (ADR-0067); null or absent: none */
  dailyLog?: DailyLog | null;
}

export type JournalCommand =
  | { type: "WriteJournalEntry"; journalId: number; siteId: number; date: string | null; content: JournalContent; rights: WriterRights }
  | { type: "ReviseJournalEntry"; content: JournalContent; mayUpdateSites: boolean }
  | { type: "RemoveJournalEntry"; mayUpdateSites: boolean }
  | { type: "AddJournalComment"; text: string; rights: TeamRights }
  | { type: "RemoveJournalComment"; commentId: number; mayUpdateSites: boolean }
  | { type: "LikeJournalEntry"; rights: TeamRights }
  | { type: "UnlikeJournalEntry" };

export interface JournalState {
  journalId: number;
  siteId: number;
  authorId: number | null;
  content: JournalContent | null;
  /** the author has been erased: the post's text reads as removed (ADR-0134) */
  textRemoved: boolean;
  removed: boolean;
  /** comment id → its author, for the comments not removed */
  comments: Record<number, number | null>;
  lastCommentId: number;
  likedBy: number[];
}

/** A post's content trimmed and within the limits; throws the first rule broken, on its field. */
function checkContent(c: JournalContent): JournalContent & { dailyLog: DailyLog | null } {
  const title = c.title.trim();
  const description = c.description.replace(/\r\n?/g, "\n").trim();
  if (!title) throw ruleBroken("errors.required", { field: "title" });
  if (title.length > JOURNAL_LIMITS.title) throw ruleBroken("forms.errors.too_long_max", { field: "title", params: { max: JOURNAL_LIMITS.title } });
  if (description.length > JOURNAL_LIMITS.description) throw ruleBroken("forms.errors.too_long_max", { field: "description", params: { max: JOURNAL_LIMITS.description } });
  if (c.images.length > JOURNAL_LIMITS.images) throw ruleBroken("journal.errors.too_many_images", { field: "images", params: { max: JOURNAL_LIMITS.images } });
  for (const i of c.images) {
    if (!i.key.startsWith("journal/") || (i.thumbnailKey !== null && !i.thumbnailKey.startsWith("journal/"))) throw ruleBroken("journal.errors.image_unknown", { field: "images" });
  }
  return { title, description, images: c.images, dailyLog: checkDailyLog(c.dailyLog ?? null) };
}

/** The day before `date` (YYYY-MM-DD), as YYYY-MM-DD. */
function previousDay(date: string): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/** The day a post is for: today (Zurich) unless given; yesterday only for a foreman or update sites; never another day. */
export function entryDate(requested: string | null, now: string, rights: WriterRights): string {
  const today = zurichDateOf(now).toString();
  if (requested === null || requested === today) return today;
  if (requested === previousDay(today)) {
    if (rights.foreman || rights.mayUpdateSites) return requested;
    throw ruleBroken("journal.errors.yesterday_foreman_only", { field: "day" });
  }
  throw ruleBroken("journal.errors.date_today_or_yesterday", { field: "day" });
}

const sameContent = (a: JournalContent, b: JournalContent) =>
  a.title === b.title && a.description === b.description && a.images.length === b.images.length && a.images.every((i, n) => i.key === b.images[n].key) && sameLog(a.dailyLog ?? null, b.dailyLog ?? null);

/** May this actor change the post (its author, or update sites)? */
export function mayChangeEntry(state: Pick<JournalState, "authorId">, actorId: number | null, mayUpdateSites: boolean): boolean {
  return mayUpdateSites || (actorId !== null && actorId === state.authorId);
}

/** A post's content as an event carries it; an erased author's text reads empty (the state knows it is removed). */
function contentOf(d: { images: JournalImage[]; personal: JournalText | null }): JournalContent {
  return { title: d.personal?.title ?? "", description: d.personal?.description ?? "", images: d.images, dailyLog: d.personal?.dailyLog ?? null };
}

/** A site's journal post, its comments and likes. */
export const journalDecider: Decider<JournalState, JournalCommand, JournalEvent> = {
  streamType: "journal",
  initialState: () => ({ journalId: 0, siteId: 0, authorId: null, content: null, textRemoved: false, removed: false, comments: {}, lastCommentId: 0, likedBy: [] }),
  evolve(state, event) {
    switch (event.type) {
      case "JournalEntryWritten": {
        const d = event.data;
        return { ...state, journalId: d.journalId, siteId: d.siteId, authorId: d.authorId, content: contentOf(d), textRemoved: d.personal === null };
      }
      case "JournalEntryRevised": {
        const d = event.data;
        return { ...state, content: contentOf(d), textRemoved: d.personal === null };
      }
      case "JournalEntryRemoved":
        return { ...state, removed: true };
      case "JournalCommentAdded":
        return { ...state, comments: { ...state.comments, [event.data.commentId]: event.data.by }, lastCommentId: Math.max(state.lastCommentId, event.data.commentId) };
      case "JournalCommentRemoved": {
        const { [event.data.commentId]: _gone, ...comments } = state.comments;
        return { ...state, comments };
      }
      case "JournalEntryLiked":
        return state.likedBy.includes(event.data.personId) ? state : { ...state, likedBy: [...state.likedBy, event.data.personId] };
      case "JournalEntryUnliked":
        return { ...state, likedBy: state.likedBy.filter((p) => p !== event.data.personId) };
    }
  },
  decide(command, state, ctx) {
    const ref = { journalId: state.journalId, siteId: state.siteId, at: ctx.now, by: ctx.actorId };
    if (command.type === "WriteJournalEntry") {
      if (state.content) throw ruleBroken("errors.already_exists");
      if (ctx.actorId === null || !(command.rights.onTeam || command.rights.mayUpdateSites)) throw forbidden("journal.errors.not_on_team");
      const date = entryDate(command.date, ctx.now, command.rights);
      const { images, ...text } = checkContent(command.content);
      return [{ type: "JournalEntryWritten", data: { journalId: command.journalId, siteId: command.siteId, authorId: ctx.actorId, date, images, personal: text, at: ctx.now, by: ctx.actorId } }];
    }
    if (!state.content) throw notFound();
    switch (command.type) {
      case "RemoveJournalEntry":
        if (state.removed) return [];
        if (!mayChangeEntry(state, ctx.actorId, command.mayUpdateSites)) throw forbidden("journal.errors.not_author");
        return [{ type: "JournalEntryRemoved", data: ref }];
      case "ReviseJournalEntry": {
        if (state.removed) throw notFound();
        if (!mayChangeEntry(state, ctx.actorId, command.mayUpdateSites)) throw forbidden("journal.errors.not_author");
        // the text is the author's: once they are erased nobody writes it again (the tombstone, ADR-0134)
        if (state.textRemoved) throw ruleBroken("erasure.subject_erased");
        const content = checkContent(command.content);
        const { images, ...text } = content;
        return sameContent(content, state.content) ? [] : [{ type: "JournalEntryRevised", data: { ...ref, authorId: state.authorId, images, personal: text } }];
      }
      case "AddJournalComment": {
        if (state.removed) throw notFound();
        if (ctx.actorId === null || !(command.rights.onTeam || command.rights.mayUpdateSites)) throw forbidden("journal.errors.not_on_team");
        const text = command.text.replace(/\r\n?/g, "\n").trim();
        if (!text) throw ruleBroken("journal.errors.comment_empty", { field: "comment" });
        if (text.length > JOURNAL_LIMITS.comment) throw ruleBroken("forms.errors.too_long_max", { field: "comment", params: { max: JOURNAL_LIMITS.comment } });
        return [{ type: "JournalCommentAdded", data: { ...ref, commentId: state.lastCommentId + 1, personal: { text } } }];
      }
      case "RemoveJournalComment": {
        if (state.removed) throw notFound();
        if (!(command.commentId in state.comments)) {
          // a comment already removed: a repeat records nothing; one never written is unknown
          if (command.commentId >= 1 && command.commentId <= state.lastCommentId) return [];
          throw notFound();
        }
        const author = state.comments[command.commentId];
        if (!command.mayUpdateSites && (ctx.actorId === null || author !== ctx.actorId)) throw forbidden("journal.errors.not_comment_author");
        return [{ type: "JournalCommentRemoved", data: { ...ref, commentId: command.commentId } }];
      }
      case "LikeJournalEntry":
        if (state.removed) throw notFound();
        if (ctx.actorId === null || !(command.rights.onTeam || command.rights.mayUpdateSites)) throw forbidden("journal.errors.not_on_team");
        return state.likedBy.includes(ctx.actorId) ? [] : [{ type: "JournalEntryLiked", data: { ...ref, personId: ctx.actorId } }];
      case "UnlikeJournalEntry":
        if (state.removed) throw notFound();
        if (ctx.actorId === null || !state.likedBy.includes(ctx.actorId)) return [];
        return [{ type: "JournalEntryUnliked", data: { ...ref, personId: ctx.actorId } }];
    }
  },
};

/** The day a form's choice names: null for today (the decider's default), yesterday's date otherwise. */
export function dateOfChoice(day: "today" | "yesterday" | undefined, now: string): string | null {
  return day === "yesterday" ? previousDay(zurichDateOf(now).toString()) : null;
}
