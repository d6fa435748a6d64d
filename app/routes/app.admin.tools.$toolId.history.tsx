// A tool's history (issue 18, ADR-0094): its stream replayed with the tool's own evolve — registration,
// assignments, requests and who decided them (through a delegation: for whom), returns, stock — with a
// "state at". For the tool manager's readers and the auditors; for a delegate of the tool manager
// while a delegation lets them decide one of its requests, or after they decided one, read-only.
// Anyone else: a 404 for every id.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { authorizeGet } from "~/auth/policy.server";
import { can } from "~/domain/access/permissions";
import { anyOf, type Policy } from "~/domain/access/policy";
import { toolHistory } from "~/domain/tool/history.server";
import { loadRecordHistory } from "~/events/queries/history.server";
import { readsToolsDirectly, requireToolDelegate } from "~/areas/delegation/delegated-reads.server";
import { historyBackOf, historyPage, historyRequestOf } from "~/http/history-pages.server";
import { idFromParam } from "~/http/scope.server";
import { getT } from "~/i18n/i18next.server";
import { getSql } from "~/runtime.server";
import { HistoryPage } from "~/ui/history/history-view";
import { toolPath, TOOLS_PATH } from "~/ui/tools/labels";

export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "tools.title",
  // a delegate (read profile) only for the tools a delegation lets them decide a request of: checked in the loader (ADR-0094)
  policy: { get: anyOf(["read", "tool-manager"], ["read", "audit"], ["read", "profile"]) },
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const sql = await getSql();
  const direct = readsToolsDirectly(user);
  if (!direct) await requireToolDelegate(sql, user, params.toolId);
  const id = idFromParam(params.toolId);
  const history = await loadRecordHistory(sql, toolHistory, id, historyRequestOf(request.url));
  const manager = can(user.access, "read", "tool-manager");
  // the tool manager came from the tools, an auditor from the log, a delegate from their delegated approvals
  const back = historyBackOf(manager, direct, { to: TOOLS_PATH, label: "tools.title" });
  const t = await getT(request);
  const { page } = await historyPage(sql, request, history, { heading: "audit.record_title", values: { record: t("audit.record.tool"), id }, back });
  // the tool's page opens for the tool manager's readers and a delegate (not for a deleted tool)
  return { page, tool: !history?.current.retired && (manager || !direct) ? toolPath(id) : null };
}

export default function ToolReplayedHistory() {
  const { page, tool } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return <HistoryPage page={page} actions={tool ? <Link to={tool}>{t("tools.history.to_tool")}</Link> : null} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.page.heading} · Cantiere` : "Cantiere" }];
