// Editing a journal post (ADR-0063): its author or update sites (403 otherwise). The title, the
// text, the photos kept (unticking one removes it) and new photos; the post's removal, asked first
// (?delete=1) with the irreversible-operation box, which the server requires too.
import { queryParams } from "~/domain/shared/query-params";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { authorizeGet } from "~/auth/policy.server";
import { forbiddenResponse } from "~/auth/user.server";
import { can } from "~/domain/access/permissions";
import { anyOf, type Policy } from "~/domain/access/policy";
import { mayChangeEntry } from "~/domain/journal/decider.server";
import { dailyLogOf, removeEntrySchema, reviseEntrySchema } from "~/domain/journal/schema.server";
import { commandAction } from "~/http/command-action.server";
import { checkedPhotos, dailyLogForm, JOURNAL_UPLOAD_LIMITS, journalSite, offeredCrew } from "~/areas/journal/journal.server";
import { scopedRecord } from "~/http/scope.server";
import { journalEntryPath, journalPath } from "~/ui/journal/paths";
import { newCommandId } from "~/http/command-ids.server";
import { removeJournalEntry } from "~/areas/journal/remove-journal-entry.server";
import { reviseJournalEntry } from "~/areas/journal/revise-journal-entry.server";
import { getSql } from "~/runtime.server";
import { fileStore } from "~/storage/index.server";
import { ConfirmCommandStep, confirmRefusal } from "~/ui/confirm";
import { EntryForm } from "~/ui/journal/entry-form";
import * as s from "~/ui/shell.css";
import { SitePageHead } from "~/ui/sites/site-tabs";
import * as ss from "~/ui/sites/sites.css";

export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "journal.edit",
  policy: { get: anyOf(["read", "sites"]), post: anyOf(["read", "sites"]) },
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const sql = await getSql();
  const site = await journalSite(sql, user, params.siteId);
  const entry = await scopedRecord(sql, user, "journalEntry", params.journalId, { siteId: site.id });
  if (!mayChangeEntry(entry, user.id, can(user.access, "update", "sites"))) throw forbiddenResponse();
  const store = fileStore();
  return {
    siteId: site.id,
    siteTitle: site.title,
    id: entry.id,
    title: entry.title,
    description: entry.description,
    images: await Promise.all(entry.images.map(async (i) => ({ key: i.key, thumbnailUrl: await store.signedUrl(i.thumbnailKey ?? i.key) }))),
    version: entry.version,
    log: await dailyLogForm(sql, site.id, entry.date, entry.dailyLog, { prefill: false }),
    commandIds: { revise: newCommandId(), remove: newCommandId() },
    // the removal's confirmation step (?delete=1): asked first, with the irreversible-operation box
    confirming: queryParams(request).get("delete") === "1",
  };
}

// a function, never a call at the top of the module: the browser bundle keeps no server code (ADR-0048)
export const action = (args: ActionFunctionArgs) =>
  commandAction(args, {
    ...handle,
    upload: JOURNAL_UPLOAD_LIMITS,
    scope: async ({ sql, user, params }) => {
      const site = await journalSite(sql, user, params.siteId);
      const entry = await scopedRecord(sql, user, "journalEntry", params.journalId, { siteId: site.id });
      const mayUpdateSites = can(user.access, "update", "sites");
      if (!mayChangeEntry(entry, user.id, mayUpdateSites)) throw forbiddenResponse();
      return { siteId: site.id, entry, mayUpdateSites };
    },
  }).intents({
    "revise-journal-entry": {
      schema: reviseEntrySchema,
      conflictKey: "journal.errors.conflict",
      run: async ({ request, sql, scope, value, meta, expectedVersion, uploads }) => {
        const keep = (value.keep as string[]).filter((k) => scope.entry.images.some((i) => i.key === k));
        const files = await checkedPhotos(request, uploads, keep.length);
        await reviseJournalEntry(
          sql,
          fileStore(),
          scope.entry.id,
          {
            title: value.title,
            description: value.description ?? "",
            current: scope.entry.images,
            keep,
            files,
            mayUpdateSites: scope.mayUpdateSites,
            dailyLog: dailyLogOf({ ...value, crew: await offeredCrew(sql, scope.siteId, value.crew, scope.entry.dailyLog?.crew) }),
          },
          expectedVersion,
          meta,
        );
        return { to: journalEntryPath(scope.siteId, scope.entry.id, "view"), flash: "journal_saved_successfully" };
      },
    },
    "remove-journal-entry": {
      schema: removeEntrySchema,
      conflictKey: "journal.errors.conflict",
      run: async ({ sql, scope, meta, expectedVersion }) => {
        await removeJournalEntry(sql, fileStore(), scope.entry.id, scope.entry.images, scope.mayUpdateSites, expectedVersion, meta);
        return { to: journalPath(scope.siteId), flash: "journal_deleted_successfully" };
      },
    },
  });

export default function EditJournalEntry() {
  const d = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const removal = actionData?.intent === "remove-journal-entry" ? actionData.result.error : null;
  const self = `/app/sites/sites/${d.siteId}/journal/${d.id}/edit`;
  return (
    <div className={ss.page}>
      <SitePageHead siteId={d.siteId} title={d.siteTitle} back={{ to: journalEntryPath(d.siteId, d.id, "view"), label: t("journal.back_to_post") }} />
      <h2 className={ss.sectionTitle}>{t("journal.edit_heading", { title: d.title })}</h2>
      <EntryForm
        id="journal-entry-form"
        intent="revise-journal-entry"
        defaults={{ title: d.title, description: d.description }}
        images={d.images}
        log={d.log}
        commandId={d.commandIds.revise}
        expectedVersion={d.version}
        lastResult={actionData?.intent === "revise-journal-entry" ? actionData.result : undefined}
        cancelTo={journalEntryPath(d.siteId, d.id, "view")}
      />
      {d.confirming || removal ? (
        <ConfirmCommandStep
          title={t("confirm.delete_title")}
          text={t("confirm.delete_text")}
          intent="remove-journal-entry"
          version={d.version}
          commandId={d.commandIds.remove}
          {...confirmRefusal(t, removal)}
          irreversible
          encType="multipart/form-data"
          action={self}
          cancelTo={self}
          titleId="remove-post-title"
          cancel={t("confirm.cancel")}
          confirm={t("confirm.delete")}
        />
      ) : (
        <p>
          <Link to={`${self}?delete=1`} className={s.buttonSecondary}>
            {t("journal.remove")}
          </Link>
        </p>
      )}
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.title} · Cantiere` : "Cantiere" }];
