import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { authorizeGet } from "~/auth/policy.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { stampHistory } from "~/domain/stamping/history.server";
import { loadRecordHistory } from "~/events/queries/history.server";
import { historyForPage, historyRequestOf } from "~/http/history-pages.server";
import { getT } from "~/i18n/i18next.server";
import { notFound, scopedRecord } from "~/http/scope.server";
import { getSql } from "~/runtime.server";
import { RecordHistoryView } from "~/ui/history/history-view";

export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "menu.profile",
  policy: { get: anyOf(["read", "profile"]) },
};

/** The history of one of the user's own stamps (who recorded, corrected or decided it); anybody else's is a 404. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const sql = await getSql();
  const { id } = await scopedRecord(sql, user, "stamp", params.stampId, { personId: user.id });
  const history = await loadRecordHistory(sql, stampHistory, id, historyRequestOf(request.url));
  if (!history) throw notFound();
  const t = await getT(request);
  return { heading: t("stamping.history.own_title", { id }), history: historyForPage(history) };
}

export default function OwnStampHistory() {
  const d = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return <RecordHistoryView history={d.history} title={d.heading} back={{ to: "/app/profile/stamping", label: t("stamping.title") }} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · Cantiere` : "Cantiere" }];
