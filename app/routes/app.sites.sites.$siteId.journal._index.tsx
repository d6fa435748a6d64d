// A site's journal (ADR-0063): the feed, newest first, 6 posts per step. Without JavaScript "load
// more" is a link to the same page with 6 more (`?count=12`, its anchor the first new post); with
// JavaScript the link loads in place and scrolling to it loads the next step. Likes and comments
// are forms posted here.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { authorizeGet } from "~/auth/policy.server";
import { nowIso } from "~/clock.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { SITE_PAGE_RULES } from "~/domain/site/site-pages";
import { mondayOf } from "~/domain/journal/pdf-period.server";
import { FEED_STEP, feedCount } from "~/domain/journal/paging";
import { zurichDateOf } from "~/domain/shared/zurich-time.server";
import { journalCount, journalFeed } from "~/events/queries/journal.server";
import { commandAction } from "~/http/command-action.server";
import { commentAndLikeIntents, commentLimits, journalScope, journalSite, mayWrite, postViews, swissDay, writerRights } from "~/areas/journal/journal.server";
import { JournalPdfForm, type PdfFormView } from "~/ui/journal/pdf-form";
import { journalPath } from "~/ui/journal/paths";
import { getSql } from "~/runtime.server";
import { JournalFeed } from "~/ui/journal/journal-feed";
import { SitePageHead } from "~/ui/sites/site-tabs";
import * as ss from "~/ui/sites/sites.css";
import { Fab } from "~/ui/tabs";
import { queryParams } from "~/domain/shared/query-params";

export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "journal.title",
  policy: { get: SITE_PAGE_RULES.journal, post: anyOf(["read", "sites"]) },
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const sql = await getSql();
  const site = await journalSite(sql, user, params.siteId);
  const url = new URL(request.url);
  const query = queryParams(url);
  const count = feedCount(query.get("count"));
  const [entries, total, rights] = await Promise.all([journalFeed(sql, site.id, count), journalCount(sql, site.id), writerRights(sql, user, site.id)]);
  const open = Number(query.get("open")) || null;
  // the PDF form: this week, or what a refused period sent back (ADR-0068)
  const today = zurichDateOf(nowIso()).toString();
  const pdfError = query.get("pdfError");
  const pdfField = query.get("pdfField") === "from" ? "from" : "to";
  const pdf: PdfFormView = {
    action: `${journalPath(site.id)}/pdf`,
    from: pdfError ? (query.get("pdfFrom") ?? "").slice(0, 40) : swissDay(mondayOf(today)),
    to: pdfError ? (query.get("pdfTo") ?? "").slice(0, 40) : swissDay(today),
    comments: query.get("pdfComments") === "on",
    // only our own keys come back as a message; anything else in the address is a plain refusal
    error: pdfError ? { field: pdfField, message: /^(errors|forms\.errors|journal\.pdf\.errors)\.[a-z_]+$/.test(pdfError) ? pdfError : "errors.invalid_date" } : null,
  };
  return {
    pdf,
    siteId: site.id,
    title: site.title,
    count,
    total,
    open,
    comments: query.get("comments"),
    mayWrite: mayWrite(rights),
    posts: await postViews(sql, user, entries, commentLimits(url)),
  };
}

/** Where a like or a comment returns: the feed at the same size, at the post. */
const back = ({ scope, form, journalId }: { scope: { siteId: number }; form: FormData; journalId: number }) => {
  const count = feedCount(typeof form.get("count") === "string" ? String(form.get("count")) : null);
  return `${journalPath(scope.siteId)}?count=${count}#journal-${journalId}`;
};

// a function, never a call at the top of the module: the browser bundle keeps no server code (ADR-0048)
export const action = (args: ActionFunctionArgs) => commandAction(args, { ...handle, scope: journalScope }).intents(commentAndLikeIntents(back));

export default function Journal() {
  const d = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const next = d.count + FEED_STEP;
  return (
    <div className={ss.page}>
      <SitePageHead siteId={d.siteId} title={d.title} back={null}>
        {d.mayWrite ? <Link to={`${journalPath(d.siteId)}/new`}>{t("journal.new")}</Link> : null}
      </SitePageHead>
      <h2 className={ss.sectionTitle}>{t("journal.title")}</h2>
      <JournalPdfForm form={d.pdf} />
      <JournalFeed
        siteId={d.siteId}
        posts={d.posts}
        count={d.count}
        open={d.open}
        moreCommentsHref={(id, shown) => `${journalPath(d.siteId)}?count=${d.count}&open=${id}&comments=${shown + 10}#journal-${id}`}
        refused={actionData}
        moreHref={d.total > d.count ? `${journalPath(d.siteId)}?count=${next}#journal-more-${d.count}` : null}
      />
      {d.mayWrite ? <Fab to={`${journalPath(d.siteId)}/new`} label="journal.new" /> : null}
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.title} · Cantiere` : "Cantiere" }];
