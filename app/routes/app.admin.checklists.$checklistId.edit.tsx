// A pending, unsigned checklist's edit form (update admin): title, dates and the question editor;
// items kept keep their answers (ADR-0072). A decided checklist says edit_allow_only_on_pending.
import { getT } from "~/i18n/i18next.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { authorizeGet } from "~/auth/policy.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import type { QuestionInput } from "~/domain/checklist/decider";
import { applyEditorOp, questionsFromForm, reviseChecklistSchema } from "~/domain/checklist/schema.server";
import { checklistDetailById } from "~/events/queries/checklists.server";
import { scopedChecklist } from "~/areas/checklists/checklists.server";
import { commandAction } from "~/http/command-action.server";
import { notFound } from "~/http/scope.server";
import { newCommandId } from "~/http/command-ids.server";
import { reviseChecklist } from "~/areas/checklists/revise-checklist.server";
import { getSql } from "~/runtime.server";
import * as cs from "~/ui/checklist/checklist.css";
import { checklistFieldId, FormErrors, Hidden, type Result } from "~/ui/checklist/form-bits";
import { HandErrorSummary } from "~/ui/forms/error-summary";
import { HeadFields } from "~/ui/checklist/head-form";
import { checklistPath } from "~/ui/checklist/paths";
import { DefaultSubmit, QuestionEditor } from "~/ui/checklist/question-editor";
import * as s from "~/ui/shell.css";

export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "checklist.edit.title",
  policy: { get: anyOf(["update", "admin"]), post: anyOf(["update", "admin"]) },
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const sql = await getSql();
  const { checklist } = await scopedChecklist(sql, user, params.checklistId);
  const detail = await checklistDetailById(sql, checklist.id);
  if (!detail) throw notFound();
  const t = await getT(request);
  return {
    pageTitle: t("checklist.edit.title"),
    id: checklist.id,
    locked: checklist.status !== "PENDING" ? "edit_allow_only_on_pending" : checklist.signed ? "checklist.errors.signed_locked" : null,
    version: checklist.version,
    commandId: newCommandId(),
    defaults: { title: checklist.title, date: checklist.date, readyBy: checklist.readyBy },
    questions: detail.questions.map((q) => ({ questionId: q.questionId, title: q.title, items: q.items.map((i) => ({ itemId: i.itemId, label: i.label })) })) as QuestionInput[],
  };
}

export const action = (args: ActionFunctionArgs) =>
  commandAction(args, { ...handle, scope: async ({ sql, user, params }) => (await scopedChecklist(sql, user, params.checklistId)).checklist }).intents({
    "revise-checklist": {
      schema: reviseChecklistSchema,
      failure: ({ form }) => ({ questions: questionsFromForm(form.entries()) }),
      run: async ({ sql, scope, form, value, meta, expectedVersion }) => {
        const questions = questionsFromForm(form.entries());
        const changed = applyEditorOp(questions, value.op);
        if (changed) return { show: { data: { questions: changed } } };
        await reviseChecklist(sql, scope.id, { title: value.title ?? "", date: value.date ?? "", readyBy: value.readyBy ?? "" }, questions, expectedVersion, meta);
        return { to: checklistPath(scope.id, "view"), flash: "checklist.saved" };
      },
    },
  });

export default function EditChecklist() {
  const d = useLoaderData<typeof loader>();
  const a = useActionData<typeof action>() as { questions?: QuestionInput[]; result?: never } | undefined;
  const { t } = useTranslation();
  return (
    <section className={cs.page}>
      <p>
        <Link to={checklistPath(d.id, "view")}>← {t("checklist.view.title")}</Link>
      </p>
      <h1>{t("checklist.edit.title")}</h1>
      {d.locked ? (
        <p role="alert">{t(d.locked)}</p>
      ) : (
        <Form method="post" className={cs.page} id="checklist-edit-form">
          <HandErrorSummary formId="checklist-edit-form" errors={(a?.result as Result)?.error} idOf={checklistFieldId} />
          <DefaultSubmit />
          <Hidden intent="revise-checklist" commandId={d.commandId} version={d.version} />
          <FormErrors result={a?.result} />
          <HeadFields defaults={d.defaults} result={a?.result} />
          <QuestionEditor questions={a?.questions ?? d.questions} result={a?.result} />
          <p>
            <button type="submit" name="op" value="" className={s.button}>
              {t("checklist.save")}
            </button>{" "}
            <Link to={checklistPath(d.id, "view")}>{t("checklist.cancel")}</Link>
          </p>
        </Form>
      )}
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.pageTitle} · Cantiere` : "Cantiere" }];
