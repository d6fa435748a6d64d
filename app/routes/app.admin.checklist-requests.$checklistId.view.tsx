// A checklist request read-only (spec part 2 §2): export, go back, its history (ADR-0080), and approve
// or reject while pending.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { authorizeGet } from "~/auth/policy.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { checklistView, decideIntent } from "~/areas/checklists/checklists.server";
import { readableChecklist } from "~/areas/delegation/delegated-reads.server";
import { commandAction } from "~/http/command-action.server";
import { newCommandId } from "~/http/command-ids.server";
import { getSql } from "~/runtime.server";
import * as cs from "~/ui/checklist/checklist.css";
import { ChecklistHeadView, ChecklistTable, ExportButton } from "~/ui/checklist/checklist-table";
import { DecisionForms } from "~/ui/checklist/decision-forms";
import { FormErrors } from "~/ui/checklist/form-bits";
import { CHECKLIST_REQUESTS, checklistPath, DELEGATED_APPROVALS, requestPath } from "~/ui/checklist/paths";

export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "checklist.requests.title",
  // a delegate (read profile) only for the checklists a delegation lets them decide, read-only: checked in the loader (ADR-0094)
  policy: { get: anyOf(["read", "admin"], ["read", "allChecklists"], ["read", "profile"]), post: anyOf(["update", "hr"], ["update", "admin"]) },
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const sql = await getSql();
  const { checklist, rights, delegated } = await readableChecklist(sql, user, params.checklistId);
  return {
    c: await checklistView(sql, checklist),
    decide: rights.decide,
    back: delegated ? { to: DELEGATED_APPROVALS, label: "delegation.approvals.title" } : { to: CHECKLIST_REQUESTS, label: "checklist.back" },
    commandIds: { approve: newCommandId(), reject: newCommandId() },
  };
}

export const action = (args: ActionFunctionArgs) => commandAction(args, handle).intents(decideIntent((id) => requestPath(id)));

export default function ChecklistRequest() {
  const { c, decide, back, commandIds } = useLoaderData<typeof loader>();
  const a = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <section className={cs.page}>
      <p>
        <Link to={back.to}>← {t(back.label)}</Link>
      </p>
      <h1>{c.title}</h1>
      <p className={cs.filters}>
        <ExportButton c={c} href={checklistPath(c.id, "pdf")} />
        <Link to={checklistPath(c.id, "history")}>{t("checklist.actions.history")}</Link>
      </p>
      <FormErrors result={a?.result} headline="checklist.errors.not_decided" />
      <ChecklistHeadView c={c} />
      {decide && c.status === "PENDING" ? <DecisionForms id={c.id} version={c.version} commandIds={commandIds} action={requestPath(c.id)} signed={c.signature !== null} /> : null}
      <ChecklistTable c={c} />
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.c.title} · Cantiere` : "Cantiere" }];
