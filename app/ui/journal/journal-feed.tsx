// The feed's posts and its "load more" link (ADR-0063). Without JavaScript the link opens the same
// page with 6 more posts, at an anchor before the first new one. With JavaScript it loads in place
// (the page keeps its scroll position), and once the reader has scrolled, the link coming into
// view loads the next step by itself (infinite scroll as the enhancement).
import { Link, useNavigate, useNavigation } from "@remix-run/react";
import { Fragment, useEffect, useRef } from "react";
import { useTranslation } from "~/i18n/react";
import * as s from "../shell.css";
import { commentRefusalOf, JournalPost, type JournalPostView } from "./journal-post";
import * as j from "./journal.css";

export interface JournalFeedProps {
  siteId: number;
  posts: JournalPostView[];
  count: number;
  open: number | null;
  moreCommentsHref: (journalId: number, shown: number) => string;
  moreHref: string | null;
  refused: Parameters<typeof commentRefusalOf>[1];
}

export function JournalFeed({ siteId, posts, count, open, moreCommentsHref, moreHref, refused }: JournalFeedProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const more = useRef<HTMLAnchorElement>(null);
  const refusal = commentRefusalOf(t, refused);
  const busy = navigation.state !== "idle";
  useEffect(() => {
    const link = more.current;
    if (!moreHref || !link || typeof IntersectionObserver === "undefined") return;
    let scrolled = false;
    const onScroll = () => {
      scrolled = true;
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    // a next step cut short by another navigation rejects with an AbortError: entry.client ignores it
    const observer = new IntersectionObserver((entries) => {
      if (!scrolled || busy || !entries.some((e) => e.isIntersecting)) return;
      Promise.resolve(navigate(moreHref.replace(/#.*$/, ""), { preventScrollReset: true, replace: true })).catch(() => {});
    });
    observer.observe(link);
    return () => {
      observer.disconnect();
      window.removeEventListener("scroll", onScroll);
    };
  }, [moreHref, navigate, busy]);
  if (posts.length === 0) return <p>{t("journal.empty")}</p>;
  return (
    <div className={j.feed}>
      {posts.map((p, i) => (
        <Fragment key={p.id}>
          {i > 0 && i % 6 === 0 ? <span id={`journal-more-${i}`} /> : null}
          <JournalPost post={p} siteId={siteId} count={count} open={open === p.id} moreCommentsHref={moreCommentsHref(p.id, p.comments.length)} refusal={refusal} />
        </Fragment>
      ))}
      {moreHref ? (
        <p>
          <Link ref={more} to={moreHref} preventScrollReset className={s.linkButton}>
            {busy ? t("journal.loading") : t("journal.load_more")}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
