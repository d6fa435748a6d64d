import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { authorizeGet } from "~/auth/policy.server";
import { ownPageHandle } from "~/ui/profile/own-page";
import { expenseHistory } from "~/areas/expense/expense-history.server";
import { historyPage } from "~/http/history-pages.server";
import { scopedRecord } from "~/http/scope.server";
import { getSql } from "~/runtime.server";
import { ExpenseHistoryPage } from "~/ui/expense/expense-history-page";

export const handle = ownPageHandle();

/** The history of one of the user's own expenses (its stream replayed); anybody else's reads like an unknown one (404). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const sql = await getSql();
  const { id } = await scopedRecord(sql, user, "expense", params.expenseId, { personId: user.id });
  const found = await expenseHistory(sql, user, id, request.url);
  const own = found && found.history.current.personId === user.id ? found : null;
  const { page } = await historyPage(sql, request, own?.history ?? null, { heading: "expense.history.own_title", values: { id }, back: { to: "/app/profile/expenses", label: "expense.list.title" } });
  return { page, receipt: own?.receipt ?? null };
}

export default function OwnExpenseHistory() {
  return <ExpenseHistoryPage {...useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.page.heading} · Cantiere` : "Cantiere" }];
