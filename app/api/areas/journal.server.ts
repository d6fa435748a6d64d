// The site journal through the JSON API (spec part 1 §7 "Journal"): a site's posts (the feed's
// query, newest day first), one post, and the comment and like calls over the same operations and
// schemas as the feed's forms (addJournalComment, likeJournalEntry, unlikeJournalEntry; the
// team's rights from writerRights), a post's comments and their removal (removeJournalComment; a
// comment's id is `<journalId>-<commentId>`), and a post's removal (removeJournalEntry, its author
// or update sites, as the edit page). Writing and revising a post (POST journal/journals, PUT
// journal/journals/{id}) run the post forms' operations (writeJournalEntry, reviseJournalEntry)
// with the forms' schemas; the photos are files uploaded first (POST utility/uploadImage with
// purpose journal, the form's photo policy) and named by their uploadedImageId in `media`; a PUT's
// `media` lists the post's photos after it: the keys kept (as GET answers them) and new upload ids
// (ADR-0093).
import { z } from "zod";
import type { CurrentUser } from "~/auth/user.server";
import type { Sql } from "~/db.server";
import { addCommentSchema, dailyLogOf, reviseEntrySchema, writeEntrySchema } from "~/domain/journal/schema";
import { can } from "~/domain/access/permissions";
import { JOURNAL_LIMITS, mayChangeEntry } from "~/domain/journal/decider";
import type { JournalImage } from "~/domain/journal/events";
import { DomainError, isDomainError } from "~/domain/shared/errors";
import { journalCommentsOf, journalCount, journalEntryById, journalFeed, journalLikesOf, journalSiteOf, type JournalCommentView, type JournalEntryView } from "~/events/queries/journal.server";
import { journalSite, offeredCrew, writerRights } from "~/areas/journal/journal.server";
import { addJournalComment } from "~/areas/journal/add-journal-comment.server";
import { likeJournalEntry } from "~/areas/journal/like-journal-entry.server";
import { removeJournalComment } from "~/areas/journal/remove-journal-comment.server";
import { removeJournalEntry } from "~/areas/journal/remove-journal-entry.server";
import { reviseJournalEntry } from "~/areas/journal/revise-journal-entry.server";
import { unlikeJournalEntry } from "~/areas/journal/unlike-journal-entry.server";
import { writeJournalEntry } from "~/areas/journal/write-journal-entry.server";
import { fileStore } from "~/storage/index.server";
import { endpoint, parseOrThrow, type Endpoint } from "../endpoint.server";
import { pageOf, paged } from "../lists.server";
import { markUploadUsed, uploadFor } from "../uploads.server";
import { jsonAsForm } from "./people-writes.server";

const apiEntry = z.object({
  id: z.number().int(),
  siteId: z.number().int(),
  authorId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  title: z.string(),
  description: z.string(),
  textRemoved: z.boolean().describe("true: the author was erased, title and description are empty and are shown as removed (ADR-0134)"),
  createdAt: z.string().describe("the post's day, YYYY-MM-DD"),
  isVisible: z.literal(1),
  media: z.array(z.string()).describe("the photos' store keys"),
  commentCount: z.number().int(),
  likeCount: z.number().int(),
  isEditable: z.union([z.literal(0), z.literal(1)]).describe("1: the caller may revise and remove the post (its author, or update sites)"),
  journalImageList: z
    .array(z.object({ journalUrl: z.string().describe("the photo, a signed link valid 300 seconds"), thumbnailUrl: z.string().describe("its thumbnail, signed likewise"), fentryId: z.string().describe("the photo's store key (as in media)"), journalId: z.number().int(), createdAt: z.string(), updatedAt: z.string() }))
    .describe("the photos, in media's order"),
  userUrl: z.string().nullable().describe("the author's photo (thumbnail), a signed link valid 300 seconds; null: none"),
  likePeopleList: z.array(z.object({ personId: z.number().int(), firstName: z.string(), lastName: z.string(), avatarUrl: z.string().nullable() })).describe("who likes the post, in the order they liked"),
  version: z.number().int(),
});

/** The posts as the API answers them, for this caller: whether they may change each, the photos' and people's signed links, who likes each. */
async function entriesAnswer(sql: Sql, user: CurrentUser, entries: JournalEntryView[]) {
  const store = fileStore();
  const sign = (key: string | null) => (key ? store.signedUrl(key) : Promise.resolve(null));
  const likes = await journalLikesOf(sql, entries.map((e) => e.id));
  const mayUpdateSites = can(user.access, "update", "sites");
  return Promise.all(
    entries.map(async (e) => ({
      ...entryOf(e),
      isEditable: mayChangeEntry(e, user.id, mayUpdateSites) ? (1 as const) : (0 as const),
      journalImageList: await Promise.all(
        e.images.map(async (i) => ({
          journalUrl: (await sign(i.key)) as string,
          thumbnailUrl: (await sign(i.thumbnailKey ?? i.key)) as string,
          fentryId: i.key,
          journalId: e.id,
          createdAt: e.writtenAt.toISOString(),
          updatedAt: e.writtenAt.toISOString(),
        })),
      ),
      userUrl: await sign(e.authorAvatarKey),
      likePeopleList: await Promise.all(
        likes.filter((l) => l.journalId === e.id).map(async (l) => ({ personId: l.personId, firstName: l.firstName, lastName: l.lastName, avatarUrl: await sign(l.avatarKey) })),
      ),
    })),
  );
}

const entryAnswer = async (sql: Sql, user: CurrentUser, e: JournalEntryView) => (await entriesAnswer(sql, user, [e]))[0];

const entryOf = (e: JournalEntryView) => ({
  id: e.id,
  siteId: e.siteId,
  authorId: e.authorId,
  firstName: e.authorFirstName,
  lastName: e.authorLastName,
  title: e.title,
  description: e.description,
  textRemoved: e.textRemoved,
  createdAt: e.date,
  isVisible: 1 as const,
  media: e.images.map((i) => i.key),
  commentCount: e.commentCount,
  likeCount: e.likeCount,
  version: e.version,
});

/** A post of a site the caller sees, not removed; the same 404 otherwise. */
async function entryFor(sql: Sql, user: CurrentUser, id: number | string): Promise<JournalEntryView> {
  const siteId = await journalSiteOf(sql, Number(id));
  if (siteId === null) throw new DomainError("not_found", "errors.not_found");
  await journalSite(sql, user, siteId);
  const entry = await journalEntryById(sql, siteId, Number(id));
  if (!entry || entry.removed) throw new DomainError("not_found", "errors.not_found");
  return entry;
}

// the feed form's own fields: journalId and the comment, as a JSON number or text
const commentBody = z.preprocess(
  (v) => (v && typeof v === "object" ? { ...v, journalId: String((v as { journalId?: unknown }).journalId ?? "") } : v),
  addCommentSchema.pick({ journalId: true, comment: true }),
);
const apiComment = z.object({
  id: z.string().describe("<journalId>-<commentId> (DELETE journal/journals/comments/{id})"),
  journalId: z.number().int(),
  commentId: z.number().int(),
  authorId: z.number().int().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  comment: z.string(),
  textRemoved: z.boolean().describe("true: the writer was erased, the comment is empty and is shown as removed (ADR-0134)"),
  languageId: z.string().nullable().describe("the comment's language: not recorded, always null"),
  createdAt: z.string(),
  updatedAt: z.string().describe("a comment is never edited: its createdAt"),
});

const commentOf = (c: JournalCommentView) => ({
  id: `${c.journalId}-${c.commentId}`,
  journalId: c.journalId,
  commentId: c.commentId,
  authorId: c.authorId,
  firstName: c.firstName,
  lastName: c.lastName,
  comment: c.text,
  textRemoved: c.textRemoved,
  languageId: null,
  createdAt: c.addedAt.toISOString(),
  updatedAt: c.addedAt.toISOString(),
});

/** The most comments one post's list answers. */
const MAX_COMMENTS = 1000;

const likeBody = z.object({ journalId: z.number().int().positive() });

// A post's fields as the spec names them, read by the post forms' own schemas (their readers, limits and messages)
const dailyLogBody = {
  weather: z.string().optional().describe("the daily log (ADR-0067): sunny, partly_cloudy, cloudy, rain, snow, fog, wind or storm"),
  temperature: z.union([z.number(), z.string()]).optional().describe("whole °C; needs weather"),
  crew: z.array(z.number().int()).optional().describe("person ids of the site's team on site"),
  crewNote: z.string().optional(),
  equipment: z.string().optional(),
  delays: z.string().optional(),
  incidents: z.string().optional(),
};
const DAILY_LOG_FIELDS = Object.keys(dailyLogBody);
const mediaBody = z.array(z.string().max(300)).max(100);
const newEntryBody = z
  .object({
    siteId: z.number().int().positive(),
    title: z.string().optional(),
    description: z.string().optional(),
    media: mediaBody.optional().describe("uploadedImageIds of POST utility/uploadImage (purpose journal), at most 20"),
    createdAt: z.string().optional().describe("the post's day, YYYY-MM-DD: today (the default) or yesterday (a foreman, update sites)"),
    authorId: z.number().int().optional().describe("the caller"),
    isEditable: z.literal(1).optional(),
    isVisible: z.literal(1).optional(),
    ...dailyLogBody,
  })
  .strict();
const changedEntryBody = z
  .object({
    id: z.number().int().optional().describe("the path's id"),
    title: z.string().optional(),
    description: z.string().optional(),
    media: mediaBody.optional().describe("the post's photos after the change: the keys kept (as GET answers them) and new uploadedImageIds; none keeps them all"),
    isEditable: z.literal(1).optional(),
    isVisible: z.literal(1).optional(),
    ...dailyLogBody,
  })
  .strict()
  .describe("the whole post as the edit form sends it; without any daily log field the post's log is kept");

type EntryFields = Partial<Record<"title" | "description" | keyof typeof dailyLogBody, unknown>>;
/** The form's values of a post's JSON fields (numbers as text, as the form's fields send them). */
const formOf = (intent: string, b: EntryFields) => ({
  intent,
  title: b.title ?? "",
  description: b.description ?? "",
  ...(jsonAsForm(Object.fromEntries(DAILY_LOG_FIELDS.map((k) => [k, b[k as keyof EntryFields]]))) as Record<string, unknown>),
});

/** The photos a call's media ids name: each an upload of the caller's for the journal, not yet used by another command; more than the post may hold is the form's error. */
async function uploadedPhotos(sql: Sql, user: CurrentUser, ids: string[], already: number, meta: { commandId?: string; now: string }): Promise<{ ids: string[]; images: JournalImage[] }> {
  const unique = [...new Set(ids)];
  if (unique.length + already > JOURNAL_LIMITS.images) throw new DomainError("invalid", "journal.errors.too_many_images", { field: "media", params: { max: JOURNAL_LIMITS.images } });
  const images: JournalImage[] = [];
  for (const id of unique) {
    const f = await uploadFor(sql, { personId: user.id, purpose: "journal", id, commandId: meta.commandId ?? "", now: new Date(meta.now), field: "media" });
    images.push({ key: f.key, thumbnailKey: f.thumbnailKey });
  }
  return { ids: unique, images };
}

/** The decider names the post's day `day` (the form's field): the call names it createdAt. */
async function withDayAsCreatedAt<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (isDomainError(err) && err.field === "day") throw new DomainError(err.kind, err.code, { field: "createdAt", params: err.params });
    throw err;
  }
}

export const journalEndpoints: Endpoint[] = [
  endpoint({
    method: "GET",
    path: "/journal/journals",
    tag: "Journal",
    summary: "A site's posts, newest day first",
    rights: [["read", "sites"]],
    query: z.object({
      siteId: z.coerce.number().int().positive(),
      pageNumber: z.coerce.number().int().min(0).max(1000).default(0),
      pageSize: z.coerce.number().int().min(1).max(100).default(6),
    }),
    response: pageOf(apiEntry),
    run: async ({ sql, user, query }) => {
      const site = await journalSite(sql, user, query.siteId);
      const upTo = (query.pageNumber + 1) * query.pageSize;
      const [feed, total] = await Promise.all([journalFeed(sql, site.id, upTo), journalCount(sql, site.id)]);
      return { body: paged(await entriesAnswer(sql, user, feed.slice(query.pageNumber * query.pageSize)), total, query.pageSize) };
    },
  }),
  endpoint({
    method: "GET",
    path: "/journal/journals/{id}",
    tag: "Journal",
    summary: "One post",
    rights: [["read", "sites"]],
    response: apiEntry,
    run: async ({ sql, user, params }) => {
      const e = await entryFor(sql, user, params.id);
      return { body: await entryAnswer(sql, user, e), version: e.version };
    },
  }),
  endpoint({
    method: "POST",
    path: "/journal/journals",
    tag: "Journal",
    summary: "Write a post (the site's team, or update sites) with its photos: media are uploadedImageIds of POST utility/uploadImage with purpose journal",
    rights: [["read", "sites"]],
    body: newEntryBody,
    write: true,
    response: apiEntry,
    run: async ({ sql, user, body, meta }) => {
      if (body.authorId !== undefined && body.authorId !== user.id) throw new DomainError("forbidden", "errors.forbidden");
      if (body.createdAt !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(body.createdAt)) throw new DomainError("invalid", "api.date_invalid", { field: "createdAt" });
      const value = parseOrThrow(writeEntrySchema, formOf("write-journal-entry", body));
      const site = await journalSite(sql, user, body.siteId);
      const rights = await writerRights(sql, user, site.id);
      const commandId = meta.commandId ?? crypto.randomUUID();
      const photos = await uploadedPhotos(sql, user, body.media ?? [], 0, { ...meta, commandId });
      const dailyLog = dailyLogOf({ ...value, crew: await offeredCrew(sql, site.id, value.crew) });
      const outcome = await withDayAsCreatedAt(() =>
        writeJournalEntry(sql, fileStore(), { siteId: site.id, date: body.createdAt ?? null, title: value.title, description: value.description ?? "", files: [], stored: photos.images, rights, dailyLog }, { ...meta, commandId }),
      );
      for (const id of photos.ids) await markUploadUsed(sql, id, commandId, new Date(meta.now));
      const e = await entryFor(sql, user, outcome.id);
      return { status: outcome.replayed ? 200 : 201, body: await entryAnswer(sql, user, e), version: e.version };
    },
  }),
  endpoint({
    method: "PUT",
    path: "/journal/journals/{id}",
    tag: "Journal",
    summary: "Revise a post (its author, or update sites): title, description, media (the keys kept and new uploadedImageIds), the daily log; If-Match: its version",
    rights: [["read", "sites"]],
    body: changedEntryBody,
    write: true,
    ifMatch: true,
    response: apiEntry,
    run: async ({ sql, user, params, body, meta, expectedVersion }) => {
      const e = await entryFor(sql, user, params.id);
      const mayUpdateSites = can(user.access, "update", "sites");
      if (!mayChangeEntry(e, user.id, mayUpdateSites)) throw new DomainError("forbidden", "errors.forbidden");
      const value = parseOrThrow(reviseEntrySchema, formOf("revise-journal-entry", body));
      const media = body.media ?? e.images.map((i) => i.key);
      const current = new Set(e.images.map((i) => i.key));
      const keep = [...new Set(media.filter((m) => current.has(m)))];
      const commandId = meta.commandId ?? crypto.randomUUID();
      const photos = await uploadedPhotos(
        sql,
        user,
        media.filter((m) => !current.has(m)),
        keep.length,
        { ...meta, commandId },
      );
      const logGiven = DAILY_LOG_FIELDS.some((k) => body[k as keyof typeof body] !== undefined);
      const dailyLog = logGiven ? dailyLogOf({ ...value, crew: await offeredCrew(sql, e.siteId, value.crew, e.dailyLog?.crew) }) : e.dailyLog;
      await reviseJournalEntry(
        sql,
        fileStore(),
        e.id,
        { title: value.title, description: value.description ?? "", current: e.images, keep, files: [], stored: photos.images, mayUpdateSites, dailyLog },
        expectedVersion,
        { ...meta, commandId },
      );
      for (const id of photos.ids) await markUploadUsed(sql, id, commandId, new Date(meta.now));
      const after = await entryFor(sql, user, e.id);
      return { body: await entryAnswer(sql, user, after), version: after.version };
    },
  }),
  endpoint({
    method: "POST",
    path: "/journal/journals/comments",
    tag: "Journal",
    summary: "Comment on a post (the site's team, or update sites)",
    rights: [["read", "sites"]],
    body: commentBody,
    write: true,
    response: apiEntry,
    run: async ({ sql, user, body, meta }) => {
      const e = await entryFor(sql, user, body.journalId);
      await addJournalComment(sql, e.id, body.comment, await writerRights(sql, user, e.siteId), meta);
      return { status: 201, body: await entryAnswer(sql, user, await entryFor(sql, user, e.id)) };
    },
  }),
  endpoint({
    method: "POST",
    path: "/journal/journals/likes",
    tag: "Journal",
    summary: "Like a post (once; a repeat records nothing)",
    rights: [["read", "sites"]],
    body: likeBody,
    write: true,
    response: apiEntry,
    run: async ({ sql, user, body, meta }) => {
      const e = await entryFor(sql, user, body.journalId);
      await likeJournalEntry(sql, e.id, await writerRights(sql, user, e.siteId), meta);
      return { status: 201, body: await entryAnswer(sql, user, await entryFor(sql, user, e.id)) };
    },
  }),
  endpoint({
    method: "DELETE",
    path: "/journal/journals/likes/{id}/{personId}",
    tag: "Journal",
    summary: "Take back one's like of a post (personId: the caller)",
    rights: [["read", "sites"]],
    write: true,
    response: z.null(),
    run: async ({ sql, user, params, meta }) => {
      if (params.personId !== String(user.id)) throw new DomainError("not_found", "errors.not_found");
      const e = await entryFor(sql, user, params.id);
      await unlikeJournalEntry(sql, e.id, meta);
      return { status: 204, body: null };
    },
  }),
  endpoint({
    method: "DELETE",
    path: "/journal/journals/{id}",
    tag: "Journal",
    summary: "Remove a post with its photos (its author, or update sites; If-Match: its version)",
    rights: [["read", "sites"]],
    write: true,
    ifMatch: true,
    response: z.null(),
    run: async ({ sql, user, params, meta, expectedVersion }) => {
      const e = await entryFor(sql, user, params.id);
      const mayUpdateSites = can(user.access, "update", "sites");
      if (!mayChangeEntry(e, user.id, mayUpdateSites)) throw new DomainError("forbidden", "errors.forbidden");
      await removeJournalEntry(sql, fileStore(), e.id, e.images, mayUpdateSites, expectedVersion, meta);
      return { status: 204, body: null };
    },
  }),
  endpoint({
    method: "GET",
    path: "/journal/journals/comments",
    tag: "Journal",
    summary: "A post's comments, oldest first",
    rights: [["read", "sites"]],
    query: z.object({ journalId: z.coerce.number().int().positive() }),
    response: pageOf(apiComment),
    run: async ({ sql, user, query }) => {
      const e = await entryFor(sql, user, query.journalId);
      const rows = await journalCommentsOf(sql, [e.id], () => MAX_COMMENTS);
      return { body: paged(rows.map(commentOf), rows.length, Math.max(1, rows.length)) };
    },
  }),
  endpoint({
    method: "DELETE",
    path: "/journal/journals/comments/{id}",
    tag: "Journal",
    summary: "Remove a comment (its author, or update sites); the id is <journalId>-<commentId>",
    rights: [["read", "sites"]],
    write: true,
    response: z.null(),
    run: async ({ sql, user, params, meta }) => {
      const m = /^(\d{1,15})-(\d{1,9})$/.exec(params.id);
      if (!m) throw new DomainError("not_found", "errors.not_found");
      const e = await entryFor(sql, user, m[1]);
      await removeJournalComment(sql, e.id, Number(m[2]), can(user.access, "update", "sites"), meta);
      return { status: 204, body: null };
    },
  }),
];
