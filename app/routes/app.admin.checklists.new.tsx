// A new checklist (update admin): a template's questions copied without its id (a template has no
// site: the site is chosen here), with a title, a date and a ready-by date (spec part 2 §4, §5).
import { getT } from "~/i18n/i18next.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { authorizeGet } from "~/auth/policy.server";
import { zurichToday } from "~/clock.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { questionsOfTemplate } from "~/domain/checklist/decider.server";
import { newChecklistSchema } from "~/domain/checklist/schema.server";
import { checklistSites, checklistTemplateById, checklistTemplates } from "~/events/queries/checklists.server";
import { commandAction } from "~/http/command-action.server";
import { scopedRecord } from "~/http/scope.server";
import { newCommandId } from "~/http/command-ids.server";
import { prepareChecklist } from "~/areas/checklists/prepare-checklist.server";
import { getSql } from "~/runtime.server";
import { ruleBroken } from "~/domain/shared/errors";
import * as cs from "~/ui/checklist/checklist.css";
import { checklistFieldId, FormErrors, Hidden } from "~/ui/checklist/form-bits";
import { HandErrorSummary } from "~/ui/forms/error-summary";
import { HeadFields } from "~/ui/checklist/head-form";
import { CHECKLISTS, checklistPath } from "~/ui/checklist/paths";
import * as s from "~/ui/shell.css";
import { queryParams } from "~/domain/shared/query-params";

export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "checklist.new.title",
  policy: { get: anyOf(["update", "admin"]), post: anyOf(["update", "admin"]) },
};

export async function loader({ request }: LoaderFunctionArgs) {
  await authorizeGet(request, handle);
  const sql = await getSql();
  const url = new URL(request.url);
  const query = queryParams(url);
  const [templates, sites] = await Promise.all([checklistTemplates(sql), checklistSites(sql, null)]);
  const today = zurichToday().toString();
  const t = await getT(request);
  return {
    pageTitle: t("checklist.new.title"),
    commandId: newCommandId(),
    templates: templates.map((x) => ({ id: x.id, name: x.name })),
    sites,
    defaults: { templateId: query.get("template") ?? "", siteId: query.get("site") ?? "", title: "", date: today, readyBy: today },
  };
}

export const action = (args: ActionFunctionArgs) =>
  commandAction(args, handle).intents({
    "prepare-checklist": {
      schema: newChecklistSchema,
      run: async ({ sql, user, value, meta }) => {
        const template = await checklistTemplateById(sql, value.templateId);
        if (!template) throw ruleBroken("checklist.errors.template_unknown", { field: "templateId" });
        // every assigned site must be one the user sees (ADR-0117); the first is the checklist's own
        for (const id of value.siteId) {
          await scopedRecord(sql, user, "site", id).catch(() => {
            throw ruleBroken("checklist.errors.site_unknown", { field: "siteId" });
          });
        }
        const [siteId, ...others] = value.siteId;
        const done = await prepareChecklist(
          sql,
          { siteId, siteIds: [siteId, ...others], templateId: template.id, copiedFrom: null, head: { title: value.title, date: value.date, readyBy: value.readyBy }, questions: questionsOfTemplate(template) },
          meta,
        );
        return { to: checklistPath(done.id, "view"), flash: "checklist.saved" };
      },
    },
  });

export default function NewChecklist() {
  const d = useLoaderData<typeof loader>();
  const a = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <section className={cs.page}>
      <h1>{t("checklist.new.title")}</h1>
      <Form method="post" className={cs.page} id="checklist-new-form">
        <HandErrorSummary formId="checklist-new-form" errors={a?.result?.error} idOf={checklistFieldId} />
        <Hidden intent="prepare-checklist" commandId={d.commandId} />
        <FormErrors result={a?.result} />
        <HeadFields defaults={d.defaults} result={a?.result} templates={d.templates} sites={d.sites} />
        <p>
          <button type="submit" className={s.button}>
            {t("checklist.save")}
          </button>{" "}
          <Link to={CHECKLISTS}>{t("checklist.cancel")}</Link>
        </p>
      </Form>
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.pageTitle} · Cantiere` : "Cantiere" }];
