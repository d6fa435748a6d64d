import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { authorizeGet } from "~/auth/policy.server";
import { can } from "~/domain/access/permissions";
import { anyOf, type Policy } from "~/domain/access/policy";
import { expenseHistory } from "~/areas/expense/expense-history.server";
import { historyBackOf, historyPage } from "~/http/history-pages.server";
import { notFound, scopedRecord } from "~/http/scope.server";
import { delegatedViewer } from "~/areas/delegation/delegation-command.server";
import { getSql } from "~/runtime.server";
import { ExpenseHistoryPage } from "~/ui/expense/expense-history-page";

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
  const found = await expenseHistory(sql, viewer, id, request.url);
  const back = historyBackOf(can(user.access, "read", "hr"), direct, { to: "/app/hr/expense-requests?status=ALL", label: "expense.history.to_list" });
  const { page } = await historyPage(sql, request, found?.history ?? null, { heading: "expense.history.title", values: { id }, person: personId, back });
  return { page, receipt: found?.receipt ?? null };
}

export default function HrExpenseHistory() {
  return <ExpenseHistoryPage {...useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.page.heading} · Cantiere` : "Cantiere" }];
