import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { authorizeGet } from "~/auth/policy.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { historyPlugOf } from "~/events/queries/history-plugs.server";
import { loadRecordHistory } from "~/events/queries/history.server";
import { historyForPage, historyRequestOf } from "~/http/history-pages.server";
import { getT } from "~/i18n/i18next.server";
import { idFromParam, notFound } from "~/http/scope.server";
import { getSql } from "~/runtime.server";
import { RecordHistoryView } from "~/ui/history/history-view";
import { recordTypeOf } from "~/ui/history/record-types.server";

export const handle: { i18n: string; title: string; policy: Policy } = { i18n: "common", title: "audit.title", policy: { get: anyOf(["read", "audit"]) } };

/** Any record's history for the audit: its stream folded with its describer, or field by field when it has none. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await authorizeGet(request, handle);
  const streamType = params.streamType ?? "";
  if (!/^[a-z][a-z0-9-]{0,63}$/.test(streamType)) throw notFound();
  const id = idFromParam(params.recordId);
  const history = await loadRecordHistory(await getSql(), historyPlugOf(streamType), id, historyRequestOf(request.url));
  if (!history) throw notFound();
  const t = await getT(request);
  const type = recordTypeOf(streamType);
  return { heading: t("audit.record_title", { record: type ? t(type.label) : streamType, id }), history: historyForPage(history) };
}

export default function AuditRecordHistory() {
  const d = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return <RecordHistoryView history={d.history} title={d.heading} back={{ to: "/app/audit", label: t("audit.title") }} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · Cantiere` : "Cantiere" }];
