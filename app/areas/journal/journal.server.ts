// The journal's pages share this (ADR-0063): the site in the reader's scope, the writer's rights,
// the posts as the feed and a post's page show them (signed links of photos and avatars, likes,
// the first comments), and the comment and like forms' intents, posted to the feed or a post's page.
import { allows } from "~/domain/access/policy";
import { SITE_PAGE_RULES } from "~/domain/site/site-pages";
import type { ActionFunctionArgs } from "@remix-run/node";
import type { CurrentUser } from "~/auth/user.server";
import type { Sql } from "~/db.server";
import { can } from "~/domain/access/permissions";
import { JOURNAL_LIMITS, mayChangeEntry, type WriterRights } from "~/domain/journal/decider";
import { DomainError } from "~/domain/shared/errors";
import { getT } from "~/i18n/i18next.server";
import type { ReceivedFile } from "~/storage/multipart.server";
import { checkUpload, type CheckedUpload } from "~/storage/upload.server";
import { commentCount } from "~/domain/journal/paging";
import { addCommentSchema, likeSchema, removeCommentSchema } from "~/domain/journal/schema";
import { personName } from "~/domain/person/name";
import { formatDateTime } from "~/domain/shared/format";
import { crewOptions, journalCommentsOf, journalCount, journalFeed, journalLikesOf, personNamesOf, teamFunctionOf, type JournalEntryView } from "~/events/queries/journal.server";
import type { DailyLog } from "~/domain/journal/daily-log";
import type { DailyLogDefaults } from "~/ui/journal/entry-form";
import type { CrewOption } from "~/ui/journal/daily-log-fields";
import type { DailyLogView } from "~/ui/journal/daily-log-sections";
import { defineIntents } from "~/http/command-action.server";
import { scopedRecord } from "~/http/scope.server";
import { newCommandId } from "~/http/command-ids.server";
import { addJournalComment } from "~/areas/journal/add-journal-comment.server";
import { JOURNAL_UPLOAD } from "~/areas/journal/journal-command.server";
import { likeJournalEntry } from "~/areas/journal/like-journal-entry.server";
import { removeJournalComment } from "~/areas/journal/remove-journal-comment.server";
import { unlikeJournalEntry } from "~/areas/journal/unlike-journal-entry.server";
import { fileStore } from "~/storage/index.server";
import type { JournalPostView } from "~/ui/journal/journal-post";
import { journalEntryPath, journalPath } from "~/ui/journal/paths";
import { queryParams } from "~/domain/shared/query-params";


/** The site of the URL, within the user's scope (a 404 otherwise). */
export async function journalSite(sql: Sql, user: CurrentUser, siteId: unknown) {
  return scopedRecord(sql, user, "site", siteId);
}

/** What the user may do in the site's journal: write (on the team or update sites), and yesterday's post (a foreman, update sites). */
export async function writerRights(sql: Sql, user: CurrentUser, siteId: number): Promise<WriterRights> {
  const fn = await teamFunctionOf(sql, siteId, user.id);
  return { onTeam: fn !== null, foreman: fn === "FOREMAN", mayUpdateSites: can(user.access, "update", "sites") };
}

export const mayWrite = (r: WriterRights) => r.onTeam || r.mayUpdateSites;

/** YYYY-MM-DD as DD.MM.YYYY. */
export const swissDay = (day: string) => day.split("-").reverse().join(".");

/** The posts as the pages show them; `commentsOf(id)`: how many comments that post shows. */
export async function postViews(sql: Sql, user: CurrentUser, entries: JournalEntryView[], commentsOf: (id: number) => number): Promise<JournalPostView[]> {
  const store = fileStore();
  // the like and comment forms for those who take part: the site's team, update sites (ADR-0044: only what the person may do)
  const takesPart = entries.length > 0 && mayWrite(await writerRights(sql, user, entries[0].siteId));
  const ids = entries.map((e) => e.id);
  const [likes, comments, logs] = await Promise.all([journalLikesOf(sql, ids), journalCommentsOf(sql, ids, commentsOf), dailyLogViews(sql, entries)]);
  const mayUpdateSites = can(user.access, "update", "sites");
  return Promise.all(
    entries.map(async (e) => {
      const liked = likes.filter((l) => l.journalId === e.id);
      return {
        id: e.id,
        title: e.title,
        description: e.description,
        // the author was erased: the page shows the translated marker (ADR-0134)
        textRemoved: e.textRemoved,
        date: swissDay(e.date),
        dailyLog: logs.get(e.id) ?? null,
        author: personName({ firstName: e.authorFirstName, lastName: e.authorLastName }),
        authorAvatarUrl: e.authorAvatarKey ? await store.signedUrl(e.authorAvatarKey) : null,
        images: await Promise.all(e.images.map(async (i) => ({ url: await store.signedUrl(i.key), thumbnailUrl: await store.signedUrl(i.thumbnailKey ?? i.key) }))),
        likeCount: e.likeCount,
        likedBy: liked.map((l) => personName(l)),
        likedByMe: liked.some((l) => l.personId === user.id),
        commentCount: e.commentCount,
        comments: comments
          .filter((c) => c.journalId === e.id)
          .map((c) => ({
            id: c.commentId,
            author: personName(c),
            text: c.text,
            textRemoved: c.textRemoved,
            at: formatDateTime(c.addedAt),
            removable: mayUpdateSites || c.authorId === user.id,
            // one id per rendered form (ADR-0001): each comment's delete form its own
            commandId: newCommandId(),
          })),
        takesPart,
        // an erased author's text is written by nobody again (the tombstone, ADR-0134)
        mayEdit: !e.textRemoved && mayChangeEntry({ authorId: e.authorId }, user.id, mayUpdateSites),
        commandIds: { like: newCommandId(), comment: newCommandId() },
      };
    }),
  );
}

/** The comments a post shows: 10, or more for the one the address names (`open`, `comments`). */
export function commentLimits(url: URL): (id: number) => number {
  const open = Number(queryParams(url).get("open"));
  const n = commentCount(queryParams(url).get("comments"));
  return (id) => (id === open ? n : commentCount(null));
}

/** The comment and like forms of the feed and a post's page; `back` is where each goes after (the post's place on the page). */
export function commentAndLikeIntents(back: (ctx: { scope: { siteId: number }; form: FormData; journalId: number }) => string) {
  const to = (scope: { siteId: number }, form: FormData, journalId: number) => back({ scope, form, journalId });
  return defineIntents<{ siteId: number }>()({
    "add-journal-comment": {
      schema: addCommentSchema,
      failure: ({ form }) => ({ journalId: String(form.get("journalId") ?? "") }),
      run: async ({ sql, user, scope, value, meta, form }) => {
        await scopedRecord(sql, user, "journalEntry", String(value.journalId), { siteId: scope.siteId });
        await addJournalComment(sql, value.journalId, value.comment, await writerRights(sql, user, scope.siteId), meta);
        return { to: to(scope, form, value.journalId), flash: "journal.flash.comment_saved" };
      },
    },
    "remove-journal-comment": {
      schema: removeCommentSchema,
      // the comment whose confirmation step shows the refusal again
      failure: ({ form }) => ({ journalId: String(form.get("journalId") ?? ""), commentId: String(form.get("commentId") ?? "") }),
      run: async ({ sql, user, scope, value, meta, form }) => {
        await scopedRecord(sql, user, "journalEntry", String(value.journalId), { siteId: scope.siteId });
        await removeJournalComment(sql, value.journalId, value.commentId, can(user.access, "update", "sites"), meta);
        return { to: to(scope, form, value.journalId), flash: "journal.flash.comment_deleted" };
      },
    },
    "like-journal-entry": {
      schema: likeSchema,
      failure: ({ form }) => ({ journalId: String(form.get("journalId") ?? "") }),
      run: async ({ sql, user, scope, value, meta, form }) => {
        await scopedRecord(sql, user, "journalEntry", String(value.journalId), { siteId: scope.siteId });
        await likeJournalEntry(sql, value.journalId, await writerRights(sql, user, scope.siteId), meta);
        return { to: to(scope, form, value.journalId) };
      },
    },
    "unlike-journal-entry": {
      schema: likeSchema,
      failure: ({ form }) => ({ journalId: String(form.get("journalId") ?? "") }),
      run: async ({ sql, user, scope, value, meta, form }) => {
        await scopedRecord(sql, user, "journalEntry", String(value.journalId), { siteId: scope.siteId });
        await unlikeJournalEntry(sql, value.journalId, meta);
        return { to: to(scope, form, value.journalId) };
      },
    },
  });
}

/** The route's scope for the comment and like forms: the site in the user's scope. */
export const journalScope = async ({ sql, user, params }: { sql: Sql; user: CurrentUser; params: ActionFunctionArgs["params"] }) => ({ siteId: (await journalSite(sql, user, params.siteId)).id });

/** The photos chosen in a post's form, each checked on its bytes; a refused one (or more than 20 with the post's) refuses the form beside the field. */
export async function checkedPhotos(request: Request, uploads: ReceivedFile[], already = 0): Promise<CheckedUpload[]> {
  const chosen = uploads.filter((f) => f.field === "photos" && !(f.fileName === "" && f.size === 0));
  if (chosen.length + already > JOURNAL_LIMITS.images) throw new DomainError("invalid", "journal.errors.too_many_images", { field: "photos", params: { max: JOURNAL_LIMITS.images } });
  const t = await getT(request);
  const ok: CheckedUpload[] = [];
  const refused: string[] = [];
  for (const f of chosen) {
    const r = await checkUpload(f, JOURNAL_UPLOAD);
    if (r.ok) ok.push(r.file);
    else refused.push(`${f.fileName || "?"}: ${t(`storage.reason.${r.reason}`, r.params)}`);
  }
  if (refused.length > 0) throw new DomainError("invalid", "journal.errors.photos_refused", { field: "photos", params: { failed: t("upload_failed"), reasons: refused.join("; ") } });
  return ok;
}

/** A post's form posts photos: up to 20 files of 10 MB, a body of at most 60 MB. */
export const JOURNAL_UPLOAD_LIMITS = { maxFileBytes: JOURNAL_UPLOAD.maxBytes, maxParts: JOURNAL_LIMITS.images + 20, maxRequestBytes: 60 * 1024 * 1024 };

/** The dashboard's journal (spec §9): the latest two posts, the count, "see all" and the quick add; null without read sites. */
export async function dashboardJournal(sql: Sql, user: CurrentUser, siteId: number) {
  // the journal page's own rule: no posts, counter or link for whom it would refuse
  if (!allows(SITE_PAGE_RULES.journal, user.access)) return null;
  const [latest, count, rights] = await Promise.all([journalFeed(sql, siteId, 2), journalCount(sql, siteId), writerRights(sql, user, siteId)]);
  return {
    count,
    href: journalPath(siteId),
    posts: latest.map((e) => ({
      id: e.id,
      title: e.title,
      textRemoved: e.textRemoved,
      author: personName({ firstName: e.authorFirstName, lastName: e.authorLastName }),
      createdAt: swissDay(e.date),
      href: journalEntryPath(siteId, e.id, "view"),
    })),
    quickAdd: mayWrite(rights) ? { commandId: newCommandId() } : null,
  };
}

/**
 * A post form's daily log (ADR-0067): the people it may name (the site's team, and those the log
 * already names) marked when they stamped on `day`, who is ticked (the log's crew; for a new post
 * — `prefill` — those who stamped that day) and the other fields' values.
 */
export async function dailyLogForm(sql: Sql, siteId: number, day: string, log: DailyLog | null, opts: { prefill: boolean }): Promise<{ defaults: DailyLogDefaults; crewOptions: CrewOption[]; crewTicked: number[]; open: boolean }> {
  const options = await crewOptions(sql, siteId, day, log?.crew ?? []);
  return {
    defaults: {
      weather: log?.weather?.condition ?? "",
      temperature: log?.weather?.temperatureC === null || log?.weather?.temperatureC === undefined ? "" : String(log.weather.temperatureC),
      crewNote: log?.crewNote ?? "",
      equipment: log?.equipment ?? "",
      delays: log?.delays ?? "",
      incidents: log?.incidents ?? "",
    },
    crewOptions: options.map((o) => ({ personId: o.personId, name: personName(o), stamped: o.stamped })),
    // a new post is pre-ticked from the day's stamps; an edit shows the post's log as it is (a post without one stays without)
    crewTicked: log ? log.crew : opts.prefill ? options.filter((o) => o.stamped).map((o) => o.personId) : [],
    open: log !== null,
  };
}

/** The crew a form sent, kept to the people it offered (the site's team, and those the post's log already names). */
export async function offeredCrew(sql: Sql, siteId: number, sent: number[], already: number[] = []): Promise<number[]> {
  if (sent.length === 0) return [];
  const team = await sql<{ person_id: string | number }[]>`SELECT person_id FROM site_team WHERE site_id = ${siteId} AND NOT removed`;
  const ok = new Set([...team.map((r) => Number(r.person_id)), ...already]);
  return sent.filter((p) => ok.has(p));
}

/** The daily logs of these posts with the crew's names (one read for all), by post id. */
export async function dailyLogViews(sql: Sql, entries: { id: number; dailyLog: DailyLog | null }[]): Promise<Map<number, DailyLogView>> {
  const names = await personNamesOf(sql, [...new Set(entries.flatMap((e) => e.dailyLog?.crew ?? []))]);
  const out = new Map<number, DailyLogView>();
  for (const e of entries) {
    const l = e.dailyLog;
    if (!l) continue;
    out.set(e.id, {
      weather: l.weather,
      crew: l.crew.map((p) => names.get(p)).filter((n): n is { firstName: string; lastName: string } => n !== undefined).map((n) => personName(n)).filter((n) => n !== ""),
      crewNote: l.crewNote,
      equipment: l.equipment,
      delays: l.delays,
      incidents: l.incidents,
    });
  }
  return out;
}
