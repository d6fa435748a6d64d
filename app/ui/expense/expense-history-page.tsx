// An expense's history page (the person's own and HR's): the history with the receipt as it is now.
// Its own module: the history's view stays out of the pages that show a receipt link only.
import { useTranslation } from "~/i18n/react";
import { HistoryPage, type HistoryPageData } from "~/ui/history/history-view";
import { ReceiptLink, type ReceiptView } from "./receipt-link";

export function ExpenseHistoryPage({ page, receipt }: { page: HistoryPageData; receipt: ReceiptView | null }) {
  const { t } = useTranslation();
  return <HistoryPage page={page} actions={receipt ? <ReceiptLink receipt={receipt} label={t("expense.history.receipt_now")} /> : null} />;
}
