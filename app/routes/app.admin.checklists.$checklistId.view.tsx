// A checklist read-only (spec part 2 §2): its head, the nine columns and the photos, the
// signature, the PDF (or why not yet, ADR-0074), edit, copy and remove (after a confirmation step,
// ADR-0080) for update admin, approve and reject while pending for HR and admin, and its history.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { authorizeGet } from "~/auth/policy.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { removeChecklistSchema } from "~/domain/checklist/schema.server";
import { checklistView, decideIntent, scopedChecklist } from "~/areas/checklists/checklists.server";
import { readableChecklist } from "~/areas/delegation/delegated-reads.server";
import { commandAction } from "~/http/command-action.server";
import { newCommandId } from "~/http/command-ids.server";
import { removeChecklist } from "~/areas/checklists/remove-checklist.server";
import { getSql } from "~/runtime.server";
import * as cs from "~/ui/checklist/checklist.css";
import { ChecklistHeadView, ChecklistTable, ExportButton } from "~/ui/checklist/checklist-table";
import { DecisionForms } from "~/ui/checklist/decision-forms";
import { FormErrors } from "~/ui/checklist/form-bits";
import { CHECKLISTS, checklistPath, DELEGATED_APPROVALS, fillPath } from "~/ui/checklist/paths";
import { ConfirmCommandStep } from "~/ui/confirm";
import { queryParams } from "~/domain/shared/query-params";

export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "checklist.view.title",
  // a delegate (read profile) only for the checklists a delegation lets them decide, read-only: checked in the loader (ADR-0094)
  policy: { get: anyOf(["read", "admin"], ["read", "allChecklists"], ["read", "profile"]), post: anyOf(["update", "hr"], ["update", "admin"]) },
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const sql = await getSql();
  const { checklist, rights, delegated } = await readableChecklist(sql, user, params.checklistId);
  // an approved checklist is the client's record and stays (ADR-0080)
  const removable = rights.prepare && checklist.status !== "APPROVED";
  return {
    c: await checklistView(sql, checklist),
    rights,
    // a delegate came from their delegated approvals (the list is not theirs)
    back: delegated ? { to: DELEGATED_APPROVALS, label: "delegation.approvals.title" } : { to: CHECKLISTS, label: "checklist.list.title" },
    removable,
    confirmRemove: removable && queryParams(request).has("remove"),
    commandIds: { approve: newCommandId(), reject: newCommandId(), remove: newCommandId() },
  };
}

export const action = (args: ActionFunctionArgs) =>
  commandAction(args, handle).intents({
    ...decideIntent((id) => checklistPath(id, "view")),
    "remove-checklist": {
      schema: removeChecklistSchema,
      allowed: async ({ sql, user, value }) => (await scopedChecklist(sql, user, String(value.checklistId))).rights.prepare,
      run: async ({ sql, user, value, meta, expectedVersion }) => {
        const { checklist } = await scopedChecklist(sql, user, String(value.checklistId));
        await removeChecklist(sql, checklist.id, expectedVersion, meta);
        return { to: CHECKLISTS, flash: "checklist.removed" };
      },
    },
  });

export default function ChecklistViewPage() {
  const { c, rights, back, removable, confirmRemove, commandIds } = useLoaderData<typeof loader>();
  const a = useActionData<typeof action>();
  const { t } = useTranslation();
  const here = checklistPath(c.id, "view");
  return (
    <section className={cs.page}>
      <p>
        <Link to={back.to}>← {t(back.label)}</Link>
      </p>
      <h1>{c.title}</h1>
      <p className={cs.filters}>
        <ExportButton c={c} href={checklistPath(c.id, "pdf")} />
        {rights.prepare && c.status === "PENDING" && !c.signature ? <Link to={checklistPath(c.id, "edit")}>{t("checklist.actions.edit")}</Link> : null}
        {rights.prepare ? <Link to={checklistPath(c.id, "new")}>{t("checklist.actions.copy")}</Link> : null}
        {rights.fill && c.status === "PENDING" ? <Link to={fillPath(c.siteId, c.id)}>{t("checklist.actions.fill")}</Link> : null}
        <Link to={checklistPath(c.id, "history")}>{t("checklist.actions.history")}</Link>
        {removable && !confirmRemove ? <Link to={`${here}?remove=1`}>{t("checklist.actions.remove")}</Link> : null}
      </p>
      <FormErrors result={a?.result} headline={a?.intent === "remove-checklist" ? "checklist_not_deleted" : "checklist.errors.not_decided"} />
      {confirmRemove || a?.intent === "remove-checklist" ? (
        <div role="alertdialog" aria-labelledby="remove-title">
          <ConfirmCommandStep
            title={t("checklist.remove.title")}
            text={t("checklist.remove.text", { title: c.title })}
            intent="remove-checklist"
            idField="checklistId"
            id={c.id}
            version={c.version}
            commandId={commandIds.remove}
            cancelTo={here}
            action={here}
            titleId="remove-title"
            cancel={t("checklist.cancel")}
            confirm={t("checklist.remove.confirm")}
          />
        </div>
      ) : null}
      <ChecklistHeadView c={c} />
      {rights.decide && c.status === "PENDING" ? <DecisionForms id={c.id} version={c.version} commandIds={commandIds} action={here} signed={c.signature !== null} /> : null}
      <ChecklistTable c={c} />
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.c.title} · Cantiere` : "Cantiere" }];
