import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { authorizeGet } from "~/auth/policy.server";
import { siteCompanies } from "~/domain/access/permissions";
import { anyOf, type Policy } from "~/domain/access/policy";
import { expenseHistoryWith } from "~/domain/expense/history.server";
import { expenseSites } from "~/events/queries/expenses.server";
import { loadRecordHistory } from "~/events/queries/history.server";
import { historyForPage, historyRequestOf } from "~/http/history-pages.server";
import { getT } from "~/i18n/i18next.server";
import { notFound, scopedRecord } from "~/http/scope.server";
import { getSql } from "~/runtime.server";
import { receiptLinks } from "~/storage/receipt-links.server";
import { ReceiptLink } from "~/ui/expense/receipt-link";
import { siteLabel } from "~/ui/expense/view";
import { RecordHistoryView } from "~/ui/history/history-view";

export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "menu.profile",
  policy: { get: anyOf(["read", "profile"]) },
};

/** The history of one of the user's own expenses (its stream replayed); anybody else's reads like an unknown one (404). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const sql = await getSql();
  const { id } = await scopedRecord(sql, user, "expense", params.expenseId, { personId: user.id });
  const sites = new Map((await expenseSites(sql, siteCompanies(user.principal, user.access))).map((x) => [x.id, siteLabel(x.quickcomId, x.title)]));
  const history = await loadRecordHistory(sql, expenseHistoryWith((siteId) => sites.get(siteId) ?? null), id, historyRequestOf(request.url));
  if (!history || history.current.personId !== user.id || !history.current.receipt) throw notFound();
  const t = await getT(request);
  return { heading: t("expense.history.own_title", { id }), history: historyForPage(history), receipt: await receiptLinks(history.current.receipt) };
}

export default function OwnExpenseHistory() {
  const d = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <RecordHistoryView
      history={d.history}
      title={d.heading}
      back={{ to: "/app/profile/expenses", label: t("expense.list.title") }}
      actions={<ReceiptLink receipt={d.receipt} label={t("expense.history.receipt_now")} />}
    />
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · Cantiere` : "Cantiere" }];
