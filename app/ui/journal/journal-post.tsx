// One journal post as the feed and its page show it (ADR-0063): author with avatar, day, title,
// the text with its line breaks (plain text: React escapes it, links stay text), photos as
// lazy-loaded thumbnails opening the full image, the like form with the count and who liked, and
// the comments in a <details> panel (the first 10, then 10 more) with the add form and each
// comment's delete, asked first (?deleteComment=<id>, with the irreversible-operation box).
// Every action is a plain form; with JavaScript the send button waits for a text.
import { Form, Link, useActionData, useLocation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { InitialsAvatar } from "../avatar";
import { ConfirmCommandStep, confirmRefusal } from "../confirm";
import { CsrfInput } from "../csrf";
import { HandErrorSummary } from "../forms/error-summary";
import { errorText } from "../forms/messages";
import * as s from "../shell.css";
import { RemovedText } from "../removed-text";
import { DailyLogSections, type DailyLogView } from "./daily-log-view";
import * as j from "./journal.css";

export interface JournalPostView {
  id: number;
  title: string;
  description: string;
  /** the daily log's sections (ADR-0067), null: none */
  dailyLog: DailyLogView | null;
  /** the author was erased: title, text and log show as "[removed]" (ADR-0134) */
  textRemoved: boolean;
  /** DD.MM.YYYY */
  date: string;
  author: string;
  authorAvatarUrl: string | null;
  images: { url: string; thumbnailUrl: string }[];
  likeCount: number;
  likedBy: string[];
  likedByMe: boolean;
  commentCount: number;
  comments: { id: number; author: string; text: string; textRemoved: boolean; at: string; removable: boolean; commandId: string }[];
  /** the like and comment forms are offered (the site's team, update sites) */
  takesPart: boolean;
  mayEdit: boolean;
  commandIds: { like: string; comment: string };
}

/** The query parameter that asks for a comment's removal (the confirmation step). */
const REMOVE_COMMENT = "deleteComment";

/** What the action answers when it refused a comment's removal (the box not ticked, say). */
interface RemovalRefusal {
  intent?: string | null;
  journalId?: string;
  commentId?: string;
  result?: { error?: Record<string, string[] | null> | null };
}

/** A comment form that came back refused: its post, its message and the text typed. */
export interface CommentRefusal {
  journalId: number;
  message: string | null;
  text: string;
}

export interface JournalPostProps {
  post: JournalPostView;
  siteId: number;
  /** the feed's size, sent back so the redirect returns to the same place */
  count?: number;
  /** the comments panel starts open (this post's "10 more", a refused comment) */
  open?: boolean;
  /** the next "10 more" link */
  moreCommentsHref?: string | null;
  refusal?: CommentRefusal | null;
  /** link the title to the post's page */
  linkTitle?: boolean;
}

function Hidden({ post, count, intent, commandId }: { post: JournalPostView; count?: number; intent: string; commandId: string }) {
  return (
    <>
      <CsrfInput />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="journalId" value={post.id} />
      <input type="hidden" name="commandId" value={commandId} />
      {count ? <input type="hidden" name="count" value={count} /> : null}
    </>
  );
}

function CommentForm({ post, count, refusal }: { post: JournalPostView; count?: number; refusal: CommentRefusal | null }) {
  const { t } = useTranslation();
  const [text, setText] = useState(refusal?.text ?? "");
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const errorId = `comment-${post.id}-error`;
  return (
    <Form method="post" preventScrollReset id={`comment-${post.id}-form`}>
      <HandErrorSummary formId={`comment-${post.id}-form`} errors={refusal?.message ? { comment: refusal.message } : null} idOf={() => `comment-${post.id}`} translated />
      <Hidden post={post} count={count} intent="add-journal-comment" commandId={post.commandIds.comment} />
      <label className={s.field}>
        <span className={s.label}>{t("journal.comments.new")}</span>
        <textarea
          id={`comment-${post.id}`}
          className={s.input}
          name="comment"
          rows={2}
          maxLength={2000}
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={refusal?.message ? true : undefined}
          aria-describedby={refusal?.message ? errorId : undefined}
        />
        {refusal?.message ? (
          <span className={s.fieldError} id={errorId} role="alert">
            {refusal.message}
          </span>
        ) : null}
      </label>
      {/* without JavaScript the button is always there and the server refuses an empty comment */}
      <button type="submit" className={s.button} disabled={hydrated && text.trim() === ""}>
        {t("journal.comments.send")}
      </button>
    </Form>
  );
}

export function JournalPost({ post, siteId, count, open, moreCommentsHref, refusal, linkTitle = true }: JournalPostProps) {
  const { t } = useTranslation();
  const mine = refusal && refusal.journalId === post.id ? refusal : null;
  // a comment's removal asks first: ?deleteComment=<id> (or its refused step) shows the confirmation in its place
  const location = useLocation();
  const actionData = useActionData<RemovalRefusal>();
  const removal = actionData?.intent === "remove-journal-comment" && actionData.journalId === String(post.id) ? actionData : null;
  const asked = new URLSearchParams(location.search);
  const removing = removal ? Number(removal.commentId) : Number(asked.get(REMOVE_COMMENT));
  const askRemoval = (commentId: number) => {
    const q = new URLSearchParams(location.search);
    q.set(REMOVE_COMMENT, String(commentId));
    q.set("open", String(post.id));
    return `?${q}#journal-${post.id}`;
  };
  asked.delete(REMOVE_COMMENT);
  const cancelRemoval = `${location.pathname}${asked.toString() ? `?${asked}` : ""}#journal-${post.id}`;
  const viewHref = `/app/sites/sites/${siteId}/journal/${post.id}/view`;
  const title = post.textRemoved ? t("erasure.removed") : post.title;
  return (
    <article className={j.post} id={`journal-${post.id}`} aria-labelledby={`journal-${post.id}-title`} data-journal-id={post.id}>
      <div className={j.byline}>
        {post.authorAvatarUrl ? <img src={post.authorAvatarUrl} alt="" width={32} height={32} className={j.avatar} loading="lazy" /> : <InitialsAvatar text={post.author || "?"} />}
        <span>
          <strong>{post.author || t("journal.unknown_author")}</strong> · <time>{post.date}</time>
        </span>
      </div>
      <h2 className={j.postTitle} id={`journal-${post.id}-title`}>
        {linkTitle ? <Link to={viewHref}>{title}</Link> : title}
      </h2>
      {post.description ? <p className={j.text}>{post.description}</p> : null}
      {post.dailyLog ? <DailyLogSections log={post.dailyLog} /> : null}
      {post.images.length > 0 ? (
        <ul className={j.images} aria-label={t("journal.photos")}>
          {post.images.map((img, i) => (
            <li key={img.url}>
              <a href={img.url} target="_blank" rel="noopener noreferrer">
                <img src={img.thumbnailUrl} alt={t("journal.photo_alt", { n: i + 1, title })} className={j.thumb} width={120} height={90} loading="lazy" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={j.actions}>
        {post.takesPart || post.likedByMe ? (
          <Form method="post" preventScrollReset className={j.inline}>
            <Hidden post={post} count={count} intent={post.likedByMe ? "unlike-journal-entry" : "like-journal-entry"} commandId={post.commandIds.like} />
            <button type="submit" className={s.buttonSecondary} aria-pressed={post.likedByMe}>
              {post.likedByMe ? t("journal.unlike") : t("journal.like")}
            </button>
          </Form>
        ) : null}
        <span data-likes={post.likeCount}>
          {t("journal.likes", { count: post.likeCount })}
          {post.likedBy.length > 0 ? `: ${post.likedBy.join("; ")}` : ""}
        </span>
        {post.mayEdit ? <Link to={`/app/sites/sites/${siteId}/journal/${post.id}/edit`}>{t("journal.edit")}</Link> : null}
      </div>
      <details open={open || Boolean(mine) || post.comments.some((c) => c.id === removing)}>
        <summary>{t("journal.comments.title", { count: post.commentCount })}</summary>
        {post.comments.length > 0 ? (
          <ul className={j.comments}>
            {post.comments.map((c) => (
              <li key={c.id} className={j.comment} data-comment-id={c.id}>
                <strong>{c.author || t("journal.unknown_author")}</strong> · <span className={s.muted}>{c.at}</span>
                <p className={j.text}>{c.textRemoved ? <RemovedText /> : c.text}</p>
                {c.removable && removing === c.id ? (
                  <ConfirmCommandStep
                    title={t("confirm.delete_title")}
                    text={t("confirm.delete_text")}
                    intent="remove-journal-comment"
                    idField="commentId"
                    id={c.id}
                    commandId={c.commandId}
                    hidden={{ journalId: post.id, ...(count ? { count } : {}) }}
                    {...confirmRefusal(t, removal?.commentId === String(c.id) ? removal.result?.error : null)}
                    irreversible
                    cancelTo={cancelRemoval}
                    titleId={`remove-comment-${c.id}-title`}
                    cancel={t("confirm.cancel")}
                    confirm={t("confirm.delete")}
                  />
                ) : c.removable ? (
                  // asked first (spec §4): the confirmation step in place of the button, with the irreversible-operation box
                  <Link to={askRemoval(c.id)} preventScrollReset className={s.buttonSecondary}>
                    {t("journal.comments.delete")}
                  </Link>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className={s.muted}>{t("journal.comments.none")}</p>
        )}
        {moreCommentsHref && post.commentCount > post.comments.length ? (
          <p>
            <Link to={moreCommentsHref} preventScrollReset>
              {t("journal.comments.more")}
            </Link>
          </p>
        ) : null}
        {post.takesPart ? <CommentForm key={mine ? `r-${mine.text}` : "c"} post={post} count={count} refusal={mine} /> : null}
      </details>
    </article>
  );
}

/** The message of a refused comment or like form, for the post it names. */
export function commentRefusalOf(
  t: (k: string) => string,
  data: { intent?: string | null; journalId?: unknown; result?: { error?: Record<string, string[] | null> | null; initialValue?: Record<string, unknown> | null } } | undefined,
): CommentRefusal | null {
  if (!data || typeof data.journalId !== "string" || !/^\d+$/.test(data.journalId)) return null;
  // a refused removal shows in its own confirmation step, not under the new comment
  if (data.intent === "remove-journal-comment") return null;
  const errors = Object.values(data.result?.error ?? {}).flatMap((e) => e ?? []);
  const text = data.result?.initialValue?.comment;
  return { journalId: Number(data.journalId), message: errors.length ? errors.map((e) => errorText(t as never, e)).join(" ") : null, text: typeof text === "string" ? text : "" };
}
