// A person's leave balance as it was at the instant a history page shows (issue 37): the figures,
// then every request behind them as it stood then, what it counted and why.
import { useTranslation } from "~/i18n/react";
import { formatDateTime } from "~/domain/shared/format";
import { BalanceFigures, type BalanceView } from "~/ui/leave/balance-figures";
import { BalanceLinesTable, type BalanceLine } from "~/ui/leave/balance-lines";
import * as p from "~/ui/page.css";
import * as h from "./history.css";

export interface BalanceAsOfProps {
  asOf: string;
  person: string;
  balance: BalanceView;
  lines: BalanceLine[];
}

export function BalanceAsOf({ asOf, person, balance, lines }: BalanceAsOfProps) {
  const { t } = useTranslation();
  const when = formatDateTime(asOf);
  return (
    <div data-balance-as-of={asOf}>
      <h3 className={h.subtitle}>{t("history_at.balance_title", { year: balance.year, person, when })}</h3>
      <BalanceFigures balance={balance} />
      {lines.length === 0 ? (
        <p className={h.muted}>{t("history_at.no_lines")}</p>
      ) : (
        <div className={p.tableWrap} role="region" aria-labelledby="balance-as-of-lines" tabIndex={0}>
          {/* a line above, not a caption: a caption is squeezed into one column where the table becomes cards */}
          <p id="balance-as-of-lines" className={h.muted}>
            {t("history_at.balance_lines", { when })}
          </p>
          <BalanceLinesTable lines={lines} aria-labelledby="balance-as-of-lines" />
        </div>
      )}
    </div>
  );
}
