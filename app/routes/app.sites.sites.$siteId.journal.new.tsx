// A new journal post (ADR-0063): for someone on the site's team or with update sites; yesterday's
// post for a foreman or update sites. Anyone else who reads the site sees why there is no form,
// and a post they send anyway is refused by the rules with 403 (the route's policy is read sites:
// the team is a fact of the site, not a right). The dashboard's quick add posts here.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { authorizeGet } from "~/auth/policy.server";
import { nowIso } from "~/clock.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { dateOfChoice } from "~/domain/journal/decider.server";
import { dailyLogOf, writeEntrySchema } from "~/domain/journal/schema.server";
import { zurichDateOf } from "~/domain/shared/zurich-time.server";
import { commandAction } from "~/http/command-action.server";
import { checkedPhotos, dailyLogForm, JOURNAL_UPLOAD_LIMITS, journalSite, mayWrite, offeredCrew, writerRights } from "~/areas/journal/journal.server";
import { journalPath } from "~/ui/journal/paths";
import { newCommandId } from "~/http/command-ids.server";
import { writeJournalEntry } from "~/areas/journal/write-journal-entry.server";
import { getSql } from "~/runtime.server";
import { fileStore } from "~/storage/index.server";
import { EntryForm } from "~/ui/journal/entry-form";
import { SitePageHead } from "~/ui/sites/site-tabs";
import * as s from "~/ui/shell.css";
import * as ss from "~/ui/sites/sites.css";
import { queryParams } from "~/domain/shared/query-params";

export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "journal.new",
  policy: { get: anyOf(["read", "sites"]), post: anyOf(["read", "sites"]) },
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const sql = await getSql();
  const site = await journalSite(sql, user, params.siteId);
  const rights = await writerRights(sql, user, site.id);
  const mayWriteYesterday = rights.foreman || rights.mayUpdateSites;
  // the manpower is pre-filled from the stamps of the day the post is for (?day=yesterday: a link for those who may)
  const yesterday = mayWriteYesterday && queryParams(request).get("day") === "yesterday";
  const now = nowIso();
  const day = dateOfChoice(yesterday ? "yesterday" : "today", now) ?? zurichDateOf(now).toString();
  const log = mayWrite(rights) ? await dailyLogForm(sql, site.id, day, null, { prefill: true }) : null;
  return { siteId: site.id, title: site.title, mayWrite: mayWrite(rights), mayWriteYesterday, yesterday, log, commandId: newCommandId() };
}

// a function, never a call at the top of the module: the browser bundle keeps no server code (ADR-0048)
export const action = (args: ActionFunctionArgs) =>
  commandAction(args, {
    ...handle,
    upload: JOURNAL_UPLOAD_LIMITS,
    scope: async ({ sql, user, params }) => {
      const site = await journalSite(sql, user, params.siteId);
      return { siteId: site.id, rights: await writerRights(sql, user, site.id) };
    },
  }).intents({
    "write-journal-entry": {
      schema: writeEntrySchema,
      run: async ({ request, sql, scope, value, meta, uploads }) => {
        const files = await checkedPhotos(request, uploads);
        const date = dateOfChoice(value.day, meta.now);
        const dailyLog = dailyLogOf({ ...value, crew: await offeredCrew(sql, scope.siteId, value.crew) });
        await writeJournalEntry(sql, fileStore(), { siteId: scope.siteId, date, title: value.title, description: value.description ?? "", files, rights: scope.rights, dailyLog }, meta);
        return { to: journalPath(scope.siteId), flash: "journal_saved_successfully" };
      },
    },
  });

export default function NewJournalEntry() {
  const d = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <div className={ss.page}>
      <SitePageHead siteId={d.siteId} title={d.title} back={null} />
      <h2 className={ss.sectionTitle}>{t("journal.new")}</h2>
      {d.mayWrite && d.mayWriteYesterday ? (
        <p>
          <Link to={d.yesterday ? "?" : "?day=yesterday"}>{t(d.yesterday ? "journal.log.prefill_today" : "journal.log.prefill_yesterday")}</Link>
        </p>
      ) : null}
      {d.mayWrite ? (
        <EntryForm
          id="journal-entry-form"
          intent="write-journal-entry"
          defaults={{ title: "", description: "", day: d.yesterday ? "yesterday" : "today" }}
          log={d.log ?? undefined}
          mayWriteYesterday={d.mayWriteYesterday}
          commandId={d.commandId}
          lastResult={actionData?.result}
          cancelTo={journalPath(d.siteId)}
        />
      ) : (
        <p className={s.muted}>{t("journal.errors.not_on_team")}</p>
      )}
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.title} · Cantiere` : "Cantiere" }];
