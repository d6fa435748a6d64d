import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { authorizeGet } from "~/auth/policy.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { loadLeaveHistory } from "~/events/queries/leave-history.server";
import { historyForPage, historyRequestOf } from "~/http/history-pages.server";
import { getT } from "~/i18n/i18next.server";
import { notFound, scopedRecord } from "~/http/scope.server";
import { getSql } from "~/runtime.server";
import { RecordHistoryView } from "~/ui/history/history-view";
import { BalanceAsOf } from "~/ui/history/balance-as-of";
import { balanceAsOfView } from "~/areas/leave/balance-as-of.server";
import { PdfLinks } from "~/ui/leave/pdf-links";

export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "menu.profile",
  policy: { get: anyOf(["read", "profile"]) },
};

/** The history of one of the user's own requests; anybody else's reads like an unknown one (404). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const sql = await getSql();
  const { id } = await scopedRecord(sql, user, "leave", params.leaveId, { personId: user.id });
  const history = await loadLeaveHistory(sql, id, historyRequestOf(request.url));
  if (!history || history.current.personId !== user.id) throw notFound();
  const t = await getT(request);
  // at a chosen date and time: the user's own balance as it was then (issue 37)
  const balance = history.asOf ? await balanceAsOfView(sql, user.id, history.asOf) : null;
  const balanceAsOf = balance && history.asOf ? { ...balance, asOf: history.asOf, person: `${user.firstName} ${user.lastName}`.trim() } : null;
  return { heading: t("leave.history.own_title", { id }), history: historyForPage(history), balanceAsOf };
}

export default function OwnLeaveHistory() {
  const d = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <RecordHistoryView
      history={d.history}
      title={d.heading}
      back={{ to: "/app/profile/leaves", label: t("leave.list.title") }}
      actions={<PdfLinks href={`/app/profile/leaves/${d.history.recordId}/pdf`} />}
      extra={d.balanceAsOf ? <BalanceAsOf {...d.balanceAsOf} /> : null}
    />
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · Cantiere` : "Cantiere" }];
