// A person's leave balance as it was at the instant a history page shows (issue 37): the figures,
// then every request behind them as it stood then, what it counted and why.
import { useTranslation } from "~/i18n/react";
import type { LeaveStatus } from "~/domain/leave/types";
import { formatDateTime } from "~/domain/shared/format";
import { BalanceFigures, type BalanceView } from "~/ui/leave/balance-figures";
import { StatusBadge } from "~/ui/leave/status-badge";
import * as p from "~/ui/page.css";
import { StackTable } from "~/ui/table/stack-table";
import * as h from "./history.css";

export interface BalanceAsOfProps {
  asOf: string;
  person: string;
  balance: BalanceView;
  lines: { id: number; typeKey: string; from: string; to: string; status: LeaveStatus; duration: string; counted: string; effect: string; reason: string }[];
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
          <StackTable className={p.table} aria-labelledby="balance-as-of-lines">
            <thead>
              <tr>
                <th scope="col">{t("leave.list.columns.type")}</th>
                <th scope="col">{t("leave.list.columns.from")}</th>
                <th scope="col">{t("leave.list.columns.to")}</th>
                <th scope="col">{t("leave.list.columns.status")}</th>
                <th scope="col">{t("leave.balance.request_duration")}</th>
                <th scope="col">{t("leave.balance.counted")}</th>
                <th scope="col">{t("leave.balance.effect_column")}</th>
                <th scope="col">{t("leave.balance.reason_column")}</th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <tr key={line.id} data-leave-id={line.id}>
                  <td>{t(line.typeKey)}</td>
                  <td>{line.from}</td>
                  <td>{line.to}</td>
                  <td>
                    <StatusBadge status={line.status} />
                  </td>
                  <td>{t("leave.balance.hours", { value: line.duration })}</td>
                  <td>{t("leave.balance.hours", { value: line.counted })}</td>
                  <td>{t(`leave.balance.effect.${line.effect}`)}</td>
                  <td>{t(`leave.balance.reason.${line.reason}`)}</td>
                </tr>
              ))}
            </tbody>
          </StackTable>
        </div>
      )}
    </div>
  );
}
