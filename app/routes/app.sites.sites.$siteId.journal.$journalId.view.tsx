// One journal post on its own page (ADR-0063), with all its likes and its comments (10, then 10
// more); the like and comment forms post here and return here.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { authorizeGet } from "~/auth/policy.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { commentCount } from "~/domain/journal/paging";
import { commandAction } from "~/http/command-action.server";
import { commentAndLikeIntents, journalScope, journalSite, postViews } from "~/areas/journal/journal.server";
import { scopedRecord } from "~/http/scope.server";
import { journalEntryPath, journalPath } from "~/ui/journal/paths";
import { getSql } from "~/runtime.server";
import { commentRefusalOf, JournalPost } from "~/ui/journal/journal-post";
import * as s from "~/ui/shell.css";
import { SitePageHead } from "~/ui/sites/site-tabs";
import * as ss from "~/ui/sites/sites.css";
import { can } from "~/domain/access/permissions";
import { HistoryLink } from "~/ui/history/history-link";
import { queryParams } from "~/domain/shared/query-params";

export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "journal.title",
  policy: { get: anyOf(["read", "sites"]), post: anyOf(["read", "sites"]) },
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const sql = await getSql();
  const site = await journalSite(sql, user, params.siteId);
  const entry = await scopedRecord(sql, user, "journalEntry", params.journalId, { siteId: site.id });
  const shown = commentCount(queryParams(request).get("comments"));
  const [post] = await postViews(sql, user, [entry], () => shown);
  return { siteId: site.id, siteTitle: site.title, post, shown, mayAudit: can(user.access, "read", "audit") };
}

// a function, never a call at the top of the module: the browser bundle keeps no server code (ADR-0048)
export const action = (args: ActionFunctionArgs) =>
  commandAction(args, { ...handle, scope: journalScope }).intents(commentAndLikeIntents(({ scope, journalId }) => `${journalEntryPath(scope.siteId, journalId, "view")}#journal-${journalId}`));

export default function JournalEntryPage() {
  const d = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <div className={ss.page}>
      <SitePageHead siteId={d.siteId} title={d.siteTitle} back={{ to: journalPath(d.siteId), label: t("journal.back") }} />
      <JournalPost
        post={d.post}
        siteId={d.siteId}
        open
        linkTitle={false}
        moreCommentsHref={`${journalEntryPath(d.siteId, d.post.id, "view")}?comments=${d.shown + 10}#journal-${d.post.id}`}
        refusal={commentRefusalOf(t, actionData)}
      />
      {d.post.images.length === 0 ? <p className={s.muted}>{t("images_not_present")}</p> : null}
      <p>
        {/* a download, not a page: a plain link (ADR-0068) */}
        <a href={`${journalEntryPath(d.siteId, d.post.id, "view").replace(/\/view$/, "/pdf")}`} download>
          {t("journal.pdf.post")}
        </a>
        {d.mayAudit ? (
          <>
            {" · "}
            <HistoryLink streamType="journal" id={d.post.id} />
          </>
        ) : null}
      </p>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.post.title} · Cantiere` : "Cantiere" }];
