import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { authorizeGet } from "~/auth/policy.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { historyPlugOf } from "~/events/queries/history-plugs.server";
import { loadRecordHistory } from "~/events/queries/history.server";
import { historyPage, historyRequestOf } from "~/http/history-pages.server";
import { getT } from "~/i18n/i18next.server";
import { idFromParam, notFound } from "~/http/scope.server";
import { getSql } from "~/runtime.server";
import { HistoryPage } from "~/ui/history/history-view";
import { recordTypeOf } from "~/ui/history/record-types.server";

export const handle: { i18n: string; title: string; policy: Policy } = { i18n: "common", title: "audit.title", policy: { get: anyOf(["read", "audit"]) } };

/** Any record's history for the audit: its stream folded with its describer, or field by field when it has none. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await authorizeGet(request, handle);
  const streamType = params.streamType ?? "";
  if (!/^[a-z][a-z0-9-]{0,63}$/.test(streamType)) throw notFound();
  const id = idFromParam(params.recordId);
  const sql = await getSql();
  const history = await loadRecordHistory(sql, historyPlugOf(streamType), id, historyRequestOf(request.url));
  const t = await getT(request);
  const type = recordTypeOf(streamType);
  const back = { to: "/app/audit", label: "audit.title" };
  return historyPage(sql, request, history, { heading: "audit.record_title", values: { record: type ? t(type.label) : streamType, id }, back });
}

export default function AuditRecordHistory() {
  return <HistoryPage page={useLoaderData<typeof loader>().page} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.page.heading} · Cantiere` : "Cantiere" }];
