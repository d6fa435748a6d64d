// An expense's history (ADR-0011), as the person's own page and HR's (or an auditor's, or a
// delegate's) read it: the stream replayed with the sites named as the reader sees them, and the
// receipt as it is now. An expense without a receipt is no expense a page shows (null: a 404).
import type { CurrentUser } from "~/auth/user.server";
import type { Sql } from "~/db.server";
import { siteCompanies } from "~/domain/access/permissions";
import { expenseHistoryWith } from "~/domain/expense/history.server";
import { expenseSites } from "~/events/queries/expenses.server";
import { loadRecordHistory } from "~/events/queries/history.server";
import { historyRequestOf } from "~/http/history-pages.server";
import { receiptLinks } from "~/storage/receipt-links.server";
import { siteLabel } from "~/ui/expense/view";

export async function expenseHistory(sql: Sql, viewer: Pick<CurrentUser, "principal" | "access">, id: number, url: string) {
  const sites = new Map((await expenseSites(sql, siteCompanies(viewer.principal, viewer.access))).map((x) => [x.id, siteLabel(x.quickcomId, x.title)]));
  const history = await loadRecordHistory(sql, expenseHistoryWith((siteId) => sites.get(siteId) ?? null), id, historyRequestOf(url));
  return history?.current.receipt ? { history, receipt: await receiptLinks(history.current.receipt) } : null;
}
