// The site journal through the JSON API (spec part 1 §7 "Journal"): a site's posts (the feed's
// query, newest day first), one post, and the comment and like calls over the same operations and
// schemas as the feed's forms (addJournalComment, likeJournalEntry, unlikeJournalEntry; the
// team's rights from writerRights), a post's comments and their removal (removeJournalComment; a
// comment's id is `<journalId>-<commentId>`), and a post's removal (removeJournalEntry, its author
// or update sites, as the edit page). Writing a post with photos goes through the page for now.
import { z } from "zod";
import type { CurrentUser } from "~/auth/user.server";
import type { Sql } from "~/db.server";
import { addCommentSchema } from "~/domain/journal/schema";
import { can } from "~/domain/access/permissions";
import { mayChangeEntry } from "~/domain/journal/decider";
import { DomainError } from "~/domain/shared/errors";
import { journalCommentsOf, journalCount, journalEntryById, journalFeed, journalSiteOf, type JournalCommentView, type JournalEntryView } from "~/events/queries/journal.server";
import { journalSite, writerRights } from "~/http/journal.server";
import { addJournalComment, likeJournalEntry, removeJournalComment, removeJournalEntry, unlikeJournalEntry } from "~/operations/journal.server";
import { fileStore } from "~/storage/index.server";
import { endpoint, type Endpoint } from "../endpoint.server";
import { pageOf, paged } from "../lists.server";

const apiEntry = z.object({
  id: z.number().int(),
  siteId: z.number().int(),
  authorId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  title: z.string(),
  description: z.string(),
  createdAt: z.string().describe("the post's day, YYYY-MM-DD"),
  isVisible: z.literal(1),
  media: z.array(z.string()).describe("the photos' store keys"),
  commentCount: z.number().int(),
  likeCount: z.number().int(),
  version: z.number().int(),
});

const entryOf = (e: JournalEntryView) => ({
  id: e.id,
  siteId: e.siteId,
  authorId: e.authorId,
  firstName: e.authorFirstName,
  lastName: e.authorLastName,
  title: e.title,
  description: e.description,
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
  createdAt: z.string(),
});

const commentOf = (c: JournalCommentView) => ({
  id: `${c.journalId}-${c.commentId}`,
  journalId: c.journalId,
  commentId: c.commentId,
  authorId: c.authorId,
  firstName: c.firstName,
  lastName: c.lastName,
  comment: c.text,
  createdAt: c.addedAt.toISOString(),
});

/** The most comments one post's list answers. */
const MAX_COMMENTS = 1000;

const likeBody = z.object({ journalId: z.number().int().positive() });

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
      return { body: paged(feed.slice(query.pageNumber * query.pageSize).map(entryOf), total, query.pageSize) };
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
      return { body: entryOf(e), version: e.version };
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
      return { status: 201, body: entryOf(await entryFor(sql, user, e.id)) };
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
      return { status: 201, body: entryOf(await entryFor(sql, user, e.id)) };
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
