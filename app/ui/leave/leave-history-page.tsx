// A leave request's history page (the person's own and HR's): the history with the absence form's
// PDF links and, at a chosen date and time, the person's balance as it was then (issue 37).
import type { ReactNode } from "react";
import { BalanceAsOf, type BalanceAsOfProps } from "~/ui/history/balance-as-of";
import { HistoryPage, type HistoryPageData } from "~/ui/history/history-view";
import { PdfLinks } from "./pdf-links";

export function LeaveHistoryPage({ page, balanceAsOf, pdf, children }: { page: HistoryPageData; balanceAsOf: BalanceAsOfProps | null; pdf: string | null; children?: ReactNode }) {
  const actions = (
    <>
      {pdf ? <PdfLinks href={pdf} /> : null}
      {children}
    </>
  );
  return <HistoryPage page={page} actions={actions} extra={balanceAsOf ? <BalanceAsOf {...balanceAsOf} /> : null} />;
}
