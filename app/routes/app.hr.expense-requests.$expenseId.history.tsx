import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { authorizeGet } from "~/auth/policy.server";
import { can, siteCompanies } from "~/domain/access/permissions";
import { anyOf, type Policy } from "~/domain/access/policy";
import { expenseHistoryWith } from "~/domain/expense/history.server";
import { expenseSites } from "~/events/queries/expenses.server";
import { loadRecordHistory } from "~/events/queries/history.server";
import { historyForPage, historyRequestOf } from "~/http/history-pages.server";
import { peopleNames } from "~/events/queries/people.server";
import { getT } from "~/i18n/i18next.server";
import { notFound, scopedRecord } from "~/http/scope.server";
import { delegatedViewer } from "~/areas/delegation/delegation-command.server";
import { getSql } from "~/runtime.server";
import { receiptLinks } from "~/storage/receipt-links.server";
import { ReceiptLink } from "~/ui/expense/receipt-link";
import { siteLabel } from "~/ui/expense/view";
import { RecordHistoryView } from "~/ui/history/history-view";

export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "menu.expense_requests",
  // a delegate (read profile) only for the requests a delegation lets them decide: checked in the loader (ADR-0089)
  policy: { get: anyOf(["read", "hr"], ["read", "audit"], ["read", "profile"]) },
};

/** An expense's history for HR, auditors and a delegate who may decide it: its stream replayed, never a projection; another company's expense is a 404. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const sql = await getSql();
  const direct = can(user.access, "read", "hr") || can(user.access, "read", "audit");
  // a delegate reads it in the delegator's scope; for anyone else the request is outside their scope,
  // a 404 like another company's request (the same for every id: nothing about the request shows; the
  // route's policy admits read:profile, so a refusal here is the record's, not the route's: ADR-0089)
  const viewer = direct ? user : await delegatedViewer(sql, user, "expense", params.expenseId);
  if (!viewer) throw notFound();
  // an erased person's expense stays readable (its personal data blanked)
  const { id, personId } = await scopedRecord(sql, viewer, "expense", params.expenseId, { includeErased: true });
  const sites = new Map((await expenseSites(sql, siteCompanies(viewer.principal, viewer.access))).map((x) => [x.id, siteLabel(x.quickcomId, x.title)]));
  const history = await loadRecordHistory(sql, expenseHistoryWith((siteId) => sites.get(siteId) ?? null), id, historyRequestOf(request.url));
  if (!history || !history.current.receipt) throw notFound();
  const t = await getT(request);
  const person = history.people[String(personId)] ?? (await peopleNames(sql, [personId]))[String(personId)];
  return {
    heading: t("expense.history.title", { id, person: person ?? t("history.unknown_person", { id: personId }) }),
    history: historyForPage(history),
    receipt: await receiptLinks(history.current.receipt),
    back: can(user.access, "read", "hr")
      ? { to: "/app/hr/expense-requests?status=ALL", key: "expense.history.to_list" }
      : direct
        ? { to: "/app/audit", key: "audit.title" }
        : { to: "/app/profile/delegated-approvals", key: "delegation.approvals.title" },
  };
}

export default function HrExpenseHistory() {
  const d = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <RecordHistoryView
      history={d.history}
      title={d.heading}
      back={{ to: d.back.to, label: t(d.back.key) }}
      actions={<ReceiptLink receipt={d.receipt} label={t("expense.history.receipt_now")} />}
    />
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · Cantiere` : "Cantiere" }];
