import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { authorizeGet } from "~/auth/policy.server";
import { ownPageHandle } from "~/ui/profile/own-page";
import { stampHistory } from "~/domain/stamping/history.server";
import { loadRecordHistory } from "~/events/queries/history.server";
import { historyPage, historyRequestOf } from "~/http/history-pages.server";
import { scopedRecord } from "~/http/scope.server";
import { getSql } from "~/runtime.server";
import { HistoryPage } from "~/ui/history/history-view";

export const handle = ownPageHandle();

/** The history of one of the user's own stamps (who recorded, corrected or decided it); anybody else's is a 404. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const sql = await getSql();
  const { id } = await scopedRecord(sql, user, "stamp", params.stampId, { personId: user.id });
  const history = await loadRecordHistory(sql, stampHistory, id, historyRequestOf(request.url));
  return historyPage(sql, request, history, { heading: "stamping.history.own_title", values: { id }, back: { to: "/app/profile/stamping", label: "stamping.title" } });
}

export default function OwnStampHistory() {
  return <HistoryPage page={useLoaderData<typeof loader>().page} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.page.heading} · Cantiere` : "Cantiere" }];
