// The lines behind a leave balance (the person's own "why this balance" page and a leave's history
// at a chosen moment): each request with its period, its state, what it lasts, what it counted
// towards the balance and why.
import type { TableHTMLAttributes } from "react";
import { useTranslation } from "~/i18n/react";
import type { LeaveStatus } from "~/domain/leave/types";
import { StackTable } from "~/ui/table/stack-table";
import * as p from "~/ui/page.css";
import { StatusBadge } from "./status-badge";

export interface BalanceLine {
  id: number;
  typeKey: string;
  from: string;
  to: string;
  status: LeaveStatus;
  duration: string;
  counted: string;
  effect: string;
  reason: string;
}

export function BalanceLinesTable({ lines, ...named }: { lines: readonly BalanceLine[] } & Pick<TableHTMLAttributes<HTMLTableElement>, "aria-label" | "aria-labelledby">) {
  const { t } = useTranslation();
  return (
    <StackTable className={p.table} {...named}>
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
            <td data-column="duration">{t("leave.balance.hours", { value: line.duration })}</td>
            <td data-column="counted">{t("leave.balance.hours", { value: line.counted })}</td>
            <td>{t(`leave.balance.effect.${line.effect}`)}</td>
            <td>{t(`leave.balance.reason.${line.reason}`)}</td>
          </tr>
        ))}
      </tbody>
    </StackTable>
  );
}
