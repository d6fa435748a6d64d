// A checklist read-only (spec part 2 §2): its head, the nine columns and the photos, the
// signature, the PDF (or why not yet, ADR-0074), edit and copy for update admin, approve and reject
// while pending for HR and admin.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { authorizeGet } from "~/auth/policy.server";
import { can } from "~/domain/access/permissions";
import { anyOf, type Policy } from "~/domain/access/policy";
import { checklistView, decideIntent, scopedChecklist } from "~/http/checklists.server";
import { commandAction } from "~/http/command-action.server";
import { newCommandId } from "~/operations/action.server";
import { getSql } from "~/runtime.server";
import * as cs from "~/ui/checklist/checklist.css";
import { ChecklistHeadView, ChecklistTable, ExportButton } from "~/ui/checklist/checklist-table";
import { DecisionForms } from "~/ui/checklist/decision-forms";
import { FormErrors } from "~/ui/checklist/form-bits";
import { HistoryLink } from "~/ui/history/history-link";
import { CHECKLISTS, checklistPath, fillPath } from "~/ui/checklist/paths";

export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "checklist.view.title",
  policy: { get: anyOf(["read", "admin"], ["read", "allChecklists"]), post: anyOf(["update", "hr"], ["update", "admin"]) },
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const sql = await getSql();
  const { checklist, rights } = await scopedChecklist(sql, user, params.checklistId);
  return { c: await checklistView(sql, checklist), rights, mayAudit: can(user.access, "read", "audit"), commandIds: { approve: newCommandId(), reject: newCommandId() } };
}

export const action = (args: ActionFunctionArgs) => commandAction(args, handle).intents(decideIntent((id) => checklistPath(id, "view")));

export default function ChecklistViewPage() {
  const { c, rights, mayAudit, commandIds } = useLoaderData<typeof loader>();
  const a = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <section className={cs.page}>
      <p>
        <Link to={CHECKLISTS}>← {t("checklist.list.title")}</Link>
      </p>
      <h1>{c.title}</h1>
      <p className={cs.filters}>
        <ExportButton c={c} href={checklistPath(c.id, "pdf")} />
        {rights.prepare && c.status === "PENDING" && !c.signature ? <Link to={checklistPath(c.id, "edit")}>{t("checklist.actions.edit")}</Link> : null}
        {rights.prepare ? <Link to={checklistPath(c.id, "new")}>{t("checklist.actions.copy")}</Link> : null}
        {rights.fill && c.status === "PENDING" ? <Link to={fillPath(c.siteId, c.id)}>{t("checklist.actions.fill")}</Link> : null}
        {mayAudit ? <HistoryLink streamType="checklist" id={c.id} /> : null}
      </p>
      <FormErrors result={a?.result} headline="checklist.errors.not_decided" />
      <ChecklistHeadView c={c} />
      {rights.decide && c.status === "PENDING" ? <DecisionForms id={c.id} version={c.version} commandIds={commandIds} action={checklistPath(c.id, "view")} signed={c.signature !== null} /> : null}
      <ChecklistTable c={c} />
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.c.title} · Cantiere` : "Cantiere" }];
