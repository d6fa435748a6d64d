// The checklist templates (spec part 2 §2, §9: fetched 1000 at a time): name, type, mandatory with
// its interval, questions and items; new, edit and remove (after a confirmation) for update admin.
import { getT } from "~/i18n/i18next.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { authorizeGet } from "~/auth/policy.server";
import { can } from "~/domain/access/permissions";
import { anyOf, type Policy } from "~/domain/access/policy";
import { removeTemplateSchema } from "~/domain/checklist/schema.server";
import { checklistTemplates } from "~/events/queries/checklists.server";
import { commandAction } from "~/http/command-action.server";
import { newCommandId } from "~/http/command-ids.server";
import { removeChecklistTemplate } from "~/areas/checklists/remove-checklist-template.server";
import { getSql } from "~/runtime.server";
import * as cs from "~/ui/checklist/checklist.css";
import { FormErrors } from "~/ui/checklist/form-bits";
import { CHECKLISTS, templatePath } from "~/ui/checklist/paths";
import { ConfirmCommandStep } from "~/ui/confirm";
import * as s from "~/ui/shell.css";
import { queryParams } from "~/domain/shared/query-params";
import { ColumnsTable } from "~/ui/table/columns-table";

export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "checklist.templates.title",
  policy: { get: anyOf(["read", "admin"], ["read", "allChecklists"]), post: anyOf(["update", "admin"]) },
};

const PATH = `${CHECKLISTS}/templates`;

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const rows = await checklistTemplates(await getSql());
  const removing = rows.find((r) => String(r.id) === queryParams(request).get("remove")) ?? null;
  const t = await getT(request);
  return {
    pageTitle: t("checklist.templates.title"),
    mayUpdate: can(user.access, "update", "admin"),
    rows: rows.map((r) => ({ id: r.id, name: r.name, type: r.type, mandatory: r.mandatory, notifyEach: r.notifyEach, questions: r.questionCount, items: r.itemCount, version: r.version })),
    confirm: removing ? { id: removing.id, name: removing.name, version: removing.version } : null,
    commandId: newCommandId(),
  };
}

export const action = (args: ActionFunctionArgs) =>
  commandAction(args, handle).intents({
    "remove-checklist-template": {
      schema: removeTemplateSchema,
      run: async ({ sql, value, meta }) => {
        await removeChecklistTemplate(sql, value.templateId, null, meta);
        return { to: PATH, flash: "checklist.template.removed" };
      },
    },
  });

export default function ChecklistTemplates() {
  const d = useLoaderData<typeof loader>();
  const a = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <section className={cs.page} aria-labelledby="templates-title">
      <p>
        <Link to={CHECKLISTS}>← {t("checklist.list.title")}</Link>
      </p>
      <h1 id="templates-title">{t("checklist.templates.title")}</h1>
      {d.mayUpdate ? (
        <p>
          <Link to={`${CHECKLISTS}/new-template`} className={s.linkButton}>
            {t("checklist.template.new")}
          </Link>
        </p>
      ) : null}
      <FormErrors result={a?.result} headline="checklist_not_deleted" />
      {d.confirm ? (
        <div role="alertdialog" aria-labelledby="remove-title">
          <ConfirmCommandStep
            title={t("checklist.template.remove_title")}
            text={t("checklist.template.remove_text", { name: d.confirm.name })}
            intent="remove-checklist-template"
            idField="templateId"
            id={d.confirm.id}
            commandId={d.commandId}
            cancelTo={PATH}
            action={PATH}
            titleId="remove-title"
            cancel={t("checklist.cancel")}
            confirm={t("checklist.template.remove")}
          />
        </div>
      ) : null}
      <ColumnsTable
        rows={d.rows}
        columns={[
          ["name", t("checklist.template.name")],
          { header: t("checklist.template.type"), cell: (r) => t(`checklist.types.${r.type}`) },
          { header: t("checklist.template.mandatory"), cell: (r) => (r.mandatory && r.notifyEach ? t(`checklist.notify.${r.notifyEach}`) : "—") },
          { header: t("checklist.template.counts"), cell: (r) => t("checklist.template.count_text", { questions: r.questions, items: r.items }) },
          d.mayUpdate && {
            header: t("checklist.list.actions"),
            cell: (r) => (
              <>
                <Link to={templatePath(r.id)}>{t("checklist.actions.edit")}</Link> · <Link to={`${PATH}?remove=${r.id}`}>{t("checklist.template.remove")}</Link>
              </>
            ),
          },
        ]}
        empty={t("the_search_did_not_return_any_results")}
        classes={{ table: cs.table }}
        wrap={cs.scroll}
      />
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.pageTitle} · Cantiere` : "Cantiere" }];
