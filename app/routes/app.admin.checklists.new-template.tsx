// A new checklist template (update admin): name, type, mandatory with its interval, questions and
// items added, removed and moved without JavaScript (ADR-0072).
import { getT } from "~/i18n/i18next.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { authorizeGet } from "~/auth/policy.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import type { QuestionInput } from "~/domain/checklist/decider";
import { templateAction } from "~/areas/checklists/checklist-template-action.server";
import { newCommandId } from "~/http/command-ids.server";
import { createChecklistTemplate } from "~/areas/checklists/create-checklist-template.server";
import * as cs from "~/ui/checklist/checklist.css";
import { TemplateForm } from "~/ui/checklist/template-form";

export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "checklist.template.new",
  policy: { get: anyOf(["update", "admin"]), post: anyOf(["update", "admin"]) },
};

export async function loader({ request }: LoaderFunctionArgs) {
  await authorizeGet(request, handle);
  const t = await getT(request);
  return { pageTitle: t("checklist.template.new"), commandId: newCommandId(), questions: [{ title: "", items: [{ label: "" }] }] as QuestionInput[] };
}

export const action = (args: ActionFunctionArgs) => templateAction(args, handle, (sql, content, _v, meta) => createChecklistTemplate(sql, content, meta));

export default function NewChecklistTemplate() {
  const d = useLoaderData<typeof loader>();
  const a = useActionData<typeof action>() as { questions?: QuestionInput[]; result?: never } | undefined;
  const { t } = useTranslation();
  return (
    <section className={cs.page}>
      <h1>{t("checklist.template.new")}</h1>
      <TemplateForm defaults={{ name: "", type: "safety", mandatory: false, notifyEach: "" }} questions={a?.questions ?? d.questions} commandId={d.commandId} result={a?.result} />
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.pageTitle} · Cantiere` : "Cantiere" }];
