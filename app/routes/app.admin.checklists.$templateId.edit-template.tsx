// A checklist template's edit form (update admin; `{id}` is the template's id): its whole content
// saved as ChecklistTemplateChanged at the version it was read at (a stale form is a conflict).
import { getT } from "~/i18n/i18next.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { authorizeGet } from "~/auth/policy.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import type { QuestionInput } from "~/domain/checklist/decider";
import { templateAction } from "~/areas/checklists/checklist-template-action.server";
import { idFromParam, scopedRecord } from "~/http/scope.server";
import { newCommandId } from "~/http/command-ids.server";
import { changeChecklistTemplate } from "~/areas/checklists/change-checklist-template.server";
import { getSql } from "~/runtime.server";
import * as cs from "~/ui/checklist/checklist.css";
import { TemplateForm } from "~/ui/checklist/template-form";

export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "checklist.template.edit",
  policy: { get: anyOf(["update", "admin"]), post: anyOf(["update", "admin"]) },
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const tpl = await scopedRecord(await getSql(), user, "checklistTemplate", params.templateId);
  const t = await getT(request);
  return {
    pageTitle: t("checklist.template.edit"),
    commandId: newCommandId(),
    version: tpl.version,
    defaults: { name: tpl.name, type: tpl.type, mandatory: tpl.mandatory, notifyEach: tpl.notifyEach ?? "" },
    questions: tpl.questions as QuestionInput[],
  };
}

// an unknown or removed template is refused by its rules (not found)
export const action = (args: ActionFunctionArgs) =>
  templateAction(args, handle, (db, content, expectedVersion, meta) => changeChecklistTemplate(db, idFromParam(args.params.templateId), content, expectedVersion, meta));

export default function EditChecklistTemplate() {
  const d = useLoaderData<typeof loader>();
  const a = useActionData<typeof action>() as { questions?: QuestionInput[]; result?: never } | undefined;
  const { t } = useTranslation();
  return (
    <section className={cs.page}>
      <h1>{t("checklist.template.edit")}</h1>
      <TemplateForm defaults={d.defaults} questions={a?.questions ?? d.questions} commandId={d.commandId} version={d.version} result={a?.result} />
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.pageTitle} · Cantiere` : "Cantiere" }];
