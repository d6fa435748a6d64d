import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { authorizeGet } from "~/auth/policy.server";
import { can } from "~/domain/access/permissions";
import { anyOf, type Policy } from "~/domain/access/policy";
import { loadLeaveHistory } from "~/events/queries/leave-history.server";
import { historyBackOf, historyPage, historyRequestOf } from "~/http/history-pages.server";
import { notFound, scopedRecord } from "~/http/scope.server";
import { delegatedViewer } from "~/areas/delegation/delegation-command.server";
import { getSql } from "~/runtime.server";
import { historyBalanceAsOf } from "~/areas/leave/balance-as-of.server";
import { LeaveHistoryPage } from "~/ui/leave/leave-history-page";

export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "menu.leave_requests",
  // a delegate (read profile) only for the requests a delegation lets them decide: checked in the loader (ADR-0089)
  policy: { get: anyOf(["read", "hr"], ["read", "leave"], ["read", "audit"], ["read", "profile"]) },
};

/** A leave request's history for HR, auditors and a delegate who may decide it: its stream replayed; another company's request is a 404. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const sql = await getSql();
  const direct = can(user.access, "read", "hr") || can(user.access, "read", "leave") || can(user.access, "read", "audit");
  // a delegate reads it in the delegator's scope; for anyone else the request is outside their scope,
  // a 404 like another company's request (the same for every id: nothing about the request shows; the
  // route's policy admits read:profile, so a refusal here is the record's, not the route's: ADR-0089)
  const viewer = direct ? user : await delegatedViewer(sql, user, "leave", params.leaveId);
  if (!viewer) throw notFound();
  // an erased person's request stays readable (its personal data blanked)
  const { id, personId } = await scopedRecord(sql, viewer, "leave", params.leaveId, { includeErased: true });
  const history = await loadLeaveHistory(sql, id, historyRequestOf(request.url));
  // HR came from the requests; an auditor (read audit without read hr or leave) from the log
  const back = historyBackOf(can(user.access, "read", "hr") || can(user.access, "read", "leave"), direct, { to: "/app/hr/leave-requests", label: "leave.hr.list.title" });
  const { page, personName } = await historyPage(sql, request, history, { heading: "leave.history.title", values: { id }, person: personId, back });
  return {
    page,
    // at a chosen date and time: the person's balance as it was then, line by line (issue 37)
    balanceAsOf: await historyBalanceAsOf(sql, personId, page.history.asOf, personName ?? ""),
    // the PDF is HR's and the auditors' (its route checks so); a delegate sees the history only
    pdf: direct ? `/app/hr/leave-requests/${id}/pdf` : null,
    personLeaves: can(user.access, "read", "hr") ? `/app/hr/users/${personId}/leaves` : null,
  };
}

export default function HrLeaveHistory() {
  const { personLeaves, ...d } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return <LeaveHistoryPage {...d}>{personLeaves ? <Link to={personLeaves}>{t("leave.hr.person_leaves")}</Link> : null}</LeaveHistoryPage>;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.page.heading} · Cantiere` : "Cantiere" }];
