import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { authorizeGet } from "~/auth/policy.server";
import { can } from "~/domain/access/permissions";
import { anyOf, type Policy } from "~/domain/access/policy";
import { loadLeaveHistory } from "~/events/queries/leave-history.server";
import { historyForPage, historyRequestOf } from "~/http/history-pages.server";
import { peopleNames } from "~/events/queries/people.server";
import { getT } from "~/i18n/i18next.server";
import { notFound, scopedRecord } from "~/http/scope.server";
import { delegatedViewer } from "~/areas/delegation/delegation-command.server";
import { getSql } from "~/runtime.server";
import { RecordHistoryView } from "~/ui/history/history-view";
import { BalanceAsOf } from "~/ui/history/balance-as-of";
import { balanceAsOfView } from "~/areas/leave/balance-as-of.server";
import { PdfLinks } from "~/ui/leave/pdf-links";

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
  if (!history) throw notFound();
  const t = await getT(request);
  const person = history.people[String(personId)] ?? (await peopleNames(sql, [personId]))[String(personId)];
  // at a chosen date and time: the person's balance as it was then, line by line (issue 37)
  const balance = history.asOf ? await balanceAsOfView(sql, personId, history.asOf) : null;
  const personName = person ?? t("history.unknown_person", { id: personId });
  return {
    heading: t("leave.history.title", { id, person: personName }),
    balanceAsOf: balance && history.asOf ? { ...balance, asOf: history.asOf, person: personName } : null,
    history: historyForPage(history),
    personId,
    // HR came from the requests; an auditor (read audit without read hr or leave) from the log
    back:
      can(user.access, "read", "hr") || can(user.access, "read", "leave")
        ? { to: "/app/hr/leave-requests", label: "leave.hr.list.title" }
        : direct
          ? { to: "/app/audit", label: "audit.title" }
          : { to: "/app/profile/delegated-approvals", label: "delegation.approvals.title" },
    // the PDF is HR's and the auditors' (its route checks so); a delegate sees the history only
    pdf: direct,
    personLeaves: can(user.access, "read", "hr") ? `/app/hr/users/${personId}/leaves` : null,
  };
}

export default function HrLeaveHistory() {
  const d = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <RecordHistoryView
      history={d.history}
      title={d.heading}
      back={{ to: d.back.to, label: t(d.back.label) }}
      actions={
        <>
          {d.pdf ? <PdfLinks href={`/app/hr/leave-requests/${d.history.recordId}/pdf`} /> : null}
          {d.personLeaves ? <Link to={d.personLeaves}>{t("leave.hr.person_leaves")}</Link> : null}
        </>
      }
      extra={d.balanceAsOf ? <BalanceAsOf {...d.balanceAsOf} /> : null}
    />
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · Cantiere` : "Cantiere" }];
