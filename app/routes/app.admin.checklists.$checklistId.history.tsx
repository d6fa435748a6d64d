// A checklist's history (ADR-0011, ADR-0080): its stream replayed, never a projection — who prepared
// it, who answered which point with what and when, who signed it and how, who decided and who
// removed it; a removed checklist keeps its history. Outside the user's scope: a 404.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { authorizeGet } from "~/auth/policy.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { checklistHistoryWith } from "~/domain/checklist/history.server";
import { loadRecordHistory } from "~/events/queries/history.server";
import { readableChecklist } from "~/areas/delegation/delegated-reads.server";
import { historyPage, historyRequestOf } from "~/http/history-pages.server";
import { getSql } from "~/runtime.server";
import { CHECKLISTS, checklistPath, DELEGATED_APPROVALS } from "~/ui/checklist/paths";
import { HistoryPage } from "~/ui/history/history-view";

export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "checklist.history.page_title",
  // a delegate (read profile) only for the checklists a delegation lets them decide, read-only: checked in the loader (ADR-0094)
  policy: { get: anyOf(["read", "admin"], ["read", "allChecklists"], ["read", "profile"]) },
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const sql = await getSql();
  const { checklist: c, delegated } = await readableChecklist(sql, user, params.checklistId, { includeRemoved: true });
  // the site and the template never change within a checklist: the list row names them
  const names = { site: (id: number) => (id === c.siteId ? c.siteTitle || null : null), template: (id: number) => (id === c.templateId ? c.templateName : null) };
  const history = await loadRecordHistory(sql, checklistHistoryWith(names), c.id, historyRequestOf(request.url));
  const back = delegated ? { to: DELEGATED_APPROVALS, label: "delegation.approvals.title" } : { to: CHECKLISTS, label: "checklist.list.title" };
  const { page } = await historyPage(sql, request, history, { heading: "checklist.history.title", values: { id: c.id, title: c.title }, back });
  return { page, view: c.removed ? null : checklistPath(c.id, "view") };
}

export default function ChecklistHistory() {
  const { page, view } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return <HistoryPage page={page} actions={view ? <Link to={view}>{t("checklist.history.to_view")}</Link> : <span>{t("checklist.history.removed_note")}</span>} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.page.heading} · Cantiere` : "Cantiere" }];
