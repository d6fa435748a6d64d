import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { authorizeGet } from "~/auth/policy.server";
import { ownPageHandle } from "~/ui/profile/own-page";
import { loadLeaveHistory } from "~/events/queries/leave-history.server";
import { historyPage, historyRequestOf } from "~/http/history-pages.server";
import { scopedRecord } from "~/http/scope.server";
import { getSql } from "~/runtime.server";
import { historyBalanceAsOf } from "~/areas/leave/balance-as-of.server";
import { LeaveHistoryPage } from "~/ui/leave/leave-history-page";

export const handle = ownPageHandle();

/** The history of one of the user's own requests; anybody else's reads like an unknown one (404). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const sql = await getSql();
  const { id } = await scopedRecord(sql, user, "leave", params.leaveId, { personId: user.id });
  const found = await loadLeaveHistory(sql, id, historyRequestOf(request.url));
  const history = found && found.current.personId === user.id ? found : null;
  const { page } = await historyPage(sql, request, history, { heading: "leave.history.own_title", values: { id }, back: { to: "/app/profile/leaves", label: "leave.list.title" } });
  // at a chosen date and time: the user's own balance as it was then (issue 37)
  return { page, balanceAsOf: await historyBalanceAsOf(sql, user.id, page.history.asOf, `${user.firstName} ${user.lastName}`.trim()) };
}

export default function OwnLeaveHistory() {
  const { page, balanceAsOf } = useLoaderData<typeof loader>();
  return <LeaveHistoryPage page={page} balanceAsOf={balanceAsOf} pdf={`/app/profile/leaves/${page.history.recordId}/pdf`} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.page.heading} · Cantiere` : "Cantiere" }];
