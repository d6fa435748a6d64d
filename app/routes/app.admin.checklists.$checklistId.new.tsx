// A copy of a checklist (update admin): its questions and items without ids, answers, photos or
// signature — the copy starts unfilled and pending (spec part 2 §4: isFullFilled 0), for the site,
// title and dates chosen here.
import { getT } from "~/i18n/i18next.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { authorizeGet } from "~/auth/policy.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { questionsOfCopy } from "~/domain/checklist/decider.server";
import { copyChecklistSchema } from "~/domain/checklist/schema.server";
import { ruleBroken } from "~/domain/shared/errors";
import { checklistDetailById, checklistSites } from "~/events/queries/checklists.server";
import { scopedChecklist } from "~/areas/checklists/checklists.server";
import { commandAction } from "~/http/command-action.server";
import { notFound, scopedRecord } from "~/http/scope.server";
import { newCommandId } from "~/http/command-ids.server";
import { prepareChecklist } from "~/areas/checklists/prepare-checklist.server";
import { getSql } from "~/runtime.server";
import * as cs from "~/ui/checklist/checklist.css";
import { checklistFieldId, FormErrors, Hidden } from "~/ui/checklist/form-bits";
import { HandErrorSummary } from "~/ui/forms/error-summary";
import { HeadFields } from "~/ui/checklist/head-form";
import { checklistPath } from "~/ui/checklist/paths";
import * as s from "~/ui/shell.css";

export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "checklist.copy.title",
  policy: { get: anyOf(["update", "admin"]), post: anyOf(["update", "admin"]) },
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const sql = await getSql();
  const { checklist } = await scopedChecklist(sql, user, params.checklistId);
  const t = await getT(request);
  return {
    pageTitle: t("checklist.copy.title"),
    commandId: newCommandId(),
    source: { id: checklist.id, title: checklist.title },
    sites: await checklistSites(sql, null),
    defaults: { siteId: String(checklist.siteId), title: checklist.title, date: checklist.date, readyBy: checklist.readyBy },
  };
}

export const action = (args: ActionFunctionArgs) =>
  commandAction(args, { ...handle, scope: async ({ sql, user, params }) => (await scopedChecklist(sql, user, params.checklistId)).checklist }).intents({
    "copy-checklist": {
      schema: copyChecklistSchema,
      run: async ({ sql, user, scope, value, meta }) => {
        const detail = await checklistDetailById(sql, scope.id);
        if (!detail) throw notFound();
        // every assigned site must be one the user sees (ADR-0117); the first is the checklist's own
        for (const id of value.siteId) {
          await scopedRecord(sql, user, "site", id).catch(() => {
            throw ruleBroken("checklist.errors.site_unknown", { field: "siteId" });
          });
        }
        const [siteId, ...others] = value.siteId;
        const done = await prepareChecklist(
          sql,
          { siteId, siteIds: [siteId, ...others], templateId: scope.templateId, copiedFrom: scope.id, head: { title: value.title, date: value.date, readyBy: value.readyBy }, questions: questionsOfCopy(detail) },
          meta,
        );
        return { to: checklistPath(done.id, "view"), flash: "checklist.saved" };
      },
    },
  });

export default function CopyChecklist() {
  const d = useLoaderData<typeof loader>();
  const a = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <section className={cs.page}>
      <h1>{t("checklist.copy.title")}</h1>
      <p>{t("checklist.copy.from", { title: d.source.title })}</p>
      <Form method="post" className={cs.page} id="checklist-copy-form">
        <HandErrorSummary formId="checklist-copy-form" errors={a?.result?.error} idOf={checklistFieldId} />
        <Hidden intent="copy-checklist" commandId={d.commandId} />
        <FormErrors result={a?.result} />
        <HeadFields defaults={d.defaults} result={a?.result} sites={d.sites} />
        <p>
          <button type="submit" className={s.button}>
            {t("checklist.copy.submit")}
          </button>{" "}
          <Link to={checklistPath(d.source.id, "view")}>{t("checklist.cancel")}</Link>
        </p>
      </Form>
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.pageTitle} · Cantiere` : "Cantiere" }];
